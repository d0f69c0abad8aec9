import { describe, expect, it } from 'vitest';
import { buildDisplayNames, chooseDisplayName, type NameOffer } from '../../../pipeline/core/display-names.ts';
import type { PicksFile } from '../../../domain/contracts/index.ts';
import { withDisplayNames } from '../../../pipeline/core/display-names-outputs.ts';
import { sharedNamesOf } from '../../../pipeline/core/matching.ts';
import { buildNameContext } from '../../../pipeline/core/names.ts';

const ctx = buildNameContext([], [{ from: 'Alex Lyle', to: 'Alexander Lyle' }]);

describe('chooseDisplayName: the precedence rule', () => {
  it('an accented spelling beats a plain one, whatever the sources', () => {
    expect(
      chooseDisplayName([
        { name: 'Joaquin Martinez', source: 'mlb-stats' },
        { name: 'Joaquín Martínez', source: 'fangraphs-stats' },
      ]),
    ).toBe('Joaquín Martínez');
  });

  it('among spellings alike in accents, the source order decides: MLB Stats API, Statcast, Savant, lineups, FanGraphs', () => {
    expect(
      chooseDisplayName([
        { name: 'JT Ridgeway', source: 'fangraphs-stats' },
        { name: 'J.T. Ridgeway', source: 'savant-batter-ev' },
        { name: 'J. T. Ridgeway', source: 'lineups' },
      ]),
    ).toBe('J.T. Ridgeway');
    expect(
      chooseDisplayName([
        { name: 'Yainer Muñoz', source: 'home-runs' },
        { name: 'Yainer Muñóz', source: 'mlb-stats' },
      ]),
    ).toBe('Yainer Muñóz');
  });

  it('the first spelling of the best source wins a tie', () => {
    expect(
      chooseDisplayName([
        { name: 'Mike Reyes', source: 'fangraphs-stats' },
        { name: 'Michael Reyes', source: 'fangraphs-stats' },
      ]),
    ).toBe('Mike Reyes');
  });

  it('a damaged spelling (UTF-8 read as Latin-1) never wins, though it is not ASCII', () => {
    expect(
      chooseDisplayName([
        { name: 'JosÃ© RamÃ­rez', source: 'mlb-stats' },
        { name: 'Jose Ramirez', source: 'fangraphs-stats' },
      ]),
    ).toBe('Jose Ramirez');
  });
});

describe('buildDisplayNames: names with and without ids', () => {
  const offers: NameOffer[] = [
    { mlbamId: 1, name: 'Joaquín Martínez', team: 'MIL', source: 'mlb-stats' },
    { mlbamId: 1, name: 'Joaquin Martinez', team: 'MIL', source: 'fangraphs-stats' },
    { mlbamId: 2, name: 'Max Muncy', team: 'LAD', source: 'fangraphs-stats' },
    { mlbamId: 3, name: 'Max Muncy', team: 'ATH', source: 'fangraphs-stats' },
    { mlbamId: 4, name: 'Alexander Lyle', team: 'ARI', source: 'mlb-stats' },
  ];
  const names = buildDisplayNames(offers, ctx, sharedNamesOf([], ctx, [offers]));

  it('by id: the chosen spelling, whatever the output wrote', () => {
    expect(names.of('Joaquin Martinez', null, 1)).toBe('Joaquín Martínez');
  });

  it('without id: exact name (accents folded), with or without the team, and the alias file', () => {
    expect(names.of('Joaquin Martinez', 'MIL')).toBe('Joaquín Martínez');
    expect(names.of('JOAQUIN MARTINEZ', null)).toBe('Joaquín Martínez');
    expect(names.of('Alex Lyle', 'ARI')).toBe('Alexander Lyle');
  });

  it('namesakes: the team tells them apart, without it the name is kept as written', () => {
    expect(names.of('Max Muncy', 'ATH')).toBe('Max Muncy');
    expect(names.of('Max Muncy', null)).toBe('Max Muncy');
  });

  it('an initial or a lone last name never renames a player; an unknown name and an unknown id are kept', () => {
    expect(names.of('J. Martinez', 'MIL')).toBe('J. Martinez');
    expect(names.of('Martinez', 'MIL')).toBe('Martinez');
    expect(names.of('Nobody Known', 'MIL')).toBe('Nobody Known');
    // Another id under the same name is another person.
    expect(names.of('Joaquin Martinez', 'MIL', 99)).toBe('Joaquin Martinez');
  });

  it('an output file takes the id from a player id ("mlbam-1")', () => {
    const pick = { id: 'mlbam-1', name: 'Joaquin Martinez', team: 'MIL', hrProbability: 0.5, opponent: 'PIT', oddsAmerican: null, pHr: 0.2 };
    const picks = { schemaVersion: 1, date: '2026-08-21', confident: [pick], punt: [], value: [] } as unknown as PicksFile;
    const file = withDisplayNames(names, { file: 'picks.json', data: picks, rows: 1 });
    expect(file.data.confident[0]!.name).toBe('Joaquín Martínez');
  });
});
