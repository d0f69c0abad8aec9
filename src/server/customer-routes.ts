/**
 * The routes that act on the caller's own Stripe customer:
 *
 *   POST /api/create-portal-session           { customerId }        -> 200 { url }  (subscribe page)
 *   POST /api/create-customer-portal-session  { stripeCustomerId }  -> 200 { url }  (account page)
 *   POST /api/cancel-subscription             { customerId }        -> 200 { ok: true }
 *
 * The customer id in the body must be the token user's own profiles.stripe_customer_id:
 *   401 no token / invalid token
 *   404 the user has no Stripe customer ('No active subscription found' on the subscribe page,
 *       'No subscription found for this account.' on the account page); for cancel also when the
 *       customer has no subscription to cancel
 *   403 the id is someone else's (or made up)
 *   400 malformed JSON / bad body; 405 not POST
 *   502 Stripe failed ('Failed to access subscription management' / 'Failed to cancel subscription')
 *   500 the database failed (cancel: 'Failed to update subscription status' when the role could
 *       not be updated after Stripe cancelled)
 *
 * Cancelling is immediate (spec part 2 section 4: "Cancelling a subscription sets role to user"):
 * the route cancels in Stripe, then re-reads the customer from Stripe and applies the same sync as
 * the webhook, so the demotion to user is in place when it answers; the
 * customer.subscription.deleted event later converges to the same state. No proration or refund
 * is issued (Stripe's defaults for an immediate cancel).
 */
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../shared/payment-messages.ts';
import { listCustomerSubscriptions, syncCustomer } from './billing-sync.ts';
import { authenticate, callDb, callStripe, HttpError, json, postOnly, readJsonBody } from './http.ts';
import type { AuthenticatedUser, PaymentDeps } from './types.ts';

export const PORTAL_FAILED = PAYMENT_MESSAGES.portalFailed;
export const CANCEL_FAILED = PAYMENT_MESSAGES.cancelFailed;
export const ROLE_UPDATE_FAILED = PAYMENT_MESSAGES.roleUpdateFailed;
export const NO_ACTIVE_SUBSCRIPTION = PAYMENT_MESSAGES.noActiveSubscription;
export const NO_SUBSCRIPTION_FOR_ACCOUNT = PAYMENT_MESSAGES.noSubscriptionForAccount;
const NOT_SIGNED_IN = 'Please sign in to manage your subscription';

/** Statuses from which a subscription never comes back: nothing to cancel. */
const FINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

const customerIdField = (name: string) =>
  z
    .string({ error: `${name} is required (a string)` })
    .trim()
    .min(1, `${name} is required`)
    .max(255);

export const portalBodySchema = z.object({ customerId: customerIdField('customerId') });
export const customerPortalBodySchema = z.object({ stripeCustomerId: customerIdField('stripeCustomerId') });
export const cancelBodySchema = z.object({ customerId: customerIdField('customerId') });

/** The caller's own customer id, checked against the one the body names. */
async function ownCustomerId(
  deps: PaymentDeps,
  user: AuthenticatedUser,
  claimedCustomerId: string,
  failureMessage: string,
  noneMessage: string,
): Promise<string> {
  const profile = await callDb(failureMessage, () => deps.db.getProfile(user.userId));
  const own = profile?.stripeCustomerId ?? null;
  if (own === null) throw new HttpError(404, noneMessage);
  if (own !== claimedCustomerId) {
    throw new HttpError(403, 'That subscription does not belong to your account.');
  }
  return own;
}

function portalRoute(schema: z.ZodType<{ customerId: string } | { stripeCustomerId: string }>, noneMessage: string, returnPath: string) {
  return postOnly(PORTAL_FAILED, async (request, deps) => {
    const user = await authenticate(request, deps, NOT_SIGNED_IN);
    const body = await readJsonBody(request, schema);
    const claimed = 'customerId' in body ? body.customerId : body.stripeCustomerId;
    const customerId = await ownCustomerId(deps, user, claimed, PORTAL_FAILED, noneMessage);
    const session = await callStripe(PORTAL_FAILED, () =>
      deps.stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${deps.config.siteUrl}${returnPath}` }),
    );
    return json(200, { url: session.url });
  });
}

export const createPortalSession = portalRoute(portalBodySchema, NO_ACTIVE_SUBSCRIPTION, '/subscribe');

export const createCustomerPortalSession = portalRoute(customerPortalBodySchema, NO_SUBSCRIPTION_FOR_ACCOUNT, '/account');

export const cancelSubscription = postOnly(CANCEL_FAILED, async (request, deps) => {
  const user = await authenticate(request, deps, NOT_SIGNED_IN);
  const body = await readJsonBody(request, cancelBodySchema);
  const customerId = await ownCustomerId(deps, user, body.customerId, CANCEL_FAILED, NO_ACTIVE_SUBSCRIPTION);

  const subscriptions = await callStripe(CANCEL_FAILED, () => listCustomerSubscriptions(deps.stripe, customerId));
  // Every subscription Stripe still runs (active, trialing, past_due, unpaid, paused, incomplete).
  const cancellable = subscriptions.filter((subscription) => !FINAL_STATUSES.has(subscription.status));
  if (cancellable.length === 0) throw new HttpError(404, NO_ACTIVE_SUBSCRIPTION);
  for (const subscription of cancellable) {
    await callStripe(CANCEL_FAILED, () => deps.stripe.subscriptions.cancel(subscription.id));
  }
  await callDb(ROLE_UPDATE_FAILED, () => syncCustomer(deps, customerId, user.userId));
  return json(200, { ok: true });
});
