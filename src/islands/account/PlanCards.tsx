/**
 * The plans on offer (docs/product.md#subscribe), one card each: name, price per month, what it
 * includes, and the card's action (`action`: Subscribe Now for a signed-in visitor, a sign-up link
 * for a guest). `chosen`: the plan the visitor picked before signing in, marked. Shared by the
 * subscribe page and the subscribers' preview on HR Projections.
 */
import type { ReactNode } from 'react';
import type { Plan } from '../../../domain/spec-constants.ts';
import { SUBSCRIBE_TEXTS } from '../../lib/auth/texts.ts';

export function formatPlanPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

export function PlanCards<P extends Plan>({ plans, chosen = null, action }: { plans: readonly P[]; chosen?: P['id'] | null; action: (plan: P) => ReactNode }) {
  return (
    <ul className="mt-5 grid gap-5 md:grid-cols-2" aria-label="Plans">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${plan.id === chosen ? 'border-sky-600 ring-2 ring-sky-600' : 'border-slate-200'}`}
          data-testid={`plan-${plan.id}`}
          data-chosen={plan.id === chosen ? 'true' : undefined}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-bold">{plan.name}</h3>
            {plan.id === chosen && (
              <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{SUBSCRIBE_TEXTS.chosenBadge}</span>
            )}
          </div>
          <p className="mt-1">
            <span className="text-3xl font-extrabold">{formatPlanPrice(plan.price)}</span>
            <span className="text-slate-600">/{plan.interval}</span>
          </p>
          <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-800">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-5">{action(plan)}</div>
        </li>
      ))}
    </ul>
  );
}
