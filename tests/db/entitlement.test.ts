// Access computed from the subscription, refunds and disputes, per-user caps (migration 0012),
// proven on real engines (see harness.ts). The stored profiles.role / profiles.plan are only the
// server's mirror: every rule here reads the subscription rows, their period end and the refunds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CAP_CONSTRAINTS, MAX_FOLLOWS_PER_USER, MAX_SAVED_VIEWS_PER_USER } from '../../src/shared/account-caps.ts';
import { type Db, describeOnEngines, ids, rollbackAfter, runAs, subscriptionSql, type Tx } from './harness.ts';

const MIGRATION = readFileSync(path.resolve(import.meta.dirname, '../../supabase/migrations/0012_entitlement_refunds_caps.sql'), 'utf8');

let probes = 0;

/** What the subscriber may do now, each read as the client (or the server) would. */
async function accessOf(tx: Tx, actor: 'subscriber' | 'owner' | 'moderator', userId: string) {
  await tx.become(actor);
  const premium = (await tx.query('select slate_date from public.premium_slates')).rowCount;
  const role = (await tx.query<{ role: string }>('select private.current_role_name() as role')).rows[0]!.role;
  probes += 1;
  const follow = await tx.attempt(`insert into public.player_follows (user_id, player_id, player_name) values ($1, $2, 'X')`, [userId, `mlbam-${probes}`]);
  const view = await tx.attempt(`insert into public.saved_views (table_id, name, settings) values ('hr-projections', $1, '{}')`, [`Probe ${probes}`]);
  await tx.become('service');
  const server = (await tx.query<{ role: string; plan: string | null }>('select * from public.entitlement($1)', [userId])).rows[0]!;
  await tx.becomeSuperuser();
  const apiAccess = (await tx.query<{ access: boolean }>('select private.has_api_access($1) as access', [userId])).rows[0]!.access;
  return { premium, role, follows: follow.ok, savesViews: view.ok, server, apiAccess };
}

const PRO_ACCESS = { premium: 1, role: 'subscriber', follows: true, savesViews: true, server: { role: 'subscriber', plan: 'pro' }, apiAccess: true };
const NO_ACCESS = { premium: 0, role: 'user', follows: false, savesViews: false, server: { role: 'user', plan: null }, apiAccess: false };

const fullRefund = (subscriptionIds: string[], kind = 'full_refund', endsAccess = true, eventId = 'evt_refund_1') =>
  `insert into public.charge_adjustments (event_id, user_id, customer_id, charge_id, kind, amount, amount_refunded, ends_access, subscription_ids)
   values ('${eventId}', '${ids.subscriber}', 'cus_subscriber', 'ch_1', '${kind}', 1999, ${kind === 'partial_refund' ? 500 : 1999}, ${endsAccess},
           array[${subscriptionIds.map((id) => `'${id}'`).join(', ')}]::text[])`;

describeOnEngines('entitlement (0012)', (ctx) => {
  const db = (): Db => ctx.db();

  it('a Pro subscription whose period runs gives every Pro right: premium data, follows, views, API access, server reading', async () => {
    await rollbackAfter(db(), async (tx) => {
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(PRO_ACCESS);
    });
  });

  it('a cancelled customer is locked out at the period end with the deletion event withheld (the row still says active)', async () => {
    await rollbackAfter(db(), async (tx) => {
      // Cancelled at period end; Stripe's "subscription deleted" never arrives.
      await tx.query(`update public.subscriptions set cancel_at_period_end = true, current_period_end = now() + interval '1 minute' where id = $1`, [
        ids.subscriberSubscription,
      ]);
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(PRO_ACCESS);
      await tx.query(`update public.subscriptions set current_period_end = now() - interval '1 second' where id = $1`, [ids.subscriberSubscription]);
      const stored = await tx.query<{ role: string; plan: string; status: string }>(
        `select p.role, p.plan, s.status from public.profiles p join public.subscriptions s on s.user_id = p.id where p.id = $1`,
        [ids.subscriber],
      );
      expect(stored.rows).toEqual([{ role: 'subscriber', plan: 'pro', status: 'active' }]);
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(NO_ACCESS);
      // And the feedback he sends is no longer priority.
      await tx.become('subscriber');
      await tx.query(`insert into public.feedback (sender_id, body) values ($1, 'after the period')`, [ids.subscriber]);
      await tx.becomeSuperuser();
      expect((await tx.query(`select priority from public.feedback where body = 'after the period'`)).rows).toEqual([{ priority: false }]);
    });
  });

  it('only active, trialing and past_due entitle, and only with a known period end', async () => {
    for (const [status, entitled] of [
      ['active', true],
      ['trialing', true],
      ['past_due', true],
      ['canceled', false],
      ['unpaid', false],
      ['paused', false],
      ['incomplete', false],
      ['incomplete_expired', false],
    ] as const) {
      await rollbackAfter(db(), async (tx) => {
        await tx.query('update public.subscriptions set status = $2 where id = $1', [ids.subscriberSubscription, status]);
        expect((await accessOf(tx, 'subscriber', ids.subscriber)).role, status).toBe(entitled ? 'subscriber' : 'user');
      });
    }
    await rollbackAfter(db(), async (tx) => {
      await tx.query('update public.subscriptions set current_period_end = null where id = $1', [ids.subscriberSubscription]);
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(NO_ACCESS);
    });
  });

  it('a full refund or a dispute ends access at once, whatever the subscription row says; a partial refund does not', async () => {
    for (const [kind, endsAccess] of [
      ['full_refund', true],
      ['dispute', true],
      ['partial_refund', false],
    ] as const) {
      await rollbackAfter(db(), async (tx) => {
        await tx.query(fullRefund([ids.subscriberSubscription], kind, endsAccess));
        expect(await accessOf(tx, 'subscriber', ids.subscriber), kind).toEqual(endsAccess ? NO_ACCESS : PRO_ACCESS);
      });
    }
    // A refund of another subscription does not touch this one; a new subscription after the refund entitles.
    await rollbackAfter(db(), async (tx) => {
      await tx.query(fullRefund(['sub_some_other']));
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(PRO_ACCESS);
      await tx.query(fullRefund([ids.subscriberSubscription], 'dispute', true, 'evt_dispute_1'));
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(NO_ACCESS);
      await db().exec(subscriptionSql(ids.subscriber, 'pro', { id: 'sub_after_refund' }));
      expect(await accessOf(tx, 'subscriber', ids.subscriber)).toEqual(PRO_ACCESS);
    });
  });

  it('a refund record says whether it ends access: a partial refund cannot, a full refund or a dispute must', async () => {
    await rollbackAfter(db(), async (tx) => {
      expect(await tx.attempt(fullRefund([ids.subscriberSubscription], 'partial_refund', true))).toMatchObject({
        ok: false,
        error: { code: '23514', message: expect.stringMatching(/charge_adjustments_kind_ends_access/) },
      });
      expect(await tx.attempt(fullRefund([ids.subscriberSubscription], 'dispute', false))).toMatchObject({ ok: false, error: { code: '23514' } });
      expect(await tx.attempt(fullRefund([ids.subscriberSubscription], 'chargeback', true))).toMatchObject({ ok: false, error: { code: '23514' } });
    });
  });

  it('the plan is the best of the entitling subscriptions; an unknown price still gives the subscriber role, no plan', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.query(`update public.subscriptions set plan = 'basic' where id = $1`, [ids.subscriberSubscription]);
      expect((await accessOf(tx, 'subscriber', ids.subscriber)).server).toEqual({ role: 'subscriber', plan: 'basic' });
      await db().exec(subscriptionSql(ids.subscriber, 'pro', { id: 'sub_second' }));
      expect((await accessOf(tx, 'subscriber', ids.subscriber)).server).toEqual({ role: 'subscriber', plan: 'pro' });
      await tx.query('update public.subscriptions set plan = null where user_id = $1', [ids.subscriber]);
      const unknownPrice = await accessOf(tx, 'subscriber', ids.subscriber);
      expect(unknownPrice).toMatchObject({ premium: 1, role: 'subscriber', follows: false, savesViews: false, server: { role: 'subscriber', plan: null } });
    });
  });

  it('a moderator stays a moderator, with or without a subscription, and is no Pro customer', async () => {
    await rollbackAfter(db(), async (tx) => {
      const moderator = await accessOf(tx, 'moderator', ids.moderator);
      expect(moderator).toMatchObject({ premium: 1, role: 'moderator', follows: false, server: { role: 'moderator', plan: null } });
      await db().exec(subscriptionSql(ids.moderator, 'pro'));
      expect((await accessOf(tx, 'moderator', ids.moderator)).server).toEqual({ role: 'moderator', plan: null });
    });
  });

  it('the entitlement and sign-up notice functions are the server’s; a notice is claimed once per user', async () => {
    for (const actor of ['anon', 'owner', 'subscriber'] as const) {
      expect(await runAs(db(), actor, 'select * from public.entitlement($1)', [ids.subscriber])).toMatchObject({ ok: false, error: { code: '42501' } });
      expect(await runAs(db(), actor, 'select public.claim_signup_notice($1)', [ids.owner])).toMatchObject({ ok: false, error: { code: '42501' } });
    }
    await rollbackAfter(db(), async (tx) => {
      await tx.become('service');
      const claim = async (userId: string) => (await tx.query<{ first: boolean }>('select public.claim_signup_notice($1) as first', [userId])).rows[0]!.first;
      expect([await claim(ids.owner), await claim(ids.owner), await claim(ids.other)]).toEqual([true, false, true]);
    });
  });

  it(`caps: at most ${MAX_FOLLOWS_PER_USER} follows per user, also in one multi-row insert; the cap names itself`, async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('subscriber');
      const many = (from: number, count: number) =>
        tx.attempt(
          `insert into public.player_follows (user_id, player_id, player_name)
           select $1, 'mlbam-' || n, 'Player ' || n from generate_series($2::int, $2::int + $3::int - 1) as n`,
          [ids.subscriber, from, count],
        );
      // 500 in one statement: refused whole.
      expect(await many(1, 500)).toMatchObject({
        ok: false,
        error: { code: '23514', message: expect.stringContaining(CAP_CONSTRAINTS.follows) },
      });
      expect((await tx.query('select 1 from public.player_follows where user_id = $1', [ids.subscriber])).rowCount).toBe(0);
      expect(await many(1, MAX_FOLLOWS_PER_USER)).toMatchObject({ ok: true, rowCount: MAX_FOLLOWS_PER_USER });
      expect(await many(1000, 1)).toMatchObject({ ok: false, error: { code: '23514' } });
      // Unfollowing one frees a place.
      await tx.query(`delete from public.player_follows where player_id = 'mlbam-1'`);
      expect(await many(1000, 1)).toMatchObject({ ok: true, rowCount: 1 });
    });
  });

  it(`caps: at most ${MAX_SAVED_VIEWS_PER_USER} saved views per user (the fixture's view counts)`, async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('subscriber');
      const save = (name: string) =>
        tx.attempt(`insert into public.saved_views (table_id, name, settings) values ('hr-projections', $1, $2::jsonb)`, [
          name,
          JSON.stringify({ pad: 'x'.repeat(7000) }),
        ]);
      const bulk = await tx.attempt(
        `insert into public.saved_views (table_id, name, settings) select 'hr-projections', 'Bulk ' || n, '{}' from generate_series(1, 200) as n`,
      );
      expect(bulk).toMatchObject({ ok: false, error: { code: '23514', message: expect.stringContaining(CAP_CONSTRAINTS.savedViews) } });
      for (let n = 2; n <= MAX_SAVED_VIEWS_PER_USER; n++) expect((await save(`View ${n}`)).ok, `view ${n}`).toBe(true);
      expect(await save('One too many')).toMatchObject({ ok: false, error: { code: '23514', message: expect.stringContaining(CAP_CONSTRAINTS.savedViews) } });
    });
  });

  it('the migration and the pages hold the same cap numbers', () => {
    expect(MIGRATION).toContain(`for each row execute function private.enforce_per_user_cap('${MAX_FOLLOWS_PER_USER}')`);
    expect(MIGRATION).toContain(`for each row execute function private.enforce_per_user_cap('${MAX_SAVED_VIEWS_PER_USER}')`);
    expect(MIGRATION.match(/enforce_per_user_cap\('\d+'\)/g)).toHaveLength(2);
  });
});
