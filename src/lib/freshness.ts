/**
 * When generated data counts as stale, during the MLB season only (SEASON_WINDOW,
 * inclusive, in the visitor's local date; out of season nothing is rebuilt
 * nightly, so old data is expected):
 * - 'slate': the slate's date is before the visitor's today (yesterday's games);
 * - 'build': the slate is today's (or later) but it was built more than
 *   STALE_AFTER_HOURS ago.
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

export type Staleness = 'slate' | 'build' | null;

/**
 * Self-contained on purpose (no imports, no outer names): the shell inlines its
 * source into the pre-paint script so the stale banner is decided before the
 * first paint with the visitor's clock, and unit tests call it directly.
 * `slateDate` is YYYY-MM-DD; an unreadable builtAt or slate date never flags.
 */
export function dataStaleness(slateDate: string, builtAt: string, nowMs: number, rule: FreshnessRule): 'slate' | 'build' | null {
  const now = new Date(nowMs);
  const monthDay = (now.getMonth() + 1) * 100 + now.getDate();
  const start = rule.season.startMonth * 100 + rule.season.startDay;
  const end = rule.season.endMonth * 100 + rule.season.endDay;
  if (monthDay < start || monthDay > end) return null;
  const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(slateDate) && slateDate < today) return 'slate';
  const builtMs = Date.parse(builtAt);
  if (Number.isNaN(builtMs)) return null;
  return nowMs - builtMs > rule.staleAfterMs ? 'build' : null;
}
