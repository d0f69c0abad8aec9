/**
 * Reading a graded market file: real anytime-HR prices per book with each player's outcome, in the
 * format of ../shared/real-data/market/ (one row per date, game, player and book; its README). The
 * columns read are MARKET_COLUMNS (the others are ignored); every row is checked, and a file with
 * any bad row is refused, naming the first by file, line, column and value (and how many there are):
 * a calibration is not fit on a file that is partly wrong.
 *
 * A row is graded (docs/product.md#voids) when its outcome comes from the box score
 * (`outcome_source` boxscore), `hr` is 0 or 1, its game was not rescheduled (`game_rescheduled` 0)
 * and the player batted (`pa` 1 or more): no plate appearance is a void, whatever `hr` says.
 * The close price (the last before first pitch) is the price graded.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { csvRecordsWithLines, type CsvRecord } from './csv.ts';
import { impliedFromAmerican, type GradedPrice, type MarketGroup } from '../../domain/probability/index.ts';
import { describeHeader, LongballError } from '../errors.ts';
import { ODDS_BOUNDS } from './bounds.ts';
import { isCalendarDate } from './values.ts';

export const MARKET_COLUMNS = [
  'date',
  'game_pk',
  'game_rescheduled',
  'mlbam_id',
  'book',
  'lineup_status',
  'close_price',
  'close_implied',
  'hr',
  'pa',
  'outcome_source',
] as const;
type Column = (typeof MARKET_COLUMNS)[number];

/** The books' codes in the market files and the names the odds feed gives them (The Odds API's titles). */
export const MARKET_BOOK_NAMES: Readonly<Record<string, string>> = { FD: 'FanDuel', DK: 'DraftKings' };

/** A book's name as a market file writes it (the code of a named book, else the name itself). */
export function bookAsWritten(name: string): string {
  return Object.entries(MARKET_BOOK_NAMES).find(([, n]) => n === name)?.[0] ?? name;
}

/** `lineup_status` -> the calibration's group: a player in the posted lineup is a starter; one not in it, or not known, is not. */
const GROUP_OF_STATUS: Readonly<Record<string, MarketGroup>> = {
  in_posted_lineup: 'starters',
  not_in_posted_lineup: 'others',
  unknown: 'others',
};

/** Bounds: a file over 128 MB or 1,000,000 rows is not one capture (the shared one is 4.5 MB, 13,826 rows). */
export const MARKET_FILE_LIMIT = { bytes: 128 * 1024 * 1024, rows: 1_000_000 } as const;
/** Plate appearances of one player in one game (a 7-PA night happens; 15 is an extra-inning marathon). */
const MAX_PA = 15;
/** How far `close_implied` (written to 4 decimals) may lie from the implied probability of `close_price`. */
const IMPLIED_TOLERANCE = 0.00051;

/** A market file read: its fingerprint, its graded prices and how many rows were void or ungraded. */
export interface MarketFile {
  file: string;
  sha256: string;
  rows: number;
  graded: GradedPrice[];
  ungraded: number;
  firstDate: string;
  lastDate: string;
}

interface Reject {
  line: number;
  column: Column | string;
  value: string;
  reason: string;
}

const positiveInteger = (v: string) => /^[1-9]\d*$/.test(v);
const YES = ODDS_BOUNDS['anytime-HR Yes price'];

/** Each row's cells by column name; the line each record starts on. */
function recordsOf(file: string, text: string): { header: string[]; records: { cells: string[]; line: number }[] } {
  let parsed: CsvRecord[];
  try {
    parsed = csvRecordsWithLines(text, { lenient: false });
  } catch (e) {
    const err = e as { lines?: number; message: string };
    throw new LongballError('MARKET_DATA_INVALID', { file, line: err.lines ?? 0, column: '-', value: '', reason: `not valid CSV: ${err.message}`, more: 0 });
  }
  const [head, ...body] = parsed;
  if (!head) throw new LongballError('MARKET_DATA_EMPTY', { file, reason: 'the file is empty' });
  return { header: head.cells, records: body };
}

/** The checks of one row, in column order; the graded price when it is graded, null when void or ungraded. */
function checkRow(cell: (c: Column) => string, line: number, rejects: Reject[]): GradedPrice | null {
  const before = rejects.length;
  const bad = (column: Column, reason: string) => rejects.push({ line, column, value: cell(column), reason });
  if (!isCalendarDate(cell('date'))) bad('date', 'not a calendar date YYYY-MM-DD');
  if (!positiveInteger(cell('game_pk'))) bad('game_pk', 'not a game id (a positive whole number)');
  if (!['0', '1'].includes(cell('game_rescheduled'))) bad('game_rescheduled', 'must be 0 or 1');
  if (cell('mlbam_id') !== '' && !positiveInteger(cell('mlbam_id'))) bad('mlbam_id', 'not an MLBAM id (a positive whole number, or empty)');
  if (cell('book').trim() === '') bad('book', 'empty book');
  if (!(cell('lineup_status') in GROUP_OF_STATUS)) bad('lineup_status', `must be one of ${Object.keys(GROUP_OF_STATUS).join(', ')}`);
  const price = Number(cell('close_price'));
  const priceOk = /^-?\d+$/.test(cell('close_price')) && Math.abs(price) >= 100 && price >= YES.min && price <= YES.max;
  if (!priceOk) bad('close_price', `not an anytime-HR "Yes" price (American odds ${YES.min} to +${YES.max}, at least 100 either way)`);
  const implied = Number(cell('close_implied'));
  if (priceOk && !(Math.abs(implied - impliedFromAmerican(price)) <= IMPLIED_TOLERANCE))
    bad('close_implied', `does not match close_price ${price} (implied ${impliedFromAmerican(price).toFixed(4)})`);
  if (!['', '0', '1'].includes(cell('hr'))) bad('hr', 'must be 0, 1 or empty');
  const pa = cell('pa');
  if (pa !== '' && !(/^\d+$/.test(pa) && Number(pa) <= MAX_PA)) bad('pa', `must be a count of plate appearances 0-${MAX_PA}, or empty`);
  if (!['', 'boxscore'].includes(cell('outcome_source'))) bad('outcome_source', 'must be boxscore or empty');
  const outcome = cell('outcome_source') === 'boxscore' && (cell('hr') === '0' || cell('hr') === '1') && cell('game_rescheduled') === '0';
  if (outcome && pa === '') bad('pa', 'empty on a graded row: the void rule needs the plate appearances');
  if (cell('hr') === '1' && pa === '0') bad('hr', 'a home run without a plate appearance');
  if (outcome && cell('mlbam_id') === '') bad('mlbam_id', 'empty on a graded row');
  if (rejects.length > before || !outcome || Number(pa) < 1) return null;
  const book = cell('book').trim();
  return {
    date: cell('date'),
    gameId: cell('game_pk'),
    mlbamId: Number(cell('mlbam_id')),
    book: MARKET_BOOK_NAMES[book] ?? book,
    group: GROUP_OF_STATUS[cell('lineup_status')]!,
    implied: impliedFromAmerican(price),
    homered: cell('hr') === '1',
  };
}

/** Reads and checks a market file (see the file comment); refused with the first bad row when any row is bad. */
export function readMarketFile(file: string): MarketFile {
  let bytes: Buffer;
  try {
    if (statSync(file).size > MARKET_FILE_LIMIT.bytes) {
      throw new LongballError('INPUT_TOO_LARGE', { file, input: 'market', size: `${statSync(file).size} bytes`, limit: `${MARKET_FILE_LIMIT.bytes} bytes` });
    }
    bytes = readFileSync(file);
  } catch (e) {
    if (e instanceof LongballError) throw e;
    throw new LongballError('MARKET_DATA_UNREADABLE', { file, reason: (e as Error).message });
  }
  const { header, records } = recordsOf(file, bytes.toString('utf8'));
  const missing = MARKET_COLUMNS.find((c) => !header.includes(c));
  if (missing)
    throw new LongballError('MARKET_DATA_INVALID', {
      file,
      line: 1,
      column: missing,
      value: '',
      reason: `a column the fit reads is missing. ${describeHeader(header)}`,
      more: 0,
    });
  if (records.length > MARKET_FILE_LIMIT.rows) {
    throw new LongballError('INPUT_TOO_LARGE', { file, input: 'market', size: `${records.length} rows`, limit: `${MARKET_FILE_LIMIT.rows} rows` });
  }
  const index = Object.fromEntries(MARKET_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
  const rejects: Reject[] = [];
  const graded: GradedPrice[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of records) {
    const price = checkRow((c) => cells[index[c]] ?? '', line, rejects);
    if (price === null) continue;
    const key = `${price.date}|${price.gameId}|${price.mlbamId}|${price.book}`;
    const first = seen.get(key);
    if (first !== undefined)
      rejects.push({ line, column: 'mlbam_id', value: String(price.mlbamId), reason: `the same date, game, player and book as line ${first}` });
    else seen.set(key, line);
    graded.push(price);
  }
  if (rejects.length > 0) {
    const r = rejects[0]!;
    throw new LongballError('MARKET_DATA_INVALID', { file, line: r.line, column: r.column, value: r.value, reason: r.reason, more: rejects.length - 1 });
  }
  if (graded.length === 0)
    throw new LongballError('MARKET_DATA_EMPTY', {
      file,
      reason: `none of its ${records.length} rows is graded (a box-score outcome, hr 0 or 1, not rescheduled, at least one PA)`,
    });
  const dates = graded.map((p) => p.date).sort();
  return {
    file,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    rows: records.length,
    graded,
    ungraded: records.length - graded.length,
    firstDate: dates[0]!,
    lastDate: dates[dates.length - 1]!,
  };
}
