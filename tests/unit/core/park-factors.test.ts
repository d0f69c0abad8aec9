import { describe, expect, it } from 'vitest';
import { parkFactorColour, parkFactorDisplay, parkFactorMultiplier } from '../../../domain/scoring/park-factor.ts';
import { buildParkFactorRows } from '../../../pipeline/core/park-factors.ts';
import { PARK_YEAR_DEFAULT_LABEL } from '../../../domain/spec-constants.ts';
import type { RawParkFactor } from '../../../pipeline/inputs/rows.ts';

function park(team: string, hr: number, over: Partial<RawParkFactor> = {}): RawParkFactor {
  return {
    team,
    teamRaw: team,
    venue: `${team} Park`,
    year: '2023-2025',
    hr,
    overall: 100,
    wOBACon: 101,
    xwOBACon: 99,
    BACON: 100,
    xBACON: 100,
    HardHit: 100,
    R: 102,
    OBP: 100,
    H: 100,
    '1B': 100,
    '2B': 100,
    '3B': 100,
    BB: 100,
    SO: 100,
    PA: 6000,
    ...over,
  };
}

describe('park factor scales (docs/product.md#park-factors)', () => {
  it('a percent is divided by 100; a value under 10 is already a multiplier; default 1', () => {
    expect(parkFactorMultiplier(105)).toBeCloseTo(1.05, 12);
    expect(parkFactorMultiplier(1.05)).toBe(1.05);
    expect(parkFactorMultiplier(9.99)).toBe(9.99);
    expect(parkFactorMultiplier(10)).toBeCloseTo(0.1, 12);
    expect(parkFactorMultiplier(null)).toBe(1);
    expect(parkFactorMultiplier(undefined)).toBe(1);
    expect(parkFactorMultiplier(Number.NaN)).toBe(1);
    expect(parkFactorMultiplier(0)).toBe(1);
  });

  it('displays as the percent index, without floating-point noise', () => {
    expect(parkFactorDisplay(1.05)).toBe(105);
    expect(parkFactorDisplay(105)).toBe(105);
    expect(parkFactorDisplay(0.97)).toBe(97);
    expect(parkFactorDisplay(null)).toBe(100);
  });

  it('colours by the percent index (docs/product.md#park-factors)', () => {
    expect(parkFactorColour(106)).toBe('strong-red');
    expect(parkFactorColour(105)).toBe('light-red');
    expect(parkFactorColour(100.5)).toBe('light-red');
    expect(parkFactorColour(100)).toBe('neutral');
    expect(parkFactorColour(99.9)).toBe('light-blue');
    expect(parkFactorColour(95)).toBe('light-blue');
    expect(parkFactorColour(94.9)).toBe('strong-blue');
    expect(parkFactorColour(1.06)).toBe('strong-red');
    expect(parkFactorColour(null)).toBe('neutral');
  });
});

describe('buildParkFactorRows', () => {
  it('uses HR as Park Factor, fills defaults, sorts by Park Factor desc then team', () => {
    const rows = buildParkFactorRows(
      [park('SEA', 88), park('COL', 112, { venue: '  ' }), park('CIN', 123, { year: '' }), park('BOS', 112)],
      PARK_YEAR_DEFAULT_LABEL,
    );
    expect(rows.map((r) => [r.team, r.parkFactor])).toEqual([
      ['CIN', 123],
      ['BOS', 112],
      ['COL', 112],
      ['SEA', 88],
    ]);
    expect(rows[0]).toMatchObject({ teamName: 'Cincinnati Reds', year: '2023-2025', overall: 100, R: 102, PA: 6000 });
    expect(rows[2]!.venue).toBe('N/A');
    expect(rows[1]!.venue).toBe('BOS Park');
    expect(Object.keys(rows[0]!)).toHaveLength(20); // team, teamName + venue, year, parkFactor, overall and 14 Savant columns
  });
});
