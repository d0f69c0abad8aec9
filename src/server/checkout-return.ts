/**
 * POST /api/confirm-checkout { sessionId }
 *
 * The return from Stripe Checkout (success_url carries `session_id={CHECKOUT_SESSION_ID}`): the
 * server retrieves the Checkout Session from Stripe, checks it is the caller's, and runs the same
 * sync as the webhook (billing-sync.ts syncCustomer: subscriptions, plan, status, period end,
 * role). Access therefore does not wait for the webhook, and a lost or late webhook changes
 * nothing; when the webhook lands later it writes the same state. Nothing the client sends is
 * trusted but the session id: the body is strict (a plan or a role in it is refused with 400).
 *
 *   200 { complete, role, plan, status, currentPeriodEnd, cancelAtPeriodEnd }
 *       complete false: Stripe does not report the session complete yet (nothing written)
 *   400 { error }  malformed JSON, bad body, unknown fields
 *   401 { error }  no token / invalid token
 *   403 { error }  the session belongs to another user (or customer)
 *   404 { error }  no such session at Stripe
 *   405            not POST
 *   502 / 500      Stripe / database failure
 */
import { z } from 'zod';
import { CHECKOUT_SESSION_ID } from '../lib/auth/checkout-return.ts';
import { PAYMENT_MESSAGES } from '../shared/payment-messages.ts';
import { customerIdOf, normaliseRole, syncCustomer } from './billing-sync.ts';
import { authenticate, callDb, HttpError, json, postOnly, readJsonBody } from './http.ts';

export const CONFIRM_FAILED = PAYMENT_MESSAGES.activationFailed;
export const NOT_YOUR_CHECKOUT = 'That checkout does not belong to your account.';
export const NO_SUCH_CHECKOUT = 'No such checkout session.';

export const confirmCheckoutBodySchema = z
  .object({
    sessionId: z.string({ error: 'sessionId is required (a string)' }).trim().regex(CHECKOUT_SESSION_ID, 'sessionId is not a Checkout Session id'),
  })
  .strict();

export const confirmCheckout = postOnly(CONFIRM_FAILED, async (request, deps) => {
  const user = await authenticate(request, deps, PAYMENT_MESSAGES.loginToSubscribe);
  const { sessionId } = await readJsonBody(request, confirmCheckoutBodySchema);

  let session: Awaited<ReturnType<typeof deps.stripe.checkout.sessions.retrieve>>;
  try {
    session = await deps.stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) throw new HttpError(404, NO_SUCH_CHECKOUT);
    throw new HttpError(502, CONFIRM_FAILED, {}, error);
  }
  const sessionUser = session.metadata?.userId ?? session.client_reference_id ?? null;
  const customerId = customerIdOf(session.customer);
  if (session.mode !== 'subscription' || sessionUser !== user.userId || customerId === null) throw new HttpError(403, NOT_YOUR_CHECKOUT);

  const profile = await callDb(CONFIRM_FAILED, () => deps.db.getProfile(user.userId));
  if (profile === null) throw new HttpError(500, CONFIRM_FAILED, {}, new Error(`no profile for user ${user.userId}`));
  if (profile.stripeCustomerId === null) {
    // create-checkout-session stores the customer before creating the session; as in the webhook,
    // a lost write is repaired from the signed-in user's own session.
    await callDb(CONFIRM_FAILED, () => deps.db.setStripeCustomerId(user.userId, customerId));
  } else if (profile.stripeCustomerId !== customerId) {
    throw new HttpError(403, NOT_YOUR_CHECKOUT);
  }

  if (session.status !== 'complete') {
    return json(200, {
      complete: false,
      role: normaliseRole(profile.role),
      plan: null,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  }
  // A Stripe or database failure inside the sync is answered 500 with CONFIRM_FAILED by postOnly.
  const result = await syncCustomer(deps, customerId, user.userId);
  return json(200, { complete: true, role: result.role, ...result.billing });
});
