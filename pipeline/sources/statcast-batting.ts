/**
 * Reading a season's Statcast batting aggregates (`statcast_batting_<y>.csv`: Baseball Savant's leaderboards per
 * batter-season keyed by Retrosheet id; columns in ../shared/model-data/README.md) into what the probability model's
 * prior reads: each batter's PAs and barrels, and the league's barrels per PA (the sums over the file's kept rows).
 * One season per file (the `season` column). A row whose counts are out of bounds (pipeline/sources/bounds.ts
 * MODEL_DATA_BOUNDS) or do not nest (barrels <= batted balls <= PAs) is rejected, named by file, line, column and
 * value, and its batter has no Statcast prior; the file's shape (header, one season, one row per batter) is checked
 * and the first problem stops the read (MODEL_DATA_INVALID).
 */
import type { StatcastSeason } from '../../domain/probability/index.ts';
import { LongballError } from '../errors.ts';
import { MODEL_DATA_BOUNDS, type Bound } from './bounds.ts';
import { checkHeader, eachRecord, loadTextFile } from './pa-log.ts';

/** The columns the model reads; the file carries more (barrel %, exit velocity, xSLG, ...), which it ignores. */
export const STATCAST_BATTING_COLUMNS = ['batter_id', 'season', 'pa', 'bbe', 'barrels'] as const;
type Column = (typeof STATCAST_BATTING_COLUMNS)[number];

export interface StatcastReject {
  file: string;
  line: number;
  column: Column;
  value: string;
  reason: string;
}

export interface StatcastBattingFile extends StatcastSeason {
  file: string;
  sha256: string;
  rows: number;
  rejects: StatcastReject[];
}

/** The file's season and batters from its text; `file` names it in errors. */
export function parseStatcastBatting(file: string, text: string): Omit<StatcastBattingFile, 'sha256'> {
  const batters = new Map<string, { pa: number; barrels: number }>();
  const rejects: StatcastReject[] = [];
  const seen = new Set<string>();
  let index: Record<Column, number> | null = null;
  let season: number | null = null;
  let rows = 0;
  eachRecord(file, text, (cells, line) => {
    if (index === null) {
      checkHeader(file, cells, STATCAST_BATTING_COLUMNS, false);
      index = Object.fromEntries(STATCAST_BATTING_COLUMNS.map((c) => [c, cells.indexOf(c)])) as Record<Column, number>;
      return;
    }
    const at = index;
    rows++;
    const value = (column: Column) => (cells[at[column]] ?? '').trim();
    const fail = (column: Column, reason: string) => new LongballError('MODEL_DATA_INVALID', { file, line, column, reason, value: value(column) });
    const id = value('batter_id');
    if (id === '') throw fail('batter_id', 'empty player id');
    if (seen.has(id)) throw fail('batter_id', 'a second row for this batter: one row per batter-season');
    seen.add(id);
    const rowSeason = Number(value('season'));
    if (!/^\d{4}$/.test(value('season'))) throw fail('season', 'not a season YYYY');
    if (season !== null && rowSeason !== season) throw fail('season', `the file's rows are of ${season}: one season per file`);
    season = rowSeason;
    const reject = (column: Column, reason: string): null => {
      rejects.push({ file, line, column, value: value(column), reason });
      return null;
    };
    const count = (column: Column, bound: Bound): number | null => {
      const n = Number(value(column));
      if (value(column) === '' || !Number.isInteger(n)) return reject(column, 'not a whole number');
      return n < bound.min || n > bound.max ? reject(column, `out of range [${bound.min}, ${bound.max}] (${bound.unit})`) : n;
    };
    const pa = count('pa', MODEL_DATA_BOUNDS['Statcast plate appearances']);
    const bbe = count('bbe', MODEL_DATA_BOUNDS['Statcast batted-ball events']);
    const barrels = count('barrels', MODEL_DATA_BOUNDS['Statcast barrels']);
    if (pa === null || bbe === null || barrels === null) return;
    if (bbe > pa) return void reject('bbe', `more batted balls than plate appearances (${pa})`);
    if (barrels > bbe) return void reject('barrels', `more barrels than batted balls (${bbe})`);
    batters.set(id, { pa, barrels });
  });
  if (index === null) throw new LongballError('MODEL_DATA_EMPTY', { file, reason: 'the file is empty' });
  if (season === null) throw new LongballError('MODEL_DATA_EMPTY', { file, reason: 'the header has no rows under it' });
  let pa = 0;
  let barrels = 0;
  for (const b of batters.values()) {
    pa += b.pa;
    barrels += b.barrels;
  }
  return { file, rows, season, leagueBarrelsPerPa: pa > 0 ? barrels / pa : 0, batters, rejects };
}

/** Reads and checks a Statcast batting file. */
export function readStatcastBatting(file: string): StatcastBattingFile {
  const loaded = loadTextFile(file, STATCAST_BATTING_COLUMNS);
  return { ...parseStatcastBatting(file, loaded.text), sha256: loaded.sha256 };
}
