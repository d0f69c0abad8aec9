/**
 * The rows of HR Projections' model tabs (Custom and one per saved preset): each
 * projected hitter with the score of that tab's model, and the stat sliders'
 * filter. Scores come from the pipeline's pure functions, never re-derived here:
 *
 * - Custom: `customModelScore` (docs/product.md#score-model: the eleven custom-model features,
 *   no batting order) with the tab's weights.
 * - A saved preset: see ./preset-scoring.ts (loaded only when a preset tab opens).
 */
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import { customModelScore, type CustomModelFeatures } from '../../domain/scoring/spec-model.ts';
import { CUSTOM_MODEL_FEATURES } from '../../domain/spec-constants.ts';
import { PROJECTION_STAT_RANGES } from '../config/ui-settings.ts';
import { K_TAX_RANGE, type CustomWeights, type StatSliderSettings } from './model-tab-settings.ts';
import { sliderBounds, STAT_RANGE_KEYS, withinBounds, type SliderRange } from './range-filters.ts';

export interface ScoredBatter {
  batter: ProjectedBatter;
  /** The tab's model score, 0-1, or null when no input is available. */
  score: number | null;
}

export function customFeatures(batter: ProjectedBatter): CustomModelFeatures {
  return Object.fromEntries(CUSTOM_MODEL_FEATURES.map((key) => [key, batter[key]])) as CustomModelFeatures;
}

export function scoreWithCustomWeights(batters: readonly ProjectedBatter[], weights: CustomWeights): ScoredBatter[] {
  return batters.map((batter) => ({ batter, score: customModelScore(customFeatures(batter), weights) }));
}

/** Own-model rows in the same shape (the tables' data-source default). */
export function ownModelRows(batters: readonly ProjectedBatter[]): ScoredBatter[] {
  return batters.map((batter) => ({ batter, score: batter.hrProbability }));
}

/**
 * "K Tax" slider: a ceiling on the opposing starter's strikeout rate (percent).
 * The spec names the placeholder but gives no range; 0-50 covers every qualified
 * starter (league K% tops out in the high 30s).
 */

/** Whether a hitter passes every moved slider (handles left at the ends filter nothing). */
export function passesStatSliders(batter: ProjectedBatter, settings: StatSliderSettings): boolean {
  for (const key of STAT_RANGE_KEYS) {
    if (!withinBounds(batter[key], sliderBounds(settings.stats[key], PROJECTION_STAT_RANGES[key]))) return false;
  }
  return withinBounds(batter.pitcher?.kPct ?? null, sliderBounds(settings.kTax, K_TAX_RANGE));
}

/** How many sliders are off their full range. */
export function movedSliderCount(settings: StatSliderSettings): number {
  const moved = (setting: SliderRange, full: SliderRange) => setting.min !== full.min || setting.max !== full.max;
  return STAT_RANGE_KEYS.filter((key) => moved(settings.stats[key], PROJECTION_STAT_RANGES[key])).length + (moved(settings.kTax, K_TAX_RANGE) ? 1 : 0);
}
