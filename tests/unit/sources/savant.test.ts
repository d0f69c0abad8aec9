import { describe, expect, it } from 'vitest';
import { parseSavantExitVelocity, parseSavantExpectedStats, parseSavantParkFactors, parseSavantPitchArsenal } from '../../../pipeline/sources/savant.ts';
import { latin1, utf8, withBom } from './helpers.ts';

describe('parseSavantExitVelocity', () => {
  const file = 'savant_batter_ev_barrels.csv';

  it('reads the quoted "last_name, first_name" export with a BOM; percents stay 0-100; "null" is no value', () => {
    const csv = [
      '"last_name, first_name","player_id","attempts","avg_hit_angle","max_hit_speed","avg_hit_speed","ev95percent","brl_percent"',
      '"Quiñones, Ramón","700101","402","14.2","114.9","91.3",48.5,13.1',
      '"Okafor Jr., Devin","700103","377","-1.5","110.2","89.0",39.9,"null"',
    ].join('\n');
    const parsed = parseSavantExitVelocity(file, withBom(csv));
    expect(parsed.format).toBe('savant-exit-velocity');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        name: 'Ramón Quiñones',
        nameAscii: null,
        team: null,
        teamRaw: null,
        mlbamId: 700101,
        stats: { BBE: 402, EV: 91.3, maxEV: 114.9, LA: 14.2, 'HardHit%': 48.5, 'Barrel%': 13.1 },
        line: 2,
      },
      {
        name: 'Devin Okafor Jr.',
        nameAscii: null,
        team: null,
        teamRaw: null,
        mlbamId: 700103,
        stats: { BBE: 377, EV: 89, maxEV: 110.2, LA: -1.5, 'HardHit%': 39.9 },
        line: 3,
      },
    ]);
  });

  it('reads a pandas re-save (pitcher_id, bare numbers, 400.0)', () => {
    const csv =
      '"last_name, first_name",pitcher_id,attempts,avg_hit_angle,max_hit_speed,avg_hit_speed,ev95percent,brl_percent\n"Marchetti, Cole",720001,560.0,9.8,113.0,88.7,38.0,6.0\n';
    const parsed = parseSavantExitVelocity('savant_pitcher_ev_barrels.csv', utf8(csv));
    expect(parsed.rows[0]).toMatchObject({
      name: 'Cole Marchetti',
      mlbamId: 720001,
      stats: { EV: 88.7, maxEV: 113, LA: 9.8, 'HardHit%': 38, 'Barrel%': 6 },
    });
  });

  it('reads the batted-ball profile (id, name, fractions x100)', () => {
    const csv = '"id","name","bbe","pull_rate","ld_rate","fb_rate"\n"700101","Quiñones, Ramón","300",0.43,0.212,0.335\n';
    const parsed = parseSavantExitVelocity(file, utf8(csv));
    expect(parsed.format).toBe('savant-batted-ball');
    expect(parsed.rows[0]).toMatchObject({ name: 'Ramón Quiñones', mlbamId: 700101, stats: { Pull: 43, LD: 21.2, FB: 33.5 } });
  });
});

describe('parseSavantExpectedStats', () => {
  it('reads the legacy unquoted header whose names span two fields', () => {
    const csv = 'last_name, first_name,player_id,year,pa,ba,est_ba,slg,est_slg,woba,est_woba\nBrennan, Hal,710002,2025,412,.251,0.262,.433,0.451,0.322,0.335\n';
    const parsed = parseSavantExpectedStats('savant_batter_expected_stats.csv', utf8(csv));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        name: 'Hal Brennan',
        nameAscii: null,
        team: null,
        teamRaw: null,
        mlbamId: 710002,
        stats: { PA: 412, AVG: 0.251, xBA: 0.262, SLG: 0.433, xSLG: 0.451, wOBA: 0.322, xwOBA: 0.335 },
        line: 2,
        season: 2025,
      },
    ]);
  });

  it('reads the pitcher side with era as a quoted string', () => {
    const csv = '"last_name, first_name","player_id","year","pa","ba","slg","era","xera"\n"Galván, Andrés","720002","2025","250",0.214,0.351,"2.98","3.40"\n';
    const parsed = parseSavantExpectedStats('savant_pitcher_expected_stats.csv', utf8(csv));
    expect(parsed.rows[0]?.stats).toEqual({ PA: 250, AVG: 0.214, SLG: 0.351, ERA: 2.98 });
  });
});

describe('parseSavantPitchArsenal', () => {
  it("decodes a Latin-1 file, normalises team_name_alt and keeps each player's latest year", () => {
    const csv = [
      '"last_name, first_name","player_id","year","team_name_alt","pitch_type","pitch_name","run_value_per_100","run_value","pitches","pitch_usage","hard_hit_percent"',
      '"Galv\xe1n, Andr\xe9s",720002,2024,"CWS","FF","4-Seam Fastball",-1.2,-9,780,52.3,41.0',
      '"Galv\xe1n, Andr\xe9s",720002,2024,"CWS","SL","Slider",0.8,4,512,34.4,28.5',
      '"Galv\xe1n, Andr\xe9s",720002,2023,"CWS","FF","4-Seam Fastball",0.3,2,700,60.1,39.0',
      '"Marchetti, Cole",720001,2024,"AZ","CH","Changeup",1.6,17,1082,37.1,20.1',
    ].join('\n');
    const parsed = parseSavantPitchArsenal('savant_pitcher_arsenal.csv', latin1(csv));
    expect(parsed.format).toBe('savant-pitch-arsenal');
    expect(parsed.rowsRead).toBe(4);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        name: 'Andrés Galván',
        mlbamId: 720002,
        team: 'CWS',
        pitchType: 'FF',
        pitchName: '4-Seam Fastball',
        runValue: -9,
        runValuePer100: -1.2,
        pitches: 780,
        pitchUsage: 52.3,
        hardHitPercent: 41,
        line: 2,
      },
      {
        name: 'Andrés Galván',
        mlbamId: 720002,
        team: 'CWS',
        pitchType: 'SL',
        pitchName: 'Slider',
        runValue: 4,
        runValuePer100: 0.8,
        pitches: 512,
        pitchUsage: 34.4,
        hardHitPercent: 28.5,
        line: 3,
      },
      {
        name: 'Cole Marchetti',
        mlbamId: 720001,
        team: 'ARI',
        pitchType: 'CH',
        pitchName: 'Changeup',
        runValue: 17,
        runValuePer100: 1.6,
        pitches: 1082,
        pitchUsage: 37.1,
        hardHitPercent: 20.1,
        line: 5,
      },
    ]);
    expect(parsed.warnings).toEqual([
      'decoded as Windows-1252/Latin-1 (the bytes are not UTF-8)',
      "multi-year file (2023-2024): kept each player's latest year; 1 earlier-year row set aside",
    ]);
  });

  it('rejects the same player and pitch type twice', () => {
    const csv =
      '"last_name, first_name","player_id","team_name_alt","pitch_type","pitch_name","run_value","pitch_usage"\n"Earle, Tyson",700102,"SEA","FF","4-Seam Fastball",3,40.8\n"Earle, Tyson",700102,"SEA","FF","4-Seam Fastball",4,40.8\n';
    const parsed = parseSavantPitchArsenal('savant_pitch_arsenal.csv', utf8(csv));
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rejected).toEqual([
      { file: 'savant_pitch_arsenal.csv', line: 3, column: null, reason: 'duplicate row for Tyson Earle FF (first at line 2)' },
    ]);
  });

  it('tells players without an id apart by their name in any case, and apart from a player with an id', () => {
    const csv = [
      '"last_name, first_name","player_id","pitch_type","run_value"',
      '"Earle, Tyson",,"FF",3',
      '"EARLE, TYSON",,"FF",4',
      '"Earle, Tyson",,"SL",1',
      '"Earle, Tyson",700102,"FF",2',
    ].join('\n');
    const parsed = parseSavantPitchArsenal('savant_pitch_arsenal.csv', utf8(csv));
    expect(parsed.rows.map((r) => [r.line, r.mlbamId, r.pitchType])).toEqual([
      [2, null, 'FF'],
      [4, null, 'SL'],
      [5, 700102, 'FF'],
    ]);
    expect(parsed.rejected).toEqual([
      { file: 'savant_pitch_arsenal.csv', line: 3, column: null, reason: 'duplicate row for TYSON EARLE FF (first at line 2)' },
    ]);
  });
});

describe('parseSavantParkFactors', () => {
  const file = 'savant_park_factors.csv';
  const header = 'Rk.,Team,Venue,Year,Park Factor,wOBACon,xwOBACon,BACON,xBACON,HardHit,R,OBP,H,1B,2B,3B,HR,BB,SO,PA';

  it('reads the Savant table: nickname teams, HR as the park factor, a repeated header line rejected', () => {
    const csv = [
      header,
      '1,Rockies,Coors Field,2023-2025,113,111,103,111,104,102,124,110,115,114,117,201,107,101,93,37000',
      header,
      '2,D-backs,Chase Field,2023-2025,102,101,99,102,100,101,105,102,104,103,115,188,88,98,95,39000',
    ].join('\n');
    const parsed = parseSavantParkFactors(file, utf8(csv));
    expect(parsed.format).toBe('savant-park-factors');
    expect(parsed.rowsRead).toBe(3);
    expect(parsed.rejected).toEqual([{ file, line: 3, column: null, reason: 'repeated header line' }]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows[0]).toEqual({
      team: 'COL',
      teamRaw: 'Rockies',
      venue: 'Coors Field',
      year: '2023-2025',
      hr: 107,
      overall: 113,
      wOBACon: 111,
      xwOBACon: 103,
      BACON: 111,
      xBACON: 104,
      HardHit: 102,
      R: 124,
      OBP: 110,
      H: 115,
      '1B': 114,
      '2B': 117,
      '3B': 201,
      BB: 101,
      SO: 93,
      PA: 37000,
    });
    expect(parsed.rows[1]).toMatchObject({ team: 'ARI', teamRaw: 'D-backs', venue: 'Chase Field', hr: 88, overall: 102 });
  });

  it('reads the renamed subset, falling back to ParkFactor for hr with a warning', () => {
    const csv = 'team,venue,ParkFactor,wOBACon,xwOBACon,BACON,xBACON\nMariners,T-Mobile Park,92,94,91,96,97\nWhite Sox,Rate Field,100,98,99,96,101\n';
    const parsed = parseSavantParkFactors(file, utf8(csv));
    expect(parsed.format).toBe('savant-park-factors-subset');
    expect(parsed.rows.map((r) => [r.team, r.venue, r.year, r.hr, r.overall, r.wOBACon, r.HardHit])).toEqual([
      ['SEA', 'T-Mobile Park', '', 92, 92, 94, null],
      ['CWS', 'Rate Field', '', 100, 100, 98, null],
    ]);
    expect(parsed.warnings).toEqual(['no HR column: the overall "ParkFactor" index is used as the HR park factor']);
  });
});
