/**
 * The production Supabase dependencies (supabase-admin.ts). Supabase's HTTP APIs cannot run here,
 * so these tests record the calls supabase-js makes and answer them in Supabase's shapes; the
 * names they use (tables, columns, RPC functions and parameters) are checked against the real
 * migrations on PGlite, so a rename on either side fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseBillingDb, supabaseTokenVerifier } from '../../src/server/supabase-admin.ts';
import { BillingDatabase } from './support.ts';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

function recordingFetch(answer: (request: Seen) => Response) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text === '' ? null : JSON.parse(text),
    };
    seen.push(entry);
    return answer(entry);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CONFIG = {
  supabaseUrl: 'https://project.supabase.example',
  supabaseAnonKey: 'sb_publishable_anon',
  supabaseServiceRoleKey: 'sb_secret_service',
};

describe('supabaseTokenVerifier', () => {
  it('asks Supabase Auth with the anon key and the user token, and returns the user', async () => {
    const { seen, fetchImpl } = recordingFetch(() => jsonResponse(200, { id: 'user-1', email: 'fan@example.test', aud: 'authenticated' }));
    const user = await supabaseTokenVerifier(CONFIG, fetchImpl)('access-token-1');
    expect(user).toEqual({ userId: 'user-1', email: 'fan@example.test' });
    expect(seen).toHaveLength(1);
    expect(`${seen[0]!.method} ${seen[0]!.url.pathname}`).toBe('GET /auth/v1/user');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer access-token-1');
    expect(seen[0]!.headers.get('apikey')).toBe(CONFIG.supabaseAnonKey);
  });

  it('returns null for a token Auth rejects (401/403), and throws when Auth itself fails', async () => {
    for (const status of [401, 403]) {
      const { fetchImpl } = recordingFetch(() => jsonResponse(status, { code: status, error_code: 'bad_jwt', msg: 'invalid JWT' }));
      expect(await supabaseTokenVerifier(CONFIG, fetchImpl)('expired')).toBeNull();
    }
    const { fetchImpl } = recordingFetch(() => jsonResponse(500, { code: 500, msg: 'internal error' }));
    await expect(supabaseTokenVerifier(CONFIG, fetchImpl)('any')).rejects.toThrow();
  });
});

describe('supabaseBillingDb', () => {
  let database: BillingDatabase;
  beforeAll(async () => {
    database = await BillingDatabase.start();
  });
  afterAll(async () => {
    await database.close();
  });

  async function functionParameters(name: string): Promise<string[]> {
    const { rows } = await database.pg.query<{ names: string[] }>(
      `select proargnames as names from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1`,
      [name],
    );
    return rows[0]?.names ?? [];
  }

  async function columns(table: string): Promise<string[]> {
    const { rows } = await database.pg.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    return rows.map((row) => row.column_name);
  }

  it('calls the two RPC functions with the parameter names the migrations declare, as service role', async () => {
    const { seen, fetchImpl } = recordingFetch((request) => jsonResponse(200, request.url.pathname.endsWith('record_stripe_event') ? true : 'user'));
    const db = supabaseBillingDb(CONFIG, fetchImpl);
    expect(await db.recordEvent('evt_1', 'checkout.session.completed')).toBe(true);
    await db.setUserRole('user-1', 'subscriber');

    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /rest/v1/rpc/record_stripe_event',
      'POST /rest/v1/rpc/set_user_role',
    ]);
    expect(seen[0]!.body).toEqual({ p_event_id: 'evt_1', p_event_type: 'checkout.session.completed' });
    expect(seen[1]!.body).toEqual({ p_user_id: 'user-1', p_role: 'subscriber' });
    for (const request of seen) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${CONFIG.supabaseServiceRoleKey}`);
    }
    expect(await functionParameters('record_stripe_event')).toEqual(Object.keys(seen[0]!.body as object));
    expect(await functionParameters('set_user_role')).toEqual(Object.keys(seen[1]!.body as object));
  });

  it('claims checkout attempts and records their sessions through the RPC functions of migration 0006', async () => {
    const { seen, fetchImpl } = recordingFetch((request) =>
      request.url.pathname.endsWith('claim_checkout_attempt')
        ? jsonResponse(200, [{ attempt: 'a-1', session: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1', replaced_session: null }])
        : jsonResponse(200, true),
    );
    const db = supabaseBillingDb(CONFIG, fetchImpl);
    expect(await db.claimCheckoutAttempt('user-1', 'price_basic', null)).toEqual({
      attemptId: 'a-1',
      session: { id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' },
      replacedSessionId: null,
    });
    expect(await db.recordCheckoutSession('user-1', 'a-1', { id: 'cs_1', url: null, expiresAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /rest/v1/rpc/claim_checkout_attempt',
      'POST /rest/v1/rpc/record_checkout_session',
    ]);
    // Every parameter sent exists (p_in_flight_seconds keeps its default), then the columns read back.
    expect(await functionParameters('claim_checkout_attempt')).toEqual([
      ...Object.keys(seen[0]!.body as object),
      'p_in_flight_seconds',
      'attempt',
      'session',
      'url',
      'replaced_session',
    ]);
    expect(await functionParameters('record_checkout_session')).toEqual(Object.keys(seen[1]!.body as object));
  });

  it('a duplicate event comes back false from record_stripe_event', async () => {
    const { fetchImpl } = recordingFetch(() => jsonResponse(200, false));
    expect(await supabaseBillingDb(CONFIG, fetchImpl).recordEvent('evt_1', 'x')).toBe(false);
  });

  it('upserts subscriptions on the id with columns that exist in public.subscriptions', async () => {
    const { seen, fetchImpl } = recordingFetch(() => new Response(null, { status: 201 }));
    await supabaseBillingDb(CONFIG, fetchImpl).upsertSubscription({
      id: 'sub_1',
      userId: 'user-1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_basic',
      currentPeriodEnd: '2025-07-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      plan: 'basic',
    });
    const [request] = seen;
    expect(`${request!.method} ${request!.url.pathname}${request!.url.search}`).toBe('POST /rest/v1/subscriptions?on_conflict=id');
    expect(request!.headers.get('prefer')).toContain('resolution=merge-duplicates');
    const tableColumns = await columns('subscriptions');
    for (const column of Object.keys(request!.body as object)) expect(tableColumns).toContain(column);
  });

  it('reads profiles and processed events by id, and maps rows to the handler shapes', async () => {
    const { seen, fetchImpl } = recordingFetch((request) =>
      request.url.pathname === '/rest/v1/profiles'
        ? jsonResponse(200, [
            {
              id: 'user-1',
              email: 'fan@example.test',
              role: 'member',
              stripe_customer_id: 'cus_1',
              plan: null,
              current_period_end: null,
              billing_synced_at: '2026-11-28T05:00:00+00:00',
            },
          ])
        : jsonResponse(200, []),
    );
    const db = supabaseBillingDb(CONFIG, fetchImpl);
    expect(await db.getProfile('user-1')).toEqual({
      id: 'user-1',
      email: 'fan@example.test',
      role: 'member',
      stripeCustomerId: 'cus_1',
      plan: null,
      currentPeriodEnd: null,
      billingSyncedAt: '2026-11-28T05:00:00.000Z',
    });
    expect(await db.userIdForCustomer('cus_1')).toBe('user-1');
    expect(await db.isEventRecorded('evt_9')).toBe(false);
    expect(seen.map((request) => `${request.url.pathname}?${decodeURIComponent(request.url.search.slice(1))}`)).toEqual([
      '/rest/v1/profiles?select=id,email,role,stripe_customer_id,plan,current_period_end,billing_synced_at&id=eq.user-1',
      '/rest/v1/profiles?select=id&stripe_customer_id=eq.cus_1',
      '/rest/v1/stripe_events?select=id&id=eq.evt_9',
    ]);
    const profileColumns = await columns('profiles');
    for (const column of seen[0]!.url.searchParams.get('select')!.split(',')) expect(profileColumns).toContain(column);
  });

  it('stores the billing state, refunds and disputes, and reads the entitlement with names migration 0012 declares', async () => {
    const { seen, fetchImpl } = recordingFetch((request) => {
      if (request.url.pathname === '/rest/v1/rpc/entitlement') return jsonResponse(200, [{ role: 'subscriber', plan: 'pro' }]);
      if (request.method === 'GET') return jsonResponse(200, [{ kind: 'dispute', recorded_at: '2026-11-28T05:00:00+00:00', subscription_ids: ['sub_1'] }]);
      if (request.method === 'POST') return jsonResponse(201, [{ event_id: 'evt_refund' }]);
      return new Response(null, { status: 204 });
    });
    const db = supabaseBillingDb(CONFIG, fetchImpl);
    await db.setBillingState(
      'user-1',
      {
        plan: null,
        status: 'canceled',
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        accessEnded: { reason: 'refund', at: '2026-11-28T05:00:00.000Z' },
      },
      '2026-11-28T05:00:01.000Z',
    );
    await db.markBillingUnsynced('user-1');
    const recorded = await db.recordChargeAdjustment({
      eventId: 'evt_refund',
      userId: 'user-1',
      customerId: 'cus_1',
      chargeId: 'ch_1',
      kind: 'full_refund',
      amount: 1999,
      amountRefunded: 1999,
      currency: 'usd',
      endsAccess: true,
      subscriptionIds: ['sub_1'],
    });
    expect(recorded).toBe(true);
    expect(await db.accessEndings('cus_1')).toEqual([{ reason: 'dispute', at: '2026-11-28T05:00:00.000Z', subscriptionIds: ['sub_1'] }]);
    expect(await db.entitlement('user-1')).toEqual({ role: 'subscriber', plan: 'pro' });

    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'PATCH /rest/v1/profiles',
      'PATCH /rest/v1/profiles',
      'POST /rest/v1/charge_adjustments',
      'GET /rest/v1/charge_adjustments',
      'POST /rest/v1/rpc/entitlement',
    ]);
    const [billing, unsynced, adjustment, endings, entitlement] = seen;
    expect([unsynced!.url.searchParams.get('id'), unsynced!.body]).toEqual(['eq.user-1', { billing_synced_at: null }]);
    const profileColumns = await columns('profiles');
    for (const column of Object.keys(billing!.body as object)) expect(profileColumns).toContain(column);
    expect(billing!.body).toMatchObject({
      access_ended_reason: 'refund',
      access_ended_at: '2026-11-28T05:00:00.000Z',
      billing_synced_at: '2026-11-28T05:00:01.000Z',
    });
    const adjustmentColumns = await columns('charge_adjustments');
    for (const column of Object.keys(adjustment!.body as object)) expect(adjustmentColumns).toContain(column);
    expect(adjustment!.url.searchParams.get('on_conflict')).toBe('event_id');
    expect(adjustment!.headers.get('prefer')).toContain('resolution=ignore-duplicates');
    for (const column of endings!.url.searchParams.get('select')!.split(',')) expect(adjustmentColumns).toContain(column.trim());
    expect(await functionParameters('entitlement')).toEqual([...Object.keys(entitlement!.body as object), 'role', 'plan']);
  });

  it('turns a PostgREST error into a thrown error naming what failed', async () => {
    const { fetchImpl } = recordingFetch(() =>
      jsonResponse(403, { code: '42501', message: 'permission denied for function set_user_role', details: null, hint: null }),
    );
    await expect(supabaseBillingDb(CONFIG, fetchImpl).setUserRole('user-1', 'user')).rejects.toThrow(
      'setting the role: permission denied for function set_user_role (42501)',
    );
  });
});
