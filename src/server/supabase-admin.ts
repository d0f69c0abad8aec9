/**
 * Production implementations of the payment handlers' Supabase dependencies.
 *
 *  - verifyAccessToken: asks Supabase Auth (GET /auth/v1/user) with the anon key whether the
 *    access token is a current session, so a revoked or expired token is refused.
 *  - supabaseBillingDb: the service-role client (bypasses RLS; server only) on profiles,
 *    subscriptions, stripe_events and the RPC functions record_stripe_event / set_user_role,
 *    which are executable by service_role only (supabase/migrations/0004_billing.sql).
 *  - supabaseApiKeyDb: the same client on api_keys through create_api_key / revoke_api_key /
 *    use_api_key (0009) and on premium_slates (0005), for the API key routes and the data API.
 *
 * `fetch` may be injected (tests record the HTTP calls supabase-js makes).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ServerConfig } from '../../domain/config/env.ts';
import { CREATE_KEY_REFUSALS, KEY_COLUMNS, keyMetadataOf, type KeyRow } from './sql-api-key-db.ts';
import {
  accessEndingOf,
  checkoutAttemptOf,
  type ClaimRow,
  type EndingRow,
  entitlementOf,
  PROFILE_COLUMNS,
  type ProfileRow,
  profileOf,
} from './sql-billing-db.ts';
import type { ApiKeyDb, BillingDb, Profile, SubscriptionRecord, VerifyAccessToken } from './types.ts';

type Fetch = typeof fetch;

function serverClient(url: string, key: string, fetchImpl?: Fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

export function supabaseTokenVerifier(config: Pick<ServerConfig, 'supabaseUrl' | 'supabaseAnonKey'>, fetchImpl?: Fetch): VerifyAccessToken {
  const client = serverClient(config.supabaseUrl, config.supabaseAnonKey, fetchImpl);
  return async (token) => {
    const { data, error } = await client.auth.getUser(token);
    if (error) {
      // 4xx: the token is not valid (expired, malformed, signed out). Anything else: Auth is down.
      const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
      if (status >= 400 && status < 500) return null;
      throw error;
    }
    if (!data.user) return null;
    return { userId: data.user.id, email: data.user.email ?? null };
  };
}

function failure(what: string, error: { message: string; code?: string }): Error {
  return new Error(`${what}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
}

/** The subscription, billing state and charge adjustments (refunds, disputes) as the webhook and the sync write and read them. */
function supabaseBillingRecords(
  client: SupabaseClient,
): Pick<BillingDb, 'upsertSubscription' | 'setBillingState' | 'markBillingUnsynced' | 'recordChargeAdjustment' | 'accessEndings'> {
  return {
    async upsertSubscription(subscription: SubscriptionRecord) {
      const { error } = await client.from('subscriptions').upsert(
        {
          id: subscription.id,
          user_id: subscription.userId,
          customer_id: subscription.customerId,
          status: subscription.status,
          price_id: subscription.priceId,
          current_period_end: subscription.currentPeriodEnd,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
          plan: subscription.plan,
        },
        { onConflict: 'id' },
      );
      if (error) throw failure('storing the subscription', error);
    },

    async setBillingState(userId, state, syncedAt) {
      const { error } = await client
        .from('profiles')
        .update({
          plan: state.plan,
          subscription_status: state.status,
          current_period_end: state.currentPeriodEnd,
          cancel_at_period_end: state.cancelAtPeriodEnd,
          access_ended_reason: state.accessEnded?.reason ?? null,
          access_ended_at: state.accessEnded?.at ?? null,
          billing_synced_at: syncedAt,
        })
        .eq('id', userId);
      if (error) throw failure('storing the billing state', error);
    },

    async markBillingUnsynced(userId) {
      const { error } = await client.from('profiles').update({ billing_synced_at: null }).eq('id', userId);
      if (error) throw failure('marking the billing state for reconciliation', error);
    },

    async recordChargeAdjustment(adjustment) {
      const { data, error } = await client
        .from('charge_adjustments')
        .upsert(
          {
            event_id: adjustment.eventId,
            user_id: adjustment.userId,
            customer_id: adjustment.customerId,
            charge_id: adjustment.chargeId,
            kind: adjustment.kind,
            amount: adjustment.amount,
            amount_refunded: adjustment.amountRefunded,
            currency: adjustment.currency,
            ends_access: adjustment.endsAccess,
            subscription_ids: adjustment.subscriptionIds,
          },
          { onConflict: 'event_id', ignoreDuplicates: true },
        )
        .select('event_id');
      if (error) throw failure('recording the refund or dispute', error);
      return (data ?? []).length === 1;
    },

    async accessEndings(customerId) {
      const { data, error } = await client
        .from('charge_adjustments')
        .select('kind, recorded_at, subscription_ids')
        .eq('customer_id', customerId)
        .eq('ends_access', true)
        .order('recorded_at')
        .order('event_id');
      if (error) throw failure('reading the refunds and disputes', error);
      return ((data ?? []) as EndingRow[]).map(accessEndingOf);
    },
  };
}

export function supabaseBillingDb(config: Pick<ServerConfig, 'supabaseUrl' | 'supabaseServiceRoleKey'>, fetchImpl?: Fetch): BillingDb {
  const client = serverClient(config.supabaseUrl, config.supabaseServiceRoleKey, fetchImpl);
  return {
    async getProfile(userId): Promise<Profile | null> {
      const { data, error } = await client.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle<ProfileRow>();
      if (error) throw failure('reading the profile', error);
      return data ? profileOf(data) : null;
    },

    async setStripeCustomerId(userId, customerId) {
      const { error } = await client.from('profiles').update({ stripe_customer_id: customerId }).eq('id', userId);
      if (error) throw failure('storing the Stripe customer id', error);
    },

    async isEventRecorded(eventId) {
      const { data, error } = await client.from('stripe_events').select('id').eq('id', eventId).maybeSingle();
      if (error) throw failure('reading the processed events', error);
      return data !== null;
    },

    async recordEvent(eventId, type) {
      const { data, error } = await client.rpc('record_stripe_event', { p_event_id: eventId, p_event_type: type });
      if (error) throw failure('recording the Stripe event', error);
      return data === true;
    },

    async setUserRole(userId, role) {
      const { error } = await client.rpc('set_user_role', { p_user_id: userId, p_role: role });
      if (error) throw failure('setting the role', error);
    },

    ...supabaseBillingRecords(client),

    async entitlement(userId) {
      const { data, error } = await client.rpc('entitlement', { p_user_id: userId });
      if (error) throw failure('reading the entitlement', error);
      return entitlementOf((data as Array<{ role: string | null; plan: string | null }> | null)?.[0]);
    },

    async userIdForCustomer(customerId) {
      const { data, error } = await client.from('profiles').select('id').eq('stripe_customer_id', customerId).maybeSingle<{ id: string }>();
      if (error) throw failure('finding the customer', error);
      return data?.id ?? null;
    },

    async claimCheckoutAttempt(userId, priceId, staleAttemptId) {
      const { data, error } = await client.rpc('claim_checkout_attempt', {
        p_user_id: userId,
        p_price_id: priceId,
        p_stale_attempt: staleAttemptId,
      });
      if (error) throw failure('claiming the checkout attempt', error);
      return checkoutAttemptOf((data as ClaimRow[] | null)?.[0]);
    },

    async recordCheckoutSession(userId, attemptId, session) {
      const { data, error } = await client.rpc('record_checkout_session', {
        p_user_id: userId,
        p_attempt: attemptId,
        p_session_id: session.id,
        p_session_url: session.url,
        p_expires_at: session.expiresAt,
      });
      if (error) throw failure('recording the checkout session', error);
      return data === true;
    },
  };
}

export function supabaseApiKeyDb(config: Pick<ServerConfig, 'supabaseUrl' | 'supabaseServiceRoleKey'>, fetchImpl?: Fetch): ApiKeyDb {
  const client = serverClient(config.supabaseUrl, config.supabaseServiceRoleKey, fetchImpl);
  return {
    async listKeys(userId) {
      const { data, error } = await client
        .from('api_keys')
        .select(KEY_COLUMNS)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .order('id')
        .returns<KeyRow[]>();
      if (error) throw failure('listing the API keys', error);
      return (data ?? []).map(keyMetadataOf);
    },

    async createKey(userId, prefix, keyHash, maxActive, maxPerDay) {
      const { data, error } = await client.rpc('create_api_key', {
        p_user_id: userId,
        p_prefix: prefix,
        p_key_hash: keyHash,
        p_max_active: maxActive,
        p_max_created_per_day: maxPerDay,
      });
      if (error) {
        const refusal = CREATE_KEY_REFUSALS[error.code ?? ''];
        if (refusal !== undefined) return { refused: refusal };
        throw failure('creating the API key', error);
      }
      const row = (data as KeyRow[] | null)?.[0];
      if (row === undefined) throw new Error('create_api_key returned no row');
      return { created: keyMetadataOf(row) };
    },

    async revokeKey(userId, keyId) {
      const { data, error } = await client.rpc('revoke_api_key', { p_user_id: userId, p_key_id: keyId });
      if (error) throw failure('revoking the API key', error);
      return data === true;
    },

    async checkKey(keyHash) {
      const { data, error } = await client.rpc('use_api_key', { p_key_hash: keyHash });
      if (error) throw failure('checking the API key', error);
      const row = (data as Array<{ key_id: string; user_id: string; revoked: boolean; has_access: boolean }> | null)?.[0];
      return row === undefined ? null : { keyId: row.key_id, userId: row.user_id, revoked: row.revoked, hasAccess: row.has_access };
    },

    async slate(date) {
      const query = client.from('premium_slates').select('slate_date, projections, picks, published_at');
      const { data, error } = await (date === null
        ? query.order('slate_date', { ascending: false }).limit(1).maybeSingle()
        : query.eq('slate_date', date).maybeSingle());
      if (error) throw failure('reading the premium slate', error);
      if (!data) return null;
      const row = data as { slate_date: string; projections: unknown; picks: unknown; published_at: string | null };
      return { date: row.slate_date, projections: row.projections, picks: row.picks, publishedAt: row.published_at };
    },
  };
}
