/**
 * POST /api/create-checkout-session
 *
 * Body (spec part 2 section 7): { priceId, userId?, userEmail? }. Answer: { sessionId, url }.
 *
 * The buyer is ALWAYS the user of the verified access token (Authorization: Bearer). userId and
 * userEmail in the body are accepted for the spec's shape only: a userId naming anyone else is
 * refused with 403 (a client bug or a forgery, never silently "fixed"); userEmail is ignored (the
 * verified account's email is used).
 *
 *   200 { sessionId, url }      checkout session created
 *   400 { error }               malformed JSON, bad body, 'Invalid plan selected'
 *   401 { error }               no token / invalid token ('Please log in to subscribe')
 *   403 { error }               userId in the body is not the token's user
 *   409 { error }               the account already has an active subscription
 *   405                         not POST
 *   502 / 500 { error }         Stripe / database failure: 'Failed to process subscription'
 */
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../shared/payment-messages.ts';
import { ENTITLING_STATUSES, listCustomerSubscriptions } from './billing-sync.ts';
import { authenticate, callDb, callStripe, HttpError, json, postOnly, readJsonBody } from './http.ts';

export const CHECKOUT_FAILED = PAYMENT_MESSAGES.checkoutFailed;
export const INVALID_PLAN = PAYMENT_MESSAGES.invalidPlan;
export const NOT_SIGNED_IN = PAYMENT_MESSAGES.loginToSubscribe;

const optionalText = z.string().max(320).nullish();

export const checkoutBodySchema = z.object({
  priceId: z.string({ error: 'priceId is required (a string)' }).trim().min(1, 'priceId is required').max(255),
  userId: optionalText,
  userEmail: optionalText,
});

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

  const subscribeUrl = `${deps.config.siteUrl}/subscribe`;
  const session = await callStripe(CHECKOUT_FAILED, () =>
    deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId!,
      client_reference_id: user.userId,
      line_items: [{ price: plan.stripePriceId, quantity: 1 }],
      metadata: { userId: user.userId, planId: plan.id },
      subscription_data: { metadata: { userId: user.userId, planId: plan.id } },
      success_url: `${subscribeUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${subscribeUrl}?checkout=cancelled`,
    }),
  );
  return json(200, { sessionId: session.id, url: session.url });
});
