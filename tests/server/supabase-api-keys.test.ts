/**
 * The production ApiKeyDb (supabaseApiKeyDb in supabase-admin.ts) through supabase-js, against a
 * small PostgREST translation on PGlite with the real migrations: each table read becomes
 * `select <select> from public.<table> where <eq filters> order by ... limit ...` and each RPC
 * `select * from public.<fn>(<param> => <value>, ...)`, run as service_role. So the names
 * supabase-js sends (tables, columns, functions, parameters) must be the migrations' own, and
 * the database's refusals (SQLSTATE) arrive as PostgREST sends them.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseApiKeyDb } from '../../src/server/supabase-admin.ts';
import type { ApiKeyDb } from '../../src/server/types.ts';
import { slateFiles } from './api-slate.ts';
import { BillingDatabase } from './support.ts';

const CONFIG = { supabaseUrl: 'https://project.supabase.example', supabaseServiceRoleKey: 'sb_secret_service' };
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string) => {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${name}`);
  return name;
};

/** PostgREST's answers for the calls supabaseApiKeyDb makes, computed by PGlite as service_role. */
function postgrestOnPglite(database: BillingDatabase, seen: string[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    expect(request.headers.get('authorization')).toBe(`Bearer ${CONFIG.supabaseServiceRoleKey}`);
    const [, , , kind, name] = url.pathname.split('/'); // '', 'rest', 'v1', table | 'rpc', fn
    let sql: string;
    const params: unknown[] = [];
    if (kind === 'rpc') {
      const body = (await request.json()) as Record<string, unknown>;
      const args = Object.entries(body).map(([param, value]) => {
        params.push(value);
        return `${ident(param)} => $${params.length}`;
      });
      sql = `select * from public.${ident(name!)}(${args.join(', ')})`;
    } else {
      const select = (url.searchParams.get('select') ?? '*').split(',').map((column) => ident(column.trim()));
      const filters: string[] = [];
      for (const [column, filter] of url.searchParams) {
        if (['select', 'order', 'limit'].includes(column)) continue;
        if (!filter.startsWith('eq.')) throw new Error(`filter not translated: ${column}=${filter}`);
        params.push(filter.slice(3));
        filters.push(`${ident(column)}::text = $${params.length}`);
      }
      const order = (url.searchParams.get('order') ?? '')
        .split(',')
        .filter(Boolean)
        .map((term) => {
          const [column, direction] = term.split('.');
          return `${ident(column!)} ${direction === 'desc' ? 'desc' : 'asc'}`;
        });
      const columns = select.map((column) => (column === 'slate_date' ? `to_char(slate_date, 'YYYY-MM-DD') as slate_date` : column));
      sql = `select ${columns.join(', ')} from public.${ident(kind!)}${filters.length ? ` where ${filters.join(' and ')}` : ''}${order.length ? ` order by ${order.join(', ')}` : ''}${url.searchParams.has('limit') ? ` limit ${Number(url.searchParams.get('limit'))}` : ''}`;
    }
    try {
      const rows = await database.pg.transaction(async (tx) => {
        await tx.query('set local role service_role');
        return (await tx.query<Record<string, unknown>>(sql, params)).rows;
      });
      const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
      // A function returning a scalar: PostgREST answers the value itself.
      const scalar = kind === 'rpc' && rows.length === 1 && Object.keys(rows[0]!).length === 1 && name! in rows[0]! ? rows[0]![name!] : undefined;
      const body = scalar !== undefined ? scalar : single ? (rows[0] ?? null) : rows;
      if (single && rows.length === 0) return new Response(JSON.stringify({ code: 'PGRST116', message: 'no rows' }), { status: 406 });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      return new Response(JSON.stringify({ code, message, details: null, hint: null }), {
        status: code === '42501' ? 403 : 400,
        headers: { 'content-type': 'application/json' },
      });
    }
  }) as typeof fetch;
}

describe('supabaseApiKeyDb (through supabase-js)', () => {
  let database: BillingDatabase;
  let keys: ApiKeyDb;
  const seen: string[] = [];
  const hash = (key: string) => createHash('sha256').update(key).digest('hex');

  beforeAll(async () => {
    database = await BillingDatabase.start();
    keys = supabaseApiKeyDb(CONFIG, postgrestOnPglite(database, seen));
    const { projections, picks } = slateFiles('2026-08-21');
    await database.pg.query(`insert into public.premium_slates (slate_date, projections, picks, schema_version) values ('2026-08-21', $1, $2, 1)`, [
      JSON.stringify(projections),
      JSON.stringify(picks),
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates, lists, uses and revokes a Pro key, and reports the database refusals as refusals', async () => {
    const pro = await database.createUser('pro-supabase@example.test');
    await database.grantPlan(pro, 'pro');
    const basic = await database.createUser('basic-supabase@example.test');
    await database.grantPlan(basic, 'basic');

    const created = await keys.createKey(pro, 'lb_abcdefgh', hash('lb_abcdefgh-rest'), 5, 10);
    expect(created).toMatchObject({ created: { prefix: 'lb_abcdefgh', lastUsedAt: null, revokedAt: null } });
    const id = 'created' in created ? created.created.id : '';
    expect(await keys.createKey(basic, 'lb_basic001', hash('lb_basic001-rest'), 5, 10)).toEqual({ refused: 'plan' });
    expect(await keys.createKey(pro, 'lb_second01', hash('lb_second01-rest'), 1, 10)).toEqual({ refused: 'limit' });
    expect(await keys.createKey(pro, 'lb_second01', hash('lb_second01-rest'), 5, 1)).toEqual({ refused: 'rate' });

    expect(await keys.listKeys(pro)).toEqual([{ id, prefix: 'lb_abcdefgh', createdAt: expect.any(String), lastUsedAt: null, revokedAt: null }]);
    expect(await keys.listKeys(basic)).toEqual([]);

    expect(await keys.checkKey(hash('lb_unknown0-rest'))).toBeNull();
    expect(await keys.checkKey(hash('lb_abcdefgh-rest'))).toEqual({ keyId: id, userId: pro, revoked: false, hasAccess: true });
    expect((await keys.listKeys(pro))[0]!.lastUsedAt).not.toBeNull();

    expect(await keys.revokeKey(basic, id)).toBe(false);
    expect(await keys.revokeKey(pro, id)).toBe(true);
    expect(await keys.checkKey(hash('lb_abcdefgh-rest'))).toEqual({ keyId: id, userId: pro, revoked: true, hasAccess: true });
  });

  it('reads the latest slate or a given one, and null when there is none', async () => {
    const latest = await keys.slate(null);
    expect(latest).toMatchObject({ date: '2026-08-21', projections: slateFiles('2026-08-21').projections, picks: slateFiles('2026-08-21').picks });
    expect(typeof latest!.publishedAt).toBe('string');
    expect((await keys.slate('2026-08-21'))?.date).toBe('2026-08-21');
    expect(await keys.slate('2020-01-01')).toBeNull();
    expect(seen.filter((call) => call.startsWith('GET /rest/v1/premium_slates'))).toHaveLength(3);
  });
});
