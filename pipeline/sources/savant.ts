/**
 * Baseball Savant exports. Savant writes percents 0-100 (brl_percent 12.4) and
 * names as "Last, First" under the `"last_name, first_name"` header (quoted, or
 * unquoted in the legacy export, which csv.ts merges back). The id column is
 * `player_id`, or `pitcher_id`/`batter_id` in pandas re-saves. Leaderboards carry
 * no team, except the pitch arsenal (`team_name_alt`). The batted-ball profile
 * (`id,name,...,pull_rate,...`) writes fractions, multiplied by 100.
 */
import { PARK_VENUE_DEFAULT } from '../../domain/spec-constants.ts';
import { LongballError } from '../errors.ts';
import type { CsvRecord } from './csv.ts';
import { cell, collectCsvRows, optionalColumn, readHeaderedCsv, requiredColumn, type Column } from './csv-rows.ts';
import { RowCollector, countOf, rejectField, rejectRow, type ParsedInput } from './parsed-input.ts';
import { NAME_COLUMNS, SEASON_COLUMNS, TEAM_COLUMNS, parseStatTable, statColumn as col, type StatTableSpec } from './stat-table.ts';
import type { RawParkFactor, RawPitchArsenalRow, StatRow } from '../inputs/rows.ts';
import { cleanText, parseCount, parseId, parseNumber, parseOptionalTeam, readNumber, requireName, requireTeam } from './values.ts';
import { OTHER_BOUNDS, parseBounded } from './bounds.ts';
import { PARK_FACTOR_MULTIPLIER_CUTOFF } from '../../domain/spec-constants.ts';

export const SAVANT_ID_COLUMNS = ['player_id', 'pitcher_id', 'batter_id', 'id'] as const;

function savantFormat(header: readonly string[]): string {
  const has = (name: string) => header.some((h) => h.trim().toLowerCase() === name);
  if (has('pull_rate')) return 'savant-batted-ball';
  if (has('exit_velocity_avg') || has('barrel_batted_rate')) return 'savant-custom-leaderboard';
  if (has('avg_hit_speed') || has('brl_percent')) return 'savant-exit-velocity';
  if (has('est_woba') || has('est_ba')) return 'savant-expected-stats';
  return 'savant-leaderboard';
}

/** Exit Velocity & Barrels leaderboard (batter or pitcher side); also the custom leaderboard's and batted-ball profile's columns. */
export const SAVANT_EXIT_VELOCITY: StatTableSpec = {
  format: savantFormat,
  columns: [
    col('EV', 'rate', 'avg_hit_speed', 'exit_velocity_avg'),
    col('maxEV', 'rate', 'max_hit_speed'),
    col('LA', 'rate', 'avg_hit_angle', 'launch_angle_avg'),
    col('HardHit%', 'percent0to100', 'ev95percent', 'hard_hit_percent'),
    col('Barrel%', 'percent0to100', 'brl_percent', 'barrel_batted_rate'),
    col('Barrels', 'count', 'barrels', 'barrel'),
    col('BBE', 'count', 'attempts', 'batted_ball_events'),
    col('Brl/PA', 'percent0to100', 'brl_pa'),
    col('PA', 'count', 'pa'),
    col('Pull', 'fraction', 'pull_rate'),
    col('LD', 'fraction', 'ld_rate'),
    col('FB', 'fraction', 'fb_rate'),
  ],
  mlbamIdColumns: SAVANT_ID_COLUMNS,
  modelColumns: {
    EV: 'exitVelo falls back to the next source for every player',
    maxEV: 'maxEV falls back to the next source for every player',
    LA: 'launchAngle falls back to the next source for every player',
    'HardHit%': 'hardHitRate falls back to the next source for every player',
    'Barrel%': 'barrelRate falls back to the next source for every player',
  },
};

/** Expected Statistics leaderboard (pitcher side adds era); also the custom leaderboard's names. */
export const SAVANT_EXPECTED_STATS: StatTableSpec = {
  format: savantFormat,
  columns: [
    col('PA', 'count', 'pa'),
    col('AB', 'count', 'ab'),
    col('HR', 'count', 'home_run'),
    col('AVG', 'rate', 'ba', 'batting_avg'),
    col('SLG', 'rate', 'slg', 'slg_percent'),
    col('xBA', 'rate', 'est_ba', 'xba'),
    col('xSLG', 'rate', 'est_slg', 'xslg'),
    col('wOBA', 'rate', 'woba'),
    col('xwOBA', 'rate', 'est_woba', 'xwoba'),
    col('ERA', 'rate', 'era'),
  ],
  mlbamIdColumns: SAVANT_ID_COLUMNS,
  modelColumns: {
    AVG: 'avg falls back to the next source for every player',
    SLG: 'slg falls back to the next source for every player',
  },
};

/** savant_batter_ev_barrels.csv and savant_pitcher_ev_barrels.csv */
export function parseSavantExitVelocity(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, SAVANT_EXIT_VELOCITY);
}

/** savant_batter_expected_stats.csv and savant_pitcher_expected_stats.csv */
export function parseSavantExpectedStats(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, SAVANT_EXPECTED_STATS);
}

/**
 * savant_pitch_arsenal.csv (type=batter) and savant_pitcher_arsenal.csv (type=pitcher):
 * one row per player and pitch type. With a `year` column each player's latest
 * year is kept. A repeated player + pitch type (+ year) is rejected.
 */
export function parseSavantPitchArsenal(file: string, bytes: Uint8Array): ParsedInput<RawPitchArsenalRow> {
  const table = readHeaderedCsv(file, bytes);
  const { header } = table;
  const name = requiredColumn(file, header, 'the player name', NAME_COLUMNS);
  const pitchType = requiredColumn(file, header, 'the pitch type', ['pitch_type']);
  const runValue = requiredColumn(file, header, 'the run value', ['run_value']);
  const id = optionalColumn(header, SAVANT_ID_COLUMNS);
  const team = optionalColumn(header, TEAM_COLUMNS);
  const pitchName = optionalColumn(header, ['pitch_name']);
  const perHundred = optionalColumn(header, ['run_value_per_100']);
  const pitches = optionalColumn(header, ['pitches']);
  const usage = optionalColumn(header, ['pitch_usage']);
  const hardHit = optionalColumn(header, ['hard_hit_percent']);
  const year = optionalColumn(header, SEASON_COLUMNS);

  const percent = (record: CsvRecord, column: Column | null): number | null => {
    if (column === null) return null;
    const value = parseNumber(cell(record, column), column.field);
    if (value !== null && (value < 0 || value > 100)) rejectField(column.field, `"${cleanText(cell(record, column))}" is out of range for a percent (0-100)`);
    return value;
  };

  /** `player`: the MLBAM id, else the lower-cased name (a Map tells a number from a string). */
  type Parsed = { row: RawPitchArsenalRow; year: number | null; player: number | string };
  const collector = new RowCollector<Parsed>(file);
  collectCsvRows(table, collector, (record) => {
    const playerName = requireName(cell(record, name), name.field);
    const type = cleanText(cell(record, pitchType));
    if (type === '') rejectField(pitchType.field, 'empty pitch type');
    const rv = parseNumber(cell(record, runValue), runValue.field);
    if (rv === null) rejectField(runValue.field, 'empty run value');
    const mlbamId = id ? parseId(cell(record, id), id.field) : null;
    let season: number | null = null;
    if (year) {
      season = parseCount(cell(record, year), year.field);
      if (season === null) rejectField(year.field, 'empty year');
    }
    return {
      row: {
        name: playerName,
        mlbamId,
        team: team ? parseOptionalTeam(cell(record, team), team.field).team : null,
        pitchType: type,
        pitchName: cleanText(cell(record, pitchName)) || type,
        runValue: rv,
        runValuePer100: perHundred ? parseNumber(cell(record, perHundred), perHundred.field) : null,
        pitches: pitches ? parseCount(cell(record, pitches), pitches.field) : null,
        pitchUsage: percent(record, usage),
        hardHitPercent: percent(record, hardHit),
        line: record.line,
      },
      year: season,
      player: mlbamId ?? playerName.toLowerCase(),
    };
  });

  const out = new RowCollector<RawPitchArsenalRow>(file);
  out.rowsRead = collector.rowsRead;
  out.rejected.push(...collector.rejected);
  out.warnings.push(...collector.warnings);
  const latest = new Map<number | string, number>();
  for (const p of collector.rows) if (p.year !== null) latest.set(p.player, Math.max(latest.get(p.player) ?? p.year, p.year));
  const years = new Set(collector.rows.map((p) => p.year).filter((y) => y !== null));
  /** First line per player and pitch type. */
  const seen = new Map<number | string, Map<string, number>>();
  let setAside = 0;
  for (const p of collector.rows) {
    if (p.year !== null && p.year < (latest.get(p.player) ?? p.year)) {
      setAside++;
      continue;
    }
    let byType = seen.get(p.player);
    if (byType === undefined) seen.set(p.player, (byType = new Map()));
    const first = byType.get(p.row.pitchType);
    if (first !== undefined) {
      out.reject(p.row.line, null, `duplicate row for ${p.row.name} ${p.row.pitchType} (first at line ${first})`);
      continue;
    }
    byType.set(p.row.pitchType, p.row.line);
    out.rows.push(p.row);
  }
  if (years.size > 1) {
    const sorted = [...years].sort((a, b) => a - b);
    out.warn(`multi-year file (${sorted[0]}-${sorted[sorted.length - 1]}): kept each player's latest year; ${countOf(setAside, 'earlier-year row')} set aside`);
  }
  return out.result('savant-pitch-arsenal');
}

const PARK_INDEX_COLUMNS = {
  wOBACon: ['wOBACon'],
  xwOBACon: ['xwOBACon'],
  BACON: ['BACON'],
  xBACON: ['xBACON'],
  HardHit: ['HardHit'],
  R: ['R'],
  OBP: ['OBP'],
  H: ['H'],
  '1B': ['1B'],
  '2B': ['2B'],
  '3B': ['3B'],
  BB: ['BB'],
  SO: ['SO'],
  PA: ['PA'],
} as const satisfies Partial<Record<keyof RawParkFactor, readonly string[]>>;

type ParkIndexKey = keyof typeof PARK_INDEX_COLUMNS;

/** Whether the file's HR factors are multipliers: the median of its numeric cells is under the cutoff (an index is ~100). */
function hrUnitIsMultiplier(records: readonly CsvRecord[], column: Column): boolean {
  const values = records
    .map((r) => readNumber(cell(r, column)))
    .flatMap((n) => (n.ok && n.value !== null ? [n.value] : []))
    .sort((a, b) => a - b);
  if (values.length === 0) return false;
  return values[Math.floor(values.length / 2)]! < PARK_FACTOR_MULTIPLIER_CUTOFF;
}

/**
 * savant_park_factors.csv: the Statcast Park Factors table
 * (`Rk.,Team,Venue,Year,Park Factor,...,HR,...`, club nicknames, repeated header
 * lines) or a renamed subset (`team,venue,ParkFactor,...`). `hr` is the HR index
 * (the model's park factor); a file without an HR column falls back to its
 * overall Park Factor column, with a warning. Venue defaults to PARK_VENUE_DEFAULT, a
 * missing Year is "". One row per club and venue.
 *
 * The HR factor's unit is decided once per file: the index (100 = neutral, Savant's)
 * unless the column's median is under PARK_FACTOR_MULTIPLIER_CUTOFF, then multipliers
 * (1 = neutral, stated in a warning and kept as the index, x100). Each value is
 * bounded in its unit (OTHER_BOUNDS: index 50-200, multiplier 0.5-2): an HR index of
 * 999, or 5 in an index file, rejects its row and is never read as a 9.99x or 5x park.
 */
export function parseSavantParkFactors(file: string, bytes: Uint8Array): ParsedInput<RawParkFactor> {
  const table = readHeaderedCsv(file, bytes);
  const { header } = table;
  const team = requiredColumn(file, header, 'the team', ['Team']);
  const venue = optionalColumn(header, ['Venue']);
  const year = optionalColumn(header, ['Year']);
  const overall = optionalColumn(header, ['Park Factor', 'ParkFactor', 'park_factor']);
  const hrIndex = optionalColumn(header, ['HR', 'index_hr']);
  const hr = hrIndex ?? overall;
  if (hr === null) {
    throw new LongballError('CSV_MISSING_COLUMN', {
      file,
      column: 'the HR park factor',
      accepted: ['HR', 'index_hr', 'Park Factor', 'ParkFactor', 'park_factor'],
      header,
    });
  }
  const collector = new RowCollector<RawParkFactor>(file);
  if (hrIndex === null) collector.warn(`no HR column: the overall "${hr.field.column}" index is used as the HR park factor`);
  const indexColumns = Object.entries(PARK_INDEX_COLUMNS).map(([key, names]) => [key as ParkIndexKey, optionalColumn(header, names)] as const);
  const index = (record: CsvRecord, column: Column | null): number | null => (column ? parseCount(cell(record, column), column.field, false) : null);
  const seen = new Map<string, number>();
  const multipliers = hrUnitIsMultiplier(table.records, hr);
  if (multipliers) collector.warn(`the HR park factors are multipliers (1 = neutral), not Savant's index (100 = neutral): read as index = multiplier x 100`);
  const hrBound = multipliers ? OTHER_BOUNDS['HR park factor (multiplier)'] : OTHER_BOUNDS['HR park factor (index)'];
  collectCsvRows(table, collector, (record) => {
    const code = requireTeam(cell(record, team), team.field);
    const teamRaw = cleanText(cell(record, team));
    const read = parseBounded(cell(record, hr), hr.field, hrBound);
    if (read === null) rejectField(hr.field, 'empty park factor');
    const hrValue = multipliers ? Math.round(read * 100 * 1e6) / 1e6 : read;
    const venueName = cleanText(cell(record, venue)) || PARK_VENUE_DEFAULT;
    const row: RawParkFactor = {
      team: code,
      teamRaw,
      venue: venueName,
      year: cleanText(cell(record, year)),
      hr: hrValue,
      overall: index(record, overall),
      wOBACon: null,
      xwOBACon: null,
      BACON: null,
      xBACON: null,
      HardHit: null,
      R: null,
      OBP: null,
      H: null,
      '1B': null,
      '2B': null,
      '3B': null,
      BB: null,
      SO: null,
      PA: null,
    };
    for (const [key, column] of indexColumns) row[key] = index(record, column);
    const identity = `${code}|${venueName.toLowerCase()}`;
    const first = seen.get(identity);
    if (first !== undefined) rejectRow(`duplicate row for ${teamRaw} (${code}) at ${venueName}, first at line ${first}`);
    seen.set(identity, record.line);
    return row;
  });
  return collector.result(hrIndex === null ? 'savant-park-factors-subset' : 'savant-park-factors');
}
