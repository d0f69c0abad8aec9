/**
 * The fetch transforms write CSV through csv-stringify (pipeline/fetch/transforms/csv-writer.ts).
 * Its output must be byte for byte what the hand-written writer it replaced produced, and
 * read back by the adapters' reader as the same cells: checked on cells built to hit every
 * quoting rule, on seeded random cells, and on every real export in ../shared/real-data
 * (parsed, written again, compared).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvCell, toCsv } from '../../pipeline/fetch/transforms/csv-writer.ts';
import { readCsvTable } from '../../pipeline/sources/csv.ts';

/** The rule the project wrote CSV by before csv-stringify, kept here as the reference the library must match. */
const referenceCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const referenceCsv = (header: readonly string[] | null, rows: readonly (readonly CsvCell[])[]): string => {
  const lines = [...(header === null ? [] : [header]), ...rows].map((cells) => cells.map(referenceCell).join(','));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
};

const TRICKY: CsvCell[] = [
  'plain',
  '',
  ' padded ',
  'a,b',
  'say "hi"',
  '"',
  '""',
  'line\nbreak',
  'carriage\rreturn',
  'crlf\r\n',
  "O'Neil",
  'Acuña Jr.',
  'Hernández, Teoscar',
  '=1+2',
  '#comment',
  '\t',
  ';',
  null,
  undefined,
  0,
  -0,
  1.5,
  -12.25,
  1e21,
  0.1 + 0.2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** A small seeded generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = ['a', 'Z', ' ', ',', '"', '\n', '\r', "'", 'é', '0', '.', '-', ';', '\t'];

describe('CSV writing through csv-stringify', () => {
  it('writes each tricky cell as the reference writer did', () => {
    for (const cell of TRICKY) expect(csvCell(cell), JSON.stringify(cell)).toBe(referenceCell(cell));
    expect(toCsv(['x', 'y'], [TRICKY.slice(0, 2), TRICKY.slice(2)])).toBe(referenceCsv(['x', 'y'], [TRICKY.slice(0, 2), TRICKY.slice(2)]));
  });

  it('writes empty files, headerless files and one-empty-cell rows as the reference writer did', () => {
    for (const [header, rows] of [
      [null, []],
      [['only'], []],
      [null, [['']]],
      [null, [[''], ['a']]],
      [['a', 'b'], [[null, undefined]]],
    ] as const) {
      expect(toCsv(header, rows)).toBe(referenceCsv(header, rows));
    }
  });

  it('matches the reference on 2,000 random rows and reads back as the same cells', () => {
    const next = random(25);
    const rows = Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 6) }, () =>
        next() < 0.2
          ? Math.round(next() * 1e6) / 100
          : Array.from({ length: Math.floor(next() * 8) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join(''),
      ),
    );
    const text = toCsv(null, rows);
    expect(text).toBe(referenceCsv(null, rows));
    const read = parse(text, { relax_column_count: true, skip_empty_lines: false }) as string[][];
    expect(read).toEqual(rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : cell))));
  });

  const REAL = path.resolve(import.meta.dirname, '../../../shared/real-data');
  const realPresent = existsSync(REAL);
  if (!realPresent) {
    if (process.env.CI) throw new Error(`${REAL} is absent: the real-export CSV check cannot run in CI without it`);
    console.warn(`[real-data] SKIPPED: ${REAL} is absent; the real-export CSV rewrite check needs ../shared/real-data.`);
  }
  const realCsvFiles = realPresent
    ? readdirSync(REAL, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.csv'))
        .sort()
    : [];

  it.skipIf(!realPresent)('rewrites every real CSV export byte for byte as the reference writer did, and the adapters read it back', () => {
    expect(realCsvFiles.length).toBeGreaterThan(10);
    for (const file of realCsvFiles) {
      const table = readCsvTable(file, readFileSync(path.join(REAL, file)));
      const rows = table.records.map((record) => record.cells);
      const written = toCsv(table.header, rows);
      expect(written, file).toBe(referenceCsv(table.header, rows));
      const reread = readCsvTable(file, new TextEncoder().encode(written));
      expect(reread.header, file).toEqual(table.header);
      expect(
        reread.records.map((record) => record.cells),
        file,
      ).toEqual(rows);
    }
  });
});
