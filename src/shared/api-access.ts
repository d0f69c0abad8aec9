/**
 * Pro's API access (docs/api.md): the rules and messages both sides use. The key routes and the
 * data API (src/server/api-keys.ts, src/server/data-api.ts) answer with these as `{ error }`, and
 * the account page shows them. Free of imports (the browser bundles it).
 */

/** Every key starts with this; the stored prefix is it and the next KEY_PREFIX_EXTRA characters. */
export const API_KEY_START = 'lb_';
export const KEY_PREFIX_EXTRA = 8;

/** Keys a user may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_API_KEYS = 5;

/**
 * Keys a user may create in any 24 hours, revoked ones included (the database counts them:
 * create_api_key, migration 0012), so revoking and creating again is no way round the per-key limit.
 */
export const MAX_API_KEYS_CREATED_PER_DAY = 10;

/**
 * The data API's limits (docs/api.md#limits), fixed windows counted by each server process
 * (src/server/rate-limit.ts); beyond one, 429 with Retry-After:
 *   API_RATE_LIMIT          one budget per key across every endpoint (/api/v1/*)
 *   API_ACCOUNT_RATE_LIMIT  one budget per account across all its keys
 *   BAD_KEY_LIMIT           unknown, malformed or revoked keys per client address; past it the
 *                           address is answered 429 before any database lookup
 */
export const API_RATE_LIMIT = { requests: 60, windowSeconds: 60 } as const;
export const API_ACCOUNT_RATE_LIMIT = { requests: 120, windowSeconds: 60 } as const;
export const BAD_KEY_LIMIT = { requests: 10, windowSeconds: 60 } as const;

/** The one query parameter the data API takes. */
export const API_QUERY_PARAMETERS = ['date'] as const;

export const API_MESSAGES = {
  notSignedIn: 'Please sign in to manage your API keys',
  proOnly: 'API keys are part of the Pro plan.',
  tooManyKeys: `You already have ${MAX_ACTIVE_API_KEYS} active API keys: revoke one to create another.`,
  keyNotFound: 'No such API key on your account.',
  keysFailed: 'Failed to manage API keys',
  missingKey: 'An API key is required: send Authorization: Bearer <your key>.',
  unknownKey: 'This API key is not valid.',
  revokedKey: 'This API key has been revoked.',
  planLapsed: "API access is part of the Pro plan, and this key's account has no active Pro plan.",
  keyCreationRate: `You created ${MAX_API_KEYS_CREATED_PER_DAY} API keys in the last 24 hours: try again later.`,
  rateLimited: (seconds: number) => `Too many requests for this key: retry in ${seconds} s.`,
  accountRateLimited: (seconds: number) => `Too many requests for this account's keys together: retry in ${seconds} s.`,
  badKeysFromAddress: (seconds: number) => `Too many requests with invalid API keys from your address: retry in ${seconds} s.`,
  badDate: 'date must be a real calendar date written YYYY-MM-DD.',
  unknownParameter: (name: string) => `Unknown query parameter "${name}": the API takes only date=YYYY-MM-DD.`,
  repeatedParameter: (name: string) => `The query parameter ${name} is given more than once.`,
  noSlate: 'No slate is published for that date.',
  dataFailed: 'The data could not be read. Please try again later.',
  invalidSlate: 'The published slate does not match its contract; it is not served.',
  localMode: "The API needs accounts (configured mode). In local mode the day's data is public: /data/projections.json and /data/picks.json.",
  unavailable: 'The API is temporarily unavailable. Please try again later.',
} as const;
