/**
 * Historic Projections (docs/product.md#historic-projections): every build of the day publishes its picks and is kept
 * in the day's archive as a run snapshot; the graded record is each game's picks as
 * locked at the last run before that game's first pitch, so a run after a game has
 * started changes nothing of that game's record. Picks are graded once the day's home
 * runs are known.
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import type { HistoricPick, HistoryDay, HistoryIndex, HistoryRun, RunPick } from '../../domain/contracts/picks.ts';

export type ArchiveStatus = 'created' | 'updated' | 'unchanged' | 'rewritten' | 'conflict';

export interface ArchiveResult {
  /** The day to keep on disk: the new one, or the existing one untouched. */
  day: HistoryDay;
  status: ArchiveStatus;
}

const instant = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** The first pitch of a game as a run saw it (null: not known, or the game was not on its slate). */
function firstPitchIn(run: HistoryRun, gameId: string): string | null {
  return run.games.find((g) => g.gameId === gameId)?.firstPitch ?? null;
}

function hasGame(run: HistoryRun, gameId: string): boolean {
  return run.games.some((g) => g.gameId === gameId) || [...run.confident, ...run.punt].some((p) => p.gameId === gameId);
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

/**
 * The graded record of a day from its runs: for each list, every pick of each run that
 * is its game's lock run, with the lock time and the game's first pitch; grades already
 * given to the same pick (same player, game and lock time) are kept.
 */
export function lockedPicks(runs: readonly HistoryRun[], graded: readonly HistoricPick[]): { confident: HistoricPick[]; punt: HistoricPick[] } {
  const lockRun = new Map<string, number>();
  const lockOf = (gameId: string): number => {
    if (!lockRun.has(gameId)) lockRun.set(gameId, lockRunOf(runs, gameId));
    return lockRun.get(gameId)!;
  };
  const gradeOf = (p: RunPick, at: string): boolean | null => graded.find((g) => g.id === p.id && g.gameId === p.gameId && g.lockedAt === at)?.homered ?? null;
  const lockedList = (list: 'confident' | 'punt'): HistoricPick[] =>
    runs
      .flatMap((run, i) =>
        run[list]
          .filter((p) => lockOf(p.gameId) === i)
          .map((p) => ({ ...p, lockedAt: run.at, firstPitch: firstPitchIn(run, p.gameId), homered: gradeOf(p, run.at) })),
      )
      .sort(pickOrder);
  return { confident: lockedList('confident'), punt: lockedList('punt') };
}

/** JSON with every object's keys sorted: a run read back from disk and one built in memory compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const sameRun = (a: HistoryRun, b: HistoryRun): boolean => canonicalJson(a) === canonicalJson(b);

function dayOf(date: string, runs: HistoryRun[], archivedAt: string, graded: readonly HistoricPick[]): HistoryDay {
  return { schemaVersion: SCHEMA_VERSION, date, ...lockedPicks(runs, graded), archivedAt, runs };
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
  if (existing === null) return { day: dayOf(date, [run], run.at, []), status: 'created' };
  if (existing.date !== date) throw new Error(`archiveRun: the archived day is ${existing.date}, this run is for ${date}`);
  if (options.rewrite) return { day: dayOf(date, [run], run.at, []), status: 'rewritten' };
  const last = existing.runs?.at(-1);
  if (last === undefined) return { day: existing, status: 'unchanged' };
  if (instant(run.at) > instant(last.at)) {
    return { day: dayOf(date, [...(existing.runs ?? []), run], existing.archivedAt, [...existing.confident, ...existing.punt]), status: 'updated' };
  }
  return sameRun(last, run) ? { day: existing, status: 'unchanged' } : { day: existing, status: 'conflict' };
}

/** A home run as grading reads it. */
export interface GradedHomeRun {
  batterId: number | null;
  /** The batter's name through the caller's name normaliser. */
  nameKey: string;
  team: string;
  /** The game id (MLB gamePk) when the source gives it. */
  gamePk: string | null;
}

/** Who homered on one date, and who carries each name that day (to tell namesakes apart). */
export interface DayResults {
  homeRuns: readonly GradedHomeRun[];
  /** Name key -> team -> the MLBAM ids seen under that name on that team that day (empty when none is known). */
  carriers: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<number>>>;
  /** The same name normaliser as nameKey's. */
  nameKey: (name: string) => string;
}

const MLBAM_ID = /^mlbam-(\d+)$/;
const GAME_PK = /^\d+$/;

/** The players carrying a name on the given teams that day: a team without ids counts as one. */
function carriersOf(results: DayResults, key: string, teams: readonly string[]): number {
  const byTeam = results.carriers.get(key);
  if (!byTeam) return 0;
  return teams.reduce((n, team) => n + (byTeam.has(team) ? Math.max(1, byTeam.get(team)!.size) : 0), 0);
}

/**
 * Whether a home run is the pick's: by game first (a pick and a home run that both
 * carry an MLB game id must agree, so one home run of a doubleheader grades one game),
 * then by player: by MLBAM id when both sides have one; by name only when one side
 * has no id, the home run is for the pick's own club and the name is unique that day
 * among both clubs' rosters (the slate's lineups when known, and the day's home runs).
 */
function isPicksHomeRun(pick: HistoricPick, hr: GradedHomeRun, results: DayResults): boolean {
  if (pick.gameId !== undefined && GAME_PK.test(pick.gameId) && hr.gamePk !== null && hr.gamePk !== pick.gameId) return false;
  const pickId = MLBAM_ID.exec(pick.id);
  if (hr.batterId !== null && pickId) return hr.batterId === Number(pickId[1]);
  if (hr.team !== pick.team) return false;
  const key = results.nameKey(pick.name);
  if (hr.nameKey !== key) return false;
  const teams = pick.opponent === undefined ? [pick.team] : [pick.team, pick.opponent];
  return carriersOf(results, key, teams) <= 1;
}

/**
 * Grades a day's picks against that date's results: true when one of the day's home
 * runs is the pick's (isPicksHomeRun), else false ("did not homer": whether he played
 * is not known here). null = results not in yet: the day is returned unchanged, so
 * earlier grades are never erased by a missing feed.
 */
export function gradeDay(day: HistoryDay, results: DayResults | null): HistoryDay {
  if (results === null) return day;
  const grade = (p: HistoricPick): HistoricPick => ({ ...p, homered: results.homeRuns.some((hr) => isPicksHomeRun(p, hr, results)) });
  return { ...day, confident: day.confident.map(grade), punt: day.punt.map(grade) };
}

/**
 * The Historic Projections index: one entry per day, newest first, and the overall
 * record = hits / graded picks (ungraded picks are not counted against the record).
 * Throws when two days share a date.
 */
export function buildHistoryIndex(days: readonly HistoryDay[]): HistoryIndex {
  const seen = new Set<string>();
  for (const d of days) {
    if (seen.has(d.date)) throw new Error(`buildHistoryIndex: two archived days for ${d.date}`);
    seen.add(d.date);
  }
  const entries = [...days]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .map((d) => {
      const picks = [...d.confident, ...d.punt];
      return {
        date: d.date,
        picks: picks.length,
        hits: picks.filter((p) => p.homered === true).length,
        graded: picks.filter((p) => p.homered !== null).length,
      };
    });
  const withChance = days.flatMap((d) => [...d.confident, ...d.punt]).filter((p) => p.pHr !== undefined && p.homered !== null);
  return {
    schemaVersion: SCHEMA_VERSION,
    days: entries,
    record: {
      hits: entries.reduce((sum, e) => sum + e.hits, 0),
      graded: entries.reduce((sum, e) => sum + e.graded, 0),
    },
    ...(withChance.length === 0
      ? {}
      : {
          chance: {
            picks: withChance.length,
            expected: Math.round(withChance.reduce((sum, p) => sum + p.pHr!, 0) * 10000) / 10000,
            homered: withChance.filter((p) => p.homered === true).length,
          },
        }),
  };
}
