/**
 * The download gate against real exports (read from ../shared/real-data, never
 * copied): a genuine Savant / Statcast / FanGraphs file must pass the checks a
 * fetched file passes, so the required columns in pipeline/fetch/targets.ts are
 * the sources' real column names.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTarget } from '../../pipeline/fetch/targets.ts';
import { readChunk } from '../../pipeline/fetch/transforms/statcast-chunks.ts';
import { validateDownload } from '../../pipeline/fetch/validate-download.ts';
import { readCsvTable } from '../../pipeline/sources/csv.ts';
import { INPUTS } from '../../pipeline/sources/index.ts';

const REAL = path.resolve(process.cwd(), '../shared/real-data');
const present = existsSync(REAL);
if (!present) console.warn(`real-data checks skipped: ${REAL} is absent`);

const PAIRS: [target: string, realFile: string][] = [
  ['savant_batter_ev_barrels.csv', 'savant-exit-velocity/2026-08-22_batters_exit_velocity.csv'],
  ['savant_batter_ev_barrels_prior.csv', 'savant-exit-velocity/2025_batters_exit_velocity.csv'],
  ['savant_pitcher_ev_barrels.csv', 'savant-exit-velocity/2026-08-22_pitchers_exit_velocity.csv'],
  ['savant_batter_expected_stats.csv', 'savant-expected-stats/2024_batters_expected_stats.csv'],
  ['savant_pitcher_expected_stats.csv', 'savant-expected-stats/2025-07-27_pitchers_expected_stats.csv'],
  ['savant_pitch_arsenal.csv', 'savant-pitch-arsenal/2025_batters_pitch-arsenal-stats.csv'],
  ['savant_pitcher_arsenal.csv', 'savant-pitch-arsenal/2025_pitchers_pitch-arsenal-stats.csv'],
  ['savant_park_factors.csv', 'savant-park-factors/savant_park_factors_2023-2025_rolling.csv'],
  ['statcast_home_runs.csv', 'statcast-search/2020-09-03_all_pitches_statcast_search_raw.csv'],
  ['fangraphs-stats.csv', 'fangraphs-batting/2026-07-07_fg_batting_last14days.csv'],
  ['fangraphs-pitchers.csv', 'fangraphs-pitching/2025_fg_pitching_dashboard.csv'],
];

describe.skipIf(!present)('the download gate accepts real exports', () => {
  it.each(PAIRS)('%s ← %s', (target, realFile) => {
    const result = validateDownload(fileTarget(target), new Uint8Array(readFileSync(path.join(REAL, realFile))), INPUTS);
    expect(result).toMatchObject({ ok: true });
  });

  it('recognises a real Statcast search export as a chunk and counts its records', () => {
    const file = 'statcast-search/2020-09-03_all_pitches_statcast_search_raw.csv';
    const bytes = new Uint8Array(readFileSync(path.join(REAL, file)));
    const chunk = readChunk({ start: '2020-09-03', end: '2020-09-03' }, bytes);
    expect(chunk.rows).toBe(readCsvTable(file, bytes).records.length);
  });
});
