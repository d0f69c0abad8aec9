/**
 * Does a "season to date" stat export really cover the season? A FanGraphs leaderboard can be
 * exported for any window (the real one in ../shared/real-data is the last 14 days): its PA counts
 * then look like a season's to a reader that is not told. By the slate date a regular has batted
 * about REGULAR_PA_PER_SEASON_DAY times per day since opening day; when the most PAs of any hitter
 * in the export are under half of that, the export is a window, not the season, and the build says
 * so (a warning on the input, in the build report and the manifest) and reads its counts as recent
 * form (see hr-chance.ts). Pure.
 */
import type { StatRow } from '../inputs/rows.ts';

/** Month and day before which no regular season starts (Opening Day has been March 20-April 7 since 2008, save 2020). */
export const SEASON_OPENING_MONTH_DAY = '03-27';
/** PAs per calendar day of the season for an everyday hitter: about 4.3 per game, 162 games in about 186 days. */
export const REGULAR_PA_PER_SEASON_DAY = 3.7;
/** An export whose most PAs are under this share of a regular's is a window, not the season. */
export const WINDOW_SHARE = 0.5;

const DAY_MS = 86_400_000;

/** The PAs an everyday hitter has by `slateDate` (0 before opening day). */
export function regularPaBy(slateDate: string): number {
  const opening = Date.parse(`${slateDate.slice(0, 4)}-${SEASON_OPENING_MONTH_DAY}T00:00:00Z`);
  const days = Math.max(0, (Date.parse(`${slateDate}T00:00:00Z`) - opening) / DAY_MS);
  return days * REGULAR_PA_PER_SEASON_DAY;
}

/** A warning naming the input when its rows cannot be a season to date on `slateDate`; null when they can (or hold no PA). */
export function seasonWindowWarning(input: string, rows: readonly StatRow[], slateDate: string): string | null {
  const pas = rows.map((row) => row.stats.PA).filter((pa): pa is number => pa !== undefined);
  if (pas.length === 0) return null;
  const most = Math.max(...pas);
  const regular = regularPaBy(slateDate);
  if (most >= regular * WINDOW_SHARE) return null;
  return (
    `${input}: the most PA of any hitter is ${most}, but a regular has about ${Math.round(regular)} by ${slateDate}: ` +
    'this export is a recent window, not the season to date; its counts are read as recent form (the league rate comes from the model card)'
  );
}
