/**
 * FanGraphs exports: the batting leaderboard (any tab, or a custom one; also the
 * splits tool's form `Season,Name,Tm,...,playerId`), the pitching leaderboard and
 * the projections export (Steamer, THE BAT X). FanGraphs writes percents as
 * fractions (K% 0.175), so they are multiplied by 100; a "17.5 %" cell is read
 * as written. IP is in thirds notation. `PlayerId`/`playerId` is a FanGraphs id,
 * never an MLBAM id: only `MLBAMID` fills mlbamId. In the pitch-type tab `FB%`
 * (next to `FBv`) is fastball usage, not fly balls, and is not read.
 */
import type { ParsedInput } from './parsed-input.ts';
import { parseStatTable, statColumn as col, type StatColumnSpec, type StatTableSpec } from './stat-table.ts';
import type { StatRow } from '../inputs/rows.ts';

/** Batted-ball and Statcast percents as FanGraphs exports them (fractions). */
const BATTED_BALL: readonly StatColumnSpec[] = [
  col('K%', 'fraction', 'K%'),
  col('BB%', 'fraction', 'BB%'),
  col('LD', 'fraction', 'LD%'),
  { key: 'FB', unit: 'fraction', headers: ['FB%'], unlessHeader: ['FBv'] },
  col('IFFB%', 'fraction', 'IFFB%'),
  col('Pull', 'fraction', 'Pull%'),
  col('Hard%', 'fraction', 'Hard%'),
  col('HC%', 'fraction', 'Hard%'),
  col('HardHit%', 'fraction', 'HardHit%'),
  col('Barrel%', 'fraction', 'Barrel%'),
];

const BATTING_LINE: readonly StatColumnSpec[] = [
  col('G', 'count', 'G'),
  col('PA', 'count', 'PA'),
  col('AB', 'count', 'AB'),
  col('H', 'count', 'H'),
  col('HR', 'count', 'HR'),
  col('AVG', 'rate', 'AVG'),
  col('OBP', 'rate', 'OBP'),
  col('SLG', 'rate', 'SLG'),
  col('ISO', 'rate', 'ISO'),
];

const STATCAST: readonly StatColumnSpec[] = [
  col('EV', 'rate', 'EV'),
  col('maxEV', 'rate', 'maxEV'),
  col('LA', 'rate', 'LA'),
  col('xBA', 'rate', 'xBA'),
  col('xSLG', 'rate', 'xSLG'),
  col('wOBA', 'rate', 'wOBA'),
  col('xwOBA', 'rate', 'xwOBA'),
];

const ids = { mlbamIdColumns: ['MLBAMID'], sourceIdColumns: ['PlayerId'] } as const;

function leaderboardFormat(header: readonly string[]): string {
  const has = (name: string) => header.some((h) => h.trim().toLowerCase() === name.toLowerCase());
  if (has('Tm') && !has('MLBAMID')) return 'fangraphs-splits';
  if (has('Season')) return 'fangraphs-leaderboard-multiseason';
  return 'fangraphs-leaderboard';
}

export const FANGRAPHS_BATTERS: StatTableSpec = {
  format: leaderboardFormat,
  columns: [...BATTING_LINE, ...BATTED_BALL, ...STATCAST],
  ...ids,
  modelColumns: {
    HR: 'hr falls back to the next source for every hitter',
    AVG: 'avg falls back to the next source for every hitter',
    SLG: 'slg falls back to the next source for every hitter',
    LD: 'ld is null for all hitters',
    FB: 'fb and trueFb are null for all hitters',
    'IFFB%': 'iffb and trueFb are null for all hitters',
    Pull: 'pull is null for all hitters',
    'Hard%': 'hc is null for all hitters',
    'K%': 'kPct is null for all hitters',
  },
};

export const FANGRAPHS_PITCHERS: StatTableSpec = {
  format: leaderboardFormat,
  columns: [
    col('G', 'count', 'G'),
    col('GS', 'count', 'GS'),
    col('IP', 'innings-thirds', 'IP'),
    col('SV', 'count', 'SV'),
    col('HLD', 'count', 'HLD'),
    col('ERA', 'rate', 'ERA'),
    col('K/9', 'rate', 'K/9'),
    col('HR/9', 'rate', 'HR/9'),
    // A pitcher's PA are the batters he faced.
    col('PA', 'count', 'TBF'),
    col('vFA', 'rate', 'vFA (pi)', 'vFA (sc)', 'vFA'),
    col('vSI', 'rate', 'vSI (pi)', 'vSI (sc)', 'vSI'),
    ...BATTED_BALL,
  ],
  ...ids,
  modelColumns: {
    IP: "the opposing starter's ip falls back to the next source",
    ERA: "the opposing starter's era falls back to the next source",
    'K/9': "the opposing starter's k9 is null",
    'K%': "the opposing starter's kPct falls back to the next source",
  },
};

/**
 * A projections export's counts (G, PA, AB, H, HR) are projected rest-of-season
 * figures, another quantity than the season-to-date counts every other source
 * gives (AB 101.3 projected against 520 to date): they are not read, so `ab` and
 * `hr` always mean the season to date. Its rates keep their meaning and are read.
 */
const PROJECTED_RATES: readonly StatColumnSpec[] = BATTING_LINE.filter((c) => !['G', 'PA', 'AB', 'H', 'HR'].includes(c.key));

export const FANGRAPHS_PROJECTIONS: StatTableSpec = {
  format: 'fangraphs-projections',
  columns: [...PROJECTED_RATES, ...BATTED_BALL, ...STATCAST],
  ...ids,
};

/** fangraphs-stats.csv */
export function parseFangraphsBatters(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, FANGRAPHS_BATTERS);
}

/** fangraphs-pitchers.csv */
export function parseFangraphsPitchers(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, FANGRAPHS_PITCHERS);
}

/** projections.csv: rates and percents only (see FANGRAPHS_PROJECTIONS). */
export function parseFangraphsProjections(file: string, bytes: Uint8Array): ParsedInput<StatRow> {
  return parseStatTable(file, bytes, FANGRAPHS_PROJECTIONS);
}
