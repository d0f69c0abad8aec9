/**
 * Home-run events for Season Home Runs, HRs By Park and picks grading.
 * (a) home_runs.csv, our normalised form: `date,game_pk,at_bat_number,batter_id,
 *     batter_name,team,pitcher_id,pitcher_name,venue,pitch_name,hit_distance,
 *     launch_speed,launch_angle` (optional `hr_count`);
 * (b) statcast_home_runs.csv, a raw Baseball Savant Statcast search export: only
 *     rows whose `events` is `home_run` are home runs (rowsRead counts those; the
 *     other pitches are not this input's rows). In that export `player_name` is the
 *     PITCHER; the batter's name and season count are read from `des` ("Juan Soto
 *     homers (12) on a fly ball..."); the batting team is away_team in the top of
 *     the inning, else home_team; the venue is left null (resolved later from the
 *     home team); the string "null" is no value.
 * sourceId = `${game_pk}-${at_bat_number}`; a repeated sourceId is rejected. A game id is read
 * by the one rule (values.ts parseGameId: "824542.0", as pandas re-saves it, is game 824542; a
 * value that is not a whole id rejects the row), and so is the at-bat number.
 * A date written as an instant with its zone ("2026-08-22T01:40:00Z") is the home park's local
 * date (domain/teams.ts, the home club: `home_team` when the row names it, else the batting
 * club's park), never the instant's UTC date: an evening home run stays on its game's day.
 */
import type { CsvRecord } from './csv.ts';
import { displayName } from './csv.ts';
import { cell, collectCsvRows, optionalColumn, readHeaderedCsv, requiredColumn, type Column, type HeaderedCsv } from './csv-rows.ts';
import { RowCollector, rejectField, rejectRow, type ParsedInput } from './parsed-input.ts';
import type { RawHomeRun } from '../inputs/rows.ts';
import { OTHER_BOUNDS, parseBounded } from './bounds.ts';
import { isZonedInstant, slateDayOf } from '../../domain/games.ts';
import { homeTimeZone } from '../../domain/teams.ts';
import { cleanText, parseCount, parseGameId, parseId, parseIsoDate, requireName, requireTeam } from './values.ts';

/** "Juan Soto homers (12) on ...", "X hits a grand slam (3) ...", "X hits an inside-the-park home run (1) ...". */
const DES_HOME_RUN = /^(.+?)\s+(?:homers|hits a grand slam|hits an inside-the-park home run)\s*\((\d+)\)/;

export function batterFromDescription(des: string): { name: string; hrCount: number } | null {
  const match = DES_HOME_RUN.exec(des.trim().replace(/\s+/g, ' '));
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1].trim(), hrCount: Number(match[2]) };
}

/** The game id and the event's sourceId (`${game_pk}-${at_bat_number}`, null unless both are given). */
function eventIds(record: CsvRecord, gamePk: Column | null, atBat: Column | null): { gamePk: string | null; sourceId: string | null } {
  const game = gamePk ? parseGameId(cell(record, gamePk), gamePk.field) : null;
  const ab = atBat ? parseGameId(cell(record, atBat), atBat.field, 'an at-bat number') : null;
  return { gamePk: game, sourceId: game !== null && ab !== null ? `${game}-${ab}` : null };
}

/** The row's date: a calendar date, or an instant read in the home park's time zone (see the file comment). */
function homeRunDate(record: CsvRecord, date: Column, homeTeam: string): string | null {
  const text = cleanText(cell(record, date));
  if (isZonedInstant(text)) {
    parseIsoDate(text, date.field);
    const day = slateDayOf(text, homeTimeZone(homeTeam));
    if (day === null) rejectField(date.field, `"${text}" is not a time`);
    return day;
  }
  return parseIsoDate(text, date.field);
}

function rejectRepeatedEvent(row: RawHomeRun, line: number, seen: Map<string, number>): void {
  if (row.sourceId === null) return;
  const first = seen.get(row.sourceId);
  if (first !== undefined) rejectRow(`duplicate home run ${row.sourceId} (first at line ${first})`);
  seen.set(row.sourceId, line);
}

const required = (file: string, table: HeaderedCsv, what: string, names: readonly string[]) => requiredColumn(file, table.header, what, names);

/** home_runs.csv */
export function parseHomeRunsCsv(file: string, bytes: Uint8Array): ParsedInput<RawHomeRun> {
  const table = readHeaderedCsv(file, bytes);
  const h = table.header;
  const date = required(file, table, 'the date', ['date', 'game_date']);
  const batterName = required(file, table, 'the batter name', ['batter_name']);
  const team = required(file, table, 'the batting team', ['team', 'team_batting']);
  const gamePk = optionalColumn(h, ['game_pk']);
  const atBat = optionalColumn(h, ['at_bat_number']);
  const batterId = optionalColumn(h, ['batter_id', 'batter']);
  const pitcherId = optionalColumn(h, ['pitcher_id']);
  const pitcherName = optionalColumn(h, ['pitcher_name']);
  const venue = optionalColumn(h, ['venue']);
  const pitchName = optionalColumn(h, ['pitch_name']);
  const distance = optionalColumn(h, ['hit_distance', 'hit_distance_sc']);
  const speed = optionalColumn(h, ['launch_speed', 'hit_speed']);
  const angle = optionalColumn(h, ['launch_angle', 'hit_angle']);
  const hrCount = optionalColumn(h, ['hr_count']);
  const homeTeam = optionalColumn(h, ['home_team']);
  const collector = new RowCollector<RawHomeRun>(file);
  const seen = new Map<string, number>();
  collectCsvRows(table, collector, (record) => {
    const battingTeam = requireTeam(cell(record, team), team.field);
    const home = homeTeam && cleanText(cell(record, homeTeam)) !== '' ? requireTeam(cell(record, homeTeam), homeTeam.field) : battingTeam;
    const day = homeRunDate(record, date, home);
    if (day === null) rejectField(date.field, 'empty date');
    const count = hrCount ? parseCount(cell(record, hrCount), hrCount.field) : null;
    if (count === 0 && hrCount) rejectField(hrCount.field, 'a home run cannot be number 0');
    const row: RawHomeRun = {
      date: day,
      batterId: batterId ? parseId(cell(record, batterId), batterId.field) : null,
      batterName: requireName(cell(record, batterName), batterName.field),
      team: battingTeam,
      pitcherId: pitcherId ? parseId(cell(record, pitcherId), pitcherId.field) : null,
      pitcherName: displayName(cleanText(cell(record, pitcherName))),
      venue: cleanText(cell(record, venue)) || null,
      pitchName: cleanText(cell(record, pitchName)) || null,
      distance: distance ? parseBounded(cell(record, distance), distance.field, OTHER_BOUNDS['home-run distance']) : null,
      exitVelocity: speed ? parseBounded(cell(record, speed), speed.field, OTHER_BOUNDS['home-run exit velocity']) : null,
      launchAngle: angle ? parseBounded(cell(record, angle), angle.field, OTHER_BOUNDS['home-run launch angle']) : null,
      hrCount: count,
      ...eventIds(record, gamePk, atBat),
    };
    rejectRepeatedEvent(row, record.line, seen);
    return row;
  });
  return collector.result('home-runs-csv');
}

/** statcast_home_runs.csv (raw Statcast search export) */
export function parseStatcastSearch(file: string, bytes: Uint8Array): ParsedInput<RawHomeRun> {
  const table = readHeaderedCsv(file, bytes);
  const h = table.header;
  const events = required(file, table, 'the event', ['events']);
  const des = required(file, table, 'the play description', ['des']);
  const date = required(file, table, 'the game date', ['game_date']);
  const topBottom = required(file, table, 'the half inning', ['inning_topbot']);
  const homeTeam = required(file, table, 'the home team', ['home_team']);
  const awayTeam = required(file, table, 'the away team', ['away_team']);
  const pitcherName = optionalColumn(h, ['player_name']);
  const batterId = optionalColumn(h, ['batter']);
  const pitcherId = optionalColumn(h, ['pitcher']);
  const pitchName = optionalColumn(h, ['pitch_name']);
  const distance = optionalColumn(h, ['hit_distance_sc']);
  const speed = optionalColumn(h, ['launch_speed']);
  const angle = optionalColumn(h, ['launch_angle']);
  const gamePk = optionalColumn(h, ['game_pk']);
  const atBat = optionalColumn(h, ['at_bat_number']);
  const homeRunRecords = table.records.filter((r) => cleanText(cell(r, events)).toLowerCase() === 'home_run');
  const homeRuns: HeaderedCsv = { ...table, records: homeRunRecords };
  const collector = new RowCollector<RawHomeRun>(file);
  const seen = new Map<string, number>();
  collectCsvRows(
    homeRuns,
    collector,
    (record) => {
      const day = homeRunDate(record, date, requireTeam(cell(record, homeTeam), homeTeam.field));
      if (day === null) rejectField(date.field, 'empty game date');
      const described = batterFromDescription(cell(record, des));
      if (described === null) rejectField(des.field, `cannot read the batter from "${cleanText(cell(record, des))}"`);
      const half = cleanText(cell(record, topBottom)).toLowerCase();
      if (half !== 'top' && half !== 'bot' && half !== 'bottom') rejectField(topBottom.field, `"${cleanText(cell(record, topBottom))}" is not Top or Bot`);
      const battingTeam = half === 'top' ? awayTeam : homeTeam;
      const row: RawHomeRun = {
        date: day,
        batterId: batterId ? parseId(cell(record, batterId), batterId.field) : null,
        batterName: described.name,
        team: requireTeam(cell(record, battingTeam), battingTeam.field),
        pitcherId: pitcherId ? parseId(cell(record, pitcherId), pitcherId.field) : null,
        pitcherName: displayName(cleanText(cell(record, pitcherName))),
        venue: null,
        pitchName: cleanText(cell(record, pitchName)) || null,
        distance: distance ? parseBounded(cell(record, distance), distance.field, OTHER_BOUNDS['home-run distance']) : null,
        exitVelocity: speed ? parseBounded(cell(record, speed), speed.field, OTHER_BOUNDS['home-run exit velocity']) : null,
        launchAngle: angle ? parseBounded(cell(record, angle), angle.field, OTHER_BOUNDS['home-run launch angle']) : null,
        hrCount: described.hrCount,
        ...eventIds(record, gamePk, atBat),
      };
      rejectRepeatedEvent(row, record.line, seen);
      return row;
    },
    `no home_run events among the ${table.records.length} pitches`,
  );
  return collector.result('statcast-search');
}
