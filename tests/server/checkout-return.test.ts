/**
 * POST /api/confirm-checkout: the return from Checkout grants access without the webhook, through
 * the real Stripe SDK (loopback stand-in) and the real migrations on PGlite, and converges with a
 * webhook that lands later (or never).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmCheckout } from '../../src/server/checkout-return.ts';
import { createCheckoutSession } from '../../src/server/create-checkout-session.ts';
import { stripeWebhook } from '../../src/server/stripe-webhook.ts';
import { stripeEvent } from './stripe-stand-in.ts';
import { call, PRICE_BASIC, PRICE_PRO, startWorld, WEBHOOK_SECRET, type World } from './support.ts';

const PATH = '/api/confirm-checkout';

describe('POST /api/confirm-checkout { sessionId }', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world.close();
  });
  beforeEach(() => {
    world.stripeStandIn.reset();
    world.logs.length = 0;
  });

  /** A member who started a checkout for `priceId` through the real route. */
  async function buyer(email: string, priceId: string) {
    const userId = await world.database.createUser(email);
    const token = world.tokens.issue({ userId, email });
    const started = await call(createCheckoutSession, world.deps(), '/api/create-checkout-session', { token, body: { priceId } });
    expect(started.status).toBe(200);
    return { userId, token, sessionId: started.body!.sessionId as string };
  }

  it('webhook lost: the return alone makes the payer a subscriber with the plan, status and period end from Stripe', async () => {
    const pro = await buyer('return-pro@example.test', PRICE_PRO);
    const subscription = world.stripeStandIn.completeCheckout(pro.sessionId);
    const periodEnd = (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end;
    const result = await call(confirmCheckout, world.deps(), PATH, { token: pro.token, body: { sessionId: pro.sessionId } });
    expect(result.status).toBe(200);
    const endsAt = new Date(periodEnd * 1000).toISOString();
    expect(result.body).toEqual({
      complete: true,
      role: 'subscriber',
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: endsAt,
      cancelAtPeriodEnd: false,
      accessEnded: null,
    });
    const profile = await world.database.profile(pro.userId);
    expect([profile.role, profile.plan, profile.subscription_status, profile.current_period_end?.toISOString()]).toEqual([
      'subscriber',
      'pro',
      'active',
      endsAt,
    ]);
    expect(world.stripeStandIn.calls('GET', `/v1/checkout/sessions/${pro.sessionId}`)).toHaveLength(1);

    const basic = await buyer('return-basic@example.test', PRICE_BASIC);
    world.stripeStandIn.completeCheckout(basic.sessionId);
    await call(confirmCheckout, world.deps(), PATH, { token: basic.token, body: { sessionId: basic.sessionId } });
    const basicProfile = await world.database.profile(basic.userId);
    expect([basicProfile.role, basicProfile.plan]).toEqual(['subscriber', 'basic']);
  });

  it('webhook late: the webhook landing after the return writes the same state (same code path, idempotent)', async () => {
    const late = await buyer('return-late@example.test', PRICE_PRO);
    world.stripeStandIn.completeCheckout(late.sessionId);
    await call(confirmCheckout, world.deps(), PATH, { token: late.token, body: { sessionId: late.sessionId } });
    const afterReturn = await world.database.profile(late.userId);
    const profileRow = afterReturn.stripe_customer_id!;
    const payload = JSON.stringify(
      stripeEvent('evt_late_return', 'checkout.session.completed', {
        id: late.sessionId,
        object: 'checkout.session',
        customer: profileRow,
        client_reference_id: late.userId,
        metadata: { userId: late.userId },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
      }),
    );
    const signature = world.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const webhook = await call(stripeWebhook, world.deps(), '/api/stripe-webhook', { body: payload, headers: { 'stripe-signature': signature } });
    expect(webhook.body).toEqual({ received: true });
    const afterWebhook = await world.database.profile(late.userId);
    // The same state; only the times of the writes differ.
    const { updated_at: _a, billing_synced_at: _c, ...before } = afterReturn;
    const { updated_at: _b, billing_synced_at: _d, ...after } = afterWebhook;
    expect(after).toEqual(before);
    expect(await world.database.subscriptions(late.userId)).toHaveLength(1);
    // A second return (reload) is harmless too.
    const again = await call(confirmCheckout, world.deps(), PATH, { token: late.token, body: { sessionId: late.sessionId } });
    expect(again.body).toMatchObject({ complete: true, role: 'subscriber', plan: 'pro' });
  });

  it('a session that is not complete yet writes nothing and says so', async () => {
    const waiting = await buyer('return-open@example.test', PRICE_BASIC);
    const result = await call(confirmCheckout, world.deps(), PATH, { token: waiting.token, body: { sessionId: waiting.sessionId } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ complete: false, role: 'member', plan: null });
    const profile = await world.database.profile(waiting.userId);
    expect([profile.role, profile.plan]).toEqual(['member', null]);
  });

  it("refuses another user's session with 403 and writes nothing", async () => {
    const victim = await buyer('return-victim@example.test', PRICE_PRO);
    world.stripeStandIn.completeCheckout(victim.sessionId);
    const attacker = await buyer('return-attacker@example.test', PRICE_BASIC);
    const result = await call(confirmCheckout, world.deps(), PATH, { token: attacker.token, body: { sessionId: victim.sessionId } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: 'That checkout does not belong to your account.' });
    expect((await world.database.profile(attacker.userId)).role).toBe('member');
    expect((await world.database.profile(victim.userId)).role).toBe('member');
  });

  it('refuses a client-sent plan or role, a malformed session id, no token; 404 for an unknown session', async () => {
    const forger = await buyer('return-forger@example.test', PRICE_BASIC);
    world.stripeStandIn.completeCheckout(forger.sessionId);
    for (const extra of [{ plan: 'pro' }, { role: 'moderator' }]) {
      const forged = await call(confirmCheckout, world.deps(), PATH, { token: forger.token, body: { sessionId: forger.sessionId, ...extra } });
      expect(forged.status).toBe(400);
    }
    expect((await call(confirmCheckout, world.deps(), PATH, { token: forger.token, body: { sessionId: 'sub_123' } })).status).toBe(400);
    expect((await call(confirmCheckout, world.deps(), PATH, { body: { sessionId: forger.sessionId } })).status).toBe(401);
    const unknown = await call(confirmCheckout, world.deps(), PATH, { token: forger.token, body: { sessionId: 'cs_test_nothing' } });
    expect(unknown.status).toBe(404);
    const profile = await world.database.profile(forger.userId);
    expect([profile.role, profile.plan]).toEqual(['member', null]);
  });
});
