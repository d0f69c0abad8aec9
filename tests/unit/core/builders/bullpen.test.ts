import { describe, expect, it } from 'vitest';
import { bullpenFileSchema } from '../../../../domain/contracts/index.ts';
import { buildBullpenFile } from '../../../../pipeline/core/builders/bullpen.ts';
import { joinOf, runBuilder, stat } from './slate-fixture.ts';

describe('buildBullpenFile', () => {
  it('writes the entries and six usage-day labels', () => {
    const file = bullpenFileSchema.parse(runBuilder(buildBullpenFile, joinOf()).data);
    expect(file.usageDays).toHaveLength(6);
    expect(file.entries.map((e) => [e.team, e.player, e.role])).toEqual([['BOS', 'Aroldis Chapman', 'Closer']]);
    expect(file.absence).toBeNull();
  });

  it("gives each pitcher his HR/9 from the pitching tables (the bullpen input has none): FanGraphs' HR/9, else HR x 9 / IP, else null", () => {
    const hr9 = (overrides: Parameters<typeof joinOf>[0]) => runBuilder(buildBullpenFile, joinOf(overrides)).data.entries[0]!.hr9;
    const fangraphs = [stat('Aroldis Chapman', 'BOS', null, { IP: 48, 'HR/9': 0.9375 })];
    const mlb = [stat('Aroldis Chapman', 'BOS', null, { IP: 48, HR: 7 })];
    expect(hr9({ 'fangraphs-pitchers': fangraphs, 'mlb-pitching': mlb })).toBe(0.94);
    // Only the MLB Stats API's counts: 7 x 9 / 48.
    expect(hr9({ 'mlb-pitching': mlb })).toBe(1.31);
    // Counts are never mixed across tables: HR from one, IP from another gives nothing.
    expect(
      hr9({ 'fangraphs-pitchers': [stat('Aroldis Chapman', 'BOS', null, { IP: 48 })], 'mlb-pitching': [stat('Aroldis Chapman', 'BOS', null, { HR: 7 })] }),
    ).toBeNull();
    expect(hr9({})).toBeNull();
  });

  it('states a missing bullpen input', () => {
    expect(runBuilder(buildBullpenFile, joinOf({ bullpen: null })).data.absence?.missingInputs).toEqual(['bullpen']);
  });
});
