/**
 * The season's home runs come from Baseball Savant's Statcast search CSV
 * (`/statcast_search/csv?...&type=details`), which returns at most 40,000 rows a
 * query; the season is therefore fetched in date chunks (a chunk that comes back
 * AT the cap may have been cut and is split in two and fetched again), and the
 * chunks are merged here. Chunks that share one header are concatenated; when
 * Savant added (or dropped) columns between two chunks (the real exports grew from
 * 89 to 118 columns mid-history), they are merged on the union of their columns,
 * in the first chunk's order with new columns appended, a chunk's missing cells
 * left empty. Every chunk must carry the columns the build reads (its
 * validation before caching checks them: chunkProblem).
 */
import { decodeText, readCsvTable } from '../../sources/csv.ts';
import { missingColumns } from '../validate-download.ts';
import { toCsv } from './csv-writer.ts';
import type { DateRange } from './dates.ts';

export const STATCAST_ROW_CAP = 40_000;

/** Columns that make a response a Statcast search CSV (anything else is an error page). */
export const STATCAST_SIGNATURE_COLUMNS = ['game_date', 'events', 'des'] as const;

export class StatcastChunkError extends Error {}

export interface StatcastChunk {
  range: DateRange;
  header: string | null;
  /** Data lines, each ending with "\n". */
  body: string;
  rows: number;
}

const splitCells = (line: string): string[] => line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));

/** Counts records, not lines: a quoted cell may hold a line break. */
function countRecords(body: string): number {
  let rows = 0;
  let inQuotes = false;
  let lineHasContent = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '"') inQuotes = !inQuotes;
    if (ch === '\n' && !inQuotes) {
      if (lineHasContent) rows++;
      lineHasContent = false;
    } else if (ch !== '\r') lineHasContent = true;
  }
  return lineHasContent ? rows + 1 : rows;
}

export function readChunk(range: DateRange, bytes: Uint8Array): StatcastChunk {
  const text = decodeText(bytes).text;
  if (text.trim() === '') return { range, header: null, body: '', rows: 0 };
  const newline = text.indexOf('\n');
  const header = (newline < 0 ? text : text.slice(0, newline)).replace(/\r$/, '');
  const cells = splitCells(header);
  const missing = STATCAST_SIGNATURE_COLUMNS.filter((c) => !cells.includes(c));
  if (missing.length > 0) {
    throw new StatcastChunkError(
      `${range.start}..${range.end}: not a Statcast search CSV (no ${missing.join(', ')} column; it begins "${header.slice(0, 80)}")`,
    );
  }
  let body = newline < 0 ? '' : text.slice(newline + 1).replace(/\r\n/g, '\n');
  if (body !== '' && !body.endsWith('\n')) body += '\n';
  return { range, header, body, rows: countRecords(body) };
}

/**
 * Why a chunk response may not be used or cached: not a Statcast search CSV, or a
 * header without one of the columns the build reads. Null when it is fine.
 */
export function chunkProblem(bytes: Uint8Array, requiredColumns: readonly string[]): string | null {
  const text = decodeText(bytes).text;
  const newline = text.indexOf('\n');
  const header = splitCells((newline < 0 ? text : text.slice(0, newline)).replace(/\r$/, ''));
  const missing = missingColumns(header, [...STATCAST_SIGNATURE_COLUMNS, ...requiredColumns]);
  return missing.length === 0 ? null : `not a usable Statcast search CSV (no ${missing.join(', ')} column)`;
}

/**
 * Column keys that tell repeated header names apart: the 2020 export lists
 * "pitcher" and "fielder_2" twice, so the n-th occurrence of a name is its own column.
 */
function columnKeys(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name}\u0000${n}`;
  });
}

/** Chunks of different headers on the union of their columns. */
function unionOfColumns(ordered: readonly StatcastChunk[]): { csv: string; rows: number } {
  const union: string[] = [];
  const tables = ordered
    .filter((c) => c.header !== null)
    .map((c) => {
      const table = readCsvTable(`statcast ${c.range.start}..${c.range.end}`, new TextEncoder().encode(`${c.header}\n${c.body}`));
      const keys = columnKeys(table.header);
      for (const key of keys) if (!union.includes(key)) union.push(key);
      return { keys, records: table.records };
    });
  const rows = tables.flatMap(({ keys, records }) => {
    const position = new Map(keys.map((k, i) => [k, i]));
    return records.map((r) => union.map((key) => (position.has(key) ? (r.cells[position.get(key)!] ?? '') : '')));
  });
  return {
    csv: toCsv(
      union.map((k) => k.split('\u0000')[0]!),
      rows,
    ),
    rows: rows.length,
  };
}

/** The chunks (in date order) as one CSV: concatenated under their common header, else on the union of their columns. */
export function mergeChunks(chunks: readonly StatcastChunk[]): { csv: string; rows: number } {
  const withHeader = chunks.filter((c) => c.header !== null);
  const header = withHeader[0]?.header ?? null;
  if (header === null) return { csv: '', rows: 0 };
  const ordered = [...chunks].sort((a, b) => a.range.start.localeCompare(b.range.start));
  if (withHeader.some((c) => c.header !== header)) return unionOfColumns(ordered);
  return { csv: `${header}\n${ordered.map((c) => c.body).join('')}`, rows: ordered.reduce((s, c) => s + c.rows, 0) };
}
