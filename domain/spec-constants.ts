/**
 * Every constant of the product's rules, in one place, named after the rule. Each group
 * points to its section of docs/product.md, which says what the rule is and where it applies.
 *
 * The site imports this module too: it must stay free of Node imports and of
 * anything with side effects. Type-only imports from the contracts are fine.
 */
import type { CalculatorWeightKey, CalculatorWeights, Normalisation, Preset } from './contracts/calculator.ts';

// ---------------------------------------------------------------------------
// HR Projections score model (docs/product.md#score-model)
// ---------------------------------------------------------------------------

/** One weighted, linearly normalised stat: normalised = (v - offset) / scale. */
export interface WeightedNormalisation extends Normalisation {
  weight: number;
}

/** The model's twelve stats, in the order the site lists them. */
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
 * Weight and normalisation of each stat: hrProbability is their weighted average over the
 * stats the hitter has, null when he has none (domain/scoring/spec-model.ts).
 *
 * Units of the values fed in: barrelRate, hardHitRate percent 0-100 (as Savant writes
 * them); hrRate = HR / AB, a fraction; avg, slg fractions; parkFactor a percent index
 * (100 = neutral) — see model.ts, which converts the projection row's multiplier.
 */
export const HR_MODEL_TERMS: Readonly<Record<HrModelFeatureKey, Readonly<WeightedNormalisation>>> = {
  barrelRate: { weight: 22, offset: 0, scale: 30, formula: 'v / 30' },
  exitVelo: { weight: 12, offset: 80, scale: 20, formula: '(v-80)/20' },
  launchAngle: { weight: 6, offset: 10, scale: 20, formula: '(v-10)/20' },
  hardHitRate: { weight: 8, offset: 0, scale: 50, formula: 'v / 50' },
  maxEV: { weight: 5, offset: 100, scale: 20, formula: '(v-100)/20' },
  parkFactor: { weight: 5, offset: 0, scale: 100, formula: 'v / 100' },
  temperature: { weight: 2, offset: 50, scale: 50, formula: '(v-50)/50' },
  hr: { weight: 8, offset: 0, scale: 10, formula: 'v / 10' },
  avg: { weight: 4, offset: 0, scale: 0.4, formula: 'v / 0.4' },
  slg: { weight: 6, offset: 0, scale: 1.2, formula: 'v / 1.2' },
  hrRate: { weight: 22, offset: 0, scale: 1, formula: 'unchanged' },
  /** 1-(v-1)/8 is the same line as (v - 9) / -8. */
  battingOrder: { weight: 5, offset: 9, scale: -8, formula: '1-(v-1)/8' },
};

/**
 * The custom-model tab's stats: the model's, without batting order (both feature sets are
 * in use, docs/product.md#score-model).
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
 * Values used when a game has no reading: temperature in °F (when the weather text holds
 * no number), park factor as the multiplier (1 = neutral).
 */
export const MODEL_DEFAULTS = { temperature: 70, parkFactor: 1 } as const;

// ---------------------------------------------------------------------------
// The day's slate: prices to games, openers (docs/product.md#data-files-and-matching)
// ---------------------------------------------------------------------------

/**
 * An odds feed's event is the slate's game of the same two clubs whose first pitch is
 * closest to the event's, within this many minutes (a feed and the schedule agree to a
 * minute or two; a doubleheader's games are hours apart, the same clubs' next game a day).
 */
export const ODDS_EVENT_START_WINDOW_MINUTES = 120;

/**
 * A listed starter is an opener when his season (the pitching inputs: games, games started,
 * innings) has no start and at most `maxInningsPerGame` innings per appearance over at
 * least `minGames` games; the model then gives him only the batters his average outing
 * faces and the rest of the game to the bullpen.
 */
export const OPENER_RULE = { maxGamesStarted: 0, maxInningsPerGame: 1.5, minGames: 3 } as const;

// ---------------------------------------------------------------------------
// Picks (docs/product.md#picks)
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
 * The Confident and Punt rules.
 *
 * UNITS — the one place this is decided: the score model normalises barrelRate as a
 * percent (v / 30, so 15 means 15 %), while the pick rules were written with fractions
 * (0.15 and 0.07). Longball keeps every
 * percent as 0-100 in the data (as Savant exports it), so the pick thresholds are
 * applied as 15 % and 7 %. Read as a fraction against percent data, "> 0.15" would
 * pass every hitter with any barrel at all.
 */
export const PICK_RULES: Readonly<{ confident: Readonly<PickRule>; punt: Readonly<PickRule> }> = {
  /** Score at least 0.40, barrel rate over 15 %, hard-hit over 34 %, exit velocity over 92 mph; at most five. */
  confident: {
    hrProbability: { min: 0.4, inclusive: true },
    barrelRate: { min: 15, inclusive: false },
    hardHitRate: { min: 34, inclusive: false },
    exitVelo: { min: 92, inclusive: false },
    maxPicks: 5,
  },
  /** Score over 0.32, barrel rate over 7 %, hard-hit over 27.5 %, exit velocity over 90 mph, not already Confident; at most five. */
  punt: {
    hrProbability: { min: 0.32, inclusive: false },
    barrelRate: { min: 7, inclusive: false },
    hardHitRate: { min: 27.5, inclusive: false },
    exitVelo: { min: 90, inclusive: false },
    maxPicks: 5,
  },
};

/** A hard-hit value at or under this is a fraction and is turned into a percent (× 100) before the pick rules. */
export const HARD_HIT_FRACTION_CUTOFF = 1;

/**
 * The Value list (docs/product.md#picks): the hitters with the highest EV per $1 at the best price
 * any book offers, among those whose edge can be told from zero. Each rule's reason:
 * - `maxPicks` 5: as many as each of the spec's lists, so the three read alike (and are archived alike);
 * - `minEvPerDollar` 0, exclusive: a bet that does not pay at its own price is no value, whatever its edge;
 * - `minEdge` 0, exclusive, and `outsideNoise`: HR Chance must beat the books' consensus fair price, and by
 *   more than the 95 % interval of the two numbers (edgeWithinNoise false): an edge inside the noise ranks
 *   nothing;
 * - `notThin`: a hitter under THIN_EVIDENCE_PA plate appearances of his own behind HR Chance (evidenceThin) is left out:
 *   his HR Chance is mostly his slot's average, so his edge is about the price, not about him.
 * Ties: higher EV, then higher edge, then name, id and game, so the same day gives the same list.
 */
export const VALUE_PICK_RULES = {
  maxPicks: 5,
  minEvPerDollar: 0,
  minEdge: 0,
  outsideNoise: true,
  notThin: true,
} as const;

// ---------------------------------------------------------------------------
// HR Calculator (docs/product.md#hr-calculator)
// ---------------------------------------------------------------------------

/**
 * The calculator's default weights. They total 115 (the presets 115, 120 and 110), and are
 * kept so: the score
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
 * How each calculator factor is normalised before weighting.
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

/** The calculator's park factor when the player's game has none: neutral (a multiplier: 100 as a percent). */
export const CALCULATOR_PARK_FACTOR_DEFAULT = 1;

/**
 * The built-in presets, each with its weights in CALCULATOR_WEIGHT_KEYS order.
 */
export const CALCULATOR_PRESETS: readonly Readonly<Preset>[] = [
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

/** The weights badge is "default" when the weights total this (as shares; see badgeVariant). */
export const CALCULATOR_WEIGHTS_TARGET_TOTAL = 100;

// ---------------------------------------------------------------------------
// RV Comparison, Main Matchup (docs/product.md#rv-comparison)
// ---------------------------------------------------------------------------

export const RV_RULES = {
  /** Hard Hitters: the batter's and the pitcher's hard-hit percent must both be over this. */
  hardHitThreshold: 65,
  /** Summary: a row's weighted run value must be over this many times the mean of all weighted run values. */
  summaryMultiplier: 1.5,
  /** Summary: the pitcher's usage of the pitch, in percent, at least this. */
  usageMinimum: 20,
  /** Summary: a batter is listed with at least this many qualifying pitches. */
  countMinimum: 3,
} as const;

// ---------------------------------------------------------------------------
// Park factors (docs/product.md#park-factors)
// ---------------------------------------------------------------------------

/** The park factor multiplier when none is known: neutral. A percent index is divided by 100 to give the multiplier. */
export const PARK_FACTOR_DEFAULT = 1;

/** A park factor under this is already a multiplier (shown × 100); at or over it, a percent index. */
export const PARK_FACTOR_MULTIPLIER_CUTOFF = 10;

/** The venue shown for a park factor row whose file names none. */
export const PARK_VENUE_DEFAULT = 'N/A';

/** The seasons label of the park factors when the file gives no year. */
export const PARK_YEAR_DEFAULT_LABEL = '2023-2025';

/**
 * Where a park factor's colour changes, on the percent index (100 = neutral): strong red
 * over strongRedAbove, light red over lightRedAbove, strong blue under strongBlueBelow,
 * light blue under lightBlueBelow.
 */
export const PARK_FACTOR_COLOURS = {
  strongRedAbove: 105,
  lightRedAbove: 100,
  strongBlueBelow: 95,
  lightBlueBelow: 100,
} as const;

/**
 * Decimals shown (docs/product.md#tables): run values, hard-hit percents, home-run
 * averages, and probabilities as percents.
 */
export const DISPLAY_DECIMALS = {
  runValue: 2,
  hardHit: 1,
  homeRunAverage: 1,
  probabilityPercent: 1,
} as const;

// ---------------------------------------------------------------------------
// Plans (docs/product.md#subscribe)
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
 * The two monthly plans with the features each lists. The payment provider's price ids
 * are configuration (domain/config/env.ts), not constants.
 * Basic lists what a subscriber gets, in place of the spec's "Basic Analytics" and "Daily Updates":
 * HR Projections (subscribers only, src/lib/entitlement.ts) with its picks and model tabs, the HR
 * Calculator's player lookup (premium factors, islands/calculator/use-calculator-players.ts), the
 * four runs a day of the nightly workflow (docs/nightly.md) and the feedback button's support.
 * Pro lists exactly the Pro features that exist (docs/product.md#subscribe): API access (a personal
 * API key, docs/api.md), real-time updates (followed players' alerts), custom reports (saved table
 * views and the graded-picks CSV, docs/product.md#custom-reports) and priority support (a Pro
 * subscriber's feedback is marked priority, migration 0008 and the support email).
 */
export const PLANS: readonly Readonly<Plan>[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 9.99,
    interval: 'month',
    features: [
      "HR Projections: every starting hitter's HR Chance tonight, with the best sportsbook price, its fair probability, the edge and the EV",
      "Tonight's Confident and Punt picks",
      "Model tabs: your own weights and presets over tonight's hitters, filters and a CSV of the table",
      "HR Calculator: look up any hitter's factors and score him with your weights",
      'Updated four times a day as lineups are confirmed',
      'Email support: write to us from the feedback button',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 19.99,
    interval: 'month',
    features: [
      'All Basic Features',
      "API access: your own key for the day's projections and picks as JSON or CSV",
      'Real-time updates: a message when a player you follow is in a confirmed lineup or his HR Chance moves',
      'Custom reports: saved table views and a CSV of graded picks over a date range',
      'Priority support: your feedback is marked priority for our support team',
    ],
  },
];

// ---------------------------------------------------------------------------
// Followed-player alerts, Pro (docs/product.md#followed-players)
// ---------------------------------------------------------------------------

/**
 * A later run of the day alerts a followed player's Pro followers when his HR Chance (pHr,
 * 0-1) moved by at least this much since the previous run of that date: 0.02 = 2 percentage
 * points, about a tenth of a typical starter's chance, so a rounding wobble never mails anyone.
 */
export const FOLLOW_ALERT_HR_CHANCE_MOVE = 0.02;

/** The same for his edge (pHr - fair probability, both runs with odds): 0.02 = 2 points. */
export const FOLLOW_ALERT_EDGE_MOVE = 0.02;
