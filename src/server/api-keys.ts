/**
 * Personal API keys (Pro, docs/api.md), managed from the account page with the user's session:
 *
 *   POST /api/list-api-keys   {}           -> 200 { keys: ApiKeyMetadata[] }  (newest first)
 *   POST /api/create-api-key  {}           -> 201 { key, apiKey: ApiKeyMetadata }
 *   POST /api/revoke-api-key  { keyId }    -> 200 { apiKey: ApiKeyMetadata }
 *
 *   401 no token / invalid token; 400 malformed JSON or a body with any other field (a plan, a
 *   role or a user id sent by the client is refused, never read); 405 not POST;
 *   403 create: the plan is not Pro ('API keys are part of the Pro plan.'), read by the database
 *       function from the profile the server writes from Stripe (migration 0009);
 *   409 create: MAX_ACTIVE_API_KEYS keys are active already;
 *   429 create: MAX_API_KEYS_CREATED_PER_DAY keys were made in the last 24 hours (revoked ones count);
 *   404 revoke: the key is not the caller's (someone else's, or unknown);
 *   500 the database failed.
 *
 * The key is random (KEY_RANDOM_BYTES bytes, base64url, after 'lb_'), answered once in the create
 * answer and never again: only its SHA-256 (hex) and its prefix are stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { API_KEY_START, API_MESSAGES, KEY_PREFIX_EXTRA, MAX_ACTIVE_API_KEYS, MAX_API_KEYS_CREATED_PER_DAY } from '../shared/api-access.ts';
import { authenticate, callDb, HttpError, json, postOnly, readJsonBody } from './http.ts';
import type { ApiDeps, ApiKeyMetadata, KeyRefusal } from './types.ts';

/** 32 bytes: 256 bits of randomness, 43 base64url characters. */
const KEY_RANDOM_BYTES = 32;

export function generateApiKey(): string {
  return `${API_KEY_START}${randomBytes(KEY_RANDOM_BYTES).toString('base64url')}`;
}

/** The form of every key generateApiKey makes (43 base64url characters after lb_): anything else is never looked up. */
const KEY_FORMAT = new RegExp(`^${API_KEY_START}[A-Za-z0-9_-]{${Math.ceil((KEY_RANDOM_BYTES * 8) / 6)}}$`);

export function isWellFormedApiKey(key: string): boolean {
  return KEY_FORMAT.test(key);
}

/** What is stored of a key and what a presented key is looked up by. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_START.length + KEY_PREFIX_EXTRA);
}

/** The answer to each refusal of public.create_api_key. */
const KEY_REFUSALS: Record<KeyRefusal, () => HttpError> = {
  plan: () => new HttpError(403, API_MESSAGES.proOnly),
  limit: () => new HttpError(409, API_MESSAGES.tooManyKeys),
  rate: () => new HttpError(429, API_MESSAGES.keyCreationRate),
};

export const listKeysBodySchema = z.object({}).strict();
export const createKeyBodySchema = z.object({}).strict();
export const revokeKeyBodySchema = z.object({ keyId: z.uuid({ error: 'keyId must be the id of one of your keys' }) }).strict();

export const listApiKeys = postOnly<ApiDeps>(API_MESSAGES.keysFailed, async (request, deps) => {
  const user = await authenticate(request, deps, API_MESSAGES.notSignedIn);
  await readJsonBody(request, listKeysBodySchema);
  const keys = await callDb(API_MESSAGES.keysFailed, () => deps.keys.listKeys(user.userId));
  return json(200, { keys });
});

export const createApiKey = postOnly<ApiDeps>(API_MESSAGES.keysFailed, async (request, deps) => {
  const user = await authenticate(request, deps, API_MESSAGES.notSignedIn);
  await readJsonBody(request, createKeyBodySchema);
  const key = generateApiKey();
  const result = await callDb(API_MESSAGES.keysFailed, () =>
    deps.keys.createKey(user.userId, apiKeyPrefix(key), hashApiKey(key), MAX_ACTIVE_API_KEYS, MAX_API_KEYS_CREATED_PER_DAY),
  );
  if ('refused' in result) throw KEY_REFUSALS[result.refused]();
  return json(201, { key, apiKey: result.created });
});

export const revokeApiKey = postOnly<ApiDeps>(API_MESSAGES.keysFailed, async (request, deps) => {
  const user = await authenticate(request, deps, API_MESSAGES.notSignedIn);
  const body = await readJsonBody(request, revokeKeyBodySchema);
  const revoked = await callDb(API_MESSAGES.keysFailed, () => deps.keys.revokeKey(user.userId, body.keyId));
  if (!revoked) throw new HttpError(404, API_MESSAGES.keyNotFound);
  const keys = await callDb(API_MESSAGES.keysFailed, () => deps.keys.listKeys(user.userId));
  const apiKey: ApiKeyMetadata | undefined = keys.find((candidate) => candidate.id === body.keyId);
  return json(200, { apiKey: apiKey ?? null });
});
