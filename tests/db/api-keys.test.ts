// Personal API keys (migration 0009), proven on real engines (see harness.ts): what each client
// role may read and write, and the service-role functions that create, use and revoke keys with
// the plan read from the profile.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { type Actor, type Attempt, describeOnEngines, ids, rollbackAfter, subscriptionSql, type Tx } from './harness.ts';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const SUBSCRIBER_KEY = 'lb_subscr1_secret-value-of-the-subscriber';
const OTHER_KEY = 'lb_othrkey1_secret-value-of-another-user';
const SUBSCRIBER_KEY_ID = 'dddddddd-0000-4000-8000-000000000001';
const OTHER_KEY_ID = 'dddddddd-0000-4000-8000-000000000002';
const MAX_ACTIVE = 5;
const MAX_PER_DAY = 10;

/** A key for the Pro subscriber and one for the member `other` (stored as the superuser). */
async function seedKeys(tx: Tx): Promise<void> {
  await tx.query(
    `insert into public.api_keys (id, user_id, prefix, key_hash) values
       ($1, $2, 'lb_subscri1', $3),
       ($4, $5, 'lb_othrkey1', $6)`,
    [SUBSCRIBER_KEY_ID, ids.subscriber, hashOf(SUBSCRIBER_KEY), OTHER_KEY_ID, ids.other, hashOf(OTHER_KEY)],
  );
}

async function acting<T>(tx: Tx, actor: Actor, work: () => Promise<T>): Promise<T> {
  await tx.become(actor);
  const result = await work();
  await tx.becomeSuperuser();
  return result;
}

function expectDenied(attempt: Attempt, code = '42501', message = /^permission denied for (table|column|function)/): void {
  expect(attempt.ok, 'expected an error, got success').toBe(false);
  if (!attempt.ok) {
    expect(attempt.error.code, attempt.error.message).toBe(code);
    expect(attempt.error.message).toMatch(message);
  }
}

describeOnEngines('api_keys (0009)', ({ db }) => {
  it("a signed-in user reads his own keys' metadata only; anon reads nothing", async () => {
    await rollbackAfter(db(), async (tx) => {
      await seedKeys(tx);
      const metadata = 'select id, user_id, prefix, created_at, last_used_at, revoked_at from public.api_keys';
      const own = await acting(tx, 'subscriber', () => tx.attempt(metadata));
      expect(own).toMatchObject({ ok: true, rowCount: 1, rows: [{ id: SUBSCRIBER_KEY_ID, prefix: 'lb_subscri1' }] });
      const member = await acting(tx, 'other', () => tx.attempt(metadata));
      expect(member).toMatchObject({ ok: true, rowCount: 1, rows: [{ id: OTHER_KEY_ID }] });
      const owner = await acting(tx, 'owner', () => tx.attempt(metadata));
      expect(owner).toMatchObject({ ok: true, rowCount: 0 });
      const moderator = await acting(tx, 'moderator', () => tx.attempt(metadata));
      expect(moderator).toMatchObject({ ok: true, rowCount: 0 });
      expectDenied(await acting(tx, 'anon', () => tx.attempt(metadata)));
    });
  });

  it('no client reads key_hash, not even of his own key', async () => {
    await rollbackAfter(db(), async (tx) => {
      await seedKeys(tx);
      for (const actor of ['subscriber', 'other', 'moderator', 'anon'] as const) {
        expectDenied(await acting(tx, actor, () => tx.attempt('select key_hash from public.api_keys')));
        expectDenied(await acting(tx, actor, () => tx.attempt('select * from public.api_keys')));
      }
      const service = await acting(tx, 'service', () => tx.attempt('select key_hash from public.api_keys where id = $1', [SUBSCRIBER_KEY_ID]));
      expect(service).toMatchObject({ ok: true, rows: [{ key_hash: hashOf(SUBSCRIBER_KEY) }] });
    });
  });

  it('no client writes a key: insert, update (revoke or un-revoke) and delete are refused', async () => {
    await rollbackAfter(db(), async (tx) => {
      await seedKeys(tx);
      for (const actor of ['subscriber', 'other', 'anon'] as const) {
        const insert = await acting(tx, actor, () =>
          tx.attempt(`insert into public.api_keys (user_id, prefix, key_hash) values ($1, 'lb_mine0001', $2)`, [ids.subscriber, hashOf(`forged-${actor}`)]),
        );
        expectDenied(insert);
        expectDenied(await acting(tx, actor, () => tx.attempt('update public.api_keys set revoked_at = null where id = $1', [SUBSCRIBER_KEY_ID])));
        expectDenied(await acting(tx, actor, () => tx.attempt('delete from public.api_keys where id = $1', [SUBSCRIBER_KEY_ID])));
      }
    });
  });

  it('clients cannot call the key functions (they are the server’s)', async () => {
    await rollbackAfter(db(), async (tx) => {
      const calls = [
        [`select * from public.create_api_key($1::uuid, 'lb_abcdefgh', $2, 5, 10)`, [ids.subscriber, hashOf('x')]],
        [`select public.revoke_api_key($1::uuid, $2::uuid)`, [ids.subscriber, SUBSCRIBER_KEY_ID]],
        [`select * from public.use_api_key($1)`, [hashOf('x')]],
        ['select private.has_api_access($1::uuid)', [ids.subscriber]],
      ] as const;
      for (const actor of ['subscriber', 'anon'] as const) {
        for (const [sql, params] of calls) {
          expectDenied(await acting(tx, actor, () => tx.attempt(sql, [...params])), '42501', /^permission denied for (function|schema)/);
        }
      }
    });
  });

  it('create_api_key stores a key for a Pro subscriber only, no more than the active limit, and no more than the daily creations', async () => {
    await rollbackAfter(db(), async (tx) => {
      const create = (userId: string, key: string) =>
        acting(tx, 'service', () =>
          tx.attempt('select * from public.create_api_key($1::uuid, $2, $3, $4, $5)', [userId, key.slice(0, 11), hashOf(key), MAX_ACTIVE, MAX_PER_DAY]),
        );
      const created = await create(ids.subscriber, 'lb_proKey01_rest-of-the-key');
      expect(created).toMatchObject({ ok: true, rowCount: 1, rows: [{ prefix: 'lb_proKey01', last_used_at: null, revoked_at: null }] });
      expect(Object.keys((created as { rows: object[] }).rows[0]!).sort()).toEqual(['created_at', 'id', 'last_used_at', 'prefix', 'revoked_at']);

      // A member, a moderator (no plan), a lapsed user: refused, nothing stored.
      for (const userId of [ids.owner, ids.moderator, ids.lapsed]) {
        expectDenied(await create(userId, `lb_refused1_${userId}`), '42501', /API access is part of the Pro plan/);
      }
      // A Basic subscriber: refused.
      await db().exec(subscriptionSql(ids.other, 'basic'));
      expectDenied(await create(ids.other, 'lb_basic001_rest'), '42501', /API access is part of the Pro plan/);
      const stored = await tx.query('select user_id from public.api_keys');
      expect(stored.rows).toEqual([{ user_id: ids.subscriber }]);

      // The active limit; a revoked key frees a place.
      for (let n = 2; n <= MAX_ACTIVE; n++) expect((await create(ids.subscriber, `lb_proKey0${n}_rest`)).ok).toBe(true);
      expectDenied(await create(ids.subscriber, 'lb_proKey06_rest'), '23514', /at most 5 active API keys/);
      await tx.query('update public.api_keys set revoked_at = now() where prefix = $1', ['lb_proKey01']);
      expect((await create(ids.subscriber, 'lb_proKey07_rest')).ok).toBe(true);

      // Revoking and creating again: at most MAX_PER_DAY keys made in 24 hours (6 so far).
      for (let n = 8; n <= 11; n++) {
        await tx.query('update public.api_keys set revoked_at = now() where user_id = $1 and revoked_at is null and prefix <> $2', [
          ids.subscriber,
          'lb_proKey02',
        ]);
        expect((await create(ids.subscriber, `lb_proKey${String(n).padStart(2, '0')}_rest`)).ok, `key ${n}`).toBe(true);
      }
      await tx.query('update public.api_keys set revoked_at = now() where user_id = $1', [ids.subscriber]);
      expectDenied(await create(ids.subscriber, 'lb_proKey12_rest'), '54000', /at most 10 API keys created in 24 hours/);
      // Keys made more than 24 hours ago no longer count.
      await tx.query(`update public.api_keys set created_at = now() - interval '25 hours' where prefix in ('lb_proKey01', 'lb_proKey02')`);
      expect((await create(ids.subscriber, 'lb_proKey12_rest')).ok).toBe(true);
    });
  });

  it('use_api_key: unknown hash -> no row; a Pro key is usable and its last use recorded; revoked or lapsed -> not usable, last use untouched', async () => {
    await rollbackAfter(db(), async (tx) => {
      await seedKeys(tx);
      const use = (key: string) => acting(tx, 'service', () => tx.query('select * from public.use_api_key($1)', [hashOf(key)]));
      const lastUsed = async (id: string) =>
        (await tx.query<{ last_used_at: Date | null }>('select last_used_at from public.api_keys where id = $1', [id])).rows[0]!.last_used_at;

      expect((await use('lb_unknown1_not-a-key')).rows).toEqual([]);

      expect((await use(SUBSCRIBER_KEY)).rows).toEqual([{ key_id: SUBSCRIBER_KEY_ID, user_id: ids.subscriber, revoked: false, has_access: true }]);
      expect(await lastUsed(SUBSCRIBER_KEY_ID)).not.toBeNull();

      // A member's key (made while he was Pro): known but without access.
      expect((await use(OTHER_KEY)).rows).toEqual([{ key_id: OTHER_KEY_ID, user_id: ids.other, revoked: false, has_access: false }]);
      expect(await lastUsed(OTHER_KEY_ID)).toBeNull();

      // The paid period ends and no event says so (the subscription row still reads active).
      await tx.query('update public.api_keys set last_used_at = null');
      await tx.query(`update public.subscriptions set current_period_end = now() - interval '1 second' where id = $1`, [ids.subscriberSubscription]);
      expect((await use(SUBSCRIBER_KEY)).rows).toEqual([{ key_id: SUBSCRIBER_KEY_ID, user_id: ids.subscriber, revoked: false, has_access: false }]);
      expect(await lastUsed(SUBSCRIBER_KEY_ID)).toBeNull();

      // Pro again (Stripe renewed the period), but the key is revoked.
      await tx.query(`update public.subscriptions set current_period_end = now() + interval '30 days' where id = $1`, [ids.subscriberSubscription]);
      await tx.query('update public.api_keys set revoked_at = now() where id = $1', [SUBSCRIBER_KEY_ID]);
      expect((await use(SUBSCRIBER_KEY)).rows).toEqual([{ key_id: SUBSCRIBER_KEY_ID, user_id: ids.subscriber, revoked: true, has_access: true }]);
      expect(await lastUsed(SUBSCRIBER_KEY_ID)).toBeNull();
    });
  });

  it("revoke_api_key revokes the user's own key only, once", async () => {
    await rollbackAfter(db(), async (tx) => {
      await seedKeys(tx);
      const revoke = (userId: string, keyId: string) =>
        acting(
          tx,
          'service',
          async () => (await tx.query<{ revoked: boolean }>('select public.revoke_api_key($1::uuid, $2::uuid) as revoked', [userId, keyId])).rows[0]!.revoked,
        );
      const revokedAt = async (id: string) =>
        (await tx.query<{ revoked_at: Date | null }>('select revoked_at from public.api_keys where id = $1', [id])).rows[0]!.revoked_at;

      expect(await revoke(ids.subscriber, OTHER_KEY_ID)).toBe(false);
      expect(await revokedAt(OTHER_KEY_ID)).toBeNull();
      expect(await revoke(ids.subscriber, SUBSCRIBER_KEY_ID)).toBe(true);
      const first = await revokedAt(SUBSCRIBER_KEY_ID);
      expect(first).not.toBeNull();
      expect(await revoke(ids.subscriber, SUBSCRIBER_KEY_ID)).toBe(true);
      expect(await revokedAt(SUBSCRIBER_KEY_ID)).toEqual(first);
    });
  });

  it('keys go with their user (on delete cascade) and a stored hash must be a sha256 hex', async () => {
    await rollbackAfter(db(), async (tx) => {
      await seedKeys(tx);
      const bad = await tx.attempt(`insert into public.api_keys (user_id, prefix, key_hash) values ($1, 'lb_plain001', 'the-key-itself')`, [ids.subscriber]);
      expectDenied(bad, '23514', /api_keys_key_hash_format/);
      await tx.query('delete from auth.users where id = $1', [ids.other]);
      expect((await tx.query('select id from public.api_keys')).rows).toEqual([{ id: SUBSCRIBER_KEY_ID }]);
    });
  });
});
