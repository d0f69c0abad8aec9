/**
 * The data API's limits and parameters (docs/api.md#limits), through the real endpoint files
 * (src/pages/api/v1/*.ts, their ALL) with the production dependencies (supabase-js) against the
 * Supabase stand-in backed by the real migrations, configured from process.env as the built server
 * is; and, for the numbers and the fuzzing, the handlers on the SQL ApiKeyDb with a test clock.
 */
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as picksCsvPage from '../../src/pages/api/v1/picks.csv.ts';
import * as picksJsonPage from '../../src/pages/api/v1/picks.json.ts';
import * as projectionsCsvPage from '../../src/pages/api/v1/projections.csv.ts';
import * as projectionsJsonPage from '../../src/pages/api/v1/projections.json.ts';
import { createApiKey, revokeApiKey } from '../../src/server/api-keys.ts';
import { isCalendarDate, picksJson, projectionsCsvRoute, projectionsJson } from '../../src/server/data-api.ts';
import { API_LIMIT_SETTINGS, apiLimits } from '../../src/server/rate-limit.ts';
import { CLIENT_ADDRESS_HEADER } from '../../src/server/runtime.ts';
import type { ApiDeps, ApiHandler } from '../../src/server/types.ts';
import { API_ACCOUNT_RATE_LIMIT, API_MESSAGES, API_RATE_LIMIT, BAD_KEY_LIMIT, MAX_API_KEYS_CREATED_PER_DAY } from '../../src/shared/api-access.ts';
import { slateFiles } from './api-slate.ts';
import { SupabaseStandIn } from './supabase-stand-in.ts';
import { apiRequest, startWorld, testEnv, type World } from './support.ts';

const SLATE_DATE = '2026-08-21';
const PAGES = [projectionsJsonPage, projectionsCsvPage, picksJsonPage, picksCsvPage];
const PATHS = ['/api/v1/projections.json', '/api/v1/projections.csv', '/api/v1/picks.json', '/api/v1/picks.csv'];

describe('the data API limits and parameters', () => {
  let world: World;
  let supabase: SupabaseStandIn;
  let clock = 0;

  beforeAll(async () => {
    world = await startWorld();
    const { projections, picks } = slateFiles(SLATE_DATE);
    await world.database.pg.query('insert into public.premium_slates (slate_date, projections, picks, schema_version) values ($1, $2, $3, 1)', [
      SLATE_DATE,
      JSON.stringify(projections),
      JSON.stringify(picks),
    ]);
    supabase = new SupabaseStandIn(world.database, world.tokens, testEnv(1).SUPABASE_SERVICE_ROLE_KEY!);
    await supabase.start();
  });
  afterAll(async () => {
    await supabase.stop();
    await world.close();
  });
  beforeEach(() => {
    clock = 1_000_000;
    // The built server's configuration, read by the endpoint files per request.
    for (const [name, value] of Object.entries({ ...testEnv(1), PUBLIC_SUPABASE_URL: supabase.url })) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function proKey(email: string, deps: ApiDeps): Promise<{ key: string; userId: string; token: string }> {
    const userId = await world.database.createUser(email);
    await world.database.grantPlan(userId, 'pro');
    const token = world.tokens.issue({ userId, email });
    const created = await createApiKey(apiRequest('/api/create-api-key', { token, body: {} }), deps);
    expect(created.status).toBe(201);
    return { key: ((await created.json()) as { key: string }).key, userId, token };
  }

  const handlerDeps = (settings = API_LIMIT_SETTINGS): ApiDeps => ({
    verifyAccessToken: world.tokens.verify,
    keys: world.database.keys,
    limits: apiLimits(settings, () => clock),
  });

  /** One GET through an endpoint file, from `address` as server/serve.mjs reports it. */
  async function viaPage(page: (typeof PAGES)[number], path: string, key: string | null, address = '203.0.113.7') {
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: address };
    if (key !== null) headers.authorization = `Bearer ${key}`;
    const request = apiRequest(path, { method: 'GET', headers });
    const response = await page.ALL({ request, clientAddress: '127.0.0.1' } as unknown as APIContext);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text,
    };
  }

  async function viaHandler(handler: ApiHandler, deps: ApiDeps, path: string, key: string, address = '198.51.100.4') {
    const response = await handler(apiRequest(path, { method: 'GET', headers: { authorization: `Bearer ${key}` } }), deps, { address });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text,
    };
  }

  it(`one budget per key across the four endpoints: ${API_RATE_LIMIT.requests} requests pass, the ${API_RATE_LIMIT.requests + 1}st is 429 with Retry-After`, async () => {
    const { key } = await proKey('budget-across-endpoints@example.test', handlerDeps());
    const statuses: number[] = [];
    for (let n = 0; n < API_RATE_LIMIT.requests; n++) statuses.push((await viaPage(PAGES[n % 4]!, PATHS[n % 4]!, key)).status);
    expect(statuses).toEqual(Array(API_RATE_LIMIT.requests).fill(200));
    for (const [index, page] of PAGES.entries()) {
      const limited = await viaPage(page, PATHS[index]!, key);
      expect(limited.status, PATHS[index]).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toEqual({ error: API_MESSAGES.rateLimited(Number(limited.headers.get('retry-after'))) });
    }
  });

  it(`unknown or revoked keys are throttled per client address after ${BAD_KEY_LIMIT.requests}, before any database lookup; other addresses are not`, async () => {
    const deps = handlerDeps();
    const { key, token } = await proKey('revoked-key-owner@example.test', deps);
    const keyId = (await world.database.pg.query<{ id: string }>('select id from public.api_keys order by created_at desc limit 1')).rows[0]!.id;
    expect((await revokeApiKey(apiRequest('/api/revoke-api-key', { token, body: { keyId } }), deps)).status).toBe(200);
    const lookups = () => supabase.calls.filter((call) => call === 'POST /rest/v1/rpc/use_api_key').length;
    const address = '192.0.2.66';
    const unknownKey = `lb_${'Z'.repeat(43)}`;
    const before = lookups();
    // Bad keys of every kind from one address: unknown (looked up), revoked (looked up), malformed (never looked up).
    const bad = [unknownKey, key, 'lb_short', 'not-even-lb'];
    const answers: number[] = [];
    for (let n = 0; n < BAD_KEY_LIMIT.requests; n++) answers.push((await viaPage(PAGES[n % 4]!, PATHS[n % 4]!, bad[n % 4]!, address)).status);
    expect(answers).toEqual(Array.from({ length: BAD_KEY_LIMIT.requests }, (_, n) => [401, 403, 401, 401][n % 4]));
    const lookedUp = lookups() - before;
    expect(lookedUp).toBe(Array.from({ length: BAD_KEY_LIMIT.requests }, (_, n) => n % 4 < 2).filter(Boolean).length);

    // Past the limit: 429 for that address, and not one more query, whatever key it sends.
    const afterLimit = lookups();
    for (const candidate of [unknownKey, key, `lb_${'Y'.repeat(43)}`]) {
      const throttled = await viaPage(PAGES[0]!, PATHS[0]!, candidate, address);
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({ error: API_MESSAGES.badKeysFromAddress(Number(throttled.headers.get('retry-after'))) });
    }
    expect(lookups()).toBe(afterLimit);
    // Another address is still served (and looked up).
    expect((await viaPage(PAGES[0]!, PATHS[0]!, unknownKey, '192.0.2.99')).status).toBe(401);
    expect(lookups()).toBe(afterLimit + 1);
  });

  it('a malformed key is never looked up', async () => {
    const before = supabase.calls.length;
    for (const key of ['lb_', 'lb_abc', `lb_${'a'.repeat(44)}`, `lb_${'a'.repeat(42)}!`, 'Bearer', 'x'.repeat(500)]) {
      expect((await viaPage(PAGES[2]!, PATHS[2]!, key, '192.0.2.140')).status).toBe(401);
    }
    expect(supabase.calls.slice(before)).toEqual([]);
  });

  it('?date=2026-02-30 is 400 with the catalogue message (no database error, no 500)', async () => {
    const { key } = await proKey('bad-date@example.test', handlerDeps());
    const logged = world.logs.length;
    for (const [page, path] of PAGES.map((page, index) => [page, PATHS[index]!] as const)) {
      const answer = await viaPage(page, `${path}?date=2026-02-30`, key, '192.0.2.150');
      expect([path, answer.status, answer.body]).toEqual([path, 400, { error: API_MESSAGES.badDate }]);
    }
    expect(world.logs.length).toBe(logged);
  });

  it('every other bad parameter is a 400 with its message: unknown names, a repeated date, impossible dates', async () => {
    const deps = handlerDeps({ ...API_LIMIT_SETTINGS, perKey: { requests: 1000, windowSeconds: 60 }, perAccount: { requests: 1000, windowSeconds: 60 } });
    const { key } = await proKey('bad-params@example.test', deps);
    const cases: [string, string][] = [
      ['?data=2026-08-21', API_MESSAGES.unknownParameter('data')],
      ['?date=2026-08-21&date=2026-08-20', API_MESSAGES.repeatedParameter('date')],
      ['?date=2026-02-29', API_MESSAGES.badDate],
      ['?date=2026-13-01', API_MESSAGES.badDate],
      ['?date=0000-01-01', API_MESSAGES.badDate],
      ['?date=', API_MESSAGES.badDate],
      ['?date=2026-8-21', API_MESSAGES.badDate],
      ['?date=%F0%9F%92%A5', API_MESSAGES.badDate],
      ['?%00=1', API_MESSAGES.unknownParameter('?')],
      [`?${'x'.repeat(300)}=1`, API_MESSAGES.unknownParameter(`${'x'.repeat(40)}...`)],
    ];
    for (const [query, message] of cases) {
      expect([query, (await viaHandler(projectionsJson, deps, `/api/v1/projections.json${query}`, key)).body]).toEqual([query, { error: message }]);
    }
    expect((await viaHandler(projectionsJson, deps, '/api/v1/projections.json?date=2024-02-29', key)).status).toBe(404);
    expect((await viaHandler(projectionsJson, deps, `/api/v1/projections.json?date=${SLATE_DATE}`, key)).status).toBe(200);
  });

  it('fuzzed query strings never get a 500: only 200, 400 (with a catalogue message) or 404', async () => {
    const deps = handlerDeps({ ...API_LIMIT_SETTINGS, perKey: { requests: 10_000, windowSeconds: 60 }, perAccount: { requests: 10_000, windowSeconds: 60 } });
    const { key } = await proKey('fuzz@example.test', deps);
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const pieces = [
      'date',
      'Date',
      'DATE',
      'date[]',
      '=',
      '&',
      '%',
      '%25',
      '%00',
      '%zz',
      '+',
      ' ',
      '2026',
      '-',
      '02',
      '30',
      '31',
      '13',
      '99',
      '0000',
      '9999',
      '..',
      ';',
      "'",
      '"',
      '\\',
      '日付',
      '💥',
      '%F0%9F',
      '\u0000',
      'e',
      '1e5',
      'null',
      'NaN',
      '-1',
      '2026-08-21',
      '2026-02-30',
      SLATE_DATE,
    ];
    const statuses = new Map<number, number>();
    for (let n = 0; n < 400; n++) {
      // Half of them aim at the date itself, the rest at names and separators.
      const query = (random() < 0.5 ? 'date=' : '') + Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(pieces)).join('');
      const handler = pick([projectionsJson, projectionsCsvRoute, picksJson]);
      const url = `/api/v1/x?${query}`;
      let status: number;
      let body: unknown;
      try {
        ({ status, body } = await viaHandler(handler, deps, url, key));
      } catch (error) {
        // A query string the URL parser itself refuses never reaches the server (no request to answer).
        expect(String(error), url).toMatch(/Invalid URL/);
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect([200, 400, 404], `${url} -> ${status} ${JSON.stringify(body)}`).toContain(status);
      if (status === 400) {
        const message = (body as { error: string }).error;
        const known = [API_MESSAGES.badDate, API_MESSAGES.repeatedParameter('date')].includes(message) || /^Unknown query parameter "/.test(message);
        expect(known, message).toBe(true);
      }
    }
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(world.logs.filter((line) => line.includes('unexpected failure'))).toEqual([]);
    console.info(`[api fuzz] 400 query strings: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  });

  it(`a per-account ceiling across keys: ${API_ACCOUNT_RATE_LIMIT.requests} requests over three keys pass, then 429 for every key of the account`, async () => {
    const deps = handlerDeps();
    const first = await proKey('account-ceiling@example.test', deps);
    const keys = [first.key];
    for (let n = 0; n < 2; n++) {
      const created = await createApiKey(apiRequest('/api/create-api-key', { token: first.token, body: {} }), deps);
      keys.push(((await created.json()) as { key: string }).key);
    }
    const statuses: number[] = [];
    for (let n = 0; n < API_ACCOUNT_RATE_LIMIT.requests; n++) statuses.push((await viaHandler(picksJson, deps, '/api/v1/picks.json', keys[n % 3]!)).status);
    expect(statuses).toEqual(Array(API_ACCOUNT_RATE_LIMIT.requests).fill(200));
    for (const key of keys) {
      const limited = await viaHandler(picksJson, deps, '/api/v1/picks.json', key);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: API_MESSAGES.accountRateLimited(API_ACCOUNT_RATE_LIMIT.windowSeconds) });
    }
    // Another account is not held back; the window's end frees this one.
    const other = await proKey('account-ceiling-other@example.test', deps);
    expect((await viaHandler(picksJson, deps, '/api/v1/picks.json', other.key)).status).toBe(200);
    clock += API_ACCOUNT_RATE_LIMIT.windowSeconds * 1000;
    expect((await viaHandler(picksJson, deps, '/api/v1/picks.json', keys[0]!)).status).toBe(200);
  });

  it(`key creation: revoking and creating again stops at ${MAX_API_KEYS_CREATED_PER_DAY} keys in 24 hours (429)`, async () => {
    const deps = handlerDeps();
    const owner = await proKey('create-revoke-loop@example.test', deps);
    const statuses = [201];
    for (let n = 1; n <= MAX_API_KEYS_CREATED_PER_DAY; n++) {
      const { rows } = await world.database.pg.query<{ id: string }>('select id from public.api_keys where user_id = $1 and revoked_at is null', [
        owner.userId,
      ]);
      for (const row of rows) await revokeApiKey(apiRequest('/api/revoke-api-key', { token: owner.token, body: { keyId: row.id } }), deps);
      const created = await createApiKey(apiRequest('/api/create-api-key', { token: owner.token, body: {} }), deps);
      statuses.push(created.status);
      if (created.status === 429) expect(await created.json()).toEqual({ error: API_MESSAGES.keyCreationRate });
    }
    expect(statuses).toEqual([...Array(MAX_API_KEYS_CREATED_PER_DAY).fill(201), 429]);
  });

  it('isCalendarDate accepts the days that exist and nothing else', () => {
    expect(['2024-02-29', '2026-12-31', '2026-01-01', '0001-01-01', '9999-12-31'].map(isCalendarDate)).toEqual([true, true, true, true, true]);
    expect(
      ['2026-02-29', '2026-02-30', '2026-04-31', '2026-00-10', '2026-01-00', '2026-1-01', '20260101', ' 2026-01-01', '0000-01-01'].map(isCalendarDate),
    ).toEqual(Array(9).fill(false));
  });
});
