/**
 * Park factors (docs/product.md#park-factors): the percent/multiplier rule and the colouring.
 *
 * Two scales exist for the same thing: Savant's percent index (100 = neutral, what
 * the Park Factors page shows) and the multiplier (1 = neutral, what a projected
 * batter row carries). Every conversion goes through parkFactorMultiplier.
 */
import { PARK_FACTOR_COLOURS, PARK_FACTOR_DEFAULT, PARK_FACTOR_MULTIPLIER_CUTOFF } from '../spec-constants.ts';

/**
 * The park factor as a multiplier: a percent is divided by 100; a value under 10 is
 * already a multiplier. Missing, non-finite or non-positive values (no park can have
 * a factor of 0) give the default 1.
 */
export function parkFactorMultiplier(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value) || value <= 0) return PARK_FACTOR_DEFAULT;
  return value < PARK_FACTOR_MULTIPLIER_CUTOFF ? value : value / 100;
}

/**
 * The park factor as the percent index shown to users (100 = neutral). Accepts either
 * scale. Rounded to 6 decimals so that 1.05 shows as 105, not 105.00000000000001.
 */
export function parkFactorDisplay(value: number | null | undefined): number {
  return Math.round(parkFactorMultiplier(value) * 100 * 1e6) / 1e6;
}

export type ParkFactorColour = 'strong-red' | 'light-red' | 'strong-blue' | 'light-blue' | 'neutral';

/**
 * The colour of a park factor (docs/product.md#park-factors; either scale, judged on the percent index).
 * Exactly 100 is neutral; 95 up to (not including) 100 is light blue.
 */
export function parkFactorColour(value: number | null | undefined): ParkFactorColour {
  if (value == null || !Number.isFinite(value)) return 'neutral';
  const percent = parkFactorDisplay(value);
  if (percent > PARK_FACTOR_COLOURS.strongRedAbove) return 'strong-red';
  if (percent > PARK_FACTOR_COLOURS.lightRedAbove) return 'light-red';
  if (percent < PARK_FACTOR_COLOURS.strongBlueBelow) return 'strong-blue';
  if (percent < PARK_FACTOR_COLOURS.lightBlueBelow) return 'light-blue';
  return 'neutral';
}
