/**
 * The payment routes for the configured-mode browser journeys, run for real: the page's calls to
 * /api/* are handed to the SAME handlers the server runs (src/server), with the real `stripe` SDK
 * against the loopback Stripe stand-in and the real migrations on PGlite (tests/server/support.ts).
 * Only Supabase Auth is stood in for: the fake session's access token names the user (its `sub`).
 * The world is shared by the tests of a worker (each test has its own users).
 * After every call the profile the server wrote in PostgreSQL (role, customer, plan, status,
 * period end) is copied into the fake Supabase, which the page reads it from.
 *
 * The test plays Stripe's side: `pay(sessionId)` completes the Checkout Session in the stand-in,
 * `deliverWebhook(type, object)` sends a signed event to the real webhook handler (late, or never),
 * `subscribe(user, plan)` starts an active subscription and delivers its webhook.
 *
 * The API key routes run the same way (src/server/api-keys.ts on the same database), and
 * `serveDataApi()` serves the data API (src/server/data-api.ts) over loopback HTTP, for requests
 * made from the test as curl would make them.
 *
 * Reports (the Pro plan's custom reports): /api/graded-history-csv runs its real handler on the
 * configured test build's own archive (ACCOUNTS_SITE_OUT/client/data/history), and the page's
 * PostgREST calls to /rest/v1/saved_views run as SQL on the same PGlite, as the `authenticated`
 * role with the caller's JWT claims, so migration 0011's grants and row-level security (the Pro
 * check included) decide, as they would in Supabase.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { createApiKey, listApiKeys, revokeApiKey } from '../../src/server/api-keys.ts';
import { picksCsvRoute, picksJson, projectionsCsvRoute, projectionsJson } from '../../src/server/data-api.ts';
import { apiLimits } from '../../src/server/rate-limit.ts';
import type { ApiDeps, ApiHandler, VerifyAccessToken } from '../../src/server/types.ts';
import { confirmCheckout } from '../../src/server/checkout-return.ts';
import { createCheckoutSession } from '../../src/server/create-checkout-session.ts';
import { cancelSubscription, createCustomerPortalSession, createPortalSession, resumeSubscription } from '../../src/server/customer-routes.ts';
import { fileHistoryArchive, gradedHistoryCsv } from '../../src/server/graded-history-csv.ts';
import { stripeWebhook } from '../../src/server/stripe-webhook.ts';
import { syncBilling } from '../../src/server/sync-billing.ts';
import type { Handler } from '../../src/server/types.ts';
import { stripeEvent } from '../server/stripe-stand-in.ts';
import { startWorld, WEBHOOK_SECRET, type World } from '../server/support.ts';
import { ACCOUNTS_SITE_OUT, FAKE_SUPABASE_URL, PRICE_BASIC, PRICE_PRO, SUPPORT_INBOX, TEST_GENERATED_DIR } from './accounts-env.ts';
import type { FakeSupabase, FakeUser } from './accounts-fake-supabase.ts';

let sharedWorld: Promise<World> | null = null;

/** A user of one test (unique id and email), so tests can share the worker's database. */
export function newPayer(): FakeUser {
  const id = randomUUID();
  return { id, email: `payer-${id.slice(0, 8)}@example.test`, password: 'payer-password' };
}

const HANDLERS: Record<string, Handler> = {
  '/api/create-checkout-session': createCheckoutSession,
  '/api/confirm-checkout': confirmCheckout,
  '/api/cancel-subscription': cancelSubscription,
  '/api/resume-subscription': resumeSubscription,
  '/api/create-portal-session': createPortalSession,
  '/api/create-customer-portal-session': createCustomerPortalSession,
  '/api/sync-billing': syncBilling,
};

const API_HANDLERS: Record<string, ApiHandler> = {
  '/api/list-api-keys': listApiKeys,
  '/api/create-api-key': createApiKey,
  '/api/revoke-api-key': revokeApiKey,
};

const DATA_HANDLERS: Record<string, ApiHandler> = {
  '/api/v1/projections.json': projectionsJson,
  '/api/v1/projections.csv': projectionsCsvRoute,
  '/api/v1/picks.json': picksJson,
  '/api/v1/picks.csv': picksCsvRoute,
};

/** The configured test build's own archive, which the deployed route would read. */
export const BUILT_HISTORY_DIR = path.join(ACCOUNTS_SITE_OUT, 'client', 'data', 'history');
const GRADED_HISTORY_PATH = '/api/graded-history-csv';

/** The user id (`sub`) of the fake session's access token, or null. */
function tokenSubject(authorization: string | undefined): string | null {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (payload === undefined) return null;
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  return sub ?? null;
}

/** PostgREST's status for a database error code. */
function postgrestStatus(code: string): number {
  if (code === '42501') return 403;
  if (code === '23505') return 409;
  return 400;
}

interface StoredBilling {
  id: string;
  role: string;
  stripe_customer_id: string | null;
  plan: 'basic' | 'pro' | null;
  subscription_status: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
}

export class PaymentsBridge {
  /** Paths the page called, in order. */
  readonly calls: string[] = [];
  /**
   * When set, Stripe is unreachable for the return: /api/confirm-checkout and /api/sync-billing
   * answer 502 without running.
   */
  confirmDown = false;
  /** The archive /api/graded-history-csv reads (a spec may point it at an archive of its own). */
  historyDir = BUILT_HISTORY_DIR;

  private constructor(
    readonly world: World,
    private readonly fake: FakeSupabase,
  ) {}

  /**
   * A bridge for one test. The world (PGlite with the migrations, the stand-in) is started once
   * per Playwright worker and shared: each test uses users of its own (newPayer()).
   */
  static async start(fake: FakeSupabase): Promise<PaymentsBridge> {
    return new PaymentsBridge(await PaymentsBridge.warmUp(), fake);
  }

  /** Starts the worker's shared world (call it in beforeAll: it can take a while on a busy machine). */
  static warmUp(): Promise<World> {
    // The test build's price ids, so the plans the page offers are the server's plans.
    sharedWorld ??= startWorld(PaymentsBridge.worldEnv());
    return sharedWorld;
  }

  /** The server variables of the world: the test build's price ids and inbox, and `overrides`. */
  static worldEnv(overrides: Record<string, string> = {}): Record<string, string> {
    return { STRIPE_PRICE_BASIC: PRICE_BASIC, STRIPE_PRICE_PRO: PRICE_PRO, SUPPORT_INBOX, ...overrides };
  }

  /** A bridge over a world of its own (paid mode locally: scripts/paid-local.ts). */
  static over(world: World, fake: FakeSupabase): PaymentsBridge {
    return new PaymentsBridge(world, fake);
  }

  /** The fake's users exist in PostgreSQL too (same ids), as the sign-up trigger made them. */
  async addUsers(users: FakeUser[]): Promise<void> {
    for (const user of users) {
      await this.world.database.pg.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [user.id, user.email, '{}']);
      await this.copyProfile(user.id);
    }
  }

  /** The fake session's access token names the user (its `sub`). */
  private readonly verifyFakeSession: VerifyAccessToken = async (token) => {
    const payload = token.split('.')[1];
    if (payload === undefined) return null;
    let sub: string | undefined;
    try {
      sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub;
    } catch {
      return null;
    }
    const user = this.fake.users.find((candidate) => candidate.id === sub);
    return user ? { userId: user.id, email: user.email } : null;
  };

  private apiDepsOfBridge: ApiDeps | null = null;

  /** What the API key routes and the data API run with (one set of limits per bridge). */
  get apiDeps(): ApiDeps {
    this.apiDepsOfBridge ??= { verifyAccessToken: this.verifyFakeSession, keys: this.world.database.keys, limits: apiLimits() };
    return this.apiDepsOfBridge;
  }

  /**
   * Gives the user a running subscription of the plan in PostgreSQL, with the role and plan the
   * billing sync would mirror (access is computed from the subscription, migration 0012), and
   * copies the profile to the fake.
   */
  async setPlan(userId: string, plan: 'basic' | 'pro'): Promise<void> {
    await this.world.database.grantPlan(userId, plan);
    await this.copyProfile(userId);
  }

  /** The saved_views rows of a user, as stored. */
  async savedViews(userId: string): Promise<{ name: string; table_id: string; settings: unknown }[]> {
    const { rows } = await this.world.database.pg.query<{ name: string; table_id: string; settings: unknown }>(
      'select name, table_id, settings from public.saved_views where user_id = $1 order by created_at',
      [userId],
    );
    return rows;
  }

  /** Answers the payment routes of `page`, or of every page of a browser context. */
  async install(page: Page | BrowserContext): Promise<void> {
    const deps = this.world.deps({ verifyAccessToken: this.verifyFakeSession });
    // Registered after the fake's catch-all, so it answers these calls first.
    await page.route(`${FAKE_SUPABASE_URL}/rest/v1/saved_views**`, (route) => this.answerSavedViews(route));
    await page.route('**/api/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      this.calls.push(url.pathname);
      const apiHandler = API_HANDLERS[url.pathname];
      if (apiHandler !== undefined) {
        const response = await apiHandler(
          new Request(url, { method: request.method(), headers: request.headers(), body: request.postData() ?? undefined }),
          this.apiDeps,
        );
        return route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() });
      }
      const handler = url.pathname === GRADED_HISTORY_PATH ? gradedHistoryCsv(fileHistoryArchive(this.historyDir)) : HANDLERS[url.pathname];
      if (handler === undefined) return route.fulfill({ status: 404, body: '' });
      if (url.pathname === '/api/confirm-checkout' && this.confirmDown) {
        return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'We could not confirm your payment yet' }) });
      }
      if (url.pathname === '/api/sync-billing' && this.confirmDown) {
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'We could not refresh your subscription from Stripe' }),
        });
      }
      const body = request.postData() ?? undefined;
      const response = await handler(new Request(url, { method: request.method(), headers: request.headers(), body }), deps);
      await this.copyAllProfiles();
      // As bytes: the CSV's byte-order mark must reach the page.
      await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
    });
  }

  /**
   * /rest/v1/saved_views as PostgREST would run it: GET (table_id=eq., ordered by created_at),
   * POST (insert, answering the row; one object for Accept: vnd.pgrst.object+json), DELETE
   * (id=eq.), each in a transaction as `authenticated` with the token's claims.
   */
  private async answerSavedViews(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const cors = { 'access-control-allow-origin': '*' };
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 200,
        headers: { ...cors, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS' },
      });
    }
    const sub = tokenSubject(request.headers().authorization);
    const eq = (name: string) => url.searchParams.get(name)?.replace(/^eq\./, '') ?? null;
    const claims = JSON.stringify(sub ? { sub, role: 'authenticated', aud: 'authenticated' } : { role: 'anon' });
    const asCaller = <R>(sql: string, params: unknown[]) =>
      this.world.database.pg.transaction(async (tx) => {
        await tx.query(`set local role ${sub ? 'authenticated' : 'anon'}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        return (await tx.query<R>(sql, params)).rows;
      });
    const columns = 'id, name, settings, created_at';
    const asJson = (row: { created_at?: unknown }) => ({ ...row, created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at });
    try {
      if (request.method() === 'GET') {
        const rows = await asCaller<{ created_at: Date }>(`select ${columns} from public.saved_views where table_id = $1 order by created_at, id`, [
          eq('table_id'),
        ]);
        return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: JSON.stringify(rows.map(asJson)) });
      }
      if (request.method() === 'POST') {
        const body = JSON.parse(request.postData() ?? '{}') as { table_id?: unknown; name?: unknown; settings?: unknown };
        const rows = await asCaller<{ created_at: Date }>(
          `insert into public.saved_views (table_id, name, settings) values ($1, $2, $3::jsonb) returning ${columns}`,
          [body.table_id, body.name, JSON.stringify(body.settings)],
        );
        const single = (request.headers().accept ?? '').includes('vnd.pgrst.object+json');
        return route.fulfill({
          status: 201,
          contentType: 'application/json',
          headers: cors,
          body: JSON.stringify(single ? asJson(rows[0]!) : rows.map(asJson)),
        });
      }
      if (request.method() === 'DELETE') {
        await asCaller('delete from public.saved_views where id = $1', [eq('id')]);
        return route.fulfill({ status: 204, headers: cors, body: '' });
      }
      return route.fulfill({ status: 405, headers: cors, body: '' });
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      return route.fulfill({
        status: postgrestStatus(code ?? ''),
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({ code: code ?? 'XX000', message: message ?? String(error), details: null, hint: null }),
      });
    }
  }

  /** The customer pays on Stripe's page: the session completes and the subscription starts. */
  pay(sessionId: string): void {
    this.world.stripeStandIn.completeCheckout(sessionId);
  }

  /** The Checkout Session the page's checkout created most recently for this user. */
  lastSessionId(userId: string): string {
    const sessions = [...this.world.stripeStandIn.checkoutSessions.values()].filter((session) => (session.metadata as { userId?: string }).userId === userId);
    const id = sessions.at(-1)?.id;
    if (id === undefined) throw new Error(`no checkout session was created for ${userId}`);
    return id;
  }

  /** Signs and delivers an event to the real webhook handler; answers its status and body. */
  async deliverWebhook(type: string, object: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const payload = JSON.stringify(stripeEvent(`evt_browser_${randomUUID()}`, type, object));
    const signature = this.world.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await stripeWebhook(
      new Request('https://longball.example/api/stripe-webhook', { method: 'POST', headers: { 'stripe-signature': signature }, body: payload }),
      this.world.deps(),
    );
    await this.copyAllProfiles();
    return { status: response.status, body: await response.json() };
  }

  /**
   * The user subscribes to a plan on Stripe (a customer and an active subscription in the
   * stand-in) and Stripe's webhook reaches the server, which stores the role and plan.
   */
  async subscribe(user: FakeUser, plan: 'basic' | 'pro'): Promise<void> {
    this.world.stripeStandIn.now = Math.floor(Date.now() / 1000);
    const customer = this.world.stripeStandIn.addCustomer(user.email, { userId: user.id });
    await this.world.database.pg.query('update public.profiles set stripe_customer_id = $2 where id = $1', [user.id, customer.id]);
    const subscription = this.world.stripeStandIn.addSubscription({
      customer: customer.id as string,
      price: plan === 'pro' ? PRICE_PRO : PRICE_BASIC,
      status: 'active',
    });
    const delivered = await this.deliverWebhook('customer.subscription.created', subscription);
    if (delivered.status !== 200) throw new Error(`the webhook answered ${delivered.status}`);
  }

  /** The sample's projections and picks, published into premium_slates as `pipeline publish` does. */
  async publishSampleSlate(): Promise<{ date: string; batters: number }> {
    const projections = JSON.parse(await readFile(path.join(TEST_GENERATED_DIR, 'projections.json'), 'utf8')) as { date: string; batters: unknown[] };
    const picks = await readFile(path.join(TEST_GENERATED_DIR, 'picks.json'), 'utf8');
    await this.world.database.pg.query(
      `insert into public.premium_slates (slate_date, projections, picks, schema_version) values ($1, $2, $3, 1)
       on conflict (slate_date) do update set projections = excluded.projections, picks = excluded.picks`,
      [projections.date, JSON.stringify(projections), picks],
    );
    return { date: projections.date, batters: projections.batters.length };
  }

  /** The data API over HTTP on 127.0.0.1 (a free port); answers its base URL and a stop function. */
  async serveDataApi(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
    const server: Server = createServer(async (incoming, outgoing) => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const handler = DATA_HANDLERS[url.pathname];
      if (handler === undefined) {
        outgoing.writeHead(404).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      const response = await handler(new Request(url, { method: incoming.method, headers }), this.apiDeps);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  /** The profile as the server stored it. */
  async stored(userId: string): Promise<StoredBilling> {
    const { rows } = await this.world.database.pg.query<StoredBilling>(
      'select id, role, stripe_customer_id, plan, subscription_status, current_period_end, cancel_at_period_end from public.profiles where id = $1',
      [userId],
    );
    if (!rows[0]) throw new Error(`no profile ${userId}`);
    return rows[0];
  }

  private async copyAllProfiles(): Promise<void> {
    for (const user of this.fake.users) await this.copyProfile(user.id);
  }

  private async copyProfile(userId: string): Promise<void> {
    const row = await this.stored(userId);
    const profile = this.fake.profiles.get(userId);
    if (!profile) return;
    Object.assign(profile, {
      role: row.role,
      stripe_customer_id: row.stripe_customer_id,
      plan: row.plan,
      subscription_status: row.subscription_status,
      current_period_end: row.current_period_end === null ? null : row.current_period_end.toISOString(),
      cancel_at_period_end: row.cancel_at_period_end,
    });
  }
}
