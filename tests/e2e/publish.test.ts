/**
 * `pipeline publish` end to end: the real supabase-js client sends the upsert to a
 * loopback stand-in for PostgREST (nothing here can run Supabase's REST server),
 * which executes it as service_role on the real schema (PGlite + the migrations);
 * row-level security then shows the slate (projections, picks, calculator factors) to a
 * subscriber and hides it from a member.
 */
import { createServer, type Server } from 'node:http';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeReplaced, runPublish } from '../../pipeline/commands/publish.ts';
import { LongballError } from '../../pipeline/errors.ts';
import { applySchema, ENGINES, type Db } from '../db/harness.ts';
import { pipelineCli, SAMPLE_DIR, tempDir } from './cli-helpers.ts';

const SERVICE_KEY = 'service-role-key-for-tests';
const SUBSCRIBER = '33333333-3333-4333-8333-333333333333';
const MEMBER = '11111111-1111-4111-8111-111111111111';

let db: Db;
let server: Server;
let url: string;
let out: string;
const requests: { method: string; path: string; prefer: string | undefined; auth: string | undefined }[] = [];

async function as(sub: string, sql: string) {
  await db.query('begin');
  try {
    await db.query('set local role authenticated');
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub, role: 'authenticated' })]);
    return (await db.query(sql)).rows;
  } finally {
    await db.query('rollback');
  }
}

beforeAll(async () => {
  db = await ENGINES.find((e) => e.name === 'pglite')!.start();
  await applySchema(db);
  await db.exec(`
    insert into auth.users (id, email) values ('${SUBSCRIBER}', 'sub@example.test'), ('${MEMBER}', 'member@example.test');
    update public.profiles set role = 'subscriber' where id = '${SUBSCRIBER}';`);

  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', prefer: req.headers.prefer as string | undefined, auth: req.headers.authorization });
      if (req.headers.authorization !== `Bearer ${SERVICE_KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Invalid API key' }));
        return;
      }
      if (req.method === 'GET') {
        // PostgREST's answer to ?select=published_at&slate_date=eq.<date>&limit=1, as service_role.
        const query = new URL(req.url ?? '/', 'http://stand-in').searchParams;
        const date = (query.get('slate_date') ?? '').replace(/^eq\./, '');
        const rows = (await db.query('select published_at from public.premium_slates where slate_date = $1 limit 1', [date])).rows;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
        return;
      }
      const row = [JSON.parse(body)].flat()[0];
      try {
        await db.query('begin');
        await db.query('set local role service_role');
        await db.query(
          `insert into public.premium_slates (slate_date, projections, picks, calculator_players, schema_version) values ($1, $2, $3, $4, $5)
           on conflict (slate_date) do update set projections = excluded.projections, picks = excluded.picks,
             calculator_players = excluded.calculator_players, schema_version = excluded.schema_version, published_at = now()`,
          [row.slate_date, JSON.stringify(row.projections), JSON.stringify(row.picks), JSON.stringify(row.calculator_players), row.schema_version],
        );
        await db.query('commit');
        res.writeHead(201).end();
      } catch (e) {
        await db.query('rollback');
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: (e as Error).message, code: 'PGRST' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  out = tempDir('publish');
  const build = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], { SOURCE_DATE_EPOCH: '1787400000' });
  expect(build.code).toBe(0);
});

afterAll(async () => {
  server?.close();
  await db?.close();
});

describe('pipeline publish', () => {
  it('upserts the day into premium_slates, readable by a subscriber only', async () => {
    const env = { PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
    const first = await runPublish(out, env, { allowDemo: true });
    const again = await runPublish(out, env, { allowDemo: true }); // a re-run replaces the day, no duplicate-key error
    expect(first.replaced).toBeNull();
    expect(describeReplaced(first)).toBe(`No premium slate of ${first.date} was published yet: adding it.`);
    expect(again.replaced).not.toBeNull();
    expect(describeReplaced(again)).toMatch(new RegExp(`^Replacing the premium slate of ${first.date} published at \\d{4}-`));
    expect({ ...again, replaced: null }).toEqual(first);
    expect(first.batters).toBeGreaterThan(200);
    expect(requests.at(-1)!.path).toBe('/rest/v1/premium_slates?on_conflict=slate_date');
    expect(requests.at(-1)!.prefer).toContain('resolution=merge-duplicates');

    expect(first.calculatorPlayers).toBeGreaterThan(first.batters);
    const seen = await as(
      SUBSCRIBER,
      "select slate_date::text as d, jsonb_array_length(projections->'batters') as n, jsonb_array_length(calculator_players) as c from public.premium_slates",
    );
    expect(seen).toEqual([{ d: first.date, n: first.batters, c: first.calculatorPlayers }]);
    expect(await as(MEMBER, 'select 1 from public.premium_slates')).toEqual([]);
  });

  it('names the missing variable when Supabase is not configured', async () => {
    const attempt = runPublish(out, { PUBLIC_SUPABASE_URL: url });
    await expect(attempt).rejects.toBeInstanceOf(LongballError);
    await expect(attempt).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY is not set/);
  });

  it('names a malformed variable (checked by domain/config/env.ts) before reading the build', async () => {
    const attempt = runPublish(tempDir('unread'), {
      PUBLIC_SUPABASE_URL: 'project.supabase.example',
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    });
    await expect(attempt).rejects.toBeInstanceOf(LongballError);
    await expect(attempt).rejects.toThrow(/Cannot publish: PUBLIC_SUPABASE_URL is invalid: expected an http\(s\) URL/);
  });

  it('reports Supabase refusing the upsert', async () => {
    await expect(runPublish(out, { PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'wrong' }, { allowDemo: true })).rejects.toThrow(
      /Supabase refused the premium data for \d{4}-\d{2}-\d{2}: Invalid API key/,
    );
  });

  it('refuses to publish without a build', async () => {
    await expect(runPublish(tempDir('empty'), { PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY })).rejects.toThrow(
      /projections\.json is missing or invalid/,
    );
  });

  it('refuses a build of the demo sample unless --allow-demo, and says what it replaces', async () => {
    const env = { PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
    const sent = requests.length;
    const refused = await pipelineCli(['publish', '--out', out], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/error PUBLISH_REFUSED: Refusing to publish .* as the premium slate of 2026-08-21: it is a build of the demo sample/);
    expect(refused.stderr).toContain('--allow-demo');
    expect(requests.length).toBe(sent); // nothing was read or written

    const allowed = await pipelineCli(['publish', '--out', out, '--allow-demo'], env);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toMatch(/Replacing the premium slate of 2026-08-21 published at .*\nPublished \d+ projected hitters, .* \(demo data\)/);
  });

  it('refuses a build that is not the slate it claims', async () => {
    const env = { PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
    const sent = requests.length;
    await expect(runPublish(out, env, { allowDemo: true, date: '2026-08-22' })).rejects.toThrow(
      /premium slate of 2026-08-22: the build in it is of 2026-08-21/,
    );
    const mixed = tempDir('mixed');
    cpSync(out, mixed, { recursive: true });
    const picksFile = path.join(mixed, 'picks.json');
    writeFileSync(picksFile, readFileSync(picksFile, 'utf8').replace('"date": "2026-08-21"', '"date": "2026-08-20"'));
    await expect(runPublish(mixed, env, { allowDemo: true })).rejects.toThrow(/picks\.json is of 2026-08-20, the manifest of 2026-08-21/);
    expect(requests.length).toBe(sent);
  });
});
