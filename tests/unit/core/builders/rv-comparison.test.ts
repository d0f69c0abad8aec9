import { describe, expect, it } from 'vitest';
import { rvComparisonFileSchema } from '../../../../domain/contracts/index.ts';
import { buildRvComparisonFile } from '../../../../pipeline/core/builders/rv-comparison.ts';
import { DATE, joinOf, runBuilder } from './slate-fixture.ts';
import { slateFile } from '../../../../pipeline/core/builders/shape.ts';

describe('buildRvComparisonFile', () => {
  it('compares each hitter with pitch values against his opposing starter', () => {
    const join = joinOf();
    const file = rvComparisonFileSchema.parse(runBuilder(buildRvComparisonFile, join).data);
    expect(new Set(file.rows.map((r) => `${r.batter} v ${r.pitcher}`))).toEqual(new Set(['Aaron Judge v Brayan Bello']));
    expect(file.absence).toBeNull();
  });

  it('has no rows without matchups', () => {
    const noTeams = slateFile('matchups.json', { schemaVersion: 1, date: DATE, teams: [], absence: null });
    const file = rvComparisonFileSchema.parse(runBuilder(buildRvComparisonFile, joinOf(), { 'matchups.json': noTeams }).data);
    expect(file.rows).toEqual([]);
  });
});
