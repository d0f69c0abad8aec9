/**
 * The one table of plausibility bounds: for every numeric column the model or a
 * page reads, the range a value must fall in, in the unit the pipeline keeps
 * (percents 0-100, rates as fractions, innings as true decimals, speeds in mph,
 * angles in degrees). A value outside its range rejects the row, naming the
 * column, the value and the range. A value written with a percent sign ("47.8%")
 * in a column that is not a percent is rejected by the same rule, never read as
 * 47.8 or as 0.478. docs/inputs.md states this table (a test keeps them equal).
 */
import type { StatKey } from '../inputs/rows.ts';
import { TEMPERATURE_BOUNDS_F } from '../core/weather.ts';
import { readNumber } from './values.ts';
import { rejectField, type Field } from './parsed-input.ts';

export interface Bound {
  min: number;
  max: number;
  /** What the number is, for the docs and the reasons. */
  unit:
    | 'count'
    | 'fraction'
    | 'percent'
    | 'mph'
    | '°F'
    | 'degrees'
    | 'feet'
    | 'innings'
    | 'per 9 innings'
    | 'runs per 9 innings'
    | 'park index (100 = neutral)'
    | 'park multiplier (1 = neutral)'
    | 'American odds';
}

const count = (max: number): Bound => ({ min: 0, max, unit: 'count' });
const FRACTION: Bound = { min: 0, max: 1, unit: 'fraction' };
const PERCENT: Bound = { min: 0, max: 100, unit: 'percent' };
const EXIT_VELOCITY: Bound = { min: 40, max: 125, unit: 'mph' };
const PITCH_VELOCITY: Bound = { min: 40, max: 110, unit: 'mph' };
const LAUNCH_ANGLE: Bound = { min: -90, max: 90, unit: 'degrees' };

/** Bounds of the stat-table columns, by canonical stat key. */
export const STAT_BOUNDS: Readonly<Record<StatKey, Bound>> = {
  G: count(200),
  PA: count(900),
  AB: count(800),
  H: count(300),
  HR: count(100),
  AVG: FRACTION,
  OBP: FRACTION,
  SLG: { min: 0, max: 4, unit: 'fraction' },
  ISO: { min: 0, max: 3, unit: 'fraction' },
  'K%': PERCENT,
  'BB%': PERCENT,
  'Hard%': PERCENT,
  'HardHit%': PERCENT,
  'Barrel%': PERCENT,
  Barrels: count(200),
  BBE: count(700),
  'Brl/PA': PERCENT,
  EV: EXIT_VELOCITY,
  maxEV: EXIT_VELOCITY,
  LA: LAUNCH_ANGLE,
  LD: PERCENT,
  FB: PERCENT,
  'IFFB%': PERCENT,
  Pull: PERCENT,
  'HC%': PERCENT,
  IP: { min: 0, max: 400, unit: 'innings' },
  GS: count(50),
  ERA: { min: 0, max: 300, unit: 'runs per 9 innings' },
  SV: count(100),
  HLD: count(100),
  'K/9': { min: 0, max: 27, unit: 'per 9 innings' },
  'HR/9': { min: 0, max: 120, unit: 'per 9 innings' },
  vFA: PITCH_VELOCITY,
  vSI: PITCH_VELOCITY,
  xBA: FRACTION,
  xSLG: { min: 0, max: 4, unit: 'fraction' },
  wOBA: { min: 0, max: 2.5, unit: 'fraction' },
  xwOBA: { min: 0, max: 2.5, unit: 'fraction' },
};

/**
 * Bounds of an anytime-HR market's prices (odds.json). The "Yes" side: -1000 to
 * +10000, an implied chance of 90.9 % down to 0.99 %. No hitter's chance of a home
 * run in one game is near either end (the best sluggers are about 30-35 %, a
 * pitcher batting about 1-2 %), so a price outside is a typing or feed error
 * (+100000 would read as a 0.1 % chance and an EV of hundreds per $1). The "No"
 * side is the complement's price and mirrors it: -10000 to +1000. A two-sided
 * market's overround (both implied chances summed, minus 1) must lie in 0 to 0.5:
 * below 0 the pair pays more than it takes (no book posts that), above 0.5 it is
 * not one market; either would corrupt the day's margin.
 */
export const ODDS_BOUNDS = {
  'anytime-HR Yes price': { min: -1000, max: 10000, unit: 'American odds' },
  'anytime-HR No price': { min: -10000, max: 1000, unit: 'American odds' },
  'anytime-HR two-sided overround': { min: 0, max: 0.5, unit: 'fraction' },
} as const satisfies Record<string, Bound>;

/**
 * Bounds of the probability model's real-season files (fit and backtest): a game's conditions at first pitch
 * (games_<y>.csv.gz; the temperature's range is the weather text's, core/weather.ts) and a batter-season's Statcast
 * aggregates (statcast_batting_<y>.csv). A wind of 60 mph or more is no game-time reading (MLB games are not played in
 * it); a hitter's season has at most 800 PAs.
 */
export const MODEL_DATA_BOUNDS = {
  'first-pitch temperature': { min: TEMPERATURE_BOUNDS_F.min, max: TEMPERATURE_BOUNDS_F.max, unit: '°F' },
  'first-pitch wind speed': { min: 0, max: 60, unit: 'mph' },
  'Statcast plate appearances': count(800),
  'Statcast batted-ball events': count(700),
  'Statcast barrels': count(200),
} as const satisfies Record<string, Bound>;

/** Bounds of the columns read outside the stat tables (last-7-day lines, home-run events, BvP lines, a bullpen arm's daily pitches). */
export const OTHER_BOUNDS = {
  'last7 AVG': FRACTION,
  'last7 SLG': { min: 0, max: 4, unit: 'fraction' },
  'home-run distance': { min: 0, max: 600, unit: 'feet' },
  'home-run exit velocity': EXIT_VELOCITY,
  'home-run launch angle': LAUNCH_ANGLE,
  'BvP AVG': FRACTION,
  'BvP OBP': FRACTION,
  'BvP SLG': { min: 0, max: 4, unit: 'fraction' },
  'bullpen usage': { min: 0, max: 150, unit: 'count' },
  'HR park factor (index)': { min: 50, max: 200, unit: 'park index (100 = neutral)' },
  'HR park factor (multiplier)': { min: 0.5, max: 2, unit: 'park multiplier (1 = neutral)' },
  'box-score plate appearances': { min: 0, max: 15, unit: 'count' },
  'box-score home runs': { min: 0, max: 5, unit: 'count' },
  ...ODDS_BOUNDS,
  ...MODEL_DATA_BOUNDS,
} as const satisfies Record<string, Bound>;

const formatRange = (b: Bound): string => `[${b.min}, ${b.max}]`;

/** Rejects the row when `value` is outside `bound`; returns the value. */
export function checkBound(value: number, bound: Bound, field: Field): number {
  if (value < bound.min || value > bound.max) rejectField(field, `${value} is out of range ${formatRange(bound)} (${bound.unit})`);
  return value;
}

/** A number cell checked against its bound: empty gives null; a percent sign outside a percent column rejects the row. */
export function parseBounded(raw: string | undefined, field: Field, bound: Bound): number | null {
  const parsed = readNumber(raw);
  if (!parsed.ok) return rejectField(field, parsed.reason);
  if (parsed.value === null) return null;
  if (parsed.percentSign === true && bound.unit !== 'percent') {
    rejectField(field, `${parsed.value}% is a percent, but this column is a ${bound.unit} in ${formatRange(bound)}`);
  }
  return checkBound(parsed.value, bound, field);
}

/** The table as docs/inputs.md states it: one line per column. */
export function boundsTable(): string {
  const rows = [...Object.entries(STAT_BOUNDS), ...Object.entries(OTHER_BOUNDS)].map(([key, b]) => `| ${key} | ${b.min} | ${b.max} | ${b.unit} |`);
  return ['| Column | Min | Max | Unit |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
