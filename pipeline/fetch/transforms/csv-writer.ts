/**
 * Writing CSV the way the adapters read it: comma-separated, a cell quoted only
 * when it holds a comma, a quote or a line break (quotes doubled), LF line ends,
 * a final newline, no BOM.
 */
export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(',');

/** A whole file; `header` null writes a headerless file. */
export function toCsv(header: readonly string[] | null, rows: readonly (readonly CsvCell[])[]): string {
  const lines = header === null ? [] : [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
