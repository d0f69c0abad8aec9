import { describe, expect, it } from 'vitest';
import { bullpenFileSchema } from '../../../../domain/contracts/index.ts';
import { buildBullpenFile } from '../../../../pipeline/core/builders/bullpen.ts';
import { joinOf, runBuilder } from './slate-fixture.ts';

describe('buildBullpenFile', () => {
  it('writes the entries and six usage-day labels', () => {
    const file = bullpenFileSchema.parse(runBuilder(buildBullpenFile, joinOf()).data);
    expect(file.usageDays).toHaveLength(6);
    expect(file.entries.map((e) => [e.team, e.player, e.role])).toEqual([['BOS', 'Aroldis Chapman', 'Closer']]);
    expect(file.absence).toBeNull();
  });

  it('states a missing bullpen input', () => {
    expect(runBuilder(buildBullpenFile, joinOf({ bullpen: null })).data.absence?.missingInputs).toEqual(['bullpen']);
  });
});
