/**
 * Database test harness: runs the Supabase migrations on two real PostgreSQL engines.
 *
 *  - pglite:     @electric-sql/pglite, the Postgres engine compiled to WebAssembly, in-process
 *                (always available, so `npm test` needs no server).
 *  - postgres15: a throwaway PostgreSQL 15 cluster started from /usr/lib/postgresql/15/bin
 *                (initdb in a temp dir as the `postgres` user, pg_ctl start on a unix socket in that
 *                dir plus loopback, `pg_ctl -m immediate stop` and removal afterwards).
 *                Binaries present -> it runs. Absent -> skipped with a warning on a laptop, but a
 *                FAILURE when process.env.CI is set. Override the directory with PG15_BIN_DIR.
 *
 * Each engine gets supabase/platform-shim.sql (a stand-in for Supabase's auth schema, API roles and
 * default grants), then supabase/migrations/*.sql in lexical order, then the fixtures below.
 * Test cases run inside a transaction that is always rolled back, switching to an API role the way
 * PostgREST does: `set local role <anon|authenticated|service_role>` plus transaction-local
 * `request.jwt.claims`.
 *
 * Usage: describeOnEngines('title', (ctx) => { it('...', async () => { await ctx.db().query(...) }) })
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';

const execFileAsync = promisify(execFile);

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
export const PG15_BIN_DIR = process.env.PG15_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

// ---------------------------------------------------------------------------------------------
// The one interface both engines implement.

export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  /** Rows returned by a SELECT, or rows affected by INSERT / UPDATE / DELETE (the command tag). */
  rowCount: number;
}

export interface Db {
  name: string;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements (simple query protocol), no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** What a failed statement looks like on both engines. */
export interface DbError {
  code: string;
  message: string;
}

export function asDbError(error: unknown): DbError | undefined {
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    const { code, message } = error as { code: unknown; message: unknown };
    if (typeof code === 'string' && typeof message === 'string') return { code, message };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Engine: PGlite

async function startPglite(): Promise<Db> {
  const db = await PGlite.create();
  return {
    name: 'pglite',
    async query<R>(sql: string, params?: unknown[]) {
      const result = await db.query<R>(sql, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Engine: a PostgreSQL 15 server cluster

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not pick a free port'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}

async function startPostgresServer(binDir: string): Promise<Db> {
  const runAsRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'longball-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');

  // initdb and postgres refuse to run as root: run them as the `postgres` user then.
  const run = (tool: string, args: string[]) => {
    const binary = path.join(binDir, tool);
    return runAsRoot ? execFileAsync('runuser', ['-u', 'postgres', '--', binary, ...args]) : execFileAsync(binary, args);
  };
  const stop = async () => {
    try {
      await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running (or never started): nothing to stop
    }
    await rm(dir, { recursive: true, force: true });
  };

  let client: pg.Client | undefined;
  try {
    if (runAsRoot) {
      const { stdout: uid } = await execFileAsync('id', ['-u', 'postgres']);
      const { stdout: gid } = await execFileAsync('id', ['-g', 'postgres']);
      await chown(dir, Number(uid.trim()), Number(gid.trim()));
    }
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);

    let port = 0;
    let lastError: unknown;
    for (let attempt = 0; attempt < 3 && port === 0; attempt += 1) {
      const candidate = await freePort();
      const options = [
        `-k ${dir}`,
        `-p ${candidate}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        await run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', options, 'start']);
        port = candidate;
      } catch (error) {
        lastError = error; // most likely the port was taken in the meantime: try another one
      }
    }
    if (port === 0) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`PostgreSQL 15 did not start: ${String(lastError)}\n${log}`);
    }

    client = new pg.Client({ host: dir, port, user: 'postgres', database: 'postgres' });
    await client.connect();
  } catch (error) {
    await client?.end().catch(() => undefined);
    await stop();
    throw error;
  }

  const connected = client;
  return {
    name: 'postgres15',
    async query<R>(sql: string, params?: unknown[]) {
      const result = await connected.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await connected.query(sql);
    },
    async close() {
      await connected.end().catch(() => undefined);
      await stop();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Engines and their availability

export interface Engine {
  name: 'pglite' | 'postgres15';
  /** Why the engine cannot run here; undefined when it can. */
  missing?: string;
  start(): Promise<Db>;
}

export const ENGINES: Engine[] = [
  { name: 'pglite', start: startPglite },
  {
    name: 'postgres15',
    missing: existsSync(path.join(PG15_BIN_DIR, 'initdb'))
      ? undefined
      : `PostgreSQL 15 server binaries not found: ${path.join(PG15_BIN_DIR, 'initdb')} is missing`,
    start: () => startPostgresServer(PG15_BIN_DIR),
  },
];

// ---------------------------------------------------------------------------------------------
// Schema: the platform shim, then the migrations in lexical order

export async function migrationFiles(): Promise<string[]> {
  const dir = path.join(SUPABASE_DIR, 'migrations');
  return (await readdir(dir))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => path.join(dir, file));
}

export async function applySchema(db: Db): Promise<void> {
  const files = [path.join(SUPABASE_DIR, 'platform-shim.sql'), ...(await migrationFiles())];
  for (const file of files) {
    try {
      await db.exec(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${db.name}: applying ${path.relative(REPO_ROOT, file)} failed: ${String(error)}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Fixtures (committed once per engine, as the superuser; every case then rolls back)

export const ids = {
  /** a member: the owner of every target row in the matrix */
  owner: '11111111-1111-4111-8111-111111111111',
  /** another member */
  other: '22222222-2222-4222-8222-222222222222',
  subscriber: '33333333-3333-4333-8333-333333333333',
  moderator: '44444444-4444-4444-8444-444444444444',
  /** role 'user': a cancelled subscriber */
  lapsed: '55555555-5555-4555-8555-555555555555',
  ownerMessage: 'aaaaaaaa-0000-4000-8000-000000000001',
  otherMessage: 'aaaaaaaa-0000-4000-8000-000000000002',
  ownerPreset: 'bbbbbbbb-0000-4000-8000-000000000001',
  otherPreset: 'bbbbbbbb-0000-4000-8000-000000000002',
  ownerSubscription: 'sub_owner',
  subscriberSubscription: 'sub_subscriber',
  seededEvent: 'evt_seeded',
  ownerFeedback: 'cccccccc-0000-4000-8000-000000000001',
  ownerView: 'dddddddd-0000-4000-8000-000000000001',
  subscriberView: 'dddddddd-0000-4000-8000-000000000002',
  slateDate: '2025-06-01',
  /** a player the owner follows (projections.json id) */
  followedPlayer: 'mlbam-592450',
} as const;

export const VALID_WEIGHTS = {
  hrRate: 20,
  isoRate: 15,
  barrelRate: 15,
  exitVelo: 10,
  launchAngle: 10,
  parkFactor: 10,
  recentPerformance: 10,
  temperature: 10,
} as const;

const FIXTURES_SQL = `
insert into auth.users (id, email, raw_user_meta_data) values
  ('${ids.owner}', 'owner@example.test', '{}'),
  ('${ids.other}', 'other@example.test', '{}'),
  ('${ids.subscriber}', 'subscriber@example.test', '{}'),
  ('${ids.moderator}', 'moderator@example.test', '{}'),
  ('${ids.lapsed}', 'lapsed@example.test', '{}');

update public.profiles set role = 'subscriber', stripe_customer_id = 'cus_subscriber', plan = 'pro', subscription_status = 'active',
  current_period_end = now() + interval '30 days' where id = '${ids.subscriber}';
update public.profiles set role = 'moderator' where id = '${ids.moderator}';
update public.profiles set role = 'user', stripe_customer_id = 'cus_lapsed' where id = '${ids.lapsed}';
update public.profiles set stripe_customer_id = 'cus_owner' where id = '${ids.owner}';

insert into public.messages (id, user_id, title, body) values
  ('${ids.ownerMessage}', '${ids.owner}', 'Welcome', 'Welcome to Longball, owner.'),
  ('${ids.otherMessage}', '${ids.other}', 'Welcome', 'Welcome to Longball, other.');

insert into public.presets (id, user_id, name, description, weights) values
  ('${ids.ownerPreset}', '${ids.owner}', 'Owner power', 'mine', '${JSON.stringify(VALID_WEIGHTS)}'),
  ('${ids.otherPreset}', '${ids.other}', 'Other power', null, '${JSON.stringify(VALID_WEIGHTS)}');

-- The subscriber's Pro subscription runs for 30 more days (access is computed from it, 0012).
insert into public.subscriptions (id, user_id, customer_id, status, price_id, current_period_end, plan) values
  ('${ids.ownerSubscription}', '${ids.owner}', 'cus_owner', 'canceled', 'price_basic', '2025-05-01T00:00:00Z', null),
  ('${ids.subscriberSubscription}', '${ids.subscriber}', 'cus_subscriber', 'active', 'price_pro', now() + interval '30 days', 'pro');

insert into public.stripe_events (id, type) values ('${ids.seededEvent}', 'checkout.session.completed');

insert into public.feedback (id, sender_id, body) values ('${ids.ownerFeedback}', '${ids.owner}', 'Owner feedback');

insert into public.player_follows (user_id, player_id, player_name) values ('${ids.owner}', '${ids.followedPlayer}', 'Aaron Judge');
insert into public.follow_alerts (user_id, slate_date, player_id, game_id, alert_key) values
  ('${ids.owner}', '${ids.slateDate}', '${ids.followedPlayer}', 'game-1', 'lineup-confirmed');
insert into public.saved_views (id, user_id, table_id, name, settings) values
  ('${ids.ownerView}', '${ids.owner}', 'hr-projections', 'Owner view', '{"version":1}'),
  ('${ids.subscriberView}', '${ids.subscriber}', 'hr-projections', 'Pro view', '{"version":1}');

insert into public.premium_slates (slate_date, projections, picks, schema_version, calculator_players) values
  ('${ids.slateDate}', '[{"player":"Aaron Judge","hrProbability":0.31}]', '{"confident":["Aaron Judge"],"punt":[]}', 1,
   '[{"id":"aaron-judge","name":"Aaron Judge","team":"NYY","playingToday":true,"factors":{"barrelRate":24.1}}]');
`;

/**
 * Superuser SQL giving `userId` a mirrored Stripe subscription of `plan`, as the server's sync
 * writes it (the subscriptions row with its plan, and the profile's stored role and plan): access
 * is computed from the row (migration 0012). `periodEnd` is a SQL expression (default: 30 days
 * from now); `status` defaults to active.
 */
export function subscriptionSql(userId: string, plan: 'basic' | 'pro' | null, options: { periodEnd?: string; status?: string; id?: string } = {}): string {
  const id = options.id ?? `sub_${plan ?? 'none'}_${userId.slice(0, 8)}`;
  const status = options.status ?? 'active';
  const periodEnd = options.periodEnd ?? "now() + interval '30 days'";
  const planSql = plan === null ? 'null' : `'${plan}'`;
  return `insert into public.subscriptions (id, user_id, customer_id, status, price_id, current_period_end, plan)
      values ('${id}', '${userId}', 'cus_${userId.slice(0, 8)}', '${status}', 'price_${plan ?? 'other'}', ${periodEnd}, ${planSql})
      on conflict (id) do update set status = excluded.status, current_period_end = excluded.current_period_end, plan = excluded.plan;
    update public.profiles set role = case when role = 'moderator' then role else 'subscriber' end, plan = ${planSql},
      subscription_status = '${status}', current_period_end = ${periodEnd} where id = '${userId}';`;
}

// ---------------------------------------------------------------------------------------------
// Acting as an API caller, PostgREST style

export type Actor = 'anon' | 'owner' | 'other' | 'subscriber' | 'moderator' | 'lapsed' | 'service';

/** The database role PostgREST switches to, and the JWT claims it exposes, per actor. */
function roleAndClaims(actor: Actor): { role: 'anon' | 'authenticated' | 'service_role'; claims: Record<string, unknown> } {
  switch (actor) {
    case 'anon':
      return { role: 'anon', claims: { role: 'anon' } };
    case 'service':
      return { role: 'service_role', claims: { role: 'service_role' } };
    default:
      return {
        role: 'authenticated',
        claims: { sub: ids[actor], role: 'authenticated', aud: 'authenticated', email: `${actor}@example.test` },
      };
  }
}

/** The result of one statement: rows, or the error the engine raised. */
export type Attempt = { ok: true; rows: Record<string, unknown>[]; rowCount: number } | { ok: false; error: DbError };

export interface Tx {
  /** Switch to the actor's database role and JWT claims (transaction-local). */
  become(actor: Actor): Promise<void>;
  /** Back to the superuser, claims cleared. */
  becomeSuperuser(): Promise<void>;
  /** Run a statement; throws on error. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Run a statement inside a savepoint; an error is returned (and undone), not thrown. */
  attempt(sql: string, params?: unknown[]): Promise<Attempt>;
}

/** Runs fn inside a transaction that is always rolled back. */
export async function rollbackAfter<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await db.query('begin');
  const tx: Tx = {
    async become(actor) {
      const { role, claims } = roleAndClaims(actor);
      await db.query(`set local role ${role}`); // role is one of three fixed names
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    },
    async becomeSuperuser() {
      await db.query('reset role');
      await db.query(`select set_config('request.jwt.claims', '', true)`);
    },
    query: (sql, params) => db.query(sql, params),
    async attempt(sql, params) {
      await db.query('savepoint attempt');
      try {
        const result = await db.query(sql, params);
        await db.query('release savepoint attempt');
        return { ok: true, rows: result.rows, rowCount: result.rowCount };
      } catch (error) {
        const dbError = asDbError(error);
        await db.query('rollback to savepoint attempt');
        if (!dbError) throw error;
        return { ok: false, error: dbError };
      }
    },
  };
  try {
    return await fn(tx);
  } finally {
    await db.query('rollback');
  }
}

/**
 * One API call: optional superuser preparation (rolled back too), then the statement as the actor.
 */
export async function runAs(db: Db, actor: Actor, sql: string, params?: unknown[], prepare?: string): Promise<Attempt> {
  return rollbackAfter(db, async (tx) => {
    if (prepare) await db.exec(prepare);
    await tx.become(actor);
    return tx.attempt(sql, params);
  });
}

// ---------------------------------------------------------------------------------------------
// describe.each over the engines

export interface EngineContext {
  /** The engine's connection, with shim + migrations + fixtures applied (available in tests). */
  db(): Db;
}

export function describeOnEngines(title: string, body: (ctx: EngineContext) => void): void {
  describe.each(ENGINES)(`${title} [$name]`, (engine) => {
    if (engine.missing) {
      if (process.env.CI) {
        it(`${engine.name} must run in CI`, () => {
          throw new Error(`${engine.missing} (set PG15_BIN_DIR or install postgresql-15)`);
        });
        return;
      }
      console.warn(`[db tests] skipping ${engine.name}: ${engine.missing}`);
      describe.skip(`${engine.name} skipped: ${engine.missing}`, () => {
        it('needs the engine', () => undefined);
      });
      return;
    }

    let db: Db | undefined;
    beforeAll(async () => {
      db = await engine.start();
      await applySchema(db);
      await db.exec(FIXTURES_SQL);
    });
    afterAll(async () => {
      await db?.close();
    });

    body({
      db() {
        if (!db) throw new Error(`${engine.name} is not started`);
        return db;
      },
    });
  });
}
