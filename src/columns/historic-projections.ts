/**
 * Historic Projections pick tables (docs/product.md#historic-projections): Player, Team, Opp, HR Prob,
 * HR Chance, Odds, Locked, Result. Opp, HR Chance and Odds are blank on days archived
 * before the probability model ran; Locked on days archived before picks were locked per game.
 * A phone shows Player, Team, Odds and Result; a doubleheader game's pick carries G1 or G2
 * beside the name (src/lib/doubleheaders.ts).
 */
import type { HistoricPick } from '../../domain/contracts/picks.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatProbability, formatUtcTimestamp, MISSING_TEXT } from '../lib/format.ts';
import { formatAmericanOdds } from '../lib/odds.ts';
import { SCORE_HINT, SCORE_TAG } from '../lib/projection-texts.ts';
import { doubleheaderGameNumbers, type DoubleheaderGameNumber } from '../../domain/doubleheaders.ts';
import { doubleheaderNote } from '../lib/doubleheaders.ts';
import { defineColumns, type CellValue, type SortState } from '../ui/table/types.ts';

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

/** An archived pick with its game's number when that game is one of a doubleheader. */
export type HistoricPickRow = HistoricPick & { gameNumber: DoubleheaderGameNumber | null };

/**
 * The day's picks with their doubleheader numbers. An archived day keeps no schedule, so its
 * games are the ones its picks name (game id, clubs, first pitch); a pick archived before picks
 * carried their game gets none.
 */
export function withGameNumbers(day: { confident: readonly HistoricPick[]; punt: readonly HistoricPick[] }): {
  confident: HistoricPickRow[];
  punt: HistoricPickRow[];
} {
  const games = new Map<string, { id: string; gameTime: string | null; away: { team: string }; home: { team: string } }>();
  for (const pick of [...day.confident, ...day.punt]) {
    if (pick.gameId === undefined || pick.opponent === undefined || games.has(pick.gameId)) continue;
    games.set(pick.gameId, { id: pick.gameId, gameTime: pick.firstPitch ?? null, away: { team: pick.team }, home: { team: pick.opponent } });
  }
  const numbers = doubleheaderGameNumbers([...games.values()]);
  const rows = (picks: readonly HistoricPick[]) => picks.map((pick) => ({ ...pick, gameNumber: (pick.gameId && numbers.get(pick.gameId)) || null }));
  return { confident: rows(day.confident), punt: rows(day.punt) };
}

/** The pick tables' initial sort: highest HR Prob first. */
export const HISTORIC_PICKS_INITIAL_SORT: SortState = { id: 'hrProbability', desc: true };

export const historicPickColumns = defineColumns<HistoricPickRow>([
  { id: 'name', header: 'Player', kind: 'text', value: (pick) => pick.name, firstSort: 'asc', show: 'key', note: doubleheaderNote },
  { id: 'team', header: 'Team', kind: 'text', value: (pick) => pick.team, firstSort: 'asc', show: 'key', phoneOrder: 3 },
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
    show: 'key',
    phoneOrder: 2,
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
    note: lateLockNote,
  },
  {
    id: 'result',
    show: 'key',
    phoneOrder: 1,
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
export interface ExpectedVersusActual {
  picks: number;
  expected: number;
  homered: number;
}

export function expectedVersusActual(picks: readonly HistoricPick[]): ExpectedVersusActual | null {
  const graded = picks.filter((p) => p.pHr !== undefined && p.homered !== null);
  if (graded.length === 0) return null;
  return {
    picks: graded.length,
    expected: graded.reduce((sum, p) => sum + p.pHr!, 0),
    homered: graded.filter((p) => p.homered === true).length,
  };
}

/**
 * When the pick was locked, "Aug 21, 2026, 17:30 UTC"; null on days archived before picks were
 * locked per game.
 */
export function lockedText(pick: Pick<HistoricPick, 'lockedAt'>): string | null {
  return pick.lockedAt === undefined ? null : formatUtcTimestamp(pick.lockedAt);
}

export const LATE_LOCK_LABEL = 'late';

/**
 * The note beside a lock time when no run of the day came before the game began (the day was
 * first built late): that pick was not made before the game. A note rather than more text in the
 * cell, so the Locked column stays narrow enough for both pick tables to fit their cards.
 */
export function lateLockNote(pick: Pick<HistoricPick, 'lockedAt' | 'firstPitch'>): { label: string; title: string } | null {
  if (pick.lockedAt === undefined || pick.firstPitch == null || Date.parse(pick.lockedAt) < Date.parse(pick.firstPitch)) return null;
  return {
    label: LATE_LOCK_LABEL,
    title: 'Locked after first pitch: no run of the day came before this game began, so the pick was not made before the game.',
  };
}
