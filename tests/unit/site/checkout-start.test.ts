/**
 * Subscribe Now on the subscribe page (src/lib/auth/checkout-start.ts, used by SubscribeIsland):
 * a plan of the catalogue without a configured price id says 'Invalid plan selected' itself, a
 * signed-out visitor is asked to log in, and only a priced plan goes to checkout.
 */
import { describe, expect, it } from 'vitest';
import { plansFromEnv } from '../../../domain/config/env.ts';
import { checkoutStart } from '../../../src/lib/auth/checkout-start.ts';

describe('checkoutStart', () => {
  it("says 'Invalid plan selected' for each plan of a build without price ids", () => {
    const plans = plansFromEnv({});
    expect(plans.map((plan) => plan.id)).toEqual(['basic', 'pro']);
    for (const plan of plans) expect(checkoutStart(true, plan)).toEqual({ error: 'Invalid plan selected' });
  });

  it('checks out the configured price of a priced plan, and only that one', () => {
    const [basic, pro] = plansFromEnv({ STRIPE_PRICE_BASIC: 'price_basic_monthly' });
    expect(checkoutStart(true, basic!)).toEqual({ priceId: 'price_basic_monthly' });
    expect(checkoutStart(true, pro!)).toEqual({ error: 'Invalid plan selected' });
  });

  it("asks a signed-out visitor to log in first ('Please log in to subscribe')", () => {
    expect(checkoutStart(false, { stripePriceId: 'price_basic_monthly' })).toEqual({ error: 'Please log in to subscribe' });
    expect(checkoutStart(false, { stripePriceId: null })).toEqual({ error: 'Please log in to subscribe' });
  });
});
