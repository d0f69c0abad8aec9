/**
 * CSV of a table's rows (already filtered and sorted by the caller) with every column of its spec,
 * shown or not: the header is each column's header, a cell is the column's raw value (0.617, not
 * "61.7%"; a spreadsheet computes with it), empty when missing. UTF-8 with a byte-order mark, so
 * Excel reads accents and dashes right. RFC 4180 quoting; text cells that a spreadsheet would run
 * as a formula (starting with = + - @ or a tab / carriage return) are prefixed with '.
 */
import type { CellValue, ColumnSpec } from './types.ts';

const BYTE_ORDER_MARK = '\uFEFF';

function rawText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value;
}

function escapeCsvField(text: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<Row>(columns: readonly ColumnSpec<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => escapeCsvField(column.header, true)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => escapeCsvField(rawText(column.value(row)), typeof column.value(row) === 'string')).join(','));
  }
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** Starts a browser download of `csv` as `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Starts a browser download of `blob` (e.g. a CSV answered by the server, byte-order mark kept) as `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
