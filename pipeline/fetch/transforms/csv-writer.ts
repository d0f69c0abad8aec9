/**
 * Writing CSV the way the adapters read it, through csv-stringify (csv-parse's sister
 * package): comma-separated, a cell quoted only when it holds a comma, a quote or a
 * line break (quotes doubled), LF line ends, a final newline, no BOM. A missing value
 * (null, undefined, a number that is not finite) is an empty cell.
 */
import { type Options, stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

const OPTIONS: Options = {
  record_delimiter: 'unix',
  // csv-stringify quotes a cell with a comma, a quote or an LF; a lone CR is quoted too, so a reader never splits the line there.
  quoted_match: /\r/,
  cast: { number: (value) => (Number.isFinite(value) ? String(value) : '') },
};

/** Lines of cells, each ending with LF. */
const stringifyRows = (rows: readonly (readonly CsvCell[])[]): string => stringify(rows as CsvCell[][], OPTIONS);

export const csvLine = (cells: readonly CsvCell[]): string => stringifyRows([cells]).slice(0, -1);

export const csvCell = (value: CsvCell): string => csvLine([value]);

/** A whole file; `header` null writes a headerless file. */
export function toCsv(header: readonly string[] | null, rows: readonly (readonly CsvCell[])[]): string {
  return stringifyRows(header === null ? rows : [header, ...rows]);
}
