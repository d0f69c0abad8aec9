import { MISSING_TEXT } from '../../lib/format.ts';
import type { ColumnSpec } from './types.ts';

/** The text a cell shows: the column's format, else the value, missing as MISSING_TEXT. */
export function formatCell<Row>(column: ColumnSpec<Row>, row: Row): string {
  const value = column.value(row);
  if (column.format) return column.format(value, row);
  if (value === null || value === '') return MISSING_TEXT;
  return String(value);
}

/**
 * The text of the static HTML, the same wherever it is drawn (the build, the hydrating browser):
 * the column's `formatStatic` when its text depends on the visitor (his time zone), else its text.
 */
export function staticCellText<Row>(column: ColumnSpec<Row>, row: Row): string {
  return column.formatStatic ? column.formatStatic(column.value(row), row) : formatCell(column, row);
}
