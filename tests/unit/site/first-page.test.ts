import { describe, expect, it } from 'vitest';
import { homeRunColumns, HOME_RUN_INITIAL_SORT } from '../../../src/columns/home-runs.ts';
import { ownModelColumns, picksColumns } from '../../../src/columns/hr-projections.ts';
import { parkFactorColumns } from '../../../src/columns/park-factors.ts';
import { widestTextsOf } from '../../../src/ui/table/column-widths.ts';
import { columnOrderFor, defaultColumnIds, staticColumnsFor, type ScreenClass } from '../../../src/ui/table/default-columns.ts';
import { nameColumnId } from '../../../src/ui/table/engine.ts';
import { firstPageOf } from '../../../src/ui/table/first-page.ts';
import { defineColumns } from '../../../src/ui/table/types.ts';

/** The ids a screen shows of the static columns: those whose hide class does not hide them there. */
function staticIdsOn<Row>(columns: Parameters<typeof staticColumnsFor<Row>>[0], screen: ScreenClass): string[] {
  const hidden: Record<ScreenClass, readonly string[]> = {
    phone: ['max-md:hidden', 'max-lg:hidden'],
    tablet: ['md:hidden', 'max-lg:hidden'],
    desktop: ['md:hidden'],
  };
  return staticColumnsFor(columns, nameColumnId(columns))
    .filter(({ hideClass }) => !hidden[screen].includes(hideClass))
    .map(({ column }) => column.id);
}

describe('the static HTML shows each screen its default columns, in its order', () => {
  for (const [name, columns] of [
    ['HR Projections', ownModelColumns],
    ['Season Home Runs', homeRunColumns],
    ['Park Factors', parkFactorColumns],
  ] as const) {
    for (const screen of ['phone', 'desktop'] as const) {
      it(`${name} on a ${screen}`, () => {
        const nameId = nameColumnId(columns as typeof ownModelColumns);
        const shown = defaultColumnIds(columns as typeof ownModelColumns, screen, nameId, null, null);
        const expected = columnOrderFor(columns as typeof ownModelColumns, screen, nameId).filter((id) => shown.has(id));
        expect(staticIdsOn(columns as typeof ownModelColumns, screen)).toEqual(expected);
      });
    }
  }
  it('a tablet: the key and compact columns (before the box is measured)', () => {
    const nameId = nameColumnId(ownModelColumns);
    const shown = defaultColumnIds(ownModelColumns, 'tablet', nameId, null, null);
    expect(staticIdsOn(ownModelColumns, 'tablet')).toEqual(columnOrderFor(ownModelColumns, 'tablet', nameId).filter((id) => shown.has(id)));
  });
  it('a key column is in the HTML once when the phone order is the spec order, twice where they differ', () => {
    type Row = { name: string; a: number; b: number; c: number };
    const table = (aOrder: number, bOrder: number) =>
      defineColumns<Row>([
        { id: 'name', header: 'Name', kind: 'text', value: (r) => r.name, show: 'key' },
        { id: 'c', header: 'C', kind: 'number', value: (r) => r.c },
        { id: 'a', header: 'A', kind: 'number', value: (r) => r.a, show: 'key', phoneOrder: aOrder },
        { id: 'b', header: 'B', kind: 'number', value: (r) => r.b, show: 'key', phoneOrder: bOrder },
      ]);
    const keysOf = (columns: ReturnType<typeof table>) => staticColumnsFor(columns, 'name').map(({ key, hideClass }) => `${key}|${hideClass}`);
    expect(keysOf(table(1, 2))).toEqual(['name|', 'c|max-lg:hidden', 'a|', 'b|']);
    expect(keysOf(table(2, 1))).toEqual(['name|', 'b:phone|md:hidden', 'a:phone|md:hidden', 'c|max-lg:hidden', 'a|max-md:hidden', 'b|max-md:hidden']);
    for (const columns of [table(1, 2), table(2, 1)]) {
      for (const screen of ['phone', 'tablet', 'desktop'] as const) {
        const shown = defaultColumnIds(columns, screen, 'name', null, null);
        expect(staticIdsOn(columns, screen)).toEqual(columnOrderFor(columns, screen, 'name').filter((id) => shown.has(id)));
      }
    }
  });
  it("HR Projections' tables list each column once (their phone order is their spec order)", () => {
    for (const columns of [ownModelColumns, picksColumns] as const) {
      const keys = staticColumnsFor(columns as typeof ownModelColumns, nameColumnId(columns as typeof ownModelColumns)).map(({ key }) => key);
      expect(keys).toEqual(columns.map((column) => column.id));
    }
  });
  it('a table that marks no column shows every column everywhere', () => {
    const columns = defineColumns<{ a: string; b: number }>([
      { id: 'a', header: 'A', kind: 'text', value: (r) => r.a },
      { id: 'b', header: 'B', kind: 'number', value: (r) => r.b },
    ]);
    expect(staticColumnsFor(columns, 'a').map(({ key, hideClass }) => `${key}|${hideClass}`)).toEqual(['a|', 'b|']);
  });
});

describe('firstPageOf', () => {
  type Row = { name: string; score: number | null };
  const columns = defineColumns<Row>([
    { id: 'name', header: 'Name', kind: 'text', value: (r) => r.name },
    { id: 'score', header: 'Score', kind: 'number', value: (r) => r.score, format: (v) => (v === null ? '—' : String(v)) },
  ]);
  const rows: Row[] = [
    { name: 'Ann', score: 3 },
    { name: 'Bob', score: null },
    { name: 'Cy', score: 9 },
    { name: 'Dee', score: 3 },
    { name: 'Evangeline', score: 1 },
  ];
  it('the first rows in the table sort (missing lowest, ties in file order), the count and the whole set widest texts', () => {
    const page = firstPageOf(rows, columns, { sort: { id: 'score', desc: true }, pageSize: 3 });
    expect(page.rows.map((r) => r.name)).toEqual(['Cy', 'Ann', 'Dee']);
    expect(page.total).toBe(5);
    expect(page.widest).toEqual(widestTextsOf(rows, columns));
    expect(page.widest[0]!.widest[0]).toBe('Evangeline');
    const ascending = firstPageOf(rows, columns, { sort: { id: 'score', desc: false }, pageSize: 2 });
    expect(ascending.rows.map((r) => r.name)).toEqual(['Bob', 'Evangeline']);
  });
  it('without a sort, the file order', () => {
    expect(firstPageOf(rows, columns, { sort: null, pageSize: 2 }).rows.map((r) => r.name)).toEqual(['Ann', 'Bob']);
  });
  it('Season Home Runs: newest first', () => {
    const homeRun = (id: string, date: string) => ({ id, date }) as unknown as Parameters<(typeof homeRunColumns)[0]['value']>[0];
    const page = firstPageOf([homeRun('a', '2026-04-01'), homeRun('b', '2026-05-02'), homeRun('c', '2026-04-20')], homeRunColumns, {
      sort: HOME_RUN_INITIAL_SORT,
      pageSize: 2,
    });
    expect(page.rows.map((r) => r.id)).toEqual(['b', 'c']);
  });
});
