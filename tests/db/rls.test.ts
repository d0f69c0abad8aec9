// Row-level security and privileges, proven on real engines (see harness.ts).
import { expect, it } from 'vitest';
import { type Actor, type Attempt, type Db, describeOnEngines, ids, rollbackAfter, runAs, subscriptionSql, VALID_WEIGHTS } from './harness.ts';

// ---------------------------------------------------------------------------------------------
// The access matrix: every table x operation x actor, acting on a row that belongs to `owner`
// (a member). Outcomes:
//   ok     - succeeds and reads/affects exactly that one row
//   none   - succeeds but reads/affects nothing (row-level security hides the row)
//   denied - permission error: the role holds no privilege on the table/columns (SQLSTATE 42501)
//   rls    - rejected by a policy's WITH CHECK: "new row violates row-level security policy" (42501)

type Outcome = 'ok' | 'none' | 'denied' | 'rls';
/** A FEEDBACK case may also expect a check-constraint violation (23514). */
type FeedbackOutcome = Outcome | 'check';
type Op = 'select' | 'insert' | 'update' | 'delete';
const ACTORS = ['anon', 'owner', 'other', 'subscriber', 'moderator', 'service'] as const satisfies readonly Actor[];
type MatrixActor = (typeof ACTORS)[number];

interface Cell {
  sql: string;
  params?: unknown[];
  /** superuser SQL run first in the same (rolled back) transaction */
  prepare?: string;
  expect: Record<MatrixActor, Outcome>;
}

/** Columns: anon, owner, other, subscriber, moderator, service. */
function outcomes(anon: Outcome, owner: Outcome, other: Outcome, subscriber: Outcome, moderator: Outcome, service: Outcome): Record<MatrixActor, Outcome> {
  return { anon, owner, other, subscriber, moderator, service };
}

const weights = JSON.stringify(VALID_WEIGHTS);
const API_KEY_ID = 'dddddddd-0000-4000-8000-0000000000aa';
/** The owner's API key (0009), stored as the server would. */
const OWNER_API_KEY = `insert into public.api_keys (id, user_id, prefix, key_hash) values ('${API_KEY_ID}', '${ids.owner}', 'lb_owner001', '${'a'.repeat(64)}')`;

/** A full refund of the owner's (cancelled) subscription, as the webhook records it (0012). */
const OWNER_REFUND = `insert into public.charge_adjustments (event_id, user_id, customer_id, charge_id, kind, amount, amount_refunded, ends_access, subscription_ids)
  values ('evt_refund_owner', '${ids.owner}', 'cus_owner', 'ch_owner', 'full_refund', 999, 999, true, array['${ids.ownerSubscription}'])`;
const OWNER_NOTICE = `insert into public.signup_notices (user_id) values ('${ids.owner}')`;

const MATRIX: Record<string, Record<Op, Cell>> = {
  profiles: {
    //                         anon      owner     other     subscr.   moderator service
    select: {
      sql: 'select id, role from public.profiles where id = $1',
      params: [ids.owner],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    insert: {
      sql: `insert into public.profiles (id, email, role) values ($1, 'owner@example.test', 'member')`,
      params: [ids.owner],
      prepare: `delete from public.profiles where id = '${ids.owner}'`,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: `update public.profiles set email = 'changed@example.test' where id = $1`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.profiles where id = $1',
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  messages: {
    select: {
      sql: 'select id, title from public.messages where id = $1',
      params: [ids.ownerMessage],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    // only the product writes mail (0008): feedback has its own table
    insert: {
      sql: `insert into public.messages (user_id, title, body, read) values ($1, 'User Feedback', 'Love the site', false)`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: 'update public.messages set read = true where id = $1',
      params: [ids.ownerMessage],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    delete: {
      sql: 'delete from public.messages where id = $1',
      params: [ids.ownerMessage],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  presets: {
    select: {
      sql: 'select id, name from public.presets where id = $1',
      params: [ids.ownerPreset],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    insert: {
      sql: `insert into public.presets (user_id, name, weights) values ($1, 'New preset', $2::jsonb)`,
      params: [ids.owner, weights],
      expect: outcomes('denied', 'ok', 'rls', 'rls', 'rls', 'ok'),
    },
    update: {
      sql: `update public.presets set name = 'Renamed' where id = $1`,
      params: [ids.ownerPreset],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    delete: {
      sql: 'delete from public.presets where id = $1',
      params: [ids.ownerPreset],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
  },
  subscriptions: {
    select: {
      sql: 'select id, status from public.subscriptions where id = $1',
      params: [ids.ownerSubscription],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    insert: {
      sql: `insert into public.subscriptions (id, user_id, customer_id, status, price_id) values ('sub_new', $1, 'cus_owner', 'active', 'price_basic')`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: `update public.subscriptions set status = 'active' where id = $1`,
      params: [ids.ownerSubscription],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.subscriptions where id = $1',
      params: [ids.ownerSubscription],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  stripe_events: {
    select: {
      sql: 'select id from public.stripe_events where id = $1',
      params: [ids.seededEvent],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    insert: {
      sql: `insert into public.stripe_events (id, type) values ('evt_new', 'invoice.payment_failed')`,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: `update public.stripe_events set type = 'x' where id = $1`,
      params: [ids.seededEvent],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.stripe_events where id = $1',
      params: [ids.seededEvent],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  checkout_attempts: {
    // server only: no client privilege, whoever's row it is
    select: {
      sql: 'select attempt_id from public.checkout_attempts where user_id = $1',
      params: [ids.owner],
      prepare: `insert into public.checkout_attempts (user_id, attempt_id, price_id) values ('${ids.owner}', gen_random_uuid(), 'price_basic')`,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    insert: {
      sql: `insert into public.checkout_attempts (user_id, attempt_id, price_id) values ($1, gen_random_uuid(), 'price_basic')`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: `update public.checkout_attempts set price_id = 'price_pro' where user_id = $1`,
      params: [ids.owner],
      prepare: `insert into public.checkout_attempts (user_id, attempt_id, price_id) values ('${ids.owner}', gen_random_uuid(), 'price_basic')`,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.checkout_attempts where user_id = $1',
      params: [ids.owner],
      prepare: `insert into public.checkout_attempts (user_id, attempt_id, price_id) values ('${ids.owner}', gen_random_uuid(), 'price_basic')`,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  feedback: {
    // insert-only for clients, each as themselves; nobody but the server reads it back
    select: {
      sql: 'select id from public.feedback where id = $1',
      params: [ids.ownerFeedback],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    insert: {
      sql: `insert into public.feedback (sender_id, body) values ($1, 'Love the site')`,
      params: [ids.owner],
      expect: outcomes('rls', 'ok', 'rls', 'rls', 'rls', 'ok'),
    },
    update: {
      sql: `update public.feedback set body = 'x' where id = $1`,
      params: [ids.ownerFeedback],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.feedback where id = $1',
      params: [ids.ownerFeedback],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  player_follows: {
    // 0010: owner is a member (not Pro): he still reads and removes his own follows, but nobody
    // inserts except a Pro subscriber as himself (see follows.test.ts) and the server.
    select: {
      sql: 'select player_id from public.player_follows where user_id = $1',
      params: [ids.owner],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    insert: {
      sql: `insert into public.player_follows (user_id, player_id, player_name) values ($1, 'mlbam-660271', 'Shohei Ohtani')`,
      params: [ids.owner],
      expect: outcomes('denied', 'rls', 'rls', 'rls', 'rls', 'ok'),
    },
    update: {
      sql: `update public.player_follows set player_name = 'Renamed' where user_id = $1`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.player_follows where user_id = $1',
      params: [ids.owner],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
  },
  charge_adjustments: {
    // 0012: refunds and disputes, recorded by the webhook; server only
    select: {
      sql: 'select kind from public.charge_adjustments where user_id = $1',
      params: [ids.owner],
      prepare: OWNER_REFUND,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    insert: {
      sql: `insert into public.charge_adjustments (event_id, user_id, customer_id, charge_id, kind, amount, amount_refunded, ends_access)
            values ('evt_refund_new', $1, 'cus_owner', 'ch_new', 'full_refund', 999, 999, true)`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: 'update public.charge_adjustments set ends_access = false, kind = $2 where user_id = $1',
      params: [ids.owner, 'partial_refund'],
      prepare: OWNER_REFUND,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.charge_adjustments where user_id = $1',
      params: [ids.owner],
      prepare: OWNER_REFUND,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  signup_notices: {
    // 0012: the new-account notice goes once per user; server only
    select: {
      sql: 'select sent_at from public.signup_notices where user_id = $1',
      params: [ids.owner],
      prepare: OWNER_NOTICE,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    insert: {
      sql: 'insert into public.signup_notices (user_id) values ($1)',
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: 'update public.signup_notices set sent_at = now() where user_id = $1',
      params: [ids.owner],
      prepare: OWNER_NOTICE,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.signup_notices where user_id = $1',
      params: [ids.owner],
      prepare: OWNER_NOTICE,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  follow_alerts: {
    // server only: the record of alerts already sent
    select: {
      sql: 'select alert_key from public.follow_alerts where user_id = $1',
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    insert: {
      sql: `insert into public.follow_alerts (user_id, slate_date, player_id, game_id, alert_key) values ($1, '2025-06-02', 'mlbam-1', 'game-2', 'edge:0.01->0.05')`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: `update public.follow_alerts set alert_key = 'x' where user_id = $1`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.follow_alerts where user_id = $1',
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  saved_views: {
    // owner is a member, not Pro: he reads and deletes his own views but cannot create or edit
    // one; the fixture's subscriber is Pro, yet cannot write a row of someone else's.
    select: {
      sql: 'select id, name, settings from public.saved_views where id = $1',
      params: [ids.ownerView],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    insert: {
      sql: `insert into public.saved_views (user_id, table_id, name, settings) values ($1, 'hr-projections', 'Mine', '{"version":1}')`,
      params: [ids.owner],
      expect: outcomes('denied', 'rls', 'rls', 'rls', 'rls', 'ok'),
    },
    update: {
      sql: `update public.saved_views set name = 'Renamed' where id = $1`,
      params: [ids.ownerView],
      expect: outcomes('denied', 'rls', 'none', 'none', 'none', 'ok'),
    },
    delete: {
      sql: 'delete from public.saved_views where id = $1',
      params: [ids.ownerView],
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
  },
  premium_slates: {
    // owner and other are members: signed in but not entitled. The calculator's per-batter
    // factors (0007) are read under the same rule as the projections.
    select: {
      sql: 'select slate_date, projections, calculator_players from public.premium_slates where slate_date = $1',
      params: [ids.slateDate],
      expect: outcomes('denied', 'none', 'none', 'ok', 'ok', 'ok'),
    },
    insert: {
      sql: `insert into public.premium_slates (slate_date, projections, picks, schema_version) values ('2025-06-02', '[]', '{}', 1)`,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: `update public.premium_slates set picks = '{}' where slate_date = $1`,
      params: [ids.slateDate],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.premium_slates where slate_date = $1',
      params: [ids.slateDate],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
  api_keys: {
    // migration 0009: the owner reads his key's metadata (never key_hash: tests/db/api-keys.test.ts);
    // keys are written only by the server's functions (service_role).
    select: {
      sql: 'select id, prefix, created_at, last_used_at, revoked_at from public.api_keys where id = $1',
      params: [API_KEY_ID],
      prepare: OWNER_API_KEY,
      expect: outcomes('denied', 'ok', 'none', 'none', 'none', 'ok'),
    },
    insert: {
      sql: `insert into public.api_keys (user_id, prefix, key_hash) values ($1, 'lb_matrix01', '${'b'.repeat(64)}')`,
      params: [ids.owner],
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    update: {
      sql: 'update public.api_keys set revoked_at = now() where id = $1',
      params: [API_KEY_ID],
      prepare: OWNER_API_KEY,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
    delete: {
      sql: 'delete from public.api_keys where id = $1',
      params: [API_KEY_ID],
      prepare: OWNER_API_KEY,
      expect: outcomes('denied', 'denied', 'denied', 'denied', 'denied', 'ok'),
    },
  },
};

const MATRIX_CASES = Object.entries(MATRIX).flatMap(([table, ops]) =>
  (Object.entries(ops) as [Op, Cell][]).flatMap(([op, cell]) => ACTORS.map((actor) => ({ table, op, actor, cell, expected: cell.expect[actor] }))),
);

/** Asserts an attempt's outcome precisely. */
function expectOutcome(attempt: Attempt, expected: Outcome): void {
  switch (expected) {
    case 'ok':
      expect(attempt).toMatchObject({ ok: true, rowCount: 1 });
      break;
    case 'none':
      expect(attempt).toMatchObject({ ok: true, rowCount: 0 });
      break;
    case 'denied':
      expect(attempt.ok).toBe(false);
      if (!attempt.ok) {
        expect(attempt.error.code).toBe('42501');
        expect(attempt.error.message).toMatch(/^permission denied for (table|schema|function|column)/);
      }
      break;
    case 'rls':
      expect(attempt.ok).toBe(false);
      if (!attempt.ok) {
        expect(attempt.error.code).toBe('42501');
        expect(attempt.error.message).toMatch(/new row violates row-level security policy/);
      }
      break;
  }
}

/** Asserts a statement failed with the given SQLSTATE (and message pattern). */
function expectError(attempt: Attempt, code: string, message?: RegExp): void {
  expect(attempt.ok, `expected SQLSTATE ${code}, got success`).toBe(false);
  if (!attempt.ok) {
    expect(attempt.error.code, attempt.error.message).toBe(code);
    if (message) expect(attempt.error.message).toMatch(message);
  }
}

const PROFILE_STATE_SQL = `
  select p.role, p.stripe_customer_id,
         (select count(*)::int from public.subscriptions s where s.user_id = p.id and s.status in ('active', 'trialing')) as active_subscriptions
  from public.profiles p where p.id = $1`;

describeOnEngines('RLS', (ctx) => {
  const db = (): Db => ctx.db();

  it(`matrix covers every public table (${MATRIX_CASES.length} cells)`, async () => {
    const tables = await db().query<{ relname: string }>(
      `select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
    );
    expect(tables.rows.map((t) => t.relname)).toEqual(Object.keys(MATRIX).sort());
    expect(MATRIX_CASES).toHaveLength(Object.keys(MATRIX).length * 4 * 6);
  });

  it.each(MATRIX_CASES)('$table $op as $actor -> $expected', async ({ actor, cell, expected }) => {
    expectOutcome(await runAs(db(), actor, cell.sql, cell.params, cell.prepare), expected);
  });

  // -------------------------------------------------------------------------------------------
  // No client write path raises a role (or fakes a subscription).

  const ESCALATIONS: {
    name: string;
    sql: string;
    params?: (self: string) => unknown[];
    prepare?: (self: string) => string;
    code: string;
    message?: RegExp;
  }[] = [
    {
      name: 'update own role',
      sql: `update public.profiles set role = 'subscriber' where id = $1`,
      params: (s) => [s],
      code: '42501',
      message: /permission denied for table profiles/,
    },
    {
      name: 'update own role to moderator',
      sql: `update public.profiles set role = 'moderator' where id = $1`,
      params: (s) => [s],
      code: '42501',
    },
    {
      name: 'update own stripe_customer_id',
      sql: `update public.profiles set stripe_customer_id = 'cus_forged' where id = $1`,
      params: (s) => [s],
      code: '42501',
      message: /permission denied for table profiles/,
    },
    {
      name: 'insert own profile as subscriber',
      sql: `insert into public.profiles (id, email, role) values ($1, 'x@example.test', 'subscriber')`,
      params: (s) => [s],
      prepare: (s) => `delete from public.profiles where id = '${s}'`,
      code: '42501',
      message: /permission denied for table profiles/,
    },
    {
      name: 'upsert own profile (insert ... on conflict do update)',
      sql: `insert into public.profiles (id, email, role) values ($1, 'x@example.test', 'subscriber') on conflict (id) do update set role = excluded.role`,
      params: (s) => [s],
      code: '42501',
    },
    { name: 'delete own profile', sql: 'delete from public.profiles where id = $1', params: (s) => [s], code: '42501' },
    {
      name: 'call public.set_user_role()',
      sql: `select public.set_user_role($1, 'subscriber')`,
      params: (s) => [s],
      code: '42501',
      message: /permission denied for function set_user_role/,
    },
    {
      name: 'call public.record_stripe_event()',
      sql: `select public.record_stripe_event('evt_forged', 'checkout.session.completed')`,
      code: '42501',
      message: /permission denied for function record_stripe_event/,
    },
    {
      name: 'call private.handle_new_user()',
      sql: 'select private.handle_new_user()',
      code: '42501',
      message: /permission denied for function handle_new_user/,
    },
    {
      name: 'insert an active subscription',
      sql: `insert into public.subscriptions (id, user_id, customer_id, status) values ('sub_forged', $1, 'cus_forged', 'active')`,
      params: (s) => [s],
      code: '42501',
      message: /permission denied for table subscriptions/,
    },
    {
      name: 'upsert a subscription',
      sql: `insert into public.subscriptions (id, user_id, customer_id, status) values ('sub_owner', $1, 'cus_owner', 'active') on conflict (id) do update set status = 'active'`,
      params: (s) => [s],
      code: '42501',
    },
    {
      name: 'update own subscription to active',
      sql: `update public.subscriptions set status = 'active' where user_id = $1`,
      params: (s) => [s],
      code: '42501',
    },
    {
      name: 'write sign-up metadata in auth.users',
      sql: `update auth.users set raw_user_meta_data = '{"role":"subscriber"}' where id = $1`,
      params: (s) => [s],
      code: '42501',
      message: /permission denied for table users/,
    },
    {
      name: 'create a new auth user',
      sql: `insert into auth.users (email, raw_user_meta_data) values ('sock@example.test', '{"role":"moderator"}')`,
      code: '42501',
    },
    {
      name: 'disable RLS on profiles',
      sql: 'alter table public.profiles disable row level security',
      code: '42501',
      message: /must be owner/,
    },
    {
      name: 'replace the role helper',
      sql: `create or replace function private.current_role_name() returns text language sql as $$ select 'moderator' $$`,
      code: '42501',
    },
    {
      name: 'shadow a function in public',
      sql: `create function public.current_role_name() returns text language sql as $$ select 'moderator' $$`,
      code: '42501',
      message: /permission denied for schema public/,
    },
    {
      name: 'publish premium data',
      sql: `insert into public.premium_slates (slate_date, projections, picks, schema_version) values ('2030-01-01', '[]', '{}', 1)`,
      code: '42501',
    },
  ];

  for (const actor of ['owner', 'lapsed'] as const) {
    it.each(ESCALATIONS)(`a free user (${actor}) cannot: $name`, async (path) => {
      const self = ids[actor];
      await rollbackAfter(db(), async (tx) => {
        const before = await tx.query(PROFILE_STATE_SQL, [self]);
        if (path.prepare) await tx.query(path.prepare(self));
        await tx.become(actor);
        expectError(await tx.attempt(path.sql, path.params?.(self)), path.code, path.message);
        await tx.becomeSuperuser();
        // nothing changed (the prepare step of the insert path deletes the profile on purpose)
        if (!path.prepare) expect((await tx.query(PROFILE_STATE_SQL, [self])).rows).toEqual(before.rows);
      });
    });
  }

  it('defence in depth: even with a mistaken column grant, clients cannot write server-owned profile columns', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.query('grant update (role, stripe_customer_id, email) on public.profiles to authenticated');
      await tx.query('grant insert on public.profiles to authenticated');
      await tx.query(`create policy "mistake" on public.profiles for all to authenticated using (true) with check (true)`);
      await tx.become('owner');
      for (const sql of [
        `update public.profiles set role = 'subscriber' where id = '${ids.owner}'`,
        `update public.profiles set stripe_customer_id = 'cus_x' where id = '${ids.owner}'`,
        `update public.profiles set email = 'x@example.test' where id = '${ids.owner}'`,
        `insert into public.profiles (id, role) values ('${ids.owner}', 'moderator') on conflict (id) do update set role = 'moderator'`,
      ]) {
        expectError(await tx.attempt(sql), '42501', /server-owned|sign-up trigger only/);
      }
    });
  });

  it('the JWT role claim grants nothing by itself (policies key on the database role and auth.uid())', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('owner');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ids.owner, role: 'service_role', app_metadata: { role: 'moderator' } }),
      ]);
      expect(await tx.attempt('select slate_date from public.premium_slates')).toMatchObject({ ok: true, rowCount: 0 });
      expect(await tx.attempt('select id from public.profiles')).toMatchObject({ ok: true, rowCount: 1 });
      expectError(await tx.attempt('select id from public.stripe_events'), '42501');
    });
  });

  // -------------------------------------------------------------------------------------------
  // The service role (server) does change roles: the webhook's path.

  it('service role writes the stored role through set_user_role() (bad roles rejected); access follows the subscription, not that role', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('service');
      expect((await tx.query(`select public.set_user_role($1, 'subscriber') as role`, [ids.owner])).rows).toEqual([{ role: 'subscriber' }]);
      expect((await tx.query(`select public.set_user_role($1, 'user') as role`, [ids.subscriber])).rows).toEqual([{ role: 'user' }]);
      expectError(await tx.attempt(`select public.set_user_role($1, 'admin')`, [ids.owner]), '23514');
      expectError(await tx.attempt(`select public.set_user_role($1, 'member')`, ['99999999-9999-4999-8999-999999999999']), 'P0002');
      // The owner's stored role says subscriber but no subscription of his entitles: no premium data.
      await tx.become('owner');
      expect((await tx.query('select slate_date from public.premium_slates')).rowCount).toBe(0);
      expect((await tx.query('select private.current_role_name() as role')).rows).toEqual([{ role: 'user' }]);
      // The subscriber's stored role says user but his Pro subscription runs: he still reads.
      await tx.become('subscriber');
      expect((await tx.query('select slate_date from public.premium_slates')).rowCount).toBe(1);
    });
  });

  it('record_stripe_event() answers true once and false for a duplicate delivery', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('service');
      const record = async (id: string) =>
        (await tx.query<{ fresh: boolean }>(`select public.record_stripe_event($1, 'invoice.payment_failed') as fresh`, [id])).rows[0]?.fresh;
      expect(await record('evt_1')).toBe(true);
      expect(await record('evt_1')).toBe(false);
      expect(await record(ids.seededEvent)).toBe(false);
      expect(await record('evt_2')).toBe(true);
    });
  });

  // -------------------------------------------------------------------------------------------
  // Premium data: subscriber or moderator only

  const PREMIUM_READERS: { who: string; actor: Actor; prepare?: string; rows: number | 'denied'; role: string | 'denied' }[] = [
    { who: 'guest (anon)', actor: 'anon', rows: 'denied', role: 'denied' },
    { who: 'role user (cancelled)', actor: 'lapsed', rows: 0, role: 'user' },
    { who: 'member', actor: 'owner', rows: 0, role: 'member' },
    {
      who: 'signed-in user without a profile row',
      actor: 'owner',
      prepare: `delete from public.profiles where id = '${ids.owner}'`,
      rows: 0,
      role: 'user',
    },
    { who: 'subscriber', actor: 'subscriber', rows: 1, role: 'subscriber' },
    { who: 'moderator', actor: 'moderator', rows: 1, role: 'moderator' },
  ];

  it.each(PREMIUM_READERS)('premium_slates as $who: $rows row(s), role $role', async ({ actor, prepare, rows, role }) => {
    const read = await runAs(db(), actor, 'select slate_date, projections, picks from public.premium_slates', [], prepare);
    if (rows === 'denied') expectError(read, '42501', /permission denied for table premium_slates/);
    else expect(read).toMatchObject({ ok: true, rowCount: rows });

    const roleRead = await runAs(db(), actor, 'select private.current_role_name() as role', [], prepare);
    if (role === 'denied') expectError(roleRead, '42501');
    else expect(roleRead).toMatchObject({ ok: true, rows: [{ role }] });
  });

  // -------------------------------------------------------------------------------------------
  // Feedback and mailbox rules

  const FEEDBACK: { name: string; actor: Actor; sql: string; params?: unknown[]; expected: FeedbackOutcome }[] = [
    {
      name: 'guest sends anonymous feedback',
      actor: 'anon',
      expected: 'ok',
      sql: `insert into public.feedback (sender_id, body, page) values (null, 'Great site. -- sent by a guest', '/')`,
    },
    { name: 'guest sends feedback relying on defaults', actor: 'anon', expected: 'ok', sql: `insert into public.feedback (body) values ('hello')` },
    {
      name: 'guest attributes feedback to a user',
      actor: 'anon',
      expected: 'rls',
      params: [ids.owner],
      sql: `insert into public.feedback (sender_id, body) values ($1, 'x')`,
    },
    { name: 'guest sends an empty body', actor: 'anon', expected: 'check', sql: `insert into public.feedback (body) values ('   ')` },
    { name: 'guest marks own feedback priority', actor: 'anon', expected: 'denied', sql: `insert into public.feedback (body, priority) values ('x', true)` },
    {
      name: 'guest backdates created_at',
      actor: 'anon',
      expected: 'denied',
      sql: `insert into public.feedback (body, created_at) values ('x', '2000-01-01')`,
    },
    {
      name: 'guest asks for the row back (RETURNING needs SELECT)',
      actor: 'anon',
      expected: 'denied',
      sql: `insert into public.feedback (body) values ('x') returning id`,
    },
    {
      name: 'member sends feedback as themselves',
      actor: 'owner',
      expected: 'ok',
      params: [ids.owner],
      sql: `insert into public.feedback (sender_id, body) values ($1, 'x')`,
    },
    { name: 'member sends feedback anonymously', actor: 'owner', expected: 'rls', sql: `insert into public.feedback (sender_id, body) values (null, 'x')` },
    {
      name: 'member impersonates another user',
      actor: 'owner',
      expected: 'rls',
      params: [ids.other],
      sql: `insert into public.feedback (sender_id, body) values ($1, 'x')`,
    },
    {
      name: 'member sends feedback as a mailbox message (no longer possible)',
      actor: 'owner',
      expected: 'denied',
      params: [ids.owner],
      sql: `insert into public.messages (user_id, title, body, read) values ($1, 'User Feedback', 'x', false)`,
    },
    {
      name: 'guest sends feedback as a message (no longer possible)',
      actor: 'anon',
      expected: 'denied',
      sql: `insert into public.messages (title, body) values ('User Feedback', 'x')`,
    },
    {
      name: 'member marks own message read',
      actor: 'owner',
      expected: 'ok',
      params: [ids.ownerMessage],
      sql: 'update public.messages set read = true where id = $1',
    },
    {
      name: 'member marks own message unread',
      actor: 'owner',
      expected: 'ok',
      params: [ids.ownerMessage],
      sql: 'update public.messages set read = false where id = $1',
    },
    {
      name: "member marks another user's message read",
      actor: 'owner',
      expected: 'none',
      params: [ids.otherMessage],
      sql: 'update public.messages set read = true where id = $1',
    },
    {
      name: 'member edits the title of own message',
      actor: 'owner',
      expected: 'denied',
      params: [ids.ownerMessage],
      sql: `update public.messages set read = true, title = 'x' where id = $1`,
    },
    {
      name: 'member edits the body of own message',
      actor: 'owner',
      expected: 'denied',
      params: [ids.ownerMessage],
      sql: `update public.messages set body = 'x' where id = $1`,
    },
    {
      name: 'member hands own message to another user',
      actor: 'owner',
      expected: 'denied',
      params: [ids.ownerMessage, ids.other],
      sql: 'update public.messages set user_id = $2 where id = $1',
    },
    { name: 'member reads only own mailbox', actor: 'owner', expected: 'ok', sql: 'select id from public.messages' },
  ];

  it.each(FEEDBACK)('feedback and mailbox: $name -> $expected', async ({ actor, sql, params, expected }) => {
    const attempt = await runAs(db(), actor, sql, params);
    if (expected === 'check') expectError(attempt, '23514', /feedback_body_length/);
    else expectOutcome(attempt, expected);
  });

  it("feedback: priority is set by the database from the sender's plan (Pro subscriber), never by the client", async () => {
    await rollbackAfter(db(), async (tx) => {
      // owner becomes a Basic subscriber; the fixture's subscriber is Pro.
      await db().exec(subscriptionSql(ids.owner, 'basic'));
      for (const [actor, body] of [
        ['subscriber', 'pro subscriber'],
        ['owner', 'basic subscriber'],
      ] as const) {
        await tx.become(actor);
        await tx.query('insert into public.feedback (sender_id, body) values ($1, $2)', [ids[actor], body]);
        await tx.becomeSuperuser();
      }
      await tx.become('anon');
      await tx.query(`insert into public.feedback (body) values ('guest')`);
      await tx.becomeSuperuser();
      const stored = await tx.query<{ body: string; priority: boolean }>(
        `select body, priority from public.feedback where body in ('pro subscriber', 'basic subscriber', 'guest') order by body`,
      );
      expect(stored.rows).toEqual([
        { body: 'basic subscriber', priority: false },
        { body: 'guest', priority: false },
        { body: 'pro subscriber', priority: true },
      ]);
    });
  });

  it('profiles: no client can write the plan, status or period end; each reads only own billing state', async () => {
    for (const actor of ['owner', 'subscriber', 'moderator'] as const) {
      for (const sql of [
        `update public.profiles set plan = 'pro' where id = $1`,
        `update public.profiles set subscription_status = 'active' where id = $1`,
        `update public.profiles set current_period_end = now() + interval '1 year' where id = $1`,
        `update public.profiles set cancel_at_period_end = false where id = $1`,
      ]) {
        expectOutcome(await runAs(db(), actor, sql, [ids[actor]]), 'denied');
      }
    }
    const own = await runAs(db(), 'subscriber', 'select plan, subscription_status, cancel_at_period_end from public.profiles');
    expect(own).toMatchObject({ ok: true, rows: [{ plan: 'pro', subscription_status: 'active', cancel_at_period_end: false }] });
    expectOutcome(await runAs(db(), 'service', `update public.profiles set plan = 'pro' where id = $1`, [ids.owner]), 'ok');
  });

  it('profiles: the plan takes only basic or pro', async () => {
    await rollbackAfter(db(), async (tx) => {
      expectError(await tx.attempt(`update public.profiles set plan = 'enterprise' where id = $1`, [ids.owner]), '23514');
    });
  });

  it('presets: a user lists only own presets and cannot move one to another user', async () => {
    expect(await runAs(db(), 'owner', 'select id from public.presets')).toMatchObject({ ok: true, rows: [{ id: ids.ownerPreset }] });
    expect(await runAs(db(), 'other', 'select id from public.presets')).toMatchObject({ ok: true, rows: [{ id: ids.otherPreset }] });
    expectOutcome(await runAs(db(), 'owner', 'update public.presets set user_id = $2 where id = $1', [ids.ownerPreset, ids.other]), 'denied');
    // user_id defaults to the caller
    const created = await runAs(db(), 'owner', `insert into public.presets (name, weights) values ('Defaulted', $1::jsonb) returning user_id`, [weights]);
    expect(created).toMatchObject({ ok: true, rows: [{ user_id: ids.owner }] });
  });

  it('subscriptions: a subscriber reads own active subscription only', async () => {
    const read = await runAs(db(), 'subscriber', 'select id, status from public.subscriptions');
    expect(read).toMatchObject({ ok: true, rows: [{ id: ids.subscriberSubscription, status: 'active' }] });
  });

  it('saved_views: only a Pro subscriber saves, always as himself; Basic, lapsed and moderator are refused', async () => {
    const insert = `insert into public.saved_views (table_id, name, settings) values ('hr-projections', $1, '{"version":1}') returning user_id`;
    expect(await runAs(db(), 'subscriber', insert, ['Power bats'])).toMatchObject({ ok: true, rows: [{ user_id: ids.subscriber }] });
    // A Pro subscriber naming another user as owner is refused.
    expectOutcome(
      await runAs(db(), 'subscriber', `insert into public.saved_views (user_id, table_id, name, settings) values ($1, 'hr-projections', 'x', '{}')`, [
        ids.other,
      ]),
      'rls',
    );
    for (const actor of ['lapsed', 'moderator', 'owner'] as const) {
      expectOutcome(await runAs(db(), actor, insert, ['Power bats']), 'rls');
    }
    await rollbackAfter(db(), async (tx) => {
      // A Basic subscriber (role subscriber, plan basic) cannot save; the same user on Pro can.
      await db().exec(subscriptionSql(ids.owner, 'basic', { id: 'sub_owner_plan' }));
      await tx.become('owner');
      expectOutcome(await tx.attempt(insert, ['Basic try']), 'rls');
      await tx.becomeSuperuser();
      await db().exec(subscriptionSql(ids.owner, 'pro', { id: 'sub_owner_plan' }));
      await tx.become('owner');
      expect(await tx.attempt(insert, ['Pro try'])).toMatchObject({ ok: true, rows: [{ user_id: ids.owner }] });
    });
  });

  it('saved_views: each user lists only his own views; the owner cannot be changed; names, tables and sizes are bounded', async () => {
    expect(await runAs(db(), 'subscriber', 'select id from public.saved_views')).toMatchObject({ ok: true, rows: [{ id: ids.subscriberView }] });
    expect(await runAs(db(), 'owner', 'select id from public.saved_views')).toMatchObject({ ok: true, rows: [{ id: ids.ownerView }] });
    expectOutcome(await runAs(db(), 'subscriber', 'update public.saved_views set user_id = $2 where id = $1', [ids.subscriberView, ids.other]), 'denied');
    expectOutcome(
      await runAs(db(), 'subscriber', `update public.saved_views set settings = '{"version":1,"sort":null}' where id = $1`, [ids.subscriberView]),
      'ok',
    );
    const bad = (name: string, table: string, settings: string) =>
      runAs(db(), 'subscriber', 'insert into public.saved_views (table_id, name, settings) values ($1, $2, $3::jsonb)', [table, name, settings]);
    expectError(await bad('  ', 'hr-projections', '{}'), '23514', /saved_views_name_length/);
    expectError(await bad('x'.repeat(81), 'hr-projections', '{}'), '23514', /saved_views_name_length/);
    expectError(await bad('Other table', 'park-factors', '{}'), '23514', /saved_views_table_id_known/);
    expectError(await bad('Array', 'hr-projections', '[]'), '23514', /saved_views_settings_object/);
    expectError(await bad('Huge', 'hr-projections', JSON.stringify({ pad: 'x'.repeat(8000) })), '23514', /saved_views_settings_object/);
    expectError(await bad('Pro view', 'hr-projections', '{}'), '23505', /saved_views_name_unique/);
  });
});
