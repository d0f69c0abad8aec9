/**
 * Reading a plate-appearance log (one row per PA, Retrosheet ids and team codes;
 * columns in ../shared/model-data/README.md) and its neutral-sites file into the
 * probability model's rows. `.csv` or `.csv.gz`. Every value is checked; the
 * first bad one stops the read with an error naming file, line, column and value.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
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

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** The CSV's records with their line numbers; a malformed CSV is an error naming the line. */
function csvRecords(file: string, text: string): ParsedRecord[] {
  try {
    return parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as ParsedRecord[];
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
function checkHeader(file: string, header: readonly string[], expected: readonly string[], exact: boolean): void {
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
/** True for a real calendar date YYYY-MM-DD (2020-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (validDates.has(value)) return true;
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
  ['home_team', (v) => teamFromRetrosheet(v) !== null, 'not a known team code (Retrosheet or canonical)'],
  ['away_team', (v) => teamFromRetrosheet(v) !== null, 'not a known team code (Retrosheet or canonical)'],
  ['bat_team', (v) => teamFromRetrosheet(v) !== null, 'not a known team code (Retrosheet or canonical)'],
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
  const homeTeam = teamFromRetrosheet(cells[INDEX.home_team]!)!;
  const awayTeam = teamFromRetrosheet(cells[INDEX.away_team]!)!;
  const batTeam = teamFromRetrosheet(cells[INDEX.bat_team]!)!;
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

/** The rows of a PA log's text; `file` names it in errors. */
export function parsePaLog(file: string, text: string, sites: NeutralSites = new Map()): PlateAppearance[] {
  const records = csvRecords(file, text);
  if (records.length === 0) throw new LongballError('CSV_EMPTY', { file });
  checkHeader(file, records[0]!.record, PA_LOG_COLUMNS, true);
  const rows: PlateAppearance[] = new Array(records.length - 1);
  for (let i = 1; i < records.length; i++) rows[i - 1] = toPlateAppearance(file, records[i]!.info.lines, records[i]!.record, sites);
  return rows;
}

/** Game id -> park key from a neutral-sites file's text (`date,game_id,home_team,site,...`). */
export function parseNeutralSites(file: string, text: string): Map<string, string> {
  const records = csvRecords(file, text);
  if (records.length === 0) throw new LongballError('CSV_EMPTY', { file });
  const header = records[0]!.record;
  checkHeader(file, header, NEUTRAL_SITES_COLUMNS, false);
  const gameIndex = header.indexOf('game_id');
  const siteIndex = header.indexOf('site');
  const sites = new Map<string, string>();
  for (const { record, info } of records.slice(1)) {
    const gameId = record[gameIndex]?.trim() ?? '';
    const site = record[siteIndex]?.trim() ?? '';
    if (gameId === '') throw new LongballError('MODEL_DATA_INVALID', { file, line: info.lines, column: 'game_id', reason: 'empty game id', value: gameId });
    if (!/^[A-Z]{3}\d{2}$/.test(site))
      throw new LongballError('MODEL_DATA_INVALID', {
        file,
        line: info.lines,
        column: 'site',
        reason: 'not a Retrosheet park id like BUF05',
        value: site,
      });
    sites.set(gameId, parkKeyFromRetrosheet(site));
  }
  return sites;
}

/** Reads and checks a PA log (and its neutral-sites file, when given). */
export function readPaLog(file: string, sitesFile?: string): PaLog & { sites: LoadedFile | null } {
  const sitesLoaded = sitesFile ? loadTextFile(sitesFile, NEUTRAL_SITES_COLUMNS) : null;
  const sites = sitesLoaded ? parseNeutralSites(sitesFile!, sitesLoaded.text) : new Map<string, string>();
  const loaded = loadTextFile(file, PA_LOG_COLUMNS);
  const rows = parsePaLog(file, loaded.text, sites);
  return { file, sha256: loaded.sha256, rows, neutralSiteGames: sites.size, sites: sitesLoaded };
}
