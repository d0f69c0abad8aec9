import { describe, expect, it } from 'vitest';
import { parseCharacterReplacements, parseHandedness, parseNameAliases } from '../../../pipeline/sources/reference.ts';
import { latin1, utf8 } from './helpers.ts';

describe('parseCharacterReplacements', () => {
  it('reads a Latin-1 headerless character,replacement file', () => {
    const parsed = parseCharacterReplacements('reference.csv', latin1('\xe9,e\n\xf1,n\n\xf8,o\n\xdf,ss\n'));
    expect(parsed.rows).toEqual([
      { from: 'é', to: 'e' },
      { from: 'ñ', to: 'n' },
      { from: 'ø', to: 'o' },
      { from: 'ß', to: 'ss' },
    ]);
    expect(parsed.warnings).toEqual(['decoded as Windows-1252/Latin-1 (the bytes are not UTF-8)']);
  });

  it('accepts an empty replacement (the character is removed)', () => {
    expect(parseCharacterReplacements('reference.csv', utf8("',\n")).rows).toEqual([{ from: "'", to: '' }]);
  });
});

describe('parseNameAliases', () => {
  it('reads alias,canonical with or without the header line', () => {
    const body = 'Cole Marchetti Jr.,Cole Marchetti\n"Quinones, Ramon",Ramón Quiñones\n';
    const withHeader = parseNameAliases('name_aliases.csv', utf8(`alias,canonical\n${body}`));
    const without = parseNameAliases('name_aliases.csv', utf8(body));
    const expected = [
      { from: 'Cole Marchetti Jr.', to: 'Cole Marchetti' },
      { from: 'Quinones, Ramon', to: 'Ramón Quiñones' },
    ];
    expect(withHeader.rows).toEqual(expected);
    expect(withHeader.format).toBe('name-aliases-with-header');
    expect(withHeader.warnings).toEqual([]);
    expect(without.rows).toEqual(expected);
    expect(without.format).toBe('name-aliases-headerless');
  });
});

describe('parseHandedness', () => {
  it('reads name,hand with B as S and any case', () => {
    const parsed = parseHandedness('PlayerHandedness.csv', utf8('Nate Holloway,R\nLuis Ferrán,B\nTyson Earle,l\nCole Marchetti,S\n'));
    expect(parsed.rows).toEqual([
      { name: 'Nate Holloway', hand: 'R' },
      { name: 'Luis Ferrán', hand: 'S' },
      { name: 'Tyson Earle', hand: 'L' },
      { name: 'Cole Marchetti', hand: 'S' },
    ]);
    expect(parsed.rejected).toEqual([]);
  });
});

describe('parseHandedness with same-name players', () => {
  it('keeps both hands of one name and lists the name as ambiguous; an exact duplicate line is rejected', () => {
    const parsed = parseHandedness('PlayerHandedness.csv', utf8('Sam Whitlock,R\nSam Whitlock,L\nNate Holloway,R\nNate Holloway,R\n'));
    expect(parsed.rows).toEqual([
      { name: 'Sam Whitlock', hand: 'R' },
      { name: 'Sam Whitlock', hand: 'L' },
      { name: 'Nate Holloway', hand: 'R' },
    ]);
    expect(parsed.rejected).toEqual([{ file: 'PlayerHandedness.csv', line: 4, column: null, reason: 'exact duplicate of line 3' }]);
    expect(parsed.warnings).toEqual(['1 name has more than one hand (same-name players, ambiguous by name): Sam Whitlock']);
  });
});
