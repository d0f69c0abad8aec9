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
 * The per-key rate limit of the data API: API_RATE_LIMIT.requests per API_RATE_LIMIT.windowSeconds
 * (a fixed window per key, counted by each server process); beyond it, 429 with Retry-After.
 */
export const API_RATE_LIMIT = { requests: 60, windowSeconds: 60 } as const;

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
  rateLimited: (seconds: number) => `Too many requests for this key: retry in ${seconds} s.`,
  badDate: 'date must be a YYYY-MM-DD date.',
  noSlate: 'No slate is published for that date.',
  dataFailed: 'The data could not be read. Please try again later.',
  invalidSlate: 'The published slate does not match its contract; it is not served.',
  localMode: "The API needs accounts (configured mode). In local mode the day's data is public: /data/projections.json and /data/picks.json.",
  unavailable: 'The API is temporarily unavailable. Please try again later.',
} as const;
