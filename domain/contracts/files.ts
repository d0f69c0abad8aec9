/**
 * The file map: which contract validates which generated file. The pipeline's
 * writer and the site's build-time reader both look files up here.
 */
import type { ZodType } from 'zod';
import { bullpenFileSchema } from './bullpen.ts';
import { bvpFileSchema, bvpTodayFileSchema } from './bvp.ts';
import { calculatorFileSchema } from './calculator.ts';
import { homeRunsFileSchema } from './home-runs.ts';
import { lineupsFileSchema } from './lineups.ts';
import { manifestFileSchema } from './manifest.ts';
import { gradedNightsSchema, marketLogSchema } from './market-log.ts';
import { matchupsFileSchema } from './matchups.ts';
import { parkFactorsFileSchema } from './park-factors.ts';
import { historyDaySchema, historyIndexSchema, picksFileSchema } from './picks.ts';
import { projectionsFileSchema } from './projections.ts';
import { rvComparisonFileSchema } from './rv-comparison.ts';

/** File name in generated/ -> its schema. history/<date>.json uses historyDaySchema. */
export const GENERATED_FILES = {
  'projections.json': projectionsFileSchema,
  'picks.json': picksFileSchema,
  'lineups.json': lineupsFileSchema,
  'bvp.json': bvpFileSchema,
  'bvp-today.json': bvpTodayFileSchema,
  'park-factors.json': parkFactorsFileSchema,
  'bullpen.json': bullpenFileSchema,
  'rv-comparison.json': rvComparisonFileSchema,
  'matchups.json': matchupsFileSchema,
  'home-runs.json': homeRunsFileSchema,
  'calculator.json': calculatorFileSchema,
  'history/index.json': historyIndexSchema,
  'market/log.json': marketLogSchema,
  'graded-nights.json': gradedNightsSchema,
  'manifest.json': manifestFileSchema,
} as const;

export type GeneratedFileName = keyof typeof GENERATED_FILES;
export const HISTORY_DAY_SCHEMA = historyDaySchema;

/** Archived picks days live in this sub-folder, one file per day. */
export const HISTORY_DIR = 'history';

const HISTORY_DAY_FILE = new RegExp(`^${HISTORY_DIR}/\\d{4}-\\d{2}-\\d{2}\\.json$`);

/** The contract of a generated file by its path relative to the output folder, or undefined for an unknown name. */
export function contractFor(file: string): ZodType | undefined {
  if (file in GENERATED_FILES) return GENERATED_FILES[file as GeneratedFileName];
  if (HISTORY_DAY_FILE.test(file)) return HISTORY_DAY_SCHEMA;
  return undefined;
}
