/**
 * When generated data counts as stale: older than STALE_AFTER_HOURS while the
 * MLB season is on (SEASON_WINDOW, inclusive, in the visitor's local date).
 * Out of season nothing is rebuilt nightly, so old data is expected.
 *
 * These are product decisions of this site (the spec has no freshness rule),
 * hence here and not in domain/spec-constants.ts.
 */
export const STALE_AFTER_HOURS = 24;

/** March 20 to November 5, inclusive: spring-training end to the latest World Series date. */
export const SEASON_WINDOW = { startMonth: 3, startDay: 20, endMonth: 11, endDay: 5 } as const;

export interface FreshnessRule {
  staleAfterMs: number;
  season: { startMonth: number; startDay: number; endMonth: number; endDay: number };
}

export const FRESHNESS_RULE: FreshnessRule = {
  staleAfterMs: STALE_AFTER_HOURS * 60 * 60 * 1000,
  season: SEASON_WINDOW,
};

/**
 * Self-contained on purpose (no imports, no outer names): the shell inlines its
 * source into the pre-paint script so the stale banner is decided before the
 * first paint with the visitor's clock, and unit tests call it directly.
 */
export function isDataStale(builtAt: string, nowMs: number, rule: FreshnessRule): boolean {
  const builtMs = Date.parse(builtAt);
  if (Number.isNaN(builtMs)) return false;
  const now = new Date(nowMs);
  const monthDay = (now.getMonth() + 1) * 100 + now.getDate();
  const start = rule.season.startMonth * 100 + rule.season.startDay;
  const end = rule.season.endMonth * 100 + rule.season.endDay;
  const inSeason = monthDay >= start && monthDay <= end;
  return inSeason && nowMs - builtMs > rule.staleAfterMs;
}
