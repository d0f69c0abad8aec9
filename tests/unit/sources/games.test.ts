import { describe, expect, it } from 'vitest';
import { parseMatchupData, parseProbablePitchersCsv } from '../../../pipeline/sources/games.ts';
import { utf8 } from './helpers.ts';

describe('parseMatchupData', () => {
  it('reads games with venue, weather and starters ("Last, First" turned around)', () => {
    const json = `[
  {"gamePk": 900001, "gameDate": "2026-06-14", "gameTime": "19:05", "away": "KCR", "home": "Yankees", "venue": "Yankee Stadium", "weather": "81 degrees, sunny",
   "awayPitcher": {"name": "Galván, Andrés", "id": 720002}, "homePitcher": null}
]`;
    const parsed = parseMatchupData('matchup_data.json', utf8(json));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        gamePk: '900001',
        gameDate: '2026-06-14',
        gameTime: '19:05',
        away: 'KC',
        home: 'NYY',
        venue: 'Yankee Stadium',
        weather: '81 degrees, sunny',
        awayPitcher: { name: 'Andrés Galván', mlbamId: 720002 },
        homePitcher: null,
      },
    ]);
  });
});

describe('parseProbablePitchersCsv', () => {
  it('reads the Stats API probable-pitchers CSV with code variants and a TBD starter', () => {
    const csv = [
      '"game_date","game_pk","game_num","game_time","venue","away_team","away_team_name","home_team","home_team_name","away_pitcher_id","away_pitcher","home_pitcher_id","home_pitcher","status"',
      '"2026-06-14","900002","","2026-06-14T23:10:00Z","Petco Park","SFG","San Francisco Giants","SDP","San Diego Padres","720001","Marchetti, Cole","","","Scheduled"',
      '"2026-06-14","900003","","2026-06-14T17:35:00Z","Nationals Park","ATH","Athletics","WSH","Washington Nationals","720004","Pérez Soto, Iván","720005","Amador, Gus","Pre-Game"',
    ].join('\n');
    const parsed = parseProbablePitchersCsv('probable_pitchers.csv', utf8(csv));
    expect(parsed.format).toBe('statsapi-probable-pitchers');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        gamePk: '900002',
        gameDate: '2026-06-14',
        gameTime: '2026-06-14T23:10:00Z',
        away: 'SF',
        home: 'SD',
        venue: 'Petco Park',
        weather: null,
        awayPitcher: { name: 'Cole Marchetti', mlbamId: 720001 },
        homePitcher: null,
      },
      {
        gamePk: '900003',
        gameDate: '2026-06-14',
        gameTime: '2026-06-14T17:35:00Z',
        away: 'ATH',
        home: 'WAS',
        venue: 'Nationals Park',
        weather: null,
        awayPitcher: { name: 'Iván Pérez Soto', mlbamId: 720004 },
        homePitcher: { name: 'Gus Amador', mlbamId: 720005 },
      },
    ]);
  });
});
