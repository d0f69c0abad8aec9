/**
 * game_results.json: how the games of earlier days ended, for settling the archived picks
 * (docs/product.md#settlement). Two forms, both in the MLB Stats API's own shapes:
 * (a) an array of games as `/api/v1/schedule` lists them (`gamePk`, `officialDate`, `gameNumber`,
 *     `status: {detailedState, codedGameState}`, `teams: {away: {team: {abbreviation | name}}, home}`),
 *     each with the game's `/api/v1/game/{gamePk}/boxscore` answer added as `boxscore` once final
 *     (`teams.{away,home}.batters`: the ids of every player who batted or was listed to;
 *     `players["ID<id>"].person.{id, fullName}` and `.stats.batting.{plateAppearances, homeRuns}`),
 *     as `fetch` writes it (fields the build does not read may be left out);
 * (b) a whole `/api/v1/schedule` answer (`{dates: [{games: [...]}]}`): the states only.
 * A game is one row: a bad value anywhere in it (its id, date, clubs, state, a batter's line)
 * rejects the game with file, line, path and value. A game id is read by the one rule
 * (values.ts parseGameId); one game appears once per date (a postponed game is listed again
 * on its new date). Plate appearances and home runs are bounded (bounds.ts), home runs never
 * more than plate appearances; a box score's clubs must be the schedule's.
 */
import { LongballError } from '../errors.ts';
import { isFinalStatus, slateDayOf } from '../../domain/games.ts';
import { homeTimeZone } from '../../domain/teams.ts';
import type { GameResultState, RawBoxBatter, RawGameResult } from '../inputs/rows.ts';
import { checkBound, OTHER_BOUNDS } from './bounds.ts';
import { describeJson, isRecord, jsonCount, jsonId, jsonText, readJson, type JsonDocument } from './json-input.ts';
import { jsonField, rejectField, rejectRow, RowCollector, type ParsedInput } from './parsed-input.ts';
import { parseGameId, parseIsoDate, requireName, requireTeam } from './values.ts';

export const GAME_RESULTS_EXPECTED = 'an array of MLB schedule games (each with its boxscore once final), or an MLB schedule answer {dates: [{games}]}';

/** MLB's codedGameState: F final, O game over, D postponed, C cancelled; the rest are not over (S, P, I, M, T/U suspended...). */
const CODED_STATES: Readonly<Record<string, GameResultState>> = { F: 'final', O: 'final', D: 'postponed', C: 'cancelled' };

/** A game's state from MLB's status: codedGameState when given, else the detailedState's words. */
export function gameResultState(detailedState: string, codedGameState: string | null): GameResultState {
  if (codedGameState !== null && CODED_STATES[codedGameState.toUpperCase()] !== undefined) return CODED_STATES[codedGameState.toUpperCase()]!;
  if (codedGameState !== null) return 'not-final';
  if (/postponed/i.test(detailedState)) return 'postponed';
  if (/cancell?ed/i.test(detailedState)) return 'cancelled';
  if (/suspended/i.test(detailedState)) return 'not-final';
  return isFinalStatus(detailedState) ? 'final' : 'not-final';
}

const record = (value: unknown, path: string): Record<string, unknown> => {
  if (!isRecord(value)) rejectField(jsonField(path), `expected an object, found ${describeJson(value)}`);
  return value;
};

/** A club of the schedule or the box score: its abbreviation, else its name. */
function clubOf(side: unknown, path: string): string {
  const team = record(record(side, path).team, `${path}.team`);
  const field = jsonField(`${path}.team.${team.abbreviation !== undefined ? 'abbreviation' : 'name'}`);
  return requireTeam(jsonText(team.abbreviation ?? team.name, field) ?? '', field);
}

/** The batters of one side of a box score. */
function boxSide(box: Record<string, unknown>, side: 'away' | 'home', team: string, path: string): RawBoxBatter[] {
  const sidePath = `${path}.teams.${side}`;
  const teamSide = record(record(box.teams, `${path}.teams`)[side], sidePath);
  const boxTeam = clubOf(teamSide, sidePath);
  if (boxTeam !== team) rejectField(jsonField(`${sidePath}.team`), `the box score's ${side} club ${boxTeam} is not the schedule's ${team}`);
  const ids = teamSide.batters;
  if (!Array.isArray(ids)) rejectField(jsonField(`${sidePath}.batters`), `expected an array of player ids, found ${describeJson(ids)}`);
  // A box score lists every player who batted: none on a side is no box score to settle on.
  if (ids.length === 0) rejectField(jsonField(`${sidePath}.batters`), 'no batters');
  const players = record(teamSide.players, `${sidePath}.players`);
  return ids.map((raw, i) => {
    const id = jsonId(raw, jsonField(`${sidePath}.batters[${i}]`));
    if (id === null) rejectField(jsonField(`${sidePath}.batters[${i}]`), 'empty player id');
    const playerPath = `${sidePath}.players.ID${id}`;
    const player = record(players[`ID${id}`], playerPath);
    const person = record(player.person, `${playerPath}.person`);
    const name = requireName(jsonText(person.fullName, jsonField(`${playerPath}.person.fullName`)) ?? '', jsonField(`${playerPath}.person.fullName`));
    const batting = isRecord(player.stats) && isRecord(player.stats.batting) ? player.stats.batting : {};
    const statField = (key: string) => jsonField(`${playerPath}.stats.batting.${key}`);
    const pa = checkBound(
      jsonCount(batting.plateAppearances, statField('plateAppearances')) ?? 0,
      OTHER_BOUNDS['box-score plate appearances'],
      statField('plateAppearances'),
    );
    const hr = checkBound(jsonCount(batting.homeRuns, statField('homeRuns')) ?? 0, OTHER_BOUNDS['box-score home runs'], statField('homeRuns'));
    if (hr > pa) rejectField(statField('homeRuns'), `${hr} home runs in ${pa} plate appearances`);
    return { mlbamId: id, name, team, plateAppearances: pa, homeRuns: hr };
  });
}

function parseGame(game: Record<string, unknown>, path: string): RawGameResult {
  const f = (name: string) => jsonField(`${path}.${name}`);
  const gamePk = parseGameId(game.gamePk, f('gamePk'));
  if (gamePk === null) rejectField(f('gamePk'), 'empty game id');
  const teams = record(game.teams, `${path}.teams`);
  const away = clubOf(teams.away, `${path}.teams.away`);
  const home = clubOf(teams.home, `${path}.teams.home`);
  if (away === home) rejectField(f('teams.home'), `${home} cannot play itself`);
  const official = parseIsoDate(jsonText(game.officialDate, f('officialDate')) ?? '', f('officialDate'));
  const gameDate = jsonText(game.gameDate, f('gameDate'));
  const date = official ?? (gameDate === null ? null : slateDayOf(gameDate, homeTimeZone(home)));
  if (date === null) rejectField(f('officialDate'), 'no officialDate or gameDate');
  const status = record(game.status, `${path}.status`);
  const detailedState = jsonText(status.detailedState, f('status.detailedState'));
  if (detailedState === null) rejectField(f('status.detailedState'), 'empty game state');
  const number = jsonText(game.gameNumber, f('gameNumber'));
  if (number !== null && number !== '1' && number !== '2') rejectField(f('gameNumber'), `"${number}" is not a game number (1 or 2)`);
  const box = game.boxscore;
  const batters =
    box === undefined || box === null
      ? null
      : [
          ...boxSide(record(box, `${path}.boxscore`), 'away', away, `${path}.boxscore`),
          ...boxSide(record(box, `${path}.boxscore`), 'home', home, `${path}.boxscore`),
        ];
  return {
    gamePk,
    date,
    away,
    home,
    gameNumber: number === null ? null : Number(number),
    state: gameResultState(detailedState, jsonText(status.codedGameState, f('status.codedGameState'))),
    detailedState,
    batters,
  };
}

/** The games of the file with their paths: the array's elements, or every date's games of a schedule answer. */
function gamesOf(file: string, doc: JsonDocument): { format: string; games: { value: unknown; path: string; line: () => number }[] } {
  if (Array.isArray(doc.value)) {
    return { format: 'statsapi-results', games: doc.value.map((value, i) => ({ value, path: `[${i}]`, line: () => doc.lineOf(`[${i}]`) })) };
  }
  if (isRecord(doc.value) && Array.isArray(doc.value.dates)) {
    const games = doc.value.dates.flatMap((day, d) =>
      isRecord(day) && Array.isArray(day.games)
        ? day.games.map((value, g) => ({ value, path: `dates[${d}].games[${g}]`, line: () => doc.lineOf(`dates[${d}]`) }))
        : [],
    );
    return { format: 'statsapi-schedule', games };
  }
  throw new LongballError('JSON_WRONG_SHAPE', { file, reason: `found ${describeJson(doc.value)}`, expected: GAME_RESULTS_EXPECTED });
}

/** game_results.json */
export function parseGameResults(file: string, bytes: Uint8Array): ParsedInput<RawGameResult> {
  const doc = readJson(file, bytes);
  const { format, games } = gamesOf(file, doc);
  const collector = new RowCollector<RawGameResult>(file);
  if (games.length === 0) collector.warn('no games');
  const seen = new Map<string, number>();
  let withoutBox = 0;
  for (const { value, path, line } of games) {
    collector.rowsRead++;
    const game = collector.attempt(line, () => {
      const parsed = parseGame(record(value, path), path);
      const key = `${parsed.gamePk}|${parsed.date}`;
      const first = seen.get(key);
      if (first !== undefined) rejectRow(`game ${parsed.gamePk} of ${parsed.date} is listed twice (first at line ${first})`);
      seen.set(key, line());
      return parsed;
    });
    if (game === undefined) continue;
    if (game.state === 'final' && game.batters === null) withoutBox++;
    collector.rows.push(game);
  }
  if (withoutBox > 0) collector.warn(`${withoutBox} final game${withoutBox === 1 ? '' : 's'} without a box score: settled from the home-run feed`);
  return collector.result(format);
}
