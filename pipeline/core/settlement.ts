/**
 * Settling the archived picks as a careful sportsbook settles an anytime home-run bet
 * (docs/product.md#settlement): only once the game is final, void when the game is not played
 * or the hitter does not bat, from the official box score where the results input has it, else
 * from the home-run feed. The record is append-only: evidence that does not cover a day leaves
 * its picks as they stand, a settled pick never goes back to pending, and a change to a settled
 * pick is written down as a revision with its reason. Pure.
 */
import type { HistoricPick, HistoryDay, HistoryRun, PickOutcome, Revision } from '../../domain/contracts/picks.ts';
import type { PickList } from '../../domain/record.ts';
import type { RawBoxBatter, RawGameResult } from '../inputs/rows.ts';
import { canonicalGameIds, dayPicks, GAME_PK } from './history.ts';

/** A home run as settlement reads it. */
export interface GradedHomeRun {
  batterId: number | null;
  /** The batter's name through the caller's name normaliser. */
  nameKey: string;
  team: string;
  /** The game id (MLB gamePk) when the source gives it. */
  gamePk: string | null;
}

/** What is known of one date's games. */
export interface DayEvidence {
  /**
   * The home-run feed's home runs of the date, when the feed covers it (the date lies between
   * the feed's first and last row); null when it does not: the feed then says nothing of the day.
   */
  homeRuns: readonly GradedHomeRun[] | null;
  /** The feed holds a later date than this one: every game of this date was over by then. */
  feedPast: boolean;
  /** Name key -> team -> the MLBAM ids seen under that name on that team that day (empty when none is known). */
  carriers: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<number>>>;
  /** The same name normaliser as nameKey's. */
  nameKey: (name: string) => string;
  /** The results input's games of the date (MLB's final states and box scores). */
  results: readonly RawGameResult[];
}

/** A pick's settlement and why. */
export interface Settlement {
  outcome: PickOutcome;
  reason: string;
}

const MLBAM_ID = /^mlbam-(\d+)$/;

/** The players carrying a name on the given teams that day: a team without ids counts as one. */
function carriersOf(evidence: DayEvidence, key: string, teams: readonly string[]): number {
  const byTeam = evidence.carriers.get(key);
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
export function isPicksHomeRun(pick: HistoricPick, hr: GradedHomeRun, evidence: DayEvidence): boolean {
  if (pick.gameId !== undefined && GAME_PK.test(pick.gameId) && hr.gamePk !== null && hr.gamePk !== pick.gameId) return false;
  const pickId = MLBAM_ID.exec(pick.id);
  if (hr.batterId !== null && pickId) return hr.batterId === Number(pickId[1]);
  if (hr.team !== pick.team) return false;
  const key = evidence.nameKey(pick.name);
  if (hr.nameKey !== key) return false;
  const teams = pick.opponent === undefined ? [pick.team] : [pick.team, pick.opponent];
  return carriersOf(evidence, key, teams) <= 1;
}

/**
 * The results input's game of a pick: by MLB game id; a pick whose id was made up (no run had
 * MLB's) by its clubs and, in a doubleheader, the made-up id's game number. Null when not there.
 */
function resultOf(pick: HistoricPick, evidence: DayEvidence): RawGameResult | null {
  if (pick.gameId === undefined) return null;
  if (GAME_PK.test(pick.gameId)) return evidence.results.find((g) => g.gamePk === pick.gameId) ?? null;
  if (pick.opponent === undefined) return null;
  const teams = new Set([pick.team, pick.opponent]);
  const games = evidence.results.filter((g) => teams.has(g.away) && teams.has(g.home));
  const number = Number(/-(\d)$/.exec(pick.gameId)?.[1] ?? 1);
  return games.length === 1 ? games[0]! : (games.find((g) => g.gameNumber === number) ?? null);
}

/** The box score's line of the pick's hitter: by MLBAM id, else by name on his club when one player carries it. */
function boxLineOf(pick: HistoricPick, game: RawGameResult, evidence: DayEvidence): RawBoxBatter | null {
  const batters = game.batters ?? [];
  const id = MLBAM_ID.exec(pick.id);
  if (id) return batters.find((b) => b.mlbamId === Number(id[1])) ?? null;
  const key = evidence.nameKey(pick.name);
  const named = batters.filter((b) => b.team === pick.team && evidence.nameKey(b.name) === key);
  return named.length === 1 ? named[0]! : null;
}

/**
 * The lineup the last run of the day that saw the pick's club confirmed: whether the hitter was in
 * it (null when no run saw it confirmed).
 */
function inConfirmedLineup(pick: HistoricPick, runs: readonly HistoryRun[]): boolean | null {
  if (pick.gameId === undefined) return null;
  const canonical = canonicalGameIds(runs);
  for (let i = runs.length - 1; i >= 0; i--) {
    const game = runs[i]!.games.find((g) => (canonical.get(g.gameId) ?? g.gameId) === pick.gameId && g.notPlayed === undefined);
    const side = game?.confirmed?.find((s) => s.team === pick.team);
    if (side) return side.ids.includes(pick.id);
  }
  return null;
}

/** The schedule's state of the pick's game when a run of the day saw it marked not played (postponed, cancelled). */
function notPlayedInRuns(pick: HistoricPick, runs: readonly HistoryRun[]): string | null {
  if (pick.gameId === undefined) return null;
  const canonical = canonicalGameIds(runs);
  for (let i = runs.length - 1; i >= 0; i--) {
    const game = runs[i]!.games.find((g) => (canonical.get(g.gameId) ?? g.gameId) === pick.gameId);
    if (game) return game.notPlayed ?? null;
  }
  return null;
}

const VOID_NOT_PLAYED = (state: string) => `game ${state.toLowerCase()}`;
export const VOID_NO_PLATE_APPEARANCE = 'no plate appearance';
export const VOID_DID_NOT_PLAY = 'did not play';
export const VOID_NOT_IN_LINEUP = 'not in the confirmed lineup';

/** Settled from the box score of a final game. */
function fromBoxScore(pick: HistoricPick, game: RawGameResult, evidence: DayEvidence): Settlement {
  const line = boxLineOf(pick, game, evidence);
  if (line === null) return { outcome: 'void', reason: VOID_DID_NOT_PLAY };
  if (line.plateAppearances === 0) return { outcome: 'void', reason: VOID_NO_PLATE_APPEARANCE };
  const pa = `${line.plateAppearances} PA`;
  return line.homeRuns > 0
    ? { outcome: 'homered', reason: `box score: ${line.homeRuns} HR in ${pa}` }
    : { outcome: 'no-hr', reason: `box score: no HR in ${pa}` };
}

/** Settled from the home-run feed of a day whose games are over: a home run; else scratched (void); else no home run. */
function fromFeed(pick: HistoricPick, runs: readonly HistoryRun[], evidence: DayEvidence): Settlement {
  if (evidence.homeRuns === null) return { outcome: 'pending', reason: 'the home-run feed does not cover the day' };
  if (evidence.homeRuns.some((hr) => isPicksHomeRun(pick, hr, evidence))) return { outcome: 'homered', reason: 'home run in the feed' };
  if (inConfirmedLineup(pick, runs) === false) return { outcome: 'void', reason: VOID_NOT_IN_LINEUP };
  return { outcome: 'no-hr', reason: 'no home run in the feed' };
}

/**
 * How one pick settles on the evidence, or null when nothing covers its game (it stands as it is):
 * 1. the results input has its game: postponed or cancelled -> void; final -> the box score
 *    (no line: did not play, void; no plate appearance: void; else his home runs), a final game
 *    without a box score -> the feed; any other state (scheduled, in progress, suspended) -> pending;
 * 2. a run of the day saw the schedule mark the game postponed or cancelled -> void;
 * 3. the feed covers the day: once it holds a later day (every game of the day over) -> the feed;
 *    before that -> pending (a home run dated today never settles a game that has not finished).
 */
export function settlePick(pick: HistoricPick, runs: readonly HistoryRun[], evidence: DayEvidence): Settlement | null {
  const result = resultOf(pick, evidence);
  if (result !== null) {
    if (result.state === 'postponed' || result.state === 'cancelled') return { outcome: 'void', reason: VOID_NOT_PLAYED(result.state) };
    if (result.state !== 'final') return { outcome: 'pending', reason: `game ${result.detailedState.toLowerCase()}` };
    return result.batters === null ? fromFeed(pick, runs, evidence) : fromBoxScore(pick, result, evidence);
  }
  const notPlayed = notPlayedInRuns(pick, runs);
  if (notPlayed !== null) return { outcome: 'void', reason: VOID_NOT_PLAYED(notPlayed) };
  if (evidence.homeRuns === null) return null;
  return evidence.feedPast ? fromFeed(pick, runs, evidence) : { outcome: 'pending', reason: 'the day is not over in the home-run feed' };
}

/** How a pick stands now. */
export function outcomeOf(pick: Pick<HistoricPick, 'homered' | 'voidReason'>): PickOutcome {
  if (pick.voidReason !== undefined) return 'void';
  return pick.homered === null ? 'pending' : pick.homered ? 'homered' : 'no-hr';
}

function settled(pick: HistoricPick, s: Settlement): HistoricPick {
  const { voidReason: _, ...rest } = pick;
  if (s.outcome === 'void') return { ...rest, homered: null, voidReason: s.reason };
  return { ...rest, homered: s.outcome === 'homered' };
}

/**
 * Settles a day's picks on the evidence. A pick nothing covers, or that would go back to pending,
 * stands as it is; a settled pick that settles otherwise (a late correction, a box score after the
 * feed) is changed and the change is a revision (`at`: this build). The same day object is
 * returned when nothing changed, so an untouched day is written byte for byte as it was.
 */
export function settleDay(day: HistoryDay, evidence: DayEvidence, at: string): { day: HistoryDay; revisions: Revision[] } {
  const revisions: Revision[] = [];
  const runs = day.runs ?? [];
  let changed = false;
  const settleList = (list: PickList): HistoricPick[] =>
    dayPicks(day, list).map((pick) => {
      const s = settlePick(pick, runs, evidence);
      const before = outcomeOf(pick);
      if (s === null || s.outcome === 'pending') return pick;
      if (s.outcome === before && (s.outcome !== 'void' || s.reason === pick.voidReason)) return pick;
      changed = true;
      if (before !== 'pending') {
        const gameId = pick.gameId === undefined ? {} : { gameId: pick.gameId };
        revisions.push({ at, list, id: pick.id, name: pick.name, ...gameId, from: before, to: s.outcome, reason: s.reason });
      }
      return settled(pick, s);
    });
  const lists = { confident: settleList('confident'), punt: settleList('punt'), value: settleList('value') };
  if (!changed) return { day, revisions: [] };
  const next: HistoryDay = { ...day, confident: lists.confident, punt: lists.punt };
  if (day.value !== undefined) next.value = lists.value;
  if (revisions.length > 0) next.revisions = [...(day.revisions ?? []), ...revisions];
  return { day: next, revisions };
}
