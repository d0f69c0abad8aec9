/**
 * The HR Calculator (docs/product.md#hr-calculator): a weighted, normalised score from the eight
 * calculator factors, and the weights badge rule.
 *
 * Factor units: hrRate, isoRate and recentPerformance are fractions (HR/AB, ISO,
 * last-7-day HR/AB); barrelRate a percent 0-100; exitVelo mph; launchAngle degrees;
 * parkFactor the multiplier (1 = neutral); temperature °F.
 */
import { CALCULATOR_WEIGHT_KEYS, type CalculatorWeightKey } from '../contracts/calculator-keys.ts';
import type { CalculatorWeights } from '../contracts/calculator.ts';
import { parkFactorTermValue, weightedNormalisedScore } from './spec-model.ts';
import { CALCULATOR_NORMALISATIONS, CALCULATOR_PARK_FACTOR_DEFAULT } from '../spec-constants.ts';

export type CalculatorFactors = Record<CalculatorWeightKey, number | null>;

/**
 * The weight-averaged normalised score over the available factors (the model's code
 * path), clamped to [0, 1]; null when no factor with a weight is available. A missing
 * park factor is 1 (neutral), i.e. 100 on the percent scale, normalised to 1.
 */
export function calculatorScore(factors: CalculatorFactors, weights: CalculatorWeights): number | null {
  return weightedNormalisedScore(
    CALCULATOR_WEIGHT_KEYS.map((key) => {
      const raw = factors[key];
      const value = key === 'parkFactor' ? parkFactorTermValue(raw != null && Number.isFinite(raw) ? raw : CALCULATOR_PARK_FACTOR_DEFAULT) : raw;
      return { value, weight: weights[key], ...CALCULATOR_NORMALISATIONS[key] };
    }),
  );
}

export function weightsTotal(weights: CalculatorWeights): number {
  return CALCULATOR_WEIGHT_KEYS.reduce((sum, key) => sum + weights[key], 0);
}

/**
 * Weights are shares: the score is a weighted average, so each weight counts by its share of
 * the total (20 of 115 is 17.4 %), whatever the total. Each key's share in [0, 1]; they add up
 * to 1 (CALCULATOR_WEIGHTS_TARGET_TOTAL %) when the total is above 0, and are all 0 when every
 * weight is 0.
 */
export function weightShares(weights: CalculatorWeights): Record<CalculatorWeightKey, number> {
  const total = weightsTotal(weights);
  return Object.fromEntries(CALCULATOR_WEIGHT_KEYS.map((key) => [key, total > 0 ? weights[key] / total : 0])) as Record<CalculatorWeightKey, number>;
}

/**
 * The badge rule (docs/product.md#hr-calculator): "default" when the weights total
 * CALCULATOR_WEIGHTS_TARGET_TOTAL, read with the weights as shares: the badge stands for the
 * shares' total, which is the target for any weights with a total above 0 (the default weights
 * total 115). Only all-zero weights, which score nothing, are "destructive".
 */
export function badgeVariant(weights: CalculatorWeights): 'default' | 'destructive' {
  return weightsTotal(weights) > 0 ? 'default' : 'destructive';
}
