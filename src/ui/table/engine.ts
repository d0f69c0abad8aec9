/**
 * The table engine: TanStack Table v9 with the features the site's tables use (sorting and column
 * visibility), and the translation of the kit's ColumnSpecs (./types.ts) into its column
 * definitions. Features the kit does without:
 * - ordering: the definitions reach TanStack in the screen's order (columnDefsInOrder);
 * - pinning: the column order lists the name column first on every screen (./default-columns.ts
 *   columnOrderFor) and CSS keeps it in view (DataTable's sticky cells);
 * - paging: DataTable slices the listed rows into its page itself (useListingPage);
 * - filtering: the search (./table-search.ts, the site's one search rule on each row's search text)
 *   and a table's own filter are one predicate on the rows DataTable hands to TanStack;
 * - sizing: the widths are the kit's own measure (./use-column-widths.ts), set on the table's
 *   <col>s; the tables have no resizing.
 *
 * The site's rules on top of TanStack's options:
 * - a column's first sort direction (./sorting.ts firstSortDirection) is its `sortDescFirst`;
 *   clicking the sorted column flips it and never removes the sort (`enableSortingRemoval: false`);
 * - missing values (null, '', NaN) reach TanStack as `undefined` and sort lowest
 *   (`sortUndefined: -1`: first when ascending, last when descending);
 * - present values compare by compareCellValues (numbers by value, text with the shared collator),
 *   through the keyed sorted row model below (TanStack's own sort functions are not used);
 * - rows the table's `meta.listedLast` picks out (e.g. games already under way) come after the
 *   others whatever the sort, each group in the sort's order.
 */
import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  tableMemo,
  type ColumnDef,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';
import { compareCellValues, firstSortDirection, isMissing } from './sorting.ts';
import type { CellValue, ColumnSpec, FirstSortRule } from './types.ts';

/**
 * TanStack's sorted row model for the kit's one-column sort (multi-sort is off), keyed: each
 * row's sort key is taken once per sort (a number column's value; a text's rank among the
 * column's distinct texts, ordered once by compareCellValues; missing values lowest), then rows
 * compare by key, ties in their original order. The same order as comparing rows with
 * compareCellValues, without TanStack's value lookups and the collator on each of the ~80,000
 * comparisons a 6,000-row sort makes (the bulk of a sort click's time on a slow phone).
 */
function createKeyedSortedRowModel<TFeatures extends TableFeatures, TData extends RowData>() {
  return (table: Table<TFeatures, TData>) => {
    // The row-sorting feature is registered (tableKitFeatures): its table and column APIs exist.
    const sortingTable = table as unknown as SortingTable<TFeatures, TData>;
    return tableMemo({
      feature: 'rowSortingFeature',
      table,
      fnName: 'table.getSortedRowModel',
      memoDeps: () => [sortingTable.atoms.sorting?.get(), table.getPreSortedRowModel(), sortingTable.options.meta?.listedLast],
      fn: () => keyedSort(sortingTable),
    });
  };
}

/** What keyedSort reads of a table with the row-sorting feature. */
interface SortingTable<TFeatures extends TableFeatures, TData extends RowData> {
  atoms: { sorting?: { get: () => { id: string; desc: boolean }[] | undefined } };
  options: { meta?: KitTableMeta };
  getPreSortedRowModel: () => RowModel<TFeatures, TData>;
  getColumn: (id: string) => { getCanSort: () => boolean; accessorFn?: unknown } | undefined;
}

function keyedSort<TFeatures extends TableFeatures, TData extends RowData>(table: SortingTable<TFeatures, TData>): RowModel<TFeatures, TData> {
  const unsorted = table.getPreSortedRowModel();
  const sort = table.atoms.sorting?.get()?.[0];
  const column = sort ? table.getColumn(sort.id) : undefined;
  const listedLast = table.options.meta?.listedLast as ((row: TData) => boolean) | undefined;
  const sorted = sort && column?.getCanSort() ? { sort, column } : null;
  if ((!sorted && !listedLast) || unsorted.rows.length === 0) return unsorted;
  const keys = sorted ? keysOf(unsorted.rows, sorted.sort.id, sorted.column.accessorFn) : null;
  const last = listedLast ? unsorted.rows.map((row) => listedLast(row.original)) : null;
  const rows = listedOrder(unsorted.rows.length, keys, sort?.desc ?? false, last).map((index) => unsorted.rows[index]!);
  return { rows, flatRows: rows, rowsById: unsorted.rowsById };
}

/**
 * The listed order of `count` rows, as their indexes: those `last` marks after the others, then
 * by their sort `keys` (sortKeys; descending when `desc`), ties in their original order.
 */
export function listedOrder(count: number, keys: readonly number[] | null, desc: boolean, last: readonly boolean[] | null): number[] {
  const sign = desc ? -1 : 1;
  const order = Array.from({ length: count }, (_, index) => index);
  return order.sort((a, b) => (last ? Number(last[a]) - Number(last[b]) : 0) || (keys ? sign * (keys[a]! - keys[b]!) : 0) || a - b);
}

/**
 * The rows' sort keys for a column, kept per listed rows (the same array while the data and the
 * filter stand) and per column accessor (a new column definition, e.g. the Custom tab's new
 * weights, is a new accessor): flipping a column's direction, or coming back to it, costs no new keys.
 */
const keysByRows = new WeakMap<readonly unknown[], Map<string, { accessor: unknown; keys: number[] }>>();

function keysOf<TFeatures extends TableFeatures, TData extends RowData>(
  rows: RowModel<TFeatures, TData>['rows'],
  columnId: string,
  accessor: unknown,
): number[] {
  let byColumn = keysByRows.get(rows);
  if (!byColumn) keysByRows.set(rows, (byColumn = new Map()));
  const kept = byColumn.get(columnId);
  if (kept && kept.accessor === accessor) return kept.keys;
  const keys = sortKeys(rows.map((row) => row.getValue<CellValue | undefined>(columnId)));
  byColumn.set(columnId, { accessor, keys });
  return keys;
}

/** One number per value, ordered as compareCellValues orders the values (missing: -Infinity). */
export function sortKeys(values: readonly (CellValue | undefined)[]): number[] {
  if (values.every((value) => isMissing(value) || typeof value === 'number')) {
    return values.map((value) => (isMissing(value) ? Number.NEGATIVE_INFINITY : (value as number)));
  }
  const distinct = [...new Set(values.filter((value) => !isMissing(value)))].sort(compareCellValues);
  const rank = new Map<CellValue | undefined, number>();
  distinct.forEach((value, index) => {
    // Values the rule calls equal (case, accents) share a rank, so ties keep their order.
    const previous = distinct[index - 1];
    rank.set(value, index > 0 && compareCellValues(previous, value) === 0 ? rank.get(previous)! : index);
  });
  return values.map((value) => (isMissing(value) ? Number.NEGATIVE_INFINITY : rank.get(value)!));
}

export const tableKitFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  columnMeta: {} as { spec: ColumnSpec<never> },
  tableMeta: {} as KitTableMeta,
});

/** The table's options beyond TanStack's (`useTable({ meta })`). */
export interface KitTableMeta {
  /** Rows listed after the others whatever the sort (DataTable's `listedLast`). */
  listedLast?: (row: never) => boolean;
}

export type KitFeatures = typeof tableKitFeatures;
export type KitColumnDef<Row extends object> = ColumnDef<KitFeatures, Row, unknown>;

/** The id of a table's name column: the one marked `pin`, else the first. Pinned left; never hidden. */
export function nameColumnId<Row>(columns: readonly ColumnSpec<Row>[]): string {
  return (columns.find((column) => column.pin) ?? columns[0])?.id ?? '';
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
    enableHiding: !spec.pin,
    meta: { spec: spec as ColumnSpec<never> },
  }));
}

/** The column definitions in `order` (their ids; one not listed keeps its place after those listed). */
export function columnDefsInOrder<Row extends object>(defs: readonly KitColumnDef<Row>[], order: readonly string[]): KitColumnDef<Row>[] {
  const position = new Map(order.map((id, index) => [id, index]));
  const rank = (def: KitColumnDef<Row>) => position.get(def.id ?? '') ?? order.length;
  return [...defs].sort((a, b) => rank(a) - rank(b));
}
