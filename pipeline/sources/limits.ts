/**
 * The size limits of the pipeline: each input's maximum (bytes on disk, data
 * rows read) and each public output's budget (bytes written). Beyond either the
 * build stops with INPUT_TOO_LARGE or OUTPUT_TOO_LARGE: a file of that size is a
 * broken or hostile source, and an output that size is more than a browser
 * should download. docs/inputs.md states this table (a test keeps them equal).
 * The figures leave room for twice a full league (`npm run sample -- --size double`).
 */
import type { InputId } from '../inputs/ids.ts';

export interface InputLimit {
  bytes: number;
  rows: number;
}

const MB = 1024 * 1024;

/** Every stat table and reference file: a league has about 1,500 batters and 900 pitchers. */
const TABLE: InputLimit = { bytes: 16 * MB, rows: 50_000 };

export const INPUT_LIMITS: Readonly<Record<InputId, InputLimit>> = {
  lineups: { bytes: 4 * MB, rows: 2_000 },
  games: { bytes: 4 * MB, rows: 200 },
  reference: { bytes: 1 * MB, rows: 10_000 },
  'name-aliases': { bytes: 4 * MB, rows: 50_000 },
  handedness: { bytes: 16 * MB, rows: 100_000 },
  razzball: TABLE,
  projections: TABLE,
  'fangraphs-stats': TABLE,
  'fangraphs-stats-prior': TABLE,
  'fangraphs-pitchers': TABLE,
  'savant-batter-ev': TABLE,
  'savant-batter-ev-prior': TABLE,
  'savant-pitcher-ev': TABLE,
  'savant-batter-expected': TABLE,
  'savant-pitcher-expected': TABLE,
  'savant-batter-arsenal': { bytes: 32 * MB, rows: 200_000 },
  'savant-pitcher-arsenal': { bytes: 32 * MB, rows: 200_000 },
  'savant-park-factors': { bytes: 1 * MB, rows: 1_000 },
  'mlb-stats': TABLE,
  'mlb-stats-prior': TABLE,
  'mlb-pitching': TABLE,
  'mlb-history-batting': TABLE,
  'mlb-history-pitching': TABLE,
  last7: TABLE,
  bvp: { bytes: 64 * MB, rows: 250_000 },
  bullpen: { bytes: 4 * MB, rows: 5_000 },
  odds: { bytes: 8 * MB, rows: 50_000 },
  /** A season has fewer than 7,000 home runs; a raw Statcast search export carries about 90 columns per row. */
  'home-runs': { bytes: 64 * MB, rows: 20_000 },
  /** A game's raw box score is about 160 KB (a fetched one, trimmed to the fields read, about 6 KB); a season has 2,430 games. */
  'game-results': { bytes: 32 * MB, rows: 3_000 },
};

/** Output budgets in bytes; a file not listed has DEFAULT_OUTPUT_BUDGET. */
export const OUTPUT_BUDGETS: Readonly<Record<string, number>> = {
  'bvp.json': 32 * MB,
  'home-runs.json': 8 * MB,
  'manifest.json': 1 * MB,
};

export const DEFAULT_OUTPUT_BUDGET = 8 * MB;

export const outputBudget = (file: string): number => OUTPUT_BUDGETS[file] ?? DEFAULT_OUTPUT_BUDGET;

/** "16 MB", "512 KB", or the exact "1,048,577 bytes", for the messages and the docs. */
export function formatBytes(bytes: number): string {
  if (bytes > 0 && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes > 0 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}

/** The limits as docs/inputs.md states them. */
export function limitsTable(): string {
  const inputs = Object.entries(INPUT_LIMITS).map(([id, l]) => `| ${id} | ${formatBytes(l.bytes)} | ${l.rows.toLocaleString('en-US')} |`);
  const outputs = Object.entries(OUTPUT_BUDGETS).map(([file, bytes]) => `| \`${file}\` | ${formatBytes(bytes)} |`);
  return [
    '| Input | Max bytes | Max rows |',
    '| --- | --- | --- |',
    ...inputs,
    '',
    '| Output | Budget |',
    '| --- | --- |',
    ...outputs,
    `| every other file | ${formatBytes(DEFAULT_OUTPUT_BUDGET)} |`,
  ].join('\n');
}
