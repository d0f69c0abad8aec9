/**
 * lineups.json / lineups.csv, the one required input. Three formats:
 * (a) the spec's array of team entries `{team, gameDate, weather, players:[...]}`,
 *     consecutive pairs being (away, home);
 * (b) the lineup sites' flat array of player rows `{name, team, game_key "AWAY_HOME",
 *     batting_order, pos, hand, lineup_confirmed}`, grouped by game_key in file
 *     order, away first (an optional third part, "AWAY_HOME_2", keeps doubleheaders apart);
 * (c) CSV `team,gameDate,weather,name,battingOrder,position,confirmed,id`, one row
 *     per player, a team entry being a run of consecutive rows of one team (or
 *     grouped by a `game_key` column when there is one).
 *
 * rowsRead counts player records (a team entry without players counts as one). A bad player is rejected on its own; an entry
 * whose team is unknown is rejected with its opponent (pairs must stay aligned);
 * an odd last entry is dropped with an issue and a warning. battingOrder is 1-9,
 * "SP" (starting pitcher; also a player listed at position SP with no slot) or
 * empty. A lineup holds at most 9 batters: beyond 9, a batter without a slot or
 * on a slot already taken is rejected with the reason. A slot given to several
 * players within 9 batters is kept and stated in the warnings (a real lineup
 * site writes slot 5 for every confirmed batter), as are slots with no batter.
 * Each entry carries its game identity (game_key, else its pair in the file)
 * and its side; the slate pairs by that identity (core/slate-lineups.ts). A game id
 * (`gamePk` on a team entry, `game_pk` on a flat row or CSV column) ties an entry to
 * the schedule's game (doubleheaders). `gameDate` is a date, or an instant with its
 * zone kept as written (the slate reads it in the home park's time zone).
 *
 * One player per entry: a second row of the same player (same name once accents and
 * case are folded, and no two different ids) is rejected, except a two-way player's
 * pair of rows, one as the starting pitcher (SP) and one as a batter.
 */
import { LongballError } from '../errors.ts';
import type { CsvRecord } from './csv.ts';
import { cell, collectCsvRows, optionalColumn, readHeaderedCsv, requiredColumn, type Column } from './csv-rows.ts';
import { describeJson, isRecord, jsonBoolean, jsonId, jsonText, readJson, type JsonDocument } from './json-input.ts';
import { RowCollector, countOf, csvField, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawLineupPlayer, RawLineupTeam } from '../inputs/rows.ts';
import { isZonedInstant } from '../../domain/games.ts';
import { NO_REPLACEMENTS, foldName } from '../core/names.ts';
import { cleanText, parseGameId, parseHand, parseIsoDate, requireName, requireTeam } from './values.ts';

/** A lineup's game date: YYYY-MM-DD, a zoned instant kept as written (the slate converts it), or a local date-time's date. */
function parseLineupDate(raw: string, field: Field): string | null {
  const text = cleanText(raw);
  if (isZonedInstant(text)) {
    if (Number.isNaN(Date.parse(text))) rejectField(field, `"${text}" is not a calendar date (YYYY-MM-DD)`);
    parseIsoDate(text, field);
    return text;
  }
  return parseIsoDate(text, field);
}

export const LINEUPS_EXPECTED = 'an array of team entries {team, gameDate, weather, players:[...]} or of flat player rows {name, team, game_key, ...}';

/** Reads one named value of a player record, whatever the container (JSON object or CSV row). */
type ValueSource = (names: readonly string[]) => { value: unknown; field: Field };

const PLAYER_FIELDS = {
  name: ['name', 'player', 'fullName'],
  battingOrder: ['battingOrder', 'batting_order', 'order'],
  position: ['position', 'pos'],
  confirmed: ['confirmed', 'lineup_confirmed'],
  hand: ['hand', 'bats'],
  weather: ['weather'],
  id: ['id', 'mlbamId', 'player_id', 'playerId'],
} as const;

function parseBattingOrder(value: unknown, field: Field): number | 'SP' | null {
  const text = jsonText(value, field);
  if (text === null) return null;
  if (text.toUpperCase() === 'SP') return 'SP';
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 9) rejectField(field, `${JSON.stringify(value)} is not a batting order (1-9 or "SP")`);
  return n;
}

function parsePlayer(get: ValueSource): RawLineupPlayer {
  const name = get(PLAYER_FIELDS.name);
  const order = get(PLAYER_FIELDS.battingOrder);
  const position = get(PLAYER_FIELDS.position);
  const hand = get(PLAYER_FIELDS.hand);
  const weather = get(PLAYER_FIELDS.weather);
  const id = get(PLAYER_FIELDS.id);
  const confirmed = get(PLAYER_FIELDS.confirmed);
  const positionText = jsonText(position.value, position.field);
  let battingOrder = parseBattingOrder(order.value, order.field);
  if (battingOrder === null && positionText?.toUpperCase() === 'SP') battingOrder = 'SP';
  return {
    name: requireName(jsonText(name.value, name.field) ?? '', name.field),
    mlbamId: jsonId(id.value, id.field),
    battingOrder,
    position: positionText,
    confirmed: jsonBoolean(confirmed.value, confirmed.field),
    hand: parseHand(jsonText(hand.value, hand.field) ?? '', hand.field),
    weather: jsonText(weather.value, weather.field),
  };
}

const jsonSource =
  (obj: Record<string, unknown>, path: string): ValueSource =>
  (names) => {
    const name = names.find((n) => n in obj) ?? names[0] ?? '';
    return { value: obj[name], field: jsonField(`${path}.${name}`) };
  };

/** Where each player name of an entry was first seen (a line, looked up only for an issue). */
type FirstLines = Map<string, () => number>;

/** A team entry on its way out: `team` is null when the entry was rejected. */
interface EntryDraft {
  team: string | null;
  label: string;
  line: () => number;
  gameDate: string | null;
  gamePk: string | null;
  weather: string | null;
  players: RawLineupPlayer[];
  /** Each player's line, by playerKey (a two-way player's pitcher row apart). */
  lines: FirstLines;
}

const draft = (team: string | null, label: string, line: () => number): EntryDraft => ({
  team,
  label,
  line,
  gameDate: null,
  gamePk: null,
  weather: null,
  players: [],
  lines: new Map(),
});

/** A player's identity within one entry: the folded name (accents, case), the SP row of a two-way player apart. */
const playerKey = (player: Pick<RawLineupPlayer, 'name' | 'battingOrder'>): string =>
  `${player.battingOrder === 'SP' ? 'SP ' : ''}${foldName(player.name, NO_REPLACEMENTS)}`;

/** Adds a player unless the entry already has him (see playerKey; two rows with two different ids are two players). */
function addPlayer(entry: EntryDraft, player: RawLineupPlayer, line: () => number): void {
  const key = playerKey(player);
  const first = entry.lines.get(key);
  if (first !== undefined) {
    const other = entry.players.find((p) => playerKey(p) === key);
    const twoIds = other !== undefined && other.mlbamId !== null && player.mlbamId !== null && other.mlbamId !== player.mlbamId;
    if (!twoIds) rejectRow(`duplicate player ${player.name} in the ${entry.team ?? entry.label} lineup (first at line ${first()})`);
  }
  if (first === undefined) entry.lines.set(key, line);
  entry.players.push(player);
}

/** Batters in a lineup: slots 1-9. */
const LINEUP_SLOTS = 9;

/**
 * Beyond 9 batters, the ones without a slot or on a slot already taken (in file
 * order) are rejected: a 10th batter is never kept silently.
 */
function enforceNineBatters(entry: EntryDraft & { team: string }, collector: RowCollector<RawLineupTeam>): void {
  const hitters = entry.players.filter((p) => p.battingOrder !== 'SP');
  if (hitters.length <= LINEUP_SLOTS) return;
  const taken = new Set<number>();
  const slotted: RawLineupPlayer[] = [];
  const others: RawLineupPlayer[] = [];
  for (const p of hitters) {
    if (typeof p.battingOrder === 'number' && !taken.has(p.battingOrder)) {
      taken.add(p.battingOrder);
      slotted.push(p);
    } else others.push(p);
  }
  const extra = new Set([...slotted, ...others].slice(LINEUP_SLOTS));
  for (const p of extra) {
    const why = p.battingOrder === null ? 'has no batting-order slot' : `is on slot ${p.battingOrder}, already taken`;
    const line = entry.lines.get(playerKey(p)) ?? entry.line;
    collector.reject(line(), 'battingOrder', `${p.name} ${why}: the ${entry.team} lineup already has ${LINEUP_SLOTS} batters (slots 1-${LINEUP_SLOTS})`);
  }
  entry.players = entry.players.filter((p) => !extra.has(p));
}

function toTeam(
  entry: EntryDraft & { team: string },
  game: string,
  side: 'away' | 'home',
  homeTeam: string,
  collector: RowCollector<RawLineupTeam>,
): RawLineupTeam {
  enforceNineBatters(entry, collector);
  return {
    team: entry.team,
    gameDate: entry.gameDate,
    gamePk: entry.gamePk,
    homeTeam,
    weather: entry.weather,
    players: entry.players,
    game,
    side,
    line: entry.line(),
  };
}

/** States a slot given to several batters, and the slots with no batter in a lineup that numbers its batters. */
function warnSlots(entries: readonly RawLineupTeam[], collector: RowCollector<RawLineupTeam>): void {
  for (const entry of entries) {
    const count = new Map<number, number>();
    for (const p of entry.players) if (typeof p.battingOrder === 'number') count.set(p.battingOrder, (count.get(p.battingOrder) ?? 0) + 1);
    const shared = [...count].filter(([, n]) => n > 1).map(([slot, n]) => `slot ${slot} x${n}`);
    if (shared.length > 0) collector.warn(`${entry.team} lineup gives one batting-order slot to several players (${shared.join(', ')})`);
    const hitters = entry.players.filter((p) => p.battingOrder !== 'SP').length;
    if (count.size === 0 || hitters >= LINEUP_SLOTS) continue;
    const empty = Array.from({ length: LINEUP_SLOTS }, (_, i) => i + 1).filter((slot) => !count.has(slot));
    collector.warn(`${entry.team} lineup has ${countOf(hitters, 'batter')}: no batter in slot${empty.length === 1 ? '' : 's'} ${empty.join(', ')}`);
  }
}

/** Keeps entries in (away, home) pairs: a rejected entry takes its opponent with it; an odd last entry is dropped. */
function pairEntries(entries: readonly EntryDraft[], collector: RowCollector<RawLineupTeam>): void {
  const pairs = Math.floor(entries.length / 2);
  for (let k = 0; k < pairs; k++) {
    const away = entries[2 * k];
    const home = entries[2 * k + 1];
    if (!away || !home) continue;
    if (away.team !== null && home.team !== null && away.team === home.team) {
      collector.reject(away.line(), null, `${away.label} and ${home.label} are both ${away.team}: a team cannot be its own opponent`);
      collector.reject(home.line(), null, `${home.label} dropped with ${away.label} (same team on both sides)`);
      continue;
    }
    if (away.team !== null && home.team !== null) {
      const game = `pair ${k + 1}`;
      collector.rows.push(
        toTeam({ ...away, team: away.team }, game, 'away', home.team, collector),
        toTeam({ ...home, team: home.team }, game, 'home', home.team, collector),
      );
      continue;
    }
    if (away.team !== null) collector.reject(away.line(), null, `${away.label} (${away.team}) dropped with its opponent ${home.label}, which was rejected`);
    if (home.team !== null) collector.reject(home.line(), null, `${home.label} (${home.team}) dropped with its opponent ${away.label}, which was rejected`);
  }
  const last = entries.length % 2 === 1 ? entries[entries.length - 1] : undefined;
  if (last) {
    collector.warn(`odd number of team entries (${entries.length}): teams come in (away, home) pairs, so the last entry has no opponent and was dropped`);
    collector.reject(last.line(), null, `${last.label}${last.team ? ` (${last.team})` : ''} has no opponent: odd number of team entries (${entries.length})`);
  }
}

function parseSpecShape(doc: JsonDocument, items: readonly unknown[], collector: RowCollector<RawLineupTeam>): void {
  const entries: EntryDraft[] = items.map((item, i) => {
    const path = `[${i}]`;
    const line = () => doc.lineOf(path);
    const entry = draft(null, `entry ${path}`, line);
    const players = isRecord(item) ? item.players : undefined;
    collector.rowsRead += Array.isArray(players) && players.length > 0 ? players.length : 1;
    const team = collector.attempt(line, () => {
      if (!isRecord(item)) rejectRow(`${path}: expected a team entry object, found ${describeJson(item)}`);
      const get = jsonSource(item, path);
      const teamValue = get(['team']);
      const code = requireTeam(jsonText(teamValue.value, teamValue.field) ?? '', teamValue.field);
      const date = get(['gameDate', 'game_date']);
      entry.gameDate = parseLineupDate(jsonText(date.value, date.field) ?? '', date.field);
      const gamePk = get(['gamePk', 'game_pk']);
      entry.gamePk = parseGameId(gamePk.value, gamePk.field);
      const weather = get(['weather']);
      entry.weather = jsonText(weather.value, weather.field);
      if (!Array.isArray(players)) rejectField(jsonField(`${path}.players`), `expected an array of players, found ${describeJson(players)}`);
      return code;
    });
    if (team === undefined || !Array.isArray(players)) return entry;
    entry.team = team;
    players.forEach((raw, j) => {
      const playerPath = `${path}.players[${j}]`;
      const playerLine = () => doc.lineOf(playerPath);
      collector.attempt(playerLine, () => {
        if (!isRecord(raw)) rejectRow(`${playerPath}: expected a player object, found ${describeJson(raw)}`);
        addPlayer(entry, parsePlayer(jsonSource(raw, playerPath)), playerLine);
      });
    });
    return entry;
  });
  pairEntries(entries, collector);
}

/** One game being assembled from flat rows: away and home entries. */
interface GameGroup {
  away: EntryDraft & { team: string };
  home: EntryDraft & { team: string };
}

interface FlatRow {
  line: () => number;
  team: ValueSource;
  gameKey: ValueSource;
  get: ValueSource;
}

/** "TOR_NYY" or "TOR_NYY_2" -> codes; the key identifies the game. */
function parseGameKey(value: unknown, field: Field): { key: string; away: string; home: string } {
  const text = jsonText(value, field);
  if (text === null) rejectField(field, 'empty game_key');
  const parts = text.split('_');
  if (parts.length < 2 || parts.length > 3) rejectField(field, `"${text}" is not AWAY_HOME`);
  const away = requireTeam(parts[0], field);
  const home = requireTeam(parts[1], field);
  if (away === home) rejectField(field, `"${text}" names the same team twice`);
  return { key: [away, home, ...parts.slice(2)].join('_'), away, home };
}

function groupByGameKey(rows: Iterable<FlatRow>, collector: RowCollector<RawLineupTeam>): void {
  const games = new Map<string, GameGroup>();
  for (const row of rows) {
    collector.rowsRead++;
    collector.attempt(row.line, () => {
      const teamValue = row.team(['team']);
      const team = requireTeam(jsonText(teamValue.value, teamValue.field) ?? '', teamValue.field);
      const keyValue = row.gameKey(['game_key', 'gameKey']);
      const game = parseGameKey(keyValue.value, keyValue.field);
      if (team !== game.away && team !== game.home) rejectField(teamValue.field, `${team} does not play in game ${game.key}`);
      const gamePkValue = row.get(['game_pk', 'gamePk']);
      const gamePk = parseGameId(gamePkValue.value, gamePkValue.field);
      // Rows that name MLB's game id are one game per id: a doubleheader keyed "MIL_PIT" twice stays two games.
      const groupKey = gamePk === null ? game.key : `${game.key}|${gamePk}`;
      let group = games.get(groupKey);
      if (!group) {
        const label = gamePk === null ? game.key : `${game.key} (game ${gamePk})`;
        const side = (code: string, which: string) => ({ ...draft(code, `${which} side of ${label}`, row.line), team: code });
        group = { away: side(game.away, 'away'), home: side(game.home, 'home') };
        games.set(groupKey, group);
      }
      const entry = team === game.away ? group.away : group.home;
      const player = parsePlayer(row.get);
      const date = row.get(['gameDate', 'game_date']);
      entry.gameDate ??= parseLineupDate(jsonText(date.value, date.field) ?? '', date.field);
      entry.gamePk ??= gamePk;
      entry.weather ??= player.weather;
      addPlayer(entry, player, row.line);
    });
  }
  for (const [key, group] of games) {
    for (const entry of [group.away, group.home]) {
      if (entry.players.length === 0) collector.warn(`game ${key}: no players for ${entry.team}`);
    }
    collector.rows.push(toTeam(group.away, key, 'away', group.home.team, collector), toTeam(group.home, key, 'home', group.home.team, collector));
  }
}

function parseFlatShape(doc: JsonDocument, items: readonly unknown[], collector: RowCollector<RawLineupTeam>): void {
  const rows = function* (): Generator<FlatRow> {
    for (const [i, item] of items.entries()) {
      const path = `[${i}]`;
      const line = () => doc.lineOf(path);
      if (!isRecord(item)) {
        collector.rowsRead++;
        collector.reject(line(), null, `${path}: expected a player row object, found ${describeJson(item)}`);
        continue;
      }
      const get = jsonSource(item, path);
      yield { line, team: get, gameKey: get, get };
    }
  };
  groupByGameKey(rows(), collector);
}

/** lineups.json */
export function parseLineupsJson(file: string, bytes: Uint8Array): ParsedInput<RawLineupTeam> {
  const doc = readJson(file, bytes);
  if (!Array.isArray(doc.value)) {
    throw new LongballError('JSON_WRONG_SHAPE', {
      file,
      reason: `Invalid data format: expected an array (found ${describeJson(doc.value)})`,
      expected: LINEUPS_EXPECTED,
    });
  }
  const items = doc.value;
  const collector = new RowCollector<RawLineupTeam>(file);
  if (items.length === 0) {
    collector.warn('no lineups (the array is empty)');
    return collector.result('lineups-spec');
  }
  const sample = items.find(isRecord);
  if (sample && Array.isArray(sample.players)) {
    parseSpecShape(doc, items, collector);
    warnSlots(collector.rows, collector);
    return collector.result('lineups-spec');
  }
  if (sample && 'game_key' in sample) {
    parseFlatShape(doc, items, collector);
    warnSlots(collector.rows, collector);
    return collector.result('lineups-flat');
  }
  throw new LongballError('JSON_WRONG_SHAPE', {
    file,
    reason: sample
      ? `the array's objects have neither "players" nor "game_key" (keys: ${Object.keys(sample)
          .slice(0, 8)
          .map((k) => JSON.stringify(k))
          .join(', ')})`
      : `the array holds ${describeJson(items[0])} values, not objects`,
    expected: LINEUPS_EXPECTED,
  });
}

/** lineups.csv */
export function parseLineupsCsv(file: string, bytes: Uint8Array): ParsedInput<RawLineupTeam> {
  const table = readHeaderedCsv(file, bytes);
  const { header } = table;
  const teamColumn = requiredColumn(file, header, 'the team', ['team']);
  requiredColumn(file, header, 'the player name', PLAYER_FIELDS.name);
  const gameKeyColumn = optionalColumn(header, ['game_key']);
  const columns = new Map<string, Column | null>();
  const source =
    (record: CsvRecord): ValueSource =>
    (names) => {
      const key = names.join('|');
      if (!columns.has(key)) columns.set(key, optionalColumn(header, names));
      const column = columns.get(key) ?? null;
      return { value: cell(record, column), field: column?.field ?? csvField(names[0] ?? '') };
    };
  const collector = new RowCollector<RawLineupTeam>(file);
  // The shared row loop does the field-count, duplicate-line and repeated-header checks.
  const checked = new RowCollector<CsvRecord>(file);
  collectCsvRows(table, checked, (record) => record);
  collector.rejected.push(...checked.rejected);
  collector.warnings.push(...checked.warnings);
  const rejectedEarly = checked.rowsRead - checked.rows.length;
  const rows = (): Generator<FlatRow> =>
    (function* () {
      for (const record of checked.rows) {
        const get = source(record);
        yield { line: () => record.line, team: get, gameKey: get, get };
      }
    })();
  if (gameKeyColumn) {
    groupByGameKey(rows(), collector);
  } else {
    const entries: EntryDraft[] = [];
    let current: (EntryDraft & { key: string }) | null = null;
    const dateColumn = optionalColumn(header, ['gameDate', 'game_date']);
    const gamePkColumn = optionalColumn(header, ['game_pk', 'gamePk']);
    for (const record of checked.rows) {
      collector.rowsRead++;
      const rawTeam = cleanText(cell(record, teamColumn));
      if (rawTeam === '') {
        collector.reject(record.line, teamColumn.field.column, `${teamColumn.field.label}: empty team`);
        continue;
      }
      const key = `${rawTeam.toLowerCase()}|${cleanText(cell(record, dateColumn))}|${cleanText(cell(record, optionalColumn(header, ['game_pk', 'gamePk'])))}`;
      if (current === null || current.key !== key) {
        const line = record.line;
        const entry: EntryDraft & { key: string } = { ...draft(null, `the ${rawTeam} entry at line ${line}`, () => line), key };
        entry.team =
          collector.attempt(line, () => {
            const code = requireTeam(rawTeam, teamColumn.field);
            if (dateColumn) entry.gameDate = parseLineupDate(cell(record, dateColumn), dateColumn.field);
            if (gamePkColumn) entry.gamePk = parseGameId(cell(record, gamePkColumn), gamePkColumn.field);
            return code;
          }) ?? null;
        entries.push(entry);
        current = entry;
      }
      const entry = current;
      if (entry.team === null) continue; // covered by the entry's issue
      collector.attempt(record.line, () => {
        const player = parsePlayer(source(record));
        entry.weather ??= player.weather;
        addPlayer(entry, player, () => record.line);
      });
    }
    pairEntries(entries, collector);
  }
  collector.rowsRead += rejectedEarly;
  warnSlots(collector.rows, collector);
  return collector.result(gameKeyColumn ? 'lineups-csv-game-key' : 'lineups-csv');
}
