import { describe, expect, it } from 'vitest';
import { batterFromDescription, parseHomeRunsCsv, parseStatcastSearch } from '../../../pipeline/sources/home-runs.ts';
import { utf8, withBom } from './helpers.ts';

describe('parseHomeRunsCsv', () => {
  it('reads the normalised form with sourceId game_pk-at_bat_number', () => {
    const csv = [
      'date,game_pk,at_bat_number,batter_id,batter_name,team,pitcher_id,pitcher_name,venue,pitch_name,hit_distance,launch_speed,launch_angle,hr_count',
      '2026-06-14,900001,34,700101,Ramón Quiñones,SFG,720001,"Marchetti, Cole",Oracle Park,Slider,412,108.4,29,17',
    ].join('\n');
    const parsed = parseHomeRunsCsv('home_runs.csv', utf8(csv));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        date: '2026-06-14',
        batterId: 700101,
        batterName: 'Ramón Quiñones',
        team: 'SF',
        pitcherId: 720001,
        pitcherName: 'Cole Marchetti',
        venue: 'Oracle Park',
        pitchName: 'Slider',
        distance: 412,
        exitVelocity: 108.4,
        launchAngle: 29,
        hrCount: 17,
        sourceId: '900001-34',
        gamePk: '900001',
      },
    ]);
  });
});

describe('parseStatcastSearch', () => {
  const header =
    '"pitch_type","game_date","player_name","batter","pitcher","events","des","home_team","away_team","inning_topbot","hit_distance_sc","launch_speed","launch_angle","game_pk","at_bat_number","pitch_name"';

  it('keeps home_run events only: batter and count from des, batting team from the half inning, "null" as no value', () => {
    const csv = [
      header,
      '"SL","2026-06-14","Marchetti, Cole","700101","720001","home_run","Ramón Quiñones homers (17) on a fly ball to left field.   Tyson Earle scores.  ","TB","SF","Top","412","108.4","29","900001","34","Slider"',
      '"FF","2026-06-14","Quiñones, Ramón","700105","720005","strikeout","Marcus Ybarra strikes out swinging.","TB","SF","Bot","null","null","null","900001","35","4-Seam Fastball"',
      '"CH","2026-06-14","Amador, Gus","710001","720005","home_run","Ray Lindqvist hits a grand slam (9) to right field.","TB","SF","Bot","null","101.2","null","900001","40","Changeup"',
    ].join('\n');
    const parsed = parseStatcastSearch('statcast_home_runs.csv', withBom(csv));
    expect(parsed.format).toBe('statcast-search');
    expect(parsed.rowsRead).toBe(2);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        date: '2026-06-14',
        batterId: 700101,
        batterName: 'Ramón Quiñones',
        team: 'SF',
        pitcherId: 720001,
        pitcherName: 'Cole Marchetti',
        venue: null,
        pitchName: 'Slider',
        distance: 412,
        exitVelocity: 108.4,
        launchAngle: 29,
        hrCount: 17,
        sourceId: '900001-34',
        gamePk: '900001',
      },
      {
        date: '2026-06-14',
        batterId: 710001,
        batterName: 'Ray Lindqvist',
        team: 'TB',
        pitcherId: 720005,
        pitcherName: 'Gus Amador',
        venue: null,
        pitchName: 'Changeup',
        distance: null,
        exitVelocity: 101.2,
        launchAngle: null,
        hrCount: 9,
        sourceId: '900001-40',
        gamePk: '900001',
      },
    ]);
  });

  it('reads the batter from each des form, collapsing spaces', () => {
    expect(batterFromDescription('Marcus A.   Ybarra homers (4) on a fly ball to left center field.')).toEqual({
      name: 'Marcus A. Ybarra',
      hrCount: 4,
    });
    expect(batterFromDescription('Devin Okafor Jr.  homers (6) on a line drive to left field.')).toEqual({
      name: 'Devin Okafor Jr.',
      hrCount: 6,
    });
    expect(batterFromDescription('Jonah Pruitt hits an inside-the-park home run (2) on a line drive to right-center field.')).toEqual({
      name: 'Jonah Pruitt',
      hrCount: 2,
    });
    expect(batterFromDescription('Jonah Pruitt singles on a line drive to right field.')).toBeNull();
  });
});

describe('game ids and dates as feeds really write them', () => {
  const header = 'date,game_pk,at_bat_number,batter_id,batter_name,team,home_team';
  it('re-saved ids: 824542.0 (pandas) is game 824542 and at-bat 31; a value that is not a whole id is a reject naming file, line, column and value', () => {
    const parsed = parseHomeRunsCsv(
      'home_runs.csv',
      utf8(
        [
          header,
          '2026-08-21,824542.0,31.0,592450.0,Aaron Judge,NYY,NYY',
          '2026-08-21,8245x2,32,1,Ann Bell,NYY,NYY',
          '2026-08-21,824542.5,33,2,Cy Dunn,NYY,NYY',
        ].join('\n'),
      ),
    );
    expect(parsed.rows.map((r) => [r.gamePk, r.sourceId, r.batterId])).toEqual([['824542', '824542-31', 592450]]);
    expect(parsed.rejected).toEqual([
      { file: 'home_runs.csv', line: 3, column: 'game_pk', reason: 'column "game_pk": "8245x2" is not a game id (gamePk)' },
      { file: 'home_runs.csv', line: 4, column: 'game_pk', reason: 'column "game_pk": "824542.5" is not a game id (gamePk)' },
    ]);
  });

  it("UTC instants: an evening home run written as an instant is on its game's local date, in the home park's zone", () => {
    const rows = [
      // 9:40 pm in New York on the 21st.
      '2026-08-22T01:40:00Z,824542,60,592450,Aaron Judge,NYY,NYY',
      // 10:10 pm in Los Angeles on the 21st (the batting club is the visitor: the home park decides).
      '2026-08-22T05:10:00Z,824543,61,660271,Shohei Ohtani,NYY,LAD',
      // No home_team column value: the batting club's park.
      '2026-08-22T03:15:00.000+00:00,824544,62,1,Ann Bell,SEA,',
    ];
    const parsed = parseHomeRunsCsv('home_runs.csv', utf8([header, ...rows].join('\n')));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((r) => r.date)).toEqual(['2026-08-21', '2026-08-21', '2026-08-21']);
  });

  it('the Statcast export reads game_date in the home park as well and normalises its game_pk', () => {
    const csv = [
      'game_date,game_pk,at_bat_number,events,des,batter,home_team,away_team,inning_topbot',
      '2026-08-22T02:05:00Z,824542.0,12.0,home_run,Aaron Judge homers (40) on a fly ball to left field.,592450,SEA,NYY,Top',
    ].join('\n');
    const parsed = parseStatcastSearch('statcast_home_runs.csv', utf8(csv));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ date: '2026-08-21', gamePk: '824542', sourceId: '824542-12' });
  });
});
