/** The three input-set sizes the generator writes (`--size`). */

export type SizeName = 'sample' | 'full' | 'double';

export interface SizeProfile {
  name: SizeName;
  /**
   * Independent copies of the league: each has its own invented players on the 30
   * clubs, its own season schedule and its own game of today's slate. `double` is two
   * copies, so today every club plays a doubleheader (30 games, 60 lineups).
   */
  copies: number;
  hittersPerTeam: number;
  pitchersPerTeam: number;
  /** BvP rows per copy; null = only today's matchups and a few more (the sample). */
  bvpRowsPerCopy: number | null;
  /** Savant leaderboards list hitters with at least this many batted balls (a qualifier). */
  savantMinBattedBalls: number;
  /** Savant leaderboards list pitchers with at least this many batters faced. */
  savantMinBattersFaced: number;
  /** Pitch-arsenal leaderboards list hitters with at least this many plate appearances. */
  arsenalMinPa: number;
}

const FULL: SizeProfile = {
  name: 'full',
  copies: 1,
  hittersPerTeam: 50,
  pitchersPerTeam: 30,
  bvpRowsPerCopy: 30_000,
  savantMinBattedBalls: 1,
  savantMinBattersFaced: 1,
  arsenalMinPa: 1,
};

export const SIZE_PROFILES: Readonly<Record<SizeName, SizeProfile>> = {
  sample: {
    name: 'sample',
    copies: 1,
    hittersPerTeam: 14,
    pitchersPerTeam: 13,
    bvpRowsPerCopy: null,
    savantMinBattedBalls: 75,
    savantMinBattersFaced: 60,
    arsenalMinPa: 30,
  },
  full: FULL,
  double: { ...FULL, name: 'double', copies: 2 },
};

export function isSizeName(value: string): value is SizeName {
  return value === 'sample' || value === 'full' || value === 'double';
}
