/**
 * RV Comparison tables (docs/product.md#rv-comparison). Every column sortable; a
 * new column starts descending (docs/product.md#tables). Rounding (docs/product.md#tables): run values 2
 * decimals, hard-hit 1 decimal (pitch usage, a percent, 1 decimal as well).
 */
import type { RvRow, RvSummaryRow } from '../../domain/contracts/index.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { DEFAULT_SORTS } from '../config/ui-settings.ts';
import { formatCount, formatFixed, formatPercent, roundDecimal } from '../lib/format.ts';
import { playerLinks } from '../lib/player-links.ts';
import { defineColumns, type ColumnSpec, type SortState } from '../ui/table/types.ts';

const runValue = <Row>(id: string, header: string, title: string, value: (row: Row) => number | null): ColumnSpec<Row> => ({
  id,
  header,
  title,
  kind: 'number',
  value,
  format: (v) => formatFixed(v as number | null, DISPLAY_DECIMALS.runValue),
});
const hardHit = <Row>(id: string, header: string, title: string, value: (row: Row) => number | null): ColumnSpec<Row> => ({
  id,
  header,
  title,
  kind: 'number',
  value,
  format: (v) => formatPercent(v as number | null, DISPLAY_DECIMALS.hardHit),
});

/** The opposing starter, linked to his game's matchup and his BvP rows. */
const opposingStarterColumn = <Row extends { pitcher: string; team: string }>(): ColumnSpec<Row> => ({
  id: 'pitcher',
  header: 'Pitcher',
  title: 'Opposing starter',
  kind: 'text',
  value: (r) => r.pitcher,
  show: 'compact',
  links: (r) => playerLinks(r.pitcher, r.team),
});

/** All Matchups and Hard Hitters: one row per batter and pitch type of the opposing starter. */
export const rvRowColumns = defineColumns<RvRow>([
  { id: 'batter', header: 'Batter', kind: 'text', value: (r) => r.batter, show: 'key', links: (r) => playerLinks(r.batter, r.team) },
  { id: 'team', header: 'Team', kind: 'text', value: (r) => r.team, show: 'compact' },
  {
    id: 'pitchType',
    show: 'compact',
    header: 'Pitch',
    title: 'Pitch type (Savant code)',
    kind: 'text',
    value: (r) => r.pitchName,
    format: (_v, r) => `${r.pitchName} (${r.pitchType})`,
  },
  {
    id: 'pitchPct',
    show: 'key',
    header: 'Pitch %',
    title: "The starter's usage of this pitch",
    kind: 'number',
    value: (r) => r.pitchPct,
    format: (v) => formatPercent(v as number | null, 1),
  },
  { ...runValue<RvRow>('rv', 'RV', "The batter's run value against this pitch type", (r) => r.rv), show: 'key' },
  { ...hardHit<RvRow>('batterHardHit', 'Batter HH%', "The batter's hard-hit percent against this pitch type", (r) => r.batterHardHit), show: 'compact' },
  opposingStarterColumn<RvRow>(),
  hardHit<RvRow>('pitcherHardHit', 'Pitcher HH%', 'Hard-hit percent allowed by the starter on this pitch', (r) => r.pitcherHardHit),
  { ...runValue<RvRow>('weightedRV', 'Weighted RV', 'Pitch usage ÷ 100 × RV', (r) => r.weightedRV), show: 'compact' },
  runValue<RvRow>('avgRV', 'Avg RV', "Mean of the batter's run values against this starter's pitch types", (r) => r.avgRV),
]);

/** Summary: one row per batter who meets the rule. */
export const rvSummaryColumns = defineColumns<RvSummaryRow>([
  { id: 'batter', header: 'Batter', kind: 'text', value: (r) => r.batter, show: 'key', links: (r) => playerLinks(r.batter, r.team) },
  { id: 'team', header: 'Team', kind: 'text', value: (r) => r.team, show: 'compact' },
  opposingStarterColumn<RvSummaryRow>(),
  {
    id: 'count',
    show: 'key',
    header: 'Count',
    title: 'Qualifying pitch types',
    kind: 'number',
    value: (r) => r.count,
    format: (v) => formatCount(v as number | null),
  },
  { id: 'pitches', header: 'Pitches', title: 'The qualifying pitch types', kind: 'text', value: (r) => r.pitches.join(', '), show: 'compact' },
  { ...runValue<RvSummaryRow>('avgRV', 'Avg RV', "Mean of the batter's run values against this starter's pitch types", (r) => r.avgRV), show: 'key' },
  {
    ...runValue<RvSummaryRow>('totalWeightedRV', 'Total Weighted RV', "Sum of the qualifying pitches' weighted RV", (r) => r.totalWeightedRV),
    show: 'compact',
  },
]);

const toSort = (rule: { key: string; direction: 'asc' | 'desc' }): SortState => ({ id: rule.key, desc: rule.direction === 'desc' });

/** Opening sorts (docs/product.md#rv-comparison): rows by rv, the summary by count, highest first. Hard Hitters lists RV rows too. */
export const RV_INITIAL_SORTS = {
  summary: toSort(DEFAULT_SORTS.rvSummary),
  allMatchups: toSort(DEFAULT_SORTS.rvComparison),
  hardHitters: toSort(DEFAULT_SORTS.rvComparison),
} as const;

export function rvSearchText(row: { batter: string; team: string; pitcher: string }): string {
  return `${row.batter} ${row.team} ${row.pitcher}`;
}

/**
 * The Summary threshold as shown in the rule, in runs, signed with a true minus. It is a weighted
 * run value of a few hundredths, so it gets one decimal more than the table's run values (0.018
 * would read "0.02" and hide why a 0.02 row does not qualify).
 */
export function formatSummaryThreshold(threshold: number | null): string {
  if (threshold === null) return 'not computed today (no matchups)';
  return `${signedRuns(threshold)} runs`;
}

/** Runs as the rule shows them: one decimal more than the table, signed, a true minus; zero unsigned. */
function signedRuns(value: number): string {
  const shown = roundDecimal(value, THRESHOLD_DECIMALS);
  const text = formatFixed(Math.abs(shown), THRESHOLD_DECIMALS);
  return shown === 0 ? text : `${shown < 0 ? '−' : '+'}${text}`;
}
const THRESHOLD_DECIMALS = DISPLAY_DECIMALS.runValue + 1;

/**
 * What today's Summary bar means, in words (docs/product.md#rv-comparison): the average it is
 * 1.5 times, and why a bar below zero admits every pitch the batter has not lost runs on (1.5 x a
 * negative average is lower than the average itself). Null when no threshold was computed.
 */
export function summaryThresholdMeaning(threshold: number | null, multiplier: number): string | null {
  if (threshold === null) return null;
  const today = `Today's average is ${signedRuns(threshold / multiplier)} runs per pitch`;
  const shown = roundDecimal(threshold, THRESHOLD_DECIMALS);
  if (shown === 0) return `${today}, so a pitch counts when the batter has gained runs on it.`;
  if (shown < 0) {
    return `${today}; ${multiplier} × a negative average is lower still, so the bar sits below zero: it lets in every pitch the batter has not lost runs on.`;
  }
  return `${today}, so a pitch needs ${multiplier} times the average matchup's value.`;
}
