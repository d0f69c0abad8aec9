/**
 * The probability model's real-season side files: a season's game conditions (games_<y>.csv.gz) and a season's
 * Statcast batting aggregates (statcast_batting_<y>.csv). Values out of bounds are rejected with file, line, column
 * and value and read as unknown; the file's shape stops the read (MODEL_DATA_INVALID). And the real files, when
 * ../shared/model-data is there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LongballError } from '../../../pipeline/errors.ts';
import { parseGameConditions, readGameConditions } from '../../../pipeline/sources/game-conditions.ts';
import { parseStatcastBatting, readStatcastBatting } from '../../../pipeline/sources/statcast-batting.ts';
import { MODEL_DATA_DIR, modelDataPresent } from '../probability/helpers.ts';

const HEADER = 'game_id,date,site,daynight,start_time,temp_f,wind_dir,wind_mph,sky,precip,field_cond';
const games = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;
const errorOf = (run: () => unknown): LongballError => {
  try {
    run();
  } catch (e) {
    return e as LongballError;
  }
  throw new Error('did not throw');
};

describe('game conditions (games_<y>.csv.gz)', () => {
  it("maps Retrosheet's directions to out, in and across, 0 mph to calm, a dome to indoors", () => {
    const read = parseGameConditions(
      'games_2022.csv',
      games(
        'CHN202204070,2022-04-07,CHI11,day,14:20,45,tocf,12,cloudy,none,unknown',
        'CHN202204080,2022-04-08,CHI11,day,14:20,51,fromlf,9,sunny,none,unknown',
        'CHN202204090,2022-04-09,CHI11,day,14:20,60,rtol,7,sunny,none,unknown',
        'CHN202204100,2022-04-10,CHI11,day,14:20,62,unknown,0,sunny,none,unknown',
        'TBA202204100,2022-04-10,STP01,day,13:10,72,unknown,0,dome,none,unknown',
        'SEA202205050,2022-05-05,SEA03,night,19:10,,unknown,,cloudy,none,unknown',
      ),
    );
    expect(read.rejects).toEqual([]);
    expect(read.firstDate).toBe('2022-04-07');
    expect(read.lastDate).toBe('2022-05-05');
    expect(Object.fromEntries(read.conditions)).toEqual({
      CHN202204070: { indoors: false, temperatureF: 45, wind: { direction: 'out', mph: 12 } },
      CHN202204080: { indoors: false, temperatureF: 51, wind: { direction: 'in', mph: 9 } },
      CHN202204090: { indoors: false, temperatureF: 60, wind: { direction: 'cross', mph: 7 } },
      CHN202204100: { indoors: false, temperatureF: 62, wind: { direction: 'calm', mph: 0 } },
      TBA202204100: { indoors: true, temperatureF: 72, wind: { direction: 'calm', mph: 0 } },
      SEA202205050: { indoors: false, temperatureF: null, wind: null },
    });
  });

  it('a speed with an unknown direction is no wind reading, never a crosswind', () => {
    const read = parseGameConditions('g.csv', games('CHN202204070,2022-04-07,CHI11,day,14:20,45,unknown,14,cloudy,none,unknown'));
    expect(read.conditions.get('CHN202204070')!.wind).toBeNull();
  });

  it('rejects a value out of bounds or not a code, naming file, line, column and value, and reads it as unknown', () => {
    const read = parseGameConditions(
      'games_2022.csv',
      games('CHN202204070,2022-04-07,CHI11,day,14:20,250,tocf,12,cloudy,none,unknown', 'CHN202204080,2022-04-08,CHI11,day,14:20,51,north,80,rain,none,unknown'),
    );
    expect(read.rejects.map((r) => [r.line, r.column, r.value])).toEqual([
      [2, 'temp_f', '250'],
      [3, 'sky', 'rain'],
      [3, 'wind_mph', '80'],
      [3, 'wind_dir', 'north'],
    ]);
    expect(read.rejects[0]!.reason).toBe('out of range [-20, 130] (°F)');
    expect(read.conditions.get('CHN202204070')).toEqual({ indoors: false, temperatureF: null, wind: { direction: 'out', mph: 12 } });
    expect(read.conditions.get('CHN202204080')).toEqual({ indoors: false, temperatureF: 51, wind: null });
  });

  it("stops on the shape: a game twice, a date not the game id's, a bad header, an empty file", () => {
    const row = 'CHN202204070,2022-04-07,CHI11,day,14:20,45,tocf,12,cloudy,none,unknown';
    expect(errorOf(() => parseGameConditions('g.csv', games(row, row))).details).toMatchObject({ line: 3, column: 'game_id' });
    expect(errorOf(() => parseGameConditions('g.csv', games(row.replace('2022-04-07', '2022-04-08')))).details).toMatchObject({ line: 2, column: 'date' });
    expect(errorOf(() => parseGameConditions('g.csv', `${HEADER.replace('temp_f', 'temp')}\n${row}\n`)).code).toBe('MODEL_DATA_INVALID');
    expect(errorOf(() => parseGameConditions('g.csv', `${HEADER}\n`)).code).toBe('MODEL_DATA_EMPTY');
  });
});

describe('Statcast batting (statcast_batting_<y>.csv)', () => {
  const SC = 'batter_id,mlbam_id,season,pa,bbe,barrels,barrels_per_pa,barrel_pct,avg_exit_velo';
  it("reads each batter's PAs and barrels, and the league's barrels per PA over the rows it keeps", () => {
    const read = parseStatcastBatting('s.csv', `${SC}\nabrej003,547989,2018,553,396,36,0.0651,9.1,91.3\nacunr001,660670,2018,487,313,42,0.0862,13.4,90.9\n`);
    expect(read.season).toBe(2018);
    expect(read.rows).toBe(2);
    expect(Object.fromEntries(read.batters)).toEqual({ abrej003: { pa: 553, barrels: 36 }, acunr001: { pa: 487, barrels: 42 } });
    expect(read.leagueBarrelsPerPa).toBeCloseTo(78 / 1040, 12);
  });

  it('rejects a row whose counts are out of bounds or do not nest, naming file, line, column and value', () => {
    const read = parseStatcastBatting(
      's.csv',
      `${SC}\na001,1,2018,900,300,20,,,\nb001,2,2018,100,120,5,,,\nc001,3,2018,100,50,60,,,\nd001,4,2018,100,50,6,,,\n`,
    );
    expect(read.rejects.map((r) => [r.line, r.column, r.value])).toEqual([
      [2, 'pa', '900'],
      [3, 'bbe', '120'],
      [4, 'barrels', '60'],
    ]);
    expect([...read.batters.keys()]).toEqual(['d001']);
  });

  it('stops on one batter twice, or two seasons in one file', () => {
    expect(errorOf(() => parseStatcastBatting('s.csv', `${SC}\na001,1,2018,100,50,5,,,\na001,1,2018,100,50,5,,,\n`)).details).toMatchObject({
      line: 3,
      column: 'batter_id',
    });
    expect(errorOf(() => parseStatcastBatting('s.csv', `${SC}\na001,1,2018,100,50,5,,,\nb001,2,2017,100,50,5,,,\n`)).details).toMatchObject({
      line: 3,
      column: 'season',
    });
  });
});

describe.skipIf(!modelDataPresent)('the real files in ../shared/model-data', () => {
  it.each(['2017', '2018', '2020', '2021', '2022'])('games_%s.csv.gz: one row per game, nothing rejected', (y) => {
    const file = path.join(MODEL_DATA_DIR, `games_${y}.csv.gz`);
    if (!existsSync(file)) return;
    const read = readGameConditions(file);
    expect(read.rejects).toEqual([]);
    expect(read.rows).toBe({ '2017': 2430, '2018': 2431, '2020': 898, '2021': 2429, '2022': 2430 }[y]);
    const indoors = [...read.conditions.values()].filter((c) => c.indoors).length;
    expect(indoors).toBe({ '2017': 349, '2018': 353, '2020': 155, '2021': 408, '2022': 441 }[y]);
  });

  it('statcast_batting_2021.csv: every row kept, its league barrels per PA about 5-7 %', () => {
    const read = readStatcastBatting(path.join(MODEL_DATA_DIR, 'statcast_batting_2021.csv'));
    expect(read.rejects).toEqual([]);
    expect(read.batters.size).toBe(1049);
    expect(read.leagueBarrelsPerPa).toBeGreaterThan(0.05);
    expect(read.leagueBarrelsPerPa).toBeLessThan(0.07);
  });
});
