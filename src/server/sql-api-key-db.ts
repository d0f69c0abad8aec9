/**
 * ApiKeyDb over plain SQL, as service_role in a transaction per call (tests run it on PGlite with
 * the real migrations, as sql-billing-db.ts does for billing).
 */
import { asServiceRoleIn, type InTransaction } from './sql-billing-db.ts';
import type { ApiKeyDb, ApiKeyMetadata, KeyRefusal } from './types.ts';

/** A public.api_keys row's metadata as the database answers it. */
export interface KeyRow {
  id: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const isoOf = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function keyMetadataOf(row: KeyRow): ApiKeyMetadata {
  return {
    id: row.id,
    prefix: row.prefix,
    createdAt: isoOf(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : isoOf(row.last_used_at),
    revokedAt: row.revoked_at === null ? null : isoOf(row.revoked_at),
  };
}

/** SQLSTATEs public.create_api_key raises when it refuses (migrations 0009, 0012). */
export const CREATE_KEY_REFUSALS: Readonly<Record<string, KeyRefusal>> = { '42501': 'plan', '23514': 'limit', '54000': 'rate' };

export const KEY_COLUMNS = 'id, prefix, created_at, last_used_at, revoked_at';

export function sqlApiKeyDb(inTransaction: InTransaction): ApiKeyDb {
  const asServiceRole = asServiceRoleIn(inTransaction);

  return {
    listKeys: (userId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<KeyRow>(`select ${KEY_COLUMNS} from public.api_keys where user_id = $1 order by created_at desc, id`, [userId]);
        return rows.map(keyMetadataOf);
      }),

    async createKey(userId, prefix, keyHash, maxActive, maxPerDay) {
      try {
        return await asServiceRole(async (query) => {
          const { rows } = await query<KeyRow>('select * from public.create_api_key($1::uuid, $2, $3, $4, $5)', [
            userId,
            prefix,
            keyHash,
            maxActive,
            maxPerDay,
          ]);
          if (rows[0] === undefined) throw new Error('create_api_key returned no row');
          return { created: keyMetadataOf(rows[0]) };
        });
      } catch (error) {
        const refusal = CREATE_KEY_REFUSALS[(error as { code?: string }).code ?? ''];
        if (refusal !== undefined) return { refused: refusal };
        throw error;
      }
    },

    revokeKey: (userId, keyId) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ revoked: boolean }>('select public.revoke_api_key($1::uuid, $2::uuid) as revoked', [userId, keyId]);
        return rows[0]?.revoked === true;
      }),

    checkKey: (keyHash) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ key_id: string; user_id: string; revoked: boolean; has_access: boolean }>('select * from public.use_api_key($1)', [
          keyHash,
        ]);
        const row = rows[0];
        return row === undefined ? null : { keyId: row.key_id, userId: row.user_id, revoked: row.revoked, hasAccess: row.has_access };
      }),

    slate: (date) =>
      asServiceRole(async (query) => {
        const { rows } = await query<{ slate_date: string; projections: unknown; picks: unknown; published_at: Date | null }>(
          `select to_char(slate_date, 'YYYY-MM-DD') as slate_date, projections, picks, published_at
             from public.premium_slates
            where $1::date is null or slate_date = $1::date
            order by slate_date desc
            limit 1`,
          [date],
        );
        const row = rows[0];
        if (row === undefined) return null;
        return {
          date: row.slate_date,
          projections: row.projections,
          picks: row.picks,
          publishedAt: row.published_at === null ? null : isoOf(row.published_at),
        };
      }),
  };
}
