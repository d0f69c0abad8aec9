/**
 * Which generated/ files the site serves under /data/, and their types.
 * Client-safe: type-only imports from the contracts, so zod never reaches a
 * browser bundle (the files are validated at build time instead).
 */
import type { z } from 'zod';
import type { GENERATED_FILES, GeneratedFileName } from '../../domain/contracts/index.ts';
import type { SiteMode } from './site-config.ts';

/** Premium files: with Supabase configured they are never in the build (lib/auth/premium-data.ts reads them from Supabase). */
export const PREMIUM_DATA_FILES = ['projections.json', 'picks.json'] as const satisfies readonly GeneratedFileName[];
export type PremiumDataFile = (typeof PREMIUM_DATA_FILES)[number];

/**
 * Files whose main list runs to tens of thousands of rows on a full season (BvP lines, the
 * season's home runs): the browser parses them in slices (src/lib/json-slices.ts) so no single
 * task holds the main thread for the whole file. The others are small enough for one JSON.parse.
 */
export const SLICED_DATA_FILES = ['bvp.json', 'home-runs.json'] as const satisfies readonly GeneratedFileName[];

export function isSlicedDataFile(name: string): boolean {
  return (SLICED_DATA_FILES as readonly string[]).includes(name);
}

/** Served as /data/<name> (history files as /data/history/<date>.json). */
export type DataFileName = GeneratedFileName;

/** The parsed content of a data file, as its contract declares it. */
export type DataOf<N extends DataFileName> = z.infer<(typeof GENERATED_FILES)[N]>;

/** A history day, /data/history/<YYYY-MM-DD>.json. */
export type HistoryDayFileName = `history/${string}.json`;

/** Files the next build reads and the site never serves (the market log: every graded close price, by player and book). */
export const PIPELINE_ONLY_FILES = ['market/log.json'] as const satisfies readonly GeneratedFileName[];

export function isPipelineOnlyFile(name: string): boolean {
  return (PIPELINE_ONLY_FILES as readonly string[]).includes(name);
}

export function isPremiumDataFile(name: string): name is PremiumDataFile {
  return (PREMIUM_DATA_FILES as readonly string[]).includes(name);
}

/** The URL a data file is served at. */
export function dataUrl(name: DataFileName | HistoryDayFileName): string {
  return `/data/${name}`;
}

/**
 * A public file as a configured build serves it: the parts that would give away the premium
 * ranking are left out. calculator.json without its per-batter factors (`players`: with them
 * and the weights in the site's JavaScript, anyone could recompute the day's ranking;
 * subscribers read them from Supabase, see lib/auth/premium-data.ts), the manifest without its
 * `ambiguous` names (hitters whose projections are premium). A local build serves every file
 * whole.
 */
export function publicViewOf<N extends DataFileName>(name: N, data: DataOf<N>, mode: SiteMode): DataOf<N> {
  if (mode === 'local') return data;
  if (name === 'calculator.json') return { ...(data as DataOf<'calculator.json'>), players: [] } as DataOf<N>;
  if (name === 'manifest.json') {
    const { ambiguous: _premium, ...manifest } = data as DataOf<'manifest.json'>;
    return manifest as DataOf<N>;
  }
  return data;
}
