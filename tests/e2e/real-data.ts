/**
 * The real public exports in ../shared/real-data (read-only, never copied into the
 * project) that make a slate: the real 2026-08-22 lineups and probable pitchers, with
 * real Savant and FanGraphs exports under the file names the pipeline reads.
 */
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tempDir } from './cli-helpers.ts';

export const REAL = path.resolve(ROOT, '../shared/real-data');
export const realDataPresent = existsSync(path.join(REAL, 'lineups/2026-08-22_lineups_flat.json'));
if (!realDataPresent) console.warn(`[real-data] SKIPPED: ${REAL} is not present; the real-export slate tests need ../shared/real-data.`);

/** The slate date of the real lineups. */
export const REAL_SLATE_DATE = '2026-08-22';

/** Real file -> the name the pipeline reads it under. */
export const REAL_SLATE_FILES: Record<string, string> = {
  'lineups/2026-08-22_lineups_flat.json': 'lineups.json',
  'statsapi-schedule/2026-08-22_probable_pitchers.csv': 'probable_pitchers.csv',
  'savant-exit-velocity/2026-08-22_batters_exit_velocity.csv': 'savant_batter_ev_barrels.csv',
  'savant-exit-velocity/2026-08-22_pitchers_exit_velocity.csv': 'savant_pitcher_ev_barrels.csv',
  'savant-exit-velocity/2025_batters_exit_velocity.csv': 'savant_batter_ev_barrels_prior.csv',
  'fangraphs-batting/2026-07-07_fg_batting_last14days.csv': 'fangraphs-stats.csv',
  'fangraphs-batting/2017-2025_fg_batting_qualified_multiseason.csv': 'fangraphs-stats-prior.csv',
  'fangraphs-pitching/2026-07-01_fg_pitching_last14days.csv': 'fangraphs-pitchers.csv',
  'savant-expected-stats/2025_batters_expected_stats.csv': 'savant_batter_expected_stats.csv',
  'savant-expected-stats/2025-07-27_pitchers_expected_stats.csv': 'savant_pitcher_expected_stats.csv',
  'savant-pitch-arsenal/2025_batters_pitch-arsenal-stats.csv': 'savant_pitch_arsenal.csv',
  'savant-pitch-arsenal/2025_pitchers_pitch-arsenal-stats.csv': 'savant_pitcher_arsenal.csv',
  'savant-park-factors/savant_park_factors_2023-2025_rolling.csv': 'savant_park_factors.csv',
};

/** A raw folder holding the real slate's files. */
export function realRawDir(): string {
  const raw = tempDir('real');
  for (const [from, to] of Object.entries(REAL_SLATE_FILES)) copyFileSync(path.join(REAL, from), path.join(raw, to));
  return raw;
}
