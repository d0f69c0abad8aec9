/**
 * The way from a plan a visitor picks to its checkout (docs/product.md#subscribe). Pure: the
 * subscribe page, the subscribers' preview on HR Projections and the tests share it.
 *
 *   PLAN_PARAM                   '?plan=' on /subscribe: the plan the visitor chose before signing in
 *   subscribePathFor(plan)       '/subscribe?plan=<id>': signed in, the plan's card is marked and its
 *                                Subscribe Now opens Stripe Checkout
 *   signUpPathFor(plan)          '/login?mode=signup&next=/subscribe?plan=<id>': a guest creates his
 *                                account (or signs in) and comes back to that plan
 *   chosenPlan(search, plans)    the plan a query names, when it is one on offer; else null
 */
import type { Plan } from '../../domain/spec-constants.ts';
import { loginPathFor } from './auth/next-path.ts';

export const PLAN_PARAM = 'plan';

export function subscribePathFor(plan: Plan['id']): string {
  return `/subscribe?${PLAN_PARAM}=${plan}`;
}

export function signUpPathFor(plan: Plan['id']): string {
  return `${loginPathFor(subscribePathFor(plan))}&mode=signup`;
}

export function chosenPlan<P extends Pick<Plan, 'id'>>(search: string, plans: readonly P[]): P | null {
  const wanted = new URLSearchParams(search).get(PLAN_PARAM);
  return plans.find((plan) => plan.id === wanted) ?? null;
}
