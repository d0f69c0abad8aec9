import { z } from 'zod';
import { dataAbsence, fileHeader, teamCode } from './common.ts';

/** One RV Comparison row (docs/product.md#rv-comparison): one batter against one pitch type of the opposing starter. */
export const rvRowSchema = z.object({
  batter: z.string(),
  team: teamCode,
  pitchType: z.string(),
  pitchName: z.string(),
  /** The pitcher's usage of this pitch, percent 0-100. */
  pitchPct: z.number(),
  /** The batter's run value against this pitch type. */
  rv: z.number(),
  batterHardHit: z.number().nullable(),
  pitcher: z.string(),
  pitcherHardHit: z.number().nullable(),
  /** usage / 100 x run value. */
  weightedRV: z.number(),
  /** Mean of this batter's run values against this pitcher's pitch types. */
  avgRV: z.number(),
});

/** A batter who meets the Summary rule, with the qualifying pitches counted. */
export const rvSummaryRowSchema = z.object({
  batter: z.string(),
  team: teamCode,
  pitcher: z.string(),
  count: z.number().int().positive(),
  pitches: z.array(z.string()),
  avgRV: z.number(),
  totalWeightedRV: z.number(),
});

export const rvComparisonFileSchema = z.object({
  ...fileHeader,
  /** 1.5 x the mean of all weighted values: the Summary threshold actually applied. */
  summaryThreshold: z.number().nullable(),
  rows: z.array(rvRowSchema),
  summary: z.array(rvSummaryRowSchema),
  hardHitters: z.array(rvRowSchema),
  absence: dataAbsence,
});

export type RvRow = z.infer<typeof rvRowSchema>;
export type RvSummaryRow = z.infer<typeof rvSummaryRowSchema>;
export type RvComparisonFile = z.infer<typeof rvComparisonFileSchema>;
