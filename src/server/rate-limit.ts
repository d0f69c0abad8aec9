/**
 * The data API's limits (docs/api.md#limits; the numbers in src/shared/api-access.ts), as fixed
 * windows counted in memory:
 *   - per key, one budget across every endpoint (API_RATE_LIMIT);
 *   - per account, one budget across all its keys (API_ACCOUNT_RATE_LIMIT);
 *   - per client address, the unknown, malformed or revoked keys it presented (BAD_KEY_LIMIT):
 *     past it the address is refused before any database lookup.
 *
 * Where the counts live: in this server process (src/server/runtime.ts keeps one set for every
 * endpoint). That is exact for the one container configured mode deploys; with several
 * processes behind a load balancer each would allow the full budgets (N processes: N times the
 * limit), and a restart starts every count again. Several instances need the counts in a shared
 * store (a table, Redis) behind the same ApiLimits interface.
 */
import { API_ACCOUNT_RATE_LIMIT, API_RATE_LIMIT, BAD_KEY_LIMIT } from '../shared/api-access.ts';
import type { ApiLimits, LimitRefusal } from './types.ts';

/** Windows kept before the ended ones are dropped. */
const PRUNE_ABOVE = 10_000;

export interface WindowLimit {
  requests: number;
  windowSeconds: number;
}

/** Fixed-window counts per id: how long an id must wait, and counting one request of it. */
export interface WindowCounter {
  /** Seconds until the id may send again, or null when its window has room (counts nothing). */
  wait(id: string): number | null;
  /** Counts one request of the id (starting its window when none runs). */
  add(id: string): void;
}

export function fixedWindowCounter(limit: WindowLimit, now: () => number = Date.now): WindowCounter {
  const windowMs = limit.windowSeconds * 1000;
  const windows = new Map<string, { start: number; count: number }>();
  const current = (id: string, at: number) => {
    const window = windows.get(id);
    return window === undefined || at - window.start >= windowMs ? null : window;
  };
  return {
    wait(id) {
      const at = now();
      const window = current(id, at);
      if (window === null || window.count < limit.requests) return null;
      return Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
    },
    add(id) {
      const at = now();
      if (windows.size > PRUNE_ABOVE) {
        for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
      }
      const window = current(id, at);
      if (window === null) windows.set(id, { start: at, count: 1 });
      else window.count += 1;
    },
  };
}

export interface ApiLimitSettings {
  perKey: WindowLimit;
  perAccount: WindowLimit;
  badKeysPerAddress: WindowLimit;
}

export const API_LIMIT_SETTINGS: ApiLimitSettings = { perKey: API_RATE_LIMIT, perAccount: API_ACCOUNT_RATE_LIMIT, badKeysPerAddress: BAD_KEY_LIMIT };

export function apiLimits(settings: ApiLimitSettings = API_LIMIT_SETTINGS, now: () => number = Date.now): ApiLimits {
  const keys = fixedWindowCounter(settings.perKey, now);
  const accounts = fixedWindowCounter(settings.perAccount, now);
  const addresses = fixedWindowCounter(settings.badKeysPerAddress, now);
  const refusal = (scope: LimitRefusal['scope'], retryAfter: number | null): LimitRefusal | null => (retryAfter === null ? null : { scope, retryAfter });
  return {
    addressRefusal: (address) => refusal('address', addresses.wait(address)),
    recordBadKey: (address) => addresses.add(address),
    admit(keyId, userId) {
      const refused = refusal('key', keys.wait(keyId)) ?? refusal('account', accounts.wait(userId));
      if (refused !== null) return refused;
      keys.add(keyId);
      accounts.add(userId);
      return null;
    },
  };
}
