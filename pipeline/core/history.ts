/**
 * Historic Projections (docs/product.md#historic-projections): every build of the day publishes its picks and is kept
 * in the day's archive as a run snapshot; the record is each game's picks as locked at the last
 * run before that game's first pitch, so a run after a game has started changes nothing of that
 * game's record. Picks are settled later (settlement.ts).
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import type { HistoricPick, HistoryDay, HistoryRun, RunGame, RunPick } from '../../domain/contracts/picks.ts';
import { PICK_LISTS, type PickList } from '../../domain/record.ts';

export type ArchiveStatus = 'created' | 'updated' | 'unchanged' | 'rewritten' | 'conflict';

export interface ArchiveResult {
  /** The day to keep on disk: the new one, or the existing one untouched. */
  day: HistoryDay;
  status: ArchiveStatus;
}

const instant = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** MLB's game id (gamePk): a whole number; any other id was made up by a run that had none. */
export const GAME_PK = /^\d+$/;

/** A run's picks of one list (a run archived before the Value list has none). */
export const runPicks = (run: HistoryRun, list: PickList): readonly RunPick[] => run[list] ?? [];

/** A day's locked picks of one list (a day archived before the Value list has none). */
export const dayPicks = (day: Pick<HistoryDay, PickList>, list: PickList): readonly HistoricPick[] => day[list] ?? [];

/** Games a run saw on its slate (a game the schedule marked not played is listed but was not on it). */
const onSlate = (run: HistoryRun): RunGame[] => run.games.filter((g) => g.notPlayed === undefined);

/** The first pitch of a game as a run saw it (null: not known, or the game was not on its slate). */
function firstPitchIn(run: HistoryRun, gameId: string): string | null {
  return onSlate(run).find((g) => g.gameId === gameId)?.firstPitch ?? null;
}

function hasGame(run: HistoryRun, gameId: string): boolean {
  return onSlate(run).some((g) => g.gameId === gameId) || PICK_LISTS.some((list) => runPicks(run, list).some((p) => p.gameId === gameId));
}

/** A game's identity without its id: its clubs and game of the day (1 unless it is a doubleheader's second). */
const matchKey = (away: string, home: string, gameNumber: number): string => `${away}|${home}|${gameNumber}`;

/** "2026-08-21-MIL-PIT-2": the clubs and game number of an id a run made up (slate-games.ts fileGameId). */
const MADE_UP_ID = /^\d{4}-\d{2}-\d{2}-([A-Z]{2,3})-([A-Z]{2,3})(?:-(\d))?$/;

/**
 * Each game id the runs use -> the id the record keys the game by: MLB's game id. A run without
 * the schedule and without game ids in its lineups made ids up (date and clubs); such an id is the
 * MLB game id another run of the day gave the same clubs' game (the same game of a doubleheader),
 * so one game is never two in the record. An id no other run resolves stays as it is.
 */
export function canonicalGameIds(runs: readonly HistoryRun[]): Map<string, string> {
  const mlbIds = new Map<string, Set<string>>();
  for (const run of runs) {
    for (const g of run.games) {
      if (!GAME_PK.test(g.gameId) || g.away === undefined || g.home === undefined) continue;
      const key = matchKey(g.away, g.home, g.gameNumber ?? 1);
      mlbIds.set(key, (mlbIds.get(key) ?? new Set()).add(g.gameId));
    }
  }
  const canonical = new Map<string, string>();
  for (const run of runs) {
    const ids = [...run.games.map((g) => g.gameId), ...PICK_LISTS.flatMap((list) => runPicks(run, list).map((p) => p.gameId))];
    for (const id of ids) {
      const made = MADE_UP_ID.exec(id);
      const found = made ? mlbIds.get(matchKey(made[1]!, made[2]!, Number(made[3] ?? 1))) : undefined;
      canonical.set(id, found?.size === 1 ? [...found][0]! : id);
    }
  }
  return canonical;
}

/** The runs with every game id replaced by its canonical one (canonicalGameIds). */
function withCanonicalIds(runs: readonly HistoryRun[]): HistoryRun[] {
  const canonical = canonicalGameIds(runs);
  const id = (gameId: string) => canonical.get(gameId) ?? gameId;
  return runs.map((run) => {
    const view: HistoryRun = { ...run, games: run.games.map((g) => ({ ...g, gameId: id(g.gameId) })) };
    for (const list of PICK_LISTS) if (run[list] !== undefined) view[list] = run[list].map((p) => ({ ...p, gameId: id(p.gameId) }));
    return view;
  });
}

/**
 * The run that locks a game's picks: the last run that came strictly before the game's
 * first pitch (as that run knew it); when no run did (the day was first built after the
 * game began, or its first pitch is unknown), the first run that had the game, so a later
 * run can never change it. -1 when no run had the game.
 */
export function lockRunOf(runs: readonly HistoryRun[], gameId: string): number {
  let first = -1;
  let lastBefore = -1;
  runs.forEach((run, i) => {
    if (!hasGame(run, gameId)) return;
    if (first === -1) first = i;
    if (instant(run.at) < instant(firstPitchIn(run, gameId))) lastBefore = i;
  });
  return lastBefore !== -1 ? lastBefore : first;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const pickOrder = (a: RunPick, b: RunPick): number => b.hrProbability - a.hrProbability || compareText(a.name, b.name) || compareText(a.id, b.id);

export type LockedLists = { [L in PickList]: HistoricPick[] };

/**
 * The record of a day from its runs: for each list, every pick of each run that is its game's
 * lock run, with the lock time and the game's first pitch, keyed by the game's canonical id;
 * the settlement already given to the same pick (same player, game and lock time) is kept.
 */
export function lockedPicks(runs: readonly HistoryRun[], settled: readonly HistoricPick[]): LockedLists {
  const view = withCanonicalIds(runs);
  const lockRun = new Map<string, number>();
  const lockOf = (gameId: string): number => {
    if (!lockRun.has(gameId)) lockRun.set(gameId, lockRunOf(view, gameId));
    return lockRun.get(gameId)!;
  };
  const settlementOf = (p: RunPick, at: string): Pick<HistoricPick, 'homered' | 'voidReason'> => {
    const found = settled.find((g) => g.id === p.id && g.gameId === p.gameId && g.lockedAt === at);
    return found?.voidReason === undefined ? { homered: found?.homered ?? null } : { homered: null, voidReason: found.voidReason };
  };
  const lockedList = (list: PickList): HistoricPick[] =>
    view
      .flatMap((run, i) =>
        runPicks(run, list)
          .filter((p) => lockOf(p.gameId) === i)
          .map((p) => ({ ...p, lockedAt: run.at, firstPitch: firstPitchIn(run, p.gameId), ...settlementOf(p, run.at) })),
      )
      .sort(pickOrder);
  return { confident: lockedList('confident'), punt: lockedList('punt'), value: lockedList('value') };
}

/** JSON with every object's keys sorted: a run read back from disk and one built in memory compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const sameRun = (a: HistoryRun, b: HistoryRun): boolean => canonicalJson(a) === canonicalJson(b);

/** Every settled pick of a day, whatever its list. */
export const allPicks = (day: Pick<HistoryDay, PickList>): HistoricPick[] => PICK_LISTS.flatMap((list) => dayPicks(day, list));

function dayOf(date: string, runs: HistoryRun[], archivedAt: string, previous: HistoryDay | null): HistoryDay {
  const { confident, punt, value } = lockedPicks(runs, previous === null ? [] : allPicks(previous));
  return {
    schemaVersion: SCHEMA_VERSION,
    date,
    confident,
    punt,
    value,
    archivedAt,
    runs,
    ...(previous?.revisions === undefined ? {} : { revisions: previous.revisions }),
  };
}

/**
 * Archives this run of the day against the day already on disk (null when none).
 * - none archived: created, the run its first snapshot.
 * - a run later than the day's last: its snapshot is added and each game's locked picks
 *   recomputed (only games whose first pitch is still ahead can change): updated.
 * - a run at the same time as the last with the same snapshot (the same build again): unchanged.
 * - a run not later than the last with another snapshot (a clock gone back, or two
 *   builds claiming one time): conflict, the existing day returned untouched, unless
 *   `rewrite` is set (the CLI's repair flag): rewritten, this run the day's only snapshot.
 * - a day archived before runs were kept (no runs): unchanged, its picks as archived.
 * Throws when the existing day is for another date (a caller bug).
 */
export function archiveRun(existing: HistoryDay | null, date: string, run: HistoryRun, options: { rewrite: boolean }): ArchiveResult {
  if (existing === null) return { day: dayOf(date, [run], run.at, null), status: 'created' };
  if (existing.date !== date) throw new Error(`archiveRun: the archived day is ${existing.date}, this run is for ${date}`);
  if (options.rewrite) return { day: dayOf(date, [run], run.at, null), status: 'rewritten' };
  const last = existing.runs?.at(-1);
  if (last === undefined) return { day: existing, status: 'unchanged' };
  if (instant(run.at) > instant(last.at)) {
    return { day: dayOf(date, [...(existing.runs ?? []), run], existing.archivedAt, existing), status: 'updated' };
  }
  return sameRun(last, run) ? { day: existing, status: 'unchanged' } : { day: existing, status: 'conflict' };
}
