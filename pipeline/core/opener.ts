/**
 * Openers (docs/product.md#data-files-and-matching): a listed starter who has not started a
 * game this season and whose average outing is short (OPENER_RULE, read from his pitching
 * line: games, games started, innings) pitches an inning or so and hands the game to the
 * bullpen. The model then gives him only the plate appearances his average outing covers
 * and the rest of each hitter's game to the bullpen. Pure.
 */
import type { LeagueContext } from '../../domain/probability/index.ts';
import { OPENER_RULE } from '../../domain/spec-constants.ts';
import type { StatRow } from '../inputs/rows.ts';

const SLOTS = 9;

/** An opener's average outing: his games and innings this season, the innings and batters per appearance. */
export interface OpenerOuting {
  games: number;
  innings: number;
  inningsPerGame: number;
  /** Batters he faces in an average outing. */
  battersPerGame: number;
}

/**
 * The pitcher's average outing when his line makes him an opener (no more than
 * OPENER_RULE.maxGamesStarted starts, at least minGames games, at most maxInningsPerGame
 * innings a game), else null; a line without games, starts or innings is no opener.
 * `battersPerInning`: his own batters faced per inning where the line has them, else the table's.
 */
export function openerOuting(stats: StatRow['stats'], battersPerInning: number): OpenerOuting | null {
  const { G: games, GS: started, IP: innings } = stats;
  if (games === undefined || started === undefined || innings === undefined) return null;
  if (started > OPENER_RULE.maxGamesStarted || games < OPENER_RULE.minGames) return null;
  const inningsPerGame = innings / games;
  if (inningsPerGame > OPENER_RULE.maxInningsPerGame) return null;
  const perInning = stats.PA !== undefined && innings > 0 ? stats.PA / innings : battersPerInning;
  return { games, innings, inningsPerGame, battersPerGame: inningsPerGame * perInning };
}

/** The PAs of a batting slot (1-9) that come while an opener faces `batters` batters: the order turns over every nine. */
export function plateAppearancesAgainstOpener(slot: number, batters: number): number {
  let pas = 0;
  for (let turn = 0; turn * SLOTS + slot - 1 < batters; turn++) pas += Math.min(1, batters - (turn * SLOTS + slot - 1));
  return pas;
}

/**
 * The share of a batter's PAs that go to the bullpen behind an opener: 1 minus his PAs against
 * the opener over his slot's expected PAs (the league's E[PA] by slot and side); an unknown
 * slot or side takes the average over slots and sides.
 */
export function bullpenShareBehindOpener(outing: OpenerOuting, league: Pick<LeagueContext, 'expectedPa'>, slot: number | null, isHome: boolean | null): number {
  const sides = isHome === null ? [league.expectedPa.away, league.expectedPa.home] : [isHome ? league.expectedPa.home : league.expectedPa.away];
  const slots = slot !== null && slot >= 1 && slot <= SLOTS ? [slot] : Array.from({ length: SLOTS }, (_, i) => i + 1);
  let share = 0;
  for (const expected of sides) {
    for (const s of slots) {
      const pa = expected[s - 1]!;
      share += pa > 0 ? 1 - Math.min(pa, plateAppearancesAgainstOpener(s, outing.battersPerGame)) / pa : 1;
    }
  }
  return share / (sides.length * slots.length);
}
