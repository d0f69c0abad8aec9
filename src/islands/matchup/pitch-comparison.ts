/**
 * Run-value maths of Main Matchup and Batter vs Bullpen (docs/product.md#main-matchup-and-batter-vs-bullpen).
 * Pure functions over the matchups.json contract; no React.
 *
 * Pitch types are matched by Savant's pitch_type code, trimmed and
 * upper-cased, as the pipeline's RV comparison does (pitch names differ
 * between exports, codes do not).
 *
 * Comparisons ("which side is higher", differences) are made on the values as
 * displayed (DISPLAY_DECIMALS.runValue), so the "+delta" marker never
 * contradicts the two numbers shown next to it.
 */
import type { MatchupPitcher, PitchValue } from '../../../domain/contracts/index.ts';
import { DISPLAY_DECIMALS } from '../../../domain/spec-constants.ts';
import { PITCH_BAR_MAX } from '../../config/ui-settings.ts';
import { formatFixed, MISSING_TEXT, roundDecimal } from '../../lib/format.ts';

export function pitchKey(pitchType: string): string {
  return pitchType.trim().toUpperCase();
}

/** A run value rounded as displayed. */
export function displayedRunValue(value: number): number {
  return roundDecimal(value, DISPLAY_DECIMALS.runValue);
}

/** "1.23", "-0.50"; missing as MISSING_TEXT. */
export function formatRunValue(value: number | null): string {
  return formatFixed(value, DISPLAY_DECIMALS.runValue);
}

/** "+1.23", "-0.50", "+0.00": a signed difference. */
export function formatSignedRunValue(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_TEXT;
  const text = formatRunValue(value);
  return text.startsWith('-') ? text : `+${text}`;
}

/**
 * Width of a pitch bar in percent of its track: the run value clamped to
 * 0..PITCH_BAR_MAX (spec: "Pitch bars scale run values from 0 to 5").
 */
export function barWidthPercent(value: number | null): number {
  if (value === null || !Number.isFinite(value)) return 0;
  const clamped = Math.min(Math.max(value, 0), PITCH_BAR_MAX);
  return (clamped / PITCH_BAR_MAX) * 100;
}

export type Leader = 'batter' | 'pitcher' | 'even';

export interface PitchComparisonRow {
  pitchType: string;
  pitchName: string;
  /** The pitcher's usage of the pitch, percent; null when unknown. */
  usage: number | null;
  /** The batter's run value against this pitch type; null when he has none. */
  batterRv: number | null;
  pitcherRv: number;
  /** Which side is higher (as displayed); null when the batter's value is missing. */
  leader: Leader | null;
  /** |batter − pitcher| as displayed; null when the batter's value is missing. */
  delta: number | null;
}

/** The first entry per pitch type (an arsenal export has one row per type). */
export function indexByPitchType(pitches: readonly PitchValue[]): Map<string, PitchValue> {
  const index = new Map<string, PitchValue>();
  for (const pitch of pitches) {
    const key = pitchKey(pitch.pitchType);
    if (key !== '' && !index.has(key)) index.set(key, pitch);
  }
  return index;
}

/**
 * One row per pitch type the pitcher throws, in his arsenal's order, with the
 * batter's run value against it (null when the batter has no pitch data or no
 * value for that type).
 */
export function comparePitches(pitcherPitches: readonly PitchValue[], batterPitches: readonly PitchValue[] | null): PitchComparisonRow[] {
  const batterIndex = indexByPitchType(batterPitches ?? []);
  return [...indexByPitchType(pitcherPitches)].map(([key, thrown]) => {
    const faced = batterIndex.get(key);
    const batterRv = faced && Number.isFinite(faced.runValue) ? faced.runValue : null;
    let leader: Leader | null = null;
    let delta: number | null = null;
    if (batterRv !== null) {
      const b = displayedRunValue(batterRv);
      const p = displayedRunValue(thrown.runValue);
      leader = b > p ? 'batter' : p > b ? 'pitcher' : 'even';
      delta = displayedRunValue(Math.abs(b - p));
    }
    return {
      pitchType: key,
      pitchName: thrown.pitchName,
      usage: thrown.usage,
      batterRv,
      pitcherRv: thrown.runValue,
      leader,
      delta,
    };
  });
}

/** Mean run value over the pitches; null when there are none. */
export function averageRunValue(pitches: readonly PitchValue[] | null): number | null {
  const values = (pitches ?? []).map((p) => p.runValue).filter(Number.isFinite);
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

export interface BullpenPitchAverage {
  pitchType: string;
  pitchName: string;
  /** Mean run value of the bullpen pitchers who throw this pitch type. */
  average: number;
  /** How many bullpen pitchers that mean is over. */
  pitchers: number;
}

/**
 * The opposing bullpen's average run value per pitch type: a plain mean over
 * the relievers who throw it (each reliever counts once, whatever his usage).
 * Ordered by how many relievers throw it, then by code.
 */
export function bullpenAverageByPitch(bullpen: readonly MatchupPitcher[]): BullpenPitchAverage[] {
  const sums = new Map<string, { pitchName: string; total: number; pitchers: number }>();
  for (const pitcher of bullpen) {
    for (const [key, pitch] of indexByPitchType(pitcher.pitches ?? [])) {
      if (!Number.isFinite(pitch.runValue)) continue;
      const entry = sums.get(key) ?? { pitchName: pitch.pitchName, total: 0, pitchers: 0 };
      entry.total += pitch.runValue;
      entry.pitchers += 1;
      sums.set(key, entry);
    }
  }
  return [...sums]
    .map(([pitchType, e]) => ({ pitchType, pitchName: e.pitchName, average: e.total / e.pitchers, pitchers: e.pitchers }))
    .sort((a, b) => b.pitchers - a.pitchers || (a.pitchType < b.pitchType ? -1 : a.pitchType > b.pitchType ? 1 : 0));
}

export interface BatterVersusBullpenRow {
  pitchType: string;
  pitchName: string;
  batterRv: number;
  bullpenRv: number;
  /** batter − bullpen average. */
  difference: number;
}

export interface BatterVersusBullpen {
  rows: BatterVersusBullpenRow[];
  /** Mean of the differences; null when no pitch type is on both sides. */
  averageDifference: number | null;
}

/**
 * Summary card 2: for each pitch type the batter has a run value against AND
 * the opposing bullpen throws (in the batter's order), his run value against
 * the bullpen's average on it, and the mean of those differences.
 */
export function batterVersusBullpen(batterPitches: readonly PitchValue[] | null, bullpen: readonly MatchupPitcher[]): BatterVersusBullpen {
  const averages = new Map(bullpenAverageByPitch(bullpen).map((a) => [a.pitchType, a]));
  const rows: BatterVersusBullpenRow[] = [];
  for (const [key, pitch] of indexByPitchType(batterPitches ?? [])) {
    const bullpenAverage = averages.get(key);
    if (!bullpenAverage || !Number.isFinite(pitch.runValue)) continue;
    rows.push({
      pitchType: key,
      pitchName: pitch.pitchName,
      batterRv: pitch.runValue,
      bullpenRv: bullpenAverage.average,
      difference: pitch.runValue - bullpenAverage.average,
    });
  }
  const averageDifference = rows.length === 0 ? null : rows.reduce((sum, row) => sum + row.difference, 0) / rows.length;
  return { rows, averageDifference };
}
