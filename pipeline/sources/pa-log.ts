/**
 * Reading a plate-appearance log (one row per PA, Retrosheet ids and team codes;
 * columns in ../shared/model-data/README.md) and its neutral-sites file into the
 * probability model's rows. `.csv` or `.csv.gz`. Every value is checked; the
 * first bad one stops the read with an error naming file, line, column and value.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { csvRecordsWithLines, type CsvRecord } from './csv.ts';
import type { PlateAppearance } from '../../domain/probability/index.ts';
import { parkKeyFromRetrosheet, teamFromRetrosheet } from '../../domain/teams.ts';
import { LongballError } from '../errors.ts';

export const PA_LOG_COLUMNS = [
  'date',
  'game_id',
  'home_team',
  'away_team',
  'bat_team',
  'is_home',
  'batter_id',
  'bats',
  'pitcher_id',
  'throws',
  'slot',
  'starter',
  'hr',
  'bb_type',
] as const;

export const NEUTRAL_SITES_COLUMNS = ['date', 'game_id', 'home_team', 'site'] as const;

export interface LoadedFile {
  file: string;
  sha256: string;
  text: string;
}

/** Game id -> park key, for the games not played at the home team's park. */
export type NeutralSites = ReadonlyMap<string, string>;

export interface PaLog {
  file: string;
  sha256: string;
  rows: PlateAppearance[];
  neutralSiteGames: number;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The lines and cells of the partial text a truncated gzip still yields, to say where it stops. */
function truncationPoint(text: string, columns: readonly string[]): { line: number; column: string } {
  const lines = text.split('\n');
  const last = lines[lines.length - 1] ?? '';
  const cells = last.split(',').length;
  return { line: lines.length, column: columns[Math.min(cells, columns.length) - 1] ?? columns[0]! };
}

/** Reads a file, gunzipping it when it starts with the gzip magic bytes; a truncated gzip is an error naming where it stops. */
export function loadTextFile(file: string, columns: readonly string[]): LoadedFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new LongballError('REQUIRED_INPUT_UNUSABLE', { input: 'pa-log', file, reason: (e as Error).message });
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) return { file, sha256, text: bytes.toString('utf8') };
  try {
    return { file, sha256, text: gunzipSync(bytes).toString('utf8') };
  } catch {
    const partial = gunzipSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('utf8');
    throw new LongballError('MODEL_DATA_TRUNCATED', { file, ...truncationPoint(partial, columns) });
  }
}

/**
 * Each record of a CSV without quotes (the PA logs are written so) handed to `visit` with its line
 * number: split on line breaks and commas, empty lines skipped, nothing kept. A fraction of the full
 * parser's time and memory on a season's 185,000 rows.
 */
function eachUnquotedRecord(text: string, visit: (record: string[], line: number) => void): void {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 0;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end < 0) end = body.length;
    line++;
    const content = body.charCodeAt(end - 1) === 13 ? body.slice(start, end - 1) : body.slice(start, end);
    if (content !== '') visit(content.split(','), line);
    start = end + 1;
  }
}

/** Every record with its line number: the fast reader for unquoted text, else the full CSV parser. */
export function eachRecord(file: string, text: string, visit: (record: string[], line: number) => void): void {
  if (!text.includes('"')) {
    eachUnquotedRecord(text, visit);
    return;
  }
  for (const { cells, line } of csvRecords(file, text)) visit(cells, line);
}

/** The CSV's records with their line numbers; a malformed CSV is an error naming the line. */
function csvRecords(file: string, text: string): CsvRecord[] {
  try {
    return csvRecordsWithLines(text, { lenient: false });
  } catch (e) {
    const err = e as { lines?: number; message: string };
    throw new LongballError('MODEL_DATA_INVALID', {
      file,
      line: err.lines ?? 0,
      column: '-',
      reason: `not valid CSV: ${err.message}`,
      value: '',
    });
  }
}

/** Checks the header holds exactly `expected` (in order, nothing more when `exact`), else names the first missing or extra column. */
export function checkHeader(file: string, header: readonly string[], expected: readonly string[], exact: boolean): void {
  const missing = expected.find((column, i) => (exact ? header[i] !== column : !header.includes(column)));
  if (missing !== undefined) {
    throw new LongballError('MODEL_DATA_INVALID', {
      file,
      line: 1,
      column: missing,
      reason: `the header must be ${expected.join(',')}`,
      value: header.join(','),
    });
  }
  if (exact && header.length !== expected.length) {
    const extra = header[expected.length] ?? '';
    throw new LongballError('MODEL_DATA_INVALID', {
      file,
      line: 1,
      column: extra,
      reason: `unexpected column; the header must be ${expected.join(',')}`,
      value: header.join(','),
    });
  }
}

const validDates = new Set<string>();
let lastValidDate = '';
/** True for a real calendar date YYYY-MM-DD (2020-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (value === lastValidDate) return true;
  if (validDates.has(value)) {
    lastValidDate = value;
    return true;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const ok = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (ok) validDates.add(value);
  return ok;
}

type Cell = (typeof PA_LOG_COLUMNS)[number];
/** Batted-ball types of balls in the air: fly balls and line drives (scorers split home runs between them by season). */
const AIR_BALL = new Set(['F', 'L']);
const teams = new Map<string, string | null>();
/** teamFromRetrosheet, remembered: three lookups a row over 185,000 rows. */
const teamOf = (code: string): string | null => {
  let team = teams.get(code);
  if (team === undefined) teams.set(code, (team = teamFromRetrosheet(code)));
  return team;
};
const INDEX = Object.fromEntries(PA_LOG_COLUMNS.map((c, i) => [c, i])) as Record<Cell, number>;
const nonEmpty = (value: string) => value.trim() !== '';
const oneOf = (allowed: readonly string[]) => {
  const set = new Set(allowed);
  return (value: string) => set.has(value);
};
/** Each checked column's test and the reason given when it fails, in column order. */
const CHECKS: [column: Cell, test: (value: string) => boolean, reason: string][] = [
  ['date', isCalendarDate, 'not a calendar date YYYY-MM-DD'],
  ['game_id', nonEmpty, 'empty game id'],
  ['home_team', (v) => teamOf(v) !== null, 'not a known team code (Retrosheet or canonical)'],
  ['away_team', (v) => teamOf(v) !== null, 'not a known team code (Retrosheet or canonical)'],
  ['bat_team', (v) => teamOf(v) !== null, 'not a known team code (Retrosheet or canonical)'],
  ['is_home', oneOf(['0', '1']), 'must be 0 or 1'],
  ['batter_id', nonEmpty, 'empty player id'],
  ['bats', oneOf(['L', 'R', 'B']), 'must be L, R or B'],
  ['pitcher_id', nonEmpty, 'empty player id'],
  ['throws', oneOf(['L', 'R']), 'must be L or R'],
  ['slot', oneOf(['1', '2', '3', '4', '5', '6', '7', '8', '9']), 'must be a batting slot 1-9'],
  ['starter', oneOf(['0', '1']), 'must be 0 or 1'],
  ['hr', oneOf(['0', '1']), 'must be 0 or 1'],
  ['bb_type', oneOf(['', 'F', 'L', 'G', 'P']), 'must be F, L, G, P or empty'],
];

function invalid(file: string, line: number, cells: readonly string[], column: Cell, reason: string): LongballError {
  return new LongballError('MODEL_DATA_INVALID', { file, line, column, reason, value: cells[INDEX[column]] ?? '' });
}

/** One record as a PlateAppearance, or an error naming the first bad cell. */
function toPlateAppearance(file: string, line: number, cells: readonly string[], sites: NeutralSites): PlateAppearance {
  if (cells.length !== PA_LOG_COLUMNS.length) {
    const column = PA_LOG_COLUMNS[Math.min(cells.length, PA_LOG_COLUMNS.length - 1)]!;
    throw invalid(file, line, cells, column, `the row has ${cells.length} cells, the header ${PA_LOG_COLUMNS.length}`);
  }
  for (const [column, test, reason] of CHECKS) if (!test(cells[INDEX[column]]!)) throw invalid(file, line, cells, column, reason);
  const homeTeam = teamOf(cells[INDEX.home_team]!)!;
  const awayTeam = teamOf(cells[INDEX.away_team]!)!;
  const batTeam = teamOf(cells[INDEX.bat_team]!)!;
  const isHome = cells[INDEX.is_home] === '1';
  if (batTeam !== (isHome ? homeTeam : awayTeam)) {
    throw invalid(file, line, cells, 'bat_team', `must be the ${isHome ? 'home' : 'away'} team when is_home is ${isHome ? 1 : 0}`);
  }
  const gameId = cells[INDEX.game_id]!;
  return {
    date: cells[INDEX.date]!,
    gameId,
    park: sites.get(gameId) ?? homeTeam,
    homeTeam,
    awayTeam,
    batTeam,
    isHome,
    batterId: cells[INDEX.batter_id]!,
    bats: cells[INDEX.bats] as PlateAppearance['bats'],
    pitcherId: cells[INDEX.pitcher_id]!,
    throws: cells[INDEX.throws] as PlateAppearance['throws'],
    slot: Number(cells[INDEX.slot]),
    starter: cells[INDEX.starter] === '1',
    hr: cells[INDEX.hr] === '1',
    airBall: AIR_BALL.has(cells[INDEX.bb_type]!),
  };
}

function sameCells(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Starters a side may list in one game: the nine of the batting order. */
export const STARTERS_PER_SIDE = 9;

/**
 * The checks a row can only fail against the rows before it, which a walk-forward relies on: dates
 * never go back, a game's rows are contiguous (a log appended to itself repeats its games), each side's
 * first PA is slot 1 (rows shuffled within a game would make another PA the "first", and its pitcher
 * the opposing starter), no row repeats the row before it, the date is the game id's, a side lists at
 * most nine starters, and no batter starts two games with the same date and game number (a
 * doubleheader's two games are numbered 1 and 2).
 */
class GameOrderCheck {
  private lastDate = '';
  private currentGame = '';
  private currentDate = '';
  private previousCells: readonly string[] = [];
  private readonly gamesSeen = new Set<string>();
  /** The current game's sides seen so far and their starters (games are contiguous, so per game is enough). */
  private readonly startersBySide = new Map<string, Set<string>>();
  private readonly startsByBatterSlot = new Map<string, string>();

  constructor(private readonly file: string) {}

  check(line: number, cells: readonly string[], row: PlateAppearance): void {
    const reason = this.problem(cells, row);
    if (reason) throw invalid(this.file, line, cells, reason[0], reason[1]);
  }

  /** The column and reason of the row's first problem, else null (and the row is recorded). */
  private problem(cells: readonly string[], row: PlateAppearance): [Cell, string] | null {
    if (sameCells(this.previousCells, cells)) return ['game_id', 'the same row as the line before (a duplicated row)'];
    this.previousCells = cells;
    const id = row.gameId;
    if (id !== this.currentGame) {
      const idDate = /^[A-Z0-9]{3}(\d{4})(\d{2})(\d{2})\d$/.exec(id);
      if (!idDate) return ['game_id', 'not a game id TTTYYYYMMDDN'];
      if (this.gamesSeen.has(id)) return ['game_id', "this game's rows appeared earlier in the file: rows must be in game order, each game once"];
      this.gamesSeen.add(id);
      this.currentGame = id;
      this.currentDate = `${idDate[1]}-${idDate[2]}-${idDate[3]}`;
      this.startersBySide.clear();
    }
    if (this.currentDate !== row.date) return ['date', `disagrees with the game id ${id}`];
    if (row.date < this.lastDate) return ['date', `earlier than the row before (${this.lastDate}): rows must be in game order`];
    this.lastDate = row.date;
    let starters = this.startersBySide.get(row.batTeam);
    if (!starters) {
      if (row.slot !== 1) return ['slot', `the first PA of ${row.batTeam} in ${id} must be slot 1: rows must be in game order`];
      this.startersBySide.set(row.batTeam, (starters = new Set()));
    }
    if (!row.starter) return null;
    if (starters.has(row.batterId)) return null;
    starters.add(row.batterId);
    if (starters.size > STARTERS_PER_SIDE) return ['starter', `more than ${STARTERS_PER_SIDE} starters for ${row.batTeam} in ${id}`];
    const when = `${row.batterId}|${row.date}|${id.slice(-1)}`;
    const other = this.startsByBatterSlot.get(when);
    if (other !== undefined && other !== id) return ['batter_id', `also starts ${other}, a game at the same time (same date and game number)`];
    this.startsByBatterSlot.set(when, id);
    return null;
  }
}

/** The rows of a PA log's text; `file` names it in errors. */
export function parsePaLog(file: string, text: string, sites: NeutralSites = new Map()): PlateAppearance[] {
  const rows: PlateAppearance[] = [];
  const order = new GameOrderCheck(file);
  let header = false;
  eachRecord(file, text, (record, line) => {
    if (!header) {
      checkHeader(file, record, PA_LOG_COLUMNS, true);
      header = true;
      return;
    }
    const row = toPlateAppearance(file, line, record, sites);
    order.check(line, record, row);
    rows.push(row);
  });
  if (!header) throw new LongballError('MODEL_DATA_EMPTY', { file, reason: 'the file is empty' });
  if (rows.length === 0) throw new LongballError('MODEL_DATA_EMPTY', { file, reason: 'the header has no rows under it' });
  return rows;
}

/** Game id -> park key from a neutral-sites file's text (`date,game_id,home_team,site,...`). */
export function parseNeutralSites(file: string, text: string): Map<string, string> {
  const records = csvRecords(file, text);
  if (records.length === 0) throw new LongballError('CSV_EMPTY', { file });
  const header = records[0]!.cells;
  checkHeader(file, header, NEUTRAL_SITES_COLUMNS, false);
  const gameIndex = header.indexOf('game_id');
  const siteIndex = header.indexOf('site');
  const sites = new Map<string, string>();
  for (const { cells: record, line } of records.slice(1)) {
    const gameId = record[gameIndex]?.trim() ?? '';
    const site = record[siteIndex]?.trim() ?? '';
    if (gameId === '') throw new LongballError('MODEL_DATA_INVALID', { file, line: line, column: 'game_id', reason: 'empty game id', value: gameId });
    if (!/^[A-Z]{3}\d{2}$/.test(site))
      throw new LongballError('MODEL_DATA_INVALID', {
        file,
        line: line,
        column: 'site',
        reason: 'not a Retrosheet park id like BUF05',
        value: site,
      });
    sites.set(gameId, parkKeyFromRetrosheet(site));
  }
  return sites;
}

/** The neutral-sites files read, each with its games, and every file's games merged (game ids hold their date, so seasons never clash). */
export interface NeutralSiteFiles {
  files: { loaded: LoadedFile; sites: Map<string, string> }[];
  merged: Map<string, string>;
}

/** Reads and checks neutral-sites files (any number, one per season). */
export function readNeutralSites(files: readonly string[]): NeutralSiteFiles {
  const read = files.map((file) => {
    const loaded = loadTextFile(file, NEUTRAL_SITES_COLUMNS);
    return { loaded, sites: parseNeutralSites(file, loaded.text) };
  });
  return { files: read, merged: new Map(read.flatMap(({ sites }) => [...sites])) };
}

/** A PA log read and checked, with the neutral-sites file whose games it holds (if any). */
export type ReadPaLog = PaLog & { sites: LoadedFile | null };

/** Reads and checks a PA log, placing its games with the neutral-sites files given. */
export function readPaLog(file: string, sites: NeutralSiteFiles | string = { files: [], merged: new Map() }): ReadPaLog {
  const siteFiles = typeof sites === 'string' ? readNeutralSites([sites]) : sites;
  const loaded = loadTextFile(file, PA_LOG_COLUMNS);
  const rows = parsePaLog(file, loaded.text, siteFiles.merged);
  const games = new Set(rows.map((row) => row.gameId));
  const own = siteFiles.files.find(({ sites: map }) => [...map.keys()].some((id) => games.has(id)));
  const neutralSiteGames = own ? [...own.sites.keys()].filter((id) => games.has(id)).length : 0;
  return { file, sha256: loaded.sha256, rows, neutralSiteGames, sites: own?.loaded ?? null };
}
