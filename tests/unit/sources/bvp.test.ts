import { describe, expect, it } from 'vitest';
import { parseBvp } from '../../../pipeline/sources/bvp.ts';
import { utf8 } from './helpers.ts';

describe('parseBvp', () => {
  it('reads counts (numbers or numeric strings), ".313" strings, absent AVG as null, player defaulting to the batter', () => {
    const json = `[
{"batter": "Nate Holloway", "pitcher": "Cole Marchetti", "PA": 18, "AB": 16, "H": 5, "1B": 3, "2B": 1, "3B": 0, "HR": 1, "BB": 2, "SO": 4, "AVG": ".313", "OBP": 0.389, "SLG": ".563", "player": "Nate Holloway", "team": "NYY"},
{"batter": "Luis Ferrán", "pitcher": "Andrés Galván", "PA": "4", "AB": "4", "H": "0", "1B": 0, "2B": 0, "3B": 0, "HR": 0, "BB": 0, "SO": 2}
]`;
    const parsed = parseBvp('bvp.json', utf8(json));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        batter: 'Nate Holloway',
        pitcher: 'Cole Marchetti',
        player: 'Nate Holloway',
        team: 'NYY',
        PA: 18,
        AB: 16,
        H: 5,
        '1B': 3,
        '2B': 1,
        '3B': 0,
        HR: 1,
        BB: 2,
        SO: 4,
        AVG: 0.313,
        OBP: 0.389,
        SLG: 0.563,
      },
      {
        batter: 'Luis Ferrán',
        pitcher: 'Andrés Galván',
        player: 'Luis Ferrán',
        team: '',
        PA: 4,
        AB: 4,
        H: 0,
        '1B': 0,
        '2B': 0,
        '3B': 0,
        HR: 0,
        BB: 0,
        SO: 2,
        AVG: null,
        OBP: null,
        SLG: null,
      },
    ]);
  });

  it('keeps two batters of one name on different clubs facing the same pitcher; rejects a true repeat', () => {
    const line = (team: string, pa: number) =>
      `{"batter": "Max Muncy", "pitcher": "Daisuke Kimura", "PA": ${pa}, "AB": ${pa - 1}, "H": 0, "1B": 0, "2B": 0, "3B": 0, "HR": 0, "BB": 1, "SO": 0, "team": "${team}"}`;
    const parsed = parseBvp('bvp.json', utf8(`[\n${line('ATH', 4)},\n${line('LAD', 9)},\n${line('OAK', 5)}\n]`));
    expect(parsed.rows.map((r) => [r.team, r.PA])).toEqual([
      ['ATH', 4],
      ['LAD', 9],
    ]);
    expect(parsed.rejected).toEqual([
      { file: 'bvp.json', line: 4, column: null, reason: 'duplicate row for Max Muncy (ATH) vs Daisuke Kimura (first at line 2)' },
    ]);
  });

  it('compares names without case, and never mistakes one batter-pitcher pair for another', () => {
    const line = (batter: string, pitcher: string) =>
      `{"batter": ${JSON.stringify(batter)}, "pitcher": ${JSON.stringify(pitcher)}, "PA": 1, "AB": 1, "H": 0, "1B": 0, "2B": 0, "3B": 0, "HR": 0, "BB": 0, "SO": 0}`;
    const lines = [line('Max Muncy', 'Daisuke Kimura'), line('MAX MUNCY', 'daisuke kimura'), line('A|', 'B'), line('A', '|B'), line('Kimura', 'Muncy')];
    const parsed = parseBvp('bvp.json', utf8(`[\n${lines.join(',\n')}\n]`));
    expect(parsed.rows.map((r) => `${r.batter} vs ${r.pitcher}`)).toEqual(['Max Muncy vs Daisuke Kimura', 'A| vs B', 'A vs |B', 'Kimura vs Muncy']);
    expect(parsed.rejected).toEqual([{ file: 'bvp.json', line: 3, column: null, reason: 'duplicate row for MAX MUNCY vs daisuke kimura (first at line 2)' }]);
  });
});

describe('parseBvp bounds (bounds.ts)', () => {
  const line = (avg: string, slg: string) =>
    `{"batter": "Nate Holloway", "pitcher": "Cole Marchetti", "PA": 4, "AB": 4, "H": 1, "1B": 1, "2B": 0, "3B": 0, "HR": 0, "BB": 0, "SO": 1, "AVG": ${avg}, "OBP": ".250", "SLG": ${slg}}`;

  it('accepts AVG and SLG at their edges (1 and 4)', () => {
    const parsed = parseBvp('bvp.json', utf8(`[${line('1', '4')}]`));
    expect(parsed.rejected).toEqual([]);
  });

  it('rejects AVG over 1 and a negative SLG, naming the column and the range', () => {
    const parsed = parseBvp('bvp.json', utf8(`[\n${line('1.2', '".5"')},\n${line('".25"', '-0.1')}\n]`));
    expect(parsed.rows).toEqual([]);
    expect(parsed.rejected.map((r) => r.reason)).toEqual(['[0].AVG: 1.2 is out of range [0, 1] (fraction)', '[1].SLG: -0.1 is out of range [0, 4] (fraction)']);
  });
});
