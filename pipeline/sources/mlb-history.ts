/**
 * mlb_history_batting.csv / mlb_history_pitching.csv: the previous seasons' lines of every
 * hitter and pitcher (the model's history, up to HISTORY_SEASONS back), one row per player and
 * season, in the MLB Stats API columns of mlb-stats.ts plus a `season` column:
 * `season,playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops`
 * and `season,playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era`.
 * A FanGraphs leaderboard exported over several seasons (Season, Name, Team, PA, HR, MLBAMID;
 * TBF for pitchers) reads the same. Every season of a player is kept (the same player twice in
 * one season is a duplicate); which seasons the slate uses is decided by the build
 * (core/history-window.ts), which rejects rows outside the three seasons before the slate's.
 */
import type { ParsedInput } from './parsed-input.ts';
import { MLB_PITCHING, MLB_STATS } from './mlb-stats.ts';
import { parseStatTable, type StatTableSpec } from './stat-table.ts';
import type { StatRow } from '../inputs/rows.ts';

export const MLB_HISTORY_BATTING: StatTableSpec = { ...MLB_STATS, format: 'mlb-stats-api-history', everySeason: true };

export const MLB_HISTORY_PITCHING: StatTableSpec = { ...MLB_PITCHING, format: 'mlb-stats-api-history-pitching', everySeason: true };

/** mlb_history_batting.csv */
export function parseMlbHistoryBatting(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, MLB_HISTORY_BATTING);
}

/** mlb_history_pitching.csv */
export function parseMlbHistoryPitching(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, MLB_HISTORY_PITCHING);
}
