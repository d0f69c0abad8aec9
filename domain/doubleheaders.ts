/**
 * The two games of a doubleheader told apart (docs/product.md#picks): the nightly build numbers the
 * projected rows and picks with this rule, and Historic Projections numbers an archived day's picks
 * that predate the field. Apart from ./games.ts so a page that only shows the numbers never loads it.
 */
import { compareFirstPitch, type TimedGame } from './games.ts';

/** The game of a doubleheader: 1 or 2 (null for a club's only game of the day). */
export type DoubleheaderGameNumber = 1 | 2;

/** A game as the doubleheader rule reads it: its clubs, first pitch and the schedule's game number. */
export interface PairedGame extends TimedGame {
  gameNumber?: number | null;
  away: { team: string };
  home: { team: string };
}

/**
 * The game number of each game that is one of a doubleheader, by game id (docs/product.md#picks):
 * only the games of clubs that meet twice on the slate get one (every game carries a gameNumber
 * when the schedule gives it, 1 for an ordinary game, and "G1" beside every row would say nothing).
 * The number is the schedule's gameNumber when the two games carry 1 and 2; else the game's place
 * in first-pitch order among the two.
 */
export function doubleheaderGameNumbers(games: readonly PairedGame[]): ReadonlyMap<string, DoubleheaderGameNumber> {
  const byClubs = new Map<string, PairedGame[]>();
  for (const game of games) {
    const clubs = [game.away.team, game.home.team].sort().join('|');
    byClubs.set(clubs, [...(byClubs.get(clubs) ?? []), game]);
  }
  const numbers = new Map<string, DoubleheaderGameNumber>();
  for (const pair of byClubs.values()) {
    if (pair.length !== 2) continue;
    const inOrder = [...pair].sort(compareFirstPitch);
    const scheduled = pair.every((game) => game.gameNumber === 1 || game.gameNumber === 2) && pair[0]!.gameNumber !== pair[1]!.gameNumber;
    for (const [position, game] of inOrder.entries()) {
      numbers.set(game.id, scheduled ? (game.gameNumber as DoubleheaderGameNumber) : ((position + 1) as DoubleheaderGameNumber));
    }
  }
  return numbers;
}
