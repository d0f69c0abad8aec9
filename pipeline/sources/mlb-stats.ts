/**
 * mlb_stats.csv: MLB Stats API season hitting, one row per player:
 * `playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops`.
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
