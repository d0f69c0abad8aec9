/**
 * The routes that act on the caller's own Stripe customer:
 *
 *   POST /api/create-portal-session           { customerId }        -> 200 { url }  (returns to /subscribe?billing=portal)
 *   POST /api/create-customer-portal-session  { stripeCustomerId }  -> 200 { url }  (returns to /account?billing=portal)
 *   POST /api/cancel-subscription             { customerId }        -> 200 { ok: true, currentPeriodEnd }
 *   POST /api/resume-subscription             { customerId }        -> 200 { ok: true, currentPeriodEnd }
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
 * Cancelling takes effect at the end of the paid period, as the Stripe customer portal is set up
 * to do (docs/configuration.md), so both paths behave alike: the route sets cancel_at_period_end
 * on every entitling subscription (access and role stay until current_period_end, no refund, no
 * further charge); Stripe ends the subscription then and its customer.subscription.deleted event
 * demotes the user to user (docs/product.md#subscribe: cancelling ends in the role user). A subscription that grants no access (unpaid, paused, incomplete) is cancelled at once.
 * Resuming clears cancel_at_period_end while the period runs: 404 'No cancelled subscription to
 * resume' when nothing is set to end. Both routes then run the webhook's sync, so the profile
 * (plan, status, 'ends on' date) is current when they answer. The bodies are strict: a plan or a
 * role sent by the client is refused with 400.
 */
import { z } from 'zod';
import { portalReturnPath } from '../lib/auth/checkout-return.ts';
import { PAYMENT_MESSAGES } from '../shared/payment-messages.ts';
import { ENTITLING_STATUSES, FINAL_STATUSES, listCustomerSubscriptions, syncCustomer } from './billing-sync.ts';
import { authenticate, callDb, callStripe, HttpError, json, postOnly, readJsonBody } from './http.ts';
import type { AuthenticatedUser, PaymentDeps } from './types.ts';

export const PORTAL_FAILED = PAYMENT_MESSAGES.portalFailed;
export const CANCEL_FAILED = PAYMENT_MESSAGES.cancelFailed;
export const ROLE_UPDATE_FAILED = PAYMENT_MESSAGES.roleUpdateFailed;
export const NO_ACTIVE_SUBSCRIPTION = PAYMENT_MESSAGES.noActiveSubscription;
export const NO_SUBSCRIPTION_FOR_ACCOUNT = PAYMENT_MESSAGES.noSubscriptionForAccount;
const NOT_SIGNED_IN = 'Please sign in to manage your subscription';

const customerIdField = (name: string) =>
  z
    .string({ error: `${name} is required (a string)` })
    .trim()
    .min(1, `${name} is required`)
    .max(255);

export const portalBodySchema = z.object({ customerId: customerIdField('customerId') }).strict();
export const customerPortalBodySchema = z.object({ stripeCustomerId: customerIdField('stripeCustomerId') }).strict();
export const cancelBodySchema = z.object({ customerId: customerIdField('customerId') }).strict();
export const RESUME_FAILED = PAYMENT_MESSAGES.resumeFailed;
export const NOTHING_TO_RESUME = PAYMENT_MESSAGES.nothingToResume;

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

/** A portal session route; the portal sends the customer back to returnPath (a reconciling return, ../lib/auth/checkout-return.ts). */
function portalRoute(schema: z.ZodType<{ customerId: string } | { stripeCustomerId: string }>, noneMessage: string, returnPath: string) {
  return postOnly(PORTAL_FAILED, async (request, deps) => {
    const user = await authenticate(request, deps, NOT_SIGNED_IN);
    const body = await readJsonBody(request, schema);
    const claimed = 'customerId' in body ? body.customerId : body.stripeCustomerId;
    const customerId = await ownCustomerId(deps, user, claimed, PORTAL_FAILED, noneMessage);
    const session = await callStripe(PORTAL_FAILED, () =>
      deps.stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${deps.config.siteUrl}${returnPath}` }),
    );
    // The plan may change in the portal at once: the return reconciles whatever the last reconciliation's age.
    await callDb(PORTAL_FAILED, () => deps.db.markBillingUnsynced(user.userId));
    return json(200, { url: session.url });
  });
}

export const createPortalSession = portalRoute(portalBodySchema, NO_ACTIVE_SUBSCRIPTION, portalReturnPath('/subscribe'));

export const createCustomerPortalSession = portalRoute(customerPortalBodySchema, NO_SUBSCRIPTION_FOR_ACCOUNT, portalReturnPath('/account'));

export const cancelSubscription = postOnly(CANCEL_FAILED, async (request, deps) => {
  const user = await authenticate(request, deps, NOT_SIGNED_IN);
  const body = await readJsonBody(request, cancelBodySchema);
  const customerId = await ownCustomerId(deps, user, body.customerId, CANCEL_FAILED, NO_ACTIVE_SUBSCRIPTION);

  const subscriptions = await callStripe(CANCEL_FAILED, () => listCustomerSubscriptions(deps.stripe, customerId));
  // Every subscription Stripe still runs (active, trialing, past_due, unpaid, paused, incomplete).
  const cancellable = subscriptions.filter((subscription) => !FINAL_STATUSES.has(subscription.status));
  if (cancellable.length === 0) throw new HttpError(404, NO_ACTIVE_SUBSCRIPTION);
  for (const subscription of cancellable) {
    if (ENTITLING_STATUSES.has(subscription.status)) {
      if (subscription.cancel_at_period_end) continue;
      await callStripe(CANCEL_FAILED, () => deps.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
    } else {
      await callStripe(CANCEL_FAILED, () => deps.stripe.subscriptions.cancel(subscription.id));
    }
  }
  const result = await callDb(ROLE_UPDATE_FAILED, () => syncCustomer(deps, customerId, user.userId));
  return json(200, { ok: true, currentPeriodEnd: result.billing.currentPeriodEnd });
});

export const resumeSubscription = postOnly(RESUME_FAILED, async (request, deps) => {
  const user = await authenticate(request, deps, NOT_SIGNED_IN);
  const body = await readJsonBody(request, cancelBodySchema);
  const customerId = await ownCustomerId(deps, user, body.customerId, RESUME_FAILED, NOTHING_TO_RESUME);

  const subscriptions = await callStripe(RESUME_FAILED, () => listCustomerSubscriptions(deps.stripe, customerId));
  const ending = subscriptions.filter((subscription) => ENTITLING_STATUSES.has(subscription.status) && subscription.cancel_at_period_end);
  if (ending.length === 0) throw new HttpError(404, NOTHING_TO_RESUME);
  for (const subscription of ending) {
    await callStripe(RESUME_FAILED, () => deps.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }));
  }
  const result = await callDb(RESUME_FAILED, () => syncCustomer(deps, customerId, user.userId));
  return json(200, { ok: true, currentPeriodEnd: result.billing.currentPeriodEnd });
});
