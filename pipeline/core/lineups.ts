/**
 * Lineups (P1 §2, §3): grouping team entries into games, the Confirmed/Projected
 * badge, and telling hitters from the starting pitcher.
 */
import type { RawLineupPlayer, RawLineupTeam } from '../inputs/rows.ts';

export interface PairedLineups {
  /** P1 §3 "Teams come in consecutive pairs: the entry at an even index and the next one are opponents." */
  games: { away: RawLineupTeam; home: RawLineupTeam }[];
  /** The last entry when the count is odd: it has no opponent and is not shown as a game. */
  unpaired: RawLineupTeam | null;
}

/** Entries 0 and 1 are a game (away, home), 2 and 3 the next, and so on. */
export function pairLineups(entries: readonly RawLineupTeam[]): PairedLineups {
  const games: PairedLineups['games'] = [];
  for (let i = 0; i + 1 < entries.length; i += 2) {
    games.push({ away: entries[i]!, home: entries[i + 1]! });
  }
  return { games, unpaired: entries.length % 2 === 1 ? entries[entries.length - 1]! : null };
}

/** P1 §2 "Confirmed" if any player in that team's lineup is confirmed, otherwise "Projected". */
export function lineupStatus(players: readonly Pick<RawLineupPlayer, 'confirmed'>[]): 'Confirmed' | 'Projected' {
  return players.some((p) => p.confirmed) ? 'Confirmed' : 'Projected';
}

/** P1 §3 "Batting order value SP marks the starting pitcher. Such entries are excluded from hitters." */
export function hittersOf(entry: Pick<RawLineupTeam, 'players'>): RawLineupPlayer[] {
  return entry.players.filter((p) => p.battingOrder !== 'SP');
}

/** The team's starting pitcher: the first player whose batting order is SP, else null. */
export function startingPitcherOf(entry: Pick<RawLineupTeam, 'players'>): RawLineupPlayer | null {
  return entry.players.find((p) => p.battingOrder === 'SP') ?? null;
}
