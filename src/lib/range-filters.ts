/**
 * Range filters used by HR Projections: the Filter panel's min/max boxes per
 * column and the model tabs' stat sliders (docs/product.md#score-model ranges).
 *
 * A bound of null is open. A row whose value is missing fails any bound that is
 * set (it cannot be shown to meet it) and passes when no bound is set.
 */
import { PROJECTION_STAT_RANGES } from '../config/ui-settings.ts';

export interface Bounds {
  min: number | null;
  max: number | null;
}

export function isOpen(bounds: Bounds): boolean {
  return bounds.min === null && bounds.max === null;
}

/** min <= value <= max for the bounds that are set. */
export function withinBounds(value: number | null | undefined, bounds: Bounds): boolean {
  if (isOpen(bounds)) return true;
  if (value === null || value === undefined || !Number.isFinite(value)) return false;
  return (bounds.min === null || value >= bounds.min) && (bounds.max === null || value <= bounds.max);
}

/** A number typed into a filter box: '' (or anything not a number) is an open bound. */
export function parseBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export interface SliderRange {
  min: number;
  max: number;
}

/**
 * A two-handle slider's setting as bounds: a handle left at its end of the full
 * range filters nothing, so hitters outside the slider's scale (an 8 % barrel rate
 * below a 10-30 scale, say) are not dropped until the user moves that handle.
 */
export function sliderBounds(setting: SliderRange, full: SliderRange): Bounds {
  return {
    min: setting.min > full.min ? setting.min : null,
    max: setting.max < full.max ? setting.max : null,
  };
}

export type StatRangeKey = keyof typeof PROJECTION_STAT_RANGES;
export const STAT_RANGE_KEYS = Object.keys(PROJECTION_STAT_RANGES) as StatRangeKey[];

/** Each spec range at its full width (no filtering). */
export function fullStatRanges(): Record<StatRangeKey, SliderRange> {
  return Object.fromEntries(STAT_RANGE_KEYS.map((key) => [key, { ...PROJECTION_STAT_RANGES[key] }])) as Record<StatRangeKey, SliderRange>;
}

/** Moves one handle of a two-handle slider, never past the other handle and within the full range. */
export function moveHandle(setting: SliderRange, full: SliderRange, handle: 'min' | 'max', value: number): SliderRange {
  const clamped = Math.min(full.max, Math.max(full.min, value));
  return handle === 'min' ? { min: Math.min(clamped, setting.max), max: setting.max } : { min: setting.min, max: Math.max(clamped, setting.min) };
}
