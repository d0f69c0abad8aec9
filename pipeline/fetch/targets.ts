/**
 * What `pipeline fetch` writes: every file (named as docs/inputs.md names it),
 * the source that produces it, and the checks a download must pass before it may
 * replace the previous good file.
 *
 * - requiredColumns: header names the build reads; a download whose header lacks
 *   one (the source renamed or dropped a column) is rejected. "a|b" accepts either.
 * - carryOver: whether the last good file of an EARLIER date may stand in when
 *   today's download fails (season tables: yes; the day's lineups, games and odds: no).
 * - allowEmpty: whether zero rows is a valid answer (no home runs yet, no prices posted).
 */
export const SOURCE_IDS = ['schedule', 'handedness', 'mlb-stats', 'savant', 'statcast', 'fangraphs', 'odds', 'results'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export const SOURCE_LABELS: Record<SourceId, string> = {
  schedule: 'MLB Stats API schedule, lineups, venues + Open-Meteo weather',
  handedness: 'MLB Stats API people (bats / throws)',
  'mlb-stats': 'MLB Stats API season hitting (this and last season) and pitching, and the three previous seasons of both',
  savant: 'Baseball Savant leaderboards',
  statcast: 'Baseball Savant Statcast search (season home runs)',
  fangraphs: 'FanGraphs leaderboards',
  odds: 'The Odds API batter_home_runs',
  results: "MLB Stats API the previous day's game states and box scores (settling the archived picks)",
};

export interface FileTarget {
  fileName: string;
  source: SourceId;
  requiredColumns: readonly string[];
  carryOver: boolean;
  allowEmpty: boolean;
}

const SAVANT_NAME = ['last_name, first_name', 'player_id|pitcher_id|batter_id'];
const EV = [...SAVANT_NAME, 'avg_hit_speed', 'max_hit_speed', 'avg_hit_angle', 'ev95percent', 'brl_percent'];
const EXPECTED = [...SAVANT_NAME, 'pa', 'ba', 'est_ba', 'slg', 'est_slg', 'woba', 'est_woba'];
const ARSENAL = [...SAVANT_NAME, 'pitch_type', 'pitch_name', 'run_value_per_100', 'run_value', 'pitches', 'pitch_usage', 'hard_hit_percent'];

const MLB_HITTING = ['playerId', 'fullName', 'team', 'plateAppearances', 'atBats', 'homeRuns', 'avg', 'obp', 'slg'];

const target = (fileName: string, source: SourceId, requiredColumns: readonly string[], carryOver: boolean, allowEmpty = false): FileTarget => ({
  fileName,
  source,
  requiredColumns,
  carryOver,
  allowEmpty,
});

export const FILE_TARGETS: readonly FileTarget[] = [
  target('lineups.json', 'schedule', [], false, true),
  target('matchup_data.json', 'schedule', [], false, true),
  target('PlayerHandedness.csv', 'handedness', [], true),
  target('mlb_stats.csv', 'mlb-stats', MLB_HITTING, true),
  target('mlb_stats_prior.csv', 'mlb-stats', MLB_HITTING, true),
  target('mlb_pitching.csv', 'mlb-stats', ['playerId', 'fullName', 'team', 'inningsPitched', 'battersFaced', 'homeRuns'], true),
  target('mlb_history_batting.csv', 'mlb-stats', ['season', ...MLB_HITTING], true),
  target('mlb_history_pitching.csv', 'mlb-stats', ['season', 'playerId', 'fullName', 'team', 'inningsPitched', 'battersFaced', 'homeRuns'], true),
  target('savant_batter_ev_barrels.csv', 'savant', EV, true),
  target('savant_pitcher_ev_barrels.csv', 'savant', EV, true),
  target('savant_batter_ev_barrels_prior.csv', 'savant', [...SAVANT_NAME, 'attempts', 'barrels', 'brl_pa'], true),
  target('savant_batter_expected_stats.csv', 'savant', EXPECTED, true),
  target('savant_pitcher_expected_stats.csv', 'savant', EXPECTED, true),
  target('savant_pitch_arsenal.csv', 'savant', ARSENAL, true),
  target('savant_pitcher_arsenal.csv', 'savant', ARSENAL, true),
  target('savant_park_factors.csv', 'savant', ['Team', 'Venue', 'Park Factor', 'HR'], true),
  target(
    'statcast_home_runs.csv',
    'statcast',
    [
      'game_date',
      'game_pk',
      'at_bat_number',
      'events',
      'des',
      'batter',
      'pitcher',
      'home_team',
      'away_team',
      'inning_topbot',
      'launch_speed',
      'launch_angle',
      'hit_distance_sc',
      'pitch_name',
    ],
    true,
    true,
  ),
  target('fangraphs-stats.csv', 'fangraphs', ['Name', 'Team', 'PA', 'HR', 'AVG', 'SLG', 'PlayerId', 'MLBAMID'], true),
  target('fangraphs-pitchers.csv', 'fangraphs', ['Name', 'Team', 'IP', 'ERA', 'PlayerId', 'MLBAMID'], true),
  target('fangraphs-stats-prior.csv', 'fangraphs', ['Name', 'Team', 'PA', 'HR', 'PlayerId', 'MLBAMID'], true),
  target('odds.json', 'odds', [], false, true),
  target('game_results.json', 'results', [], false, true),
];

export const targetsOf = (source: SourceId): FileTarget[] => FILE_TARGETS.filter((t) => t.source === source);

export function fileTarget(fileName: string): FileTarget {
  const found = FILE_TARGETS.find((t) => t.fileName === fileName);
  if (!found) throw new Error(`no fetch target is named ${fileName}`);
  return found;
}
