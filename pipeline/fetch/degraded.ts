/**
 * When a fetch is degraded, and the fetch report that says so.
 *
 * The model's inputs are each served by one or more files, best first (FanGraphs,
 * then the MLB Stats API for the counts). An input is judged on the best state
 * among its files fetched in this run: fresh, else partial, else stale, else
 * missing. It is DEGRADED when that state is partial, missing, or stale with data
 * older than STALE_DEGRADED_AFTER_HOURS (a season table kept from this morning or
 * yesterday is still sound). An input none of whose files was attempted (`--only`)
 * is not judged. `pipeline fetch` then exits EXIT.degraded (pipeline/errors.ts).
 *
 * The report (`<out>/<date>/fetch-report.json`) lists every file and every input;
 * a degraded input's `since` is carried from the previous report (this date's, else
 * the newest earlier date's) while it stays degraded. The build copies `degraded`
 * into the manifest and the site shows it as a banner.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { degradedInputSchema, type DegradedInput } from '../../domain/contracts/manifest.ts';
import type { FileOutcome, InputAssessment, InputState } from './report.ts';

export type { InputAssessment, InputState } from './report.ts';

export const FETCH_REPORT_FILE = 'fetch-report.json';

/** A kept file older than this makes its input degraded. */
export const STALE_DEGRADED_AFTER_HOURS = 36;

export interface ModelInput {
  input: string;
  /** Files that serve it, best first. */
  files: readonly string[];
  /** false: shown on the site but not read by the model (reported, never degrading the run). */
  model: boolean;
}

export const MODEL_INPUTS: readonly ModelInput[] = [
  { input: 'lineups', files: ['lineups.json'], model: true },
  { input: 'games, probable starters and weather', files: ['matchup_data.json'], model: true },
  { input: 'season batting counts (PA, HR)', files: ['fangraphs-stats.csv', 'mlb_stats.csv'], model: true },
  { input: 'previous-season batting counts (PA, HR)', files: ['fangraphs-stats-prior.csv', 'mlb_stats_prior.csv'], model: true },
  { input: 'season pitching counts (batters faced, IP, HR)', files: ['fangraphs-pitchers.csv', 'mlb_pitching.csv'], model: true },
  { input: 'batter history, three previous seasons (PA, HR)', files: ['mlb_history_batting.csv'], model: true },
  { input: 'starter history, three previous seasons (batters faced, HR)', files: ['mlb_history_pitching.csv'], model: true },
  { input: 'park factors', files: ['savant_park_factors.csv'], model: true },
  { input: "previous season's barrels per PA (Statcast prior)", files: ['savant_batter_ev_barrels_prior.csv'], model: true },
  { input: 'barrel % and exit velocity', files: ['savant_batter_ev_barrels.csv'], model: false },
  { input: 'batted-ball extras (LD%, FB%, Pull%, Hard%)', files: ['fangraphs-stats.csv'], model: false },
];

const RANK: Record<InputState, number> = { fresh: 0, partial: 1, stale: 2, missing: 3 };

const hoursOld = (iso: string | null, now: Date): number => (iso === null ? Number.POSITIVE_INFINITY : (now.getTime() - Date.parse(iso)) / 3_600_000);

export function assessInputs(outcomes: readonly FileOutcome[], now: Date): InputAssessment[] {
  const assessed: InputAssessment[] = [];
  for (const spec of MODEL_INPUTS) {
    const mine = spec.files.map((f) => outcomes.find((o) => o.fileName === f)).filter((o): o is FileOutcome => o !== undefined && o.status !== 'skipped');
    if (mine.length === 0) continue;
    const best = [...mine].sort(
      (a, b) => RANK[a.status as InputState] - RANK[b.status as InputState] || hoursOld(a.dataAsOf, now) - hoursOld(b.dataAsOf, now),
    )[0]!;
    const state = best.status as InputState;
    const others = mine.filter((o) => o !== best && o.status !== 'fresh').map((o) => `${o.fileName} ${o.status}: ${o.detail}`);
    const fallback = best !== mine[0] && state !== 'missing' ? `from ${best.fileName} (${others.join('; ')})` : null;
    const tooOld = state === 'stale' && hoursOld(best.dataAsOf, now) > STALE_DEGRADED_AFTER_HOURS;
    const reason =
      state === 'fresh'
        ? (fallback ?? 'fresh')
        : state === 'missing'
          ? mine.map((o) => `${o.fileName}: ${o.detail}`).join('; ')
          : [`${best.fileName}: ${best.detail}`, ...(tooOld ? [`older than ${STALE_DEGRADED_AFTER_HOURS} hours`] : [])].join('; ');
    assessed.push({
      input: spec.input,
      model: spec.model,
      state,
      file: state === 'missing' ? null : best.fileName,
      reason,
      degraded: spec.model && (state === 'partial' || state === 'missing' || tooOld),
    });
  }
  return assessed;
}

export const fetchReportSchema = z.object({
  date: z.string(),
  finishedAt: z.string(),
  degraded: z.array(degradedInputSchema),
  inputs: z.array(
    z.object({
      input: z.string(),
      model: z.boolean(),
      state: z.enum(['fresh', 'partial', 'stale', 'missing']),
      file: z.string().nullable(),
      reason: z.string(),
      degraded: z.boolean(),
    }),
  ),
  files: z.array(
    z.object({
      fileName: z.string(),
      source: z.string(),
      status: z.enum(['fresh', 'partial', 'stale', 'missing', 'skipped']),
      detail: z.string(),
      required: z.boolean(),
      rows: z.number().int().nonnegative().nullable(),
      dataAsOf: z.string().nullable(),
      cachedAt: z.string().nullable(),
    }),
  ),
});

export type FetchReport = z.infer<typeof fetchReportSchema>;

/** A fetch report file, or null when absent or unreadable (an unreadable one is as good as none: nothing is carried). */
export async function readFetchReport(file: string): Promise<FetchReport | null> {
  if (!existsSync(file)) return null;
  try {
    const parsed = fetchReportSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const DATE_DIR = /^\d{4}-\d{2}-\d{2}$/;

/** The report of the previous run: this date's folder, else the newest earlier date's. */
export async function previousFetchReport(outRoot: string, date: string): Promise<FetchReport | null> {
  const today = await readFetchReport(path.join(outRoot, date, FETCH_REPORT_FILE));
  if (today !== null || !existsSync(outRoot)) return today;
  const earlier = (await readdir(outRoot, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && DATE_DIR.test(d.name) && d.name < date)
    .map((d) => d.name)
    .sort()
    .reverse();
  for (const day of earlier) {
    const report = await readFetchReport(path.join(outRoot, day, FETCH_REPORT_FILE));
    if (report !== null) return report;
  }
  return null;
}

/** The degraded inputs, each `since` the first run that found it degraded (carried from `previous`). */
export function degradedSince(inputs: readonly InputAssessment[], previous: FetchReport | null, now: Date): DegradedInput[] {
  return inputs
    .filter((i) => i.degraded)
    .map((i) => ({
      input: i.input,
      state: i.state as DegradedInput['state'],
      reason: i.reason,
      since: previous?.degraded.find((d) => d.input === i.input)?.since ?? now.toISOString(),
    }));
}
