/**
 * The HR Calculator (P1 §2, §5, §9): a weighted, normalised score from the eight
 * calculator factors, and the weights badge rule.
 *
 * Factor units: hrRate, isoRate and recentPerformance are fractions (HR/AB, ISO,
 * last-7-day HR/AB); barrelRate a percent 0-100; exitVelo mph; launchAngle degrees;
 * parkFactor the multiplier (1 = neutral); temperature °F.
 */
import { CALCULATOR_WEIGHT_KEYS, type CalculatorWeightKey } from '../contracts/calculator-keys.ts';
import type { CalculatorWeights } from '../contracts/calculator.ts';
import { parkFactorTermValue, weightedNormalisedScore } from './spec-model.ts';
import { CALCULATOR_NORMALISATIONS, CALCULATOR_PARK_FACTOR_DEFAULT, CALCULATOR_WEIGHTS_TARGET_TOTAL } from '../spec-constants.ts';

export type CalculatorFactors = Record<CalculatorWeightKey, number | null>;

/**
 * The weight-averaged normalised score over the available factors (the model's code
 * path), clamped to [0, 1]; null when no factor with a weight is available. A missing
 * park factor is 1 (P1 §9), i.e. 100 on the spec's percent scale, normalised to 1.
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

/** P1 §5 "the weights badge is "default" only when the total is exactly 100." */
export function badgeVariant(weights: CalculatorWeights): 'default' | 'destructive' {
  return weightsTotal(weights) === CALCULATOR_WEIGHTS_TARGET_TOTAL ? 'default' : 'destructive';
}
