/**
 * CSV of what the table shows: the given rows (already filtered and sorted by
 * the caller) and every column, each cell as displayed (formatCell).
 * RFC 4180 quoting; text cells that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab / carriage return) are prefixed with '.
 */
import { formatCell } from './format-cell.ts';
import type { ColumnSpec } from './types.ts';

function escapeCsvField(text: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly ColumnSpec<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => escapeCsvField(column.header, true)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => escapeCsvField(formatCell(column, row), column.kind === 'text')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Starts a browser download of `csv` as `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
