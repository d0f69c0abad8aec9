/**
 * The portal routes and cancel-subscription: only the token user's own Stripe customer, through
 * the real Stripe SDK (loopback stand-in) and the real migrations on PGlite.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncCustomer } from '../../src/server/billing-sync.ts';
import { cancelSubscription, createCustomerPortalSession, createPortalSession, resumeSubscription } from '../../src/server/customer-routes.ts';
import type { ProfileRole } from '../../src/server/types.ts';
import { call, PRICE_BASIC, PRICE_PRO, SITE_URL, startWorld, type World } from './support.ts';

describe('portal and cancel routes', () => {
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

  /** A user with a Stripe customer and, optionally, a subscription in that status. */
  async function customer(email: string, options: { role?: ProfileRole; status?: string } = {}) {
    const stripeCustomer = world.stripeStandIn.addCustomer(email);
    const userId = await world.database.createUser(email, { role: options.role, stripeCustomerId: stripeCustomer.id });
    const subscription =
      options.status === undefined ? null : world.stripeStandIn.addSubscription({ customer: stripeCustomer.id, price: PRICE_BASIC, status: options.status });
    return {
      userId,
      customerId: stripeCustomer.id,
      subscriptionId: subscription?.id ?? null,
      token: world.tokens.issue({ userId, email }),
    };
  }

  async function member(email: string) {
    const userId = await world.database.createUser(email);
    return { userId, token: world.tokens.issue({ userId, email }) };
  }

  describe('POST /api/create-portal-session { customerId }', () => {
    const PATH = '/api/create-portal-session';

    it("answers the billing-portal url for the caller's own customer, returning to /subscribe", async () => {
      const owner = await customer('portal@example.test', { role: 'subscriber', status: 'active' });
      const result = await call(createPortalSession, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId } });
      expect(result.status).toBe(200);
      const [portalCall] = world.stripeStandIn.calls('POST', '/v1/billing_portal/sessions');
      expect(portalCall?.body).toEqual({ customer: owner.customerId, return_url: `${SITE_URL}/subscribe?billing=portal` });
      const sessionId = [...world.stripeStandIn.portalSessions.keys()].at(-1)!;
      expect(result.body).toEqual({ url: `https://billing.stripe.com/p/session/test_${sessionId}` });
    });

    it("answers 403 for another user's customer id and calls Stripe not at all", async () => {
      const victim = await customer('victim-portal@example.test', { role: 'subscriber', status: 'active' });
      const attacker = await customer('attacker-portal@example.test');
      const result = await call(createPortalSession, world.deps(), PATH, {
        token: attacker.token,
        body: { customerId: victim.customerId },
      });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ error: 'That subscription does not belong to your account.' });
      expect(world.stripeStandIn.requests).toHaveLength(0);
    });

    it("answers 404 'No active subscription found' when the caller has no Stripe customer", async () => {
      const victim = await customer('victim-portal2@example.test', { status: 'active' });
      const nobody = await member('no-customer@example.test');
      const result = await call(createPortalSession, world.deps(), PATH, { token: nobody.token, body: { customerId: victim.customerId } });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ error: 'No active subscription found' });
      expect(world.stripeStandIn.requests).toHaveLength(0);
    });

    it("answers 502 'Failed to access subscription management' when Stripe fails", async () => {
      const owner = await customer('portal-down@example.test', { status: 'active' });
      world.stripeStandIn.failing = { status: 500, message: 'portal unavailable' };
      const result = await call(createPortalSession, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId } });
      expect(result.status).toBe(502);
      expect(result.body).toEqual({ error: 'Failed to access subscription management' });
    });
  });

  describe('POST /api/create-customer-portal-session { stripeCustomerId }', () => {
    const PATH = '/api/create-customer-portal-session';

    it('answers the billing-portal url, returning to /account', async () => {
      const owner = await customer('account@example.test', { status: 'active' });
      const result = await call(createCustomerPortalSession, world.deps(), PATH, {
        token: owner.token,
        body: { stripeCustomerId: owner.customerId },
      });
      expect(result.status).toBe(200);
      expect(world.stripeStandIn.calls('POST', '/v1/billing_portal/sessions')[0]?.body.return_url).toBe(`${SITE_URL}/account?billing=portal`);
      expect(String(result.body?.url)).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    });

    it("answers 404 'No subscription found for this account.' without a Stripe customer", async () => {
      const nobody = await member('account-none@example.test');
      const result = await call(createCustomerPortalSession, world.deps(), PATH, {
        token: nobody.token,
        body: { stripeCustomerId: 'cus_made_up' },
      });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ error: 'No subscription found for this account.' });
    });

    it('validates the spec body shape (stripeCustomerId, not customerId)', async () => {
      const owner = await customer('account-shape@example.test');
      const result = await call(createCustomerPortalSession, world.deps(), PATH, {
        token: owner.token,
        body: { customerId: owner.customerId },
      });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: 'stripeCustomerId: stripeCustomerId is required (a string); Unrecognized key: "customerId"' });
    });
  });

  describe('POST /api/cancel-subscription { customerId }', () => {
    const PATH = '/api/cancel-subscription';

    it('cancels at the period end: access and role kept, "ends on" stored; Stripe ends it at the period end and the user is demoted then', async () => {
      const owner = await customer('cancel@example.test', { role: 'subscriber', status: 'active' });
      const periodEnd = world.stripeStandIn.subscriptions.get(owner.subscriptionId!)!.items as { data: Array<{ current_period_end: number }> };
      const endsAt = new Date(periodEnd.data[0]!.current_period_end * 1000).toISOString();
      const result = await call(cancelSubscription, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId } });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ ok: true, currentPeriodEnd: endsAt });
      expect(world.stripeStandIn.calls('DELETE', /^\/v1\/subscriptions\//)).toHaveLength(0);
      expect(world.stripeStandIn.calls('POST', `/v1/subscriptions/${owner.subscriptionId}`).map((request) => request.body)).toEqual([
        { cancel_at_period_end: 'true' },
      ]);
      expect(world.stripeStandIn.subscriptions.get(owner.subscriptionId!)?.status).toBe('active');
      const kept = await world.database.profile(owner.userId);
      expect([kept.role, kept.plan, kept.subscription_status, kept.cancel_at_period_end, kept.current_period_end?.toISOString()]).toEqual([
        'subscriber',
        'basic',
        'active',
        true,
        endsAt,
      ]);

      // The period ends in the stand-in; Stripe's customer.subscription.deleted runs the same sync.
      world.stripeStandIn.advanceTo(periodEnd.data[0]!.current_period_end);
      await syncCustomer(world.deps(), owner.customerId, owner.userId);
      const ended = await world.database.profile(owner.userId);
      expect([ended.role, ended.plan, ended.subscription_status, ended.cancel_at_period_end]).toEqual(['user', null, 'canceled', false]);
    });

    it('sets every entitling subscription to end, cancels a non-entitling one at once, leaves the ended ones', async () => {
      const owner = await customer('cancel-two@example.test', { role: 'subscriber', status: 'active' });
      const old = world.stripeStandIn.addSubscription({ customer: owner.customerId, price: PRICE_PRO, status: 'canceled' });
      const pastDue = world.stripeStandIn.addSubscription({ customer: owner.customerId, price: PRICE_PRO, status: 'past_due' });
      const unpaid = world.stripeStandIn.addSubscription({ customer: owner.customerId, price: PRICE_PRO, status: 'unpaid' });
      const result = await call(cancelSubscription, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId } });
      expect(result.status).toBe(200);
      const updated = world.stripeStandIn.calls('POST', /^\/v1\/subscriptions\//).map((request) => request.path);
      expect(updated.sort()).toEqual([`/v1/subscriptions/${owner.subscriptionId}`, `/v1/subscriptions/${pastDue.id}`].sort());
      const deleted = world.stripeStandIn.calls('DELETE', /^\/v1\/subscriptions\//).map((request) => request.path);
      expect(deleted).toEqual([`/v1/subscriptions/${unpaid.id}`]);
      expect(updated).not.toContain(`/v1/subscriptions/${old.id}`);
      expect((await world.database.profile(owner.userId)).role).toBe('subscriber');
    });

    it('resume clears the scheduled end while the period runs; 404 when nothing is set to end', async () => {
      const owner = await customer('resume@example.test', { role: 'subscriber', status: 'active' });
      const nothing = await call(resumeSubscription, world.deps(), '/api/resume-subscription', { token: owner.token, body: { customerId: owner.customerId } });
      expect(nothing.status).toBe(404);
      expect(nothing.body).toEqual({ error: 'No cancelled subscription to resume' });
      await call(cancelSubscription, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId } });
      expect((await world.database.profile(owner.userId)).cancel_at_period_end).toBe(true);
      const resumed = await call(resumeSubscription, world.deps(), '/api/resume-subscription', { token: owner.token, body: { customerId: owner.customerId } });
      expect(resumed.status).toBe(200);
      expect(world.stripeStandIn.subscriptions.get(owner.subscriptionId!)?.cancel_at_period_end).toBe(false);
      const profile = await world.database.profile(owner.userId);
      expect([profile.role, profile.plan, profile.cancel_at_period_end]).toEqual(['subscriber', 'basic', false]);
    });

    it('refuses a client-sent plan or role (400) and changes nothing', async () => {
      const owner = await customer('cancel-forged@example.test', { role: 'subscriber', status: 'active' });
      for (const extra of [{ plan: 'pro' }, { role: 'moderator' }]) {
        const result = await call(cancelSubscription, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId, ...extra } });
        expect(result.status).toBe(400);
      }
      expect(world.stripeStandIn.requests).toHaveLength(0);
    });

    it('leaves a moderator a moderator', async () => {
      const moderator = await customer('mod-cancel@example.test', { role: 'moderator', status: 'active' });
      const result = await call(cancelSubscription, world.deps(), PATH, {
        token: moderator.token,
        body: { customerId: moderator.customerId },
      });
      expect(result.status).toBe(200);
      expect((await world.database.profile(moderator.userId)).role).toBe('moderator');
    });

    it("answers 403 for another user's customer id: the victim's subscription keeps running", async () => {
      const victim = await customer('victim-cancel@example.test', { role: 'subscriber', status: 'active' });
      const attacker = await customer('attacker-cancel@example.test', { role: 'subscriber', status: 'active' });
      const result = await call(cancelSubscription, world.deps(), PATH, {
        token: attacker.token,
        body: { customerId: victim.customerId },
      });
      expect(result.status).toBe(403);
      expect(world.stripeStandIn.requests).toHaveLength(0);
      expect(world.stripeStandIn.subscriptions.get(victim.subscriptionId!)?.status).toBe('active');
      expect((await world.database.profile(victim.userId)).role).toBe('subscriber');
    });

    it("answers 404 'No active subscription found' when nothing is running", async () => {
      const lapsed = await customer('lapsed@example.test', { role: 'user', status: 'canceled' });
      const result = await call(cancelSubscription, world.deps(), PATH, { token: lapsed.token, body: { customerId: lapsed.customerId } });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ error: 'No active subscription found' });
      expect(world.stripeStandIn.calls('DELETE', /^\/v1\/subscriptions\//)).toHaveLength(0);
    });

    it("answers 502 'Failed to cancel subscription' when Stripe fails, and changes nothing", async () => {
      const owner = await customer('cancel-down@example.test', { role: 'subscriber', status: 'active' });
      world.stripeStandIn.failing = { status: 500, message: 'cannot cancel now' };
      const result = await call(cancelSubscription, world.deps(), PATH, { token: owner.token, body: { customerId: owner.customerId } });
      expect(result.status).toBe(502);
      expect(result.body).toEqual({ error: 'Failed to cancel subscription' });
      expect((await world.database.profile(owner.userId)).role).toBe('subscriber');
    });

    it("answers 500 'Failed to update subscription status' when Stripe accepted the cancel but the database could not follow", async () => {
      const owner = await customer('cancel-db-down@example.test', { role: 'subscriber', status: 'active' });
      const brokenDb = {
        ...world.database.db,
        upsertSubscription: async () => {
          throw new Error('database unavailable');
        },
      };
      const result = await call(cancelSubscription, world.deps({ db: brokenDb }), PATH, {
        token: owner.token,
        body: { customerId: owner.customerId },
      });
      expect(result.status).toBe(500);
      expect(result.body).toEqual({ error: 'Failed to update subscription status' });
      expect(world.stripeStandIn.subscriptions.get(owner.subscriptionId!)?.cancel_at_period_end).toBe(true);
      expect(world.logs.join('\n')).toContain('database unavailable');
    });
  });

  describe('rules shared by the three routes', () => {
    const routes = [
      { name: 'create-portal-session', handler: createPortalSession, field: 'customerId' },
      { name: 'create-customer-portal-session', handler: createCustomerPortalSession, field: 'stripeCustomerId' },
      { name: 'cancel-subscription', handler: cancelSubscription, field: 'customerId' },
      { name: 'resume-subscription', handler: resumeSubscription, field: 'customerId' },
    ] as const;

    for (const route of routes) {
      it(`${route.name}: 401 without or with an invalid token, 405 on GET, 400 on malformed JSON`, async () => {
        const owner = await customer(`${route.name}@example.test`, { status: 'active' });
        const path = `/api/${route.name}`;
        const missing = await call(route.handler, world.deps(), path, { body: { [route.field]: owner.customerId } });
        expect(missing.status).toBe(401);
        expect(missing.body).toEqual({ error: 'Please sign in to manage your subscription' });
        const invalid = await call(route.handler, world.deps(), path, { token: 'expired', body: { [route.field]: owner.customerId } });
        expect(invalid.status).toBe(401);
        const revokedToken = world.tokens.issue({ userId: owner.userId, email: null });
        world.tokens.revoke(revokedToken);
        expect((await call(route.handler, world.deps(), path, { token: revokedToken, body: { [route.field]: owner.customerId } })).status).toBe(401);

        const get = await call(route.handler, world.deps(), path, { method: 'GET', token: owner.token });
        expect(get.status).toBe(405);
        expect(get.headers.get('allow')).toBe('POST');

        const malformed = await call(route.handler, world.deps(), path, { token: owner.token, body: `{"${route.field}": cus` });
        expect(malformed.status).toBe(400);
        expect(malformed.body).toEqual({ error: 'Request body must be valid JSON.' });

        const empty = await call(route.handler, world.deps(), path, { token: owner.token, body: { [route.field]: '  ' } });
        expect(empty.status).toBe(400);
        expect(empty.body).toEqual({ error: `${route.field}: ${route.field} is required` });
        expect(world.stripeStandIn.requests).toHaveLength(0);
      });
    }
  });
});
