/**
 * Pro's API access: the key routes (create, list, revoke with the user's session) and the data
 * API (GET /api/v1/*.json|csv with a key), on the real migrations on PGlite (service_role, as the
 * server runs them). The plan is the one the server stored on the profile; nothing the client
 * sends (a plan, a role, a user id, a header) changes what a key may do.
 */
import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as createKeyPage from '../../src/pages/api/create-api-key.ts';
import * as listKeysPage from '../../src/pages/api/list-api-keys.ts';
import * as revokeKeyPage from '../../src/pages/api/revoke-api-key.ts';
import * as picksCsvPage from '../../src/pages/api/v1/picks.csv.ts';
import * as picksJsonPage from '../../src/pages/api/v1/picks.json.ts';
import * as projectionsCsvPage from '../../src/pages/api/v1/projections.csv.ts';
import * as projectionsJsonPage from '../../src/pages/api/v1/projections.json.ts';
import { API_MESSAGES, API_RATE_LIMIT, MAX_ACTIVE_API_KEYS } from '../../src/shared/api-access.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../src/server/api-keys.ts';
import { picksCsvRoute, picksJson, projectionsCsvRoute, projectionsJson, PROJECTION_CSV_COLUMNS } from '../../src/server/data-api.ts';
import { API_LIMIT_SETTINGS, apiLimits } from '../../src/server/rate-limit.ts';
import { astroApiEndpoint } from '../../src/server/runtime.ts';
import type { ApiDeps, ApiHandler } from '../../src/server/types.ts';
import { slateFiles } from './api-slate.ts';
import { apiRequest, type CallOptions, startWorld, testEnv, type World } from './support.ts';

const SLATE_DATE = '2026-08-21';
const OLDER_DATE = '2026-08-20';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('API keys and the data API', () => {
  let world: World;
  let clock = 0;
  let deps: ApiDeps;

  beforeAll(async () => {
    world = await startWorld();
    const { projections, picks } = slateFiles(SLATE_DATE);
    const older = slateFiles(OLDER_DATE);
    for (const [date, files] of [
      [SLATE_DATE, { projections, picks }],
      [OLDER_DATE, older],
    ] as const) {
      await world.database.pg.query('insert into public.premium_slates (slate_date, projections, picks, schema_version) values ($1, $2, $3, 1)', [
        date,
        JSON.stringify(files.projections),
        JSON.stringify(files.picks),
      ]);
    }
  });
  afterAll(async () => {
    await world.close();
  });
  beforeEach(() => {
    clock = 1_000_000;
    world.logs.length = 0;
    deps = {
      verifyAccessToken: world.tokens.verify,
      keys: world.database.keys,
      limits: apiLimits(API_LIMIT_SETTINGS, () => clock),
      log: (message, details) => world.logs.push(details ? `${message} ${JSON.stringify(details)}` : message),
    };
  });

  async function send(handler: ApiHandler, path: string, options: CallOptions = {}) {
    const response = await handler(apiRequest(path, options), deps);
    // Decoded keeping a byte-order mark (Response.text() would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return { status: response.status, headers: response.headers, text, body: isJson ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  /** A signed-up user with the role and plan the server would have stored from Stripe. */
  async function user(email: string, billing: { role?: 'member' | 'subscriber' | 'user'; plan?: 'basic' | 'pro' | null } = {}) {
    const userId = await world.database.createUser(email);
    await setBilling(userId, billing.role ?? 'member', billing.plan ?? null);
    return { userId, token: world.tokens.issue({ userId, email }) };
  }

  /** The subscription the server would have mirrored from Stripe: plan null ends it (cancelled, role user). */
  async function setBilling(userId: string, role: string, plan: 'basic' | 'pro' | null) {
    if (plan !== null) {
      await world.database.grantPlan(userId, plan);
      return;
    }
    await world.database.pg.query(`update public.subscriptions set status = 'canceled' where user_id = $1`, [userId]);
    await world.database.pg.query(`update public.profiles set role = $2, plan = null, subscription_status = null where id = $1`, [userId, role]);
  }

  async function newKey(token: string): Promise<string> {
    const created = await send(createApiKey, '/api/create-api-key', { token, body: {} });
    expect(created.status).toBe(201);
    return created.body!.key as string;
  }

  const get = (handler: ApiHandler, path: string, key?: string, headers: Record<string, string> = {}) =>
    send(handler, path, { method: 'GET', headers: key === undefined ? headers : { ...headers, authorization: `Bearer ${key}` } });

  async function storedKeys(userId: string) {
    const { rows } = await world.database.pg.query<{ prefix: string; key_hash: string; revoked_at: Date | null; last_used_at: Date | null }>(
      'select prefix, key_hash, revoked_at, last_used_at from public.api_keys where user_id = $1 order by created_at',
      [userId],
    );
    return rows;
  }

  describe('POST /api/create-api-key', () => {
    it('gives a Pro subscriber a key once; only its sha256 and prefix are stored', async () => {
      const pro = await user('pro-create@example.test', { role: 'subscriber', plan: 'pro' });
      const created = await send(createApiKey, '/api/create-api-key', { token: pro.token, body: {} });
      expect(created.status).toBe(201);
      const key = created.body!.key as string;
      expect(key).toMatch(/^lb_[A-Za-z0-9_-]{43}$/);
      expect(created.body!.apiKey).toMatchObject({ prefix: key.slice(0, 11), lastUsedAt: null, revokedAt: null });
      const stored = await storedKeys(pro.userId);
      expect(stored).toEqual([{ prefix: key.slice(0, 11), key_hash: sha256(key), revoked_at: null, last_used_at: null }]);
      // The key itself is nowhere in the table.
      const { rows } = await world.database.pg.query<{ found: boolean }>(
        `select exists (select 1 from public.api_keys k where k::text like '%' || $1 || '%') as found`,
        [key.slice(11)],
      );
      expect(rows[0]!.found).toBe(false);
      // Two keys are never the same.
      expect(await newKey(pro.token)).not.toBe(key);
    });

    it('refuses a Basic subscriber, a member and a lapsed user with 403, storing nothing', async () => {
      const cases = [
        await user('basic-create@example.test', { role: 'subscriber', plan: 'basic' }),
        await user('member-create@example.test'),
        await user('lapsed-create@example.test', { role: 'user', plan: null }),
      ];
      for (const caller of cases) {
        const refused = await send(createApiKey, '/api/create-api-key', { token: caller.token, body: {} });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: API_MESSAGES.proOnly });
        expect(await storedKeys(caller.userId)).toEqual([]);
      }
    });

    it('refuses a plan, a role or a user id sent by the client (400), and stores nothing', async () => {
      const basic = await user('basic-forger@example.test', { role: 'subscriber', plan: 'basic' });
      const pro = await user('pro-victim@example.test', { role: 'subscriber', plan: 'pro' });
      for (const body of [{ plan: 'pro' }, { role: 'subscriber' }, { userId: pro.userId }, { plan: 'pro', role: 'moderator' }]) {
        const refused = await send(createApiKey, '/api/create-api-key', { token: basic.token, body });
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body!.error).toMatch(/Unrecognized key/);
      }
      expect(await storedKeys(basic.userId)).toEqual([]);
      expect(await storedKeys(pro.userId)).toEqual([]);
    });

    it('answers 401 without a session, and 409 past the active-key limit', async () => {
      expect((await send(createApiKey, '/api/create-api-key', { body: {} })).status).toBe(401);
      expect((await send(createApiKey, '/api/create-api-key', { token: 'not-a-session', body: {} })).status).toBe(401);
      const pro = await user('pro-limit@example.test', { role: 'subscriber', plan: 'pro' });
      for (let n = 0; n < MAX_ACTIVE_API_KEYS; n++) await newKey(pro.token);
      const refused = await send(createApiKey, '/api/create-api-key', { token: pro.token, body: {} });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: API_MESSAGES.tooManyKeys });
      expect(await storedKeys(pro.userId)).toHaveLength(MAX_ACTIVE_API_KEYS);
    });
  });

  describe('POST /api/list-api-keys and /api/revoke-api-key', () => {
    it("lists the caller's own keys (newest first, no hash, no key) and revokes only his own", async () => {
      const pro = await user('pro-list@example.test', { role: 'subscriber', plan: 'pro' });
      const other = await user('pro-other@example.test', { role: 'subscriber', plan: 'pro' });
      const first = await newKey(pro.token);
      clock += 1;
      const second = await newKey(pro.token);
      const othersKey = await newKey(other.token);

      const listed = await send(listApiKeys, '/api/list-api-keys', { token: pro.token, body: {} });
      expect(listed.status).toBe(200);
      const keys = listed.body!.keys as Array<Record<string, unknown>>;
      expect(keys.map((key) => key.prefix).sort()).toEqual([first.slice(0, 11), second.slice(0, 11)].sort());
      for (const key of keys) expect(Object.keys(key).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'prefix', 'revokedAt']);
      expect(listed.text).not.toContain(sha256(first));
      expect(listed.text).not.toContain(othersKey.slice(0, 11));

      const othersId = ((await send(listApiKeys, '/api/list-api-keys', { token: other.token, body: {} })).body!.keys as Array<{ id: string }>)[0]!.id;
      const notHis = await send(revokeApiKey, '/api/revoke-api-key', { token: pro.token, body: { keyId: othersId } });
      expect(notHis.status).toBe(404);
      expect(notHis.body).toEqual({ error: API_MESSAGES.keyNotFound });
      expect((await storedKeys(other.userId))[0]!.revoked_at).toBeNull();

      const ownId = keys.find((key) => key.prefix === first.slice(0, 11))!.id as string;
      const revoked = await send(revokeApiKey, '/api/revoke-api-key', { token: pro.token, body: { keyId: ownId } });
      expect(revoked.status).toBe(200);
      expect((revoked.body!.apiKey as { revokedAt: string | null }).revokedAt).not.toBeNull();
      expect((await send(revokeApiKey, '/api/revoke-api-key', { token: pro.token, body: { keyId: 'nope' } })).status).toBe(400);
      expect((await send(listApiKeys, '/api/list-api-keys', { token: pro.token, body: { userId: other.userId } })).status).toBe(400);
    });
  });

  describe('GET /api/v1/* with a key', () => {
    it('answers a Pro key 200 with the latest slate as JSON, records the last use, and serves ?date=', async () => {
      const pro = await user('pro-json@example.test', { role: 'subscriber', plan: 'pro' });
      const key = await newKey(pro.token);
      const answer = await get(projectionsJson, '/api/v1/projections.json', key);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const expected = slateFiles(SLATE_DATE);
      expect(answer.body).toMatchObject({ date: SLATE_DATE, schemaVersion: 1, batters: expected.projections.batters });
      expect(typeof answer.body!.publishedAt).toBe('string');
      expect((await storedKeys(pro.userId))[0]!.last_used_at).not.toBeNull();

      const picks = await get(picksJson, '/api/v1/picks.json', key);
      expect(picks.body).toMatchObject({ date: SLATE_DATE, confident: expected.picks.confident, punt: expected.picks.punt });
      const older = await get(projectionsJson, `/api/v1/projections.json?date=${OLDER_DATE}`, key);
      expect(older.body).toMatchObject({ date: OLDER_DATE });
      expect((await get(projectionsJson, '/api/v1/projections.json?date=2026-01-01', key)).status).toBe(404);
      expect((await get(projectionsJson, '/api/v1/projections.json?date=21/08/2026', key)).status).toBe(400);
    });

    it('answers CSV with a BOM, CRLF, raw numbers, quoting and the formula guard', async () => {
      const pro = await user('pro-csv@example.test', { role: 'subscriber', plan: 'pro' });
      const key = await newKey(pro.token);
      const answer = await get(projectionsCsvRoute, '/api/v1/projections.csv', key);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="longball-projections-${SLATE_DATE}.csv"`);
      expect(answer.text.startsWith('\uFEFF')).toBe(true);
      const lines = answer.text.slice(1).split('\r\n');
      expect(lines).toHaveLength(4); // header, two hitters, the final line end
      expect(lines[3]).toBe('');
      expect(lines[0]).toBe(PROJECTION_CSV_COLUMNS.join(','));
      // A cell may hold a quoted comma (fairBasis: "DraftKings, measured on 5,256 starters"): read the line as CSV.
      const column = (line: string, name: string) => (parse(line) as string[][])[0]![PROJECTION_CSV_COLUMNS.indexOf(name as never)];
      expect(column(lines[1]!, 'pHr')).toBe('0.1234');
      expect(column(lines[1]!, 'edge')).toBe('-0.0584');
      expect(column(lines[1]!, 'oddsAmerican')).toBe('400');
      expect(column(lines[1]!, 'confirmed')).toBe('true');
      expect(column(lines[1]!, 'ip')).toBe('');
      expect(lines[2]).toContain('"O\'Neil ""Big"" Slugger, Jr."');
      expect(lines[2]).toContain('"\'=HYPERLINK(""x"")"');

      const picks = await get(picksCsvRoute, '/api/v1/picks.csv', key);
      expect(picks.text).toBe(
        '\uFEFFlist,id,name,team,opponent,gameId,hrProbability,pHr,oddsAmerican\r\n' +
          'confident,b1,Invented Hitter,HOU,BOS,900001,0.41234,0.1234,400\r\n' +
          'punt,b2,"O\'Neil ""Big"" Slugger, Jr.",BOS,HOU,900001,0.2,0.0987,\r\n',
      );
    });

    it('answers 401 without a key, with an unknown key and with a session token', async () => {
      const pro = await user('pro-401@example.test', { role: 'subscriber', plan: 'pro' });
      const missing = await get(projectionsJson, '/api/v1/projections.json');
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ error: API_MESSAGES.missingKey });
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="Longball API"');
      for (const key of ['lb_AAAAAAAA_not_a_key_anyone_has_been_given_00', pro.token]) {
        const unknown = await get(projectionsJson, '/api/v1/projections.json', key);
        expect(unknown.status).toBe(401);
        expect(unknown.body).toEqual({ error: API_MESSAGES.unknownKey });
      }
    });

    it('answers 403 to a key whose owner is now Basic or lapsed, whatever plan or role the request claims', async () => {
      const owner = await user('pro-then-basic@example.test', { role: 'subscriber', plan: 'pro' });
      const key = await newKey(owner.token);
      expect((await get(projectionsJson, '/api/v1/projections.json', key)).status).toBe(200);

      await setBilling(owner.userId, 'subscriber', 'basic');
      const forged = { 'x-plan': 'pro', 'x-role': 'moderator', cookie: 'plan=pro' };
      for (const path of ['/api/v1/projections.json', '/api/v1/projections.json?plan=pro&role=subscriber']) {
        const basic = await get(projectionsJson, path, key, forged);
        expect(basic.status).toBe(403);
        expect(basic.body).toEqual({ error: API_MESSAGES.planLapsed });
      }
      await setBilling(owner.userId, 'user', null);
      expect((await get(picksCsvRoute, '/api/v1/picks.csv', key)).status).toBe(403);
      await setBilling(owner.userId, 'subscriber', 'pro');
      expect((await get(picksCsvRoute, '/api/v1/picks.csv', key)).status).toBe(200);
    });

    it('answers 403 to a revoked key, at once', async () => {
      const pro = await user('pro-revoke@example.test', { role: 'subscriber', plan: 'pro' });
      const key = await newKey(pro.token);
      expect((await get(projectionsJson, '/api/v1/projections.json', key)).status).toBe(200);
      const keyId = ((await send(listApiKeys, '/api/list-api-keys', { token: pro.token, body: {} })).body!.keys as Array<{ id: string }>)[0]!.id;
      expect((await send(revokeApiKey, '/api/revoke-api-key', { token: pro.token, body: { keyId } })).status).toBe(200);
      const revoked = await get(projectionsJson, '/api/v1/projections.json', key);
      expect(revoked.status).toBe(403);
      expect(revoked.body).toEqual({ error: API_MESSAGES.revokedKey });
    });

    it(`answers 429 with Retry-After past ${API_RATE_LIMIT.requests} requests per ${API_RATE_LIMIT.windowSeconds} s for a key, not for another key`, async () => {
      const pro = await user('pro-429@example.test', { role: 'subscriber', plan: 'pro' });
      const key = await newKey(pro.token);
      const otherKey = await newKey(pro.token);
      for (let n = 0; n < API_RATE_LIMIT.requests; n++) {
        expect((await get(picksJson, '/api/v1/picks.json', key)).status).toBe(200);
      }
      clock += 15_000;
      const limited = await get(picksJson, '/api/v1/picks.json', key);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe(String(API_RATE_LIMIT.windowSeconds - 15));
      expect(limited.body).toEqual({ error: API_MESSAGES.rateLimited(API_RATE_LIMIT.windowSeconds - 15) });
      expect((await get(picksJson, '/api/v1/picks.json', otherKey)).status).toBe(200);
      clock += (API_RATE_LIMIT.windowSeconds - 15) * 1000;
      expect((await get(picksJson, '/api/v1/picks.json', key)).status).toBe(200);
    });

    it('answers 405 to other methods, and 500 (never a half-right answer) for a stored slate that fails its contract', async () => {
      const pro = await user('pro-405@example.test', { role: 'subscriber', plan: 'pro' });
      const key = await newKey(pro.token);
      const post = await send(projectionsJson, '/api/v1/projections.json', { method: 'POST', token: key, body: {} });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET');

      const broken = slateFiles('2026-08-22');
      const batters = broken.projections.batters.map((batter) => ({ ...batter, pHr: 1.7 }));
      await world.database.pg.query('insert into public.premium_slates (slate_date, projections, picks, schema_version) values ($1, $2, $3, 1)', [
        '2026-08-22',
        JSON.stringify({ ...broken.projections, batters }),
        JSON.stringify(broken.picks),
      ]);
      try {
        const answer = await get(projectionsCsvRoute, '/api/v1/projections.csv?date=2026-08-22', key);
        expect(answer.status).toBe(500);
        expect(answer.body).toEqual({ error: API_MESSAGES.invalidSlate });
        expect(world.logs.join('\n')).toContain('slate 2026-08-22: projections fails its contract');
      } finally {
        await world.database.pg.query(`delete from public.premium_slates where slate_date = '2026-08-22'`);
      }
    });
  });

  describe('astroApiEndpoint', () => {
    const context = (request: Request) => ({ request }) as APIContext;

    it('in local mode answers 404 and says where the open data is', async () => {
      const endpoint = astroApiEndpoint(projectionsJson, { env: () => ({}) });
      const response = await endpoint(context(apiRequest('/api/v1/projections.json', { method: 'GET' })));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: API_MESSAGES.localMode });
    });

    it('in configured mode without the server secrets answers 500 and logs which are missing', async () => {
      const logged: string[] = [];
      const env = testEnv(1);
      const endpoint = astroApiEndpoint(projectionsJson, {
        env: () => ({ PUBLIC_SUPABASE_URL: env.PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY: env.PUBLIC_SUPABASE_ANON_KEY }),
        log: (message) => logged.push(message),
      });
      const response = await endpoint(context(apiRequest('/api/v1/projections.json', { method: 'GET' })));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: API_MESSAGES.unavailable });
      expect(logged.join('\n')).toContain('SUPABASE_SERVICE_ROLE_KEY');
    });

    it('the endpoint files are on-demand and export ALL', () => {
      for (const page of [projectionsCsvPage, projectionsJsonPage, picksCsvPage, picksJsonPage, createKeyPage, listKeysPage, revokeKeyPage]) {
        expect(page.prerender).toBe(false);
        expect(typeof page.ALL).toBe('function');
      }
    });
  });
});
