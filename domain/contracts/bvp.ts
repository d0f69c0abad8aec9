import { z } from 'zod';
import { dataAbsence, fileHeader, maybeNumber } from './common.ts';

/** Spec part 1 §3 matchup row; id is the row's position, player/team feed the search. */
export const bvpRowSchema = z.object({
  id: z.number().int().nonnegative(),
  batter: z.string(),
  pitcher: z.string(),
  player: z.string(),
  team: z.string(),
  PA: z.number().int().nonnegative(),
  AB: z.number().int().nonnegative(),
  H: z.number().int().nonnegative(),
  '1B': z.number().int().nonnegative(),
  '2B': z.number().int().nonnegative(),
  '3B': z.number().int().nonnegative(),
  HR: z.number().int().nonnegative(),
  BB: z.number().int().nonnegative(),
  SO: z.number().int().nonnegative(),
  AVG: maybeNumber,
  OBP: maybeNumber,
  SLG: maybeNumber,
});

export const bvpFileSchema = z.object({
  ...fileHeader,
  rows: z.array(bvpRowSchema),
  absence: dataAbsence,
});

export type BvpRow = z.infer<typeof bvpRowSchema>;
export type BvpFile = z.infer<typeof bvpFileSchema>;
