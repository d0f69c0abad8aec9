/**
 * The tables' sort orders, with compareCellValues' exact order (./sorting.ts:
 * missing values lowest, numbers numerically, text by the shared collation;
 * ties in row order, also when descending), fast enough to re-sort 6,000 rows
 * within a frame:
 *
 * - each column's values become one numeric key per row (text: its rank
 *   among the column's distinct strings, compared once with a shared
 *   Intl.Collator instead of localeCompare per comparison);
 * - a column's ascending order is computed once per data set and cached;
 *   its descending order is derived from it in one pass;
 * - rows that already come in a column's order (a data file written in its
 *   table's first sort) take one pass to confirm it, and no keys.
 */
import { compareCellValues, isMissing, textCollator as collator } from './sorting.ts';
import type { CellValue, ColumnSpec } from './types.ts';

/**
 * Work in slices: each generator below yields after every SLICE_ROWS rows (or
 * one whole-array native step), so idle-time preparation can stop as soon as
 * the browser needs the main thread and never makes a long task. Run to the end
 * (finish) they are plain functions.
 */
const SLICE_ROWS = 2000;
type Sliced<T> = Generator<void, T, void>;

export function finish<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

function* valuesOf<Row>(rows: readonly Row[], column: ColumnSpec<Row>): Sliced<CellValue[]> {
  const values = new Array<CellValue>(rows.length);
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    const end = Math.min(rows.length, start + SLICE_ROWS);
    for (let i = start; i < end; i++) values[i] = column.value(rows[i]!);
    yield;
  }
  return values;
}

/**
 * One key per value: equal keys exactly when compareCellValues says equal, and
 * key order = compareCellValues order. Missing values are -Infinity.
 */
function* keysOf(values: readonly CellValue[]): Sliced<Float64Array> {
  const n = values.length;
  const keys = new Float64Array(n);
  // A column holding any text is ranked as text (numbers among it by their
  // text, as compareCellValues does); an all-number column keys by value.
  let asText = false;
  for (let start = 0; start < n && !asText; start += SLICE_ROWS) {
    const end = Math.min(n, start + SLICE_ROWS);
    for (let i = start; i < end; i++) {
      const v = values[i];
      if (!isMissing(v) && typeof v !== 'number') asText = true;
    }
    yield;
  }
  const rank = new Map<string, number>();
  if (asText) {
    const distinct = new Set<string>();
    for (let start = 0; start < n; start += SLICE_ROWS) {
      const end = Math.min(n, start + SLICE_ROWS);
      for (let i = start; i < end; i++) if (!isMissing(values[i])) distinct.add(String(values[i]));
      yield;
    }
    const sorted = [...distinct].sort(collator.compare);
    yield;
    let current = 0;
    sorted.forEach((text, i) => {
      if (i > 0 && collator.compare(sorted[i - 1]!, text) !== 0) current += 1;
      rank.set(text, current);
    });
    yield;
  }
  for (let start = 0; start < n; start += SLICE_ROWS) {
    const end = Math.min(n, start + SLICE_ROWS);
    for (let i = start; i < end; i++) {
      const v = values[i];
      keys[i] = isMissing(v) ? -Infinity : asText ? rank.get(String(v))! : (v as number);
    }
    yield;
  }
  return keys;
}

export const sortKeys = (values: readonly CellValue[]): Float64Array => finish(keysOf(values));

/** Index of the first element of `sorted` that is not below `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Row indices by ascending key, ties in row order. Only native numeric
 * typed-array sorts (a comparator function makes TypedArray#sort ~50x
 * slower): each row becomes rank × n + row index, which sorts by key, then
 * by row.
 */
function* ascendingOrderOf(keys: Float64Array): Sliced<Int32Array> {
  const n = keys.length;
  const sortedKeys = Float64Array.from(keys).sort();
  yield;
  const composite = new Float64Array(n);
  for (let start = 0; start < n; start += SLICE_ROWS) {
    const end = Math.min(n, start + SLICE_ROWS);
    for (let i = start; i < end; i++) composite[i] = lowerBound(sortedKeys, keys[i]!) * n + i;
    yield;
  }
  composite.sort();
  yield;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = composite[i]! % n;
  return order;
}

export const ascendingOrder = (keys: Float64Array): Int32Array => finish(ascendingOrderOf(keys));

/** The descending order: groups of equal keys in reverse, each group still in row order. */
export function descendingOrder(ascending: Int32Array, keys: Float64Array): Int32Array {
  const order = new Int32Array(ascending.length);
  let out = 0;
  let end = ascending.length;
  while (end > 0) {
    let start = end - 1;
    const key = keys[ascending[start]!]!;
    while (start > 0 && keys[ascending[start - 1]!] === key) start -= 1;
    for (let i = start; i < end; i++) order[out++] = ascending[i]!;
    end = start;
  }
  return order;
}

/** Whether the rows are in the column's order already (equal values in row order), so that order is row order. */
function inOrder<Row>(rows: readonly Row[], column: ColumnSpec<Row>, desc: boolean): boolean {
  let previous = rows.length > 0 ? column.value(rows[0]!) : null;
  for (let i = 1; i < rows.length; i++) {
    const value = column.value(rows[i]!);
    const comparison = compareCellValues(previous, value);
    if (desc ? comparison < 0 : comparison > 0) return false;
    previous = value;
  }
  return true;
}

/** Cached sort orders of one data set (rows + columns). */
export class SortIndex<Row> {
  private readonly keys = new Map<string, Float64Array>();
  private readonly orders = new Map<string, Int32Array>();
  /** Columns whose preparation has started and is not finished. */
  private readonly preparing = new Map<string, Sliced<void>>();
  private readonly columns: ReadonlyMap<string, ColumnSpec<Row>>;

  constructor(
    private readonly rows: readonly Row[],
    columns: readonly ColumnSpec<Row>[],
  ) {
    this.columns = new Map(columns.map((c) => [c.id, c]));
  }

  /** Row indices sorted by a column (unknown column: row order); prepares the column now if it is not ready. */
  order(columnId: string, desc: boolean): Int32Array {
    const cacheKey = `${columnId}|${desc ? 'desc' : 'asc'}`;
    let order = this.orders.get(cacheKey);
    if (order) return order;
    const column = this.columns.get(columnId);
    if (!column) return this.identity();
    if (!this.orders.has(`${columnId}|asc`) && inOrder(this.rows, column, desc)) {
      order = this.identity();
      this.orders.set(cacheKey, order);
      return order;
    }
    const work = this.preparation(columnId);
    if (work) finish(work);
    const ascending = this.orders.get(`${columnId}|asc`)!;
    order = desc ? descendingOrder(ascending, this.keys.get(columnId)!) : ascending;
    this.orders.set(cacheKey, order);
    return order;
  }

  /**
   * Prepares a column ahead of its first click, slice by slice while
   * `hasTime()` says the browser can spare the main thread. Returns true while
   * there is more to do for this column.
   */
  warm(columnId: string, hasTime: () => boolean): boolean {
    const work = this.preparation(columnId);
    if (!work) return false;
    while (hasTime()) if (work.next().done) return false;
    return true;
  }

  /** The column's preparation (started on first call); null when the column is unknown or already prepared. */
  private preparation(columnId: string): Sliced<void> | null {
    if (this.orders.has(`${columnId}|asc`)) return null;
    const column = this.columns.get(columnId);
    if (!column) return null;
    let work = this.preparing.get(columnId);
    if (!work) {
      work = this.prepare(columnId, column);
      this.preparing.set(columnId, work);
    }
    return work;
  }

  private *prepare(columnId: string, column: ColumnSpec<Row>): Sliced<void> {
    const values = yield* valuesOf(this.rows, column);
    const keys = yield* keysOf(values);
    this.keys.set(columnId, keys);
    const ascending = yield* ascendingOrderOf(keys);
    this.orders.set(`${columnId}|asc`, ascending);
    this.preparing.delete(columnId);
  }

  identity(): Int32Array {
    let order = this.orders.get('');
    if (!order) {
      order = new Int32Array(this.rows.length);
      for (let i = 0; i < order.length; i++) order[i] = i;
      this.orders.set('', order);
    }
    return order;
  }
}

/**
 * Indices of `order` whose row is included (mask 1), or `order` itself
 * without a mask.
 */
export function applyMask(order: Int32Array, mask: Uint8Array | null): Int32Array {
  return mask ? order.filter((index) => mask[index] === 1) : order;
}
