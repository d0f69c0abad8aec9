/**
 * The day's games with their context (venue, weather, probable starters):
 * matchup_data.json `[{gamePk, gameDate, gameTime, away, home, venue, weather,
 * awayPitcher:{name,id}, homePitcher:{name,id}}]`, or the MLB Stats API
 * probable-pitchers CSV `game_date,game_pk,game_time,venue,away_team,home_team,
 * away_pitcher_id,away_pitcher,home_pitcher_id,home_pitcher` whose names are
 * "Last, First" (turned into "First Last"). An empty pitcher is TBD (null).
 * A game must have a date and two different known clubs; a repeated gamePk is rejected.
 *
 * Optional MLB Stats API fields (both formats): `gameNumber` / `game_num` (1|2, the
 * game of a doubleheader), `doubleHeader` ('N'|'Y'|'S'), `startTimeTBD`, `status`
 * (detailedState: 'Scheduled', 'Postponed'...), `officialDate` (the slate date).
 * Dates: officialDate when given, else gameDate; a gameDate written as an instant
 * ("2026-08-22T01:10:00Z") is the home park's local date (domain/teams.ts), never its
 * UTC date part. Times: `gameTime` is kept as an instant with its zone; a time
 * without a zone ("2026-08-21T19:05:00", "19:05", "7:05 PM") is read in US Eastern
 * (the MLB convention) and said so in a warning; a start time to be decided is null.
 */
import { LongballError } from '../errors.ts';
import { displayName } from './csv.ts';
import { cell, collectCsvRows, optionalColumn, readHeaderedCsv, requiredColumn } from './csv-rows.ts';
import { describeJson, isRecord, jsonBoolean, jsonId, jsonText, readJson } from './json-input.ts';
import { RowCollector, countOf, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawGame } from '../inputs/rows.ts';
import { instantOfWallClock, isZonedInstant, slateDayOf } from '../../domain/games.ts';
import { homeTimeZone, MLB_TIME_ZONE } from '../../domain/teams.ts';
import { cleanText, parseGameId, parseId, parseIsoDate, requireTeam } from './values.ts';

type Pitcher = RawGame['awayPitcher'];

/** Rejects a club playing itself and a repeated gamePk. */
function checkGame(game: RawGame, homeField: Field, seen: Map<string, () => number>, line: () => number): RawGame {
  if (game.away === game.home) rejectField(homeField, `${game.home} cannot play itself`);
  if (game.gamePk !== null) {
    const first = seen.get(game.gamePk);
    if (first !== undefined) rejectRow(`duplicate game ${game.gamePk} (first at line ${first()})`);
    seen.set(game.gamePk, line);
  }
  return game;
}

/** The schedule fields beyond the teams, as written in either format (text, or null when absent). */
interface ScheduleText {
  gameDate: string | null;
  officialDate: string | null;
  gameTime: string | null;
  gameNumber: string | null;
  doubleHeader: string | null;
  startTimeTBD: string | null;
  status: string | null;
}

type ScheduleFields = Pick<RawGame, 'gameDate' | 'gameTime' | 'gameNumber' | 'doubleHeader' | 'startTimeTBD' | 'status'>;

/** Counts the times read in US Eastern, for one warning per file. */
interface TimeNotes {
  zoneless: number;
}

const WALL_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?(?:\s*(?:et|edt|est))?$/i;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A first-pitch time as an instant with its zone; see the file comment. */
function gameInstant(text: string | null, date: string, field: Field, notes: TimeNotes): string | null {
  if (text === null || /^tbd$/i.test(text)) return null;
  if (isZonedInstant(text)) {
    if (Number.isNaN(Date.parse(text))) rejectField(field, `"${text}" is not a time`);
    return text;
  }
  const local = LOCAL_DATE_TIME.exec(text);
  const wall = WALL_TIME.exec(text);
  let instant: string | null = null;
  if (local) instant = instantOfWallClock(local[1]!, Number(local[2]), Number(local[3]), MLB_TIME_ZONE);
  else if (wall) {
    const hour = Number(wall[1]);
    const meridiem = wall[3]?.toLowerCase();
    const h24 = meridiem === undefined ? hour : hour > 12 || hour === 0 ? -1 : (hour % 12) + (meridiem === 'pm' ? 12 : 0);
    instant = instantOfWallClock(date, h24, Number(wall[2]), MLB_TIME_ZONE);
  }
  if (instant === null) rejectField(field, `"${text}" is not a first-pitch time (an ISO instant with its zone, or a time like 19:05)`);
  notes.zoneless++;
  return instant;
}

function parseGameNumber(text: string | null, field: Field): number | null {
  if (text === null) return null;
  if (text !== '1' && text !== '2') rejectField(field, `"${text}" is not a game number (1 or 2)`);
  return Number(text);
}

function parseDoubleHeader(text: string | null, field: Field): RawGame['doubleHeader'] {
  if (text === null) return null;
  const flag = text.toUpperCase();
  if (flag !== 'N' && flag !== 'Y' && flag !== 'S') rejectField(field, `"${text}" is not a doubleHeader flag (N, Y or S)`);
  return flag;
}

/** The slate date, first pitch and doubleheader fields of one game (its home club gives the time zone). */
function scheduleFields(text: ScheduleText, home: string, field: (name: keyof ScheduleText) => Field, notes: TimeNotes): ScheduleFields {
  const official = parseIsoDate(text.officialDate ?? '', field('officialDate'));
  if (official !== null && text.officialDate !== official) rejectField(field('officialDate'), `"${text.officialDate}" is not a date (YYYY-MM-DD)`);
  // gameDate is checked even when officialDate names the slate date: a row with a broken date is not trusted.
  const raw = text.gameDate ?? '';
  if (raw === '' && official === null) rejectField(field('gameDate'), 'empty game date');
  if (raw !== '') parseIsoDate(raw, field('gameDate'));
  const gameDate = official ?? slateDayOf(raw, homeTimeZone(home));
  if (gameDate === null) rejectField(field('gameDate'), `"${raw}" is not a date or an instant with its zone`);
  const startTimeTBD = text.startTimeTBD === null ? false : jsonBoolean(text.startTimeTBD, field('startTimeTBD'));
  const gameTime = gameInstant(text.gameTime, gameDate, field('gameTime'), notes);
  return {
    gameDate,
    gameTime: startTimeTBD ? null : gameTime,
    gameNumber: parseGameNumber(text.gameNumber, field('gameNumber')),
    doubleHeader: parseDoubleHeader(text.doubleHeader, field('doubleHeader')),
    startTimeTBD,
    status: text.status,
  };
}

function warnZoneless(collector: RowCollector<RawGame>, notes: TimeNotes): void {
  if (notes.zoneless > 0) collector.warn(`${countOf(notes.zoneless, 'first-pitch time')} written without a zone: read in US Eastern (the MLB convention)`);
}

function jsonPitcher(value: unknown, path: string): Pitcher {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const name = jsonText(value, jsonField(path));
    return name === null ? null : { name: displayName(name), mlbamId: null };
  }
  if (!isRecord(value)) rejectField(jsonField(path), `expected {name, id}, found ${describeJson(value)}`);
  const name = jsonText(value.name, jsonField(`${path}.name`));
  const mlbamId = jsonId(value.id ?? value.mlbamId, jsonField(`${path}.id`));
  return name === null ? null : { name: displayName(name), mlbamId };
}

/** matchup_data.json */
export function parseMatchupData(file: string, bytes: Uint8Array): ParsedInput<RawGame> {
  const doc = readJson(file, bytes);
  if (!Array.isArray(doc.value)) {
    throw new LongballError('JSON_WRONG_SHAPE', {
      file,
      reason: `expected an array of games, found ${describeJson(doc.value)}`,
      expected: 'an array of {gamePk, gameDate, gameTime, away, home, venue, weather, awayPitcher, homePitcher}',
    });
  }
  const collector = new RowCollector<RawGame>(file);
  if (doc.value.length === 0) collector.warn('no games (the array is empty)');
  const seen = new Map<string, () => number>();
  const notes: TimeNotes = { zoneless: 0 };
  doc.value.forEach((item, i) => {
    const path = `[${i}]`;
    const line = () => doc.lineOf(path);
    collector.rowsRead++;
    const game = collector.attempt(line, () => {
      if (!isRecord(item)) rejectRow(`${path}: expected a game object, found ${describeJson(item)}`);
      const f = (name: string) => jsonField(`${path}.${name}`);
      const text = (name: string) => jsonText(item[name], f(name));
      const away = requireTeam(text('away') ?? '', f('away'));
      const home = requireTeam(text('home') ?? '', f('home'));
      const tbd = item.startTimeTBD;
      const fields = scheduleFields(
        {
          gameDate: text('gameDate'),
          officialDate: text('officialDate'),
          gameTime: text('gameTime'),
          gameNumber: text('gameNumber'),
          doubleHeader: text('doubleHeader'),
          startTimeTBD: tbd === undefined || tbd === null ? null : typeof tbd === 'boolean' ? String(tbd) : text('startTimeTBD'),
          status: text('status'),
        },
        home,
        f,
        notes,
      );
      return checkGame(
        {
          gamePk: parseGameId(item.gamePk, f('gamePk')),
          ...fields,
          away,
          home,
          venue: text('venue'),
          weather: text('weather'),
          awayPitcher: jsonPitcher(item.awayPitcher, `${path}.awayPitcher`),
          homePitcher: jsonPitcher(item.homePitcher, `${path}.homePitcher`),
        },
        f('home'),
        seen,
        line,
      );
    });
    if (game) collector.rows.push(game);
  });
  warnZoneless(collector, notes);
  return collector.result('matchup-data');
}

/** probable_pitchers.csv */
export function parseProbablePitchersCsv(file: string, bytes: Uint8Array): ParsedInput<RawGame> {
  const table = readHeaderedCsv(file, bytes);
  const { header } = table;
  const date = requiredColumn(file, header, 'the game date', ['game_date', 'gameDate', 'date']);
  const away = requiredColumn(file, header, 'the away team', ['away_team', 'away']);
  const home = requiredColumn(file, header, 'the home team', ['home_team', 'home']);
  const gamePk = optionalColumn(header, ['game_pk', 'gamePk']);
  const gameTime = optionalColumn(header, ['game_time', 'gameTime', 'game_datetime']);
  const venue = optionalColumn(header, ['venue', 'venue_name']);
  const awayPitcher = optionalColumn(header, ['away_pitcher', 'away_probable_pitcher']);
  const awayPitcherId = optionalColumn(header, ['away_pitcher_id']);
  const homePitcher = optionalColumn(header, ['home_pitcher', 'home_probable_pitcher']);
  const homePitcherId = optionalColumn(header, ['home_pitcher_id']);
  const more = {
    officialDate: optionalColumn(header, ['official_date', 'officialDate']),
    gameNumber: optionalColumn(header, ['game_num', 'game_number', 'gameNumber']),
    doubleHeader: optionalColumn(header, ['double_header', 'doubleheader', 'doubleHeader']),
    startTimeTBD: optionalColumn(header, ['start_time_tbd', 'startTimeTBD']),
    status: optionalColumn(header, ['status', 'detailed_state']),
  };
  const collector = new RowCollector<RawGame>(file);
  const seen = new Map<string, () => number>();
  const notes: TimeNotes = { zoneless: 0 };
  collectCsvRows(table, collector, (record) => {
    const pitcher = (nameColumn: typeof awayPitcher, idColumn: typeof awayPitcherId): Pitcher => {
      const name = cleanText(cell(record, nameColumn));
      if (name === '') return null;
      return { name: displayName(name), mlbamId: idColumn ? parseId(cell(record, idColumn), idColumn.field) : null };
    };
    const text = (column: typeof venue) => cleanText(cell(record, column)) || null;
    const awayTeam = requireTeam(cell(record, away), away.field);
    const homeTeam = requireTeam(cell(record, home), home.field);
    const columns = { ...more, gameDate: date, gameTime };
    const fields = scheduleFields(
      {
        gameDate: text(date),
        officialDate: text(more.officialDate),
        gameTime: text(gameTime),
        gameNumber: text(more.gameNumber),
        doubleHeader: text(more.doubleHeader),
        startTimeTBD: text(more.startTimeTBD),
        status: text(more.status),
      },
      homeTeam,
      (name) => columns[name]?.field ?? date.field,
      notes,
    );
    return checkGame(
      {
        gamePk: gamePk ? parseGameId(cell(record, gamePk), gamePk.field) : null,
        ...fields,
        away: awayTeam,
        home: homeTeam,
        venue: text(venue),
        weather: null,
        awayPitcher: pitcher(awayPitcher, awayPitcherId),
        homePitcher: pitcher(homePitcher, homePitcherId),
      },
      home.field,
      seen,
      () => record.line,
    );
  });
  warnZoneless(collector, notes);
  return collector.result('statsapi-probable-pitchers');
}
