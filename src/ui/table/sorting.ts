/**
 * Sorting rules shared by every table (docs/product.md#tables):
 * - clicking the sorted column flips its direction;
 * - clicking another column sorts by it in its first direction (FirstSortRule);
 * - missing values (null, undefined, NaN, empty text) sort lowest: first when
 *   ascending, last when descending.
 */
import { foldForSearch } from '../../lib/fold-text.ts';
import type { CellValue, ColumnSpec, FirstSortRule, SortDirection, SortState } from './types.ts';

/** Digits a numeric run is padded to in a text's sort key: longer runs than any table shows. */
const NUMERIC_RUN_DIGITS = 20;

/**
 * The one text order of every table, as a key compared character by character: case and accents
 * ignored ("acuña" = "Acuna"), each run of digits by its value ("Park 9" < "Park 10"). Made from
 * the text itself rather than with an Intl collator, whose data takes a phone a long task to load
 * at a page's first sort.
 */
export function textSortKey(text: string): string {
  return foldForSearch(text).replace(/\d+/g, (run) => run.replace(/^0+(?=\d)/, '').padStart(NUMERIC_RUN_DIGITS, '0'));
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function isMissing(value: CellValue | undefined): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** Ascending comparison; missing lowest; text case-insensitive with numeric runs ("Park 9" < "Park 10"). */
export function compareCellValues(a: CellValue | undefined, b: CellValue | undefined): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareKeys(textSortKey(String(a)), textSortKey(String(b)));
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
