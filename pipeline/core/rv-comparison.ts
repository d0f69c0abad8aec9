/**
 * RV Comparison (docs/product.md#rv-comparison): each batter's run value against each pitch type
 * of the opposing starter, weighted by how often the starter throws it.
 *
 * Pitch types are matched by Savant's pitch_type code (FF, SI, SL, CH, ...), trimmed
 * and upper-cased: the code is the same in the batter and pitcher arsenal exports,
 * while pitch names vary ("4-Seam Fastball" vs "Four-Seamer" in other tools).
 */
import type { PitchValue } from '../../domain/contracts/matchups.ts';
import type { RvComparisonFile, RvRow, RvSummaryRow } from '../../domain/contracts/rv-comparison.ts';
import { RV_RULES } from '../../domain/spec-constants.ts';

/** One batter against the opposing starter, with both sides' pitch-arsenal rows. */
export interface RvMatchup {
  batter: string;
  team: string;
  pitcher: string;
  batterPitches: readonly PitchValue[];
  pitcherPitches: readonly PitchValue[];
}

export type RvComparison = Pick<RvComparisonFile, 'rows' | 'summary' | 'hardHitters' | 'summaryThreshold'>;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function pitchKey(pitchType: string): string {
  return pitchType.trim().toUpperCase();
}

/** The first row for each pitch type (an arsenal export has one row per type). */
function byPitchType(pitches: readonly PitchValue[]): Map<string, PitchValue> {
  const index = new Map<string, PitchValue>();
  for (const p of pitches) {
    const key = pitchKey(p.pitchType);
    if (key !== '' && !index.has(key)) index.set(key, p);
  }
  return index;
}

/**
 * The rows of one matchup, in the pitcher's pitch order: one per pitch type the
 * pitcher throws (usage known) AND the batter has a run value against.
 * weightedRV = usage / 100 × rv; avgRV = the mean of the batter's rv over these rows.
 */
function matchupRows(m: RvMatchup): RvRow[] {
  const batterByType = byPitchType(m.batterPitches);
  const rows: Omit<RvRow, 'avgRV'>[] = [];
  for (const [key, thrown] of byPitchType(m.pitcherPitches)) {
    const faced = batterByType.get(key);
    if (faced === undefined || thrown.usage == null || !Number.isFinite(thrown.usage)) continue;
    if (!Number.isFinite(faced.runValue)) continue;
    rows.push({
      batter: m.batter,
      team: m.team,
      pitchType: key,
      pitchName: thrown.pitchName,
      pitchPct: thrown.usage,
      rv: faced.runValue,
      batterHardHit: faced.hardHit,
      pitcher: m.pitcher,
      pitcherHardHit: thrown.hardHit,
      weightedRV: (thrown.usage / 100) * faced.runValue,
    });
  }
  const avgRV = rows.length === 0 ? 0 : rows.reduce((sum, r) => sum + r.rv, 0) / rows.length;
  return rows.map((r) => ({ ...r, avgRV }));
}

/** Default order (docs/product.md#rv-comparison): rv, highest first; then batter, team, pitch type. */
function compareRows(a: RvRow, b: RvRow): number {
  return b.rv - a.rv || compareText(a.batter, b.batter) || compareText(a.team, b.team) || compareText(a.pitchType, b.pitchType);
}

/**
 * The three RV Comparison tables.
 * - rows: every (batter, pitch type) pair, sorted by rv descending.
 * - summary (docs/product.md#rv-comparison, RV_RULES): rows whose weightedRV is over the
 *   multiple of the mean weightedRV, with at least the minimum usage; a batter qualifies with
 *   the minimum count of such pitches. The mean is over every row of the slate. One summary row per batter (and
 *   starter faced) with the qualifying pitch-type codes in the pitcher's order, the
 *   batter's avgRV against that starter, and totalWeightedRV = the sum of the
 *   qualifying rows' weightedRV. Sorted by count descending (docs/product.md#rv-comparison), then
 *   totalWeightedRV descending, then batter.
 * - hardHitters (docs/product.md#rv-comparison): batter and pitcher hard-hit both over the threshold (a missing
 *   hard-hit value fails), in the rows' order.
 * - summaryThreshold: the threshold applied, null when there are no rows.
 */
export function buildRvComparison(matchups: readonly RvMatchup[]): RvComparison {
  const perMatchup = matchups.map(matchupRows);
  const allRows = perMatchup.flat();

  const summaryThreshold = allRows.length === 0 ? null : RV_RULES.summaryMultiplier * (allRows.reduce((sum, r) => sum + r.weightedRV, 0) / allRows.length);

  const summary: RvSummaryRow[] = [];
  if (summaryThreshold !== null) {
    for (const rows of perMatchup) {
      const qualifying = rows.filter((r) => r.weightedRV > summaryThreshold && r.pitchPct >= RV_RULES.usageMinimum);
      if (qualifying.length < RV_RULES.countMinimum) continue;
      const first = qualifying[0]!;
      summary.push({
        batter: first.batter,
        team: first.team,
        pitcher: first.pitcher,
        count: qualifying.length,
        pitches: qualifying.map((r) => r.pitchType),
        avgRV: first.avgRV,
        totalWeightedRV: qualifying.reduce((sum, r) => sum + r.weightedRV, 0),
      });
    }
  }
  summary.sort(
    (a, b) =>
      b.count - a.count ||
      b.totalWeightedRV - a.totalWeightedRV ||
      compareText(a.batter, b.batter) ||
      compareText(a.team, b.team) ||
      compareText(a.pitcher, b.pitcher),
  );

  const rows = [...allRows].sort(compareRows);
  const isHard = (v: number | null): boolean => v != null && v > RV_RULES.hardHitThreshold;
  const hardHitters = rows.filter((r) => isHard(r.batterHardHit) && isHard(r.pitcherHardHit));

  return { rows, summary, hardHitters, summaryThreshold };
}
