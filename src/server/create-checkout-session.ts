/**
 * POST /api/create-checkout-session
 *
 * Body (docs/product.md#subscribe): { priceId, userId?, userEmail? }. Answer: { sessionId, url }.
 *
 * The buyer is ALWAYS the user of the verified access token (Authorization: Bearer). userId and
 * userEmail in the body are accepted for the spec's shape only: a userId naming anyone else is
 * refused with 403 (a client bug or a forgery, never silently "fixed"); userEmail is ignored (the
 * verified account's email is used). Any other field (a plan, a role) is refused with 400: the
 * plan comes from the price id, the role from Stripe's data.
 *
 * One session per user at a time (public.checkout_attempts, migration 0006): the request claims
 * the user's checkout attempt, then creates the session with the idempotency key
 * `longball-checkout-<attempt>`. Concurrent requests get the same attempt and send identical
 * parameters under one key, so Stripe answers them all with one session. A later click for the
 * same plan reuses the session while Stripe reports it open (and for 10 more minutes at least);
 * a click for the other plan replaces the attempt and expires the replaced session, so the user
 * never holds two payable sessions. The customer is created under `longball-customer-<user>`.
 *
 *   200 { sessionId, url }      checkout session created
 *   400 { error }               malformed JSON, bad body, 'Invalid plan selected'
 *   401 { error }               no token / invalid token ('Please log in to subscribe')
 *   403 { error }               userId in the body is not the token's user
 *   409 { error }               the account already has an active subscription
 *   405                         not POST
 *   413 { error }               body over 16 KB
 *   502 / 500 { error }         Stripe / database failure: 'Failed to process subscription'
 */
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../shared/payment-messages.ts';
import type Stripe from 'stripe';
import type { ServerConfig } from '../../domain/config/env.ts';
import { customerIdOf, ENTITLING_STATUSES, listCustomerSubscriptions } from './billing-sync.ts';
import { authenticate, callDb, callStripe, describeError, HttpError, json, logOf, postOnly, readJsonBody } from './http.ts';
import type { PaymentDeps } from './types.ts';

export const CHECKOUT_FAILED = PAYMENT_MESSAGES.checkoutFailed;
export const INVALID_PLAN = PAYMENT_MESSAGES.invalidPlan;
export const NOT_SIGNED_IN = PAYMENT_MESSAGES.loginToSubscribe;

const optionalText = z.string().max(320).nullish();

export const checkoutBodySchema = z
  .object({
    priceId: z.string({ error: 'priceId is required (a string)' }).trim().min(1, 'priceId is required').max(255),
    userId: optionalText,
    userEmail: optionalText,
  })
  .strict();

export const createCheckoutSession = postOnly(CHECKOUT_FAILED, async (request, deps) => {
  const user = await authenticate(request, deps, NOT_SIGNED_IN);
  const body = await readJsonBody(request, checkoutBodySchema);

  if (body.userId !== null && body.userId !== undefined && body.userId !== user.userId) {
    throw new HttpError(403, 'You can only subscribe for your own account: userId does not match your session.');
  }
  const plan = deps.config.plans.find((candidate) => candidate.stripePriceId === body.priceId);
  if (plan === undefined) throw new HttpError(400, INVALID_PLAN);

  const profile = await callDb(CHECKOUT_FAILED, () => deps.db.getProfile(user.userId));
  if (profile === null) {
    throw new HttpError(500, CHECKOUT_FAILED, {}, new Error(`no profile for user ${user.userId}`));
  }

  let customerId = profile.stripeCustomerId;
  if (customerId !== null) {
    const existing = await callStripe(CHECKOUT_FAILED, () => listCustomerSubscriptions(deps.stripe, customerId!));
    if (existing.some((subscription) => ENTITLING_STATUSES.has(subscription.status))) {
      throw new HttpError(409, 'You already have an active subscription. Use Manage Subscription to change your plan.');
    }
  } else {
    // The idempotency key makes a double click (or two tabs) yield one customer, not two.
    const customer = await callStripe(CHECKOUT_FAILED, () =>
      deps.stripe.customers.create(
        { email: user.email ?? undefined, metadata: { userId: user.userId } },
        { idempotencyKey: `longball-customer-${user.userId}` },
      ),
    );
    customerId = customer.id;
    await callDb(CHECKOUT_FAILED, () => deps.db.setStripeCustomerId(user.userId, customer.id));
  }

  const session = await oneOpenSession(deps, user.userId, customerId, plan);
  return json(200, { sessionId: session.id, url: session.url });
});

type Plan = ServerConfig['plans'][number];

/** Rounds of claim-and-check before giving up (each round found the attempt's session closed). */
const CLAIM_ROUNDS = 3;

/** The user's one open Checkout Session for the plan: the current attempt's, or a new one. */
async function oneOpenSession(deps: PaymentDeps, userId: string, customerId: string, plan: Plan): Promise<{ id: string; url: string | null }> {
  let stale: { attemptId: string; sessionId: string } | null = null;
  for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
    const attempt = await callDb(CHECKOUT_FAILED, () => deps.db.claimCheckoutAttempt(userId, plan.stripePriceId, stale?.attemptId ?? null));
    if (attempt.session !== null) {
      const sessionId = attempt.session.id;
      const existing = await callStripe(CHECKOUT_FAILED, () => deps.stripe.checkout.sessions.retrieve(sessionId));
      if (existing.status === 'open' && customerIdOf(existing.customer) === customerId) return { id: existing.id, url: existing.url };
      stale = { attemptId: attempt.attemptId, sessionId };
      continue;
    }
    const session = await callStripe(CHECKOUT_FAILED, () =>
      deps.stripe.checkout.sessions.create(sessionParams(deps, userId, customerId, plan), {
        idempotencyKey: `longball-checkout-${attempt.attemptId}`,
      }),
    );
    await callDb(CHECKOUT_FAILED, () =>
      deps.db.recordCheckoutSession(userId, attempt.attemptId, {
        id: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000).toISOString(),
      }),
    );
    if (attempt.replacedSessionId !== null && attempt.replacedSessionId !== stale?.sessionId) {
      await expireQuietly(deps, attempt.replacedSessionId);
    }
    return { id: session.id, url: session.url };
  }
  throw new HttpError(500, CHECKOUT_FAILED, {}, new Error(`no open checkout session for user ${userId} after ${CLAIM_ROUNDS} claims`));
}

/** The same parameters for every request of one attempt (Stripe refuses a key reused with others). */
function sessionParams(deps: PaymentDeps, userId: string, customerId: string, plan: Plan): Stripe.Checkout.SessionCreateParams {
  const subscribeUrl = `${deps.config.siteUrl}/subscribe`;
  return {
    mode: 'subscription',
    customer: customerId,
    client_reference_id: userId,
    line_items: [{ price: plan.stripePriceId, quantity: 1 }],
    metadata: { userId, planId: plan.id },
    subscription_data: { metadata: { userId, planId: plan.id } },
    success_url: `${subscribeUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${subscribeUrl}?checkout=cancelled`,
  };
}

/**
 * Expires a replaced session so it cannot be paid next to the new one. A failure (typically: it
 * was completed or expired meanwhile) is logged and does not fail the new checkout; a completed
 * one shows up as a subscription, which the next checkout refuses with 409.
 */
async function expireQuietly(deps: PaymentDeps, sessionId: string): Promise<void> {
  try {
    await deps.stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    logOf(deps)('create-checkout-session: could not expire the replaced session', { sessionId, error: describeError(error) });
  }
}
