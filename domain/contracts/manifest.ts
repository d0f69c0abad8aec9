import { z } from 'zod';
import { fileHeader, isoDate } from './common.ts';

export const inputReportSchema = z.object({
  /** The input's id, e.g. "fangraphs-stats". */
  input: z.string(),
  /** File name read, relative to the raw directory; null when missing. */
  file: z.string().nullable(),
  status: z.enum(['ok', 'missing', 'unusable']),
  required: z.boolean(),
  /** The format variant recognised, e.g. "savant-leaderboard" or "fangraphs-export". */
  format: z.string().nullable(),
  sha256: z.string().nullable(),
  rowsRead: z.number().int().nonnegative(),
  rowsAccepted: z.number().int().nonnegative(),
  rowsRejected: z.number().int().nonnegative(),
  /** Rejection reasons with their counts, most frequent first. */
  rejectReasons: z.array(z.object({ reason: z.string(), count: z.number().int().positive() })),
  /** The first rejected rows, each with file, line and column. */
  rejectSamples: z.array(z.object({ line: z.number().int().nonnegative(), column: z.string().nullable(), reason: z.string() })),
  warnings: z.array(z.string()),
  error: z.string().nullable(),
  /** Columns the model reads that the file lacks (absent or renamed); present only when some are. `validate --strict` fails on them. */
  missingColumns: z.array(z.string()).optional(),
});

export const joinReportSchema = z.object({
  source: z.string(),
  hitters: z.number().int().nonnegative(),
  matched: z.number().int().nonnegative(),
  byRule: z.record(z.string(), z.number().int().nonnegative()),
  ambiguous: z.number().int().nonnegative(),
});

export const outputReportSchema = z.object({
  file: z.string(),
  sha256: z.string(),
  bytes: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
});

/**
 * Where the inputs came from: 'demo' when the raw folder carries the sample
 * generator's marker (DEMO_MARKER_FILE, written by scripts/generate-sample.ts:
 * invented players in the real export formats), else 'real'. The site labels a
 * demo build as demo data on every page.
 */
export const datasetSchema = z.enum(['demo', 'real']);

/** The slate at a glance (the site's slate header): its games and how many of their lineups are confirmed. */
export const slateSummarySchema = z.object({
  games: z.number().int().nonnegative(),
  /** Team lineups on the slate (two per game). */
  lineups: z.number().int().nonnegative(),
  /** Those whose status is Confirmed (spec: any player in the lineup confirmed). */
  lineupsConfirmed: z.number().int().nonnegative(),
  /** The earliest first pitch of the slate (ISO timestamp or the source's text); null when no game has a time. */
  firstPitch: z.string().nullable(),
  /**
   * Each game in first-pitch order: its id, first pitch (as lineups.json's gameTime) and whether
   * the schedule called it final when the data was built. The slate header counts the games
   * started from these first pitches and the visitor's clock (docs/product.md#games-under-way).
   */
  schedule: z.array(z.object({ gameId: z.string(), firstPitch: z.string().nullable(), final: z.boolean() })),
});

/**
 * An output that kept its previous good version because an input it depends on
 * was present but unusable: `since` is the date of the kept data, `reason` names
 * the input and why it could not be used (never its content).
 */
export const staleOutputSchema = z.object({ file: z.string(), since: isoDate, reason: z.string() });

/**
 * An input the model depends on that the last `pipeline fetch` left degraded
 * (pipeline/fetch/degraded.ts): partial (usable but incomplete), stale (an older
 * file kept beyond the age limit) or missing. `input` names it as a bettor reads
 * it ("season pitching counts"), `reason` says why, `since` is the ISO instant of
 * the first fetch run that found it so (carried from run to run while it stays degraded).
 */
export const degradedInputSchema = z.object({
  input: z.string(),
  state: z.enum(['partial', 'stale', 'missing']),
  reason: z.string(),
  since: z.string(),
});

/**
 * The manifest is public in every mode: it names no hitter that only the premium
 * projections.json lists (the hitters not in projections are its `notInProjections`).
 * `ambiguous` (today's hitters whose name a source could not match to one player) is
 * written by the pipeline and left out of a configured site's copy, where projections
 * are premium.
 */
export const manifestFileSchema = z.object({
  ...fileHeader,
  builtAt: z.string(),
  dataset: datasetSchema,
  slate: slateSummarySchema,
  inputs: z.array(inputReportSchema),
  joins: z.array(joinReportSchema),
  ambiguous: z.array(z.object({ name: z.string(), team: z.string(), source: z.string(), candidates: z.array(z.string()) })).optional(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  outputs: z.array(outputReportSchema),
  /** Outputs kept from the previous build (see staleOutputSchema); present only when some are. */
  stale: z.array(staleOutputSchema).optional(),
  /** The degraded inputs of the fetch that filled the raw folder (degradedInputSchema); absent in older manifests and when none is. */
  degraded: z.array(degradedInputSchema).optional(),
});

export type InputReport = z.infer<typeof inputReportSchema>;
export type JoinReport = z.infer<typeof joinReportSchema>;
export type OutputReport = z.infer<typeof outputReportSchema>;
export type ManifestFile = z.infer<typeof manifestFileSchema>;
export type Dataset = z.infer<typeof datasetSchema>;
export type SlateSummary = z.infer<typeof slateSummarySchema>;
export type StaleOutput = z.infer<typeof staleOutputSchema>;
export type DegradedInput = z.infer<typeof degradedInputSchema>;
