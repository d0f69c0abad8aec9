/**
 * A table's first page, taken at build time so that the static HTML holds the rows the table
 * lists first (readable before any script runs; the island hydrates after the first paint and
 * then loads the whole file):
 *
 *   // page frontmatter
 *   const firstPage = firstPageOf(file.entries, bullpenTableColumns, { sort: null });
 *   // island: until the file is loaded
 *   <DataTable rows={data?.entries ?? firstPage.rows} partial={data ? undefined : firstPage} ... />
 *
 * - `rows`: the first STATIC_FIRST_ROWS rows in the table's initial sort (the kit's rule,
 *   ./sorting.ts: missing values lowest, ties in file order), the head of the page DataTable
 *   lists from the whole data set, so hydration finds the same rows and the file adds the rest;
 * - `total`: how many rows the whole data set has (the count badge and the paging say it);
 * - `widest`: each column's widest texts over the whole data set (./column-widths.ts), so the
 *   widths measured on the first page are those of the whole set and nothing moves when the rest
 *   arrives.
 * Client-safe and small: an island may import the type; the function runs in .astro frontmatter.
 */
import { STATIC_FIRST_ROWS } from '../../config/ui-settings.ts';
import { widestTextsOf, type ColumnTexts } from './column-widths.ts';
import { sortRows } from './sorting.ts';
import type { ColumnSpec, SortState } from './types.ts';

export interface FirstPage<Row> {
  rows: Row[];
  total: number;
  widest: ColumnTexts[];
}

export function firstPageOf<Row>(
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
  { sort, pageSize = STATIC_FIRST_ROWS }: { sort: SortState | null; pageSize?: number },
): FirstPage<Row> {
  const column = sort ? columns.find((spec) => spec.id === sort.id) : undefined;
  const listed = sort && column ? sortRows(rows, column, sort.desc) : rows;
  return { rows: listed.slice(0, pageSize), total: rows.length, widest: widestTextsOf(rows, columns) };
}
