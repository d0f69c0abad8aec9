import { describe, expect, it } from 'vitest';
import {
  buildCharReplacements,
  buildNameContext,
  canonicalName,
  firstInitialLast,
  firstName,
  firstNamesAgree,
  foldName,
  lastName,
  looseName,
  nameParts,
  NO_REPLACEMENTS,
  normaliseName,
} from '../../../pipeline/core/names.ts';

const REFERENCE = [
  { from: 'ø', to: 'o' },
  { from: 'ł', to: 'l' },
  { from: 'ß', to: 'ss' },
  { from: 'æ', to: 'ae' },
];
const ctx = buildNameContext(REFERENCE, [
  { from: 'Mike Siani', to: 'Michael Siani' },
  { from: 'Zach Dezenzo', to: 'Zachary Dezenzo' },
]);
const norm = (name: string): string => normaliseName(name, ctx);

describe('foldName: strip accents, then the replacement file, then lower-case', () => {
  it('strips accents that NFD decomposes', () => {
    expect(foldName('José Ramírez', NO_REPLACEMENTS)).toBe('jose ramirez');
    expect(foldName('Andrés Giménez', NO_REPLACEMENTS)).toBe('andres gimenez');
    expect(foldName('Teoscar Hernández', NO_REPLACEMENTS)).toBe('teoscar hernandez');
    expect(foldName('Ronald Acuña Jr.', NO_REPLACEMENTS)).toBe('ronald acuna jr.');
  });

  it('needs the replacement file for characters NFD cannot fold', () => {
    expect(foldName('Bjørn Słowik', NO_REPLACEMENTS)).toBe('bjørn słowik');
    expect(foldName('Bjørn Słowik', ctx.replacements)).toBe('bjorn slowik');
    expect(foldName('Jan Strauß', ctx.replacements)).toBe('jan strauss');
    expect(foldName('Kjær', ctx.replacements)).toBe('kjaer');
  });

  it('replaces before lower-casing, so the upper-case twin of a listed character is folded too', () => {
    expect(foldName('ØSTERGAARD', ctx.replacements)).toBe('ostergaard');
    expect(foldName('Łukasz', ctx.replacements)).toBe('lukasz');
  });

  it('collapses whitespace, including non-breaking spaces', () => {
    expect(foldName('  Aaron\u00a0  Judge ', NO_REPLACEMENTS)).toBe('aaron judge');
  });
});

describe('buildCharReplacements', () => {
  it('keeps the first pair for a character and ignores identity and empty pairs', () => {
    const table = buildCharReplacements([
      { from: 'ø', to: 'o' },
      { from: 'ø', to: 'oe' },
      { from: 'x', to: 'x' },
      { from: '', to: 'y' },
    ]);
    expect(table.byChar.get('ø')).toBe('o');
    expect(table.byChar.has('x')).toBe(false);
    expect(table.byChar.has('')).toBe(false);
  });

  it('ignores characters accent stripping already decomposed (they never reach the file step)', () => {
    const table = buildCharReplacements([{ from: 'é', to: 'ee' }]);
    expect(table.byChar.size).toBe(0);
    expect(foldName('Gimenéz Bell', table)).toBe('gimenez bell');
  });

  it('does not add an ASCII or length-changing upper-case twin', () => {
    const table = buildCharReplacements([{ from: 'ß', to: 'ss' }]);
    expect([...table.byChar.keys()]).toEqual(['ß']);
  });

  it('applies multi-character sequences, longest first', () => {
    const table = buildCharReplacements([
      { from: 'ij', to: 'y' },
      { from: 'dij', to: 'd' },
    ]);
    expect(foldName('Adijk Vijf', table)).toBe('adk vyf');
  });
});

describe('normaliseName: the known-alias table', () => {
  it('turns "Last, First" around', () => {
    expect(norm('Smith, Will')).toBe('will smith');
    expect(norm('Ramírez, José')).toBe('jose ramirez');
  });

  it('normalises Jr. and II and puts the suffix last, in both name orders', () => {
    expect(norm('Guerrero Jr., Vladimir')).toBe('vladimir guerrero jr');
    expect(norm('Vladimir Guerrero Jr.')).toBe('vladimir guerrero jr');
    expect(norm('Vladimir Guerrero Jr')).toBe('vladimir guerrero jr');
    expect(norm('Bobby Witt, Jr.')).toBe('bobby witt jr');
    expect(norm('Jr. Bobby Witt')).toBe('bobby witt jr');
    expect(norm('Witt, Bobby Jr.')).toBe('bobby witt jr');
    expect(norm('Gurriel Jr., Lourdes')).toBe('lourdes gurriel jr');
    expect(norm('García Jr., Luis')).toBe('luis garcia jr');
    expect(norm('Michael Harris II')).toBe('michael harris ii');
    expect(norm('Harris II, Michael')).toBe('michael harris ii');
  });

  it('does not mistake the first name Junior for a suffix', () => {
    expect(norm('Caminero, Junior')).toBe('junior caminero');
    expect(norm('Junior Caminero')).toBe('junior caminero');
  });

  it('handles initials with and without periods the same way', () => {
    expect(norm('J.T. Realmuto')).toBe('jt realmuto');
    expect(norm('JT Realmuto')).toBe('jt realmuto');
    expect(norm('J. T. Realmuto')).toBe('jt realmuto');
    expect(norm('Realmuto, J.T.')).toBe('jt realmuto');
    expect(norm('J. Smith')).toBe('j smith');
    expect(norm('Michael A. Taylor')).toBe('michael a taylor');
  });

  it('drops apostrophes and keeps hyphenated names together', () => {
    expect(norm("Ke'Bryan Hayes")).toBe('kebryan hayes');
    expect(norm('Ke’Bryan Hayes')).toBe('kebryan hayes');
    expect(norm("O'Hearn, Ryan")).toBe('ryan ohearn');
    expect(norm('Isiah Kiner-Falefa')).toBe('isiah kiner-falefa');
    expect(norm('Kiner – Falefa, Isiah')).toBe('isiah kiner-falefa');
  });

  it('removes marker characters and parenthesised notes', () => {
    expect(norm('Jazz Chisholm Jr.*')).toBe('jazz chisholm jr');
    expect(norm('Shohei Ohtani (Batter)')).toBe('shohei ohtani');
  });

  it('returns an empty string for a name without letters', () => {
    expect(norm(' , . ')).toBe('');
  });
});

describe('looseName: drops dots, suffixes and middle initials', () => {
  it('connects suffixed and unsuffixed spellings', () => {
    expect(looseName('Vladimir Guerrero Jr.', ctx)).toBe('vladimir guerrero');
    expect(looseName('Guerrero, Vladimir', ctx)).toBe('vladimir guerrero');
    expect(looseName('Michael Harris II', ctx)).toBe('michael harris');
  });

  it('drops a middle initial but keeps a first-name initial', () => {
    expect(looseName('Michael A. Taylor', ctx)).toBe('michael taylor');
    expect(looseName('J. Smith', ctx)).toBe('j smith');
    expect(looseName('J.T. Realmuto', ctx)).toBe('jt realmuto');
  });
});

describe('name parts', () => {
  it('keeps particles with the last name', () => {
    expect(lastName(norm('Elly De La Cruz'))).toBe('de la cruz');
    expect(lastName(norm('De Los Santos, Enyel'))).toBe('de los santos');
    expect(firstName(norm('De Los Santos, Enyel'))).toBe('enyel');
    expect(lastName(norm('Jose De Leon'))).toBe('de leon');
  });

  it('always leaves a first name', () => {
    expect(nameParts('van smith')).toEqual({ first: 'van', middle: [], last: 'smith', suffix: null });
  });

  it('separates suffix and middle initial', () => {
    expect(nameParts(norm('Vladimir Guerrero Jr.'))).toEqual({ first: 'vladimir', middle: [], last: 'guerrero', suffix: 'jr' });
    expect(nameParts(norm('Michael A. Taylor'))).toEqual({ first: 'michael', middle: ['a'], last: 'taylor', suffix: null });
  });

  it('has no first name for a one-word name', () => {
    expect(nameParts('ohtani')).toEqual({ first: '', middle: [], last: 'ohtani', suffix: null });
    expect(firstInitialLast('ohtani')).toBeNull();
  });

  it('gives first initial + last name', () => {
    expect(firstInitialLast(norm('John Smith'))).toBe('j smith');
    expect(firstInitialLast(norm('Smith, John'))).toBe('j smith');
    expect(firstInitialLast(norm('Elly De La Cruz'))).toBe('e de la cruz');
  });

  it('first names agree only when equal, missing, or one is an initial of the other', () => {
    expect(firstNamesAgree('j', 'john')).toBe(true);
    expect(firstNamesAgree('john', 'j')).toBe(true);
    expect(firstNamesAgree('j', 'jt')).toBe(true);
    expect(firstNamesAgree('', 'will')).toBe(true);
    expect(firstNamesAgree('d', 'will')).toBe(false);
    expect(firstNamesAgree('dominic', 'will')).toBe(false);
    expect(firstNamesAgree('jt', 'jacob')).toBe(false);
  });
});

describe('buildNameContext: the name-alias file', () => {
  it('maps aliases to their canonical name, normalised on both sides', () => {
    expect(ctx.aliases.get('mike siani')).toBe('michael siani');
    expect(canonicalName('SIANI, MIKE', ctx)).toBe('michael siani');
    expect(canonicalName('Zach Dezenzo', ctx)).toBe('zachary dezenzo');
    expect(canonicalName('Michael Siani', ctx)).toBe('michael siani');
    expect(canonicalName('Aaron Judge', ctx)).toBe('aaron judge');
  });

  it('resolves chains and keeps the first canonical name given for an alias', () => {
    const chained = buildNameContext(
      [],
      [
        { from: 'Kike Hernandez', to: 'Enrique Hernandez' },
        { from: 'Enrique Hernandez', to: 'Enrique Javier Hernandez' },
        { from: 'Kike Hernandez', to: 'Somebody Else' },
      ],
    );
    expect(canonicalName('Kiké Hernández', chained)).toBe('enrique javier hernandez');
    expect(canonicalName('Enrique Hernández', chained)).toBe('enrique javier hernandez');
  });

  it('puts both members of a two-way listing into one group', () => {
    const cycle = buildNameContext(
      [],
      [
        { from: 'Zach Dezenzo', to: 'Zachary Dezenzo' },
        { from: 'Zachary Dezenzo', to: 'Zach Dezenzo' },
      ],
    );
    expect(canonicalName('Zach Dezenzo', cycle)).toBe(canonicalName('Zachary Dezenzo', cycle));
  });

  it('uses the replacement file when normalising aliases', () => {
    const withReplacement = buildNameContext(REFERENCE, [{ from: 'Bjorn Sørensen', to: 'Bjørn Sørensen' }]);
    expect(withReplacement.aliases.size).toBe(0); // both sides fold to the same name
    expect(canonicalName('Bjørn Sørensen', withReplacement)).toBe('bjorn sorensen');
  });
});
