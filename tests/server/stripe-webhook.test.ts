/**
 * POST /api/stripe-webhook end to end: payloads signed with the SDK's generateTestHeaderString,
 * verified by the SDK's constructEvent, state re-read from the loopback Stripe stand-in through
 * the real SDK, written to the real schema (PGlite, migrations, service_role grants).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeWebhook } from '../../src/server/stripe-webhook.ts';
import type { PaymentDeps, ProfileRole } from '../../src/server/types.ts';
import { stripeEvent } from './stripe-stand-in.ts';
import { call, countingDb, PRICE_BASIC, PRICE_PRO, startWorld, WEBHOOK_SECRET, type World } from './support.ts';

const PATH = '/api/stripe-webhook';
/** A period end 40 days from now, to the second (Stripe's unit). */
const PERIOD_END = Math.floor(Date.now() / 1000) + 40 * 86_400;

describe('POST /api/stripe-webhook', () => {
  let world: World;
  let eventCounter = 0;
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

  function nextEventId(): string {
    eventCounter += 1;
    return `evt_test_${String(eventCounter).padStart(4, '0')}`;
  }

  function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
    return world.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
  }

  async function deliver(event: Record<string, unknown>, deps: PaymentDeps = world.deps()) {
    const payload = JSON.stringify(event);
    return call(stripeWebhook, deps, PATH, { body: payload, headers: { 'stripe-signature': signed(payload) } });
  }

  async function customerUser(email: string, role: ProfileRole = 'member') {
    const stripeCustomer = world.stripeStandIn.addCustomer(email);
    const userId = await world.database.createUser(email, { role, stripeCustomerId: stripeCustomer.id });
    return { userId, customerId: stripeCustomer.id };
  }

  /** The subscription object as an event snapshot carries it (a copy: Stripe may change later). */
  function snapshot(subscriptionId: string): Record<string, unknown> {
    return structuredClone(world.stripeStandIn.subscriptions.get(subscriptionId)!);
  }

  function checkoutCompleted(customerId: string, userId: string, mode = 'subscription') {
    return stripeEvent(nextEventId(), 'checkout.session.completed', {
      id: 'cs_test_completed',
      object: 'checkout.session',
      customer: customerId,
      client_reference_id: userId,
      metadata: { userId },
      mode,
      payment_status: 'paid',
      status: 'complete',
    });
  }

  describe('signature', () => {
    it('answers 400 to a payload signed with another secret, and writes nothing', async () => {
      const buyer = await customerUser('forger@example.test');
      world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_PRO, status: 'active' });
      const payload = JSON.stringify(checkoutCompleted(buyer.customerId, buyer.userId));
      const result = await call(stripeWebhook, world.deps(), PATH, {
        body: payload,
        headers: { 'stripe-signature': signed(payload, { secret: 'whsec_attacker' }) },
      });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: 'Webhook signature verification failed.' });
      expect((await world.database.profile(buyer.userId)).role).toBe('member');
      expect(world.stripeStandIn.requests).toHaveLength(0);
    });

    it('answers 400 to a tampered body (signature of the original payload)', async () => {
      const buyer = await customerUser('tamper@example.test');
      const victim = await customerUser('tamper-victim@example.test');
      world.stripeStandIn.addSubscription({ customer: victim.customerId, price: PRICE_PRO, status: 'active' });
      const original = JSON.stringify(checkoutCompleted(buyer.customerId, buyer.userId));
      const tampered = original.replaceAll(buyer.customerId, victim.customerId);
      const result = await call(stripeWebhook, world.deps(), PATH, { body: tampered, headers: { 'stripe-signature': signed(original) } });
      expect(result.status).toBe(400);
      expect((await world.database.profile(victim.userId)).role).toBe('member');
    });

    it('answers 400 without a Stripe-Signature header, and to a replay older than the tolerance', async () => {
      const payload = JSON.stringify(stripeEvent(nextEventId(), 'customer.subscription.updated', { customer: 'cus_x' }));
      const missing = await call(stripeWebhook, world.deps(), PATH, { body: payload });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: 'Missing Stripe-Signature header.' });

      const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
      const stale = await call(stripeWebhook, world.deps(), PATH, {
        body: payload,
        headers: { 'stripe-signature': signed(payload, { timestamp: anHourAgo }) },
      });
      expect(stale.status).toBe(400);
      expect(await world.database.recordedEvents()).not.toContain(JSON.parse(payload).id);
    });

    it('answers 405 with Allow: POST to other methods', async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const result = await call(stripeWebhook, world.deps(), PATH, { method });
        expect(result.status).toBe(405);
        expect(result.headers.get('allow')).toBe('POST');
      }
    });

    it('answers 400 "invalid JSON" to a correctly signed body that is not JSON, and to signed JSON that is no event', async () => {
      for (const payload of ['{"id": "evt_cut', 'not json at all', '\xff\xfe{}']) {
        const result = await call(stripeWebhook, world.deps(), PATH, { body: payload, headers: { 'stripe-signature': signed(payload) } });
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ error: 'Webhook payload is signed but is invalid JSON.' });
      }
      const notAnEvent = '[1, 2, 3]';
      const result = await call(stripeWebhook, world.deps(), PATH, { body: notAnEvent, headers: { 'stripe-signature': signed(notAnEvent) } });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: 'Webhook payload is signed but is not a Stripe event.' });
      expect(world.stripeStandIn.requests).toHaveLength(0);
    });

    it('answers 413 to a body over 1 MB, signed or not', async () => {
      const payload = JSON.stringify({ id: 'evt_big', type: 'charge.refunded', data: { object: {} }, padding: 'x'.repeat(1024 * 1024) });
      const result = await call(stripeWebhook, world.deps(), PATH, { body: payload, headers: { 'stripe-signature': signed(payload) } });
      expect(result.status).toBe(413);
    });
  });

  describe('processing', () => {
    it('checkout.session.completed: re-reads the subscription from Stripe, stores it and makes the buyer a subscriber', async () => {
      const buyer = await customerUser('checkout@example.test');
      const subscription = world.stripeStandIn.addSubscription({
        customer: buyer.customerId,
        price: PRICE_PRO,
        status: 'active',
        currentPeriodEnd: PERIOD_END,
      });
      const event = checkoutCompleted(buyer.customerId, buyer.userId);
      const result = await deliver(event);

      expect(result.status).toBe(200);
      expect(result.body).toEqual({ received: true });
      expect(world.stripeStandIn.calls('GET', '/v1/subscriptions')[0]?.query).toEqual({
        customer: buyer.customerId,
        status: 'all',
        limit: '100',
      });
      expect((await world.database.profile(buyer.userId)).role).toBe('subscriber');
      const rows = await world.database.subscriptions(buyer.userId);
      expect(rows).toEqual([
        {
          id: subscription.id,
          customer_id: buyer.customerId,
          status: 'active',
          price_id: PRICE_PRO,
          current_period_end: new Date(PERIOD_END * 1000),
          cancel_at_period_end: false,
        },
      ]);
      expect(await world.database.recordedEvents()).toContain(event.id);
    });

    it('a duplicate delivery is answered 200 and changes nothing: no Stripe read, no role write', async () => {
      const buyer = await customerUser('duplicate@example.test');
      const subscription = world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_BASIC, status: 'active' });
      const counting = countingDb(world.database.db);
      const deps = world.deps({ db: counting.db });
      const event = stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(subscription.id));

      const first = await deliver(event, deps);
      expect(first.status).toBe(200);
      expect(counting.roleChanges).toEqual([[buyer.userId, 'subscriber']]);

      // Stripe's state moves on; the redelivered event must not be applied again.
      world.stripeStandIn.setSubscriptionStatus(subscription.id, 'canceled');
      world.stripeStandIn.reset();
      const second = await deliver(event, deps);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ received: true, duplicate: true });
      expect(counting.roleChanges).toHaveLength(1);
      expect(counting.counts.upsertSubscription).toBe(1);
      expect(world.stripeStandIn.requests).toHaveLength(0);
      expect((await world.database.profile(buyer.userId)).role).toBe('subscriber');
    });

    it('out of order: deleted before created/updated converges to what Stripe reports (canceled -> user)', async () => {
      const buyer = await customerUser('out-of-order@example.test');
      const subscription = world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_BASIC, status: 'active' });
      const createdSnapshot = snapshot(subscription.id);
      const updatedSnapshot = { ...snapshot(subscription.id), cancel_at_period_end: true };
      world.stripeStandIn.setSubscriptionStatus(subscription.id, 'canceled');
      const deletedSnapshot = snapshot(subscription.id);

      // Stripe delivers created, updated, deleted; they arrive deleted, created, updated.
      const deleted = await deliver(stripeEvent(nextEventId(), 'customer.subscription.deleted', deletedSnapshot));
      expect((await world.database.profile(buyer.userId)).role).toBe('user');
      const created = await deliver(stripeEvent(nextEventId(), 'customer.subscription.created', createdSnapshot));
      const updated = await deliver(stripeEvent(nextEventId(), 'customer.subscription.updated', updatedSnapshot));

      expect([deleted.status, created.status, updated.status]).toEqual([200, 200, 200]);
      expect((await world.database.profile(buyer.userId)).role).toBe('user');
      expect((await world.database.subscriptions(buyer.userId)).map((row) => row.status)).toEqual(['canceled']);
    });

    it('out of order: a late deleted event of an old subscription does not undo a newer active one', async () => {
      const buyer = await customerUser('resubscribed@example.test', 'user');
      const old = world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_BASIC, status: 'canceled' });
      const renewed = world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_PRO, status: 'active' });

      await deliver(stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(renewed.id)));
      expect((await world.database.profile(buyer.userId)).role).toBe('subscriber');
      await deliver(stripeEvent(nextEventId(), 'customer.subscription.deleted', snapshot(old.id)));

      expect((await world.database.profile(buyer.userId)).role).toBe('subscriber');
      expect((await world.database.subscriptions(buyer.userId)).map((row) => [row.id, row.status])).toEqual(
        [
          [old.id, 'canceled'],
          [renewed.id, 'active'],
        ].sort(),
      );
    });

    it('invoice.payment_failed: past_due keeps access, unpaid (retries exhausted) demotes to user', async () => {
      const payer = await customerUser('late-payer@example.test', 'subscriber');
      const subscription = world.stripeStandIn.addSubscription({ customer: payer.customerId, price: PRICE_BASIC, status: 'past_due' });
      const invoice = { id: 'in_test_1', object: 'invoice', customer: payer.customerId, status: 'open' };

      await deliver(stripeEvent(nextEventId(), 'invoice.payment_failed', invoice));
      expect((await world.database.profile(payer.userId)).role).toBe('subscriber');

      world.stripeStandIn.setSubscriptionStatus(subscription.id, 'unpaid');
      await deliver(stripeEvent(nextEventId(), 'invoice.payment_failed', invoice));
      expect((await world.database.profile(payer.userId)).role).toBe('user');
      expect((await world.database.subscriptions(payer.userId))[0]?.status).toBe('unpaid');
    });

    it('a moderator stays a moderator through subscribe and cancel; the subscription is still mirrored', async () => {
      const moderator = await customerUser('moderator@example.test', 'moderator');
      const subscription = world.stripeStandIn.addSubscription({ customer: moderator.customerId, price: PRICE_PRO, status: 'active' });
      await deliver(stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(subscription.id)));
      expect((await world.database.profile(moderator.userId)).role).toBe('moderator');
      world.stripeStandIn.setSubscriptionStatus(subscription.id, 'canceled');
      await deliver(stripeEvent(nextEventId(), 'customer.subscription.deleted', snapshot(subscription.id)));
      expect((await world.database.profile(moderator.userId)).role).toBe('moderator');
      expect((await world.database.subscriptions(moderator.userId)).map((row) => row.status)).toEqual(['canceled']);
    });

    it('a member whose first payment is still incomplete stays a member', async () => {
      const buyer = await customerUser('incomplete@example.test');
      world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_BASIC, status: 'incomplete' });
      await deliver(checkoutCompleted(buyer.customerId, buyer.userId));
      expect((await world.database.profile(buyer.userId)).role).toBe('member');
      expect((await world.database.subscriptions(buyer.userId)).map((row) => row.status)).toEqual(['incomplete']);
    });

    it('a failure while processing answers 500 and records nothing, so the retry is processed', async () => {
      const buyer = await customerUser('retry@example.test');
      world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_BASIC, status: 'active' });
      const event = checkoutCompleted(buyer.customerId, buyer.userId);

      world.stripeStandIn.failing = { status: 500, message: 'temporarily unavailable' };
      const failed = await deliver(event);
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ error: 'Webhook processing failed' });
      expect(await world.database.recordedEvents()).not.toContain(event.id);
      expect((await world.database.profile(buyer.userId)).role).toBe('member');

      world.stripeStandIn.failing = null;
      const retried = await deliver(event);
      expect(retried.status).toBe(200);
      expect(retried.body).toEqual({ received: true });
      expect((await world.database.profile(buyer.userId)).role).toBe('subscriber');
      expect(await world.database.recordedEvents()).toContain(event.id);
    });
  });

  describe('refunds and disputes', () => {
    /** A Pro subscriber (synced by the webhook) with the paid charge of his first invoice. */
    async function payingCustomer(email: string) {
      const buyer = await customerUser(email);
      const subscription = world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_PRO, status: 'active' });
      await deliver(stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(subscription.id)));
      expect(await world.database.profile(buyer.userId)).toMatchObject({ role: 'subscriber', plan: 'pro' });
      const charge = world.stripeStandIn.addCharge(buyer.customerId);
      return { ...buyer, subscriptionId: subscription.id, chargeId: charge.id };
    }

    async function adjustments(userId: string) {
      const { rows } = await world.database.pg.query<{
        event_id: string;
        kind: string;
        ends_access: boolean;
        subscription_ids: string[];
        amount_refunded: string;
      }>('select event_id, kind, ends_access, subscription_ids, amount_refunded::text from public.charge_adjustments where user_id = $1 order by event_id', [
        userId,
      ]);
      return rows;
    }

    async function entitlement(userId: string) {
      const { rows } = await world.database.pg.query<{ role: string; plan: string | null }>('select * from public.entitlement($1)', [userId]);
      return rows[0];
    }

    it('a full refund ends access at once: recorded with the event id, the subscription cancelled at Stripe, role user, no plan, the reason stored', async () => {
      const payer = await payingCustomer('full-refund@example.test');
      const event = stripeEvent(nextEventId(), 'charge.refunded', structuredClone(world.stripeStandIn.refund(payer.chargeId)));
      const result = await deliver(event);
      expect(result).toMatchObject({ status: 200, body: { received: true } });
      expect(world.stripeStandIn.calls('GET', `/v1/charges/${payer.chargeId}`)).toHaveLength(1);
      expect(world.stripeStandIn.calls('DELETE', `/v1/subscriptions/${payer.subscriptionId}`)).toHaveLength(1);
      expect(world.stripeStandIn.subscriptions.get(payer.subscriptionId)?.status).toBe('canceled');
      expect(await adjustments(payer.userId)).toEqual([
        { event_id: event.id, kind: 'full_refund', ends_access: true, subscription_ids: [payer.subscriptionId], amount_refunded: '1999' },
      ]);
      const profile = await world.database.profile(payer.userId);
      expect(profile).toMatchObject({ role: 'user', plan: null, subscription_status: 'canceled', access_ended_reason: 'refund' });
      expect(profile.access_ended_at).not.toBeNull();
      expect(await entitlement(payer.userId)).toEqual({ role: 'user', plan: null });
      expect(await world.database.recordedEvents()).toContain(event.id);
    });

    it('a dispute ends access at once the same way, even while Stripe still reports the subscription active', async () => {
      const payer = await payingCustomer('dispute@example.test');
      const dispute = world.stripeStandIn.dispute(payer.chargeId);
      // Stripe refuses the cancellation this time: access has ended anyway, and Stripe's retry cancels.
      world.stripeStandIn.failing = null;
      const failingCancel = world.deps({
        stripe: new Proxy(world.stripe, {
          get: (target, property) =>
            property === 'subscriptions'
              ? {
                  ...target.subscriptions,
                  list: target.subscriptions.list.bind(target.subscriptions),
                  cancel: () => Promise.reject(new Error('Stripe is down')),
                }
              : Reflect.get(target, property),
        }),
      });
      const event = stripeEvent(nextEventId(), 'charge.dispute.created', dispute);
      const failed = await deliver(event, failingCancel);
      expect(failed.status).toBe(500);
      expect(world.stripeStandIn.subscriptions.get(payer.subscriptionId)?.status).toBe('active');
      expect(await entitlement(payer.userId)).toEqual({ role: 'user', plan: null });
      expect(await world.database.recordedEvents()).not.toContain(event.id);

      const retried = await deliver(event);
      expect(retried).toMatchObject({ status: 200, body: { received: true } });
      expect(world.stripeStandIn.subscriptions.get(payer.subscriptionId)?.status).toBe('canceled');
      expect(await adjustments(payer.userId)).toEqual([
        { event_id: event.id, kind: 'dispute', ends_access: true, subscription_ids: [payer.subscriptionId], amount_refunded: '0' },
      ]);
      expect(await world.database.profile(payer.userId)).toMatchObject({ role: 'user', plan: null, access_ended_reason: 'dispute' });
    });

    it('a partial refund is recorded with its event id and changes nothing else', async () => {
      const payer = await payingCustomer('partial-refund@example.test');
      const event = stripeEvent(nextEventId(), 'charge.refunded', structuredClone(world.stripeStandIn.refund(payer.chargeId, 500)));
      expect((await deliver(event)).status).toBe(200);
      expect(await adjustments(payer.userId)).toEqual([
        { event_id: event.id, kind: 'partial_refund', ends_access: false, subscription_ids: [], amount_refunded: '500' },
      ]);
      expect(world.stripeStandIn.calls('DELETE', /^\/v1\/subscriptions\//)).toHaveLength(0);
      expect(await world.database.profile(payer.userId)).toMatchObject({ role: 'subscriber', plan: 'pro', access_ended_reason: null });
      expect(await entitlement(payer.userId)).toEqual({ role: 'subscriber', plan: 'pro' });
      // A redelivery is a duplicate: no Stripe read, nothing recorded twice.
      world.stripeStandIn.reset();
      expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
      expect(world.stripeStandIn.requests).toHaveLength(0);
      expect(await adjustments(payer.userId)).toHaveLength(1);
    });

    it('after a refund, a new subscription entitles again and the reason is gone', async () => {
      const payer = await payingCustomer('refund-then-back@example.test');
      await deliver(stripeEvent(nextEventId(), 'charge.refunded', structuredClone(world.stripeStandIn.refund(payer.chargeId))));
      expect((await world.database.profile(payer.userId)).role).toBe('user');
      const again = world.stripeStandIn.addSubscription({ customer: payer.customerId, price: PRICE_BASIC, status: 'active' });
      await deliver(stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(again.id)));
      expect(await world.database.profile(payer.userId)).toMatchObject({ role: 'subscriber', plan: 'basic', access_ended_reason: null });
      expect(await entitlement(payer.userId)).toEqual({ role: 'subscriber', plan: 'basic' });
    });

    it("every order of a refunded and disputed checkout's events converges on the same state (24 orders)", async () => {
      const permutations = <T>(items: T[]): T[][] =>
        items.length <= 1
          ? [items]
          : items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
      const outcomes = new Set<string>();
      let order = 0;
      for (const sequence of permutations(['created', 'completed', 'refunded', 'disputed'] as const)) {
        order += 1;
        const buyer = await customerUser(`every-order-${order}@example.test`);
        // Stripe's side as it ends: the customer paid, was refunded in full, and disputed the charge.
        const subscription = world.stripeStandIn.addSubscription({ customer: buyer.customerId, price: PRICE_PRO, status: 'active' });
        const charge = world.stripeStandIn.addCharge(buyer.customerId);
        const refunded = structuredClone(world.stripeStandIn.refund(charge.id));
        const dispute = world.stripeStandIn.dispute(charge.id);
        const events = {
          created: stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(subscription.id)),
          completed: checkoutCompleted(buyer.customerId, buyer.userId),
          refunded: stripeEvent(nextEventId(), 'charge.refunded', refunded),
          disputed: stripeEvent(nextEventId(), 'charge.dispute.created', dispute),
        };
        for (const name of sequence) expect((await deliver(events[name])).status, `${sequence.join(' > ')}: ${name}`).toBe(200);
        const profile = await world.database.profile(buyer.userId);
        const kinds = (await adjustments(buyer.userId)).map((row) => [
          row.event_id === events.refunded.id ? 'refunded' : 'disputed',
          row.kind,
          row.subscription_ids,
        ]);
        outcomes.add(
          JSON.stringify({
            role: profile.role,
            plan: profile.plan,
            status: profile.subscription_status,
            reason: profile.access_ended_reason,
            stripe: world.stripeStandIn.subscriptions.get(subscription.id)?.status,
            entitlement: await entitlement(buyer.userId),
            kinds: kinds.sort().map(([event, kind, ids]) => [event, kind, (ids as string[]).map((id) => id === subscription.id)]),
          }),
        );
      }
      expect(order).toBe(24);
      expect([...outcomes].map((outcome) => JSON.parse(outcome))).toEqual([
        {
          role: 'user',
          plan: null,
          status: 'canceled',
          reason: 'dispute',
          stripe: 'canceled',
          entitlement: { role: 'user', plan: null },
          kinds: [
            ['disputed', 'dispute', [true]],
            ['refunded', 'full_refund', [true]],
          ],
        },
      ]);
    });

    it('a refund or dispute of a charge whose customer is no Longball user is ignored (and recorded as handled)', async () => {
      const stranger = world.stripeStandIn.addCustomer('stranger@example.test');
      const charge = world.stripeStandIn.addCharge(stranger.id);
      const event = stripeEvent(nextEventId(), 'charge.refunded', structuredClone(world.stripeStandIn.refund(charge.id)));
      expect((await deliver(event)).body).toEqual({ received: true, ignored: 'no Longball user for this customer' });
      expect(await world.database.recordedEvents()).toContain(event.id);
    });
  });

  describe('events it does not act on: 200', () => {
    it('an event type it does not handle: no Stripe call, nothing recorded', async () => {
      const event = stripeEvent(nextEventId(), 'charge.captured', { id: 'ch_1', object: 'charge', customer: 'cus_x' });
      const result = await deliver(event);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ received: true, ignored: 'event type charge.captured is not handled' });
      expect(world.stripeStandIn.requests).toHaveLength(0);
      expect(await world.database.recordedEvents()).not.toContain(event.id);
    });

    it('a one-off payment checkout', async () => {
      const buyer = await customerUser('one-off@example.test');
      const result = await deliver(checkoutCompleted(buyer.customerId, buyer.userId, 'payment'));
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ received: true, ignored: 'not a subscription checkout' });
      expect(world.stripeStandIn.requests).toHaveLength(0);
    });

    it('a customer that belongs to no Longball user (e.g. created in the dashboard)', async () => {
      const stranger = world.stripeStandIn.addCustomer('stranger@example.test');
      const subscription = world.stripeStandIn.addSubscription({ customer: stranger.id, price: PRICE_BASIC, status: 'active' });
      const result = await deliver(stripeEvent(nextEventId(), 'customer.subscription.created', snapshot(subscription.id)));
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ received: true, ignored: 'no Longball user for this customer' });
    });
  });

  it('links the customer from the checkout metadata when the stored link is missing', async () => {
    const stripeCustomer = world.stripeStandIn.addCustomer('unlinked@example.test');
    const userId = await world.database.createUser('unlinked@example.test');
    world.stripeStandIn.addSubscription({ customer: stripeCustomer.id, price: PRICE_BASIC, status: 'active' });
    const result = await deliver(checkoutCompleted(stripeCustomer.id, userId));
    expect(result.status).toBe(200);
    const profile = await world.database.profile(userId);
    expect([profile.stripe_customer_id, profile.role]).toEqual([stripeCustomer.id, 'subscriber']);
  });
});
