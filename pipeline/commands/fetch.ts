/**
 * `pipeline fetch`: downloads a slate's inputs from the public sources into
 * `<out>/<date>/`, in the formats the build reads. See pipeline/fetch/ and docs/nightly.md.
 *
 * Exit code 1 when an input the build requires (the lineups) could not be
 * fetched in this run; every other failure is a stale or missing row in the table.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { EXIT } from '../errors.ts';
import { resolveEndpoints } from '../fetch/endpoints.ts';
import { FileHttpCache, HTTP_CACHE_DIR } from '../fetch/http-cache.ts';
import { DEFAULT_RETRY, duration, HttpClient, type RetryEvent } from '../fetch/http-client.ts';
import { formatTable, markdownTable } from '../fetch/report.ts';
import { runFetch, type FetchRunResult } from '../fetch/run-fetch.ts';
import { ODDS_KEY_ENV } from '../fetch/downloads/odds.ts';
import { SOURCE_IDS, type SourceId } from '../fetch/targets.ts';
import { slateDateOf } from '../fetch/transforms/dates.ts';
import { userAgent } from '../fetch/user-agent.ts';
import { INPUTS } from '../sources/index.ts';
import { DEFAULT_RAW_DIR, parseDateOption } from './options.ts';

/** Minimum milliseconds between two requests to one source. */
export const RATE_LIMITS: Readonly<Record<string, number>> = {
  mlb: 200,
  'open-meteo': 200,
  savant: 1_000,
  fangraphs: 2_000,
  odds: 1_000,
};

export interface FetchCommandOptions {
  date?: string | undefined;
  only?: SourceId[] | undefined;
  out: string;
  timeout: string;
  cache: boolean;
}

const retryLine = (e: RetryEvent): string =>
  `  ${e.source}: ${e.reason}; retrying in ${duration(e.delayMs)} (attempt ${e.attempt + 1} of ${e.maxAttempts})`;

export async function runFetchCommand(opts: FetchCommandOptions, env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<FetchRunResult> {
  const date = parseDateOption(opts.date) ?? slateDateOf(new Date());
  const timeoutSeconds = Number(opts.timeout);
  const http = new HttpClient({
    userAgent: userAgent(),
    timeoutMs: Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? timeoutSeconds * 1000 : undefined,
    retry: DEFAULT_RETRY,
    rateLimits: RATE_LIMITS,
    cache: opts.cache ? new FileHttpCache(path.join(opts.out, HTTP_CACHE_DIR)) : null,
    onRetry: (e) => print(retryLine(e)),
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
  print('');
  print(formatTable(result.outcomes));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdownTable(date, result.outcomes));
  return result;
}

export function registerFetchCommand(program: Command): void {
  program
    .command('fetch')
    .description("Download a slate's inputs from the public sources into <out>/<date>/ (MLB Stats API, Baseball Savant, FanGraphs, Open-Meteo, The Odds API).")
    .option('--date <YYYY-MM-DD>', 'slate date (default: today in US Eastern time)')
    .addOption(new Option('--only <source...>', 'fetch only these sources').choices(SOURCE_IDS))
    .option('--out <dir>', 'root of the raw folders; files go to <out>/<date>/', DEFAULT_RAW_DIR)
    .option('--timeout <seconds>', 'timeout of each request', '30')
    .option('--no-cache', 'do not use or update the conditional-request cache (<out>/.http-cache)')
    .action(async (opts: FetchCommandOptions) => {
      const print = (line: string) => process.stdout.write(`${line}\n`);
      const result = await runFetchCommand(opts, process.env, print);
      if (result.requiredFailures.length > 0) {
        for (const f of result.requiredFailures) {
          process.stderr.write(`\nerror FETCH_REQUIRED_INPUT: the required input ${f.fileName} was not fetched (${f.status}): ${f.detail}\n`);
        }
        process.stderr.write('  hint: the build needs it; fix the source or pass a lineups file by hand, then re-run `pipeline fetch --only schedule`.\n');
        process.exitCode = EXIT.inputUnusable;
      }
    });
}
