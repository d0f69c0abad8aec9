/**
 * The return from Stripe Checkout, as the subscribe page handles it (SubscribeIsland.tsx). Pure
 * constants, shared with the tests.
 */

/**
 * After the return: the profile is re-read after firstDelayMs, then at doubling intervals capped
 * at maxDelayMs, until giveUpMs after the return (then a message with a support link).
 */
export const ACTIVATION_POLL = { firstDelayMs: 1000, maxDelayMs: 8000, giveUpMs: 60_000 } as const;

/** A Checkout Session id as Stripe writes it into the success URL ({CHECKOUT_SESSION_ID}). */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * The return from the Stripe customer portal: its return URL carries billing=portal, and the page
 * asks the server to reconcile with Stripe at once (POST /api/sync-billing { reason: 'return' }),
 * so a plan change made there shows without waiting for the webhook.
 */
export const PORTAL_RETURN = { param: 'billing', value: 'portal' } as const;

/** The portal's return URL for a page of the site (`/account` -> `/account?billing=portal`). */
export function portalReturnPath(path: '/account' | '/subscribe'): string {
  return `${path}?${PORTAL_RETURN.param}=${PORTAL_RETURN.value}`;
}
