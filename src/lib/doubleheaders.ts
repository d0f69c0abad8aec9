/**
 * Telling the two games of a doubleheader apart wherever a hitter has two rows
 * (docs/product.md#picks): each row of a doubleheader game carries "G1" or "G2". Projected
 * rows and picks carry their game's number (`gameNumber`, set by the nightly build with the
 * rule in domain/doubleheaders.ts); an archived day's picks get theirs from that same rule.
 */
import type { DoubleheaderGameNumber } from '../../domain/doubleheaders.ts';

/** The label beside a name: "G1" or "G2", with the game it stands for; null outside a doubleheader. */
export function doubleheaderNote(row: { gameNumber: DoubleheaderGameNumber | null; team: string; opponent?: string | null }): {
  label: string;
  title: string;
} | null {
  if (row.gameNumber === null) return null;
  const clubs = row.opponent ? `${row.team} and ${row.opponent}` : row.team;
  return { label: `G${row.gameNumber}`, title: `Game ${row.gameNumber} of the doubleheader between ${clubs}` };
}
