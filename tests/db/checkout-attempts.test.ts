// public.checkout_attempts and its two functions (migration 0006): one Checkout Session per user at
// a time. Each case runs as service_role (the payment routes' role) in a rolled-back transaction, so
// now() is one instant throughout a case.
import { expect, it } from 'vitest';
import { type Actor, describeOnEngines, ids, rollbackAfter, runAs, type Tx } from './harness.ts';

interface Claim {
  attempt: string;
  session: string | null;
  url: string | null;
  replaced_session: string | null;
}

async function claim(tx: Tx, price: string, stale: string | null = null, inFlightSeconds?: number): Promise<Claim> {
  const { rows } = await tx.query<Claim>(
    inFlightSeconds === undefined
      ? 'select * from public.claim_checkout_attempt($1::uuid, $2, $3::uuid)'
      : 'select * from public.claim_checkout_attempt($1::uuid, $2, $3::uuid, $4)',
    inFlightSeconds === undefined ? [ids.owner, price, stale] : [ids.owner, price, stale, inFlightSeconds],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function record(tx: Tx, attempt: string, session: string, expiresIn: string): Promise<boolean> {
  const { rows } = await tx.query<{ recorded: boolean }>(
    `select public.record_checkout_session($1::uuid, $2::uuid, $3, $4, now() + $5::interval) as recorded`,
    [ids.owner, attempt, session, `https://checkout.stripe.com/c/pay/${session}`, expiresIn],
  );
  return rows[0]!.recorded;
}

describeOnEngines('checkout attempts', (ctx) => {
  it('the first claim starts an attempt; claims while it is in flight get the same attempt', async () => {
    await rollbackAfter(ctx.db(), async (tx) => {
      await tx.become('service');
      const first = await claim(tx, 'price_basic');
      expect(first).toEqual({ attempt: expect.stringMatching(/^[0-9a-f-]{36}$/), session: null, url: null, replaced_session: null });
      expect(await claim(tx, 'price_basic')).toEqual(first);
    });
  });

  it('a recorded open session is handed out again; a stale, expiring or other-plan attempt is replaced', async () => {
    await rollbackAfter(ctx.db(), async (tx) => {
      await tx.become('service');
      const first = await claim(tx, 'price_basic');
      expect(await record(tx, first.attempt, 'cs_1', '1 day')).toBe(true);
      expect(await claim(tx, 'price_basic')).toEqual({
        attempt: first.attempt,
        session: 'cs_1',
        url: 'https://checkout.stripe.com/c/pay/cs_1',
        replaced_session: null,
      });

      // The caller found cs_1 closed at Stripe: a new attempt, never the stale one again.
      const second = await claim(tx, 'price_basic', first.attempt);
      expect(second.attempt).not.toBe(first.attempt);
      expect([second.session, second.replaced_session]).toEqual([null, 'cs_1']);
      // The replaced attempt can no longer record its session.
      expect(await record(tx, first.attempt, 'cs_late', '1 day')).toBe(false);

      // A session that expires within 10 minutes is not handed out.
      expect(await record(tx, second.attempt, 'cs_2', '5 minutes')).toBe(true);
      const third = await claim(tx, 'price_basic');
      expect([third.attempt === second.attempt, third.replaced_session]).toEqual([false, 'cs_2']);

      // The other plan replaces the attempt (the caller expires the replaced session).
      expect(await record(tx, third.attempt, 'cs_3', '1 day')).toBe(true);
      const pro = await claim(tx, 'price_pro');
      expect([pro.attempt === third.attempt, pro.session, pro.replaced_session]).toEqual([false, null, 'cs_3']);
      const { rows } = await tx.query('select count(*)::int as n from public.checkout_attempts where user_id = $1', [ids.owner]);
      expect(rows).toEqual([{ n: 1 }]);
    });
  });

  it('an attempt in flight for longer than p_in_flight_seconds is presumed dead and replaced', async () => {
    await rollbackAfter(ctx.db(), async (tx) => {
      await tx.become('service');
      const first = await claim(tx, 'price_basic');
      const after = await claim(tx, 'price_basic', null, 0);
      expect([after.attempt === first.attempt, after.replaced_session]).toEqual([false, null]);
    });
  });

  it('clients can neither read the table nor call the functions; deleting the user removes the row', async () => {
    for (const actor of ['anon', 'owner'] as const satisfies readonly Actor[]) {
      for (const sql of [
        'select * from public.checkout_attempts',
        `select * from public.claim_checkout_attempt('${ids.owner}'::uuid, 'price_basic')`,
        `select public.record_checkout_session('${ids.owner}'::uuid, gen_random_uuid(), 'cs_x', null, now())`,
      ]) {
        const attempt = await runAs(ctx.db(), actor, sql);
        expect(attempt.ok ? 'ok' : attempt.error.code, `${actor}: ${sql}`).toBe('42501');
      }
    }
    await rollbackAfter(ctx.db(), async (tx) => {
      await tx.become('service');
      await claim(tx, 'price_basic');
      await tx.becomeSuperuser();
      await tx.query('delete from auth.users where id = $1', [ids.owner]);
      const { rows } = await tx.query('select count(*)::int as n from public.checkout_attempts');
      expect(rows).toEqual([{ n: 0 }]);
    });
  });
});
