/**
 * The park factor as the site shows it, on every page: the HR index, 100 = neutral
 * (docs/product.md#park-factors: a multiplier is shown × 100). The generated files
 * keep their contracts' scales (projections.json and calculator.json carry the multiplier,
 * park-factors.json Savant's index); every table, slider, filter, CSV column and the
 * calculator converts through here.
 */
import { parkFactorDisplay } from '../../domain/scoring/park-factor.ts';
import { formatFixed } from './format.ts';

/** The tooltip of every park-factor header: the unit, with a worked example. */
export const PARK_FACTOR_TITLE = 'Park HR factor, 100 = neutral; 115 = 15% more home runs than average';

/** Header and filter unit text. */
export const PARK_FACTOR_UNIT = '100 = neutral';

/** A park factor on either scale (1.15 or 115) as the index (115); null when missing, never shown as neutral. */
export function parkFactorIndex(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return parkFactorDisplay(value);
}

/** "115" for 1.15 or 115; the missing mark for a missing value. */
export function formatParkFactor(value: number | null | undefined): string {
  return formatFixed(parkFactorIndex(value), 0);
}
