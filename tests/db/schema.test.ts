// Schema-level guarantees: sign-up trigger, presets validation, and a snapshot of every privilege
// the client roles hold, proven on real engines (see harness.ts).
import { expect, it } from 'vitest';
import { type Attempt, type Db, describeOnEngines, ids, rollbackAfter, runAs, VALID_WEIGHTS } from './harness.ts';

function expectError(attempt: Attempt, code: string, message?: RegExp): void {
  expect(attempt.ok, `expected SQLSTATE ${code}, got success`).toBe(false);
  if (!attempt.ok) {
    expect(attempt.error.code, attempt.error.message).toBe(code);
    if (message) expect(attempt.error.message).toMatch(message);
  }
}

const NEW_USER = '66666666-6666-4666-8666-666666666666';

describeOnEngines('schema', (ctx) => {
  const db = (): Db => ctx.db();

  // -------------------------------------------------------------------------------------------
  // Sign-up

  it('the sign-up trigger creates the profile with role member and the email', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.query(`insert into auth.users (id, email) values ($1, 'new@example.test')`, [NEW_USER]);
      const profile = await tx.query('select id, email, role, stripe_customer_id from public.profiles where id = $1', [NEW_USER]);
      expect(profile.rows).toEqual([{ id: NEW_USER, email: 'new@example.test', role: 'member', stripe_customer_id: null }]);
    });
  });

  it('the sign-up trigger ignores a role in the sign-up metadata', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'sly@example.test', '{"role":"moderator"}')`, [NEW_USER]);
      expect((await tx.query('select role from public.profiles where id = $1', [NEW_USER])).rows).toEqual([{ role: 'member' }]);
    });
  });

  it('the sign-up trigger works for an Auth service role that holds no privilege on public.profiles', async () => {
    await rollbackAfter(db(), async (tx) => {
      // Supabase's Auth server inserts as supabase_auth_admin: the trigger must not rely on its rights.
      await tx.query('create role test_auth_admin nologin');
      await tx.query('grant usage on schema auth to test_auth_admin');
      await tx.query('grant insert on auth.users to test_auth_admin');
      await tx.query('set local role test_auth_admin');
      await tx.query(`insert into auth.users (id, email) values ($1, 'gotrue@example.test')`, [NEW_USER]);
      expectError(await tx.attempt('select role from public.profiles'), '42501');
      await tx.becomeSuperuser();
      expect((await tx.query('select role from public.profiles where id = $1', [NEW_USER])).rows).toEqual([{ role: 'member' }]);
    });
  });

  it('an email change in auth.users is mirrored to the profile', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.query(`update auth.users set email = 'owner2@example.test' where id = $1`, [ids.owner]);
      const profile = await tx.query<{ email: string; touched: boolean }>('select email, updated_at = now() as touched from public.profiles where id = $1', [
        ids.owner,
      ]);
      expect(profile.rows).toEqual([{ email: 'owner2@example.test', touched: true }]);
    });
  });

  it('deleting the auth user removes the profile, messages, presets, saved views and subscriptions', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.query('delete from auth.users where id = $1', [ids.owner]);
      const left = await tx.query<{ n: number }>(
        `select (select count(*) from public.profiles where id = $1)
              + (select count(*) from public.messages where user_id = $1)
              + (select count(*) from public.presets where user_id = $1)
              + (select count(*) from public.saved_views where user_id = $1)
              + (select count(*) from public.subscriptions where user_id = $1) as n`,
        [ids.owner],
      );
      expect(Number(left.rows[0]?.n)).toBe(0);
    });
  });

  it('profiles.role only takes the four known roles', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('service');
      for (const role of ['user', 'member', 'subscriber', 'moderator']) {
        expect(await tx.attempt('update public.profiles set role = $2 where id = $1', [ids.owner, role])).toMatchObject({
          ok: true,
          rowCount: 1,
        });
      }
      for (const role of ['admin', 'guest', '', 'Subscriber']) {
        expectError(await tx.attempt('update public.profiles set role = $2 where id = $1', [ids.owner, role]), '23514');
      }
      expectError(await tx.attempt('update public.profiles set role = null where id = $1', [ids.owner]), '23502');
    });
  });

  // -------------------------------------------------------------------------------------------
  // Presets: weights and name checks (as the owner, through the insert policy)

  const weights = (patch: Record<string, unknown>, drop: string[] = []): string => {
    const w: Record<string, unknown> = { ...VALID_WEIGHTS, ...patch };
    for (const key of drop) delete w[key];
    return JSON.stringify(w);
  };

  const PRESETS: { name: string; presetName?: string; weights: string; accepted: boolean }[] = [
    { name: 'the 8 keys within 0-100', weights: weights({}), accepted: true },
    { name: 'boundaries 0 and 100, decimals', weights: weights({ hrRate: 0, isoRate: 100, barrelRate: 55.5 }), accepted: true },
    { name: 'a missing key', weights: weights({}, ['temperature']), accepted: false },
    { name: 'an extra key', weights: weights({ windSpeed: 10 }), accepted: false },
    { name: 'a misspelt key', weights: weights({ hrrate: 20 }, ['hrRate']), accepted: false },
    { name: 'value 101', weights: weights({ exitVelo: 101 }), accepted: false },
    { name: 'value 100.01', weights: weights({ exitVelo: 100.01 }), accepted: false },
    { name: 'value -1', weights: weights({ launchAngle: -1 }), accepted: false },
    { name: 'a numeric string', weights: weights({ parkFactor: '50' }), accepted: false },
    { name: 'a boolean', weights: weights({ parkFactor: true }), accepted: false },
    { name: 'a JSON null value', weights: weights({ parkFactor: null }), accepted: false },
    { name: 'a nested object', weights: weights({ parkFactor: { value: 50 } }), accepted: false },
    { name: 'an array instead of an object', weights: JSON.stringify(Object.values(VALID_WEIGHTS)), accepted: false },
    { name: 'a bare number', weights: '50', accepted: false },
    { name: 'an empty object', weights: '{}', accepted: false },
    { name: 'JSON null', weights: 'null', accepted: false },
    { name: 'a name of 80 characters', presetName: 'x'.repeat(80), weights: weights({}), accepted: true },
    { name: 'a name of 81 characters', presetName: 'x'.repeat(81), weights: weights({}), accepted: false },
    { name: 'an empty name', presetName: '', weights: weights({}), accepted: false },
    { name: 'a blank name', presetName: '   ', weights: weights({}), accepted: false },
  ];

  it.each(PRESETS)('presets: $name -> accepted $accepted', async ({ presetName, weights: w, accepted }) => {
    const attempt = await runAs(db(), 'owner', 'insert into public.presets (user_id, name, weights) values ($1, $2, $3::jsonb)', [
      ids.owner,
      presetName ?? 'Preset',
      w,
    ]);
    if (accepted) expect(attempt).toMatchObject({ ok: true, rowCount: 1 });
    else expectError(attempt, '23514', /presets_(weights_valid|name_length)/);
  });

  it('presets: an update cannot break the weights either, and weights are required', async () => {
    expectError(
      await runAs(db(), 'owner', `update public.presets set weights = weights - 'hrRate' where id = $1`, [ids.ownerPreset]),
      '23514',
      /presets_weights_valid/,
    );
    expectError(await runAs(db(), 'owner', `insert into public.presets (name, weights) values ('No weights', null)`), '23502');
  });

  // -------------------------------------------------------------------------------------------
  // Privilege snapshot: exactly what anon, authenticated and PUBLIC hold on schema public.
  // A new table or grant must be added here deliberately.

  it('client roles hold exactly these table and column privileges', async () => {
    const grants = await db().query<{ grant: string }>(`
      with acl as (
        select c.relname, null::text as attname,
               case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end as role, a.privilege_type
        from pg_class c cross join lateral aclexplode(c.relacl) a
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
        union all
        select c.relname, att.attname,
               case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end, a.privilege_type
        from pg_class c
        join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
        cross join lateral aclexplode(att.attacl) a
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
      )
      select case when attname is null then format('%s %s on %s', role, privilege_type, relname)
                  else format('%s %s (%s) on %s', role, privilege_type, string_agg(attname, ', ' order by attname), relname)
             end as grant
      from acl
      where role in ('anon', 'authenticated', 'PUBLIC')
      group by relname, attname is null, attname, role, privilege_type`);
    // column grants come one row per column: merge them per (role, privilege, table)
    const merged = new Map<string, string[]>();
    for (const { grant } of grants.rows) {
      const match = /^(\S+ \S+) \((.+)\) on (\S+)$/.exec(grant);
      if (!match) merged.set(grant, []);
      else {
        const key = `${match[1]} on ${match[3]}`;
        merged.set(key, [...(merged.get(key) ?? []), match[2] as string]);
      }
    }
    const actual = [...merged.entries()].map(([key, cols]) => (cols.length ? key.replace(' on ', ` (${cols.sort().join(', ')}) on `) : key)).sort();
    expect(actual).toEqual(
      [
        'anon INSERT (body, page, sender_id) on feedback',
        'authenticated SELECT on profiles',
        'authenticated SELECT on messages',
        'authenticated INSERT (body, page, sender_id) on feedback',
        'authenticated UPDATE (read) on messages',
        'authenticated SELECT on presets',
        'authenticated INSERT (description, name, user_id, weights) on presets',
        'authenticated UPDATE (description, name, weights) on presets',
        'authenticated DELETE on presets',
        'authenticated SELECT on subscriptions',
        'authenticated SELECT on premium_slates',
        'authenticated SELECT on player_follows',
        'authenticated INSERT (player_id, player_name, user_id) on player_follows',
        'authenticated DELETE on player_follows',
        'authenticated SELECT (created_at, id, last_used_at, prefix, revoked_at, user_id) on api_keys',
        'authenticated SELECT on saved_views',
        'authenticated INSERT (name, settings, table_id, user_id) on saved_views',
        'authenticated UPDATE (name, settings) on saved_views',
        'authenticated DELETE on saved_views',
      ].sort(),
    );
  });

  it('functions: only the policy helpers are executable by clients; every function pins search_path', async () => {
    const fns = await db().query<{
      fn: string;
      definer: boolean;
      anon: boolean;
      authenticated: boolean;
      service_role: boolean;
      pinned: boolean;
    }>(`
      select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as fn,
             p.prosecdef as definer,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             has_function_privilege('service_role', p.oid, 'execute') as service_role,
             coalesce('search_path=""' = any (p.proconfig), false) as pinned
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')`);
    const rows = [...fns.rows].sort((a, b) => a.fn.localeCompare(b.fn));
    const row = (fn: string, definer: boolean, authenticated: boolean, serviceRole: boolean) => ({
      fn,
      definer,
      anon: false,
      authenticated,
      service_role: serviceRole,
      pinned: true,
    });
    expect(rows).toEqual(
      [
        row('private.caller_is_pro_subscriber()', true, true, true),
        row('private.current_role_name()', true, true, true),
        row('private.has_api_access(p_user_id uuid)', true, false, true),
        row('public.create_api_key(p_user_id uuid, p_prefix text, p_key_hash text, p_max_active integer, p_max_created_per_day integer)', false, false, true),
        row('private.entitlement_of(p_user_id uuid)', true, false, true),
        row('private.effective_role(p_user_id uuid)', true, false, true),
        row('private.has_pro(p_user_id uuid)', true, false, true),
        row('private.enforce_per_user_cap()', true, false, false),
        row('public.entitlement(p_user_id uuid)', false, false, true),
        row('public.claim_signup_notice(p_user_id uuid)', false, false, true),
        row('public.revoke_api_key(p_user_id uuid, p_key_id uuid)', false, false, true),
        row('public.use_api_key(p_key_hash text)', false, false, true),
        row('private.guard_profile_server_columns()', false, false, false),
        row('private.handle_new_user()', true, false, false),
        row('private.handle_user_email_change()', true, false, false),
        row('private.is_valid_preset_weights(weights jsonb)', false, true, true),
        row('private.set_feedback_priority()', true, false, false),
        row('private.touch_updated_at()', false, false, false),
        row('public.claim_checkout_attempt(p_user_id uuid, p_price_id text, p_stale_attempt uuid, p_in_flight_seconds integer)', false, false, true),
        row(
          'public.record_checkout_session(p_user_id uuid, p_attempt uuid, p_session_id text, p_session_url text, p_expires_at timestamp with time zone)',
          false,
          false,
          true,
        ),
        row('public.record_stripe_event(p_event_id text, p_event_type text)', false, false, true),
        row('public.send_follow_alerts(p_slate_date date, p_alerts jsonb)', false, false, true),
        row('public.set_user_role(p_user_id uuid, p_role text)', false, false, true),
      ].sort((a, b) => a.fn.localeCompare(b.fn)),
    );
  });

  it('schema private is not usable by anon and not writable by clients', async () => {
    const usage = await db().query(`
      select has_schema_privilege('anon', 'private', 'usage') as anon_usage,
             has_schema_privilege('authenticated', 'private', 'create') as auth_create,
             has_schema_privilege('authenticated', 'public', 'create') as auth_create_public,
             has_schema_privilege('anon', 'public', 'create') as anon_create_public`);
    expect(usage.rows).toEqual([{ anon_usage: false, auth_create: false, auth_create_public: false, anon_create_public: false }]);
  });

  it('row-level security is enabled on every public table (forced except on profiles)', async () => {
    const tables = await db().query<{ relname: string; enabled: boolean; forced: boolean }>(`
      select relname, relrowsecurity as enabled, relforcerowsecurity as forced
      from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`);
    const byName = Object.fromEntries(tables.rows.map((t) => [t.relname, { enabled: t.enabled, forced: t.forced }]));
    expect(byName).toEqual({
      profiles: { enabled: true, forced: false }, // written by the SECURITY DEFINER sign-up trigger
      messages: { enabled: true, forced: true },
      presets: { enabled: true, forced: true },
      subscriptions: { enabled: true, forced: true },
      stripe_events: { enabled: true, forced: true },
      premium_slates: { enabled: true, forced: true },
      checkout_attempts: { enabled: true, forced: true },
      feedback: { enabled: true, forced: true },
      player_follows: { enabled: true, forced: true },
      follow_alerts: { enabled: true, forced: true },
      api_keys: { enabled: true, forced: true },
      saved_views: { enabled: true, forced: true },
      charge_adjustments: { enabled: true, forced: true },
      signup_notices: { enabled: true, forced: true },
    });
  });

  it('every policy names its roles (none applies to PUBLIC) and none is write-permissive for anon beyond feedback', async () => {
    const policies = await db().query<{ tablename: string; policyname: string; cmd: string; roles: string[] | string }>(
      `select tablename, policyname, cmd, roles::text[] as roles from pg_policies where schemaname = 'public'`,
    );
    const roles = (r: string[] | string) => (Array.isArray(r) ? r : r.replace(/[{}]/g, '').split(','));
    for (const policy of policies.rows) expect(roles(policy.roles), policy.policyname).not.toContain('public');
    const anonPolicies = policies.rows.filter((p) => roles(p.roles).includes('anon')).map((p) => `${p.tablename} ${p.cmd}`);
    expect(anonPolicies).toEqual(['feedback INSERT']);
  });

  it('only messages is in the supabase_realtime publication', async () => {
    const published = await db().query(`select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`);
    expect(published.rows).toEqual([{ schemaname: 'public', tablename: 'messages' }]);
  });

  it('updated_at follows service-role updates of profiles and subscriptions', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('service');
      await tx.query(`update public.profiles set stripe_customer_id = 'cus_new' where id = $1`, [ids.owner]);
      await tx.query(`update public.subscriptions set status = 'active' where id = $1`, [ids.ownerSubscription]);
      const touched = await tx.query(
        `
        select (select updated_at = now() and updated_at > created_at from public.profiles where id = $1) as profile,
               (select updated_at = now() and updated_at > created_at from public.subscriptions where id = $2) as subscription`,
        [ids.owner, ids.ownerSubscription],
      );
      expect(touched.rows).toEqual([{ profile: true, subscription: true }]);
    });
  });
});
