/**
 * A fixed-window counter per id (the data API counts per key: API_RATE_LIMIT in
 * src/shared/api-access.ts). In memory, per server process: several processes behind a load
 * balancer each allow the limit (docs/api.md says so).
 */
import type { RateLimiter } from './types.ts';

/** Windows kept before the ended ones are dropped. */
const PRUNE_ABOVE = 10_000;

export function fixedWindowLimiter(limit: { requests: number; windowSeconds: number }, now: () => number = Date.now): RateLimiter {
  const windowMs = limit.windowSeconds * 1000;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(id) {
      const at = now();
      if (windows.size > PRUNE_ABOVE) {
        for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
      }
      let window = windows.get(id);
      if (window === undefined || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(id, window);
      }
      if (window.count >= limit.requests) return Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      window.count += 1;
      return null;
    },
  };
}
