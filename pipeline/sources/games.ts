/**
 * The day's games with their context (venue, weather, probable starters):
 * matchup_data.json `[{gamePk, gameDate, gameTime, away, home, venue, weather,
 * awayPitcher:{name,id}, homePitcher:{name,id}}]`, or the MLB Stats API
 * probable-pitchers CSV `game_date,game_pk,game_time,venue,away_team,home_team,
 * away_pitcher_id,away_pitcher,home_pitcher_id,home_pitcher` whose names are
 * "Last, First" (turned into "First Last"). An empty pitcher is TBD (null).
 * A game must have a date and two different known clubs; a repeated gamePk is rejected.
 */
import { LongballError } from '../errors.ts';
import { displayName } from './csv.ts';
import { cell, collectCsvRows, optionalColumn, readHeaderedCsv, requiredColumn } from './csv-rows.ts';
import { describeJson, isRecord, jsonId, jsonText, readJson } from './json-input.ts';
import { RowCollector, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawGame } from '../inputs/rows.ts';
import { cleanText, parseId, parseIsoDate, requireTeam } from './values.ts';

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
  doc.value.forEach((item, i) => {
    const path = `[${i}]`;
    const line = () => doc.lineOf(path);
    collector.rowsRead++;
    const game = collector.attempt(line, () => {
      if (!isRecord(item)) rejectRow(`${path}: expected a game object, found ${describeJson(item)}`);
      const f = (name: string) => jsonField(`${path}.${name}`);
      const text = (name: string) => jsonText(item[name], f(name));
      const gameDate = parseIsoDate(text('gameDate') ?? '', f('gameDate'));
      if (gameDate === null) rejectField(f('gameDate'), 'empty game date');
      return checkGame(
        {
          gamePk: text('gamePk'),
          gameDate,
          gameTime: text('gameTime'),
          away: requireTeam(text('away') ?? '', f('away')),
          home: requireTeam(text('home') ?? '', f('home')),
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
  const collector = new RowCollector<RawGame>(file);
  const seen = new Map<string, () => number>();
  collectCsvRows(table, collector, (record) => {
    const pitcher = (nameColumn: typeof awayPitcher, idColumn: typeof awayPitcherId): Pitcher => {
      const name = cleanText(cell(record, nameColumn));
      if (name === '') return null;
      return { name: displayName(name), mlbamId: idColumn ? parseId(cell(record, idColumn), idColumn.field) : null };
    };
    const gameDate = parseIsoDate(cell(record, date), date.field);
    if (gameDate === null) rejectField(date.field, 'empty game date');
    const text = (column: typeof venue) => cleanText(cell(record, column)) || null;
    return checkGame(
      {
        gamePk: text(gamePk),
        gameDate,
        gameTime: text(gameTime),
        away: requireTeam(cell(record, away), away.field),
        home: requireTeam(cell(record, home), home.field),
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
  return collector.result('statsapi-probable-pitchers');
}
