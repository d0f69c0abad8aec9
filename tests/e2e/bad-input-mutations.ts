/** One-defect mutations of the embedded sample's files, for the bad-input corpus. */
import { readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

export type Mutation = (raw: string) => void;

const BOM = '\uFEFF';

export const bytesOf = (raw: string, file: string): Buffer => readFileSync(path.join(raw, file));
export const textOf = (raw: string, file: string): string => readFileSync(path.join(raw, file), 'utf8');
export const put = (raw: string, file: string, data: string | Buffer): void => writeFileSync(path.join(raw, file), data);

/** A deterministic block of bytes of every value, control bytes included. */
export function noise(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 131 + 7 + (i >> 8)) % 256));
}

export const truncated =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, bytesOf(raw, file).subarray(0, Math.floor(bytesOf(raw, file).length / 2)));
/**
 * A text file cut short inside a row, just after its first field: the last row is
 * visibly incomplete. (A cut at a line break, or inside a row's last unquoted
 * field, leaves rows that look complete; no export carries a row count to tell.)
 */
export const truncatedMidRow =
  (file: string): Mutation =>
  (raw) => {
    const text = textOf(raw, file);
    const lineStart = text.lastIndexOf('\n', Math.floor(text.length / 2)) + 1;
    const sep = text.indexOf(',', text[lineStart] === '"' ? text.indexOf('"', lineStart + 1) : lineStart);
    put(raw, file, text.slice(0, sep + 1));
  };
export const emptied =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, '');
export const randomBytes =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, noise(8192));
export const utf16 =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(textOf(raw, file).replace(BOM, ''), 'utf16le')]));
export const latin1 =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, Buffer.from(textOf(raw, file).replace(BOM, ''), 'latin1'));
export const withBom =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, BOM + textOf(raw, file).replace(BOM, ''));
export const crlf =
  (file: string): Mutation =>
  (raw) =>
    put(raw, file, textOf(raw, file).replace(/\r?\n/g, '\r\n'));
/** Valid JSON padded with spaces to the given size. */
export const paddedJson =
  (file: string, bytes: number): Mutation =>
  (raw) =>
    put(raw, file, textOf(raw, file) + ' '.repeat(bytes));
export const oversized =
  (file: string, bytes: number): Mutation =>
  (raw) => {
    const text = textOf(raw, file);
    const lines = text.split('\n');
    const body = lines.slice(1).join('\n');
    put(raw, file, `${lines[0]}\n${body.repeat(Math.ceil(bytes / body.length) + 1)}`);
  };
export const symlinkOutside =
  (file: string, target: string): Mutation =>
  (raw) => {
    unlinkSync(path.join(raw, file));
    symlinkSync(target, path.join(raw, file));
  };

/** CSV: the whole table as rows of cells (header included when the file has one). */
function readCsv(raw: string, file: string): string[][] {
  return parse(textOf(raw, file).replace(BOM, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
}
function writeCsv(raw: string, file: string, rows: string[][], sep = ','): void {
  const cell = (c: string) => (/[",;\n\t]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  put(raw, file, `${rows.map((r) => r.map(cell).join(sep)).join('\n')}\n`);
}
export const csvHeaderOnly =
  (file: string): Mutation =>
  (raw) =>
    writeCsv(raw, file, readCsv(raw, file).slice(0, 1));
export const csvDelimiter =
  (file: string, sep: string): Mutation =>
  (raw) =>
    writeCsv(raw, file, readCsv(raw, file), sep);
export const csvDuplicateRow =
  (file: string, index = 1): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    rows.splice(index + 1, 0, rows[index]!);
    writeCsv(raw, file, rows);
  };
export const csvDropColumn =
  (file: string, column: string): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    const at = rows[0]!.indexOf(column);
    if (at < 0) throw new Error(`${file} has no column ${column}`);
    writeCsv(
      raw,
      file,
      rows.map((r) => r.filter((_, i) => i !== at)),
    );
  };
export const csvRenameColumn =
  (file: string, column: string, to: string): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    const at = rows[0]!.indexOf(column);
    if (at < 0) throw new Error(`${file} has no column ${column}`);
    rows[0]![at] = to;
    writeCsv(raw, file, rows);
  };
/** Sets one cell: `column` is a header name, or an index for a file without a header. */
export const csvCell =
  (file: string, column: string | number, value: string, row = 1): Mutation =>
  (raw) => {
    const rows = readCsv(raw, file);
    const at = typeof column === 'number' ? column : rows[0]!.indexOf(column);
    if (at < 0) throw new Error(`${file} has no column ${column}`);
    rows[row]![at] = value;
    writeCsv(raw, file, rows);
  };

/** JSON: parse, change, write back. */
export const json =
  (file: string, change: (data: unknown) => unknown): Mutation =>
  (raw) =>
    put(raw, file, JSON.stringify(change(JSON.parse(textOf(raw, file))), null, 1));
export const jsonRow = (file: string, change: (row: Record<string, unknown>) => void, index = 0): Mutation =>
  json(file, (data) => {
    change((data as Record<string, unknown>[])[index]!);
    return data;
  });

/** The sample's schedule and lineups, as the real-days mutations edit them. */
type Game = Record<string, unknown> & { gamePk: number; away: string; home: string; gameTime: string; venue: string };
type TeamEntry = Record<string, unknown> & { team: string; gameDate: string; players: Record<string, unknown>[] };
const readJsonFile = <T>(raw: string, file: string): T => JSON.parse(textOf(raw, file)) as T;
const writeJsonFile = (raw: string, file: string, data: unknown): void => put(raw, file, JSON.stringify(data, null, 1));

/** The game id of the second game of a doubleheader made from the sample's game `index`. */
export const secondGamePk = (raw: string, index: number): number => readJsonFile<Game[]>(raw, 'matchup_data.json')[index]!.gamePk + 1;

/**
 * A doubleheader: the sample's game `index` (its lineups are the index-th (away, home)
 * pair) gets a second game of the same two clubs with its own gamePk, first pitch five
 * hours later and its own starters; both lineups are given again for game 2. With
 * `withGamePk` the lineups carry each game's gamePk (contract item 2), else none.
 */
export const doubleheader =
  (index: number, withGamePk: boolean): Mutation =>
  (raw) => {
    const games = readJsonFile<Game[]>(raw, 'matchup_data.json');
    const first = games[index]!;
    const second: Game = {
      ...first,
      gamePk: first.gamePk + 1,
      gameNumber: 2,
      doubleHeader: 'S',
      gameTime: new Date(Date.parse(first.gameTime) + 5 * 3600_000).toISOString().replace('.000Z', 'Z'),
      awayPitcher: { name: 'Second Game Awaystarter', id: 999101 },
      homePitcher: { name: 'Second Game Homestarter', id: 999102 },
    };
    Object.assign(first, { gameNumber: 1, doubleHeader: 'S' });
    games.splice(index + 1, 0, second);
    writeJsonFile(raw, 'matchup_data.json', games);
    const teams = readJsonFile<TeamEntry[]>(raw, 'lineups.json');
    const pair = teams.slice(2 * index, 2 * index + 2);
    // Game 2's lineups: the same batters; its starters are the schedule's (a starter pitches one game).
    if (withGamePk) for (const t of pair) t.gamePk = first.gamePk;
    else for (const t of pair) delete t.gamePk;
    const again = pair.map((t) => ({
      ...structuredClone(t),
      players: t.players.filter((p) => p.battingOrder !== 'SP'),
      ...(withGamePk ? { gamePk: second.gamePk } : {}),
    }));
    teams.push(...again);
    writeJsonFile(raw, 'lineups.json', teams);
  };

/** Every first-pitch time written as US Eastern wall clock without a zone ("2026-08-21T19:15:00"). */
export const zonelessGameTimes: Mutation = (raw) => {
  const eastern = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'medium' });
  const games = readJsonFile<Game[]>(raw, 'matchup_data.json');
  for (const g of games) g.gameTime = eastern.format(new Date(g.gameTime)).replace(' ', 'T');
  writeJsonFile(raw, 'matchup_data.json', games);
};

/** The lineups of the sample's game `index` dated with the game's first pitch as a UTC instant (as the MLB Stats API writes gameDate). */
export const utcInstantDate =
  (index: number): Mutation =>
  (raw) => {
    const game = readJsonFile<Game[]>(raw, 'matchup_data.json')[index]!;
    const teams = readJsonFile<TeamEntry[]>(raw, 'lineups.json');
    for (const t of teams.slice(2 * index, 2 * index + 2)) t.gameDate = game.gameTime;
    writeJsonFile(raw, 'lineups.json', teams);
  };

/** Changes the sample's game `index` in the schedule (status, venue...), or removes it (`null`). */
export const scheduleGame =
  (index: number, change: ((game: Game) => void) | null): Mutation =>
  (raw) => {
    const games = readJsonFile<Game[]>(raw, 'matchup_data.json');
    if (change === null) games.splice(index, 1);
    else change(games[index]!);
    writeJsonFile(raw, 'matchup_data.json', games);
  };

/** Line ends alternating CRLF and LF, line by line. */
export const mixedLineEnds =
  (file: string): Mutation =>
  (raw) => {
    const lines = textOf(raw, file).split(/\r?\n/);
    put(raw, file, lines.map((line, i) => (i === lines.length - 1 ? line : `${line}${i % 2 === 0 ? '\r\n' : '\n'}`)).join(''));
  };

/** One byte of one row (the first row holding `text`) re-encoded in Latin-1, in an otherwise UTF-8 file. */
export const strayLatin1Byte =
  (file: string, text: string): Mutation =>
  (raw) => {
    const bytes = bytesOf(raw, file);
    const at = bytes.indexOf(Buffer.from(text));
    if (at < 0) throw new Error(`${file} holds no ${text}`);
    put(raw, file, Buffer.concat([bytes.subarray(0, at), Buffer.from(text, 'latin1'), bytes.subarray(at + Buffer.byteLength(text))]));
  };
