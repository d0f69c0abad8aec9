import { describe, expect, it } from 'vitest';
import { rvComparisonFileSchema } from '../../../../domain/contracts/index.ts';
import { buildMatchupsFile } from '../../../../pipeline/core/builders/matchups.ts';
import { buildRvComparisonFile } from '../../../../pipeline/core/builders/rv-comparison.ts';
import { joinOf } from './slate-fixture.ts';

describe('buildRvComparisonFile', () => {
  it('compares each hitter with pitch values against his opposing starter', () => {
    const join = joinOf();
    const file = rvComparisonFileSchema.parse(buildRvComparisonFile(join, buildMatchupsFile(join, []).teams));
    expect(new Set(file.rows.map((r) => `${r.batter} v ${r.pitcher}`))).toEqual(new Set(['Aaron Judge v Brayan Bello']));
    expect(file.absence).toBeNull();
  });

  it('has no rows without matchups', () => {
    const file = rvComparisonFileSchema.parse(buildRvComparisonFile(joinOf(), []));
    expect(file.rows).toEqual([]);
  });
});
