/**
 * Lineups (docs/product.md#game-matchups): the Confirmed/Projected badge, and telling hitters from
 * the starting pitcher (games are paired in slate-lineups.ts).
 */
import type { RawLineupPlayer, RawLineupTeam } from '../inputs/rows.ts';

/** A team's lineup is Confirmed as soon as one of its players is, else Projected (docs/product.md#game-matchups). */
export function lineupStatus(players: readonly Pick<RawLineupPlayer, 'confirmed'>[]): 'Confirmed' | 'Projected' {
  return players.some((p) => p.confirmed) ? 'Confirmed' : 'Projected';
}

/** The hitters of a lineup: every entry but the starting pitcher, whose batting order reads SP (docs/product.md#data-files-and-matching). */
export function hittersOf(entry: Pick<RawLineupTeam, 'players'>): RawLineupPlayer[] {
  return entry.players.filter((p) => p.battingOrder !== 'SP');
}

/** The team's starting pitcher: the first player whose batting order is SP, else null. */
export function startingPitcherOf(entry: Pick<RawLineupTeam, 'players'>): RawLineupPlayer | null {
  return entry.players.find((p) => p.battingOrder === 'SP') ?? null;
}
