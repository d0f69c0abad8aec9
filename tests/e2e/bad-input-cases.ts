/**
 * The bad-input corpus: one defect per case, each with its expected verdict.
 * - error: a catalogued error (code given), nothing written, the previous output byte-identical;
 * - skip: built, the defect a counted reject, a warning or a missing column in the manifest;
 * - unusable: an optional input refused with its reason; the outputs resting on it keep their
 *   previous version, marked stale (last good data), or state the absence in an empty folder;
 * - accepted: built, every output but the manifest byte-identical to the good build.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  crlf,
  csvCell,
  csvDelimiter,
  csvDropColumn,
  csvDuplicateRow,
  csvHeaderOnly,
  csvRenameColumn,
  doubleheader,
  emptied,
  json,
  jsonRow,
  latin1,
  mixedLineEnds,
  type Mutation,
  oversized,
  paddedJson,
  randomBytes,
  scheduleGame,
  strayLatin1Byte,
  symlinkOutside,
  textOf,
  truncated,
  truncatedMidRow,
  utcInstantDate,
  utf16,
  withBom,
  zonelessGameTimes,
} from './bad-input-mutations.ts';
import { SAMPLE_DIR } from './cli-helpers.ts';

export type Verdict = 'error' | 'skip' | 'unusable' | 'accepted';

export interface CorpusCase {
  name: string;
  /** The defect, applied to a copy of the sample. */
  mutate: Mutation;
  verdict: Verdict;
  /** For `error`: the catalogued code. */
  code?: string;
  /** For `error`: the exit code, and a text the message must hold (the file it names). */
  exitCode?: number;
  names?: string;
  /** A defect in the previous build instead of the inputs (the verdict applies to the build into it). */
  mutatePrevious?: (out: string) => void;
}

const c = (name: string, verdict: Verdict, mutate: Mutation, code?: string): CorpusCase => ({ name, verdict, mutate, ...(code ? { code } : {}) });

/** A temp file outside the raw folder whose content must never reach an output. */
export const SECRET = 'root:x:0:0:root:/root:/bin/bash';
function secretFile(): string {
  const file = path.join(tmpdir(), `longball-corpus-secret-${process.pid}.txt`);
  writeFileSync(file, `${SECRET}\n`);
  return file;
}

type Team = { team: string; gameDate: string; players: Record<string, unknown>[] };
const lineups = (change: (teams: Team[]) => void): Mutation =>
  json('lineups.json', (d) => {
    change(d as Team[]);
    return d;
  });

const NAMED: CorpusCase[] = [
  c(
    'lineups: one team’s gameDate on the next day',
    'skip',
    lineups((t) => (t[2]!.gameDate = '2026-08-22')),
  ),
  c(
    'lineups: both teams of one game on the next day',
    'skip',
    lineups((t) => {
      t[2]!.gameDate = '2026-08-22';
      t[3]!.gameDate = '2026-08-22';
    }),
  ),
  c(
    'lineups: a 10th hitter with a null batting order',
    'skip',
    lineups((t) => {
      t[0]!.players.push({ name: 'Extra Hitter', battingOrder: null, position: 'DH', confirmed: false, weather: '' });
    }),
  ),
  c('last7: AVG written 47.8%', 'skip', csvCell('last7references.csv', 5, '47.8%', 0)),
  c('fangraphs-stats: AVG -.478', 'skip', csvCell('fangraphs-stats.csv', 'AVG', '-.478')),
  c('fangraphs-stats: exit velocity -93.3', 'skip', csvCell('fangraphs-stats.csv', 'EV', '-93.3')),
  c('fangraphs-stats: IFFB% renamed', 'skip', csvRenameColumn('fangraphs-stats.csv', 'IFFB%', 'IFFB_pct')),
  c('home-runs: a date 2026-02-30', 'skip', csvCell('home_runs.csv', 'date', '2026-02-30')),
  c('bvp: a symlink to a file outside the raw folder', 'unusable', (raw) => symlinkOutside('bvp.json', secretFile())(raw)),
  c('handedness: a symlink to a file outside the raw folder', 'unusable', (raw) => symlinkOutside('PlayerHandedness.csv', secretFile())(raw)),
  c('bvp: truncated', 'unusable', truncated('bvp.json')),
  c('savant-pitcher-arsenal: random bytes', 'unusable', randomBytes('savant_pitcher_arsenal.csv')),
  c('fangraphs-stats: UTF-16', 'unusable', utf16('fangraphs-stats.csv')),
  c('fangraphs-stats: random bytes', 'unusable', randomBytes('fangraphs-stats.csv')),
  c('fangraphs-stats: truncated at half its bytes', 'skip', truncated('fangraphs-stats.csv')),
  c('home-runs: oversized (65 MB)', 'error', oversized('home_runs.csv', 65 * 1024 * 1024), 'INPUT_TOO_LARGE'),
  c('lineups: oversized (5 MB)', 'error', paddedJson('lineups.json', 5 * 1024 * 1024), 'INPUT_TOO_LARGE'),
];

/** The CSV inputs with a header, a column the model reads and its out-of-range value. */
const CSV_TABLES: { file: string; column: string; bad: string; latin1?: Verdict }[] = [
  { file: 'fangraphs-stats.csv', column: 'HR', bad: '-3' },
  { file: 'fangraphs-pitchers.csv', column: 'IP', bad: '9999' },
  { file: 'projections.csv', column: 'AVG', bad: '1.7' },
  { file: 'razzball.csv', column: 'SLG', bad: '5.2', latin1: 'accepted' },
  { file: 'mlb_stats.csv', column: 'atBats', bad: '-10' },
  { file: 'savant_batter_ev_barrels.csv', column: 'avg_hit_speed', bad: '190' },
  { file: 'savant_pitcher_ev_barrels.csv', column: 'avg_hit_angle', bad: '120' },
  { file: 'savant_batter_expected_stats.csv', column: 'est_ba', bad: '1.5' },
  { file: 'savant_pitcher_expected_stats.csv', column: 'slg', bad: '9' },
  { file: 'home_runs.csv', column: 'launch_speed', bad: '300' },
];

/** Every structural defect for each CSV table. */
function tableCases(): CorpusCase[] {
  const out: CorpusCase[] = [];
  for (const { file, column, bad, latin1: latin1Verdict } of CSV_TABLES) {
    out.push(
      c(`${file}: cut short inside a row`, 'skip', truncatedMidRow(file)),
      c(`${file}: empty`, 'unusable', emptied(file)),
      c(`${file}: header only`, 'unusable', csvHeaderOnly(file)),
      c(`${file}: semicolon delimiter`, 'unusable', csvDelimiter(file, ';')),
      // Latin-1 is read, with a warning naming the decoding (no warning when the file is plain ASCII).
      c(`${file}: Latin-1`, latin1Verdict ?? 'skip', latin1(file)),
      c(`${file}: duplicate row`, 'skip', csvDuplicateRow(file)),
      c(`${file}: ${column} out of range (${bad})`, 'skip', csvCell(file, column, bad)),
      c(`${file}: ${column} not a number`, 'skip', csvCell(file, column, 'abc')),
    );
    // A BOM is part of the format: only the tables written without one are given one.
    if (!textOf(SAMPLE_DIR, file).startsWith('\uFEFF')) out.push(c(`${file}: BOM added`, 'accepted', withBom(file)));
  }
  return out;
}

const MORE: CorpusCase[] = [
  c('lineups: truncated', 'error', truncated('lineups.json'), 'REQUIRED_INPUT_UNUSABLE'),
  c('lineups: empty', 'error', emptied('lineups.json'), 'REQUIRED_INPUT_UNUSABLE'),
  c('lineups: random bytes', 'error', randomBytes('lineups.json'), 'REQUIRED_INPUT_UNUSABLE'),
  c('lineups: UTF-16', 'error', utf16('lineups.json'), 'REQUIRED_INPUT_UNUSABLE'),
  c(
    'lineups: an object, not an array',
    'error',
    json('lineups.json', () => ({ teams: [] })),
    'REQUIRED_INPUT_UNUSABLE',
  ),
  c(
    'lineups: unknown team code',
    'skip',
    lineups((t) => (t[4]!.team = 'XXX')),
  ),
  c(
    'lineups: a bad date',
    'skip',
    lineups((t) => (t[4]!.gameDate = '2026-13-01')),
  ),
  c(
    'lineups: duplicate batting slot',
    'skip',
    lineups((t) => (t[0]!.players[1]!.battingOrder = 1)),
  ),
  c('lineups: BOM', 'accepted', withBom('lineups.json')),
  c('lineups: CRLF line ends', 'accepted', crlf('lineups.json')),
  c('bvp: empty', 'unusable', emptied('bvp.json')),
  c(
    'bvp: wrong shape',
    'unusable',
    json('bvp.json', () => ({ rows: 1 })),
  ),
  c(
    'bvp: AVG not a number',
    'skip',
    jsonRow('bvp.json', (r) => (r.AVG = 'abc')),
  ),
  c(
    'bvp: PA negative',
    'skip',
    jsonRow('bvp.json', (r) => (r.PA = -5)),
  ),
  c(
    'bvp: every row without a batter',
    'unusable',
    json('bvp.json', (d) => (d as object[]).map((r) => ({ ...r, batter: null }))),
  ),
  c('bullpen: truncated', 'unusable', truncated('bullpen.json')),
  c('bullpen: random bytes', 'unusable', randomBytes('bullpen.json')),
  c(
    'bullpen: usage of 5 days',
    'skip',
    jsonRow('bullpen.json', (r) => (r.usage = [1, 2, 3, 4, 5])),
  ),
  c(
    'bullpen: unknown team code',
    'skip',
    jsonRow('bullpen.json', (r) => (r.team = 'XXX')),
  ),
  c('odds: truncated', 'unusable', truncated('odds.json')),
  c(
    'odds: american price not a number',
    'skip',
    json('odds.json', (d) => ((d as { quotes: { american: unknown }[] }).quotes[0]!.american = 'abc') && d),
  ),
  c(
    'odds: a Yes price of +100000 (a typo for +1000)',
    'skip',
    json('odds.json', (d) => ((d as { quotes: { american: unknown }[] }).quotes[0]!.american = 100000) && d),
  ),
  c(
    'odds: a two-sided pair that pays more than it takes (No +200 against Yes +500)',
    'skip',
    json('odds.json', (d) => {
      const two = (d as { quotes: { american: number; noAmerican?: number }[] }).quotes.find((q) => q.noAmerican !== undefined)!;
      two.american = 500;
      two.noAmerican = 200;
      return d;
    }),
  ),
  c(
    'odds: a No price of -100000',
    'skip',
    json('odds.json', (d) => {
      (d as { quotes: { noAmerican?: number }[] }).quotes.find((q) => q.noAmerican !== undefined)!.noAmerican = -100000;
      return d;
    }),
  ),
  c('games: truncated', 'unusable', truncated('matchup_data.json')),
  c(
    'games: a bad date',
    'skip',
    jsonRow('matchup_data.json', (r) => (r.gameDate = '2026-02-30')),
  ),
  c('savant-park-factors: cut short inside a row', 'skip', truncatedMidRow('savant_park_factors.csv')),
  c('savant-park-factors: random bytes', 'unusable', randomBytes('savant_park_factors.csv')),
  c('savant-park-factors: missing HR column', 'skip', csvDropColumn('savant_park_factors.csv', 'HR')),
  c('savant-batter-arsenal: missing pitch_type column', 'unusable', csvDropColumn('savant_pitch_arsenal.csv', 'pitch_type')),
  c('savant-pitcher-arsenal: cut short inside a row', 'skip', truncatedMidRow('savant_pitcher_arsenal.csv')),
  c('savant-pitcher-arsenal: empty', 'unusable', emptied('savant_pitcher_arsenal.csv')),
  c('last7: random bytes', 'unusable', randomBytes('last7references.csv')),
  c('last7: AB not a number', 'skip', csvCell('last7references.csv', 2, 'abc', 0)),
  c('last7: H over AB', 'skip', csvCell('last7references.csv', 3, '99', 0)),
  c('handedness: hand Q', 'skip', csvCell('PlayerHandedness.csv', 1, 'Q', 0)),
  c('reference: random bytes', 'unusable', randomBytes('reference.csv')),
  c('name-aliases: UTF-16', 'unusable', utf16('name_aliases.csv')),
  c('fangraphs-stats: missing HR column', 'skip', csvDropColumn('fangraphs-stats.csv', 'HR')),
  c('home-runs: unknown team code', 'skip', csvCell('home_runs.csv', 'team', 'XXX')),
];

/** What a real slate brings (issue 20): each is read right, or reported; never a silent wrong figure. */
const REAL_DAYS: CorpusCase[] = [
  // A doubleheader whose lineups give no game id: two games, paired by file order, said in a warning.
  c('games: a doubleheader, lineups without a game id', 'skip', doubleheader(6, false)),
  // NYM@STL at 7:40 pm in St. Louis: the UTC instant's date part is the next day, the slate date is not.
  c('lineups: gameDate as a UTC instant (an evening game)', 'accepted', utcInstantDate(2)),
  c('games: first-pitch times without a zone', 'skip', zonelessGameTimes),
  c('savant-park-factors: an HR index of 999', 'skip', csvCell('savant_park_factors.csv', 'HR', '999')),
  c('savant-park-factors: an HR index of 5', 'skip', csvCell('savant_park_factors.csv', 'HR', '5')),
  c('fangraphs-stats: mixed CRLF and LF line ends', 'accepted', mixedLineEnds('fangraphs-stats.csv')),
  c('fangraphs-stats: one stray Latin-1 byte in a UTF-8 file', 'skip', strayLatin1Byte('fangraphs-stats.csv', 'Rafael Pérez')),
  c(
    'games: a game postponed',
    'skip',
    scheduleGame(4, (g) => (g.status = 'Postponed')),
  ),
  c('games: a lineup game missing from the schedule', 'skip', scheduleGame(4, null)),
  c(
    'games: a game at a neutral site',
    'skip',
    scheduleGame(4, (g) => (g.venue = 'London Stadium')),
  ),
];

const PREVIOUS: CorpusCase[] = [
  {
    name: 'previous build: a truncated history/<date>.json',
    verdict: 'error',
    code: 'HISTORY_UNREADABLE',
    exitCode: 3,
    names: 'history/2026-08-21.json',
    mutate: () => {},
    mutatePrevious: (out) => {
      const file = path.join(out, 'history', '2026-08-21.json');
      writeFileSync(file, '{"schemaVersion":1,"date":"2026-08');
    },
  },
];

export const CORPUS: CorpusCase[] = [...NAMED, ...tableCases(), ...MORE, ...REAL_DAYS, ...PREVIOUS];
