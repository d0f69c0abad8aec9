import { describe, expect, it } from 'vitest';
import { homeRunsFileSchema } from '../../../../domain/contracts/index.ts';
import { buildHomeRunsFile } from '../../../../pipeline/core/builders/home-runs.ts';
import { joinOf, runBuilder } from './slate-fixture.ts';

describe('buildHomeRunsFile', () => {
  it('keeps the season before the slate date', () => {
    const file = homeRunsFileSchema.parse(runBuilder(buildHomeRunsFile, joinOf()).data);
    expect(file.season).toBe(2026);
    expect(file.homeRuns.map((h) => h.date)).toEqual(['2026-08-20']);
    expect(file.byPark.reduce((n, p) => n + p.count, 0)).toBe(1);
    expect(file.absence).toBeNull();
  });

  it('states a missing home-run input', () => {
    expect(runBuilder(buildHomeRunsFile, joinOf({ 'home-runs': null })).data.absence?.missingInputs).toEqual(['home-runs']);
  });
});
