/**
 * BillingDb over plain SQL, for a direct PostgreSQL connection (tests run it on PGlite with the
 * real migrations). Every call runs in its own transaction as service_role, the role the
 * service-role key maps to in Supabase, so the migrations' grants are what is exercised.
 */
import { normaliseRole } from './billing-sync.ts';
import type { AccessEnding, BillingDb, CheckoutAttempt, PlanId, Profile, ProfileRole } from './types.ts';

/** A stored plan as the handlers know it (the column's check allows only these two). */
export function planOf(value: string | null): PlanId | null {
  return value === 'basic' || value === 'pro' ? value : null;
}

export type SqlQuery = <R = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }>;

/** Runs `work` inside one transaction (begin ... commit, rollback on error). */
export type InTransaction = <T>(work: (query: SqlQuery) => Promise<T>) => Promise<T>;

const SERVICE_ROLE_CLAIMS = JSON.stringify({ role: 'service_role' });

/** Runs `work` in one transaction as Supabase's service_role (its role and JWT claims), as the server's key would. */
export function asServiceRoleIn(inTransaction: InTransaction): <T>(work: (query: SqlQuery) => Promise<T>) => Promise<T> {
  return (work) =>
    inTransaction(async (query) => {
      await query('set local role service_role');
      await query(`select set_config('request.jwt.claims', $1, true)`, [SERVICE_ROLE_CLAIMS]);
      return work(query);
    });
}

/** Runs one piece of work as service_role (asServiceRoleIn). */
type AsServiceRole = ReturnType<typeof asServiceRoleIn>;

/** The subscription, billing state and charge adjustments (refunds, disputes) as the webhook and the sync write and read them. */
function sqlBillingRecords(
  asServiceRole: AsServiceRole,
): Pick<BillingDb, 'upsertSubscription' | 'setBillingState' | 'markBillingUnsynced' | 'recordChargeAdjustment' | 'accessEndings'> {
  return {
    upsertSubscription: (subscription) =>
      asServiceRole(async (query) => {
        await query(
          `insert into public.subscriptions
             (id, user_id, customer_id, status, price_id, current_period_end, cancel_at_period_end, plan)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (id) do update set
             user_id = excluded.user_id,
             customer_id = excluded.customer_id,
             status = excluded.status,
             price_id = excluded.price_id,
             current_period_end = excluded.current_period_end,
             cancel_at_period_end = excluded.cancel_at_period_end,
             plan = excluded.plan`,
          [
            subscription.id,
            subscription.userId,
            subscription.customerId,
            subscription.status,
            subscription.priceId,
            subscription.currentPeriodEnd,
            subscription.cancelAtPeriodEnd,
            subscription.plan,
          ],
        );
      }),

    setBillingState: (userId, state, syncedAt) =>
      asServiceRole(async (query) => {
        await query(
          `update public.profiles
              set plan = $2, subscription_status = $3, current_period_end = $4, cancel_at_period_end = $5,
                  access_ended_reason = $6, access_ended_at = $7, billing_synced_at = $8
            where id = $1`,
          [
            userId,
            state.plan,
            state.status,
            state.currentPeriodEnd,
            state.cancelAtPeriodEnd,
            state.accessEnded?.reason ?? null,
            state.accessEnded?.at ?? null,
            syncedAt,
          ],
        );
      }),

    markBillingUnsynced: (userId) =>
      asServiceRole(async (query) => {
        await query('update public.profiles set billing_synced_at = null where id = $1', [userId]);
      }),

    recordChargeAdjustment: (adjustment) =>
      asServiceRole(async (query) => {
        const { rows } = await query(
          `insert into public.charge_adjustments
             (event_id, user_id, customer_id, charge_id, kind, amount, amount_refunded, currency, ends_access, subscription_ids)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           on conflict (event_id) do nothing
           returning event_id`,
          [
            adjustment.eventId,
            adjustment.userId,
            adjustment.customerId,
            adjustment.chargeId,
            adjustment.kind,
            adjustment.amount,
            adjustment.amountRefunded,
            adjustment.currency,
            adjustment.endsAccess,
            adjustment.subscriptionIds,
          ],
        );
        return rows.length === 1;
      }),

    accessEndings: (customerId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<EndingRow>(
          `select kind, recorded_at, subscription_ids from public.charge_adjustments
            where customer_id = $1 and ends_access order by recorded_at, event_id`,
          [customerId],
        );
        return rows.map(accessEndingOf);
      }),
  };
}

export function sqlBillingDb(inTransaction: InTransaction): BillingDb {
  const asServiceRole = asServiceRoleIn(inTransaction);

  return {
    getProfile: (userId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<ProfileRow>(`select ${PROFILE_COLUMNS} from public.profiles where id = $1`, [userId]);
        const row = rows[0];
        return row === undefined ? null : profileOf(row);
      }),

    setStripeCustomerId: (userId, customerId) =>
      asServiceRole(async (query) => {
        await query('update public.profiles set stripe_customer_id = $2 where id = $1', [userId, customerId]);
      }),

    isEventRecorded: (eventId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ recorded: boolean }>('select exists (select 1 from public.stripe_events where id = $1) as recorded', [eventId]);
        return rows[0]?.recorded === true;
      }),

    recordEvent: (eventId, type) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ first: boolean }>('select public.record_stripe_event($1, $2) as first', [eventId, type]);
        return rows[0]?.first === true;
      }),

    setUserRole: (userId, role) =>
      asServiceRole(async (query) => {
        await query('select public.set_user_role($1::uuid, $2)', [userId, role]);
      }),

    ...sqlBillingRecords(asServiceRole),

    entitlement: (userId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ role: string | null; plan: string | null }>('select role, plan from public.entitlement($1::uuid)', [userId]);
        return entitlementOf(rows[0]);
      }),

    userIdForCustomer: (customerId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ id: string }>('select id from public.profiles where stripe_customer_id = $1', [customerId]);
        return rows[0]?.id ?? null;
      }),

    claimCheckoutAttempt: (userId, priceId, staleAttemptId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<ClaimRow>('select * from public.claim_checkout_attempt($1::uuid, $2, $3::uuid)', [userId, priceId, staleAttemptId]);
        return checkoutAttemptOf(rows[0]);
      }),

    recordCheckoutSession: (userId, attemptId, session) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ recorded: boolean }>('select public.record_checkout_session($1::uuid, $2::uuid, $3, $4, $5::timestamptz) as recorded', [
          userId,
          attemptId,
          session.id,
          session.url,
          session.expiresAt,
        ]);
        return rows[0]?.recorded === true;
      }),
  };
}

/** The profile columns the server reads. */
export const PROFILE_COLUMNS = 'id, email, role, stripe_customer_id, plan, current_period_end, billing_synced_at';

export interface ProfileRow {
  id: string;
  email: string | null;
  role: string | null;
  stripe_customer_id: string | null;
  plan: string | null;
  current_period_end: Date | string | null;
  billing_synced_at: Date | string | null;
}

const isoOf = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export function profileOf(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    stripeCustomerId: row.stripe_customer_id,
    plan: planOf(row.plan),
    currentPeriodEnd: row.current_period_end === null ? null : isoOf(row.current_period_end),
    billingSyncedAt: row.billing_synced_at === null ? null : isoOf(row.billing_synced_at),
  };
}

/** A full refund or dispute as public.charge_adjustments stores it. */
export interface EndingRow {
  kind: string;
  recorded_at: Date | string;
  subscription_ids: string[];
}

export function accessEndingOf(row: EndingRow): AccessEnding {
  return { reason: row.kind === 'dispute' ? 'dispute' : 'refund', at: isoOf(row.recorded_at), subscriptionIds: row.subscription_ids };
}

/** public.entitlement's row: the role the database rules see (user when it names none) and the plan. */
export function entitlementOf(row: { role: string | null; plan: string | null } | undefined): { role: ProfileRole; plan: PlanId | null } {
  return { role: normaliseRole(row?.role), plan: planOf(row?.plan ?? null) };
}

/** A row of public.claim_checkout_attempt. */
export interface ClaimRow {
  attempt: string;
  session: string | null;
  url: string | null;
  replaced_session: string | null;
}

export function checkoutAttemptOf(row: ClaimRow | undefined): CheckoutAttempt {
  if (row === undefined) throw new Error('claim_checkout_attempt returned no row');
  return {
    attemptId: row.attempt,
    session: row.session === null ? null : { id: row.session, url: row.url },
    replacedSessionId: row.replaced_session,
  };
}
