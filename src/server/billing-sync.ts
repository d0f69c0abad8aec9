/**
 * Billing state is Stripe's: this module re-reads a customer's subscriptions from Stripe, mirrors
 * them into public.subscriptions and derives the user's role from them. The webhook and the cancel
 * route both call syncCustomer, so the result depends only on what Stripe reports at the time of
 * the read, never on the order or the content of the events that triggered it.
 *
 * Role rule (docs/product.md#accounts, #subscribe):
 *  - a moderator is never changed;
 *  - any subscription in an ENTITLING status -> subscriber;
 *  - otherwise, a subscriber, or anyone with a subscription that ENDED -> user ("cancelling
 *    demotes to user");
 *  - otherwise (no subscription, or only one whose first payment is still pending or expired)
 *    the role is left as it is: a member who abandons checkout stays a member.
 */
import type Stripe from 'stripe';
import type { ServerConfig } from '../../domain/config/env.ts';
import type { BillingDb, BillingState, PlanId, ProfileRole, SubscriptionRecord } from './types.ts';

/**
 * Statuses that grant the subscriber role. past_due keeps access while Stripe retries the
 * payment (Smart Retries); when retries are exhausted Stripe moves the subscription to canceled
 * or unpaid (per the dashboard's settings), which demotes.
 */
export const ENTITLING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

/** Statuses of a subscription that existed and is over (or suspended without payment). */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'unpaid', 'paused']);

const ROLES: ReadonlySet<string> = new Set<ProfileRole>(['user', 'member', 'subscriber', 'moderator']);

/** A stored role as the spec reads it: empty or unknown means user. */
export function normaliseRole(stored: string | null | undefined): ProfileRole {
  const role = stored?.trim() ?? '';
  return ROLES.has(role) ? (role as ProfileRole) : 'user';
}

/** The role the user should have, or null to leave it unchanged. */
export function decideRole(stored: string | null, subscriptions: ReadonlyArray<{ status: string }>): ProfileRole | null {
  const current = normaliseRole(stored);
  if (current === 'moderator') return null;
  let next: ProfileRole = current;
  if (subscriptions.some((subscription) => ENTITLING_STATUSES.has(subscription.status))) {
    next = 'subscriber';
  } else if (current === 'subscriber' || subscriptions.some((subscription) => ENDED_STATUSES.has(subscription.status))) {
    next = 'user';
  }
  // Writes also when the stored value is empty or null, so it becomes an explicit role.
  return next === stored ? null : next;
}

export function customerIdOf(customer: string | { id: string } | null | undefined): string | null {
  if (customer === null || customer === undefined) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

export function toSubscriptionRecord(subscription: Stripe.Subscription, userId: string): SubscriptionRecord {
  const items = subscription.items?.data ?? [];
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : null;
  return {
    id: subscription.id,
    userId,
    customerId: customerIdOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: items[0]?.price?.id ?? null,
    currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000).toISOString(),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/** Every subscription of the customer, whatever its status (canceled ones included). */
export async function listCustomerSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  return stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }).autoPagingToArray({ limit: 10_000 });
}

/**
 * The billing state stored on the profile, from the customer's subscriptions as Stripe reports
 * them: the entitling subscription that runs longest (else the latest one) gives the status, the
 * period end and cancel-at-period-end; the plan is that subscription's price's plan while it
 * entitles (null otherwise, and null for a price that is neither configured plan).
 */
export function decideBillingState(records: readonly SubscriptionRecord[], plans: ServerConfig['plans']): BillingState {
  const byEnd = [...records].sort((a, b) => (b.currentPeriodEnd ?? '').localeCompare(a.currentPeriodEnd ?? ''));
  const current = byEnd.find((record) => ENTITLING_STATUSES.has(record.status)) ?? byEnd[0];
  if (current === undefined) return { plan: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  const entitled = ENTITLING_STATUSES.has(current.status);
  const plan: PlanId | null = entitled ? (plans.find((candidate) => candidate.stripePriceId === current.priceId)?.id ?? null) : null;
  return { plan, status: current.status, currentPeriodEnd: current.currentPeriodEnd, cancelAtPeriodEnd: entitled && current.cancelAtPeriodEnd };
}

export interface SyncResult {
  /** The role before the sync (normalised). */
  previousRole: ProfileRole;
  /** The role after it. */
  role: ProfileRole;
  billing: BillingState;
  subscriptions: SubscriptionRecord[];
}

/**
 * Re-reads the customer's subscriptions from Stripe, upserts them, stores the billing state
 * (plan, status, period end) on the profile and sets the user's role. setUserRole is called only
 * when the role changes. Throws when Stripe or the database fails (the caller decides the answer:
 * the webhook lets Stripe retry). The webhook, the return from Checkout and the cancel/resume
 * routes all call it: one code path, idempotent.
 */
export async function syncCustomer(
  deps: { stripe: Stripe; db: BillingDb; config: Pick<ServerConfig, 'plans'> },
  customerId: string,
  userId: string,
): Promise<SyncResult> {
  const subscriptions = await listCustomerSubscriptions(deps.stripe, customerId);
  const records = subscriptions
    .filter((subscription) => customerIdOf(subscription.customer) === customerId)
    .map((subscription) => toSubscriptionRecord(subscription, userId));
  for (const record of records) {
    await deps.db.upsertSubscription(record);
  }
  const profile = await deps.db.getProfile(userId);
  if (profile === null) throw new Error(`no profile for user ${userId} (customer ${customerId})`);
  const previousRole = normaliseRole(profile.role);
  const next = decideRole(profile.role, records);
  const billing = decideBillingState(records, deps.config.plans);
  await deps.db.setBillingState(userId, billing);
  if (next !== null) await deps.db.setUserRole(userId, next);
  return { previousRole, role: next ?? previousRole, billing, subscriptions: records };
}
