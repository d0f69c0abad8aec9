/**
 * Lineups (P1 §2, §3): the Confirmed/Projected badge, and telling hitters from
 * the starting pitcher (games are paired in slate-lineups.ts).
 */
import type { RawLineupPlayer, RawLineupTeam } from '../inputs/rows.ts';

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
