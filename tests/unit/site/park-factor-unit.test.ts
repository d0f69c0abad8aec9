/**
 * One unit for the park factor across the site: the HR index, 100 = neutral, whatever
 * scale the generated file carries (projections.json the multiplier, park-factors.json the
 * index), with the same tooltip on every park-factor header.
 */
import { describe, expect, it } from 'vitest';
import type { ParkFactorRow } from '../../../domain/contracts/index.ts';
import type { ProjectedBatter } from '../../../domain/contracts/projections.ts';
import { OWN_MODEL_FILTERS } from '../../../src/columns/hr-projections-filters.ts';
import { ownModelColumns } from '../../../src/columns/hr-projections.ts';
import { parkFactorColumns } from '../../../src/columns/park-factors.ts';
import { CALCULATOR_FACTORS } from '../../../src/lib/calculator-factors.ts';
import { formatParkFactor, PARK_FACTOR_TITLE, parkFactorIndex } from '../../../src/lib/park-factor.ts';
import { toCsv } from '../../../src/ui/table/csv.ts';
import { formatCell } from '../../../src/ui/table/format-cell.ts';

describe('the park-factor formatter', () => {
  it.each([
    [1.15, '115'],
    [115, '115'],
    [0.99, '99'],
    [99, '99'],
    [1, '100'],
    [1.055, '106'],
  ] as const)('%s shows as %s', (value, text) => expect(formatParkFactor(value)).toBe(text));

  it('a missing value is missing, never neutral', () => {
    expect(parkFactorIndex(null)).toBeNull();
    expect(formatParkFactor(null)).toBe('—');
    expect(formatParkFactor(Number.NaN)).toBe('—');
  });

  it('the tooltip states the unit with an example', () => {
    expect(PARK_FACTOR_TITLE).toBe('Park HR factor, 100 = neutral; 115 = 15% more home runs than average');
  });
});

describe('every park-factor display shows the index', () => {
  const batter = { parkFactor: 0.99 } as ProjectedBatter;
  const park = { parkFactor: 99 } as ParkFactorRow;
  const projectionsColumn = ownModelColumns.find((c) => c.id === 'parkFactor')!;
  const parksColumn = parkFactorColumns.find((c) => c.id === 'parkFactor')!;

  it('HR Projections (a 0.99 multiplier) and Park Factors (a 99 index) show the same 99', () => {
    expect(formatCell(projectionsColumn, batter)).toBe('99');
    expect(formatCell(parksColumn, park)).toBe('99');
  });

  it('the Calculator shows the index', () => {
    expect(CALCULATOR_FACTORS.parkFactor.display(0.99)).toBe('99');
    expect(CALCULATOR_FACTORS.parkFactor.description).toContain(PARK_FACTOR_TITLE);
  });

  it('each park-factor header carries the unit tooltip', () => {
    expect(projectionsColumn.title).toBe(PARK_FACTOR_TITLE);
    expect(parksColumn.title).toContain(PARK_FACTOR_TITLE);
  });

  it("HR Projections' CSV and its filter box use the index too", () => {
    const csv = toCsv([projectionsColumn], [batter]);
    expect(csv).toBe('\uFEFFPark Factor\r\n99\r\n');
    const filter = OWN_MODEL_FILTERS.find((f) => f.id === 'parkFactor')!;
    expect(filter.scale * (projectionsColumn.value(batter) as number)).toBe(99);
    expect(filter.unit).toBe('100 = neutral');
  });
});
