/**
 * The season's home runs come from Baseball Savant's Statcast search CSV
 * (`/statcast_search/csv?...&type=details`), which returns at most 40,000 rows a
 * query; the season is therefore fetched in date chunks (a chunk that comes back
 * AT the cap may have been cut and is split in two and fetched again), and the
 * chunks are concatenated here under the first chunk's header.
 */
import { decodeText } from '../../sources/csv.ts';
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

/** The chunks (in date order) as one CSV; every chunk with rows must share the first header. */
export function mergeChunks(chunks: readonly StatcastChunk[]): { csv: string; rows: number } {
  const withHeader = chunks.filter((c) => c.header !== null);
  const header = withHeader[0]?.header ?? null;
  if (header === null) return { csv: '', rows: 0 };
  const different = withHeader.find((c) => c.header !== header);
  if (different) {
    throw new StatcastChunkError(
      `the CSV header changed between chunks (${withHeader[0]!.range.start} and ${different.range.start}); refusing to mix column layouts`,
    );
  }
  const ordered = [...chunks].sort((a, b) => a.range.start.localeCompare(b.range.start));
  return { csv: `${header}\n${ordered.map((c) => c.body).join('')}`, rows: ordered.reduce((s, c) => s + c.rows, 0) };
}
