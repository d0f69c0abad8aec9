/** Builds the fetch runner against the fake sources: no real sleeping, no rate-limit waits, a fixed clock. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveEndpoints } from '../../pipeline/fetch/endpoints.ts';
import { FileHttpCache, HTTP_CACHE_DIR } from '../../pipeline/fetch/http-cache.ts';
import { HttpClient, type RetryEvent } from '../../pipeline/fetch/http-client.ts';
import { runFetch, type FetchRunResult } from '../../pipeline/fetch/run-fetch.ts';
import type { SourceId } from '../../pipeline/fetch/targets.ts';
import { INPUTS } from '../../pipeline/sources/index.ts';
import type { FakeSources } from './fake-sources.ts';
import { SLATE_DATE } from './fixtures.ts';

const created: string[] = [];

/** A fresh temporary folder, removed by removeTempRoots(). */
export function tempRoot(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'longball-fetch-'));
  created.push(dir);
  return dir;
}

export function removeTempRoots(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface Run {
  result: FetchRunResult;
  lines: string[];
  sleeps: number[];
  retries: RetryEvent[];
}

export async function fetchOnce(
  fake: FakeSources,
  outRoot: string,
  opts: {
    only?: SourceId[];
    oddsApiKey?: string | null;
    timeoutMs?: number;
    date?: string;
    statcast?: { chunkDays: number; rowCap: number };
    /** The run's clock (default 2026-07-04T15:00:00Z). */
    now?: string;
  } = {},
): Promise<Run> {
  const lines: string[] = [];
  const sleeps: number[] = [];
  const retries: RetryEvent[] = [];
  const http = new HttpClient({
    userAgent: 'Longball/test (+https://example.invalid/longball)',
    timeoutMs: opts.timeoutMs ?? 5_000,
    cache: new FileHttpCache(path.join(outRoot, HTTP_CACHE_DIR)),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onRetry: (e) => retries.push(e),
  });
  const base = fake.baseUrl;
  const result = await runFetch({
    date: opts.date ?? SLATE_DATE,
    outRoot,
    only: opts.only ?? null,
    http,
    endpoints: resolveEndpoints({}, { mlbStatsApi: base, savant: base, fangraphs: base, openMeteo: base, oddsApi: base }),
    oddsApiKey: opts.oddsApiKey === undefined ? 'test-key' : opts.oddsApiKey,
    registry: INPUTS,
    print: (line) => lines.push(line),
    now: () => new Date(opts.now ?? '2026-07-04T15:00:00Z'),
    statcast: opts.statcast ?? { chunkDays: 40, rowCap: 40_000 },
  });
  return { result, lines, sleeps, retries };
}

export const statusOf = (run: Run, fileName: string) => run.result.outcomes.find((o) => o.fileName === fileName);
