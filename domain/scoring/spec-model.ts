/**
 * The HR Projections score model (docs/product.md#score-model): a weighted average of
 * normalised stats over the stats the hitter has; null when he has none.
 *
 *   hrProbability = Σ weight_i × (v_i - offset_i) / scale_i  /  Σ weight_i
 *
 * over the stats i whose value is a finite number. The same function scores the
 * own-model table (twelve stats, battingOrder included), the custom-model table
 * (eleven stats, no battingOrder) and the HR Calculator.
 *
 * Units of the input values: percents 0-100 (barrelRate, hardHitRate), mph, degrees,
 * °F; hr is a count, avg/slg/hrRate are fractions; parkFactor is the projected row's
 * MULTIPLIER (1 = neutral), see parkFactorTermValue.
 */
import {
  CUSTOM_MODEL_FEATURES,
  HR_MODEL_FEATURE_KEYS,
  HR_MODEL_TERMS,
  type CustomModelFeatureKey,
  type HrModelFeatureKey,
  type WeightedNormalisation,
} from '../spec-constants.ts';
import { parkFactorMultiplier } from './park-factor.ts';

export type ModelFeatures = Record<HrModelFeatureKey, number | null>;
export type CustomModelFeatures = Record<CustomModelFeatureKey, number | null>;

/** One stat's contribution: its value (null = not available) with weight and normalisation. */
export interface ScoreTerm {
  value: number | null;
  weight: number;
  offset: number;
  scale: number;
}

/**
 * The one weighted-average code path. Terms whose value is null or not finite are
 * left out, and the weights re-normalise over the rest. Null when no term is left or
 * the remaining weights sum to 0. Each normalised value is used as is (a 110 mph exit
 * velocity normalises to 1.5); only the final score is clamped to [0, 1], because
 * hrProbability is a probability, 0-1, and the site shows it as a percent.
 * Throws RangeError for a negative or non-finite weight, or a zero scale.
 */
export function weightedNormalisedScore(terms: Iterable<ScoreTerm>): number | null {
  let weightedSum = 0;
  let weightTotal = 0;
  for (const term of terms) {
    if (!Number.isFinite(term.weight) || term.weight < 0) {
      throw new RangeError(`A model weight must be a finite number >= 0, got ${term.weight}`);
    }
    if (term.scale === 0 || !Number.isFinite(term.scale)) {
      throw new RangeError(`A normalisation scale must be a finite non-zero number, got ${term.scale}`);
    }
    if (term.value == null || !Number.isFinite(term.value)) continue;
    weightedSum += term.weight * ((term.value - term.offset) / term.scale);
    weightTotal += term.weight;
  }
  if (weightTotal === 0) return null;
  return Math.min(1, Math.max(0, weightedSum / weightTotal));
}

/**
 * The spec normalises the park factor as "v / 100", a percent (105 → 1.05). The
 * projected row carries the multiplier (1.05); fed as is, a neutral park would score
 * 0.01. So the value is brought to the percent scale first; a value already given as
 * a percent (>= 10) is recognised by the same rule as everywhere else.
 */
export function parkFactorTermValue(value: number | null): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  return parkFactorMultiplier(value) * 100;
}

function termsFor(
  features: Partial<Record<HrModelFeatureKey, number | null>>,
  keys: readonly HrModelFeatureKey[],
  terms: Readonly<Record<HrModelFeatureKey, Readonly<WeightedNormalisation>>>,
  weights: Partial<Record<HrModelFeatureKey, number>>,
): ScoreTerm[] {
  return keys.map((key) => {
    const raw = features[key] ?? null;
    const { offset, scale } = terms[key];
    return {
      value: key === 'parkFactor' ? parkFactorTermValue(raw) : raw,
      weight: weights[key] ?? terms[key].weight,
      offset,
      scale,
    };
  });
}

export interface HrProbabilityOptions {
  /** Weights and normalisations; the spec's HR_MODEL_TERMS by default. */
  terms?: Readonly<Record<HrModelFeatureKey, Readonly<WeightedNormalisation>>>;
  /** false gives the custom-model reading (no battingOrder). Default true. */
  includeBattingOrder?: boolean;
}

/**
 * The own model's hrProbability (0-1), or null when no stat is available.
 * Missing stats are not defaulted here: temperature and park factor get their spec
 * defaults (70, 1) where they are derived (weather.ts, park-factors.ts), so a null
 * passed in means "not available" and is left out of the average.
 */
export function hrProbability(features: ModelFeatures, options: HrProbabilityOptions = {}): number | null {
  const terms = options.terms ?? HR_MODEL_TERMS;
  const keys = options.includeBattingOrder === false ? CUSTOM_MODEL_FEATURES : HR_MODEL_FEATURE_KEYS;
  return weightedNormalisedScore(termsFor(features, keys, terms, {}));
}

/**
 * The custom-model table's score: the eleven CUSTOM_MODEL_FEATURES (no battingOrder),
 * the spec's weights unless overridden per feature (a preset or the sliders).
 */
export function customModelScore(features: CustomModelFeatures, weights: Partial<Record<CustomModelFeatureKey, number>> = {}): number | null {
  return weightedNormalisedScore(termsFor(features, CUSTOM_MODEL_FEATURES, HR_MODEL_TERMS, weights));
}
