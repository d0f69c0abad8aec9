/** The table kit: import from here. See DataTable.tsx for usage. */
export { DataTable, type DataTableProps } from './DataTable.tsx';
export { defineColumns, type CellValue, type ColumnSpec, type FirstSortRule, type SortDirection, type SortState } from './types.ts';
export { compareCellValues, firstSortDirection, nextSort, sortRows } from './sorting.ts';
export { toCsv, downloadCsv } from './csv.ts';
export { formatCell } from './format-cell.ts';
