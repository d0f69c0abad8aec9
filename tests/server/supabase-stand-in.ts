/**
 * A stand-in for the two Supabase HTTP APIs the payment server calls (Auth and PostgREST), on
 * loopback, so the production server (dist/server/entry.mjs, with supabase-js inside) can run
 * unchanged against it. Supabase's own servers cannot run here (no PostgREST, no GoTrue).
 *
 * It answers exactly the calls src/server/supabase-admin.ts makes, in Supabase's shapes, and does
 * the work with the SQL BillingDb on PGlite with the real migrations (as service_role), so rows,
 * constraints and the RPC functions are the real ones:
 *   GET   /auth/v1/user                         the TokenTable's user of the bearer token, else 401
 *   GET   /rest/v1/profiles?select=...&id=eq.X  getProfile: the selected columns of the real row, as
 *                                               PostgREST answers them (plan and the billing columns included)
 *   GET   /rest/v1/profiles?select=id&stripe_customer_id=eq.X   userIdForCustomer
 *   PATCH /rest/v1/profiles?id=eq.X             setStripeCustomerId, setBillingState, markBillingUnsynced
 *   GET   /rest/v1/stripe_events?select=id&id=eq.X               isEventRecorded
 *   POST  /rest/v1/subscriptions?on_conflict=id upsertSubscription
 *   POST  /rest/v1/rpc/{record_stripe_event, set_user_role, claim_checkout_attempt, record_checkout_session,
 *                       entitlement, claim_signup_notice}
 *   POST  /rest/v1/charge_adjustments?on_conflict=event_id   recordChargeAdjustment (ignore-duplicates)
 *   GET   /rest/v1/charge_adjustments?select=...&customer_id=eq.X&ends_access=eq.true   accessEndings
 *   GET   /rest/v1/api_keys?select=...&user_id=eq.X&order=...          listKeys (ApiKeyDb, migration 0009)
 *   POST  /rest/v1/rpc/{create_api_key, revoke_api_key, use_api_key}  createKey (a refusal as PostgREST's
 *                                                 error with its SQLSTATE), revokeKey, checkKey
 *   GET   /rest/v1/premium_slates?select=...[&slate_date=eq.D][&order=slate_date.desc&limit=1]   slate
 * /rest/v1 requires the service-role key as bearer; any other call is answered 404 and recorded in
 * `unknown`, so a test can assert the server made no call this stand-in does not know.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BillingDatabase } from './support.ts';

const REFUSAL_CODES = { plan: '42501', limit: '23514', rate: '54000' } as const;

/** The columns of public.profiles a client of this stand-in may select. */
const PROFILE_SELECTABLE = new Set([
  'id',
  'email',
  'role',
  'stripe_customer_id',
  'plan',
  'subscription_status',
  'current_period_end',
  'cancel_at_period_end',
  'access_ended_reason',
  'access_ended_at',
  'billing_synced_at',
]);

/** Who a bearer token belongs to (a TokenTable, or the browser fake's sessions). */
export interface TokenVerifier {
  verify(token: string): Promise<{ userId: string; email: string | null } | null>;
}

export class SupabaseStandIn {
  readonly unknown: string[] = [];
  readonly calls: string[] = [];
  private server: Server | null = null;
  url = '';

  constructor(
    private readonly database: BillingDatabase,
    private readonly tokens: TokenVerifier,
    private readonly serviceRoleKey: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.serve(req, res).catch((error: unknown) => send(res, 500, { code: 'XX000', message: String(error), details: null, hint: null }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const query = Object.fromEntries(url.searchParams);
    const eq = (name: string) => (query[name]?.startsWith('eq.') ? query[name].slice(3) : null);
    const route = `${method} ${url.pathname}`;
    this.calls.push(route);
    const db = this.database.db;

    if (route === 'GET /auth/v1/user') {
      const user = await this.tokens.verify(bearer);
      if (user === null) return send(res, 401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' });
      const { rows } = await this.database.pg.query<{ created_at: Date }>('select created_at from auth.users where id = $1', [user.userId]);
      const createdAt = rows[0]?.created_at.toISOString() ?? null;
      return send(res, 200, { id: user.userId, email: user.email, aud: 'authenticated', role: 'authenticated', created_at: createdAt });
    }
    if (url.pathname.startsWith('/rest/v1/') && bearer !== this.serviceRoleKey) {
      return send(res, 401, { code: '42501', message: 'the stand-in serves the service role only', details: null, hint: null });
    }
    if (route === 'GET /rest/v1/profiles' && eq('id') !== null) {
      const selected = (query.select ?? '*').split(',').map((column) => column.trim());
      const unknown = selected.filter((column) => column !== '*' && !PROFILE_SELECTABLE.has(column));
      if (unknown.length > 0) return send(res, 400, { code: '42703', message: `column profiles.${unknown[0]} does not exist`, details: null, hint: null });
      const columns = selected.includes('*') ? [...PROFILE_SELECTABLE] : selected;
      const { rows } = await this.database.pg.query<Record<string, unknown>>(`select ${columns.join(', ')} from public.profiles where id = $1`, [eq('id')]);
      return send(res, 200, rows.map(postgrestRow));
    }
    if (route === 'GET /rest/v1/profiles' && eq('stripe_customer_id') !== null) {
      const userId = await db.userIdForCustomer(eq('stripe_customer_id')!);
      return send(res, 200, userId === null ? [] : [{ id: userId }]);
    }
    if (route === 'PATCH /rest/v1/profiles' && eq('id') !== null && typeof body.stripe_customer_id === 'string') {
      await db.setStripeCustomerId(eq('id')!, body.stripe_customer_id);
      return send(res, 204, null);
    }
    if (route === 'PATCH /rest/v1/profiles' && eq('id') !== null && 'subscription_status' in body) {
      const reason = (body.access_ended_reason as 'refund' | 'dispute' | null) ?? null;
      await db.setBillingState(
        eq('id')!,
        {
          plan: (body.plan as 'basic' | 'pro' | null) ?? null,
          status: (body.subscription_status as string | null) ?? null,
          currentPeriodEnd: (body.current_period_end as string | null) ?? null,
          cancelAtPeriodEnd: body.cancel_at_period_end === true,
          accessEnded: reason === null ? null : { reason, at: String(body.access_ended_at) },
        },
        String(body.billing_synced_at),
      );
      return send(res, 204, null);
    }
    if (route === 'PATCH /rest/v1/profiles' && eq('id') !== null && Object.keys(body).join() === 'billing_synced_at' && body.billing_synced_at === null) {
      await db.markBillingUnsynced(eq('id')!);
      return send(res, 204, null);
    }
    if (route === 'GET /rest/v1/stripe_events' && eq('id') !== null) {
      return send(res, 200, (await db.isEventRecorded(eq('id')!)) ? [{ id: eq('id') }] : []);
    }
    if (route === 'POST /rest/v1/subscriptions' && query.on_conflict === 'id') {
      await db.upsertSubscription({
        id: String(body.id),
        userId: String(body.user_id),
        customerId: String(body.customer_id),
        status: String(body.status),
        priceId: (body.price_id as string | null) ?? null,
        currentPeriodEnd: (body.current_period_end as string | null) ?? null,
        cancelAtPeriodEnd: body.cancel_at_period_end === true,
        plan: (body.plan as 'basic' | 'pro' | null) ?? null,
      });
      return send(res, 201, null);
    }
    if (route === 'POST /rest/v1/charge_adjustments' && query.on_conflict === 'event_id') {
      const recorded = await db.recordChargeAdjustment({
        eventId: String(body.event_id),
        userId: String(body.user_id),
        customerId: String(body.customer_id),
        chargeId: String(body.charge_id),
        kind: body.kind as 'full_refund' | 'partial_refund' | 'dispute',
        amount: Number(body.amount),
        amountRefunded: Number(body.amount_refunded),
        currency: (body.currency as string | null) ?? null,
        endsAccess: body.ends_access === true,
        subscriptionIds: body.subscription_ids as string[],
      });
      return send(res, 201, recorded ? [{ event_id: body.event_id }] : []);
    }
    if (route === 'GET /rest/v1/charge_adjustments' && eq('customer_id') !== null && eq('ends_access') === 'true') {
      const endings = await db.accessEndings(eq('customer_id')!);
      return send(
        res,
        200,
        endings.map((ending) => ({
          kind: ending.reason === 'dispute' ? 'dispute' : 'full_refund',
          recorded_at: ending.at,
          subscription_ids: ending.subscriptionIds,
        })),
      );
    }
    if (route === 'POST /rest/v1/rpc/entitlement') {
      const entitlement = await db.entitlement(String(body.p_user_id));
      return send(res, 200, [entitlement]);
    }
    if (route === 'POST /rest/v1/rpc/claim_signup_notice') {
      const { rows } = await this.database.pg.query<{ first: boolean }>('select public.claim_signup_notice($1) as first', [body.p_user_id]);
      return send(res, 200, rows[0]!.first);
    }
    if (route === 'POST /rest/v1/rpc/record_stripe_event') {
      return send(res, 200, await db.recordEvent(String(body.p_event_id), String(body.p_event_type)));
    }
    if (route === 'POST /rest/v1/rpc/set_user_role') {
      await db.setUserRole(String(body.p_user_id), body.p_role as never);
      return send(res, 200, body.p_role);
    }
    if (route === 'POST /rest/v1/rpc/claim_checkout_attempt') {
      const attempt = await db.claimCheckoutAttempt(String(body.p_user_id), String(body.p_price_id), (body.p_stale_attempt as string | null) ?? null);
      return send(res, 200, [
        { attempt: attempt.attemptId, session: attempt.session?.id ?? null, url: attempt.session?.url ?? null, replaced_session: attempt.replacedSessionId },
      ]);
    }
    if (route === 'POST /rest/v1/rpc/record_checkout_session') {
      const recorded = await db.recordCheckoutSession(String(body.p_user_id), String(body.p_attempt), {
        id: String(body.p_session_id),
        url: (body.p_session_url as string | null) ?? null,
        expiresAt: String(body.p_expires_at),
      });
      return send(res, 200, recorded);
    }
    const answered = await this.serveApiKeys(route, eq, body, req.headers.accept ?? '', res);
    if (answered) return;
    this.unknown.push(`${route}${url.search}`);
    return send(res, 404, { code: 'PGRST125', message: `the stand-in does not serve ${route}`, details: null, hint: null });
  }

  /** The API key calls (supabaseApiKeyDb); false when the route is not one of them. */
  private async serveApiKeys(
    route: string,
    eq: (name: string) => string | null,
    body: Record<string, unknown>,
    accept: string,
    res: ServerResponse,
  ): Promise<boolean> {
    const keys = this.database.keys;
    const snake = (key: { id: string; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null }) => ({
      id: key.id,
      prefix: key.prefix,
      created_at: key.createdAt,
      last_used_at: key.lastUsedAt,
      revoked_at: key.revokedAt,
    });
    if (route === 'GET /rest/v1/api_keys' && eq('user_id') !== null) {
      send(res, 200, (await keys.listKeys(eq('user_id')!)).map(snake));
    } else if (route === 'POST /rest/v1/rpc/create_api_key') {
      const result = await keys.createKey(
        String(body.p_user_id),
        String(body.p_prefix),
        String(body.p_key_hash),
        Number(body.p_max_active),
        Number(body.p_max_created_per_day),
      );
      if ('created' in result) send(res, 200, [snake(result.created)]);
      else send(res, 400, { code: REFUSAL_CODES[result.refused], message: `refused: ${result.refused}`, details: null, hint: null });
    } else if (route === 'POST /rest/v1/rpc/revoke_api_key') {
      send(res, 200, await keys.revokeKey(String(body.p_user_id), String(body.p_key_id)));
    } else if (route === 'POST /rest/v1/rpc/use_api_key') {
      const found = await keys.checkKey(String(body.p_key_hash));
      send(res, 200, found === null ? [] : [{ key_id: found.keyId, user_id: found.userId, revoked: found.revoked, has_access: found.hasAccess }]);
    } else if (route === 'GET /rest/v1/premium_slates') {
      const slate = await keys.slate(eq('slate_date'));
      sendMaybeSingle(
        res,
        accept,
        slate === null ? null : { slate_date: slate.date, projections: slate.projections, picks: slate.picks, published_at: slate.publishedAt },
      );
    } else {
      return false;
    }
    return true;
  }
}

/** A row as PostgREST writes it in JSON (timestamps as ISO text). */
function postgrestRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]));
}

/** A PostgREST answer for a maybeSingle() read: the row or null as an object, or an array. */
function sendMaybeSingle(res: ServerResponse, accept: string, row: unknown | null): void {
  if (!accept.includes('vnd.pgrst.object')) send(res, 200, row === null ? [] : [row]);
  else if (row === null) send(res, 406, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: null, hint: null });
  else send(res, 200, row);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === null) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
