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
import { PITCH_BAR_SCALE_STEPS } from '../../config/ui-settings.ts';
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
 * The scale of a view's pitch bars: every bar runs from -scale to +scale with 0 in the middle,
 * scale being the largest |run value| the view can show rounded up to a PITCH_BAR_SCALE_STEPS
 * step (the spec's fixed 0-5 scale pinned every bar of a season's run values, which reach
 * tens of runs, at an end). `pitchers`: the arsenals the view draws (a starter, or a bullpen);
 * `batters`: the lineup's, counted on the pitch types those pitchers throw only. One scale per
 * view, so a pitcher's bars keep their length while the visitor goes through the lineup.
 */
export function pitchBarScale(pitchers: readonly (readonly PitchValue[] | null)[], batters: readonly (readonly PitchValue[] | null)[]): number {
  const thrown = new Set<string>();
  let largest = 0;
  const count = (value: number) => {
    if (Number.isFinite(value)) largest = Math.max(largest, Math.abs(displayedRunValue(value)));
  };
  for (const pitches of pitchers) {
    for (const pitch of pitches ?? []) {
      thrown.add(pitchKey(pitch.pitchType));
      count(pitch.runValue);
    }
  }
  for (const pitches of batters) for (const pitch of pitches ?? []) if (thrown.has(pitchKey(pitch.pitchType))) count(pitch.runValue);
  return niceCeiling(largest);
}

/** The smallest PITCH_BAR_SCALE_STEPS step times a power of ten that is at least `value` (1 for 0). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = PITCH_BAR_SCALE_STEPS.find((candidate) => candidate * power >= value * (1 - 1e-12)) ?? 10;
  return roundDecimal(step * power, 12);
}

/**
 * Where a run value's bar sits on its track, in percent of the track: from the centre (0) to the
 * right for a positive value, to the left for a negative one; `scale` is the track's end.
 */
export function barPlacement(value: number | null, scale: number): { left: number; width: number } {
  if (value === null || !Number.isFinite(value) || !(scale > 0)) return { left: 50, width: 0 };
  const width = (Math.min(Math.abs(value), scale) / scale) * 50;
  return { left: value < 0 ? 50 - width : 50, width };
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
