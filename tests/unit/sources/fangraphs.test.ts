import { describe, expect, it } from 'vitest';
import { parseFangraphsBatters, parseFangraphsPitchers, parseFangraphsProjections } from '../../../pipeline/sources/fangraphs.ts';
import { utf8, withBom } from './helpers.ts';

describe('parseFangraphsBatters', () => {
  const file = 'fangraphs-stats.csv';

  it('reads a leaderboard export: BOM, fractions x100, "17.5 %" as written, quoted ".512", multi-team marker, team variants', () => {
    const csv = [
      'Name,Team,G,PA,HR,AVG,SLG,K%,Hard%,IFFB%,NameASCII,PlayerId,MLBAMID',
      '"Ramón Quiñones","SFG",140,588,31,0.271,".512",0.2125,0.415,0.08,"Ramon Quinones",31001,700101',
      '"Tyson Earle","- - -",98,350,12,.244,0.402,0.3,0.38,0.1,"Tyson Earle",31002,700102',
      '"Devin Okafor Jr.","WSN",120,480,22,0.260,0.455,"17.5 %",0.401,,"Devin Okafor Jr.",31003,700103',
    ].join('\n');
    const parsed = parseFangraphsBatters(file, withBom(csv));
    expect(parsed.format).toBe('fangraphs-leaderboard');
    expect(parsed.rowsRead).toBe(3);
    expect(parsed.rejected).toEqual([]);
    // The model reads LD%, FB% and Pull% from this export: their absence is stated.
    expect(parsed.warnings).toEqual([
      'LD%: column missing in fangraphs-stats.csv; ld is null for all hitters',
      'FB%: column missing in fangraphs-stats.csv; fb and trueFb are null for all hitters',
      'Pull%: column missing in fangraphs-stats.csv; pull is null for all hitters',
    ]);
    expect(parsed.rows).toEqual([
      {
        name: 'Ramón Quiñones',
        nameAscii: 'Ramon Quinones',
        team: 'SF',
        teamRaw: 'SFG',
        mlbamId: 700101,
        stats: { G: 140, PA: 588, HR: 31, AVG: 0.271, SLG: 0.512, 'K%': 21.25, 'Hard%': 41.5, 'HC%': 41.5, 'IFFB%': 8 },
        line: 2,
      },
      {
        name: 'Tyson Earle',
        nameAscii: 'Tyson Earle',
        team: null,
        teamRaw: '- - -',
        mlbamId: 700102,
        stats: { G: 98, PA: 350, HR: 12, AVG: 0.244, SLG: 0.402, 'K%': 30, 'Hard%': 38, 'HC%': 38, 'IFFB%': 10 },
        line: 3,
      },
      {
        name: 'Devin Okafor Jr.',
        nameAscii: 'Devin Okafor Jr.',
        team: 'WAS',
        teamRaw: 'WSN',
        mlbamId: 700103,
        stats: { G: 120, PA: 480, HR: 22, AVG: 0.26, SLG: 0.455, 'K%': 17.5, 'Hard%': 40.1, 'HC%': 40.1 },
        line: 4,
      },
    ]);
  });

  it("keeps each player's latest season of a multi-season export and says so", () => {
    const csv = [
      'Season,Name,Team,HR,AVG,NameASCII,PlayerId,MLBAMID',
      '2023,"Ray Lindqvist","OAK",20,0.250,"Ray Lindqvist",40001,710001',
      '2024,"Ray Lindqvist","ATH",25,0.262,"Ray Lindqvist",40001,710001',
      '2022,"Hal Brennan","KCR",15,0.240,"Hal Brennan",40002,710002',
      '2024,"Ray Lindqvist","ATH",26,0.263,"Ray Lindqvist",40001,710001',
    ].join('\n');
    const parsed = parseFangraphsBatters(file, utf8(csv));
    expect(parsed.format).toBe('fangraphs-leaderboard-multiseason');
    expect(parsed.rowsRead).toBe(4);
    expect(parsed.rows.map((r) => [r.name, r.team, r.stats.HR, r.line])).toEqual([
      ['Ray Lindqvist', 'ATH', 25, 3],
      ['Hal Brennan', 'KC', 15, 4],
    ]);
    expect(parsed.rejected).toEqual([{ file, line: 5, column: null, reason: 'duplicate row for Ray Lindqvist (ATH), first at line 3' }]);
    expect(parsed.warnings).toEqual([
      "multi-season file (Season 2022-2024): kept each player's latest season; 1 earlier-season row set aside (for 1 player the latest season is before 2024)",
    ]);
  });

  it('reads the splits-tool form: Tm column, "2 Tms", and playerId as a FanGraphs id (never MLBAM)', () => {
    const csv = ['Season,Name,Tm,PA,K%,playerId', '2025,"Tyson Earle","2 Tms",148,0.175675675,31002', '2025,"Nate Holloway","NYY",120,0.25,31004'].join('\n');
    const parsed = parseFangraphsBatters(file, utf8(csv));
    expect(parsed.format).toBe('fangraphs-splits');
    expect(parsed.rows.map((r) => [r.name, r.team, r.teamRaw, r.mlbamId, r.stats['K%']])).toEqual([
      ['Tyson Earle', null, '2 Tms', null, 17.567568],
      ['Nate Holloway', 'NYY', 'NYY', null, 25],
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it('keeps a file with none of the used columns (any tab is accepted) and warns', () => {
    const parsed = parseFangraphsBatters(
      file,
      utf8('Name,Team,O-Swing%,NameASCII,PlayerId,MLBAMID\n"Nate Holloway","NYY",0.31,"Nate Holloway",31004,700104\n'),
    );
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]?.stats).toEqual({});
    expect(parsed.warnings[0]).toMatch(/^none of the stat columns this input uses are present/);
  });
});

describe('parseFangraphsPitchers', () => {
  const file = 'fangraphs-pitchers.csv';

  it('reads IP in thirds, vFA (pi)/vSI (pi), SV/HLD and fraction K%', () => {
    const csv = [
      'Name,Team,W,L,SV,HLD,G,GS,IP,K/9,vFA (pi),vSI (pi),ERA,K%,NameASCII,PlayerId,MLBAMID',
      '"Cole Marchetti","TBR",11,7,0,0,30,30,171.2,9.45,95.8,95.1,3.41,0.262,"Cole Marchetti",50001,720001',
      '"Andrés Galván","CHW",3,4,28,6,62,0,60.1,11.2,97.9,,2.98,0.301,"Andres Galvan",50002,720002',
    ].join('\n');
    const parsed = parseFangraphsPitchers(file, utf8(csv));
    expect(parsed.rejected).toEqual([]);
    const [cole, andres] = parsed.rows;
    expect(cole?.team).toBe('TB');
    expect(cole?.stats.IP).toBeCloseTo(171 + 2 / 3, 10);
    expect(cole?.stats).toMatchObject({ G: 30, GS: 30, SV: 0, HLD: 0, 'K/9': 9.45, vFA: 95.8, vSI: 95.1, ERA: 3.41, 'K%': 26.2 });
    expect(andres?.team).toBe('CWS');
    expect(andres?.stats.IP).toBeCloseTo(60 + 1 / 3, 10);
    expect(andres?.stats).toMatchObject({ SV: 28, HLD: 6, vFA: 97.9, 'K%': 30.1 });
    expect(andres?.stats.vSI).toBeUndefined();
  });

  it('does not read FB% of the pitch-type tab (fastball usage, next to FBv) as fly balls', () => {
    const parsed = parseFangraphsPitchers(
      file,
      utf8('Name,Team,FB%,FBv,NameASCII,PlayerId,MLBAMID\n"Cole Marchetti","TBR",0.52,95.1,"Cole Marchetti",50001,720001\n'),
    );
    expect(parsed.rows[0]?.stats).toEqual({});
  });
});

describe('parseFangraphsProjections', () => {
  it('reads the rates only: projected counts (AB 566.4) are not the season-to-date counts ab and hr stand for', () => {
    const csv =
      'Name,Team,G,PA,AB,H,HR,AVG,OBP,SLG,ISO,K%,BB%,NameASCII,PlayerId,MLBAMID\n"Nate Holloway","NYY",150,640,566.4,150.2,31.6,0.265,0.349,0.505,0.24,0.231,0.104,"Nate Holloway",31004,700104\n';
    const parsed = parseFangraphsProjections('projections.csv', utf8(csv));
    expect(parsed.format).toBe('fangraphs-projections');
    expect(parsed.rows[0]?.stats).toEqual({
      AVG: 0.265,
      OBP: 0.349,
      SLG: 0.505,
      ISO: 0.24,
      'K%': 23.1,
      'BB%': 10.4,
    });
  });
});
