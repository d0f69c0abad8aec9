/**
 * mlb_stats.csv / mlb_stats_prior.csv: MLB Stats API season hitting (this season,
 * the previous one), one row per player:
 * `playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops`.
 * mlb_pitching.csv: MLB Stats API season pitching, one row per player:
 * `playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era`
 * (homeRuns are the home runs he allowed; inningsPitched in thirds notation, "123.1").
 * Here `playerId` is the MLBAM id (the bridge between name spellings); averages
 * come as ".324" strings.
 */
import type { ParsedInput } from './parsed-input.ts';
import { parseStatTable, type StatTableSpec } from './stat-table.ts';
import type { StatRow } from '../inputs/rows.ts';

export const MLB_STATS: StatTableSpec = {
  format: 'mlb-stats-api',
  columns: [
    { key: 'G', unit: 'count', headers: ['gamesPlayed', 'G'] },
    { key: 'PA', unit: 'count', headers: ['plateAppearances', 'PA'] },
    { key: 'AB', unit: 'count', headers: ['atBats', 'AB'] },
    { key: 'H', unit: 'count', headers: ['hits', 'H'] },
    { key: 'HR', unit: 'count', headers: ['homeRuns', 'HR'] },
    { key: 'AVG', unit: 'rate', headers: ['avg', 'AVG'] },
    { key: 'OBP', unit: 'rate', headers: ['obp', 'OBP'] },
    { key: 'SLG', unit: 'rate', headers: ['slg', 'SLG'] },
  ],
  mlbamIdColumns: ['playerId', 'player_id', 'id', 'MLBAMID'],
};

/** mlb_stats.csv */
export function parseMlbStats(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, MLB_STATS);
}

export const MLB_PITCHING: StatTableSpec = {
  format: 'mlb-stats-api-pitching',
  columns: [
    { key: 'G', unit: 'count', headers: ['gamesPlayed', 'G'] },
    { key: 'GS', unit: 'count', headers: ['gamesStarted', 'GS'] },
    { key: 'IP', unit: 'innings-thirds', headers: ['inningsPitched', 'IP'] },
    // A pitcher's PA are the batters he faced, as in the FanGraphs pitching table (TBF).
    { key: 'PA', unit: 'count', headers: ['battersFaced', 'TBF'] },
    { key: 'HR', unit: 'count', headers: ['homeRuns', 'HR'] },
    { key: 'ERA', unit: 'rate', headers: ['era', 'ERA'] },
  ],
  mlbamIdColumns: ['playerId', 'player_id', 'id', 'MLBAMID'],
  modelColumns: {
    PA: "the pitcher's batters faced fall back to innings pitched",
    HR: 'the pitcher is left to the league rate',
    IP: 'the pitcher is left to the league rate',
  },
};

/** mlb_pitching.csv */
export function parseMlbPitching(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, MLB_PITCHING);
}
