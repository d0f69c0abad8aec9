import { describe, expect, it } from 'vitest';
import { INPUTS, inputDefinition, parseInput } from '../../../pipeline/sources/index.ts';
import { utf8 } from './helpers.ts';

describe('INPUTS registry', () => {
  it('has one entry per input id of docs/inputs.md, only lineups required', () => {
    expect(INPUTS.map((d) => d.id)).toEqual([
      'lineups',
      'games',
      'reference',
      'name-aliases',
      'handedness',
      'razzball',
      'projections',
      'fangraphs-stats',
      'fangraphs-stats-prior',
      'fangraphs-pitchers',
      'savant-batter-ev',
      'savant-batter-ev-prior',
      'savant-pitcher-ev',
      'savant-batter-expected',
      'savant-pitcher-expected',
      'savant-batter-arsenal',
      'savant-pitcher-arsenal',
      'savant-park-factors',
      'mlb-stats',
      'mlb-stats-prior',
      'mlb-pitching',
      'mlb-history-batting',
      'mlb-history-pitching',
      'last7',
      'bvp',
      'bullpen',
      'odds',
      'home-runs',
      'game-results',
    ]);
    expect(INPUTS.filter((d) => d.required).map((d) => d.id)).toEqual(['lineups']);
    expect(inputDefinition('lineups').fileNames).toEqual(['lineups.json', 'lineups.csv']);
    expect(inputDefinition('home-runs').fileNames).toEqual(['home_runs.csv', 'statcast_home_runs.csv']);
  });

  it('picks the parser by the file name found for inputs with two names', () => {
    const csv = 'team,name,battingOrder\nNYY,Nate Holloway,2\nSEA,Theo Vance,3\n';
    expect(parseInput('lineups', 'lineups.csv', utf8(csv)).format).toBe('lineups-csv');
    expect(parseInput('lineups', 'lineups.json', utf8('[]')).format).toBe('lineups-spec');
    const games = 'game_date,away_team,home_team\n2026-06-14,NYY,SEA\n';
    expect(parseInput('games', 'probable_pitchers.csv', utf8(games)).rows[0]).toMatchObject({ away: 'NYY', home: 'SEA' });
    const statcast = 'events,des,game_date,inning_topbot,home_team,away_team\nfield_out,x,2026-06-14,Top,SEA,NYY\n';
    expect(parseInput('home-runs', 'statcast_home_runs.csv', utf8(statcast)).format).toBe('statcast-search');
  });
});
