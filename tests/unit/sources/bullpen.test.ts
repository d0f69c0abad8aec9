import { describe, expect, it } from 'vitest';
import { parseBullpen } from '../../../pipeline/sources/bullpen.ts';
import { utf8 } from './helpers.ts';

describe('parseBullpen', () => {
  it('reads entries: usage of six days, ip in thirds, kperc fractions x100 (file-wide), B as S', () => {
    const json = `[
{"team": "SEA", "player": "Andrés Galván", "thr": "R", "role": "Closer", "usage": [0, 18, null, 22, 0, 0], "vfa": 97.9, "vsi": null, "g": 62, "ip": 60.1, "era": 2.98, "sv": 28, "hld": 6, "k9": 11.2, "kperc": 0.301},
{"team": "Mariners", "player": "Vic Solano", "thr": "L", "role": "Setup", "usage": [15, 0, 0, 0, 12, 0], "vfa": "94.2", "vsi": 93.8, "g": 55, "ip": 48.667, "era": 3.51, "sv": 2, "hld": 19, "k9": 9.1, "kperc": 0.245}
]`;
    const parsed = parseBullpen('bullpen.json', utf8(json));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.warnings).toEqual(['kperc read as fractions (every value <= 1) and multiplied by 100']);
    const [closer, setup] = parsed.rows;
    expect(closer).toMatchObject({
      team: 'SEA',
      player: 'Andrés Galván',
      thr: 'R',
      role: 'Closer',
      usage: [0, 18, null, 22, 0, 0],
      vfa: 97.9,
      vsi: null,
      g: 62,
      era: 2.98,
      sv: 28,
      hld: 6,
      k9: 11.2,
      kperc: 30.1,
    });
    expect(closer?.ip).toBeCloseTo(60 + 1 / 3, 10);
    expect(setup).toMatchObject({ team: 'SEA', thr: 'L', vfa: 94.2, kperc: 24.5 });
    expect(setup?.ip).toBeCloseTo(48 + 2 / 3, 10);
  });

  it('keeps kperc as 0-100 when any value is above 1', () => {
    const entry = (player: string, kperc: number) => ({
      team: 'TOR',
      player,
      thr: 'B',
      role: 'Middle',
      usage: [0, 0, 0, 0, 0, 0],
      kperc,
      ip: 20,
    });
    const parsed = parseBullpen('bullpen.json', utf8(JSON.stringify([entry('Jonah Pruitt', 27.5), entry('Gus Amador', 0.9)])));
    expect(parsed.rows.map((r) => [r.thr, r.kperc, r.ip])).toEqual([
      ['S', 27.5, 20],
      ['S', 0.9, 20],
    ]);
    expect(parsed.warnings).toEqual([]);
  });
});

describe('parseBullpen bounds (bounds.ts)', () => {
  const entry = (over: string) =>
    `{"team": "SEA", "player": "Vic Solano", "thr": "L", "role": "Setup", "usage": [15, 0, 0, 0, 12, 0], "vfa": 94.2, "vsi": 93.8, "g": 55, "ip": 48.2, "era": 3.51, "sv": 2, "hld": 19, "k9": 9.1, "kperc": 24.5, ${over}}`;

  it('accepts values at their edges', () => {
    const parsed = parseBullpen('bullpen.json', utf8(`[${entry('"vfa": 110, "era": 0, "k9": 27')}]`));
    expect(parsed.rejected).toEqual([]);
  });

  it.each([
    ['"vfa": 193', 'vfa'],
    ['"era": -1', 'era'],
    ['"k9": 40', 'k9'],
    ['"g": 500', 'g'],
    ['"usage": [15, 0, 900, 0, 12, 0]', 'usage[2]'],
  ])('rejects %s as out of range', (over, column) => {
    const parsed = parseBullpen('bullpen.json', utf8(`[${entry(over)}]`));
    expect(parsed.rows).toEqual([]);
    expect(parsed.rejected).toHaveLength(1);
    expect(parsed.rejected[0]!.column).toContain(column);
    expect(parsed.rejected[0]!.reason).toMatch(/is out of range \[/);
  });
});
