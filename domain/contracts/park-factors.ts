import { z } from 'zod';
import { dataAbsence, fileHeader, maybeNumber, teamCode } from './common.ts';

/**
 * One park (docs/product.md#park-factors). Indexes are Savant's (100 = neutral).
 * parkFactor is the HR index, which the model uses as the park factor;
 * overall is Savant's all-events index.
 */
export const parkFactorRowSchema = z.object({
  team: teamCode,
  teamName: z.string(),
  venue: z.string(),
  year: z.string(),
  parkFactor: z.number(),
  overall: maybeNumber,
  wOBACon: maybeNumber,
  xwOBACon: maybeNumber,
  BACON: maybeNumber,
  xBACON: maybeNumber,
  HardHit: maybeNumber,
  R: maybeNumber,
  OBP: maybeNumber,
  H: maybeNumber,
  '1B': maybeNumber,
  '2B': maybeNumber,
  '3B': maybeNumber,
  BB: maybeNumber,
  SO: maybeNumber,
  PA: maybeNumber,
});

export const parkFactorsFileSchema = z.object({
  ...fileHeader,
  /** Label of the seasons the factors cover (default PARK_YEAR_DEFAULT_LABEL). */
  yearLabel: z.string(),
  parks: z.array(parkFactorRowSchema),
  absence: dataAbsence,
});

export type ParkFactorRow = z.infer<typeof parkFactorRowSchema>;
export type ParkFactorsFile = z.infer<typeof parkFactorsFileSchema>;
