import { z } from 'zod';
import { dataAbsence, fileHeader, isoDate, maybeNumber, teamCode } from './common.ts';

/** One home run of the season (docs/product.md#season-home-runs). */
export const homeRunSchema = z.object({
  /** Stable across builds: the same event keeps its id, so the site can spot new ones. */
  id: z.string(),
  hr_count: z.number().int().positive().nullable(),
  date: isoDate,
  batter: z.number().int().nullable(),
  batter_name: z.string(),
  team_batting: teamCode,
  pitcher_name: z.string(),
  pitch_name: z.string().nullable(),
  venue: z.string(),
  hit_distance: maybeNumber,
  hit_speed: maybeNumber,
  hit_angle: maybeNumber,
});

export const parkHomeRunsSchema = z.object({
  venue: z.string(),
  team: teamCode.nullable(),
  count: z.number().int().nonnegative(),
  avgDistance: maybeNumber,
  avgExitVelo: maybeNumber,
  longest: maybeNumber,
});

export const homeRunsFileSchema = z.object({
  ...fileHeader,
  season: z.number().int(),
  homeRuns: z.array(homeRunSchema),
  byPark: z.array(parkHomeRunsSchema),
  absence: dataAbsence,
});

export type HomeRun = z.infer<typeof homeRunSchema>;
export type ParkHomeRuns = z.infer<typeof parkHomeRunsSchema>;
export type HomeRunsFile = z.infer<typeof homeRunsFileSchema>;
