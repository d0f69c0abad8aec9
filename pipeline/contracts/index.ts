/**
 * The generated-data contracts: one zod schema per file in generated/.
 * The pipeline validates every file against these before writing; the site
 * imports the same types. Nothing else declares these shapes.
 */
import { bullpenFileSchema } from './bullpen.ts';
import { bvpFileSchema } from './bvp.ts';
import { calculatorFileSchema } from './calculator.ts';
import { homeRunsFileSchema } from './home-runs.ts';
import { lineupsFileSchema } from './lineups.ts';
import { manifestFileSchema } from './manifest.ts';
import { matchupsFileSchema } from './matchups.ts';
import { parkFactorsFileSchema } from './park-factors.ts';
import { historyDaySchema, historyIndexSchema, picksFileSchema } from './picks.ts';
import { projectionsFileSchema } from './projections.ts';
import { rvComparisonFileSchema } from './rv-comparison.ts';

export * from './common.ts';
export * from './bullpen.ts';
export * from './bvp.ts';
export * from './calculator.ts';
export * from './home-runs.ts';
export * from './lineups.ts';
export * from './manifest.ts';
export * from './matchups.ts';
export * from './park-factors.ts';
export * from './picks.ts';
export * from './projections.ts';
export * from './rv-comparison.ts';

/** File name in generated/ -> its schema. history/<date>.json uses historyDaySchema. */
export const GENERATED_FILES = {
  'projections.json': projectionsFileSchema,
  'picks.json': picksFileSchema,
  'lineups.json': lineupsFileSchema,
  'bvp.json': bvpFileSchema,
  'park-factors.json': parkFactorsFileSchema,
  'bullpen.json': bullpenFileSchema,
  'rv-comparison.json': rvComparisonFileSchema,
  'matchups.json': matchupsFileSchema,
  'home-runs.json': homeRunsFileSchema,
  'calculator.json': calculatorFileSchema,
  'history/index.json': historyIndexSchema,
  'manifest.json': manifestFileSchema,
} as const;

export type GeneratedFileName = keyof typeof GENERATED_FILES;
export const HISTORY_DAY_SCHEMA = historyDaySchema;
