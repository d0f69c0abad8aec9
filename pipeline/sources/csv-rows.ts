/**
 * The row loop shared by the CSV adapters: reads the table (csv.ts), refuses a
 * file written with another delimiter, counts every data row, turns repeated
 * header lines into rejected rows, rejects exact duplicate lines and rows whose
 * field count does not match the header, and hands each remaining record to
 * the adapter's row parser.
 */
import { LongballError } from '../errors.ts';
import { findColumn, mixedEncodingWarning, readCsvTable, readHeaderlessCsv, type CsvRecord, type CsvTable } from './csv.ts';
import { type RowCollector, csvField, rejectRow, type Field } from './parsed-input.ts';

/** A header that is one cell holding semicolons or tabs was written with another delimiter. */
function assertCommaDelimited(file: string, firstRow: readonly string[], line: number): void {
  if (firstRow.length !== 1) return;
  const cell = firstRow[0] ?? '';
  const other = cell.includes(';') ? ';' : cell.includes('\t') ? 'a tab' : null;
  if (other === null) return;
  throw new LongballError('CSV_MALFORMED', {
    file,
    line,
    reason: `the line is a single field containing ${other === ';' ? '";"' : other}: the file uses ${other === ';' ? '";"' : other} as its delimiter, not ","`,
  });
}

export interface HeaderedCsv extends CsvTable {
  file: string;
  /** Some cell may hold U+001F, the separator of whole-line keys (see DuplicateLines). */
  holdsKeySeparator: boolean;
}

/** Byte 0x1f is U+001F in UTF-8 and in Windows-1252 alike, and nothing else. */
const holdsKeySeparator = (bytes: Uint8Array): boolean => bytes.indexOf(0x1f) !== -1;

/** Reads a CSV with a header row; an empty file or another delimiter makes it unusable. */
export function readHeaderedCsv(file: string, bytes: Uint8Array): HeaderedCsv {
  const table = readCsvTable(file, bytes);
  assertCommaDelimited(file, table.header, 1);
  return { ...table, file, holdsKeySeparator: holdsKeySeparator(bytes) };
}

/** Reads a headerless CSV (reference.csv, PlayerHandedness.csv, last7references.csv). */
export function readHeaderlessRecords(file: string, bytes: Uint8Array) {
  const read = readHeaderlessCsv(file, bytes);
  const first = read.records[0];
  if (first) assertCommaDelimited(file, first.cells, first.line);
  return { ...read, holdsKeySeparator: holdsKeySeparator(bytes) };
}

/** The text of a column in a record, '' when the column is absent. */
export const cellAt = (record: CsvRecord, index: number): string => (index < 0 ? '' : (record.cells[index] ?? ''));

/** A located column: its index and how issues name it. */
export interface Column {
  index: number;
  field: Field;
}

/** Finds a column among accepted names; null when absent. */
export function optionalColumn(header: readonly string[], accepted: readonly string[]): Column | null {
  const index = findColumn([...header], accepted);
  return index === -1 ? null : { index, field: csvField(header[index] ?? accepted[0] ?? '') };
}

/** Finds a column the file cannot be used without. */
export function requiredColumn(file: string, header: readonly string[], what: string, accepted: readonly string[]): Column {
  const column = optionalColumn(header, accepted);
  if (column === null) {
    throw new LongballError('CSV_MISSING_COLUMN', {
      file,
      column: what,
      accepted,
      header,
    });
  }
  return column;
}

export const cell = (record: CsvRecord, column: Column | null): string => (column === null ? '' : cellAt(record, column.index));

/** Identity of a line for the exact-duplicate check (cells as read). */
const recordKey = (record: CsvRecord): string => record.cells.join('\u001f');

const sameCells = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** Past this many records a bucket of DuplicateLines is keyed by whole lines. */
const BUCKET_LIMIT = 16;

/** Two or more records with the same first and last cells. */
class Bucket {
  readonly records: CsvRecord[];
  byLine: Map<string, number> | null = null;

  constructor(first: CsvRecord) {
    this.records = [first];
  }
}

const lastCell = (record: CsvRecord): string => record.cells[record.cells.length - 1] ?? '';

/**
 * The exact-duplicate check: two records are duplicates when their recordKeys
 * are equal. Building that key for every line is the costly part, so records are
 * bucketed by their first and last cells (two map levels, no key is built) and
 * compared cell by cell within a bucket (equal cells are equal keys, and without
 * U+001F in any cell the converse holds too); a bucket that outgrows
 * BUCKET_LIMIT switches to whole-line keys, as does the whole file when a cell
 * may hold U+001F. A first cell seen once holds its record itself, and so does a
 * last cell seen once under its first cell: most records share neither, and
 * then no inner map or bucket is built for them.
 */
class DuplicateLines {
  private readonly byFirst = new Map<string, CsvRecord | Map<string, CsvRecord | Bucket>>();
  private readonly byLine: Map<string, number> | null;

  constructor(holdsKeySeparator: boolean) {
    this.byLine = holdsKeySeparator ? new Map() : null;
  }

  /** The line of an earlier record with the same key; otherwise the record is remembered and undefined returned. */
  earlierLine(record: CsvRecord): number | undefined {
    if (this.byLine !== null) return this.viaLineKeys(this.byLine, record);
    const { cells } = record;
    const first = cells[0] ?? '';
    const last = cells[cells.length - 1] ?? '';
    const seen = this.byFirst.get(first);
    if (seen === undefined) {
      this.byFirst.set(first, record);
      return undefined;
    }
    let byLast: Map<string, CsvRecord | Bucket>;
    if (seen instanceof Map) byLast = seen;
    else {
      byLast = new Map<string, CsvRecord | Bucket>().set(lastCell(seen), seen);
      this.byFirst.set(first, byLast);
    }
    const group = byLast.get(last);
    if (group === undefined) {
      byLast.set(last, record);
      return undefined;
    }
    let bucket: Bucket;
    if (group instanceof Bucket) bucket = group;
    else {
      bucket = new Bucket(group);
      byLast.set(last, bucket);
    }
    if (bucket.byLine !== null) return this.viaLineKeys(bucket.byLine, record);
    for (const earlier of bucket.records) if (sameCells(earlier.cells, cells)) return earlier.line;
    bucket.records.push(record);
    if (bucket.records.length > BUCKET_LIMIT) {
      bucket.byLine = new Map();
      for (const r of bucket.records) bucket.byLine.set(recordKey(r), r.line);
    }
    return undefined;
  }

  private viaLineKeys(byLine: Map<string, number>, record: CsvRecord): number | undefined {
    const key = recordKey(record);
    const first = byLine.get(key);
    if (first === undefined) byLine.set(key, record.line);
    return first;
  }
}

/** A row is malformed when it has fewer fields than expected, or more that are not empty. */
function wrongFieldCount(cells: readonly string[], width: number): boolean {
  if (cells.length < width) return true;
  for (let i = width; i < cells.length; i++) if ((cells[i] ?? '').trim() !== '') return true;
  return false;
}

/**
 * Runs `parseRow` over the data records. Counts rows read; repeated headers,
 * exact duplicate lines and wrong field counts are rejected before parsing
 * (a trailing empty field is tolerated). `parseRow` returns the row to keep, or
 * rejects it through RowRejected. `whenEmpty` is the warning for a file without data rows.
 */
export function collectCsvRows<T>(
  table: HeaderedCsv,
  collector: RowCollector<T>,
  parseRow: (record: CsvRecord) => T,
  whenEmpty = 'no data rows (the file has a header only)',
): void {
  const width = table.header.length;
  collector.rowsRead += table.records.length + table.skipped.length;
  for (const issue of table.skipped) collector.reject(issue.line, issue.column, issue.reason);
  if (table.records.length === 0 && table.skipped.length === 0) collector.warn(whenEmpty);
  if (table.encoding === 'windows-1252') collector.warn('decoded as Windows-1252/Latin-1 (the bytes are not UTF-8)');
  if (table.encoding === 'utf-8-mixed') collector.warn(mixedEncodingWarning(table.badLines));
  const duplicates = new DuplicateLines(table.holdsKeySeparator);
  const { records } = table;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    try {
      if (wrongFieldCount(record.cells, width)) rejectRow(`the row has ${record.cells.length} fields; the header has ${width}`);
      const first = duplicates.earlierLine(record);
      if (first !== undefined) rejectRow(`exact duplicate of line ${first}`);
      const row = parseRow(record);
      if (row !== undefined) collector.rows.push(row);
    } catch (e) {
      collector.rejectThrown(record.line, e);
    }
  }
}

export interface HeaderlessOptions {
  /** Recognises a header line at the top of a file that is normally written without one. */
  isHeaderLine?: (record: CsvRecord) => boolean;
  /** The header is allowed by the format (name_aliases.csv): skip it without a warning. */
  headerOptional?: boolean;
}

/**
 * The same loop for a headerless file with a fixed list of fields: a record with
 * fewer fields is rejected (extra trailing empty fields are tolerated), exact
 * duplicate lines are rejected. A recognised header line on line 1 is skipped
 * (with a warning unless the format allows it). Returns whether a header was skipped.
 */
export function collectHeaderlessRows<T>(
  file: string,
  bytes: Uint8Array,
  fieldNames: readonly string[],
  collector: RowCollector<T>,
  parseRow: (record: CsvRecord) => T,
  options: HeaderlessOptions = {},
): { headerSkipped: boolean } {
  const { records, skipped, encoding, badLines, holdsKeySeparator } = readHeaderlessRecords(file, bytes);
  if (encoding === 'windows-1252') collector.warn('decoded as Windows-1252/Latin-1 (the bytes are not UTF-8)');
  if (encoding === 'utf-8-mixed') collector.warn(mixedEncodingWarning(badLines));
  collector.rowsRead += skipped.length;
  for (const issue of skipped) collector.reject(issue.line, issue.column, issue.reason);
  const duplicates = new DuplicateLines(holdsKeySeparator);
  let data = records;
  const first = records[0];
  const headerSkipped = first !== undefined && options.isHeaderLine?.(first) === true;
  if (first && headerSkipped) {
    if (!options.headerOptional) {
      collector.warn(`line ${first.line} is a header ("${first.cells.join(',')}") in a file read without one; it was skipped`);
    }
    data = records.slice(1);
  }
  if (data.length === 0) collector.warn('no data rows');
  collector.rowsRead += data.length;
  for (let i = 0; i < data.length; i++) {
    const record = data[i]!;
    try {
      if (wrongFieldCount(record.cells, fieldNames.length)) {
        rejectRow(`the row has ${record.cells.length} field${record.cells.length === 1 ? '' : 's'}; expected ${fieldNames.length} (${fieldNames.join(',')})`);
      }
      const earlier = duplicates.earlierLine(record);
      if (earlier !== undefined) rejectRow(`exact duplicate of line ${earlier}`);
      const row = parseRow(record);
      if (row !== undefined) collector.rows.push(row);
    } catch (e) {
      collector.rejectThrown(record.line, e);
    }
  }
  return { headerSkipped };
}
