/**
 * `pipeline fetch`: downloads a slate's inputs from the public sources into
 * `<out>/<date>/`, in the formats the build reads. See pipeline/fetch/ and docs/nightly.md.
 *
 * FETCH_REQUIRED_INPUT (exit 1) when an input the build requires (the lineups)
 * could not be fetched in this run; FETCH_DEGRADED (exit 4, after every file is
 * written) when an input the model depends on is partial, missing or stale beyond
 * the limit (pipeline/fetch/degraded.ts): the build can run and says so.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { LongballError } from '../errors.ts';
import { resolveEndpoints } from '../fetch/endpoints.ts';
import { FileHttpCache, HTTP_CACHE_DIR } from '../fetch/http-cache.ts';
import { DEFAULT_CACHE_MAX_AGE_MS, DEFAULT_RETRY, duration, HttpClient, type RetryEvent } from '../fetch/http-client.ts';
import { formatTable, markdownTable } from '../fetch/report.ts';
import { runFetch, type FetchRunResult } from '../fetch/run-fetch.ts';
import { ODDS_KEY_ENV } from '../fetch/downloads/odds.ts';
import { SOURCE_IDS } from '../fetch/targets.ts';
import { slateDateOf } from '../fetch/transforms/dates.ts';
import { userAgent } from '../fetch/user-agent.ts';
import { INPUTS } from '../sources/index.ts';
import { calendarDate, DEFAULT_RAW_DIR, folder, parseOptions, printLine, optionsFrom, seconds } from './command-options.ts';

const DAY_MS = 24 * 3600 * 1000;

export const fetchOptionsSchema = z.object({
  date: calendarDate.optional(),
  only: z.array(z.enum(SOURCE_IDS)).optional(),
  out: folder.default(DEFAULT_RAW_DIR),
  timeout: seconds.prefault('30'),
  cache: z.boolean().default(true),
  refresh: z.boolean().default(false),
  cacheMaxAge: z
    .string()
    .regex(/^\d+$/, 'is not a whole number of days')
    .transform(Number)
    .refine((n) => n > 0, 'must be at least one day')
    .prefault(String(DEFAULT_CACHE_MAX_AGE_MS / DAY_MS)),
});
/** The options as commander gives them; `runFetchCommand` parses them with the schema. */
export type FetchOptions = z.input<typeof fetchOptionsSchema>;

/** Throws the run's verdict: FETCH_REQUIRED_INPUT when the build cannot run, FETCH_DEGRADED when it can but the model lacks inputs. */
export function fetchVerdict(result: FetchRunResult): void {
  if (result.requiredFailures.length > 0) {
    const failures = result.requiredFailures.map((f) => `${f.fileName} was not fetched (${f.status}): ${f.detail}`).join('; ');
    throw new LongballError('FETCH_REQUIRED_INPUT', { failures });
  }
  if (result.degraded.length > 0) {
    throw new LongballError('FETCH_DEGRADED', { inputs: result.degraded.map((d) => `${d.input} (${d.state})`).join(', ') });
  }
}

/** Minimum milliseconds between two requests to one source. */
export const RATE_LIMITS: Readonly<Record<string, number>> = {
  mlb: 200,
  'open-meteo': 200,
  savant: 1_000,
  fangraphs: 2_000,
  odds: 1_000,
};

const retryLine = (e: RetryEvent): string => `  ${e.source}: ${e.reason}; retrying in ${duration(e.delayMs)} (attempt ${e.attempt + 1} of ${e.maxAttempts})`;

export async function runFetchCommand(options: FetchOptions, env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<FetchRunResult> {
  const opts = parseOptions(fetchOptionsSchema, options);
  const date = opts.date ?? slateDateOf(new Date());
  const http = new HttpClient({
    userAgent: userAgent(),
    timeoutMs: opts.timeout * 1000,
    retry: DEFAULT_RETRY,
    rateLimits: RATE_LIMITS,
    cache: opts.cache ? new FileHttpCache(path.join(opts.out, HTTP_CACHE_DIR)) : null,
    onRetry: (e) => print(retryLine(e)),
    refresh: opts.refresh,
    cacheMaxAgeMs: opts.cacheMaxAge * DAY_MS,
  });
  const result = await runFetch({
    date,
    outRoot: opts.out,
    only: opts.only ?? null,
    http,
    endpoints: resolveEndpoints(env),
    oddsApiKey: env[ODDS_KEY_ENV]?.trim() || null,
    registry: INPUTS,
    print,
  });
  const finished = new Date(result.finishedAt);
  print('');
  print(formatTable(result.outcomes, result.inputs, finished));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdownTable(date, result.outcomes, result.inputs, finished));
  return result;
}

export function registerFetchCommand(program: Command): void {
  const option = optionsFrom(fetchOptionsSchema);
  program
    .command('fetch')
    .description("Download a slate's inputs from the public sources into <out>/<date>/ (MLB Stats API, Baseball Savant, FanGraphs, Open-Meteo, The Odds API).")
    .addOption(option('--date <YYYY-MM-DD>', 'slate date (default: today in US Eastern time)'))
    .addOption(option('--only <source...>', 'fetch only these sources').choices(SOURCE_IDS))
    .addOption(option('--out <dir>', 'root of the raw folders; files go to <out>/<date>/'))
    .addOption(option('--timeout <seconds>', 'timeout of each request'))
    .addOption(option('--no-cache', 'do not use or update the conditional-request cache (<out>/.http-cache)'))
    .addOption(option('--refresh', 'download everything again, ignoring the stored copies (the answers replace them)'))
    .addOption(option('--cache-max-age <days>', 'download a permanent (settled) cache entry again once it is this old'))
    .action(async (options: FetchOptions) => {
      fetchVerdict(await runFetchCommand(options, process.env, printLine));
    });
}
