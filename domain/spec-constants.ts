/**
 * Every constant the specification states, in one place, named as the spec names it.
 * Each entry quotes its spec line ("P1" = part 1, "P2" = part 2, with the section).
 *
 * The site imports this module too: it must stay free of Node imports and of
 * anything with side effects. Type-only imports from the contracts are fine.
 */
import type { CalculatorWeightKey, CalculatorWeights, Normalisation, Preset } from './contracts/calculator.ts';

// ---------------------------------------------------------------------------
// HR Projections model (P1 §9)
// ---------------------------------------------------------------------------

/** One weighted, linearly normalised stat: normalised = (v - offset) / scale. */
export interface WeightedNormalisation extends Normalisation {
  weight: number;
}

/** The model's stats in the spec's table order. */
export const HR_MODEL_FEATURE_KEYS = [
  'barrelRate',
  'exitVelo',
  'launchAngle',
  'hardHitRate',
  'maxEV',
  'parkFactor',
  'temperature',
  'hr',
  'avg',
  'slg',
  'hrRate',
  'battingOrder',
] as const;
export type HrModelFeatureKey = (typeof HR_MODEL_FEATURE_KEYS)[number];

/**
 * P1 §9 "HR Projections model. hrProbability is the weight-averaged normalised score
 * over the available stats only. It is null if no stat is available."
 *
 * Units of the values fed in: barrelRate, hardHitRate percent 0-100 (as Savant writes
 * them); hrRate = HR / AB, a fraction; avg, slg fractions; parkFactor a percent index
 * (100 = neutral) — see model.ts, which converts the projection row's multiplier.
 */
export const HR_MODEL_TERMS: Readonly<Record<HrModelFeatureKey, Readonly<WeightedNormalisation>>> = {
  /** "| barrelRate | 22 | v / 30 |" */
  barrelRate: { weight: 22, offset: 0, scale: 30, formula: 'v / 30' },
  /** "| exitVelo | 12 | (v-80)/20 |" */
  exitVelo: { weight: 12, offset: 80, scale: 20, formula: '(v-80)/20' },
  /** "| launchAngle | 6 | (v-10)/20 |" */
  launchAngle: { weight: 6, offset: 10, scale: 20, formula: '(v-10)/20' },
  /** "| hardHitRate | 8 | v / 50 |" */
  hardHitRate: { weight: 8, offset: 0, scale: 50, formula: 'v / 50' },
  /** "| maxEV | 5 | (v-100)/20 |" */
  maxEV: { weight: 5, offset: 100, scale: 20, formula: '(v-100)/20' },
  /** "| parkFactor | 5 | v / 100 |" */
  parkFactor: { weight: 5, offset: 0, scale: 100, formula: 'v / 100' },
  /** "| temperature | 2 | (v-50)/50 |" */
  temperature: { weight: 2, offset: 50, scale: 50, formula: '(v-50)/50' },
  /** "| hr | 8 | v / 10 |" */
  hr: { weight: 8, offset: 0, scale: 10, formula: 'v / 10' },
  /** "| avg | 4 | v / 0.4 |" */
  avg: { weight: 4, offset: 0, scale: 0.4, formula: 'v / 0.4' },
  /** "| slg | 6 | v / 1.2 |" */
  slg: { weight: 6, offset: 0, scale: 1.2, formula: 'v / 1.2' },
  /** "| hrRate | 22 | unchanged |" */
  hrRate: { weight: 22, offset: 0, scale: 1, formula: 'unchanged' },
  /** "| battingOrder | 5 | 1-(v-1)/8 |" — the same line as (v - 9) / -8. */
  battingOrder: { weight: 5, offset: 9, scale: -8, formula: '1-(v-1)/8' },
};

/**
 * P1 §9 "Batting order is absent from the feature set used on the custom-model table.
 * There the features are barrelRate, exitVelo, launchAngle, hardHitRate, maxEV,
 * parkFactor, temperature, hr, avg, slg and hrRate. Both readings exist."
 */
export const CUSTOM_MODEL_FEATURES = [
  'barrelRate',
  'exitVelo',
  'launchAngle',
  'hardHitRate',
  'maxEV',
  'parkFactor',
  'temperature',
  'hr',
  'avg',
  'slg',
  'hrRate',
] as const satisfies readonly HrModelFeatureKey[];
export type CustomModelFeatureKey = (typeof CUSTOM_MODEL_FEATURES)[number];

/**
 * P1 §9 "Defaults: temperature 70, park factor 1." (P1 §3: "temperature = the first
 * number in the weather text, default 70"; "Park Factor ... (default 1)".)
 * parkFactor here is the multiplier.
 */
export const MODEL_DEFAULTS = { temperature: 70, parkFactor: 1 } as const;

// ---------------------------------------------------------------------------
// Picks (P1 §9)
// ---------------------------------------------------------------------------

/** A lower bound: value >= min when inclusive, value > min otherwise. */
export interface Threshold {
  min: number;
  inclusive: boolean;
}

export interface PickRule {
  hrProbability: Threshold;
  /** Percent 0-100. */
  barrelRate: Threshold;
  /** Percent 0-100 (after the fraction rule, see HARD_HIT_FRACTION_CUTOFF). */
  hardHitRate: Threshold;
  /** mph. */
  exitVelo: Threshold;
  maxPicks: number;
}

/**
 * P1 §9 Picks.
 *
 * UNITS — the one place this is decided: the spec's model normalises barrelRate as a
 * percent ("barrelRate | 22 | v / 30", so 15 means 15 %), while its pick rules write
 * "barrelRate > 0.15" and "barrelRate > 0.07", fractions. Longball keeps every
 * percent as 0-100 in the data (as Savant exports it), so the pick thresholds are
 * applied as 15 % and 7 %. Read as a fraction against percent data, "> 0.15" would
 * pass every hitter with any barrel at all.
 */
export const PICK_RULES: Readonly<{ confident: Readonly<PickRule>; punt: Readonly<PickRule> }> = {
  /** "Confident: hrProbability >= 0.4, barrelRate > 0.15, hard hit > 34, exit velo > 92. ... Maximum 5." */
  confident: {
    hrProbability: { min: 0.4, inclusive: true },
    barrelRate: { min: 15, inclusive: false },
    hardHitRate: { min: 34, inclusive: false },
    exitVelo: { min: 92, inclusive: false },
    maxPicks: 5,
  },
  /** "Punt: hrProbability > 0.32, barrelRate > 0.07, hard hit > 27.5, exit velo > 90, and not already in Confident. Maximum 5." */
  punt: {
    hrProbability: { min: 0.32, inclusive: false },
    barrelRate: { min: 7, inclusive: false },
    hardHitRate: { min: 27.5, inclusive: false },
    exitVelo: { min: 90, inclusive: false },
    maxPicks: 5,
  },
};

/** P1 §9 "Hard-hit values <= 1 are treated as fractions and multiplied by 100." */
export const HARD_HIT_FRACTION_CUTOFF = 1;

// ---------------------------------------------------------------------------
// HR Calculator (P1 §2, §3, §5, §9)
// ---------------------------------------------------------------------------

/**
 * P1 §9 "Default weights: hrRate 20, isoRate 15, barrelRate 25, exitVelo 20,
 * launchAngle 15, parkFactor 10, recentPerformance 5, temperature 5."
 * As written these total 115 (the presets 115, 120 and 110). Kept as stated: the score
 * is a weighted average, so the weights are shares (20 of 115 = 17.4 %) and the badge
 * rule applies to the shares, which total 100 % (domain/scoring/calculator.ts).
 */
export const CALCULATOR_DEFAULT_WEIGHTS: Readonly<CalculatorWeights> = {
  hrRate: 20,
  isoRate: 15,
  barrelRate: 25,
  exitVelo: 20,
  launchAngle: 15,
  parkFactor: 10,
  recentPerformance: 5,
  temperature: 5,
};

/**
 * P1 §9 "Normalisation: hrRate /0.1, iso /0.4, barrel /30, exit velo (v-80)/20,
 * launch angle (v-10)/20, park /100, recent /0.1, temperature (v-50)/50."
 */
export const CALCULATOR_NORMALISATIONS: Readonly<Record<CalculatorWeightKey, Readonly<Normalisation>>> = {
  hrRate: { offset: 0, scale: 0.1, formula: 'v / 0.1' },
  isoRate: { offset: 0, scale: 0.4, formula: 'v / 0.4' },
  barrelRate: { offset: 0, scale: 30, formula: 'v / 30' },
  exitVelo: { offset: 80, scale: 20, formula: '(v-80)/20' },
  launchAngle: { offset: 10, scale: 20, formula: '(v-10)/20' },
  parkFactor: { offset: 0, scale: 100, formula: 'v / 100' },
  recentPerformance: { offset: 0, scale: 0.1, formula: 'v / 0.1' },
  temperature: { offset: 50, scale: 50, formula: '(v-50)/50' },
};

/** P1 §9 "A missing park factor defaults to 1." (a multiplier: 100 as a percent) */
export const CALCULATOR_PARK_FACTOR_DEFAULT = 1;

/**
 * P1 §9 "Presets (order: hrRate, isoRate, barrelRate, exitVelo, launchAngle, parkFactor,
 * recentPerformance, temperature)".
 */
export const CALCULATOR_PRESETS: readonly Readonly<Preset>[] = [
  /** "| Standard Model | 20,15,25,20,15,10,5,5 | Balanced weights for all factors |" */
  {
    name: 'Standard Model',
    description: 'Balanced weights for all factors',
    weights: {
      hrRate: 20,
      isoRate: 15,
      barrelRate: 25,
      exitVelo: 20,
      launchAngle: 15,
      parkFactor: 10,
      recentPerformance: 5,
      temperature: 5,
    },
  },
  /** "| Power Hitters Focus | 15,15,30,30,20,5,2,3 | Emphasizes barrel rate and exit velocity |" */
  {
    name: 'Power Hitters Focus',
    description: 'Emphasizes barrel rate and exit velocity',
    weights: {
      hrRate: 15,
      isoRate: 15,
      barrelRate: 30,
      exitVelo: 30,
      launchAngle: 20,
      parkFactor: 5,
      recentPerformance: 2,
      temperature: 3,
    },
  },
  /** "| Park Factor Heavy | 15,10,15,15,10,25,5,15 | Emphasizes ballpark effects and conditions |" */
  {
    name: 'Park Factor Heavy',
    description: 'Emphasizes ballpark effects and conditions',
    weights: {
      hrRate: 15,
      isoRate: 10,
      barrelRate: 15,
      exitVelo: 15,
      launchAngle: 10,
      parkFactor: 25,
      recentPerformance: 5,
      temperature: 15,
    },
  },
];

/** P1 §5 "Badge rule: the weights badge is "default" only when the total is exactly 100." */
export const CALCULATOR_WEIGHTS_TARGET_TOTAL = 100;

// ---------------------------------------------------------------------------
// RV Comparison, Main Matchup (P2 §5, §9)
// ---------------------------------------------------------------------------

export const RV_RULES = {
  /** P2 §9 "Hard-hit threshold 65" — P2 §5 "Hard Hitters requires both batter and pitcher hard-hit percent above 65." */
  hardHitThreshold: 65,
  /** P2 §9 "summary multiplier 1.5" — P2 §5 "a row's weighted run value must exceed 1.5 times the mean of all weighted values" */
  summaryMultiplier: 1.5,
  /** P2 §9 "usage minimum 20" — P2 §5 "pitch usage must be at least 20" */
  usageMinimum: 20,
  /** P2 §9 "count minimum 3" — P2 §5 "a batter needs at least 3 such pitches" */
  countMinimum: 3,
} as const;

// ---------------------------------------------------------------------------
// Park factors (P1 §3, P2 §5, §9)
// ---------------------------------------------------------------------------

/** P1 §3 "Park Factor is a percentage divided by 100 to give a multiplier (default 1)." */
export const PARK_FACTOR_DEFAULT = 1;

/** P1 §3 "A value under 10 is treated as already a multiplier and multiplied by 100 for display." */
export const PARK_FACTOR_MULTIPLIER_CUTOFF = 10;

/** P1 §3 "Park factor row: Team, Venue (default N/A), Park Factor." */
export const PARK_VENUE_DEFAULT = 'N/A';

/** P2 §9 "Park year default label: 2023-2025." */
export const PARK_YEAR_DEFAULT_LABEL = '2023-2025';

/**
 * P2 §5 "Park-factor colouring: above 105 strong red, above 100 light red, below 95
 * strong blue, below 100 light blue." Values are the percent index (100 = neutral).
 */
export const PARK_FACTOR_COLOURS = {
  strongRedAbove: 105,
  lightRedAbove: 100,
  strongBlueBelow: 95,
  lightBlueBelow: 100,
} as const;

/**
 * P2 §9 "Display rounding: run values 2 decimals; hard-hit 1 decimal; home-run averages
 * 1 decimal; pick probability as a percent with 1 decimal." (P1 §9 "Probabilities are
 * shown as a percent with 1 decimal.")
 */
export const DISPLAY_DECIMALS = {
  runValue: 2,
  hardHit: 1,
  homeRunAverage: 1,
  probabilityPercent: 1,
} as const;

// ---------------------------------------------------------------------------
// Plans (P2 §3, §9)
// ---------------------------------------------------------------------------

export interface Plan {
  id: 'basic' | 'pro';
  name: string;
  /** US dollars per interval. */
  price: number;
  interval: 'month';
  features: readonly string[];
}

/**
 * P2 §9 "Plans: Basic, 9.99 per month (Access to HR Projections, Basic Analytics, Daily
 * Updates, Email Support). Pro, 19.99 per month (All Basic Features, Advanced Analytics,
 * Real-time Updates, Priority Support, Custom Reports, API Access). Price identifiers:
 * not shown." The payment provider's price ids are configuration, not constants.
 * Pro lists only what is built: Priority Support (a Pro subscriber's feedback is marked priority,
 * migration 0008 and the support email). Advanced Analytics, Real-time Updates, Custom Reports and
 * API Access do not exist yet and are not sold (issue 23).
 */
export const PLANS: readonly Readonly<Plan>[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 9.99,
    interval: 'month',
    features: ['Access to HR Projections', 'Basic Analytics', 'Daily Updates', 'Email Support'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 19.99,
    interval: 'month',
    features: ['All Basic Features', 'Priority Support'],
  },
];
