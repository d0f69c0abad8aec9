import { MISSING_TEXT } from '../../lib/format.ts';
import type { ColumnSpec } from './types.ts';

/** The text a cell shows: the column's format, else the value, missing as MISSING_TEXT. */
export function formatCell<Row>(column: ColumnSpec<Row>, row: Row): string {
  const value = column.value(row);
  if (column.format) return column.format(value, row);
  if (value === null || value === '') return MISSING_TEXT;
  return String(value);
}
