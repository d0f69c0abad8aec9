/**
 * Human names of the pipeline's input ids (docs/inputs.md), for the
 * "data built ... from ..." line on every page. Unknown ids show as-is.
 */
export const INPUT_LABELS: Readonly<Record<string, string>> = {
  lineups: 'Lineups',
  games: 'Schedule & probable pitchers',
  reference: 'Name character reference',
  'name-aliases': 'Name aliases',
  handedness: 'Player handedness',
  razzball: 'Projection-site table',
  projections: 'FanGraphs projections',
  'fangraphs-stats': 'FanGraphs batting',
  'fangraphs-stats-prior': 'FanGraphs batting, previous season',
  'fangraphs-pitchers': 'FanGraphs pitching',
  'savant-batter-ev': 'Savant batter exit velocity & barrels',
  'savant-batter-ev-prior': 'Savant batter barrels, previous season',
  'savant-pitcher-ev': 'Savant pitcher exit velocity & barrels',
  'savant-batter-expected': 'Savant batter expected stats',
  'savant-pitcher-expected': 'Savant pitcher expected stats',
  'savant-batter-arsenal': 'Savant batter pitch arsenal',
  'savant-pitcher-arsenal': 'Savant pitcher pitch arsenal',
  'savant-park-factors': 'Savant park factors',
  'mlb-stats': 'MLB Stats API hitting',
  'mlb-stats-prior': 'MLB Stats API hitting, previous season',
  'mlb-pitching': 'MLB Stats API pitching',
  'mlb-history-batting': 'MLB Stats API hitting, previous three seasons',
  'mlb-history-pitching': 'MLB Stats API pitching, previous three seasons',
  last7: 'Last 7 days',
  bvp: 'Batter vs. pitcher history',
  bullpen: 'Bullpen usage',
  odds: 'Sportsbook odds',
  'home-runs': 'Season home runs',
  'game-results': 'MLB game results & box scores',
};

export function inputLabel(id: string): string {
  return INPUT_LABELS[id] ?? id;
}
