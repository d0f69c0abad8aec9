/**
 * razzball.csv, the projection-site table: `Name,Team,...,AB,HR,AVG,SLG,ISO,...`
 * with FanGraphs/Razzball header names. Percent columns (K%, BB%, Barrel%...) are
 * written as fractions by some exports and 0-100 by others, so each is detected
 * per column: every non-empty value <= 1 means fractions (x100), otherwise 0-100.
 * The choice made for each column is stated in the warnings.
 */
import type { ParsedInput } from './parsed-input.ts';
import { parseStatTable, statColumn as col, type StatTableSpec } from './stat-table.ts';
import type { StatRow } from '../inputs/rows.ts';

export const RAZZBALL: StatTableSpec = {
  format: 'razzball',
  columns: [
    col('G', 'count', 'G'),
    col('PA', 'count', 'PA'),
    col('AB', 'count', 'AB'),
    col('H', 'count', 'H'),
    col('HR', 'count', 'HR'),
    col('AVG', 'rate', 'AVG', 'BA'),
    col('OBP', 'rate', 'OBP'),
    col('SLG', 'rate', 'SLG'),
    col('ISO', 'rate', 'ISO'),
    col('K%', 'percent-detect', 'K%'),
    col('BB%', 'percent-detect', 'BB%'),
    col('LD', 'percent-detect', 'LD%'),
    { key: 'FB', unit: 'percent-detect', headers: ['FB%'], unlessHeader: ['FBv'] },
    col('IFFB%', 'percent-detect', 'IFFB%'),
    col('Pull', 'percent-detect', 'Pull%'),
    col('Hard%', 'percent-detect', 'Hard%'),
    col('HC%', 'percent-detect', 'Hard%'),
    col('HardHit%', 'percent-detect', 'HardHit%'),
    col('Barrel%', 'percent-detect', 'Barrel%'),
    col('EV', 'rate', 'EV'),
    col('maxEV', 'rate', 'maxEV'),
    col('LA', 'rate', 'LA'),
  ],
  mlbamIdColumns: ['MLBAMID'],
  sourceIdColumns: ['RazzID', 'PlayerId'],
  fractionalCounts: true,
};

/** razzball.csv */
export function parseRazzball(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, RAZZBALL);
}
