import { describe, expect, it } from 'vitest';
import { decodeText, displayName, inningsFromThirds, parseNumberCell, readCsvTable } from '../../../pipeline/sources/csv.ts';
import { LongballError } from '../../../pipeline/errors.ts';

const bytes = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));

describe('decodeText', () => {
  it('strips a UTF-8 BOM and says so', () => {
    const decoded = decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Name\n')]));
    expect(decoded).toEqual({ text: 'Name\n', encoding: 'utf-8-bom', badLines: new Set() });
  });
  it('falls back to Windows-1252 when the bytes are not UTF-8 (Latin-1 Savant exports)', () => {
    expect(decodeText(bytes('"L\xf3pez, Pablo"', 'latin1'))).toEqual({ text: '"López, Pablo"', encoding: 'windows-1252', badLines: new Set() });
  });
  it('a UTF-8 file with one line in another encoding stays UTF-8: that line is named, the others keep their accents', () => {
    const mixed = Buffer.concat([Buffer.from('name\nJosé Ramírez\n'), Buffer.from('Pablo L\xf3pez\n', 'latin1'), Buffer.from('Andrés Giménez\n')]);
    const decoded = decodeText(mixed);
    expect(decoded.encoding).toBe('utf-8-mixed');
    expect(decoded.badLines).toEqual(new Set([3]));
    expect(decoded.text.split('\n')[3]).toBe('Andrés Giménez');
  });
});

describe('readCsvTable', () => {
  it('reads mixed CRLF and LF line ends row by row', () => {
    const table = readCsvTable('t.csv', bytes('Team,HR\r\nYankees,110\nRays,95\r\nCubs,101\n'));
    expect(table.records.map((r) => [r.line, r.cells])).toEqual([
      [2, ['Yankees', '110']],
      [3, ['Rays', '95']],
      [4, ['Cubs', '101']],
    ]);
  });
  it('each record keeps the line it starts on: empty lines skipped, CR-only ends, line breaks inside quoted cells', () => {
    const table = readCsvTable('t.csv', bytes('Name,Note\r\n"Judd, Nick","two\nlines"\n\nRays,x\rCubs,"a\r\nb"\n\r\nEnd,y\n'));
    expect(table.records.map((r) => [r.line, r.cells[0]])).toEqual([
      [2, 'Judd, Nick'],
      [5, 'Rays'],
      [6, 'Cubs'],
      [9, 'End'],
    ]);
  });
  it('rejects the row of a line not in the UTF-8 of the rest of the file, with its line', () => {
    const mixed = Buffer.concat([Buffer.from('Name,HR\nJosé Ramírez,30\n'), Buffer.from('Pablo L\xf3pez,12\n', 'latin1'), Buffer.from('Andrés Giménez,9\n')]);
    const table = readCsvTable('t.csv', mixed);
    expect(table.records.map((r) => r.cells[0])).toEqual(['José Ramírez', 'Andrés Giménez']);
    expect(table.skipped).toEqual([
      { file: 't.csv', line: 3, column: null, reason: 'line 3 is not UTF-8 while the rest of the file is (mixed encodings): the row is not read' },
    ]);
  });
  it('reports repeated header lines as skipped rows with their line numbers', () => {
    const table = readCsvTable('t.csv', bytes('Team,HR\nYankees,110\nTeam,HR\nRays,95\n'));
    expect(table.records.map((r) => [r.line, r.cells])).toEqual([
      [2, ['Yankees', '110']],
      [4, ['Rays', '95']],
    ]);
    expect(table.skipped).toEqual([{ file: 't.csv', line: 3, column: null, reason: 'repeated header line' }]);
  });
  it('rejoins the legacy unquoted "last_name, first_name" header and names', () => {
    const table = readCsvTable('x.csv', bytes('last_name, first_name,player_id,ba\nNimmo, Brandon,607043,.274\n'));
    expect(table.header).toEqual(['last_name, first_name', 'player_id', 'ba']);
    expect(table.records[0]!.cells).toEqual(['Nimmo, Brandon', '607043', '.274']);
  });
  it('keeps a stray quote inside an unquoted cell as text', () => {
    expect(readCsvTable('q.csv', bytes('Name,HR\nJa"son Doe,3\n')).records[0]!.cells).toEqual(['Ja"son Doe', '3']);
  });
  it('refuses a cut-short file (unclosed quote) with the catalogue error and the line', () => {
    try {
      readCsvTable('cut.csv', bytes('Name,HR\n"Aaron Judge,4\n'));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(LongballError);
      expect((e as LongballError).code).toBe('CSV_MALFORMED');
      expect((e as LongballError).message).toContain('cut.csv');
    }
  });
});

describe('parseNumberCell', () => {
  it.each([
    ['.324', 0.324],
    ['-0.4', -0.4],
    [' 12 ', 12],
    ['1,234', 1234],
    ['1e2', 100],
  ])('%s -> %s', (raw, value) => expect(parseNumberCell(raw)).toMatchObject({ ok: true, value }));
  it.each(['', 'null', 'NULL', 'NA', '-', 'N/A'])('"%s" is no value', (raw) => expect(parseNumberCell(raw)).toEqual({ ok: true, value: null }));
  it('marks a percent sign', () => expect(parseNumberCell('17.5 %')).toEqual({ ok: true, value: 17.5, percentSign: true }));
  it('rejects text', () => expect(parseNumberCell('abc')).toEqual({ ok: false, reason: '"abc" is not a number' }));
});

describe('inningsFromThirds', () => {
  it('reads baseball thirds', () => {
    expect(inningsFromThirds(195.1)).toBeCloseTo(195 + 1 / 3, 10);
    expect(inningsFromThirds(187.2)).toBeCloseTo(187 + 2 / 3, 10);
    expect(inningsFromThirds(12)).toBe(12);
    expect(inningsFromThirds(12.5)).toBeNull();
  });
});

describe('displayName', () => {
  it.each([
    ['Judge, Aaron', 'Aaron Judge'],
    ['Guerrero Jr., Vladimir', 'Vladimir Guerrero Jr.'],
    ['Bobby Witt, Jr.', 'Bobby Witt Jr.'],
    ['Shohei Ohtani', 'Shohei Ohtani'],
    ['  García,   Luis ', 'Luis García'],
  ])('%s -> %s', (raw, name) => expect(displayName(raw)).toBe(name));
  it('gives the same name when asked again (it is memoised per spelling)', () => {
    for (let i = 0; i < 3; i++) {
      expect(displayName('Judge, Aaron')).toBe('Aaron Judge');
      expect(displayName('Judge,  Aaron ')).toBe('Aaron Judge');
    }
  });
});
