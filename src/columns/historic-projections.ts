/**
 * Historic Projections pick tables (docs/product.md#historic-projections): Player, Team, Opp, HR Prob,
 * HR Chance, Odds, Locked, Result. Opp, HR Chance and Odds are blank on days archived
 * before the probability model ran; Locked on days archived before picks were locked per game.
 */
import type { HistoricPick } from '../../domain/contracts/picks.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatProbability, formatUtcTimestamp, MISSING_TEXT } from '../lib/format.ts';
import { formatAmericanOdds } from '../lib/odds.ts';
import { SCORE_HINT, SCORE_TAG } from '../lib/projection-texts.ts';
import { defineColumns, type CellValue } from '../ui/table/types.ts';

export type PickResult = 'Homered' | 'No HR' | 'Pending';

/** true: homered that day; false: did not; null: results not in yet. */
export function pickResult(homered: boolean | null): PickResult {
  return homered === null ? 'Pending' : homered ? 'Homered' : 'No HR';
}

export const RESULT_CLASS: Record<PickResult, string> = {
  Homered: 'font-semibold text-emerald-800',
  'No HR': 'text-slate-700',
  Pending: 'text-amber-800',
};

const probability = (value: CellValue) => formatProbability(typeof value === 'number' ? value : null, DISPLAY_DECIMALS.probabilityPercent);

export const historicPickColumns = defineColumns<HistoricPick>([
  { id: 'name', header: 'Player', kind: 'text', value: (pick) => pick.name, firstSort: 'asc', show: 'key' },
  { id: 'team', header: 'Team', kind: 'text', value: (pick) => pick.team, firstSort: 'asc', show: 'compact' },
  { id: 'opponent', header: 'Opp', title: 'Opponent', kind: 'text', value: (pick) => pick.opponent ?? null, firstSort: 'asc', show: 'compact' },
  {
    id: 'hrProbability',
    show: 'compact',
    header: 'HR Prob',
    title: SCORE_HINT,
    tag: SCORE_TAG,
    kind: 'number',
    value: (pick) => pick.hrProbability,
    format: probability,
  },
  {
    id: 'pHr',
    header: 'HR Chance',
    title: 'Calibrated probability of 1+ HR',
    kind: 'number',
    value: (pick) => pick.pHr ?? null,
    format: probability,
    show: 'compact',
  },
  {
    id: 'oddsAmerican',
    header: 'Odds',
    kind: 'number',
    show: 'compact',
    value: (pick) => pick.oddsAmerican ?? null,
    format: (value) => formatAmericanOdds(typeof value === 'number' ? value : null),
  },
  {
    id: 'lockedAt',
    header: 'Locked',
    title: "When the pick was locked: the last run before its game's first pitch",
    kind: 'text',
    show: 'compact',
    value: (pick) => pick.lockedAt ?? null,
    format: (_, pick) => lockedText(pick) ?? MISSING_TEXT,
  },
  {
    id: 'result',
    show: 'key',
    header: 'Result',
    kind: 'text',
    value: (pick) => pickResult(pick.homered),
    cellClass: (value) => RESULT_CLASS[value as PickResult],
  },
]);

/**
 * HR Chance against what happened, over a day's graded picks that carry pHr: the
 * home runs HR Chance expected (the sum of pHr, since each pick homers 0 or 1
 * times in the count) and the picks that homered. Null when no graded pick has pHr.
 */
export function expectedVersusActual(picks: readonly HistoricPick[]): { picks: number; expected: number; homered: number } | null {
  const graded = picks.filter((p) => p.pHr !== undefined && p.homered !== null);
  if (graded.length === 0) return null;
  return {
    picks: graded.length,
    expected: graded.reduce((sum, p) => sum + p.pHr!, 0),
    homered: graded.filter((p) => p.homered === true).length,
  };
}

/**
 * "Aug 21, 2026, 17:30 UTC", or with "(after first pitch)" when no run of the day came
 * before the game began (the day was first built late): that pick was not made before
 * the game. Null on days archived before picks were locked per game.
 */
export function lockedText(pick: Pick<HistoricPick, 'lockedAt' | 'firstPitch'>): string | null {
  if (pick.lockedAt === undefined) return null;
  const late = pick.firstPitch != null && Date.parse(pick.lockedAt) >= Date.parse(pick.firstPitch);
  return `${formatUtcTimestamp(pick.lockedAt)}${late ? ' (after first pitch)' : ''}`;
}
