import { describe, expect, it } from 'vitest';
import { parkFactorsFileSchema } from '../../../../domain/contracts/index.ts';
import { buildParkFactorsFile } from '../../../../pipeline/core/builders/park-factors.ts';
import { joinOf, runBuilder } from './slate-fixture.ts';

describe('buildParkFactorsFile', () => {
  it('lists the parks with the year label of the rows', () => {
    const file = parkFactorsFileSchema.parse(runBuilder(buildParkFactorsFile, joinOf()).data);
    expect(file.yearLabel).toBe('2023-2025');
    expect(file.parks.map((p) => [p.team, p.venue])).toEqual([['BOS', 'Fenway Park']]);
  });

  it('falls back to the default label and states the absence', () => {
    const file = parkFactorsFileSchema.parse(runBuilder(buildParkFactorsFile, joinOf({ 'savant-park-factors': null })).data);
    expect(file.parks).toEqual([]);
    expect(file.yearLabel).not.toBe('');
    expect(file.absence?.missingInputs).toEqual(['savant-park-factors']);
  });
});
