/**
 * One parser for every player-keyed stat table (FanGraphs, Razzball, Savant
 * leaderboards, MLB Stats API). Each adapter describes its columns; this module
 * finds the name, team and id columns, converts every stat to its canonical unit
 * and validates each row.
 *
 * Units: 'count' (non-negative; whole unless the adapter allows fractions, as
 * projections do), 'rate' (a number as written: AVG, ERA, EV, LA...), 'percent0to100'
 * (0-100 as Savant writes it), 'fraction' (0-1 as FanGraphs writes it, x100),
 * 'innings-thirds' (195.1 = 195 1/3), and 'percent-detect' (a percent column of
 * unknown convention: if every non-empty value in the column is <= 1 the column
 * is read as fractions, else as 0-100; the choice is stated in the warnings).
 * A cell written with a percent sign ("17.5 %") is already a percent in a percent
 * column, and rejected in any other. Every value is then checked against its
 * plausibility bound (bounds.ts), and H may not exceed AB.
 *
 * Rows: an empty name rejects the row; a team cell that is non-empty, not a
 * multi-team marker and unknown rejects it; a multi-team marker gives team null.
 * A repeated player (same MLBAM id, else same source id, else same name and team)
 * is rejected as a duplicate. When the file has a season column (Season, year),
 * each player's latest season is kept and the earlier rows are set aside (counted
 * in a warning; they are neither rows nor rejected), unless the spec keeps every season.
 */
import { inningsFromThirds, type CsvRecord } from './csv.ts';
import { cell, collectCsvRows, optionalColumn, readHeaderedCsv, requiredColumn, type Column } from './csv-rows.ts';
import { checkBound, parseBounded, STAT_BOUNDS } from './bounds.ts';
import { RowCollector, countOf, rejectField, rejectRow, type ParsedInput } from './parsed-input.ts';
import type { StatKey, StatRow } from '../inputs/rows.ts';
import { cleanText, fractionToPercent, parseCount, parseId, parseOptionalTeam, plainDecimal, readNumber, requireName } from './values.ts';

export type StatUnit = 'count' | 'rate' | 'percent0to100' | 'fraction' | 'innings-thirds' | 'percent-detect';

export interface StatColumnSpec {
  key: StatKey;
  unit: StatUnit;
  /** Accepted header names, first found wins (case- and space-insensitive). */
  headers: readonly string[];
  /** The column means something else when one of these headers is present (FanGraphs' pitch-type tab: FB% next to FBv is fastball usage). */
  unlessHeader?: readonly string[];
}

/** A column of a stat table: its stat, unit and accepted header names (the adapters import it as `col`). */
export const statColumn = (key: StatKey, unit: StatUnit, ...headers: string[]): StatColumnSpec => ({ key, unit, headers });

export interface StatTableSpec {
  /** Format name reported for the file, or a function of its header. */
  format: string | ((header: readonly string[]) => string);
  columns: readonly StatColumnSpec[];
  /** Headers whose values are MLBAM ids (only those reach StatRow.mlbamId). */
  mlbamIdColumns: readonly string[];
  /** Other ids that identify a player within the file (FanGraphs PlayerId): used to spot duplicates only. */
  sourceIdColumns?: readonly string[];
  /** Counts may carry decimals (projections). */
  fractionalCounts?: boolean;
  /**
   * The file holds several seasons per player and every one is kept: a season column is
   * required and a repeated player is one with the same season twice (history inputs).
   */
  everySeason?: boolean;
  /** Columns the model reads from this input, with what their absence does: a missing one is a warning and a missing column. */
  modelColumns?: Readonly<Partial<Record<StatKey, string>>>;
}

/**
 * Warns, and lists in `missingColumns`, each column the model reads that the header
 * lacks (absent or renamed), when the file carries at least half of them: an export
 * of the kind the model reads, not a deliberate subset (a custom tab of a few columns).
 */
function reportMissingModelColumns(file: string, spec: StatTableSpec, stats: readonly StatColumn[], collector: RowCollector<StatRow>): string[] {
  const wanted = Object.entries(spec.modelColumns ?? {}) as [StatKey, string][];
  const absent = wanted.filter(([key]) => !stats.some((s) => s.key === key));
  if (absent.length * 2 > wanted.length) return [];
  const missing: string[] = [];
  for (const [key, consequence] of absent) {
    const header = spec.columns.find((c) => c.key === key)?.headers[0] ?? key;
    missing.push(header);
    collector.warn(`${header}: column missing in ${file}; ${consequence}`);
  }
  return missing;
}

export const NAME_COLUMNS = ['Name', 'NameASCII', 'player_name', 'Player', 'last_name, first_name', 'last_name,first_name', 'fullName'] as const;
export const TEAM_COLUMNS = ['Team', 'Tm', 'team_name_alt', 'team_abbrev'] as const;
export const SEASON_COLUMNS = ['Season', 'year'] as const;
const NAME_ASCII_COLUMNS = ['NameASCII'] as const;

type ResolvedUnit = Exclude<StatUnit, 'percent-detect'>;

interface StatColumn {
  key: StatKey;
  unit: ResolvedUnit;
  column: Column;
}

interface ParsedStatRow {
  row: StatRow;
  season: number | null;
  /** Who the row is: the MLBAM id itself (a number), else a "source:" or "name:" key. */
  identity: number | string;
}

function resolveColumns(header: readonly string[], records: readonly CsvRecord[], spec: StatTableSpec, collector: RowCollector<StatRow>): StatColumn[] {
  const resolved: StatColumn[] = [];
  const readAsFractions: string[] = [];
  const readAsPercents: string[] = [];
  for (const { key, unit, headers, unlessHeader } of spec.columns) {
    const column = optionalColumn(header, headers);
    if (column === null) continue;
    if (unlessHeader && optionalColumn(header, unlessHeader) !== null) continue;
    let finalUnit: ResolvedUnit;
    if (unit === 'percent-detect') {
      const allFractions = records.every((r) => {
        const parsed = readNumber(cell(r, column));
        return !parsed.ok || parsed.value === null || parsed.percentSign === true || Math.abs(parsed.value) <= 1;
      });
      finalUnit = allFractions ? 'fraction' : 'percent0to100';
      const name = column.field.column;
      const list = allFractions ? readAsFractions : readAsPercents;
      if (!list.includes(name)) list.push(name);
    } else {
      finalUnit = unit;
    }
    resolved.push({ key, unit: finalUnit, column });
  }
  if (readAsFractions.length > 0) {
    collector.warn(`percent columns read as fractions (every value <= 1) and multiplied by 100: ${readAsFractions.join(', ')}`);
  }
  if (readAsPercents.length > 0) collector.warn(`percent columns read as 0-100: ${readAsPercents.join(', ')}`);
  return resolved;
}

/** The value of one stat cell in its canonical unit, within its bound (bounds.ts). */
function statValue(raw: string, stat: StatColumn, fractionalCounts: boolean): number | null {
  const value = unitValue(raw, stat, fractionalCounts);
  return value === null ? null : checkBound(value, STAT_BOUNDS[stat.key], stat.column.field);
}

function unitValue(raw: string, stat: StatColumn, fractionalCounts: boolean): number | null {
  const { field } = stat.column;
  switch (stat.unit) {
    case 'count':
      return parseCount(raw, field, !fractionalCounts);
    case 'rate':
      return parseBounded(raw, field, STAT_BOUNDS[stat.key]);
    case 'innings-thirds': {
      const value = parseCount(raw, field, false);
      if (value === null) return null;
      const innings = inningsFromThirds(value);
      if (innings === null) rejectField(field, `"${cleanText(raw)}" is not innings in thirds notation (.0, .1 or .2)`);
      return innings;
    }
    case 'percent0to100':
    case 'fraction': {
      let read = plainDecimal(raw);
      let isFraction = stat.unit === 'fraction';
      if (read === undefined) {
        const parsed = readNumber(raw);
        if (!parsed.ok) rejectField(field, parsed.reason);
        if (parsed.value === null) return null;
        if (parsed.percentSign === true) isFraction = false;
        read = parsed.value;
      }
      const value = isFraction ? fractionToPercent(read) : read;
      if (value < 0 || value > 100) {
        rejectField(field, `"${cleanText(raw)}" is out of range for a ${isFraction ? 'fraction (0-1)' : 'percent (0-100)'}`);
      }
      return value;
    }
  }
}

/** Parses a player-keyed stat table; see the module comment for the rules. */
export function parseStatTable(file: string, bytes: Uint8Array, spec: StatTableSpec): ParsedInput<StatRow> {
  const table = readHeaderedCsv(file, bytes);
  const { header } = table;
  const collector = new RowCollector<StatRow>(file);
  const nameColumn = requiredColumn(file, header, 'the player name', NAME_COLUMNS);
  const asciiColumn = optionalColumn(header, NAME_ASCII_COLUMNS);
  const teamColumn = optionalColumn(header, TEAM_COLUMNS);
  const idColumn = optionalColumn(header, spec.mlbamIdColumns);
  const sourceIdColumn = spec.sourceIdColumns ? optionalColumn(header, spec.sourceIdColumns) : null;
  const seasonColumn = spec.everySeason ? requiredColumn(file, header, 'the season', SEASON_COLUMNS) : optionalColumn(header, SEASON_COLUMNS);
  const stats = resolveColumns(header, table.records, spec, collector);
  const format = typeof spec.format === 'string' ? spec.format : spec.format(header);
  if (stats.length === 0) {
    const looked = [...new Set(spec.columns.flatMap((c) => c.headers))].join(', ');
    collector.warn(`none of the stat columns this input uses are present (looked for: ${looked}); rows carry names only`);
  }

  const missingColumns = reportMissingModelColumns(file, spec, stats, collector);
  // Rows are parsed first and kept or set aside afterwards, once every season is known.
  const shadow = new RowCollector<ParsedStatRow>(file);
  collectCsvRows(table, shadow, (record) => {
    const name = requireName(cell(record, nameColumn), nameColumn.field);
    const ascii = asciiColumn && asciiColumn.index !== nameColumn.index ? cleanText(cell(record, asciiColumn)) : '';
    const { team, teamRaw } = teamColumn ? parseOptionalTeam(cell(record, teamColumn), teamColumn.field) : { team: null, teamRaw: null };
    const mlbamId = idColumn ? parseId(cell(record, idColumn), idColumn.field) : null;
    const sourceId = sourceIdColumn ? cleanText(cell(record, sourceIdColumn)) : '';
    let season: number | null = null;
    if (seasonColumn) {
      season = parseCount(cell(record, seasonColumn), seasonColumn.field);
      if (season === null) rejectField(seasonColumn.field, 'empty season');
    }
    const values: Partial<Record<StatKey, number>> = {};
    for (const stat of stats) {
      const value = statValue(cell(record, stat.column), stat, spec.fractionalCounts === true);
      if (value !== null && values[stat.key] === undefined) values[stat.key] = value;
    }
    if (values.H !== undefined && values.AB !== undefined && values.H > values.AB) rejectRow(`H ${values.H} is more than AB ${values.AB}`, 'H');
    const player =
      mlbamId !== null
        ? mlbamId
        : sourceId !== ''
          ? `source:${sourceId}`
          : seasonColumn
            ? `name:${name.toLowerCase()}`
            : `name:${name.toLowerCase()}|${team ?? teamRaw ?? ''}`;
    const identity = spec.everySeason ? `${player}|${season}` : player;
    return {
      row: { name, nameAscii: ascii === '' ? null : ascii, team, teamRaw, mlbamId, stats: values, line: record.line, ...(season === null ? {} : { season }) },
      season,
      identity,
    };
  });
  collector.rowsRead = shadow.rowsRead;
  collector.rejected.push(...shadow.rejected);
  collector.warnings.push(...shadow.warnings);
  keepLatestSeasonOnce(shadow.rows, collector, spec.everySeason ? null : (seasonColumn?.field.column ?? null));
  const result = collector.result(format);
  return missingColumns.length > 0 ? { ...result, missingColumns } : result;
}

/**
 * Keeps each player's latest season (when `seasonHeader` names a season column; null keeps
 * every row, as a history input does) and rejects repeated players.
 */
function keepLatestSeasonOnce(parsed: readonly ParsedStatRow[], collector: RowCollector<StatRow>, seasonHeader: string | null): void {
  const latest = new Map<number | string, number>();
  const seasons = new Set<number>();
  for (const { identity, season } of parsed) {
    if (season === null || seasonHeader === null) continue;
    seasons.add(season);
    latest.set(identity, Math.max(latest.get(identity) ?? season, season));
  }
  const sorted = [...seasons].sort((a, b) => a - b);
  const newest = sorted[sorted.length - 1] ?? 0;
  const firstLine = new Map<number | string, number>();
  let setAside = 0;
  let keptOlder = 0;
  for (const entry of parsed) {
    if (entry.season !== null && entry.season < (latest.get(entry.identity) ?? entry.season)) {
      setAside++;
      continue;
    }
    const { row } = entry;
    const first = firstLine.get(entry.identity);
    if (first !== undefined) {
      collector.reject(row.line, null, `duplicate row for ${row.name} (${row.team ?? row.teamRaw ?? 'no team'}), first at line ${first}`);
      continue;
    }
    firstLine.set(entry.identity, row.line);
    collector.rows.push(row);
    if (entry.season !== null && entry.season < newest) keptOlder++;
  }
  if (seasonHeader !== null && seasons.size > 1) {
    collector.warn(
      `multi-season file (${seasonHeader} ${sorted[0]}-${newest}): kept each player's latest season; ` +
        `${countOf(setAside, 'earlier-season row')} set aside` +
        (keptOlder > 0 ? ` (for ${countOf(keptOlder, 'player')} the latest season is before ${newest})` : ''),
    );
  }
}
