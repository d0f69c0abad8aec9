/**
 * POST /api/create-checkout-session through the real Stripe SDK (loopback stand-in) and the real
 * migrations on PGlite.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutSession } from '../../src/server/create-checkout-session.ts';
import { call, PRICE_BASIC, PRICE_PRO, SITE_URL, startWorld, type World } from './support.ts';

const PATH = '/api/create-checkout-session';

describe('POST /api/create-checkout-session', () => {
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

  async function member(email: string) {
    const userId = await world.database.createUser(email);
    return { userId, token: world.tokens.issue({ userId, email }) };
  }

  it('creates a Stripe customer for the token user, stores it, and answers the session id and url', async () => {
    const buyer = await member('buyer@example.test');
    const result = await call(createCheckoutSession, world.deps(), PATH, {
      token: buyer.token,
      body: { priceId: PRICE_PRO, userId: buyer.userId, userEmail: 'buyer@example.test' },
    });

    expect(result.status).toBe(200);
    const [customerCall] = world.stripeStandIn.calls('POST', '/v1/customers');
    expect(customerCall?.body).toEqual({ email: 'buyer@example.test', metadata: { userId: buyer.userId } });
    expect(customerCall?.idempotencyKey).toBe(`longball-customer-${buyer.userId}`);
    const customerId = [...world.stripeStandIn.customers.keys()].at(-1)!;
    expect((await world.database.profile(buyer.userId)).stripe_customer_id).toBe(customerId);

    const [sessionCall] = world.stripeStandIn.calls('POST', '/v1/checkout/sessions');
    expect(sessionCall?.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: buyer.userId,
      line_items: [{ price: PRICE_PRO, quantity: '1' }],
      metadata: { userId: buyer.userId, planId: 'pro' },
      subscription_data: { metadata: { userId: buyer.userId, planId: 'pro' } },
      success_url: `${SITE_URL}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/subscribe?checkout=cancelled`,
    });
    const sessionId = [...world.stripeStandIn.checkoutSessions.keys()].at(-1)!;
    expect(result.body).toEqual({ sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` });
  });

  it('a second click reuses the stored customer and the still open session (no second customer, no second session)', async () => {
    const buyer = await member('again@example.test');
    const first = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    const second = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(world.stripeStandIn.calls('POST', '/v1/customers')).toHaveLength(1);
    expect(world.stripeStandIn.calls('POST', '/v1/checkout/sessions')).toHaveLength(1);
    expect(world.stripeStandIn.calls('GET', `/v1/checkout/sessions/${first.body!.sessionId}`)).toHaveLength(1);
  });

  it('concurrent checkouts of a new user give one customer and one Checkout Session, the same answer to every click', async () => {
    const buyer = await member('double-click@example.test');
    const clicks = await Promise.all(
      Array.from({ length: 8 }, () => call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_PRO } })),
    );
    expect(clicks.map((click) => click.status)).toEqual(Array(8).fill(200));
    const customerId = (await world.database.profile(buyer.userId)).stripe_customer_id!;
    const sessions = [...world.stripeStandIn.checkoutSessions.values()].filter((session) => session.customer === customerId);
    expect(sessions).toHaveLength(1);
    expect(new Set(clicks.map((click) => click.body!.sessionId))).toEqual(new Set([sessions[0]!.id]));
    expect([...world.stripeStandIn.customers.values()].filter((customer) => customer.email === 'double-click@example.test')).toHaveLength(1);
    const keys = new Set(world.stripeStandIn.calls('POST', '/v1/checkout/sessions').map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^longball-checkout-[0-9a-f-]{36}$/);
  });

  it('a session that is no longer open (paid or expired) is not reused: the next click gets a new one', async () => {
    const buyer = await member('closed@example.test');
    const first = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    world.stripeStandIn.checkoutSessions.get(first.body!.sessionId as string)!.status = 'expired';
    const second = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    expect(second.status).toBe(200);
    expect(second.body!.sessionId).not.toBe(first.body!.sessionId);
    const keys = world.stripeStandIn.calls('POST', '/v1/checkout/sessions').map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('choosing the other plan replaces the session and expires the first, so only one can be paid', async () => {
    const buyer = await member('switch@example.test');
    const basic = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    const pro = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_PRO } });
    expect(pro.body!.sessionId).not.toBe(basic.body!.sessionId);
    expect(world.stripeStandIn.checkoutSessions.get(basic.body!.sessionId as string)!.status).toBe('expired');
    expect(world.stripeStandIn.checkoutSessions.get(pro.body!.sessionId as string)!.status).toBe('open');
  });

  it('refuses a checkout when the customer already has an active subscription (409)', async () => {
    const buyer = await member('active@example.test');
    await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    const customerId = (await world.database.profile(buyer.userId)).stripe_customer_id!;
    world.stripeStandIn.addSubscription({ customer: customerId, price: PRICE_BASIC, status: 'active' });

    const result = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_PRO } });
    expect(result.status).toBe(409);
    expect(result.body).toEqual({
      error: 'You already have an active subscription. Use Manage Subscription to change your plan.',
    });
    expect(world.stripeStandIn.calls('POST', '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('answers 401 without a token, and with a token Supabase does not recognise', async () => {
    const missing = await call(createCheckoutSession, world.deps(), PATH, { body: { priceId: PRICE_BASIC } });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'Please log in to subscribe' });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');

    const invalid = await call(createCheckoutSession, world.deps(), PATH, { token: 'forged-token', body: { priceId: PRICE_BASIC } });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ error: 'Please log in to subscribe: your session is invalid or has expired.' });

    const wrongScheme = await call(createCheckoutSession, world.deps(), PATH, {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
      body: { priceId: PRICE_BASIC },
    });
    expect(wrongScheme.status).toBe(401);
    expect(world.stripeStandIn.requests).toHaveLength(0);
  });

  it("answers 503 when Supabase Auth cannot be asked (not the caller's fault)", async () => {
    const deps = world.deps({
      verifyAccessToken: async () => {
        throw new Error('auth service unreachable');
      },
    });
    const result = await call(createCheckoutSession, deps, PATH, { token: 'any', body: { priceId: PRICE_BASIC } });
    expect(result.status).toBe(503);
    expect(world.stripeStandIn.requests).toHaveLength(0);
  });

  it('never buys for another user: a forged userId in the body is refused with 403 and nothing is created', async () => {
    const attacker = await member('attacker@example.test');
    const victimId = await world.database.createUser('victim@example.test');
    const result = await call(createCheckoutSession, world.deps(), PATH, {
      token: attacker.token,
      body: { priceId: PRICE_PRO, userId: victimId, userEmail: 'victim@example.test' },
    });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: 'You can only subscribe for your own account: userId does not match your session.' });
    expect(world.stripeStandIn.requests).toHaveLength(0);
    expect((await world.database.profile(victimId)).stripe_customer_id).toBeNull();
    expect((await world.database.profile(attacker.userId)).stripe_customer_id).toBeNull();
  });

  it('ignores userEmail: the customer gets the verified email of the token user', async () => {
    const buyer = await member('real@example.test');
    const result = await call(createCheckoutSession, world.deps(), PATH, {
      token: buyer.token,
      body: { priceId: PRICE_BASIC, userEmail: 'someone-else@example.test' },
    });
    expect(result.status).toBe(200);
    expect(world.stripeStandIn.calls('POST', '/v1/customers')[0]?.body.email).toBe('real@example.test');
  });

  it('answers 400 "Invalid plan selected" for a price that is not one of the two plans', async () => {
    const buyer = await member('plan@example.test');
    const result = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: 'price_free_lunch' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: 'Invalid plan selected' });
    expect(world.stripeStandIn.requests).toHaveLength(0);
  });

  it('answers 400 for malformed JSON and for a body without priceId', async () => {
    const buyer = await member('json@example.test');
    const malformed = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: '{"priceId": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON.' });

    const empty = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'priceId: priceId is required (a string)' });

    const notAnObject = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: '"price_basic_monthly"' });
    expect(notAnObject.status).toBe(400);

    const wrongType = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ error: 'priceId: priceId is required (a string)' });
    expect(world.stripeStandIn.requests).toHaveLength(0);
  });

  it('answers 413 for an oversized body', async () => {
    const buyer = await member('big@example.test');
    const result = await call(createCheckoutSession, world.deps(), PATH, {
      token: buyer.token,
      body: { priceId: PRICE_BASIC, padding: 'x'.repeat(20_000) },
    });
    expect(result.status).toBe(413);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const result = await call(createCheckoutSession, world.deps(), PATH, { method });
      expect(result.status).toBe(405);
      expect(result.headers.get('allow')).toBe('POST');
    }
  });

  it('answers 502 "Failed to process subscription" when Stripe fails, and logs the cause', async () => {
    const buyer = await member('down@example.test');
    world.stripeStandIn.failing = { status: 500, message: 'Stripe is having a bad day' };
    const result = await call(createCheckoutSession, world.deps(), PATH, { token: buyer.token, body: { priceId: PRICE_BASIC } });
    expect(result.status).toBe(502);
    expect(result.body).toEqual({ error: 'Failed to process subscription' });
    expect(world.logs.join('\n')).toContain('Stripe is having a bad day');
    expect((await world.database.profile(buyer.userId)).stripe_customer_id).toBeNull();
  });
});
