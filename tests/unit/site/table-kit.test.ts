import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/ui/table/csv.ts';
import { foldForSearch, matchesSearch, searchHaystack, searchWords } from '../../../src/lib/text-search.ts';
import { sortKeys } from '../../../src/ui/table/engine.ts';
import { compareCellValues, firstSortDirection, nextSort, sortRows } from '../../../src/ui/table/sorting.ts';
import type { CellValue } from '../../../src/ui/table/types.ts';
import { defineColumns, type ColumnSpec } from '../../../src/ui/table/types.ts';

interface Row {
  name: string;
  team: string;
  hr: number | null;
}
const name: ColumnSpec<Row> = { id: 'name', header: 'Name', kind: 'text', value: (r) => r.name };
const team: ColumnSpec<Row> = { id: 'team', header: 'Team', kind: 'text', value: (r) => r.team };
const hr: ColumnSpec<Row> = { id: 'hr', header: 'HR', kind: 'number', value: (r) => r.hr };
const rows: Row[] = [
  { name: 'Cal', team: 'SEA', hr: 12 },
  { name: 'aaron', team: 'NYY', hr: null },
  { name: 'Bo', team: 'TOR', hr: 30 },
  { name: 'Dee', team: 'NYY', hr: 12 },
];

describe('compareCellValues', () => {
  it('puts missing values lowest and compares numbers numerically', () => {
    expect(compareCellValues(null, 0)).toBe(-1);
    expect(compareCellValues(0, null)).toBe(1);
    expect(compareCellValues(null, undefined)).toBe(0);
    expect(compareCellValues('', 'a')).toBe(-1);
    expect(compareCellValues(Number.NaN, -5)).toBe(-1);
    expect(compareCellValues(9, 10)).toBeLessThan(0);
  });
  it('compares text case-insensitively with numeric runs', () => {
    expect(compareCellValues('aaron', 'Bo')).toBeLessThan(0);
    expect(compareCellValues('Park 9', 'Park 10')).toBeLessThan(0);
  });
  it("orders names as Intl's English collation does (accents and case ignored)", () => {
    const names = [
      'Zach Judd',
      'Łukasz Wierzbicki',
      'Søren Haugland',
      'Đorđe Marković',
      'Dario Ruiz',
      'Darío Ruiz',
      'luis Ortiz',
      'Lucas Ávila',
      'Spencer Sutter',
      'Park 10',
      'Park 9',
      'Andrés 2',
      'Andres 12',
    ];
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const byRule = [...names].sort(compareCellValues);
    const byIntl = [...names].sort(collator.compare);
    expect(byRule).toEqual(byIntl);
    expect(compareCellValues('Darío Ruiz', 'dario ruiz')).toBe(0);
  });
});

describe('sort direction rules', () => {
  it("'desc' starts every new column descending; the same column flips", () => {
    expect(nextSort(null, name, 'desc')).toEqual({ id: 'name', desc: true });
    expect(nextSort({ id: 'name', desc: true }, name, 'desc')).toEqual({ id: 'name', desc: false });
    expect(nextSort({ id: 'name', desc: false }, name, 'desc')).toEqual({ id: 'name', desc: true });
    expect(nextSort({ id: 'name', desc: false }, hr, 'desc')).toEqual({ id: 'hr', desc: true });
  });
  it("'asc' starts every new column ascending", () => {
    expect(nextSort({ id: 'name', desc: true }, hr, 'asc')).toEqual({ id: 'hr', desc: false });
  });
  it("'by-kind' starts text ascending and numbers descending", () => {
    expect(firstSortDirection(name, 'by-kind')).toBe('asc');
    expect(firstSortDirection(hr, 'by-kind')).toBe('desc');
    expect(nextSort({ id: 'hr', desc: true }, team, 'by-kind')).toEqual({ id: 'team', desc: false });
  });
  it("a column's own firstSort wins (projections: name and team ascending, others descending)", () => {
    expect(firstSortDirection({ ...name, firstSort: 'asc' }, 'desc')).toBe('asc');
    expect(firstSortDirection(hr, 'desc')).toBe('desc');
  });
});

describe('sortRows', () => {
  it('sorts descending with missing values last, ties in input order', () => {
    expect(sortRows(rows, hr, true).map((r) => r.name)).toEqual(['Bo', 'Cal', 'Dee', 'aaron']);
  });
  it('sorts ascending with missing values first', () => {
    expect(sortRows(rows, hr, false).map((r) => r.name)).toEqual(['aaron', 'Cal', 'Dee', 'Bo']);
  });
});

describe("sortKeys (the tables' keyed sort)", () => {
  /** Row positions in the order the table lists them: by key, or by compareCellValues, ties in input order. */
  const byKeys = (values: (CellValue | undefined)[], sign: 1 | -1) => {
    const keys = sortKeys(values);
    return values.map((_, i) => i).sort((a, b) => sign * (keys[a]! - keys[b]!) || a - b);
  };
  const byComparing = (values: (CellValue | undefined)[], sign: 1 | -1) =>
    values.map((_, i) => i).sort((a, b) => sign * compareCellValues(values[a], values[b]) || a - b);
  // A fixed pseudo-random sequence (no flaky seeds): texts with case and accent twins and numeric runs.
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const texts = ['Park 9', 'Park 10', 'park 10', 'José', 'Jose', 'JOSE', 'aaron', 'Bo', '', 'Zed'];
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const textColumn = Array.from({ length: 400 }, () => (next() < 0.1 ? null : pick(texts)));
  const numberColumn = Array.from({ length: 400 }, () => (next() < 0.1 ? pick([null, Number.NaN, undefined]) : Math.round(next() * 40) / 4));

  it.each([
    ['text', textColumn],
    ['number', numberColumn],
  ] as const)('orders a %s column as compareCellValues does, both ways, missing lowest, ties in input order', (_, values) => {
    for (const sign of [1, -1] as const) expect(byKeys([...values], sign)).toEqual(byComparing([...values], sign));
  });
});

describe('search', () => {
  const keep = (texts: readonly string[], query: string) => texts.filter((text) => matchesSearch(searchHaystack(text), searchWords(query)));
  it('folds case and accents', () => {
    expect(foldForSearch('Ronald Acuña Jr.')).toBe('ronald acuna jr.');
    expect(keep(['Ronald Acuña Jr. ATL'], 'acuna')).toHaveLength(1);
    expect(keep(['Joaquin Martinez SEA'], 'Joaquín Martínez')).toHaveLength(1);
  });
  it('keeps rows containing every word of the query', () => {
    const kept = (query: string) => rows.filter((r) => matchesSearch(searchHaystack(`${r.name} ${r.team}`), searchWords(query))).map((r) => r.name);
    expect(kept('nyy')).toEqual(['aaron', 'Dee']);
    expect(kept('nyy de')).toEqual(['Dee']);
    expect(searchWords('   ')).toEqual([]);
    expect(kept('   ')).toEqual(rows.map((r) => r.name));
  });
  it('finds a club by its code, nickname or city, on a row that names it by any of them', () => {
    const texts = ['Max Muncy LAD', 'Mookie Betts Los Angeles Dodgers', 'Mike Trout LAA', 'Bryan Reynolds PIT', 'Kyle Tucker CHC'];
    for (const query of ['dodgers', 'LAD', 'lad', 'Dodgers']) expect(keep(texts, query)).toEqual(['Max Muncy LAD', 'Mookie Betts Los Angeles Dodgers']);
    expect(keep(texts, 'Los Angeles')).toEqual(['Max Muncy LAD', 'Mookie Betts Los Angeles Dodgers', 'Mike Trout LAA']);
    expect(keep(texts, 'pirates')).toEqual(['Bryan Reynolds PIT']);
    expect(keep(texts, 'Pittsburgh')).toEqual(['Bryan Reynolds PIT']);
    expect(keep(texts, 'cubs')).toEqual(['Kyle Tucker CHC']);
    expect(keep(['Rafael Devers Boston Red Sox', 'Andrew Benintendi CWS'], 'white sox')).toEqual(['Andrew Benintendi CWS']);
  });
  it('matches a team code whole, never letters inside another word', () => {
    const texts = ['Ladd Tatum SEA', 'Blade Runner MIN', 'Freddie Freeman LAD'];
    expect(keep(texts, 'LAD')).toEqual(['Freddie Freeman LAD']);
    expect(keep(texts, 'min')).toEqual(['Blade Runner MIN']);
  });
  it('matches other words from their start', () => {
    expect(keep(['Aaron Judge NYY'], 'jud')).toHaveLength(1);
    expect(keep(['Aaron Judge NYY'], 'udge')).toHaveLength(0);
    expect(keep(['Elly De La Cruz CIN'], 'dodgers')).toHaveLength(0);
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, the headers, raw values, RFC 4180 quoting and formula guards', () => {
    const columns = defineColumns<Row>([name, { ...hr, format: (v) => (v === null ? '—' : `${v} HR`) }]);
    const csv = toCsv(columns, [
      { name: 'Smith, "Jr"', team: 'X', hr: 3 },
      { name: '=cmd()', team: 'X', hr: null },
    ]);
    expect(csv).toBe('\uFEFFName,HR\r\n"Smith, ""Jr""",3\r\n\'=cmd(),\r\n');
  });
  it('writes numbers raw, not as displayed, and missing values empty', () => {
    const rate = defineColumns<{ p: number | null; who: string | null }>([
      { id: 'who', header: 'Player', kind: 'text', value: (r) => r.who },
      { id: 'p', header: 'HR Prob', kind: 'number', value: (r) => r.p, format: (v) => (v === null ? '—' : `${((v as number) * 100).toFixed(1)}%`) },
    ]);
    expect(
      toCsv(rate, [
        { who: 'José Ramírez', p: 0.617 },
        { who: null, p: null },
      ]),
    ).toBe('\uFEFFPlayer,HR Prob\r\nJosé Ramírez,0.617\r\n,\r\n');
  });
  it('does not guard negative numbers', () => {
    expect(toCsv([hr], [{ name: 'a', team: 'b', hr: -2 }])).toBe('\uFEFFHR\r\n-2\r\n');
  });
});
