/**
 * Billing state is Stripe's: this module re-reads a customer's subscriptions from Stripe, mirrors
 * them into public.subscriptions (with the plan of each price) and derives the user's role and
 * billing state from them. The webhook, the returns from Checkout and the portal, the account
 * pages' reconciliation and the cancel/resume routes all call syncCustomer, so the result depends
 * only on what Stripe reports at the time of the read, never on the order or the content of the
 * events that triggered it.
 *
 * Entitlement (the same rule as the database's private.entitlement_of, migration 0012): a
 * subscription entitles while its status is active, trialing or past_due, its paid period has
 * not ended (current_period_end > now) and no full refund or dispute ended it
 * (public.charge_adjustments). The database applies it to every policy and server check; this
 * module applies it to what it stores for the pages (profiles.role, plan, ...).
 *
 * Role rule (docs/product.md#accounts, #subscribe):
 *  - a moderator is never changed;
 *  - any subscription that entitles -> subscriber;
 *  - otherwise, a subscriber, or anyone with a subscription that ENDED (its status, its period, a
 *    refund or a dispute) -> user ("cancelling demotes to user");
 *  - otherwise (no subscription, or only one whose first payment is still pending or expired)
 *    the role is left as it is: a member who abandons checkout stays a member.
 */
import type Stripe from 'stripe';
import type { ServerConfig } from '../../domain/config/env.ts';
import type { AccessEnded, AccessEnding, BillingDb, BillingState, PlanId, ProfileRole, SubscriptionRecord } from './types.ts';

/**
 * Statuses that grant the subscriber role. past_due keeps access while Stripe retries the
 * payment (Smart Retries); when retries are exhausted Stripe moves the subscription to canceled
 * or unpaid (per the dashboard's settings), which demotes.
 */
export const ENTITLING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** Statuses from which a subscription never comes back: nothing left to cancel. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** Statuses of a subscription that existed and is over (or suspended without payment). */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'unpaid', 'paused']);

const ROLES: ReadonlySet<string> = new Set<ProfileRole>(['user', 'member', 'subscriber', 'moderator']);

/** A stored role as the spec reads it: empty or unknown means user. */
export function normaliseRole(stored: string | null | undefined): ProfileRole {
  const role = stored?.trim() ?? '';
  return ROLES.has(role) ? (role as ProfileRole) : 'user';
}

/** A mirrored subscription with what the refunds and disputes say about it. */
export interface BillingRecord extends SubscriptionRecord {
  accessEnded: AccessEnded | null;
}

/** Whether the subscription gives access at `now` (the database's rule, see above). */
export function entitles(record: Pick<BillingRecord, 'status' | 'currentPeriodEnd' | 'accessEnded'>, now: Date): boolean {
  return (
    ENTITLING_STATUSES.has(record.status) &&
    record.currentPeriodEnd !== null &&
    Date.parse(record.currentPeriodEnd) > now.getTime() &&
    record.accessEnded === null
  );
}

/** A subscription that existed and no longer gives access: ended at Stripe, its period over, or refunded or disputed. */
function ended(record: Pick<BillingRecord, 'status' | 'currentPeriodEnd' | 'accessEnded'>, now: Date): boolean {
  return ENDED_STATUSES.has(record.status) || (ENTITLING_STATUSES.has(record.status) && !entitles(record, now));
}

/** The role the user should have, or null to leave it unchanged. */
export function decideRole(stored: string | null, records: readonly BillingRecord[], now: Date): ProfileRole | null {
  const current = normaliseRole(stored);
  if (current === 'moderator') return null;
  let next: ProfileRole = current;
  if (records.some((record) => entitles(record, now))) {
    next = 'subscriber';
  } else if (current === 'subscriber' || records.some((record) => ended(record, now))) {
    next = 'user';
  }
  // Writes also when the stored value is empty or null, so it becomes an explicit role.
  return next === stored ? null : next;
}

export function customerIdOf(customer: string | { id: string } | null | undefined): string | null {
  if (customer === null || customer === undefined) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** The plan a price id sells, by the configured prices; null for any other price. */
export function planOfPrice(priceId: string | null, plans: ServerConfig['plans']): PlanId | null {
  return plans.find((candidate) => candidate.stripePriceId === priceId)?.id ?? null;
}

export function toSubscriptionRecord(subscription: Stripe.Subscription, userId: string, plans: ServerConfig['plans']): SubscriptionRecord {
  const items = subscription.items?.data ?? [];
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : null;
  const priceId = items[0]?.price?.id ?? null;
  return {
    id: subscription.id,
    userId,
    customerId: customerIdOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId,
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000).toISOString(),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    plan: planOfPrice(priceId, plans),
  };
}

/**
 * The records with the refund or dispute that ended each: a dispute before a refund when both
 * name it (whatever order their events came in), the first of a kind.
 */
export function withAccessEndings(records: readonly SubscriptionRecord[], endings: readonly AccessEnding[]): BillingRecord[] {
  return records.map((record) => {
    const naming = endings.filter((candidate) => candidate.subscriptionIds.includes(record.id));
    const ending = naming.find((candidate) => candidate.reason === 'dispute') ?? naming[0];
    return { ...record, accessEnded: ending === undefined ? null : { reason: ending.reason, at: ending.at } };
  });
}

/** Every subscription of the customer, whatever its status (canceled ones included). */
export async function listCustomerSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  return stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }).autoPagingToArray({ limit: 10_000 });
}

/**
 * The billing state stored on the profile, from the customer's subscriptions: the entitling
 * subscription that runs longest (else the latest one) gives the status, the period end,
 * cancel-at-period-end and, when a refund or a dispute ended it, why; the plan is that
 * subscription's plan while it entitles (null otherwise, and null for a price that is neither
 * configured plan).
 */
export function decideBillingState(records: readonly BillingRecord[], now: Date): BillingState {
  const byEnd = [...records].sort((a, b) => (b.currentPeriodEnd ?? '').localeCompare(a.currentPeriodEnd ?? ''));
  const current = byEnd.find((record) => entitles(record, now)) ?? byEnd[0];
  if (current === undefined) return { plan: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, accessEnded: null };
  const entitled = entitles(current, now);
  return {
    plan: entitled ? current.plan : null,
    status: current.status,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: entitled && current.cancelAtPeriodEnd,
    accessEnded: current.accessEnded,
  };
}

export interface SyncResult {
  /** The role before the sync (normalised). */
  previousRole: ProfileRole;
  /** The role after it. */
  role: ProfileRole;
  billing: BillingState;
  subscriptions: BillingRecord[];
}

/** The clock of the deps (tests may move it), else the system's. */
export function nowOf(deps: { now?: () => Date }): Date {
  return deps.now?.() ?? new Date();
}

/**
 * Re-reads the customer's subscriptions from Stripe, upserts them, reads the refunds and
 * disputes recorded for the customer, stores the billing state (plan, status, period end, why
 * access ended; marked reconciled now) on the profile and sets the user's role. setUserRole is
 * called only when the role changes. Throws when Stripe or the database fails (the caller decides
 * the answer: the webhook lets Stripe retry). One code path for every caller, idempotent.
 */
export async function syncCustomer(
  deps: { stripe: Stripe; db: BillingDb; config: Pick<ServerConfig, 'plans'>; now?: () => Date },
  customerId: string,
  userId: string,
): Promise<SyncResult> {
  const subscriptions = await listCustomerSubscriptions(deps.stripe, customerId);
  const mirrored = subscriptions
    .filter((subscription) => customerIdOf(subscription.customer) === customerId)
    .map((subscription) => toSubscriptionRecord(subscription, userId, deps.config.plans));
  for (const record of mirrored) {
    await deps.db.upsertSubscription(record);
  }
  const records = withAccessEndings(mirrored, await deps.db.accessEndings(customerId));
  const profile = await deps.db.getProfile(userId);
  if (profile === null) throw new Error(`no profile for user ${userId} (customer ${customerId})`);
  const now = nowOf(deps);
  const previousRole = normaliseRole(profile.role);
  const next = decideRole(profile.role, records, now);
  const billing = decideBillingState(records, now);
  await deps.db.setBillingState(userId, billing, now.toISOString());
  if (next !== null) await deps.db.setUserRole(userId, next);
  return { previousRole, role: next ?? previousRole, billing, subscriptions: records };
}
