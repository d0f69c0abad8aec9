/** One-defect mutations of the embedded sample's files, for the bad-input corpus. */
import { readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

export type Mutation = (raw: string) => void;

const BOM = '\uFEFF';

export const bytesOf = (raw: string, file: string): Buffer => readFileSync(path.join(raw, file));
export const textOf = (raw: string, file: string): string => readFileSync(path.join(raw, file), 'utf8');
export const put = (raw: string, file: string, data: string | Buffer): void => writeFileSync(path.join(raw, file), data);

/** A deterministic block of bytes of every value, control bytes included. */
export function noise(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 131 + 7 + (i >> 8)) % 256));
}

export const truncated =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, bytesOf(raw, file).subarray(0, Math.floor(bytesOf(raw, file).length / 2)));
/**
 * A text file cut short inside a row, just after its first field: the last row is
 * visibly incomplete. (A cut at a line break, or inside a row's last unquoted
 * field, leaves rows that look complete; no export carries a row count to tell.)
 */
export const truncatedMidRow =
  (file: string): Mutation =>
  (raw) => {
    const text = textOf(raw, file);
    const lineStart = text.lastIndexOf('\n', Math.floor(text.length / 2)) + 1;
    const sep = text.indexOf(',', text[lineStart] === '"' ? text.indexOf('"', lineStart + 1) : lineStart);
    put(raw, file, text.slice(0, sep + 1));
  };
export const emptied =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, '');
export const randomBytes =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, noise(8192));
export const utf16 =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(textOf(raw, file).replace(BOM, ''), 'utf16le')]));
export const latin1 =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, Buffer.from(textOf(raw, file).replace(BOM, ''), 'latin1'));
export const withBom =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, BOM + textOf(raw, file).replace(BOM, ''));
export const crlf =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, textOf(raw, file).replace(/\r?\n/g, '\r\n'));
/** Valid JSON padded with spaces to the given size. */
export const paddedJson =
  (file: string, bytes: number): Mutation =>
  (raw) =>
    put(raw, file, textOf(raw, file) + ' '.repeat(bytes));
export const oversized =
  (file: string, bytes: number): Mutation =>
  (raw) => {
    const text = textOf(raw, file);
    const lines = text.split('\n');
    const body = lines.slice(1).join('\n');
    put(raw, file, `${lines[0]}\n${body.repeat(Math.ceil(bytes / body.length) + 1)}`);
  };
export const symlinkOutside =
  (file: string, target: string): Mutation =>
  (raw) => {
    unlinkSync(path.join(raw, file));
    symlinkSync(target, path.join(raw, file));
  };

/** CSV: the whole table as rows of cells (header included when the file has one). */
function readCsv(raw: string, file: string): string[][] {
  return parse(textOf(raw, file).replace(BOM, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
}
function writeCsv(raw: string, file: string, rows: string[][], sep = ','): void {
  const cell = (c: string) => (/[",;\n\t]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  put(raw, file, `${rows.map((r) => r.map(cell).join(sep)).join('\n')}\n`);
}
export const csvHeaderOnly =
  (file: string): Mutation =>
  (raw) =>
    writeCsv(raw, file, readCsv(raw, file).slice(0, 1));
export const csvDelimiter =
  (file: string, sep: string): Mutation =>
  (raw) =>
    writeCsv(raw, file, readCsv(raw, file), sep);
export const csvDuplicateRow =
  (file: string, index = 1): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    rows.splice(index + 1, 0, rows[index]!);
    writeCsv(raw, file, rows);
  };
export const csvDropColumn =
  (file: string, column: string): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    const at = rows[0]!.indexOf(column);
    if (at < 0) throw new Error(`${file} has no column ${column}`);
    writeCsv(
      raw,
      file,
      rows.map((r) => r.filter((_, i) => i !== at)),
    );
  };
export const csvRenameColumn =
  (file: string, column: string, to: string): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    const at = rows[0]!.indexOf(column);
    if (at < 0) throw new Error(`${file} has no column ${column}`);
    rows[0]![at] = to;
    writeCsv(raw, file, rows);
  };
/** Sets one cell: `column` is a header name, or an index for a file without a header. */
export const csvCell =
  (file: string, column: string | number, value: string, row = 1): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    const at = typeof column === 'number' ? column : rows[0]!.indexOf(column);
    if (at < 0) throw new Error(`${file} has no column ${column}`);
    rows[row]![at] = value;
    writeCsv(raw, file, rows);
  };

/** JSON: parse, change, write back. */
export const json =
  (file: string, change: (data: unknown) => unknown): Mutation =>
  (raw) =>
    put(raw, file, JSON.stringify(change(JSON.parse(textOf(raw, file))), null, 1));
export const jsonRow = (file: string, change: (row: Record<string, unknown>) => void, index = 0): Mutation =>
  json(file, (data) => {
    change((data as Record<string, unknown>[])[index]!);
    return data;
  });
