/**
 * POST /api/sync-billing: the account pages' reconciliation with Stripe, with no webhook at all
 * (the real SDK against the loopback Stripe stand-in, the real migrations on PGlite).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncCustomer } from '../../src/server/billing-sync.ts';
import { createCustomerPortalSession } from '../../src/server/customer-routes.ts';
import { RETURN_MIN_INTERVAL_MS, STALE_AFTER_MS, syncBilling } from '../../src/server/sync-billing.ts';
import * as syncBillingPage from '../../src/pages/api/sync-billing.ts';
import { call, PRICE_BASIC, PRICE_PRO, SITE_URL, startWorld, type World } from './support.ts';

const PATH = '/api/sync-billing';

describe('POST /api/sync-billing { reason }', () => {
  let world: World;
  let now = Date.now();
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world.close();
  });
  beforeEach(() => {
    now = Date.now();
    world.stripeStandIn.reset();
  });

  const deps = () => world.deps({ now: () => new Date(now) });

  /** A Basic subscriber whose state the server stored once (the webhook of his checkout). */
  async function basicSubscriber(email: string) {
    const customer = world.stripeStandIn.addCustomer(email);
    const userId = await world.database.createUser(email, { stripeCustomerId: customer.id });
    const subscription = world.stripeStandIn.addSubscription({ customer: customer.id, price: PRICE_BASIC, status: 'active' });
    await syncCustomer(deps(), customer.id, userId);
    return { userId, customerId: customer.id, subscriptionId: subscription.id, token: world.tokens.issue({ userId, email }) };
  }

  it('back from the portal after an upgrade: Pro at once, however soon after the last reconciliation, with no webhook (one Stripe read)', async () => {
    const customer = await basicSubscriber('portal-upgrade@example.test');
    const portal = await call(createCustomerPortalSession, deps(), '/api/create-customer-portal-session', {
      token: customer.token,
      body: { stripeCustomerId: customer.customerId },
    });
    expect(portal.status).toBe(200);
    expect(world.stripeStandIn.calls('POST', '/v1/billing_portal/sessions')[0]?.body.return_url).toBe(`${SITE_URL}/account?billing=portal`);
    // In the portal: Basic -> Pro. Stripe's webhook is never delivered.
    world.stripeStandIn.changePrice(customer.subscriptionId, PRICE_PRO);
    now += 1_000;
    world.stripeStandIn.reset();
    const result = await call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'return' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ synced: true, role: 'subscriber', plan: 'pro', status: 'active', accessEnded: null });
    expect(world.stripeStandIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/subscriptions']);
    expect(await world.database.profile(customer.userId)).toMatchObject({ role: 'subscriber', plan: 'pro' });
    const entitlement = await world.database.pg.query('select * from public.entitlement($1)', [customer.userId]);
    expect(entitlement.rows).toEqual([{ role: 'subscriber', plan: 'pro' }]);

    // A second return with no portal session between: not before RETURN_MIN_INTERVAL_MS.
    expect((await call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'return' } })).body).toEqual({ synced: false });
    // And a downgrade the same way.
    world.stripeStandIn.changePrice(customer.subscriptionId, PRICE_BASIC);
    now += RETURN_MIN_INTERVAL_MS;
    expect((await call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'return' } })).body).toMatchObject({ synced: true, plan: 'basic' });
  });

  it('a visit reconciles only a stored state older than a few minutes; a return only after a few seconds', async () => {
    const customer = await basicSubscriber('visit@example.test');
    world.stripeStandIn.reset();
    const visit = () => call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'visit' } });
    const back = () => call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'return' } });
    expect((await visit()).body).toEqual({ synced: false });
    expect((await back()).body).toEqual({ synced: false });
    expect(world.stripeStandIn.requests).toHaveLength(0);
    now += RETURN_MIN_INTERVAL_MS;
    expect((await back()).body).toMatchObject({ synced: true });
    expect((await visit()).body).toEqual({ synced: false });
    now += STALE_AFTER_MS;
    expect((await visit()).body).toMatchObject({ synced: true, plan: 'basic' });
    expect(world.stripeStandIn.calls('GET', '/v1/subscriptions')).toHaveLength(2);
  });

  it('a visit reconciles at once when the stored paid period is over (Stripe renewed or ended it)', async () => {
    const customer = await basicSubscriber('period-over@example.test');
    const periodEnd = Date.parse((await world.database.profile(customer.userId)).current_period_end!.toISOString());
    now = periodEnd + RETURN_MIN_INTERVAL_MS;
    world.stripeStandIn.setSubscriptionStatus(customer.subscriptionId, 'canceled');
    world.stripeStandIn.reset();
    const result = await call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'visit' } });
    expect(result.body).toMatchObject({ synced: true, role: 'user', plan: null, status: 'canceled' });
  });

  it('a visit after a lost "subscription deleted" event: Stripe says cancelled, the stored state follows', async () => {
    const customer = await basicSubscriber('lost-deletion@example.test');
    world.stripeStandIn.setSubscriptionStatus(customer.subscriptionId, 'canceled');
    now += STALE_AFTER_MS;
    const result = await call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'visit' } });
    expect(result.body).toMatchObject({ synced: true, role: 'user', plan: null, status: 'canceled' });
    expect(await world.database.profile(customer.userId)).toMatchObject({ role: 'user', plan: null });
  });

  it('no Stripe customer: nothing to reconcile; the body is strict; 401 without a session; 405 otherwise', async () => {
    const userId = await world.database.createUser('no-customer@example.test');
    const token = world.tokens.issue({ userId, email: 'no-customer@example.test' });
    expect((await call(syncBilling, deps(), PATH, { token, body: { reason: 'visit' } })).body).toEqual({ synced: false });
    for (const body of [{}, { reason: 'always' }, { reason: 'visit', plan: 'pro' }, { reason: 'return', customerId: 'cus_x' }]) {
      expect((await call(syncBilling, deps(), PATH, { token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(syncBilling, deps(), PATH, { body: { reason: 'visit' } })).status).toBe(401);
    expect((await call(syncBilling, deps(), PATH, { method: 'GET' })).status).toBe(405);
    expect(world.stripeStandIn.requests).toHaveLength(0);
    expect(syncBillingPage.prerender).toBe(false);
  });

  it('a Stripe failure is 502 and changes nothing', async () => {
    const customer = await basicSubscriber('stripe-down@example.test');
    world.stripeStandIn.changePrice(customer.subscriptionId, PRICE_PRO);
    world.stripeStandIn.failing = { status: 500, message: 'down' };
    now += STALE_AFTER_MS;
    const result = await call(syncBilling, deps(), PATH, { token: customer.token, body: { reason: 'return' } });
    expect(result).toMatchObject({ status: 502, body: { error: 'We could not refresh your subscription from Stripe' } });
    expect((await world.database.profile(customer.userId)).plan).toBe('basic');
  });
});
