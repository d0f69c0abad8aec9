/**
 * The payment messages (docs/product.md#subscribe) that both sides use: the payment API
 * routes (src/server) answer with them as `{ error }`, and the subscribe and account pages
 * (through src/lib/auth/texts.ts) show them, also when they decide on their own (e.g. no stored
 * customer id, so no call is made). One definition, so the two sides cannot drift apart.
 *
 * Free of imports: the browser bundles this module, and it must never import src/server (which
 * reads server secrets and pulls in the Stripe SDK).
 */
export const PAYMENT_MESSAGES = {
  loginToSubscribe: 'Please log in to subscribe',
  invalidPlan: 'Invalid plan selected',
  checkoutFailed: 'Failed to process subscription',
  noActiveSubscription: 'No active subscription found',
  noSubscriptionForAccount: 'No subscription found for this account.',
  portalFailed: 'Failed to access subscription management',
  cancelFailed: 'Failed to cancel subscription',
  roleUpdateFailed: 'Failed to update subscription status',
  activationFailed: 'We could not confirm your payment yet',
  resumeFailed: 'Failed to resume subscription',
  nothingToResume: 'No cancelled subscription to resume',
  syncFailed: 'We could not refresh your subscription from Stripe',
} as const;
