/**
 * `pipeline fetch`: runs the requested sources in a fixed order (schedule first:
 * the others use its slate), installs each delivered file through the
 * validate-then-rename gate, falls back to the last good file when a download
 * fails, prints a progress line per source, judges the model's inputs
 * (degraded.ts), writes the fetch report into the day's folder and returns the
 * table of outcomes.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DegradedInput } from '../../domain/contracts/manifest.ts';
import { assessInputs, degradedSince, FETCH_REPORT_FILE, previousFetchReport, type FetchReport, type InputAssessment } from './degraded.ts';
import type { Endpoints } from './endpoints.ts';
import type { HttpClient } from './http-client.ts';
import { keepLastGood, replaceIfValid } from './raw-files.ts';
import { tally, type FileOutcome } from './report.ts';
import { failureReason, type Delivery, type SourceContext, type SourceFetcher } from './source.ts';
import { fangraphsSource } from './downloads/fangraphs.ts';
import { handednessSource, mlbStatsSource } from './downloads/mlb-people.ts';
import { scheduleSource } from './downloads/mlb-schedule.ts';
import { resultsSource } from './downloads/mlb-results.ts';
import { oddsSource } from './downloads/odds.ts';
import { savantSource, statcastSource } from './downloads/savant.ts';
import { SOURCE_IDS, SOURCE_LABELS, targetsOf, type FileTarget, type SourceId } from './targets.ts';
import { STATCAST_ROW_CAP } from './transforms/statcast-chunks.ts';
import { adapterFor, type InputAdapter } from './validate-download.ts';

export const FETCHERS: Record<SourceId, SourceFetcher> = {
  schedule: scheduleSource,
  handedness: handednessSource,
  'mlb-stats': mlbStatsSource,
  savant: savantSource,
  statcast: statcastSource,
  fangraphs: fangraphsSource,
  odds: oddsSource,
  results: resultsSource,
};

export const STATCAST_CHUNK_DAYS = 7;

export interface FetchRunOptions {
  date: string;
  /** Root of the raw folders: files go to `<outRoot>/<date>/`. */
  outRoot: string;
  only?: readonly SourceId[] | null;
  http: HttpClient;
  endpoints: Endpoints;
  oddsApiKey: string | null;
  registry: readonly InputAdapter[];
  print: (line: string) => void;
  now?: () => Date;
  statcast?: { chunkDays: number; rowCap: number };
}

export interface FetchRunResult {
  date: string;
  dir: string;
  outcomes: FileOutcome[];
  /** Required inputs that are not fresh after this run. */
  requiredFailures: FileOutcome[];
  /** The model's inputs as this run left them. */
  inputs: InputAssessment[];
  /** The degraded ones, with since when (the fetch report's and the manifest's `degraded`). */
  degraded: DegradedInput[];
  finishedAt: string;
}

async function settle(
  opts: FetchRunOptions,
  dir: string,
  target: FileTarget,
  delivery: Delivery | undefined,
  required: boolean,
  now: Date,
  sourceCachedAt: string | null,
): Promise<FileOutcome> {
  const outcome = (
    status: FileOutcome['status'],
    detail: string,
    rows: number | null,
    dataAsOf: string | null,
    cachedAt: string | null = null,
  ): FileOutcome => ({
    fileName: target.fileName,
    source: target.source,
    status,
    detail,
    required,
    rows,
    dataAsOf,
    cachedAt,
  });
  let reason: string;
  if (delivery === undefined) reason = 'the source delivered nothing for this file';
  else if (delivery.kind === 'skipped') return outcome('skipped', delivery.reason, null, null);
  else if (delivery.kind === 'error') reason = delivery.reason;
  else {
    const replaced = await replaceIfValid(dir, target, delivery.bytes, opts.registry);
    const cachedAt = delivery.cachedAt !== undefined ? delivery.cachedAt : sourceCachedAt;
    if (replaced.ok) {
      const what = delivery.summary ?? `${replaced.rows} rows`;
      const detail = replaced.unchanged ? `${what} (unchanged)` : what;
      if (delivery.partial) return outcome('partial', `${detail}; ${delivery.partial}`, replaced.rows, now.toISOString(), cachedAt);
      return outcome('fresh', detail, replaced.rows, now.toISOString(), cachedAt);
    }
    reason = `download rejected: ${replaced.reason}`;
  }
  const kept = await keepLastGood(opts.outRoot, opts.date, target, opts.registry);
  if (kept.kind === 'in-place') {
    return outcome('stale', `${reason}; kept the previous file (fetched ${kept.fetchedAt.slice(0, 16).replace('T', ' ')} UTC)`, kept.rows, kept.fetchedAt);
  }
  if (kept.kind === 'carried') return outcome('stale', `${reason}; kept the last good file, from ${kept.fromDate}`, kept.rows, kept.fetchedAt);
  return outcome('missing', kept.note ? `${reason}; ${kept.note}` : reason, null, null);
}

/** The client as a source sees it, noting the oldest cache entry each response came from. */
function recordingClient(http: HttpClient, seen: { oldest: string | null }): HttpClient {
  return new Proxy(http, {
    get(targetClient, prop, receiver) {
      if (prop !== 'get') return Reflect.get(targetClient, prop, receiver);
      return async (...args: Parameters<HttpClient['get']>) => {
        const response = await targetClient.get(...args);
        if (response.storedAt !== null && (seen.oldest === null || response.storedAt < seen.oldest)) seen.oldest = response.storedAt;
        return response;
      };
    },
  });
}

async function writeReport(dir: string, report: FetchReport): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, FETCH_REPORT_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(report, null, 2)}\n`);
  await rename(temp, file);
}

export async function runFetch(opts: FetchRunOptions): Promise<FetchRunResult> {
  const dir = path.join(opts.outRoot, opts.date);
  const sources = SOURCE_IDS.filter((id) => !opts.only || opts.only.length === 0 || opts.only.includes(id));
  const outcomes: FileOutcome[] = [];
  const now = opts.now ?? (() => new Date());
  const previous = await previousFetchReport(opts.outRoot, opts.date);
  const ctx: SourceContext = {
    date: opts.date,
    season: Number(opts.date.slice(0, 4)),
    http: opts.http,
    endpoints: opts.endpoints,
    oddsApiKey: opts.oddsApiKey,
    slate: null,
    now,
    note: () => {},
    statcast: opts.statcast ?? { chunkDays: STATCAST_CHUNK_DAYS, rowCap: STATCAST_ROW_CAP },
  };
  opts.print(`Fetching ${opts.date} into ${dir}`);
  for (const id of sources) {
    const started = performance.now();
    opts.print(`→ ${id}: ${SOURCE_LABELS[id]}`);
    ctx.note = (line) => opts.print(`  ${id}: ${line}`);
    const seen = { oldest: null as string | null };
    ctx.http = recordingClient(opts.http, seen);
    let deliveries: Delivery[];
    try {
      deliveries = await FETCHERS[id].fetch(ctx);
    } catch (e) {
      const reason = failureReason(e);
      deliveries = targetsOf(id).map((t) => ({ fileName: t.fileName, kind: 'error' as const, reason }));
    }
    const mine: FileOutcome[] = [];
    for (const target of targetsOf(id)) {
      const required = adapterFor(target.fileName, opts.registry).required;
      mine.push(
        await settle(
          opts,
          dir,
          target,
          deliveries.find((d) => d.fileName === target.fileName),
          required,
          now(),
          seen.oldest,
        ),
      );
    }
    outcomes.push(...mine);
    const problems = mine.filter((o) => o.status === 'stale' || o.status === 'missing' || o.status === 'partial');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const firstProblem = problems.length > 0 ? ` ${problems[0]!.fileName}: ${problems[0]!.detail}` : '';
    opts.print(`${problems.length === 0 ? '✓' : '!'} ${id}: ${tally(mine)} (${seconds} s)${firstProblem}`);
  }
  const finished = now();
  const inputs = assessInputs(outcomes, finished);
  const degraded = degradedSince(inputs, previous, finished);
  await writeReport(dir, { date: opts.date, finishedAt: finished.toISOString(), degraded, inputs, files: outcomes });
  return {
    date: opts.date,
    dir,
    outcomes,
    requiredFailures: outcomes.filter((o) => o.required && o.status !== 'fresh' && o.status !== 'partial' && o.status !== 'skipped'),
    inputs,
    degraded,
    finishedAt: finished.toISOString(),
  };
}
