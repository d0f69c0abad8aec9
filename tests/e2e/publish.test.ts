/**
 * `pipeline publish` end to end: the real supabase-js client sends the upsert (and the
 * follow alerts) to a loopback stand-in for PostgREST (publish-stand-in.ts), which executes
 * them as service_role on the real schema (PGlite + the migrations); row-level security then
 * shows the slate (projections, picks, calculator factors) to a subscriber and hides it from a
 * member, and a later run of the day mails the followers of a player whose lineup is confirmed.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAlerts, describeReplaced, runPublish } from '../../pipeline/commands/publish.ts';
import { LongballError } from '../../pipeline/errors.ts';
import { applySchema, ENGINES, type Db, subscriptionSql } from '../db/harness.ts';
import { pipelineCli, SAMPLE_DIR, tempDir } from './cli-helpers.ts';
import { type PublishStandIn, type StandInRequest, startPublishStandIn } from './publish-stand-in.ts';

const SERVICE_KEY = 'service-role-key-for-tests';
const SUBSCRIBER = '33333333-3333-4333-8333-333333333333';
const MEMBER = '11111111-1111-4111-8111-111111111111';

let db: Db;
let standIn: PublishStandIn;
let url: string;
let out: string;
let requests: StandInRequest[];

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
    ${subscriptionSql(SUBSCRIBER, 'pro')}`);
  standIn = await startPublishStandIn(db, SERVICE_KEY);
  url = standIn.url;
  requests = standIn.requests;

  out = tempDir('publish');
  const build = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], { SOURCE_DATE_EPOCH: '1787400000' });
  expect(build.code).toBe(0);
});

afterAll(async () => {
  await standIn?.close();
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

  it("a later run of the day mails each Pro follower once when a followed player's lineup is confirmed", async () => {
    const env = { PUBLIC_SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
    /** A copy of the build with the first hitter's lineup confirmed or not. */
    const runWith = (name: string, confirmed: boolean) => {
      const dir = tempDir(name);
      cpSync(out, dir, { recursive: true });
      const file = path.join(dir, 'projections.json');
      const projections = JSON.parse(readFileSync(file, 'utf8')) as { batters: { id: string; name: string; confirmed: boolean }[] };
      projections.batters[0]!.confirmed = confirmed;
      writeFileSync(file, JSON.stringify(projections));
      return { dir, player: projections.batters[0]! };
    };
    const projected = runWith('run-projected', false);
    const confirmed = runWith('run-confirmed', true);
    const { player } = confirmed;
    // The Pro subscriber and the member (not Pro: never mailed) both follow him.
    await db.query('insert into public.player_follows (user_id, player_id, player_name) values ($1, $3, $4), ($2, $3, $4)', [
      SUBSCRIBER,
      MEMBER,
      player.id,
      player.name,
    ]);
    const alertsOf = async (userId: string) =>
      (await db.query<{ title: string }>(`select title from public.messages where user_id = $1 and title like 'Lineup confirmed%'`, [userId])).rows;

    const earlier = await runPublish(projected.dir, env, { allowDemo: true });
    const later = await runPublish(confirmed.dir, env, { allowDemo: true });
    expect(later.alerts).toEqual({ found: 1, sent: 1 });
    expect(describeAlerts(later)).toBe('Follow alerts: 1 changes against the earlier run, 1 messages sent to followers.');
    expect(requests.filter((r) => r.path === '/rest/v1/rpc/send_follow_alerts')).toHaveLength(1);
    expect(await alertsOf(SUBSCRIBER)).toEqual([{ title: `Lineup confirmed: ${player.name}` }]);
    expect(await alertsOf(MEMBER)).toEqual([]);
    // The same later run again compares equal; the earlier run then the later one again finds the
    // change again, and the database does not send it twice.
    expect((await runPublish(confirmed.dir, env, { allowDemo: true })).alerts).toEqual({ found: 0, sent: 0 });
    expect((await runPublish(projected.dir, env, { allowDemo: true })).alerts).toEqual({ found: 0, sent: 0 });
    expect((await runPublish(confirmed.dir, env, { allowDemo: true })).alerts).toEqual({ found: 1, sent: 0 });
    expect(await alertsOf(SUBSCRIBER)).toHaveLength(1);
    expect(earlier.replaced).not.toBeNull();
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
    expect(allowed.stdout).toMatch(
      /Replacing the premium slate of 2026-08-21 published at .*\nFollow alerts: \d+ changes .*\nPublished \d+ projected hitters, .* \(demo data\)/,
    );
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
