/**
 * Malformed inputs across the adapters. Each case states EITHER the exact
 * LongballError (code + message naming the file, and the line where there is one)
 * OR the exact rows kept and issues reported (file, line, column, reason).
 */
import { describe, expect, it } from 'vitest';
import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import type { ErrorCode } from '../../../pipeline/errors.ts';
import { parseBullpen } from '../../../pipeline/sources/bullpen.ts';
import { parseBvp } from '../../../pipeline/sources/bvp.ts';
import { parseFangraphsBatters, parseFangraphsPitchers } from '../../../pipeline/sources/fangraphs.ts';
import { parseMatchupData, parseProbablePitchersCsv } from '../../../pipeline/sources/games.ts';
import { parseHomeRunsCsv, parseStatcastSearch } from '../../../pipeline/sources/home-runs.ts';
import { parseLast7 } from '../../../pipeline/sources/last7.ts';
import { parseLineupsCsv, parseLineupsJson } from '../../../pipeline/sources/lineups.ts';
import { parseOdds } from '../../../pipeline/sources/odds.ts';
import type { ParsedInput } from '../../../pipeline/sources/parsed-input.ts';
import { parseRazzball } from '../../../pipeline/sources/razzball.ts';
import { parseCharacterReplacements, parseHandedness, parseNameAliases } from '../../../pipeline/sources/reference.ts';
import { parseSavantExitVelocity, parseSavantParkFactors, parseSavantPitchArsenal } from '../../../pipeline/sources/savant.ts';
import type { RowIssue } from '../../../pipeline/inputs/rows.ts';
import { catchLongball, latin1, utf8, withBom } from './helpers.ts';

type Parser = (file: string, bytes: Uint8Array) => ParsedInput<unknown>;

/** Random bytes that hold at least one zero byte, whatever the draw. */
const randomBytes = (n: number): Uint8Array => {
  const bytes = new Uint8Array(cryptoRandomBytes(n));
  bytes[n >> 1] = 0;
  return bytes;
};

interface ErrorCase {
  name: string;
  parse: Parser;
  file: string;
  input: Uint8Array;
  error: { code: ErrorCode; message: string | RegExp };
}

interface IssueCase {
  name: string;
  parse: Parser;
  file: string;
  input: Uint8Array;
  rows: number;
  rowsRead: number;
  /** Issues as [line, column, reason]; the file is the case's file. */
  rejected: [number, string | null, string][];
  warnings?: string[];
  check?: (parsed: ParsedInput<unknown>) => void;
}

const FG = 'fangraphs-stats.csv';
const EV = 'savant_batter_ev_barrels.csv';
const EV_HEADER = '"last_name, first_name","player_id","avg_hit_speed","brl_percent"';
const bvpRow = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ batter: 'Nate Holloway', pitcher: 'Cole Marchetti', PA: 10, AB: 9, H: 3, '1B': 2, '2B': 0, '3B': 0, HR: 1, BB: 1, SO: 2, ...over });
const pen = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ team: 'SEA', player: 'Vic Solano', thr: 'L', role: 'Setup', usage: [0, 0, 12, 0, 0, 0], ip: 40.1, ...over });

const errorCases: ErrorCase[] = [
  {
    name: 'JSON: a UTF-8 file with a line in another encoding',
    parse: parseMatchupData,
    file: 'matchup_data.json',
    input: new Uint8Array(Buffer.concat([Buffer.from('[{"gamePk": 1, "venue": "Estadio Alfredo Harp Helú",\n'), Buffer.from('"weather": "20°C"}]', 'latin1')])),
    error: { code: 'INPUT_NOT_TEXT', message: /^matchup_data\.json cannot be read as text: mixed encodings: the file is UTF-8 but line 2 is not/ },
  },
  { name: 'empty CSV file', parse: parseFangraphsBatters, file: FG, input: utf8(''), error: { code: 'CSV_EMPTY', message: 'fangraphs-stats.csv is empty.' } },
  {
    name: 'whitespace-only CSV file',
    parse: parseLast7,
    file: 'last7references.csv',
    input: utf8(' \n\n  \n'),
    error: { code: 'CSV_EMPTY', message: 'last7references.csv is empty.' },
  },
  {
    name: 'empty JSON file',
    parse: parseBvp,
    file: 'bvp.json',
    input: utf8('  \n'),
    error: { code: 'JSON_MALFORMED', message: 'bvp.json is not valid JSON: the file is empty' },
  },
  {
    name: 'missing required column (no name column)',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Team,HR,AVG\nNYY,31,.270\n'),
    error: {
      code: 'CSV_MISSING_COLUMN',
      message:
        'fangraphs-stats.csv has no column for the player name (looked for: "Name", "NameASCII", "player_name", "Player", "last_name, first_name", "last_name,first_name", "fullName").',
    },
  },
  {
    name: 'renamed required column (run_val for run_value)',
    parse: parseSavantPitchArsenal,
    file: 'savant_pitch_arsenal.csv',
    input: utf8('"last_name, first_name","player_id","pitch_type","run_val"\n"Earle, Tyson",700102,"FF",3\n'),
    error: { code: 'CSV_MISSING_COLUMN', message: 'savant_pitch_arsenal.csv has no column for the run value (looked for: "run_value").' },
  },
  {
    name: 'park factors without an HR or Park Factor column',
    parse: parseSavantParkFactors,
    file: 'savant_park_factors.csv',
    input: utf8('Team,Venue,wOBACon\nRockies,Coors Field,112\n'),
    error: { code: 'CSV_MISSING_COLUMN', message: /^savant_park_factors\.csv has no column for the HR park factor/ },
  },
  {
    name: 'unclosed quote',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR\n"Nate Holloway,NYY,31\n'),
    error: { code: 'CSV_MALFORMED', message: /^fangraphs-stats\.csv is not valid CSV \(line 2\): .*opening quote/ },
  },
  {
    name: 'wrong delimiter (semicolons)',
    parse: parseRazzball,
    file: 'razzball.csv',
    input: utf8('Name;Team;HR\nNate Holloway;NYY;35\n'),
    error: {
      code: 'CSV_MALFORMED',
      message: 'razzball.csv is not valid CSV (line 1): the line is a single field containing ";": the file uses ";" as its delimiter, not ","',
    },
  },
  {
    name: 'wrong delimiter (semicolons) in a headerless file',
    parse: parseHandedness,
    file: 'PlayerHandedness.csv',
    input: utf8('Nate Holloway;R\n'),
    error: { code: 'CSV_MALFORMED', message: /^PlayerHandedness\.csv is not valid CSV \(line 1\): .*";" as its delimiter/ },
  },
  {
    name: 'truncated JSON',
    parse: parseBvp,
    file: 'bvp.json',
    input: utf8(`[\n${bvpRow()},\n{"batter": "Luis Fer`),
    error: {
      code: 'JSON_MALFORMED',
      message:
        'bvp.json is not valid JSON: Unterminated string in JSON at position 140 (line 3 column 21); the text ends there (the file is probably truncated)',
    },
  },
  {
    name: 'truncated JSON ending between elements',
    parse: parseBullpen,
    file: 'bullpen.json',
    input: utf8(`[\n${pen()},\n`),
    error: { code: 'JSON_MALFORMED', message: 'bullpen.json is not valid JSON: the text ends unexpectedly at line 3 (the file is truncated)' },
  },
  {
    name: 'JSON syntax error',
    parse: parseMatchupData,
    file: 'matchup_data.json',
    input: utf8('[\n{"away": "NYY",\n "home" "SEA"}\n]'),
    error: { code: 'JSON_MALFORMED', message: /^matchup_data\.json is not valid JSON: .*line 3/ },
  },
  {
    name: 'lineups not an array',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8('{"games": []}'),
    error: { code: 'JSON_WRONG_SHAPE', message: 'lineups.json does not have the expected shape: Invalid data format: expected an array (found an object)' },
  },
  {
    name: 'lineups array of numbers',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8('[1, 2]'),
    error: { code: 'JSON_WRONG_SHAPE', message: 'lineups.json does not have the expected shape: the array holds a number values, not objects' },
  },
  {
    name: 'JSON object instead of array',
    parse: parseBvp,
    file: 'bvp.json',
    input: utf8(`{"rows": [${bvpRow()}]}`),
    error: { code: 'JSON_WRONG_SHAPE', message: 'bvp.json does not have the expected shape: expected an array of matchup rows, found an object' },
  },
  {
    name: 'odds: array instead of an object',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('[{"player": "Nate Holloway", "american": 350}]'),
    error: { code: 'JSON_WRONG_SHAPE', message: 'odds.json does not have the expected shape: expected an object, found an array' },
  },
  {
    name: 'odds: flat object holding objects',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('{"NYY_SEA": {"ml": -120}}'),
    error: {
      code: 'JSON_WRONG_SHAPE',
      message: 'odds.json does not have the expected shape: property NYY_SEA holds an object; a flat odds file maps each player to a number',
    },
  },
  {
    name: 'UTF-16 with a byte-order mark',
    parse: parseFangraphsBatters,
    file: FG,
    input: new Uint8Array(Buffer.from('\ufeffName,Team,HR\nNate Holloway,NYY,31\n', 'utf16le')),
    error: {
      code: 'INPUT_NOT_TEXT',
      message: 'fangraphs-stats.csv cannot be read as text: the bytes are UTF-16 text (little-endian byte-order mark), not UTF-8 or Latin-1.',
    },
  },
  {
    name: 'UTF-16 without a byte-order mark',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: new Uint8Array(Buffer.from('[{"team": "NYY", "players": []}]', 'utf16le')),
    error: { code: 'INPUT_NOT_TEXT', message: /^lineups\.json cannot be read as text: the bytes are UTF-16 text without a byte-order mark/ },
  },
  {
    name: 'random bytes are binary content, not a delimiter problem',
    parse: parseSavantPitchArsenal,
    file: 'savant_pitcher_arsenal.csv',
    input: randomBytes(4096),
    error: {
      code: 'INPUT_NOT_TEXT',
      message:
        /^savant_pitcher_arsenal\.csv cannot be read as text: the file holds binary content \(\d+ control or zero bytes in its first 4096 bytes\), not text\.$/,
    },
  },
  {
    name: 'text in an unknown encoding (Windows-1251 Cyrillic)',
    parse: parseHandedness,
    file: 'PlayerHandedness.csv',
    input: new Uint8Array(Array.from({ length: 40 }, () => [0xc8, 0xe2, 0xe0, 0xed, 0x2c, 0x52, 0x0a]).flat()),
    error: {
      code: 'INPUT_NOT_TEXT',
      message: /^PlayerHandedness\.csv cannot be read as text: the text is in an unknown encoding \(not UTF-8, and 57% of its bytes are non-ASCII/,
    },
  },
];

const issueCases: IssueCase[] = [
  {
    name: 'home runs: a date that is not a calendar day',
    parse: parseHomeRunsCsv,
    file: 'home_runs.csv',
    input: utf8('date,game_pk,at_bat_number,batter_name,team\n2026-02-30,900001,34,Ramón Quiñones,SFG\n2026-02-28,900002,12,Ramón Quiñones,SFG\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, 'date', 'column "date": "2026-02-30" is not a calendar date (YYYY-MM-DD)']],
  },
  {
    name: 'home runs: 29 February only in a leap year',
    parse: parseHomeRunsCsv,
    file: 'home_runs.csv',
    input: utf8('date,game_pk,at_bat_number,batter_name,team\n2028-02-29,900001,34,Ramón Quiñones,SFG\n2027-02-29,900002,12,Ramón Quiñones,SFG\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, 'date', 'column "date": "2027-02-29" is not a calendar date (YYYY-MM-DD)']],
  },
  {
    name: 'header only',
    parse: parseSavantExitVelocity,
    file: EV,
    input: withBom(`${EV_HEADER}\n`),
    rows: 0,
    rowsRead: 0,
    rejected: [],
    warnings: ['no data rows (the file has a header only)'],
  },
  {
    name: 'non-numeric value',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR\n"Nate Holloway","NYY",31\n"Luis Ferrán","KCR",abc\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, 'HR', 'column "HR": "abc" is not a number']],
  },
  {
    name: 'BOM before the header (header still found)',
    parse: parseSavantExitVelocity,
    file: EV,
    input: withBom(`${EV_HEADER}\n"Holloway, Nate","700104","92.1","12.0"\n`),
    rows: 1,
    rowsRead: 1,
    rejected: [],
    check: (p) => expect(p.rows[0]).toMatchObject({ name: 'Nate Holloway', stats: { EV: 92.1, 'Barrel%': 12 } }),
  },
  {
    name: 'Latin-1 bytes',
    parse: parseHandedness,
    file: 'PlayerHandedness.csv',
    input: latin1('Luis Ferr\xe1n,B\nAndr\xe9s Galv\xe1n,R\n'),
    rows: 2,
    rowsRead: 2,
    rejected: [],
    warnings: ['decoded as Windows-1252/Latin-1 (the bytes are not UTF-8)'],
    check: (p) =>
      expect(p.rows).toEqual([
        { name: 'Luis Ferrán', hand: 'S' },
        { name: 'Andrés Galván', hand: 'R' },
      ]),
  },
  {
    name: 'exact duplicate line',
    parse: parseLast7,
    file: 'last7references.csv',
    input: utf8('Nate Holloway,NYY,24,8,3,.333,.792\nNate Holloway,NYY,24,8,3,.333,.792\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, null, 'exact duplicate of line 1']],
  },
  {
    name: 'duplicate player (same MLBAM id, different values)',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR,MLBAMID\n"Nate Holloway","NYY",31,700104\n"Nate Holloway","NYY",32,700104\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, null, 'duplicate row for Nate Holloway (NYY), first at line 2']],
  },
  {
    name: 'repeated header line',
    parse: parseSavantExitVelocity,
    file: EV,
    input: utf8(`${EV_HEADER}\n"Holloway, Nate","700104","92.1","12.0"\n${EV_HEADER}\n"Earle, Tyson","700102","88.0","5.5"\n`),
    rows: 2,
    rowsRead: 3,
    rejected: [[3, null, 'repeated header line']],
  },
  {
    name: 'unknown team code',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR\n"Nate Holloway","XYZ",31\n"Tyson Earle","- - -",12\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, 'Team', 'column "Team": unknown team code "XYZ"']],
    check: (p) => expect(p.rows[0]).toMatchObject({ name: 'Tyson Earle', team: null, teamRaw: '- - -' }),
  },
  {
    name: 'a "null" string as the name',
    parse: parseSavantExitVelocity,
    file: EV,
    input: utf8(`${EV_HEADER}\n"null","700104","92.1","null"\n`),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'last_name, first_name', 'column "last_name, first_name": empty name']],
  },
  {
    name: 'row with fewer fields than the header',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR\n"Nate Holloway","NYY"\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, null, 'the row has 2 fields; the header has 3']],
  },
  {
    name: 'invalid MLBAM id',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR,MLBAMID\n"Nate Holloway","NYY",31,abc\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'MLBAMID', 'column "MLBAMID": "abc" is not a player id']],
  },
  {
    name: 'fraction column holding a 0-100 value',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,K%\n"Nate Holloway","NYY",17.5\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'K%', 'column "K%": "17.5" is out of range for a fraction (0-1)']],
  },
  {
    name: 'IP not in thirds notation',
    parse: parseFangraphsPitchers,
    file: 'fangraphs-pitchers.csv',
    input: utf8('Name,Team,IP\n"Cole Marchetti","TBR",171.4\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'IP', 'column "IP": "171.4" is not innings in thirds notation (.0, .1 or .2)']],
  },
  {
    name: 'empty season in a multi-season export',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Season,Name,Team,HR\n2025,"Nate Holloway","NYY",31\n,"Tyson Earle","SEA",12\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, 'Season', 'column "Season": empty season']],
  },
  {
    name: 'negative count in a stat table',
    parse: parseRazzball,
    file: 'razzball.csv',
    input: utf8('Name,Team,HR\nNate Holloway,NYY,-3\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'HR', 'column "HR": "-3" is negative']],
  },
  {
    name: 'pitch usage above 100',
    parse: parseSavantPitchArsenal,
    file: 'savant_pitch_arsenal.csv',
    input: utf8('"last_name, first_name","player_id","pitch_type","run_value","pitch_usage"\n"Earle, Tyson",700102,"FF",3,120\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'pitch_usage', 'column "pitch_usage": "120" is out of range for a percent (0-100)']],
  },
  {
    name: 'last7 row with too few fields',
    parse: parseLast7,
    file: 'last7references.csv',
    input: utf8('Nate Holloway,NYY,24,8,3\nTyson Earle,SEA,18,5,1,.278,.444\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[1, null, 'the row has 5 fields; expected 7 (name,team,AB,H,HR,AVG,SLG)']],
  },
  {
    name: 'unknown hand',
    parse: parseHandedness,
    file: 'PlayerHandedness.csv',
    input: utf8('Nate Holloway,X\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[1, 'hand', 'column "hand": "X" is not a hand (R, L, S or B)']],
  },
  {
    name: 'reference character listed twice',
    parse: parseCharacterReplacements,
    file: 'reference.csv',
    input: utf8('é,e\né,E\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, 'character', '"é" is already replaced at line 1']],
  },
  {
    name: 'alias with an empty canonical name',
    parse: parseNameAliases,
    file: 'name_aliases.csv',
    input: utf8('alias,canonical\nCole Marchetti Jr.,\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'canonical', 'column "canonical": empty canonical name']],
  },
  {
    name: 'lineups with an odd number of team entries',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8('[\n{"team": "NYY", "players": []},\n{"team": "TOR", "players": []},\n{"team": "SEA", "players": []}\n]'),
    rows: 2,
    rowsRead: 3,
    rejected: [[4, null, 'entry [2] (SEA) has no opponent: odd number of team entries (3)']],
    warnings: ['odd number of team entries (3): teams come in (away, home) pairs, so the last entry has no opponent and was dropped'],
  },
  {
    name: 'battingOrder 12',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8(
      '[\n{"team": "NYY", "players": [\n  {"name": "Nate Holloway", "battingOrder": 12},\n  {"name": "Marcus Ybarra", "battingOrder": 3}]},\n{"team": "SEA", "players": []}\n]',
    ),
    rows: 2,
    rowsRead: 3,
    rejected: [[3, '[0].players[0].battingOrder', '[0].players[0].battingOrder: 12 is not a batting order (1-9 or "SP")']],
  },
  {
    name: 'lineups: a multi-team marker as a team',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8('[\n{"team": "2 Tms", "players": []},\n{"team": "SEA", "players": []}\n]'),
    rows: 0,
    rowsRead: 2,
    rejected: [
      [2, '[0].team', '[0].team: "2 Tms" is a multi-team marker, not one club'],
      [3, null, 'entry [1] (SEA) dropped with its opponent entry [0], which was rejected'],
    ],
  },
  {
    name: 'flat lineups: team not in its game_key',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8('[\n{"name": "Theo Vance", "team": "SEA", "game_key": "TOR_NYY"},\n{"name": "Nate Holloway", "team": "NYY", "game_key": "TOR_NYY"}\n]'),
    rows: 2,
    rowsRead: 2,
    rejected: [[2, '[0].team', '[0].team: SEA does not play in game TOR_NYY']],
    warnings: ['game TOR_NYY: no players for TOR'],
  },
  {
    name: 'lineups CSV: unknown team code takes its opponent with it',
    parse: parseLineupsCsv,
    file: 'lineups.csv',
    input: utf8('team,name,battingOrder\nXYZ,Nate Holloway,1\nSEA,Theo Vance,1\nTOR,Jonah Pruitt,1\nNYY,Marcus Ybarra,1\n'),
    rows: 2,
    rowsRead: 4,
    rejected: [
      [2, 'team', 'column "team": unknown team code "XYZ"'],
      [3, null, 'the SEA entry at line 3 (SEA) dropped with its opponent the XYZ entry at line 2, which was rejected'],
    ],
  },
  {
    name: 'negative count',
    parse: parseBvp,
    file: 'bvp.json',
    input: utf8(`[\n${bvpRow({ HR: -1 })}\n]`),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, '[0].HR', '[0].HR: -1 is negative']],
  },
  {
    name: 'bvp: more hits than at-bats',
    parse: parseBvp,
    file: 'bvp.json',
    input: utf8(`[\n${bvpRow()},\n${bvpRow({ pitcher: 'Gus Amador', AB: 3, H: 5, '1B': 4 })}\n]`),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, '[1].H', 'H 5 is more than AB 3']],
  },
  {
    name: 'bvp: the same batter and pitcher twice',
    parse: parseBvp,
    file: 'bvp.json',
    input: utf8(`[\n${bvpRow()},\n${bvpRow({ batter: 'nate holloway', HR: 0, '1B': 3 })}\n]`),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, null, 'duplicate row for nate holloway vs Cole Marchetti (first at line 2)']],
  },
  {
    name: 'bullpen: the same reliever twice',
    parse: parseBullpen,
    file: 'bullpen.json',
    input: utf8(`[\n${pen()},\n${pen({ team: 'Mariners', role: 'Closer' })}\n]`),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, null, 'duplicate entry for Vic Solano (SEA), first at line 2']],
  },
  {
    name: 'odds: the same player and book twice',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8(
      '{"quotes": [\n{"player": "Nate Holloway", "book": "BookA", "american": 350},\n{"player": "Nate Holloway", "book": "BookA", "american": 360}\n]}',
    ),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, null, 'duplicate quote for Nate Holloway at BookA (first at line 2)']],
  },
  {
    name: 'games: the same gamePk twice',
    parse: parseMatchupData,
    file: 'matchup_data.json',
    input: utf8(
      '[\n{"gamePk": 5, "gameDate": "2026-06-14", "away": "NYY", "home": "SEA"},\n{"gamePk": 5, "gameDate": "2026-06-14", "away": "TOR", "home": "BOS"}\n]',
    ),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, null, 'duplicate game 5 (first at line 2)']],
  },
  {
    name: 'lineups: the same player twice in one entry',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8(
      '[\n{"team": "NYY", "players": [\n  {"name": "Nate Holloway", "battingOrder": 2},\n  {"name": "Nate Holloway", "battingOrder": 2}]},\n{"team": "SEA", "players": [{"name": "Theo Vance", "battingOrder": 1}]}\n]',
    ),
    rows: 2,
    rowsRead: 3,
    rejected: [[4, null, 'duplicate player Nate Holloway in the NYY lineup (first at line 3)']],
  },
  {
    name: 'usage with 5 entries',
    parse: parseBullpen,
    file: 'bullpen.json',
    input: utf8(`[\n${pen({ usage: [0, 12, 0, 0, 18] })}\n]`),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, '[0].usage', '[0].usage: has 5 entries, expected 6 (one per day, newest first)']],
  },
  {
    name: 'bullpen ip neither thirds nor a decimal of thirds',
    parse: parseBullpen,
    file: 'bullpen.json',
    input: utf8(`[\n${pen({ ip: 12.5 })}\n]`),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, '[0].ip', '[0].ip: 12.5 is not innings (thirds notation .1/.2, or a decimal of thirds)']],
  },
  {
    name: 'odds not American odds',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('{"quotes": [\n{"player": "Nate Holloway", "american": "+50"},\n{"player": "Theo Vance", "american": 410}\n]}'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, 'quotes[0].american', 'quotes[0].american: "+50" is not American odds (a whole number, +100 or more, or -100 or less)']],
  },
  {
    name: 'odds: a Yes price beyond +10000 (a typo for +1000)',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('{"quotes": [\n{"player": "Nate Holloway", "american": 100000},\n{"player": "Theo Vance", "american": 410}\n]}'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, 'quotes[0].american', 'quotes[0].american: 100000 is out of range [-1000, 10000] (American odds)']],
  },
  {
    name: 'odds: a Yes price below -1000 in the flat shape',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('{\n"nate holloway": -5000,\n"theo vance": 410\n}'),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, '["nate holloway"]', '["nate holloway"]: -5000 is out of range [-1000, 10000] (American odds)']],
  },
  {
    name: 'odds: a No price beyond +1000',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('{"quotes": [\n{"player": "Nate Holloway", "american": 300, "noAmerican": 5000}\n]}'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'quotes[0].noAmerican', 'quotes[0].noAmerican: 5000 is out of range [-10000, 1000] (American odds)']],
  },
  {
    name: 'odds: a two-sided pair that pays more than it takes (overround below 0)',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8(
      '{"quotes": [\n{"player": "Nate Holloway", "book": "BookA", "american": 400, "noAmerican": 300},\n{"player": "Theo Vance", "american": 410, "noAmerican": -600}\n]}',
    ),
    rows: 1,
    rowsRead: 2,
    rejected: [[2, 'quotes[0].noAmerican', 'quotes[0].noAmerican: 300 against the Yes price +400 is an overround of -55.0 %, outside [0 %, 50 %]']],
  },
  {
    name: 'odds: a two-sided pair with an overround above 50 %',
    parse: parseOdds,
    file: 'odds.json',
    input: utf8('{"quotes": [\n{"player": "Nate Holloway", "american": -400, "noAmerican": -400}\n]}'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'quotes[0].noAmerican', 'quotes[0].noAmerican: -400 against the Yes price -400 is an overround of 60.0 %, outside [0 %, 50 %]']],
  },
  {
    name: 'a club playing itself',
    parse: parseMatchupData,
    file: 'matchup_data.json',
    input: utf8('[\n{"gamePk": 1, "gameDate": "2026-06-14", "away": "NYY", "home": "Yankees"}\n]'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, '[0].home', '[0].home: NYY cannot play itself']],
  },
  {
    name: 'probable pitchers: date not YYYY-MM-DD',
    parse: parseProbablePitchersCsv,
    file: 'probable_pitchers.csv',
    input: utf8('game_date,away_team,home_team\n08/22/2026,NYY,SEA\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'game_date', 'column "game_date": "08/22/2026" is not a calendar date (YYYY-MM-DD)']],
  },
  {
    name: 'statcast: home run whose description names no batter',
    parse: parseStatcastSearch,
    file: 'statcast_home_runs.csv',
    input: utf8('events,des,game_date,inning_topbot,home_team,away_team\nhome_run,Play reviewed.,2026-06-14,Top,SEA,NYY\n'),
    rows: 0,
    rowsRead: 1,
    rejected: [[2, 'des', 'column "des": cannot read the batter from "Play reviewed."']],
  },
  {
    name: 'home runs: the same event twice',
    parse: parseHomeRunsCsv,
    file: 'home_runs.csv',
    input: utf8('date,game_pk,at_bat_number,batter_name,team\n2026-06-14,900001,34,Ramón Quiñones,SFG\n2026-06-14,900001,34,Ramon Quinones,SF\n'),
    rows: 1,
    rowsRead: 2,
    rejected: [[3, null, 'duplicate home run 900001-34 (first at line 2)']],
  },
  {
    name: 'park factors: an HR index of 999 and of 5 in an index file',
    parse: parseSavantParkFactors,
    file: 'savant_park_factors.csv',
    input: utf8('Team,Venue,HR\nRockies,Coors Field,112\nReds,Great American Ball Park,999\nTwins,Target Field,5\nCubs,Wrigley Field,98\n'),
    rows: 2,
    rowsRead: 4,
    rejected: [
      [3, 'HR', 'column "HR": 999 is out of range [50, 200] (park index (100 = neutral))'],
      [4, 'HR', 'column "HR": 5 is out of range [50, 200] (park index (100 = neutral))'],
    ],
  },
  {
    name: 'park factors: multipliers, the unit stated, one out of range',
    parse: parseSavantParkFactors,
    file: 'savant_park_factors.csv',
    input: utf8('Team,Venue,HR\nRockies,Coors Field,1.12\nReds,Great American Ball Park,9.99\nCubs,Wrigley Field,0.98\n'),
    rows: 2,
    rowsRead: 3,
    rejected: [[3, 'HR', 'column "HR": 9.99 is out of range [0.5, 2] (park multiplier (1 = neutral))']],
    warnings: ["the HR park factors are multipliers (1 = neutral), not Savant's index (100 = neutral): read as index = multiplier x 100"],
    check: (parsed) => expect((parsed.rows as { hr: number }[]).map((r) => r.hr)).toEqual([112, 98]),
  },
  {
    name: 'fangraphs: mixed CRLF and LF line ends',
    parse: parseFangraphsBatters,
    file: FG,
    input: utf8('Name,Team,HR,PA\r\nNate Holloway,SEA,30,600\nCole Marchetti,SF,12,400\r\nRay Lindqvist,TB,9,300\n'),
    rows: 3,
    rowsRead: 3,
    rejected: [],
  },
  {
    name: 'fangraphs: one line in Latin-1 in a UTF-8 file',
    parse: parseFangraphsBatters,
    file: FG,
    input: new Uint8Array(
      Buffer.concat([
        Buffer.from('Name,Team,HR,PA\nJosé Ramírez,CLE,30,600\n'),
        Buffer.from('Pablo López,MIN,1,20\n', 'latin1'),
        Buffer.from('Andrés Giménez,TOR,9,300\n'),
      ]),
    ),
    rows: 2,
    rowsRead: 3,
    rejected: [[3, null, 'line 3 is not UTF-8 while the rest of the file is (mixed encodings): the row is not read']],
    warnings: ['mixed encodings: 1 line is not UTF-8 while the rest of the file is; its row is rejected'],
    check: (parsed) => expect((parsed.rows as { name: string }[]).map((r) => r.name)).toEqual(['José Ramírez', 'Andrés Giménez']),
  },
  {
    name: 'games: a first-pitch time that is no time',
    parse: parseMatchupData,
    file: 'matchup_data.json',
    input: utf8('[{"gamePk": 1, "gameDate": "2026-08-21", "gameTime": "after lunch", "away": "SF", "home": "MIN"}]'),
    rows: 0,
    rowsRead: 1,
    rejected: [[1, '[0].gameTime', '[0].gameTime: "after lunch" is not a first-pitch time (an ISO instant with its zone, or a time like 19:05)']],
  },
  {
    name: 'lineups: one hitter under an accented and a plain spelling',
    parse: parseLineupsJson,
    file: 'lineups.json',
    input: utf8(
      '[{"team":"SF","players":[{"name":"José Ramírez","battingOrder":1},{"name":"Jose Ramirez","battingOrder":2}]},\n{"team":"MIN","players":[{"name":"A B","battingOrder":1}]}]',
    ),
    rows: 2,
    rowsRead: 3,
    rejected: [[1, null, 'duplicate player Jose Ramirez in the SF lineup (first at line 1)']],
  },
];

describe('bad inputs', () => {
  it('covers at least 30 malformed inputs', () => {
    expect(errorCases.length + issueCases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(errorCases)('$name: the whole file is unusable with a clear error', ({ parse, file, input, error }) => {
    const thrown = catchLongball(() => parse(file, input));
    expect(thrown.code).toBe(error.code);
    if (typeof error.message === 'string') expect(thrown.message).toBe(error.message);
    else expect(thrown.message).toMatch(error.message);
    expect(thrown.message).toContain(file);
  });

  it.each(issueCases)('$name: rows kept and issues reported', ({ parse, file, input, rows, rowsRead, rejected, warnings, check }) => {
    const parsed = parse(file, input);
    const expected: RowIssue[] = rejected.map(([line, column, reason]) => ({ file, line, column, reason }));
    expect(parsed.rejected).toEqual(expected);
    expect(parsed.rows).toHaveLength(rows);
    expect(parsed.rowsRead).toBe(rowsRead);
    if (warnings) expect(parsed.warnings).toEqual(warnings);
    check?.(parsed);
  });
});
