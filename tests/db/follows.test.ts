// Followed players and their alerts (migration 0010), proven on real engines (see harness.ts):
// who may follow (Pro, server-side), and send_follow_alerts' fan-out and idempotency.
import { expect, it } from 'vitest';
import { type Attempt, type Db, describeOnEngines, ids, rollbackAfter, runAs } from './harness.ts';

const FOLLOW_SQL = `insert into public.player_follows (user_id, player_id, player_name) values ($1, 'mlbam-660271', 'Shohei Ohtani')`;

function expectRlsRefusal(attempt: Attempt): void {
  expect(attempt.ok, 'expected a refusal, got success').toBe(false);
  if (!attempt.ok) {
    expect(attempt.error.code).toBe('42501');
    expect(attempt.error.message).toMatch(/new row violates row-level security policy for table "player_follows"/);
  }
}

const lineupAlert = (playerId: string, key = 'lineup-confirmed') => ({
  player_id: playerId,
  game_id: 'game-1',
  alert_key: key,
  title: 'Lineup confirmed: Aaron Judge',
  body: 'Aaron Judge (NYY) is in the confirmed lineup.',
});

describeOnEngines('follows', (ctx) => {
  const db = (): Db => ctx.db();

  it('a Pro subscriber follows a player as himself, reads and removes the follow', async () => {
    await rollbackAfter(db(), async (tx) => {
      await tx.become('subscriber');
      expect(await tx.attempt(FOLLOW_SQL, [ids.subscriber])).toMatchObject({ ok: true, rowCount: 1 });
      const read = await tx.query('select player_id, player_name from public.player_follows');
      expect(read.rows).toEqual([{ player_id: 'mlbam-660271', player_name: 'Shohei Ohtani' }]);
      expect(await tx.attempt(`delete from public.player_follows where player_id = 'mlbam-660271'`)).toMatchObject({ ok: true, rowCount: 1 });
    });
  });

  it('a Basic subscriber cannot follow: the plan is read from his subscription', async () => {
    const prepare = `update public.subscriptions set plan = 'basic' where id = '${ids.subscriberSubscription}'`;
    expectRlsRefusal(await runAs(db(), 'subscriber', FOLLOW_SQL, [ids.subscriber], prepare));
  });

  it('a Pro plan without the subscriber role (lapsed) cannot follow, and a member cannot', async () => {
    const lapsedPro = `update public.profiles set plan = 'pro' where id = '${ids.lapsed}'`;
    expectRlsRefusal(await runAs(db(), 'lapsed', FOLLOW_SQL, [ids.lapsed], lapsedPro));
    expectRlsRefusal(await runAs(db(), 'owner', FOLLOW_SQL, [ids.owner]));
  });

  it('a follow keeps the server defaults (no client-set created_at) and a well-formed player id', async () => {
    const createdAt = await runAs(
      db(),
      'subscriber',
      `insert into public.player_follows (user_id, player_id, player_name, created_at) values ($1, 'mlbam-1', 'X', now() - interval '1 year')`,
      [ids.subscriber],
    );
    expect(createdAt).toMatchObject({ ok: false, error: { code: '42501' } });
    const badId = await runAs(
      db(),
      'subscriber',
      `insert into public.player_follows (user_id, player_id, player_name) values ($1, 'Robert''); drop table x;--', 'X')`,
      [ids.subscriber],
    );
    expect(badId).toMatchObject({ ok: false, error: { code: '23514' } });
  });

  it('clients cannot call send_follow_alerts', async () => {
    for (const actor of ['anon', 'owner', 'subscriber'] as const) {
      const attempt = await runAs(db(), actor, 'select public.send_follow_alerts($1::date, $2::jsonb)', [ids.slateDate, '[]']);
      expect(attempt).toMatchObject({ ok: false, error: { code: '42501' } });
    }
  });

  it('send_follow_alerts mails each Pro follower once per change; Basic followers and re-runs get nothing', async () => {
    await rollbackAfter(db(), async (tx) => {
      // The subscriber (Pro) and the owner (a member now, his follow kept) both follow the player.
      await tx.query('insert into public.player_follows (user_id, player_id, player_name) values ($1, $2, $3)', [
        ids.subscriber,
        ids.followedPlayer,
        'Aaron Judge',
      ]);
      await tx.become('service');
      const send = async (alerts: unknown[]) =>
        (await tx.query<{ sent: number }>('select public.send_follow_alerts($1::date, $2::jsonb) as sent', ['2025-06-02', JSON.stringify(alerts)])).rows[0]
          ?.sent;
      const mail = async () =>
        (
          await tx.query<{ user_id: string; title: string }>(
            `select user_id, title from public.messages where title like 'Lineup confirmed%' or title like 'HR Chance%' order by title`,
          )
        ).rows;

      expect(await send([lineupAlert(ids.followedPlayer), lineupAlert('mlbam-1')])).toBe(1);
      expect(await mail()).toEqual([{ user_id: ids.subscriber, title: 'Lineup confirmed: Aaron Judge' }]);
      // The same change again (a re-run of publish): nothing new.
      expect(await send([lineupAlert(ids.followedPlayer)])).toBe(0);
      expect(await mail()).toHaveLength(1);
      // Another change of the same player: one more message, tied to its alert row.
      expect(await send([{ ...lineupAlert(ids.followedPlayer, 'hr-chance:0.1500->0.1800'), title: 'HR Chance up: Aaron Judge' }])).toBe(1);
      expect(await mail()).toHaveLength(2);
      const recorded = await tx.query<{ alert_key: string; linked: boolean }>(
        `select a.alert_key, m.id is not null as linked from public.follow_alerts a left join public.messages m on m.id = a.message_id
         where a.user_id = $1 and a.slate_date = '2025-06-02' order by a.alert_key`,
        [ids.subscriber],
      );
      expect(recorded.rows).toEqual([
        { alert_key: 'hr-chance:0.1500->0.1800', linked: true },
        { alert_key: 'lineup-confirmed', linked: true },
      ]);
    });
  });

  it('send_follow_alerts refuses a malformed alert list', async () => {
    const notArray = await runAs(db(), 'service', 'select public.send_follow_alerts($1::date, $2::jsonb)', [ids.slateDate, '{}']);
    expect(notArray).toMatchObject({ ok: false, error: { code: '22023' } });
    const missing = await runAs(db(), 'service', 'select public.send_follow_alerts($1::date, $2::jsonb)', [
      ids.slateDate,
      JSON.stringify([{ player_id: ids.followedPlayer }]),
    ]);
    expect(missing).toMatchObject({ ok: false, error: { code: '22023' } });
  });
});
