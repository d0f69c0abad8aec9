/**
 * POST /api/sync-billing { reason: 'return' | 'visit' }
 *
 * The account pages' reconciliation with Stripe (docs/configuration.md#access-refunds-and-limits):
 * the server runs the webhook's own sync (billing-sync.ts syncCustomer: one list of the
 * customer's subscriptions, idempotent with the webhook) for the caller's own Stripe customer, so
 * a plan changed in the Stripe portal, or a period Stripe renewed or ended, shows without waiting
 * for the webhook, and a lost webhook is repaired on the next visit.
 *   reason 'return'  back from the Stripe portal (its return URL carries billing=portal): reconciled
 *                    unless the stored state was reconciled less than RETURN_MIN_INTERVAL_MS ago;
 *                    opening a portal session forgets the last reconciliation (customer-routes.ts),
 *                    so the first return after it always reconciles
 *   reason 'visit'   an account page load: reconciled when the stored state is older than
 *                    STALE_AFTER_MS (a few minutes) or its paid period has ended (Stripe renewed
 *                    or ended it), else nothing is asked of Stripe
 * Nothing the client sends is trusted but the reason: the customer is the profile's.
 *
 *   200 { synced: true, role, plan, status, currentPeriodEnd, cancelAtPeriodEnd, accessEnded }
 *   200 { synced: false }   no Stripe customer, or reconciled recently enough
 *   400 bad body (any other field: a plan, a role, a customer id); 401 no or invalid token; 405 not POST
 *   502 / 500 Stripe / database failure
 */
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../shared/payment-messages.ts';
import { nowOf, syncCustomer } from './billing-sync.ts';
import { authenticate, callDb, callStripe, json, postOnly, readJsonBody } from './http.ts';
import type { Profile } from './types.ts';

/** A visit reconciles a stored state older than this. */
export const STALE_AFTER_MS = 5 * 60_000;
/** A return from the portal reconciles unless the last reconciliation is more recent than this. */
export const RETURN_MIN_INTERVAL_MS = 5_000;

export const SYNC_FAILED = PAYMENT_MESSAGES.syncFailed;

export const syncBillingBodySchema = z.object({ reason: z.enum(['return', 'visit'], { error: 'reason must be "return" or "visit"' }) }).strict();

/** Whether this request reconciles: the stored state is old enough for its reason, or its period is over. */
function isDue(reason: 'return' | 'visit', profile: Pick<Profile, 'billingSyncedAt' | 'currentPeriodEnd'>, now: number): boolean {
  const age = profile.billingSyncedAt === null ? Number.POSITIVE_INFINITY : now - Date.parse(profile.billingSyncedAt);
  if (reason === 'return') return age >= RETURN_MIN_INTERVAL_MS;
  const periodOver = profile.currentPeriodEnd !== null && Date.parse(profile.currentPeriodEnd) <= now;
  return age >= STALE_AFTER_MS || (periodOver && age >= RETURN_MIN_INTERVAL_MS);
}

export const syncBilling = postOnly(SYNC_FAILED, async (request, deps) => {
  const user = await authenticate(request, deps, PAYMENT_MESSAGES.loginToSubscribe);
  const { reason } = await readJsonBody(request, syncBillingBodySchema);
  const profile = await callDb(SYNC_FAILED, () => deps.db.getProfile(user.userId));
  const customerId = profile?.stripeCustomerId ?? null;
  if (customerId === null) return json(200, { synced: false });
  if (!isDue(reason, profile!, nowOf(deps).getTime())) return json(200, { synced: false });
  const result = await callStripe(SYNC_FAILED, () => syncCustomer(deps, customerId, user.userId));
  return json(200, { synced: true, role: result.role, ...result.billing });
});
