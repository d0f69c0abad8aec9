/**
 * Historic Projections (P2 §2): each build archives the day's picks; an archived day
 * is never silently overwritten; picks are graded once the day's home runs are known.
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import type { HistoricPick, HistoryDay, HistoryIndex, Pick } from '../../domain/contracts/picks.ts';

export interface TodaysPicks {
  date: string;
  confident: readonly Pick[];
  punt: readonly Pick[];
}

export type ArchiveStatus = 'created' | 'unchanged' | 'rewritten' | 'conflict';

export interface ArchiveResult {
  /** The day to keep on disk: the new one, or the existing one untouched. */
  day: HistoryDay;
  status: ArchiveStatus;
}

function samePick(a: HistoricPick, b: Pick): boolean {
  const sameGame = a.gameId === undefined || a.gameId === b.gameId;
  return a.id === b.id && sameGame && a.name === b.name && a.team === b.team && a.hrProbability === b.hrProbability;
}

function sameList(archived: readonly HistoricPick[], today: readonly Pick[]): boolean {
  return archived.length === today.length && archived.every((p, i) => samePick(p, today[i]!));
}

function ungraded(picks: readonly Pick[]): HistoricPick[] {
  return picks.map((p) => ({ ...p, homered: null }));
}

/**
 * Archives today's picks against the day already on disk (null when none).
 * - none archived: created, with `archivedAt`.
 * - the same picks (id, name, team, hrProbability, order; grades ignored): unchanged,
 *   and the existing day is returned as is (its archivedAt and grades kept).
 * - different picks: conflict, the existing day returned untouched — unless
 *   `rewrite` is set (the CLI's explicit flag): rewritten, ungraded, with the new archivedAt.
 * Throws when the existing day is for another date (a caller bug).
 */
export function archivePicks(existing: HistoryDay | null, today: TodaysPicks, archivedAt: string, options: { rewrite: boolean }): ArchiveResult {
  const fresh: HistoryDay = {
    schemaVersion: SCHEMA_VERSION,
    date: today.date,
    confident: ungraded(today.confident),
    punt: ungraded(today.punt),
    archivedAt,
  };
  if (existing === null) return { day: fresh, status: 'created' };
  if (existing.date !== today.date) {
    throw new Error(`archivePicks: the archived day is ${existing.date}, today's picks are for ${today.date}`);
  }
  if (sameList(existing.confident, today.confident) && sameList(existing.punt, today.punt)) {
    return { day: existing, status: 'unchanged' };
  }
  return options.rewrite ? { day: fresh, status: 'rewritten' } : { day: existing, status: 'conflict' };
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
