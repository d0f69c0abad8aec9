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
 *   its descending order is derived from it in one pass.
 */
import { isMissing, textCollator as collator } from './sorting.ts';
import type { CellValue, ColumnSpec } from './types.ts';

/**
 * One key per value: equal keys exactly when compareCellValues says equal, and
 * key order = compareCellValues order. Missing values are -Infinity.
 */
export function sortKeys(values: readonly CellValue[]): Float64Array {
  const keys = new Float64Array(values.length);
  const allNumbers = values.every((v) => isMissing(v) || typeof v === 'number');
  if (allNumbers) {
    values.forEach((v, i) => (keys[i] = isMissing(v) ? -Infinity : (v as number)));
    return keys;
  }
  const distinct = [...new Set(values.filter((v) => !isMissing(v)).map(String))].sort(collator.compare);
  const rank = new Map<string, number>();
  let current = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1]!, text) !== 0) current += 1;
    rank.set(text, current);
  });
  values.forEach((v, i) => (keys[i] = isMissing(v) ? -Infinity : rank.get(String(v))!));
  return keys;
}

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
export function ascendingOrder(keys: Float64Array): Int32Array {
  const n = keys.length;
  const sortedKeys = Float64Array.from(keys).sort();
  const composite = new Float64Array(n);
  for (let i = 0; i < n; i++) composite[i] = lowerBound(sortedKeys, keys[i]!) * n + i;
  composite.sort();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = composite[i]! % n;
  return order;
}

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

/** Cached sort orders of one data set (rows + columns). */
export class SortIndex<Row> {
  private readonly keys = new Map<string, Float64Array>();
  private readonly orders = new Map<string, Int32Array>();
  private readonly columns: ReadonlyMap<string, ColumnSpec<Row>>;

  constructor(
    private readonly rows: readonly Row[],
    columns: readonly ColumnSpec<Row>[],
  ) {
    this.columns = new Map(columns.map((c) => [c.id, c]));
  }

  /** Row indices sorted by a column (unknown column: row order). */
  order(columnId: string, desc: boolean): Int32Array {
    const cacheKey = `${columnId}|${desc ? 'desc' : 'asc'}`;
    let order = this.orders.get(cacheKey);
    if (order) return order;
    const column = this.columns.get(columnId);
    if (!column) return this.identity();
    let keys = this.keys.get(columnId);
    if (!keys) {
      keys = sortKeys(this.rows.map((row) => column.value(row)));
      this.keys.set(columnId, keys);
    }
    const ascending = this.orders.get(`${columnId}|asc`) ?? ascendingOrder(keys);
    this.orders.set(`${columnId}|asc`, ascending);
    order = desc ? descendingOrder(ascending, keys) : ascending;
    this.orders.set(cacheKey, order);
    return order;
  }

  /**
   * Prepares a column ahead of its first click, one small step per call
   * (keys, then the ascending order) so idle-time work never blocks input.
   * Returns true while there is more to do for this column.
   */
  warmStep(columnId: string): boolean {
    const column = this.columns.get(columnId);
    if (!column || this.orders.has(`${columnId}|asc`)) return false;
    if (!this.keys.has(columnId)) {
      this.keys.set(columnId, sortKeys(this.rows.map((row) => column.value(row))));
      return true;
    }
    this.order(columnId, false);
    return false;
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
