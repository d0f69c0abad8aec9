/**
 * Reading the CSV exports as their sources write them: UTF-8 with or without a
 * BOM, or Latin-1/Windows-1252; quoted or bare numbers; repeated header lines;
 * Savant's legacy unquoted "last_name, first_name" header. Pure: takes bytes, returns rows.
 */
import { parse } from 'csv-parse/sync';
import { memoised } from './memo.ts';
import { LongballError } from '../errors.ts';
import type { RowIssue } from '../inputs/rows.ts';

/** 'utf-8-mixed': a UTF-8 file with lines in another encoding (their rows are rejected, see DecodedText.badLines). */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'utf-8-mixed';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** 1-based lines whose bytes are not UTF-8 in a file that is otherwise UTF-8 (encoding 'utf-8-mixed'). */
  badLines: ReadonlySet<number>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');
const cp1252 = new TextDecoder('windows-1252');
const NO_LINES: ReadonlySet<number> = new Set();

/** The bytes of each line (split at LF; a CR stays with its line). */
function byteLines(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, start)) {
    lines.push(bytes.subarray(start, i));
    start = i + 1;
  }
  lines.push(bytes.subarray(start));
  return lines;
}

const hasHighByte = (line: Uint8Array): boolean => line.some((b) => b >= 0x80);

/**
 * The encoding is decided per file: UTF-8 (a BOM stripped); else, when no line holds
 * UTF-8 non-ASCII text, Windows-1252 (a superset of Latin-1) for the whole file; else
 * the file is UTF-8 with some lines in another encoding ('utf-8-mixed'): those lines
 * are listed in `badLines` (their text is not trusted, their rows are rejected), and
 * the rest are read as UTF-8. One stray byte never re-decodes a UTF-8 file's accents.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: utf8.decode(body), encoding: hasBom ? 'utf-8-bom' : 'utf-8', badLines: NO_LINES };
  } catch {
    const lines = byteLines(body);
    const bad = new Set<number>();
    let utf8Text = hasBom;
    const texts = lines.map((line, i) => {
      try {
        const text = utf8.decode(line);
        if (hasHighByte(line)) utf8Text = true;
        return text;
      } catch {
        bad.add(i + 1);
        return utf8Lenient.decode(line);
      }
    });
    if (!utf8Text) return { text: cp1252.decode(body), encoding: 'windows-1252', badLines: NO_LINES };
    return { text: texts.join('\n'), encoding: 'utf-8-mixed', badLines: bad };
  }
}

/** The issue of a row that starts or runs on a line not in the file's UTF-8. */
export function badLineReason(first: number, last: number, badLines: ReadonlySet<number>): string | null {
  for (let line = first; line <= last; line++) {
    if (badLines.has(line)) return `line ${line} is not UTF-8 while the rest of the file is (mixed encodings): the row is not read`;
  }
  return null;
}

/** The warning of a file with mixed encodings. */
export const mixedEncodingWarning = (badLines: ReadonlySet<number>): string =>
  `mixed encodings: ${badLines.size} line${badLines.size === 1 ? ' is' : 's are'} not UTF-8 while the rest of the file is; ${badLines.size === 1 ? 'its row is' : 'their rows are'} rejected`;

/** Bytes looked at to tell text from binary content (the head of the file says it). */
const SNIFF_BYTES = 65_536;
/** Control bytes (other than tab and line ends) above this share of the head mean binary content. */
const MAX_CONTROL_SHARE = 0.01;
/** Bytes >= 0x80 above this share of a non-UTF-8 head are no Latin-1 text (accents are a few letters in a name). */
const MAX_HIGH_SHARE_LATIN1 = 0.3;

/** What the bytes are, when they are not text the inputs may be written in; null for UTF-8 or Latin-1 text. */
export function nonTextReason(bytes: Uint8Array): string | null {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    return `the bytes are UTF-16 text (${b0 === 0xff ? 'little' : 'big'}-endian byte-order mark), not UTF-8 or Latin-1`;
  }
  const head = bytes.subarray(0, SNIFF_BYTES);
  let evenNul = 0;
  let oddNul = 0;
  let control = 0;
  let high = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head[i]!;
    if (c === 0) {
      if (i % 2 === 0) evenNul++;
      else oddNul++;
    } else if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f) control++;
    else if (c >= 0x80) high++;
  }
  const pairs = Math.floor(head.length / 2);
  if (pairs >= 2 && (oddNul >= pairs * 0.4 || evenNul >= pairs * 0.4) && Math.min(oddNul, evenNul) <= pairs * 0.05) {
    return `the bytes are UTF-16 text without a byte-order mark (every other byte is zero), not UTF-8 or Latin-1`;
  }
  if (evenNul + oddNul > 0 || control > head.length * MAX_CONTROL_SHARE) {
    return `the file holds binary content (${evenNul + oddNul + control} control or zero bytes in its first ${head.length} bytes), not text`;
  }
  if (high > head.length * MAX_HIGH_SHARE_LATIN1) {
    try {
      utf8.decode(head.length === bytes.length ? bytes : trimPartialUtf8(head));
    } catch {
      return `the text is in an unknown encoding (not UTF-8, and ${Math.round((high / head.length) * 100)}% of its bytes are non-ASCII, which Latin-1 text never is)`;
    }
  }
  return null;
}

/** The head without a UTF-8 sequence cut at its end. */
function trimPartialUtf8(head: Uint8Array): Uint8Array {
  let end = head.length;
  while (end > 0 && end > head.length - 4 && (head[end - 1]! & 0xc0) === 0x80) end--;
  return end > 0 && head[end - 1]! >= 0xc0 ? head.subarray(0, end - 1) : head.subarray(0, end);
}

/** Refuses bytes that are not text in a supported encoding, saying what they are (binary, UTF-16, unknown). */
export function assertText(file: string, bytes: Uint8Array): void {
  const reason = nonTextReason(bytes);
  if (reason !== null) throw new LongballError('INPUT_NOT_TEXT', { file, reason });
}

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
  /** Lines dropped while reading (repeated headers, lines not in the file's encoding), already as row issues. */
  skipped: RowIssue[];
  encoding: TextEncoding;
  /** Lines not in the file's UTF-8 (a file with mixed encodings). */
  badLines: ReadonlySet<number>;
}

function countNewlines(cells: string[]): number {
  let n = 0;
  for (const c of cells) for (let i = c.indexOf('\n'); i !== -1; i = c.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The records of a CSV by csv-parse, each with the line it starts on (for row issues): comma-separated,
 * quoted fields with "" escapes and line breaks, empty lines skipped, rows of any width (the adapters
 * report short rows themselves). The lines are counted here from the records (one line per record
 * plus its cells' line breaks; an empty line comes through as one empty cell and is dropped), as
 * csv-parse's per-record `info` objects cost a tenth of a build's time. `lenient`: LF, CRLF and CR
 * line ends mixed in one file (every row ends at any of them), and a stray quote inside an unquoted
 * cell (Ja"son) read as text. Throws csv-parse's error (its `lines` names where) on a malformed file.
 */
export function csvRecordsWithLines(text: string, { lenient }: { lenient: boolean }): CsvRecord[] {
  const parsed = parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    ...(lenient ? { relax_quotes: true, record_delimiter: ['\r\n', '\n', '\r'] } : {}),
  }) as string[][];
  const records: CsvRecord[] = [];
  let line = 1;
  for (const cells of parsed) {
    if (cells.length !== 1 || cells[0] !== '') records.push({ line, cells });
    line += 1 + countNewlines(cells);
  }
  return records;
}

/** The records of an input CSV (csvRecordsWithLines, lenient); a malformed file is CSV_MALFORMED naming the line. */
function parseRecords(file: string, text: string): CsvRecord[] {
  try {
    return csvRecordsWithLines(text, { lenient: true });
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    throw new LongballError('CSV_MALFORMED', {
      file,
      line: err.lines ?? 0,
      reason: (err.message ?? String(e)).replace(/^[A-Za-z ]+:\s*/, ''),
    });
  }
}

/** Savant's legacy export wrote the header and names unquoted: `last_name, first_name,player_id`. */
function mergeLegacyNameColumns(header: string[], records: CsvRecord[]): [string[], CsvRecord[]] {
  if (header[0]?.trim() !== 'last_name' || header[1]?.trim() !== 'first_name') return [header, records];
  const join = (cells: string[]) => [`${cells[0] ?? ''},${cells[1] ?? ''}`, ...cells.slice(2)];
  return [['last_name, first_name', ...header.slice(2)], records.map((r) => ({ line: r.line, cells: join(r.cells) }))];
}

/** Whether a record repeats the (trimmed) header; the first cell decides for nearly every record. */
function repeatsHeader(cells: string[], header: string[]): boolean {
  if (cells.length !== header.length || (cells[0] ?? '').trim() !== header[0]) return false;
  return cells.every((cell, i) => cell.trim() === header[i]);
}

/**
 * Parses a CSV with a header row. Repeated header lines (page-break artefacts in
 * copied leaderboards) are reported as skipped rows, never treated as data.
 */
export function readCsvTable(file: string, bytes: Uint8Array): CsvTable {
  assertText(file, bytes);
  const { text, encoding, badLines } = decodeText(bytes);
  if (text.trim() === '') throw new LongballError('CSV_EMPTY', { file });
  const all = parseRecords(file, text);
  const first = all[0];
  if (!first) throw new LongballError('CSV_EMPTY', { file });
  const [header, records] = mergeLegacyNameColumns(
    first.cells.map((h) => h.trim()),
    all.slice(1),
  );
  const skipped: RowIssue[] = [];
  const data: CsvRecord[] = [];
  for (const r of records) {
    const badLine = badLines.size === 0 ? null : badLineReason(r.line, r.line + countNewlines(r.cells), badLines);
    if (badLine !== null) skipped.push({ file, line: r.line, column: null, reason: badLine });
    else if (repeatsHeader(r.cells, header)) skipped.push({ file, line: r.line, column: null, reason: 'repeated header line' });
    else data.push(r);
  }
  return { header, records: data, skipped, encoding, badLines };
}

/** Parses a CSV that has no header row (reference.csv, PlayerHandedness.csv, last7references.csv). */
export function readHeaderlessCsv(
  file: string,
  bytes: Uint8Array,
): { records: CsvRecord[]; skipped: RowIssue[]; encoding: TextEncoding; badLines: ReadonlySet<number> } {
  assertText(file, bytes);
  const { text, encoding, badLines } = decodeText(bytes);
  if (text.trim() === '') throw new LongballError('CSV_EMPTY', { file });
  const records: CsvRecord[] = [];
  const skipped: RowIssue[] = [];
  for (const r of parseRecords(file, text)) {
    const badLine = badLines.size === 0 ? null : badLineReason(r.line, r.line + countNewlines(r.cells), badLines);
    if (badLine === null) records.push(r);
    else skipped.push({ file, line: r.line, column: null, reason: badLine });
  }
  return { records, skipped, encoding, badLines };
}

/** Finds the first header that matches one of the accepted names (case- and space-insensitive). */
export function findColumn(header: string[], accepted: readonly string[]): number {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const name of accepted) {
    const i = header.findIndex((h) => norm(h) === norm(name));
    if (i !== -1) return i;
  }
  return -1;
}

/** Values that mean "no value" in the exports: empty, Savant's "null", "NA", "-", "N/A". */
const EMPTY_VALUES = new Set(['', 'null', 'nan', 'na', 'n/a', '-', '--', 'none']);

/** True for a cell that means "no value" (see EMPTY_VALUES); text cells use it as numeric cells do. */
export function isEmptyCell(raw: string | undefined): boolean {
  return EMPTY_VALUES.has((raw ?? '').trim().toLowerCase());
}

export type NumberParse = { ok: true; value: number | null } | { ok: false; reason: string };

/**
 * Parses a numeric cell: " 12.5", ".324", "-0.4", "1,234", "12.5 %" (returned as 12.5
 * with percentSign set). Empty-like values give null.
 */
export function parseNumberCell(raw: string | undefined): NumberParse & { percentSign?: boolean } {
  const s = (raw ?? '').trim();
  if (EMPTY_VALUES.has(s.toLowerCase())) return { ok: true, value: null };
  let body = s;
  let percentSign = false;
  if (body.endsWith('%')) {
    percentSign = true;
    body = body.slice(0, -1).trim();
  }
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(body)) body = body.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(body)) {
    return { ok: false, reason: `"${s}" is not a number` };
  }
  const value = Number(body);
  if (!Number.isFinite(value)) return { ok: false, reason: `"${s}" is not a finite number` };
  return { ok: true, value, percentSign };
}

/** Innings in baseball thirds notation: 195.1 = 195 1/3, 195.2 = 195 2/3. */
export function inningsFromThirds(value: number): number | null {
  const whole = Math.trunc(value);
  const frac = Math.round((value - whole) * 10);
  if (frac < 0 || frac > 2) return null;
  return whole + frac / 3;
}

/**
 * "Judge, Aaron" -> "Aaron Judge"; "Guerrero Jr., Vladimir" -> "Vladimir Guerrero Jr.";
 * "Bobby Witt, Jr." -> "Bobby Witt Jr."; other forms unchanged. Memoised: an
 * export repeats a player's name on many rows (one per pitch type, per home run).
 */
export const displayName = memoised(displayNameOf, 100_000);

function displayNameOf(raw: string): string {
  const s = raw.trim().replace(/\s+/g, ' ');
  const comma = s.indexOf(',');
  if (comma === -1) return s;
  const last = s.slice(0, comma).trim();
  const first = s.slice(comma + 1).trim();
  // "Bobby Witt, Jr." is "First Last, Suffix", not "Last, First".
  if (/^(jr|sr|ii|iii|iv|v)\.?$/i.test(first)) return `${last} ${first}`;
  return first ? `${first} ${last}` : last;
}
