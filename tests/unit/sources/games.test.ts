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
        // A time without a zone is read in US Eastern (EDT in June): never the build machine's zone.
        gameTime: '2026-06-14T23:05:00Z',
        gameNumber: null,
        doubleHeader: null,
        startTimeTBD: false,
        status: null,
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
        gameNumber: null,
        doubleHeader: null,
        startTimeTBD: false,
        status: 'Scheduled',
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
        gameNumber: null,
        doubleHeader: null,
        startTimeTBD: false,
        status: 'Pre-Game',
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

describe('schedule dates, times and doubleheaders', () => {
  const game = (over: Record<string, unknown>) =>
    JSON.stringify([{ gamePk: 900010, gameDate: '2026-08-21', away: 'SF', home: 'MIN', venue: 'Target Field', ...over }]);

  it('a gameDate written as a UTC instant is the home park’s local date, not its UTC date part', () => {
    const parsed = parseMatchupData('m.json', utf8(game({ gameDate: '2026-08-22T01:10:00Z', gameTime: '2026-08-22T01:10:00Z' })));
    expect(parsed.rows[0]?.gameDate).toBe('2026-08-21');
    const official = parseMatchupData('m.json', utf8(game({ gameDate: '2026-08-22T01:10:00Z', officialDate: '2026-08-21' })));
    expect(official.rows[0]?.gameDate).toBe('2026-08-21');
  });

  it('a first-pitch time without a zone is read in US Eastern and said so; a TBD start has no time', () => {
    const parsed = parseMatchupData('m.json', utf8(game({ gameTime: '2026-08-21T19:10:00' })));
    expect(parsed.rows[0]?.gameTime).toBe('2026-08-21T23:10:00Z');
    expect(parsed.warnings).toEqual(['1 first-pitch time written without a zone: read in US Eastern (the MLB convention)']);
    const pm = parseMatchupData('m.json', utf8(game({ gameTime: '7:10 PM' })));
    expect(pm.rows[0]?.gameTime).toBe('2026-08-21T23:10:00Z');
    const tbd = parseMatchupData('m.json', utf8(game({ gameTime: '2026-08-21T23:10:00Z', startTimeTBD: true })));
    expect(tbd.rows[0]?.gameTime).toBeNull();
    const bad = parseMatchupData('m.json', utf8(game({ gameTime: 'soon' })));
    expect(bad.rows).toEqual([]);
    expect(bad.rejected[0]?.reason).toContain('is not a first-pitch time');
  });

  it('reads the doubleheader fields and the status', () => {
    const parsed = parseMatchupData('m.json', utf8(game({ gameNumber: 2, doubleHeader: 'S', status: 'Postponed' })));
    expect(parsed.rows[0]).toMatchObject({ gameNumber: 2, doubleHeader: 'S', status: 'Postponed' });
    expect(parseMatchupData('m.json', utf8(game({ gameNumber: 3 }))).rejected[0]?.reason).toContain('not a game number');
  });
});
