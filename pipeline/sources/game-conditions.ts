/**
 * Reading a season's game conditions (`games_<y>.csv.gz`: Retrosheet's weather at first pitch, one row per game;
 * columns in ../shared/model-data/README.md) into the probability model's GameConditions by game id:
 * - `sky` `dome` (a fixed dome or a roof closed for the game): indoors, the weather terms neutral;
 * - `temp_f`: °F, empty when Retrosheet does not know it;
 * - `wind_dir` with `wind_mph`: Retrosheet's directions are relative to the park's field already (to/from centre, left
 *   and right field, left to right, right to left), mapped to out (`tocf`, `tolf`, `torf`), in (`fromcf`, `fromlf`,
 *   `fromrf`) and across (`ltor`, `rtol`); 0 mph is calm whatever the direction; a speed with direction `unknown` (or
 *   no speed) is no wind reading (no wind term, never a crosswind).
 * A value out of its bound (pipeline/sources/bounds.ts MODEL_DATA_BOUNDS) or not one of the codes is rejected, named
 * by file, line, column and value, and read as unknown; the file's shape (header, game ids, one row per game, dates)
 * is checked and the first problem stops the read (MODEL_DATA_INVALID).
 */
import type { GameConditions, WindDirection } from '../../domain/probability/index.ts';
import { LongballError } from '../errors.ts';
import { MODEL_DATA_BOUNDS, type Bound } from './bounds.ts';
import { checkHeader, eachRecord, isCalendarDate, loadTextFile } from './pa-log.ts';

export const GAME_CONDITIONS_COLUMNS = [
  'game_id',
  'date',
  'site',
  'daynight',
  'start_time',
  'temp_f',
  'wind_dir',
  'wind_mph',
  'sky',
  'precip',
  'field_cond',
] as const;
type Column = (typeof GAME_CONDITIONS_COLUMNS)[number];
const INDEX = Object.fromEntries(GAME_CONDITIONS_COLUMNS.map((c, i) => [c, i])) as Record<Column, number>;

/** Retrosheet's wind directions, relative to the field. */
export const RETROSHEET_WIND: Readonly<Record<string, WindDirection | null>> = {
  tocf: 'out',
  tolf: 'out',
  torf: 'out',
  fromcf: 'in',
  fromlf: 'in',
  fromrf: 'in',
  ltor: 'cross',
  rtol: 'cross',
  unknown: null,
};
const SKIES = new Set(['sunny', 'cloudy', 'overcast', 'night', 'dome', 'unknown']);

/** A value read as unknown: file, line, column, value and why. */
export interface ConditionsReject {
  file: string;
  line: number;
  column: Column;
  value: string;
  reason: string;
}

export interface GameConditionsFile {
  file: string;
  sha256: string;
  rows: number;
  firstDate: string;
  lastDate: string;
  conditions: Map<string, GameConditions>;
  rejects: ConditionsReject[];
}

function invalid(file: string, line: number, cells: readonly string[], column: Column, reason: string): LongballError {
  return new LongballError('MODEL_DATA_INVALID', { file, line, column, reason, value: cells[INDEX[column]] ?? '' });
}

/** One row's conditions; values out of bounds or not a code are rejected (pushed to `rejects`) and read as unknown. */
function conditionsOf(file: string, line: number, cells: readonly string[], rejects: ConditionsReject[]): GameConditions {
  const reject = (column: Column, reason: string): null => {
    rejects.push({ file, line, column, value: cells[INDEX[column]]!, reason });
    return null;
  };
  const bounded = (column: Column, bound: Bound): number | null => {
    const raw = cells[INDEX[column]]!.trim();
    if (raw === '') return null;
    const value = Number(raw);
    if (!Number.isFinite(value)) return reject(column, 'not a number');
    if (value < bound.min || value > bound.max) return reject(column, `out of range [${bound.min}, ${bound.max}] (${bound.unit})`);
    return value;
  };
  const sky = cells[INDEX.sky]!;
  if (!SKIES.has(sky)) reject('sky', `not one of ${[...SKIES].join(', ')}`);
  const temperatureF = bounded('temp_f', MODEL_DATA_BOUNDS['first-pitch temperature']);
  const mph = bounded('wind_mph', MODEL_DATA_BOUNDS['first-pitch wind speed']);
  const code = cells[INDEX.wind_dir]!;
  let direction: WindDirection | null = null;
  if (code in RETROSHEET_WIND) direction = RETROSHEET_WIND[code]!;
  else if (code !== '') reject('wind_dir', `not a Retrosheet wind direction (${Object.keys(RETROSHEET_WIND).join(', ')})`);
  const wind = mph === null ? null : mph === 0 ? { direction: 'calm' as const, mph: 0 } : direction === null ? null : { direction, mph };
  return { indoors: sky === 'dome', temperatureF, wind };
}

/** The conditions of a games file's text by game id, with the values it rejected; `file` names it in errors. */
export function parseGameConditions(file: string, text: string): Omit<GameConditionsFile, 'sha256'> {
  const conditions = new Map<string, GameConditions>();
  const rejects: ConditionsReject[] = [];
  let header = false;
  let firstDate = '';
  let lastDate = '';
  eachRecord(file, text, (cells, line) => {
    if (!header) {
      checkHeader(file, cells, GAME_CONDITIONS_COLUMNS, true);
      header = true;
      return;
    }
    if (cells.length !== GAME_CONDITIONS_COLUMNS.length) {
      throw invalid(
        file,
        line,
        cells,
        GAME_CONDITIONS_COLUMNS[Math.min(cells.length, GAME_CONDITIONS_COLUMNS.length - 1)]!,
        `the row has ${cells.length} cells, the header ${GAME_CONDITIONS_COLUMNS.length}`,
      );
    }
    const gameId = cells[INDEX.game_id]!;
    const idDate = /^[A-Z0-9]{3}(\d{4})(\d{2})(\d{2})\d$/.exec(gameId);
    if (!idDate) throw invalid(file, line, cells, 'game_id', 'not a game id TTTYYYYMMDDN');
    const date = cells[INDEX.date]!;
    if (!isCalendarDate(date) || date !== `${idDate[1]}-${idDate[2]}-${idDate[3]}`)
      throw invalid(file, line, cells, 'date', `not the date of the game id ${gameId}`);
    if (conditions.has(gameId)) throw invalid(file, line, cells, 'game_id', 'a second row for this game: one row per game');
    conditions.set(gameId, conditionsOf(file, line, cells, rejects));
    if (firstDate === '' || date < firstDate) firstDate = date;
    if (date > lastDate) lastDate = date;
  });
  if (!header) throw new LongballError('MODEL_DATA_EMPTY', { file, reason: 'the file is empty' });
  if (conditions.size === 0) throw new LongballError('MODEL_DATA_EMPTY', { file, reason: 'the header has no rows under it' });
  return { file, rows: conditions.size, firstDate, lastDate, conditions, rejects };
}

/** Reads and checks a games file (.csv or .csv.gz). */
export function readGameConditions(file: string): GameConditionsFile {
  const loaded = loadTextFile(file, GAME_CONDITIONS_COLUMNS);
  return { ...parseGameConditions(file, loaded.text), sha256: loaded.sha256 };
}
