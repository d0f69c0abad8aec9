/**
 * Telling the two games of a doubleheader apart in a table of picks
 * (docs/product.md#picks): a hitter picked in both games has two rows with the same name,
 * team and opponent, so each row of a doubleheader game carries "G1" or "G2".
 *
 * Only the games of clubs that meet twice on the slate get a number: every game carries a
 * gameNumber when the schedule gives it (1 for an ordinary game), and "G1" beside every
 * pick would say nothing. The number is the schedule's gameNumber; without it, the game's
 * place in first-pitch order among the two.
 */
import { compareFirstPitch } from '../../domain/games.ts';

export type DoubleheaderGameNumber = 1 | 2;

export interface SlateGame {
  id: string;
  gameTime: string | null;
  gameNumber?: number;
  away: { team: string };
  home: { team: string };
}

/** The game number of each game that is one of a doubleheader, by game id. */
export function doubleheaderGameNumbers(games: readonly SlateGame[]): ReadonlyMap<string, DoubleheaderGameNumber> {
  const byClubs = new Map<string, SlateGame[]>();
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

/** The label beside a pick's name: "G1" or "G2", with the game it stands for; null outside a doubleheader. */
export function doubleheaderNote(row: { gameNumber: DoubleheaderGameNumber | null; team: string; opponent?: string | null }): {
  label: string;
  title: string;
} | null {
  if (row.gameNumber === null) return null;
  const clubs = row.opponent ? `${row.team} and ${row.opponent}` : row.team;
  return { label: `G${row.gameNumber}`, title: `Game ${row.gameNumber} of the doubleheader between ${clubs}` };
}
