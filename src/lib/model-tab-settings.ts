/**
 * The settings of HR Projections' model tabs (Custom weights, the stat sliders)
 * and their defaults. Apart from ./model-tab-scoring.ts so the page can hold
 * this state without loading the model code, which comes with the tabs.
 */
import { CUSTOM_MODEL_FEATURES, HR_MODEL_TERMS, type CustomModelFeatureKey } from '../../domain/spec-constants.ts';
import type { SliderRange, StatRangeKey } from './range-filters.ts';

export type CustomWeights = Record<CustomModelFeatureKey, number>;

/** The score model's weights (docs/product.md#score-model) for the eleven custom-model features. */
export const DEFAULT_CUSTOM_WEIGHTS: Readonly<CustomWeights> = Object.fromEntries(
  CUSTOM_MODEL_FEATURES.map((key) => [key, HR_MODEL_TERMS[key].weight]),
) as CustomWeights;

export const K_TAX_RANGE: SliderRange = { min: 0, max: 50 };

export interface StatSliderSettings {
  stats: Record<StatRangeKey, SliderRange>;
  kTax: SliderRange;
}
