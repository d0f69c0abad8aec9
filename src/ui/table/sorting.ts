/**
 * Sorting rules shared by every table (docs/product.md#tables):
 * - clicking the sorted column flips its direction;
 * - clicking another column sorts by it in its first direction (FirstSortRule);
 * - missing values (null, undefined, NaN, empty text) sort lowest: first when
 *   ascending, last when descending.
 */
import type { CellValue, ColumnSpec, FirstSortRule, SortDirection, SortState } from './types.ts';

/**
 * The one text collation of every table: 'en', ignoring case and accents, with
 * numeric runs. One shared Intl.Collator: String#localeCompare with options
 * builds a collator per call, which is what made sorting thousands of rows slow.
 * Made at the first text comparison: loading the collation data is a long task on a
 * phone, which a table first sorted by a number need not pay.
 */
let textCollatorMade: Intl.Collator | null = null;
const textCollator = () => (textCollatorMade ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

export function isMissing(value: CellValue | undefined): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** Ascending comparison; missing lowest; text case-insensitive with numeric runs ("Park 9" < "Park 10"). */
export function compareCellValues(a: CellValue | undefined, b: CellValue | undefined): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textCollator().compare(String(a), String(b));
}

export function firstSortDirection<Row>(column: ColumnSpec<Row>, rule: FirstSortRule): SortDirection {
  if (column.firstSort) return column.firstSort;
  if (rule === 'by-kind') return column.kind === 'text' ? 'asc' : 'desc';
  return rule;
}

/** The sort after a click on `column`'s header. */
export function nextSort<Row>(current: SortState | null, column: ColumnSpec<Row>, rule: FirstSortRule): SortState {
  if (current && current.id === column.id) return { id: column.id, desc: !current.desc };
  return { id: column.id, desc: firstSortDirection(column, rule) === 'desc' };
}

/** Sorts a copy of `rows` by a column, for callers outside a table; ties keep their order (Array#sort is stable). */
export function sortRows<Row>(rows: readonly Row[], column: ColumnSpec<Row>, desc: boolean): Row[] {
  const sign = desc ? -1 : 1;
  return rows
    .map((row) => ({ row, value: column.value(row) }))
    .sort((x, y) => sign * compareCellValues(x.value, y.value))
    .map((entry) => entry.row);
}
