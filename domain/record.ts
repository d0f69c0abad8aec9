/**
 * The public record in money (docs/product.md#historic-projections): for each pick list, the
 * picks settled like a sportsbook settles them, the units won at the price locked (one unit
 * staked per pick), the return on investment with its 95 % interval and the closing-line value.
 * Pure and browser-safe: the pipeline writes history/index.json with it and Historic Projections
 * sums the days it shows with it (configured mode leaves today's day out).
 */

/** The pick lists of picks.json, archived and graded alike. */
export const PICK_LISTS = ['confident', 'punt', 'value'] as const;
export type PickList = (typeof PICK_LISTS)[number];

/** How many standard errors the ROI interval spans on each side: 95 % under the normal approximation. */
export const ROI_INTERVAL_Z = 1.959964;

/**
 * One list's picks on one day (or summed over days): the sums the figures are computed from.
 * `graded` = hits + misses; void and pending picks are in `picks` only. `priced`: the graded
 * picks that carry a price (units count only those); `units` and `unitsSquared`: the sum of
 * their returns and of the squared returns (for the ROI's interval); `clvPicks` / `clvSum`:
 * the priced picks whose closing price is known and the sum of their closing-line value in
 * percentage points.
 */
export interface ListTally {
  picks: number;
  hits: number;
  graded: number;
  voids: number;
  priced: number;
  units: number;
  unitsSquared: number;
  clvPicks: number;
  clvSum: number;
}

export const emptyTally = (): ListTally => ({ picks: 0, hits: 0, graded: 0, voids: 0, priced: 0, units: 0, unitsSquared: 0, clvPicks: 0, clvSum: 0 });

/** Rounds the sums a file keeps (4 decimals: a unit to the hundredth of a cent on a $100 stake). */
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The profit of one unit staked at American odds when the bet wins: +400 -> 4, -150 -> 0.6667. */
export function winProfit(american: number): number {
  return american > 0 ? american / 100 : 100 / -american;
}

/** The units one pick returns at its price: the profit when it homered, -1 when it did not. */
export function pickReturn(american: number, homered: boolean): number {
  return homered ? winProfit(american) : -1;
}

/** A settled pick as the tally reads it. */
export interface TalliedPick {
  homered: boolean | null;
  /** Present when the pick is void. */
  voidReason?: string | undefined;
  oddsAmerican?: number | null | undefined;
  /** Closing-line value in points, when the closing price is known. */
  clv?: number | null;
}

/** The tally of one list's picks. */
export function tallyPicks(picks: readonly TalliedPick[]): ListTally {
  const tally = emptyTally();
  for (const pick of picks) {
    tally.picks++;
    if (pick.voidReason !== undefined) tally.voids++;
    if (pick.homered === null) continue;
    tally.graded++;
    if (pick.homered) tally.hits++;
    if (pick.oddsAmerican == null) continue;
    const units = pickReturn(pick.oddsAmerican, pick.homered);
    tally.priced++;
    tally.units += units;
    tally.unitsSquared += units * units;
    if (pick.clv != null) {
      tally.clvPicks++;
      tally.clvSum += pick.clv;
    }
  }
  return roundTally(tally);
}

function roundTally(t: ListTally): ListTally {
  return { ...t, units: round4(t.units), unitsSquared: round4(t.unitsSquared), clvSum: round4(t.clvSum) };
}

/** Two tallies added (days summed into a record). */
export function addTallies(a: ListTally, b: ListTally): ListTally {
  return roundTally({
    picks: a.picks + b.picks,
    hits: a.hits + b.hits,
    graded: a.graded + b.graded,
    voids: a.voids + b.voids,
    priced: a.priced + b.priced,
    units: a.units + b.units,
    unitsSquared: a.unitsSquared + b.unitsSquared,
    clvPicks: a.clvPicks + b.clvPicks,
    clvSum: a.clvSum + b.clvSum,
  });
}

/** What a list's record shows beside its counts. */
export interface ListFigures {
  /** Units per unit staked over the priced graded picks; null before any. */
  roi: number | null;
  /**
   * The ROI's 95 % interval by the normal approximation on the per-pick returns: mean ± 1.96 s/√n
   * (s the returns' sample standard deviation); null under two priced picks. Home-run prices pay
   * long odds, so the returns are skewed and the interval is rough over a few dozen picks.
   */
  roiInterval: [number, number] | null;
  /** Mean closing-line value in percentage points; null when no pick has a known close. */
  clv: number | null;
}

export function listFigures(t: ListTally): ListFigures {
  const n = t.priced;
  const roi = n === 0 ? null : t.units / n;
  let roiInterval: [number, number] | null = null;
  if (roi !== null && n >= 2) {
    const variance = Math.max(0, (t.unitsSquared - n * roi * roi) / (n - 1));
    const half = ROI_INTERVAL_Z * Math.sqrt(variance / n);
    roiInterval = [round4(roi - half), round4(roi + half)];
  }
  return { roi: roi === null ? null : round4(roi), roiInterval, clv: t.clvPicks === 0 ? null : round4(t.clvSum / t.clvPicks) };
}
