import { describe, expect, it } from 'vitest';
import { applyMask, ascendingOrder, descendingOrder, SortIndex, sortKeys } from '../../../src/ui/table/sort-index.ts';
import { compareCellValues, sortRows } from '../../../src/ui/table/sorting.ts';
import type { CellValue, ColumnSpec } from '../../../src/ui/table/types.ts';

interface Row {
  name: string | null;
  n: number | null;
}
const name: ColumnSpec<Row> = { id: 'name', header: 'Name', kind: 'text', value: (r) => r.name };
const n: ColumnSpec<Row> = { id: 'n', header: 'N', kind: 'number', value: (r) => r.n };

/** A deterministic pseudo-random sequence (no Math.random in tests). */
function* lcg(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

const NAMES = ['Acuña', 'acuna', 'Álvarez', 'Park 10', 'Park 9', 'bo', 'Bo', 'zed', '', 'Émile', 'emile', 'Ozuna'];
function randomRows(count: number, seed: number): Row[] {
  const random = lcg(seed);
  const next = () => random.next().value as number;
  return Array.from({ length: count }, () => ({
    name: next() < 0.08 ? null : NAMES[Math.floor(next() * NAMES.length)]!,
    n: next() < 0.08 ? null : next() < 0.05 ? Number.NaN : Math.round(next() * 40) - 10,
  }));
}

describe('compareCellValues: one shared collator', () => {
  it("orders text exactly as localeCompare('en', base sensitivity, numeric runs), missing lowest, numbers numerically", () => {
    const texts = NAMES.filter((t) => t !== '');
    for (const a of texts)
      for (const b of texts) {
        expect(Math.sign(compareCellValues(a, b)), `${a} vs ${b}`).toBe(Math.sign(a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
      }
    const values: CellValue[] = [null, '', Number.NaN, -3, 0, 7.5];
    for (const missing of values.slice(0, 3)) expect(compareCellValues(missing, -1e9)).toBeLessThan(0);
    expect(compareCellValues(-3, 7.5)).toBeLessThan(0);
  });
});

describe('sortKeys', () => {
  it('numbers as they are, missing as -Infinity', () => {
    expect([...sortKeys([3, null, -1, Number.NaN, 2.5])]).toEqual([3, -Infinity, -1, -Infinity, 2.5]);
  });
  it('text as collation ranks, equal for strings the collation calls equal', () => {
    expect([...sortKeys(['b', 'Park 10', null, 'B', 'Park 9', 'á', 'a'])]).toEqual([1, 3, -Infinity, 1, 2, 0, 0]);
  });
});

describe('orders: identical to the table kit (sortRows) in both directions, ties in row order', () => {
  for (const seed of [1, 2, 3]) {
    const rows = randomRows(500, seed);
    for (const column of [name, n]) {
      for (const desc of [false, true]) {
        it(`seed ${seed}, ${column.id} ${desc ? 'descending' : 'ascending'}`, () => {
          const expected = sortRows(rows, column, desc);
          const index = new SortIndex(rows, [name, n]);
          expect(Array.from(index.order(column.id, desc), (i) => rows[i])).toEqual(expected);
        });
      }
    }
  }

  it('descending keeps equal values in row order (as the kit does), not reversed', () => {
    const keys = new Float64Array([2, 1, 2, 1, 3]);
    const ascending = ascendingOrder(keys);
    expect([...ascending]).toEqual([1, 3, 0, 2, 4]);
    expect([...descendingOrder(ascending, keys)]).toEqual([4, 0, 2, 1, 3]);
  });

  it('caches per column and direction; an unknown column keeps row order', () => {
    const rows = randomRows(20, 9);
    const index = new SortIndex(rows, [name, n]);
    expect(index.order('n', true)).toBe(index.order('n', true));
    expect([...index.order('nope', false)]).toEqual(rows.map((_, i) => i));
  });

  it('warm prepares a column slice by slice while there is time, then reports it done', () => {
    const rows = randomRows(5000, 4);
    const index = new SortIndex(rows, [name, n]);
    let slices = 0;
    const oneSliceAtATime = () => slices++ % 2 === 0;
    const calls = [];
    while (index.warm('name', oneSliceAtATime)) calls.push(1);
    expect(calls.length).toBeGreaterThan(5);
    expect(index.warm('name', () => true)).toBe(false);
    expect(Array.from(index.order('name', false), (i) => rows[i])).toEqual(sortRows(rows, name, false));
    expect(index.warm('unknown', () => true)).toBe(false);
    // Both directions of a column warmed ahead of its first click.
    expect(index.warm('n', () => true)).toBe(false);
    expect(Array.from(index.order('n', true), (i) => rows[i])).toEqual(sortRows(rows, n, true));
    expect(Array.from(index.order('n', false), (i) => rows[i])).toEqual(sortRows(rows, n, false));
  });

  it('a click during a half-done preparation finishes it and gives the same order', () => {
    const rows = randomRows(5000, 5);
    const index = new SortIndex(rows, [name, n]);
    let budget = 3;
    expect(index.warm('n', () => budget-- > 0)).toBe(true);
    expect(Array.from(index.order('n', true), (i) => rows[i])).toEqual(sortRows(rows, n, true));
    expect(index.warm('n', () => true)).toBe(false);
  });

  it('applyMask keeps the order of the included rows', () => {
    const order = new Int32Array([3, 0, 2, 1]);
    expect([...applyMask(order, new Uint8Array([1, 0, 1, 1]))]).toEqual([3, 0, 2]);
    expect(applyMask(order, null)).toBe(order);
  });
});

describe('rows that already come in a column order', () => {
  const ordered: Row[] = [
    { name: 'zed', n: 9 },
    { name: 'Park 10', n: 9 },
    { name: 'park 10', n: 4 },
    { name: 'Park 9', n: null },
    { name: null, n: Number.NaN },
  ];
  it('give the kit order for that direction, equal values still in row order', () => {
    const index = new SortIndex(ordered, [name, n]);
    expect(Array.from(index.order('name', true), (i) => ordered[i])).toEqual(sortRows(ordered, name, true));
    expect(Array.from(index.order('n', true), (i) => ordered[i])).toEqual(sortRows(ordered, n, true));
  });
  it('and the other direction is still sorted in full', () => {
    const index = new SortIndex(ordered, [name, n]);
    expect([...index.order('name', true)]).toEqual([0, 1, 2, 3, 4]);
    expect(Array.from(index.order('name', false), (i) => ordered[i])).toEqual(sortRows(ordered, name, false));
    expect(Array.from(index.order('n', false), (i) => ordered[i])).toEqual(sortRows(ordered, n, false));
  });
  it('one row out of place is not taken for ordered', () => {
    const swapped = [ordered[0]!, ordered[2]!, ordered[1]!, ordered[3]!, ordered[4]!].map((r, i) => (i === 1 ? { ...r, n: 10 } : r));
    const index = new SortIndex(swapped, [name, n]);
    expect(Array.from(index.order('n', true), (i) => swapped[i])).toEqual(sortRows(swapped, n, true));
  });
});
