/** Pitch types as Savant codes and names them, and the per-pitch arsenal rows. */
import { clamp, round, type PitchRow } from './league.ts';
import type { Rng } from './rng.ts';

export const PITCH_NAMES: Readonly<Record<string, string>> = {
  FF: '4-Seam Fastball',
  SI: 'Sinker',
  FC: 'Cutter',
  SL: 'Slider',
  ST: 'Sweeper',
  CU: 'Curveball',
  KC: 'Knuckle Curve',
  CH: 'Changeup',
  FS: 'Split-Finger',
  SV: 'Slurve',
};

export const FASTBALLS = new Set(['FF', 'SI', 'FC']);
const BREAKING = new Set(['SL', 'ST', 'CU', 'KC', 'SV']);

/** How often a batter sees each type across the league (percent, before per-batter noise). */
export const LEAGUE_PITCH_MIX: readonly (readonly [string, number])[] = [
  ['FF', 33],
  ['SI', 15],
  ['SL', 15],
  ['CH', 11],
  ['FC', 8],
  ['CU', 7],
  ['ST', 6],
  ['FS', 3],
  ['KC', 2],
];

/** Hard-hit percent shift by pitch type: fastballs are hit harder than breaking balls. */
export const HARD_HIT_SHIFT: Readonly<Record<string, number>> = {
  FF: 5,
  SI: 4,
  FC: 1,
  SL: -5,
  ST: -7,
  CU: -6,
  KC: -6,
  CH: -3,
  FS: -6,
  SV: -6,
};

function whiffFor(type: string, rng: Rng, shift: number): number {
  const base = FASTBALLS.has(type) ? 20 : BREAKING.has(type) ? 33 : 31;
  return round(clamp(base + shift + rng.normal(0, 5), 5, 55), 1);
}

/** Splits 100 into one-decimal parts proportional to the weights (largest remainder), so they sum to exactly 100.0. */
export function usageShares(weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const tenths = weights.map((w) => (w / total) * 1000);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((s, v) => s + v, 0);
  const order = tenths.map((t, i) => [t - Math.floor(t), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing--;
  }
  return floors.map((t) => t / 10);
}

export interface PitchRowContext {
  /** Total pitches thrown (pitcher) or seen (batter) over the season. */
  totalPitches: number;
  plateAppearances: number;
  /** The player's season AVG and SLG (allowed, for a pitcher). */
  avg: number;
  slg: number;
  /** Season hard-hit percent (allowed, for a pitcher). */
  hardHitPct: number;
  /** Quality on the run-value scale, runs per 100 pitches from the player's side. */
  runValueBase: number;
  /** Whiff-rate shift: positive for a pitcher with good stuff or a batter who swings through. */
  whiffShift: number;
}

export function pitchRow(rng: Rng, type: string, usage: number, ctx: PitchRowContext): PitchRow {
  const pitches = Math.max(1, Math.round((ctx.totalPitches * usage) / 100));
  const pa = Math.max(0, Math.round(((ctx.plateAppearances * usage) / 100) * rng.float(0.85, 1.15)));
  const typeShift = FASTBALLS.has(type) ? 0.012 : -0.015;
  const ba = round(clamp(ctx.avg + typeShift + rng.normal(0, 0.03), 0.09, 0.42), 3);
  const slg = round(clamp(ba * (ctx.slg / Math.max(ctx.avg, 0.1)) + rng.normal(0, 0.05), ba, 0.95), 3);
  const woba = round(clamp(0.12 + 0.5 * ba + 0.22 * slg + rng.normal(0, 0.012), 0.12, 0.55), 3);
  const whiffPct = whiffFor(type, rng, ctx.whiffShift);
  const kPct = round(clamp(whiffPct * 0.8 + rng.normal(0, 4), 3, 50), 1);
  const putAway = round(clamp(kPct * 0.75 + rng.normal(0, 3), 2, 40), 1);
  const runValuePer100 = round(clamp(ctx.runValueBase + rng.normal(0, 1.1), -4.5, 4.5), 1);
  const runValue = Math.round((runValuePer100 * pitches) / 100);
  const hardHitPct = pa < 8 ? null : round(clamp(ctx.hardHitPct + (HARD_HIT_SHIFT[type] ?? 0) + rng.normal(0, 5), 8, 64.5), 1);
  return {
    type,
    name: PITCH_NAMES[type] ?? type,
    usage,
    pitches,
    pa,
    ba,
    slg,
    woba,
    whiffPct,
    kPct,
    putAway,
    xBA: round(clamp(ba + rng.normal(0, 0.02), 0.08, 0.45), 3),
    xSLG: round(clamp(slg + rng.normal(0, 0.04), 0.1, 1), 3),
    xwOBA: round(clamp(woba + rng.normal(0, 0.015), 0.1, 0.56), 3),
    hardHitPct,
    runValuePer100,
    runValue,
  };
}

/** Sets a row's run value from a per-100 figure, keeping the integer run value consistent. */
export function setRunValue(row: PitchRow, per100: number): void {
  row.runValuePer100 = round(per100, 1);
  row.runValue = Math.round((row.runValuePer100 * row.pitches) / 100);
}
