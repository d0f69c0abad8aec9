/**
 * Historic Projections pick tables (docs/product.md#historic-projections): Player, Team, Opp, HR Prob,
 * HR Chance, Odds, Locked, Result (a void pick with its reason). Opp, HR Chance and Odds are blank on days archived
 * before the probability model ran; Locked on days archived before picks were locked per game.
 * A phone shows Player, Team, Odds and Result; a doubleheader game's pick carries G1 or G2
 * beside the name (src/lib/doubleheaders.ts).
 */
import type { HistoricPick } from '../../domain/contracts/picks.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { clockZoneOf, dateClockText } from '../lib/clock-text.ts';
import { formatProbability, MISSING_TEXT } from '../lib/format.ts';
import { formatAmericanOdds } from '../lib/odds.ts';
import { SCORE_HINT, SCORE_TAG } from '../lib/score-texts.ts';
import { doubleheaderGameNumbers, type DoubleheaderGameNumber } from '../../domain/doubleheaders.ts';
import { doubleheaderNote } from '../lib/doubleheaders.ts';
import { defineColumns, type CellValue, type SortState } from '../ui/table/types.ts';

export type PickResult = 'Homered' | 'No HR' | 'Pending' | 'Void';

/** true: homered that day; false: batted and did not; null: not settled yet, or void when it carries a reason (docs/product.md#settlement). */
export function pickResult(homered: boolean | null, voidReason?: string): PickResult {
  if (voidReason !== undefined) return 'Void';
  return homered === null ? 'Pending' : homered ? 'Homered' : 'No HR';
}

export const RESULT_CLASS: Record<PickResult, string> = {
  Homered: 'font-semibold text-emerald-800',
  'No HR': 'text-slate-700',
  Pending: 'text-amber-800',
  Void: 'text-slate-600 italic',
};

/** The reason beside a void pick's result ("Void" then "game postponed"). */
export function voidNote(pick: Pick<HistoricPick, 'voidReason'>): { label: string; title: string } | null {
  return pick.voidReason === undefined
    ? null
    : { label: pick.voidReason, title: `Void: ${pick.voidReason}. A void pick counts in no hit rate or money figure, as a book voids the bet.` };
}

const probability = (value: CellValue) => formatProbability(typeof value === 'number' ? value : null, DISPLAY_DECIMALS.probabilityPercent);

/** An archived pick with its game's number when that game is one of a doubleheader. */
export type HistoricPickRow = HistoricPick & { gameNumber: DoubleheaderGameNumber | null };

/**
 * The day's picks with their doubleheader numbers. An archived day keeps no schedule, so its
 * games are the ones its picks name (game id, clubs, first pitch); a pick archived before picks
 * carried their game gets none.
 */
export function withGameNumbers(day: { confident: readonly HistoricPick[]; punt: readonly HistoricPick[]; value?: readonly HistoricPick[] | undefined }): {
  confident: HistoricPickRow[];
  punt: HistoricPickRow[];
  value: HistoricPickRow[];
} {
  const games = new Map<string, { id: string; gameTime: string | null; away: { team: string }; home: { team: string } }>();
  for (const pick of [...day.confident, ...day.punt, ...(day.value ?? [])]) {
    if (pick.gameId === undefined || pick.opponent === undefined || games.has(pick.gameId)) continue;
    games.set(pick.gameId, { id: pick.gameId, gameTime: pick.firstPitch ?? null, away: { team: pick.team }, home: { team: pick.opponent } });
  }
  const numbers = doubleheaderGameNumbers([...games.values()]);
  const rows = (picks: readonly HistoricPick[]) => picks.map((pick) => ({ ...pick, gameNumber: (pick.gameId && numbers.get(pick.gameId)) || null }));
  return { confident: rows(day.confident), punt: rows(day.punt), value: rows(day.value ?? []) };
}

/** The pick tables' initial sort: highest HR Prob first. */
export const HISTORIC_PICKS_INITIAL_SORT: SortState = { id: 'hrProbability', desc: true };

/**
 * The pick table's columns. Lock times are an instant: in UTC in the static HTML (the same for every
 * visitor; the shell's script then rewrites them in his zone, ../ui/table/types.ts `instant`), in
 * the visitor's zone once the table runs.
 */
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
    format: (_, pick) => lockedText(pick, 'visitor') ?? MISSING_TEXT,
    formatStatic: (_, pick) => lockedText(pick, 'utc') ?? MISSING_TEXT,
    instant: (pick) => pick.lockedAt ?? null,
    note: lateLockNote,
  },
  {
    id: 'result',
    show: 'key',
    phoneOrder: 1,
    header: 'Result',
    kind: 'text',
    value: (pick) => pickResult(pick.homered, pick.voidReason),
    cellClass: (value) => RESULT_CLASS[value as PickResult],
    note: voidNote,
  },
]);

export type LockZone = 'utc' | 'visitor';

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

const LOCK_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The lock time's format: month, day and time with the zone named (the year is the day select's). */
function lockFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = LOCK_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    LOCK_FORMATS.set(key, format);
  }
  return format;
}

/**
 * When the pick was locked: "Aug 21, 5:30 PM UTC", or in the visitor's zone with the zone named
 * ("Aug 21, 1:30 PM EDT"); null on days archived before picks were locked per game.
 */
export function lockedText(pick: Pick<HistoricPick, 'lockedAt'>, zone: LockZone = 'utc'): string | null {
  return pick.lockedAt === undefined ? null : formatLockTime(pick.lockedAt, zone === 'utc' ? 'UTC' : undefined);
}

/** A lock time in `timeZone` (the visitor's when undefined; that zone and UTC are worded without Intl, ../lib/clock-text.ts). */
export function formatLockTime(iso: string, timeZone: string | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const zone = clockZoneOf(undefined, timeZone);
  return zone ? dateClockText(at, zone, { year: false }) : lockFormat(timeZone).format(at);
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
