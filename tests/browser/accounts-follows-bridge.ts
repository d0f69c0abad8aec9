/**
 * Followed players for the configured-mode browser journeys, run on the real database: the
 * page's /rest/v1/player_follows calls are executed on the worker's PGlite (the real migrations,
 * accounts-payments-bridge.ts's world) as the signed-in user, the way PostgREST runs them
 * (`set local role authenticated` + the JWT claims), so row-level security decides; and a publish
 * is the real `runPublish` (supabase-js) against the loopback PostgREST stand-in of the publish
 * test on that same database. The messages send_follow_alerts wrote are then pushed over the fake
 * realtime socket (nothing here runs Supabase Realtime), as Realtime would push the inserts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Page, Route } from '@playwright/test';
import { type PublishResult, runPublish } from '../../pipeline/commands/publish.ts';
import { type Db, subscriptionSql } from '../db/harness.ts';
import { startPublishStandIn } from '../e2e/publish-stand-in.ts';
import { FAKE_SUPABASE_URL, TEST_GENERATED_DIR } from './accounts-env.ts';
import type { FakeSupabase, FakeUser, MessageRow } from './accounts-fake-supabase.ts';
import { PaymentsBridge } from './accounts-payments-bridge.ts';

const SERVICE_KEY = 'service-role-key-for-browser-tests';
const FOLLOWS_URL = `${FAKE_SUPABASE_URL}/rest/v1/player_follows`;

/** A PGlite connection as the harness's Db (what the publish stand-in runs on). */
function asDb(pg: PGlite): Db {
  return {
    name: 'pglite',
    query: async (sql, params) => {
      const result = await pg.query(sql, params);
      return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: async () => undefined,
  };
}

/** PostgREST's status for a PostgreSQL error code. */
function statusOf(code: string | undefined): number {
  if (code === '42501') return 403;
  if (code === '23505') return 409;
  return 400;
}

export class FollowsBridge {
  private constructor(
    private readonly pg: PGlite,
    private readonly fake: FakeSupabase,
  ) {}

  static async start(fake: FakeSupabase): Promise<FollowsBridge> {
    const world = await PaymentsBridge.warmUp();
    return new FollowsBridge(world.database.pg, fake);
  }

  /** A paying customer on `plan`, in PostgreSQL (as the server stores it from Stripe) and in the fake. */
  async addCustomer(user: FakeUser, plan: 'basic' | 'pro'): Promise<void> {
    const periodEnd = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await this.pg.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [user.id, user.email, '{}']);
    // The running subscription the database's rules read (migration 0012), and the profile's mirror.
    await this.pg.exec(subscriptionSql(user.id, plan, { periodEnd: `'${periodEnd}'` }));
    await this.pg.query('update public.profiles set stripe_customer_id = $2 where id = $1', [user.id, `cus_${user.id.slice(0, 8)}`]);
    this.fake.addUser(user, {
      role: 'subscriber',
      stripe_customer_id: `cus_${user.id.slice(0, 8)}`,
      plan,
      subscription_status: 'active',
      current_period_end: periodEnd,
    });
  }

  /** The follows PostgreSQL holds for a user. */
  async followsOf(userId: string): Promise<string[]> {
    const { rows } = await this.pg.query<{ player_id: string }>('select player_id from public.player_follows where user_id = $1 order by created_at', [userId]);
    return rows.map((row) => row.player_id);
  }

  async install(page: Page): Promise<void> {
    await page.route(
      (url) => url.href.split('?')[0] === FOLLOWS_URL,
      (route) => this.answer(route),
    );
  }

  private userIdOf(authorization: string | undefined): string | null {
    const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
    if (!payload) return null;
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
    return this.fake.users.some((user) => user.id === sub) ? (sub ?? null) : null;
  }

  /** One statement as the signed-in user, as PostgREST runs it. */
  private async asUser(userId: string, sql: string, params: unknown[]) {
    return this.pg.transaction(async (tx) => {
      await tx.query('set local role authenticated');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
      return tx.query<Record<string, unknown>>(sql, params);
    });
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const reply = (status: number, body?: unknown) =>
      route.fulfill({
        status,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: body === undefined ? '' : JSON.stringify(body),
      });
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS' },
      });
    }
    const userId = this.userIdOf(request.headers().authorization);
    if (!userId) return reply(401, { code: '42501', message: 'permission denied for table player_follows', details: null, hint: null });
    const eq = (column: string) => url.searchParams.get(column)?.replace(/^eq\./, '') ?? null;
    try {
      if (request.method() === 'GET') {
        const { rows } = await this.asUser(
          userId,
          'select player_id, player_name from public.player_follows where user_id = $1 order by created_at, player_id',
          [eq('user_id')],
        );
        return reply(200, rows);
      }
      if (request.method() === 'POST') {
        const row = request.postDataJSON() as { user_id?: string; player_id?: string; player_name?: string };
        await this.asUser(userId, 'insert into public.player_follows (user_id, player_id, player_name) values ($1, $2, $3)', [
          row.user_id,
          row.player_id,
          row.player_name,
        ]);
        return reply(201);
      }
      if (request.method() === 'DELETE') {
        await this.asUser(userId, 'delete from public.player_follows where user_id = $1 and player_id = $2', [eq('user_id'), eq('player_id')]);
        return reply(204);
      }
      return reply(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${request.method()}`, details: null, hint: null });
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      return reply(statusOf(code), { code: code ?? 'XX000', message, details: null, hint: null });
    }
  }

  /**
   * Publishes a run made from the test build with `change` applied to its projections, through the
   * real publish path, then pushes the mailbox messages it wrote for the fake's users.
   */
  async publishRun(change: (projections: { batters: Record<string, unknown>[] }) => void): Promise<PublishResult> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'longball-run-'));
    cpSync(TEST_GENERATED_DIR, dir, { recursive: true });
    const file = path.join(dir, 'projections.json');
    const projections = JSON.parse(readFileSync(file, 'utf8'));
    change(projections);
    writeFileSync(file, JSON.stringify(projections));

    const userIds = this.fake.users.map((user) => user.id);
    const before = await this.messageIds(userIds);
    const standIn = await startPublishStandIn(asDb(this.pg), SERVICE_KEY);
    try {
      const result = await runPublish(dir, { PUBLIC_SUPABASE_URL: standIn.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }, { allowDemo: true });
      const { rows } = await this.pg.query<Omit<MessageRow, 'created_at'> & { created_at: Date }>(
        'select id, user_id, title, body, read, created_at from public.messages where user_id = any($1::uuid[]) order by created_at',
        [userIds],
      );
      for (const row of rows.filter((message) => !before.has(message.id))) this.fake.pushInsert({ ...row, created_at: row.created_at.toISOString() });
      return result;
    } finally {
      await standIn.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  private async messageIds(userIds: string[]): Promise<Set<string>> {
    const { rows } = await this.pg.query<{ id: string }>('select id from public.messages where user_id = any($1::uuid[])', [userIds]);
    return new Set(rows.map((row) => row.id));
  }
}
