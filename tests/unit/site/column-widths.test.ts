import { describe, expect, it } from 'vitest';
import { MISSING_TEXT } from '../../../src/lib/format.ts';
import { columnWidths, WIDTH_CANDIDATES, widestTextsOf } from '../../../src/ui/table/column-widths.ts';
import { formatCell } from '../../../src/ui/table/format-cell.ts';
import type { ColumnSpec } from '../../../src/ui/table/types.ts';

interface Row {
  name: string | null;
  speed: number | null;
  date: string;
}
const name: ColumnSpec<Row> = { id: 'name', header: 'Batter', kind: 'text', value: (r) => r.name };
const speed: ColumnSpec<Row> = {
  id: 'speed',
  header: 'Exit Velo (mph)',
  kind: 'number',
  value: (r) => r.speed,
  format: (v) => (typeof v === 'number' ? v.toFixed(1) : MISSING_TEXT),
};
const date: ColumnSpec<Row> = { id: 'date', header: 'Date', kind: 'text', value: (r) => r.date, format: (v) => `on ${v}` };

const rows: Row[] = [
  { name: 'Bo Bichette', speed: 101.4, date: '2026-04-01' },
  { name: 'Vladimir Guerrero Jr.', speed: 95, date: '2026-04-02' },
  { name: null, speed: null, date: '2026-04-03' },
  { name: 'Adrián Colón', speed: -3.25, date: '2026-04-04' },
  { name: 'Ji Hwan Bae', speed: 99.9, date: '2026-04-05' },
];

describe('widestTextsOf', () => {
  const texts = widestTextsOf(rows, [name, speed, date]);

  it('keeps a text column its longest shown texts, longest first, the missing mark among them', () => {
    const names = texts.find((t) => t.id === 'name')!;
    expect(names.header).toBe('Batter');
    expect(names.widest).toEqual(['Vladimir Guerrero Jr.', 'Adrián Colón', 'Bo Bichette', 'Ji Hwan Bae', MISSING_TEXT]);
  });

  it('gives a number column the shown texts of its smallest and largest values, and the missing mark when one is missing', () => {
    expect(texts.find((t) => t.id === 'speed')!.widest).toEqual(['-3.3', '101.4', MISSING_TEXT]);
  });

  it("formats a text column's values with its own format", () => {
    expect(texts.find((t) => t.id === 'date')!.widest[0]).toMatch(/^on 2026-04-0\d$/);
  });

  it('holds, for every column, the longest text formatCell shows for any row (by length)', () => {
    const many: Row[] = Array.from({ length: 300 }, (_, i) => ({
      name: i % 37 === 0 ? null : `Player ${'x'.repeat(i % 23)}`,
      speed: i % 41 === 0 ? null : ((i * 7919) % 2000) / 10 - 50,
      date: `2026-05-${String(1 + (i % 28)).padStart(2, '0')}`,
    }));
    for (const column of [name, speed, date]) {
      const widest = widestTextsOf(many, [column])[0]!.widest;
      const longest = Math.max(...many.map((row) => formatCell(column, row).length));
      expect(Math.max(...widest.map((t) => t.length)), column.id).toBe(longest);
      expect(widest.length).toBeLessThanOrEqual(WIDTH_CANDIDATES);
    }
  });

  it('is empty of texts for no rows (the header alone sizes the column)', () => {
    expect(widestTextsOf([], [name, speed])).toEqual([
      { id: 'name', header: 'Batter', widest: [] },
      { id: 'speed', header: 'Exit Velo (mph)', widest: [] },
    ]);
  });
});

describe('columnWidths', () => {
  // A fixed-pitch "font": 7 px per body character, 6 per header character.
  const measure = (text: string, where: 'body' | 'header') => text.length * (where === 'body' ? 7 : 6);

  it('is the widest text plus padding, or the header with its sort arrow plus padding when that is wider', () => {
    const widths = columnWidths(widestTextsOf(rows, [name, speed]), measure, { padding: 18, headerExtra: 12 });
    expect(widths.get('name')).toBe(21 * 7 + 18);
    expect(widths.get('speed')).toBe(15 * 6 + 12 + 18);
  });

  it("leaves room for a note's badge only beside the texts of rows that carry one", () => {
    // "G1" beside two names: the longest name carries none, so the badge widens no column past it.
    const noted: ColumnSpec<Row> = {
      ...name,
      note: (row) => (row.name === 'Bo Bichette' || row.name === 'Ji Hwan Bae' ? { label: 'G1', title: 'Game 1' } : null),
    };
    const [texts] = widestTextsOf(rows, [noted]);
    expect(texts).toEqual({
      id: 'name',
      header: 'Batter',
      widest: ['Vladimir Guerrero Jr.', 'Adrián Colón', MISSING_TEXT],
      noted: ['Bo Bichette', 'Ji Hwan Bae'],
    });
    const noteExtra = 34;
    expect(columnWidths([texts!], measure, { padding: 18, headerExtra: 12, noteExtra }).get('name')).toBe(21 * 7 + 18);
    // A noted text that is long enough with its badge decides the width.
    const wide = widestTextsOf(rows, [{ ...noted, note: (row) => (row.name === 'Adrián Colón' ? { label: 'noise', title: '' } : null) }]);
    expect(columnWidths(wide, measure, { padding: 18, headerExtra: 12, noteExtra }).get('name')).toBe(21 * 7 + 18);
    const longer = widestTextsOf(rows, [{ ...noted, note: (row) => (row.name === 'Vladimir Guerrero Jr.' ? { label: 'G2', title: '' } : null) }]);
    expect(columnWidths(longer, measure, { padding: 18, headerExtra: 12, noteExtra }).get('name')).toBe(21 * 7 + noteExtra + 18);
  });

  it('rounds up to whole pixels', () => {
    const widths = columnWidths([{ id: 'a', header: '', widest: ['abc'] }], () => 10.2, { padding: 0, headerExtra: 0 });
    expect(widths.get('a')).toBe(11);
  });
});
