/**
 * The gate a download must pass before it replaces the previous good file: the
 * build's own adapter must read it (pipeline/sources registry), it must yield rows
 * (unless the target allows none), most of its rows must be accepted, and a CSV's
 * header must still carry every column the build reads (targets.ts).
 */
import { isLongballError } from '../errors.ts';
import { readCsvTable } from '../sources/csv.ts';
import type { FileTarget } from './targets.ts';

/** What the gate needs of an input adapter: the shape of pipeline/sources/index.ts INPUTS entries. */
export interface InputAdapter {
  id: string;
  fileNames: readonly string[];
  required: boolean;
  parse(
    file: string,
    bytes: Uint8Array,
  ): {
    format: string;
    rows: readonly unknown[];
    rowsRead: number;
    rejected: readonly { line: number; column: string | null; reason: string }[];
    warnings: readonly string[];
  };
}

/** Header cells quoted in a rejection message. */
const HEADER_SHOWN = 30;

export type Validation = { ok: true; rows: number; format: string; warnings: string[] } | { ok: false; reason: string };

export function adapterFor(fileName: string, registry: readonly InputAdapter[]): InputAdapter {
  const found = registry.find((a) => a.fileNames.includes(fileName));
  if (!found) throw new Error(`no input adapter reads ${fileName}`);
  return found;
}

/** Missing required columns; "a|b" is satisfied by either name (case and surrounding spaces ignored). */
export function missingColumns(header: readonly string[], required: readonly string[]): string[] {
  const have = new Set(header.map((h) => h.trim().toLowerCase()));
  return required.filter((r) => !r.split('|').some((alt) => have.has(alt.trim().toLowerCase())));
}

export function validateDownload(target: FileTarget, bytes: Uint8Array, registry: readonly InputAdapter[]): Validation {
  const adapter = adapterFor(target.fileName, registry);
  let parsed: ReturnType<InputAdapter['parse']>;
  try {
    parsed = adapter.parse(target.fileName, bytes);
  } catch (e) {
    if (isLongballError(e)) return { ok: false, reason: e.message };
    throw e;
  }
  if (target.requiredColumns.length > 0) {
    let header: string[];
    try {
      header = readCsvTable(target.fileName, bytes).header;
    } catch (e) {
      if (isLongballError(e)) return { ok: false, reason: e.message };
      throw e;
    }
    const missing = missingColumns(header, target.requiredColumns);
    if (missing.length > 0) {
      return {
        ok: false,
        reason:
          `the CSV header changed: no ${missing.map((m) => `"${m}"`).join(', ')} column ` +
          `(header: ${header.slice(0, HEADER_SHOWN).join(',')}${header.length > HEADER_SHOWN ? ',…' : ''})`,
      };
    }
  }
  if (parsed.rows.length === 0 && !target.allowEmpty) {
    const first = parsed.rejected[0];
    return { ok: false, reason: `no usable rows (${parsed.rowsRead} read${first ? `; line ${first.line}: ${first.reason}` : ''})` };
  }
  if (parsed.rowsRead > 0 && parsed.rejected.length * 2 > parsed.rowsRead) {
    const first = parsed.rejected[0]!;
    return {
      ok: false,
      reason: `${parsed.rejected.length} of ${parsed.rowsRead} rows rejected (first, line ${first.line}: ${first.reason})`,
    };
  }
  return { ok: true, rows: parsed.rows.length, format: parsed.format, warnings: [...parsed.warnings] };
}

/** What a cached CSV response must be for a target (see csvResponseCheck); tags its cache entry. */
export const csvSchemaOf = (fileName: string, requiredColumns: readonly string[]): string => `${fileName}: ${requiredColumns.join(',')}`;

/**
 * The check of a CSV response before the HTTP cache may keep it: it parses as a CSV,
 * its header carries every required column and it has data rows (unless `allowEmpty`).
 */
export function csvResponseCheck(fileName: string, requiredColumns: readonly string[], allowEmpty: boolean): (body: Uint8Array) => string | null {
  return (body) => {
    let table: ReturnType<typeof readCsvTable>;
    try {
      table = readCsvTable(fileName, body);
    } catch (e) {
      if (isLongballError(e)) return e.message;
      throw e;
    }
    const missing = missingColumns(table.header, requiredColumns);
    if (missing.length > 0) return `no ${missing.map((m) => `"${m}"`).join(', ')} column in the CSV header`;
    if (table.records.length === 0 && !allowEmpty) return 'a CSV header without any data row';
    return null;
  };
}
