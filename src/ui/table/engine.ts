/**
 * The table engine: TanStack Table v9 with the features the site's tables use (sorting,
 * global filter, pagination, column visibility, ordering, pinning and sizing), and the
 * translation of the kit's ColumnSpecs (./types.ts) into its column definitions.
 *
 * The site's rules on top of TanStack's options:
 * - a column's first sort direction (./sorting.ts firstSortDirection) is its `sortDescFirst`;
 *   clicking the sorted column flips it and never removes the sort (`enableSortingRemoval: false`);
 * - missing values (null, '', NaN) reach TanStack as `undefined` and sort lowest
 *   (`sortUndefined: -1`: first when ascending, last when descending);
 * - present values compare by compareCellValues (numbers by value, text with the shared collator);
 * - the global filter is the site's one search rule (../../lib/text-search.ts), checked once per
 *   row on its search text (only the pinned name column takes part in global filtering).
 */
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  columnFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type Row as TanStackRow,
} from '@tanstack/react-table';
import { compareCellValues, firstSortDirection, isMissing } from './sorting.ts';
import type { CellValue, ColumnSpec, FirstSortRule } from './types.ts';

export const tableKitFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: {} as { spec: ColumnSpec<never> },
});

export type KitFeatures = typeof tableKitFeatures;
export type KitColumnDef<Row extends object> = ColumnDef<KitFeatures, Row, unknown>;

/** The id of a table's name column: the one marked `pin`, else the first. Pinned left; never hidden. */
export function nameColumnId<Row>(columns: readonly ColumnSpec<Row>[]): string {
  return (columns.find((column) => column.pin) ?? columns[0])?.id ?? '';
}

function compareRows<Row extends object>(a: TanStackRow<KitFeatures, Row>, b: TanStackRow<KitFeatures, Row>, columnId: string): number {
  return compareCellValues(a.getValue<CellValue>(columnId), b.getValue<CellValue>(columnId));
}

/** The TanStack column definition of each ColumnSpec. */
export function toColumnDefs<Row extends object>(columns: readonly ColumnSpec<Row>[], rule: FirstSortRule): KitColumnDef<Row>[] {
  return columns.map((spec) => ({
    id: spec.id,
    header: spec.header,
    accessorFn: (row: Row) => {
      const value = spec.value(row);
      return isMissing(value) ? undefined : value;
    },
    enableSorting: spec.sortable !== false,
    sortDescFirst: firstSortDirection(spec, rule) === 'desc',
    sortUndefined: -1,
    sortFn: compareRows,
    enableHiding: !spec.pin,
    meta: { spec: spec as ColumnSpec<never> },
  }));
}

/** A row's search text in the form the search rule matches (built once per row and rule). */
export type SearchHaystack<Row> = (row: Row) => string;
