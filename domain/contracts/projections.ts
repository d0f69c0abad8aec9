import { z } from 'zod';
import { dataAbsence, fileHeader, hand, maybeNumber, teamCode } from './common.ts';

/** The opposing starter's figures shown on the custom-model table. */
export const pitcherProfileSchema = z.object({
  name: z.string(),
  hand,
  ip: maybeNumber,
  slg: maybeNumber,
  hc: maybeNumber,
  fb: maybeNumber,
  iffb: maybeNumber,
  trueFb: maybeNumber,
  ld: maybeNumber,
  pull: maybeNumber,
  barrelPct: maybeNumber,
  kPct: maybeNumber,
  found: z.boolean(),
});

/**
 * One projected hitter (spec part 1 §3). Percent fields are 0-100;
 * parkFactor is a multiplier (1 = neutral); hrProbability is 0-1 or null.
 */
export const projectedBatterSchema = z.object({
  id: z.string(),
  mlbamId: z.number().int().nullable(),
  name: z.string(),
  team: teamCode,
  opponent: teamCode,
  battingOrder: z.number().int().min(1).max(9).nullable(),
  position: z.string().nullable(),
  confirmed: z.boolean(),
  hand,
  opposingPitcher: z.string().nullable(),
  stadiumName: z.string().nullable(),
  gameDate: z.string(),
  weather: z.string().nullable(),
  hrProbability: z.number().min(0).max(1).nullable(),
  hardHitRate: maybeNumber,
  hrRate: maybeNumber,
  barrelRate: maybeNumber,
  exitVelo: maybeNumber,
  launchAngle: maybeNumber,
  parkFactor: z.number().positive(),
  temperature: z.number(),
  maxEV: maybeNumber,
  hr: maybeNumber,
  avg: maybeNumber,
  slg: maybeNumber,
  ld: maybeNumber,
  fb: maybeNumber,
  pull: maybeNumber,
  hc: maybeNumber,
  iffb: maybeNumber,
  trueFb: maybeNumber,
  ab: maybeNumber,
  barrelPct: maybeNumber,
  kPct: maybeNumber,
  ip: maybeNumber,
  /** Sportsbook anytime-HR price (American odds) when an odds file names this hitter. */
  oddsAmerican: z.number().int().nullable(),
  pitcher: pitcherProfileSchema.nullable(),
  /** Which inputs supplied this hitter's figures, in priority order. */
  statSources: z.array(z.string()),
});

export const unmatchedHitterSchema = z.object({
  name: z.string(),
  team: teamCode,
  reason: z.enum(['no-data', 'ambiguous']),
});

export const projectionsFileSchema = z.object({
  ...fileHeader,
  batters: z.array(projectedBatterSchema),
  /** The yellow "Players not in projections today" notice. */
  notInProjections: z.array(unmatchedHitterSchema),
  absence: dataAbsence,
});

export type PitcherProfile = z.infer<typeof pitcherProfileSchema>;
export type ProjectedBatter = z.infer<typeof projectedBatterSchema>;
export type UnmatchedHitter = z.infer<typeof unmatchedHitterSchema>;
export type ProjectionsFile = z.infer<typeof projectionsFileSchema>;
