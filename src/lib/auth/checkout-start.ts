/**
 * Subscribe Now's first step on the subscribe page (docs/product.md#subscribe): a signed-in visitor and a
 * plan of the catalogue with a configured price id (STRIPE_PRICE_BASIC / STRIPE_PRICE_PRO at build
 * time) give the price to check out; otherwise the message the page shows itself, without calling
 * /api/create-checkout-session.
 */
import type { PlanOffer } from '../../../domain/config/env.ts';
import { SUBSCRIBE_TEXTS } from './texts.ts';

export type CheckoutStart = { priceId: string } | { error: string };

export function checkoutStart(signedIn: boolean, plan: Pick<PlanOffer, 'stripePriceId'>): CheckoutStart {
  if (!signedIn) return { error: SUBSCRIBE_TEXTS.loginToSubscribe };
  if (!plan.stripePriceId) return { error: SUBSCRIBE_TEXTS.invalidPlan };
  return { priceId: plan.stripePriceId };
}
