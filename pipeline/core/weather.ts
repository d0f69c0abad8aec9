/**
 * Temperature from the weather text, by meaning: the rule (docs/product.md#data-files-and-matching)
 * takes the first number of the text, read here as the first number that carries a degree unit, so the wind
 * speed or a humidity is never taken for it. Default 70 (MODEL_DEFAULTS).
 */
import { MODEL_DEFAULTS } from '../../domain/spec-constants.ts';

/** Plausible first-pitch temperatures, °F: a reading outside is no temperature. */
export const TEMPERATURE_BOUNDS_F = { min: -20, max: 130 } as const;

/** A number followed by a degree unit: "72°F", "72 °", "31°C", "87 degrees", "71.5 F", "-3 deg". */
const DEGREES =
  /(?<![\d.])(?:(\d+(?:\.\d+)?)\s*[-–]\s*(?=\d))?([-\u2212])?(\d+(?:\.\d+)?)\s*(?:°\s*([FC])?|º\s*([FC])?|(?:degrees?|deg)\b\.?\s*([FC](?![a-z]))?|([FC])(?![a-z]))/i;

/**
 * The temperature in °F that the text states with a degree unit ("72°F, wind 8 mph" →
 * 72, "Wind 4 mph, 87 degrees" → 87, "31°C" → 87.8, "Temp: 71.5 F" → 71.5, "-3°F" →
 * -3, "72-75°F" → 72), or null when no number carries one ("Dome", "wind 4 mph") or the value is no
 * plausible temperature (TEMPERATURE_BOUNDS_F).
 */
export function temperatureOfText(text: string | null | undefined): number | null {
  if (text == null) return null;
  const match = DEGREES.exec(text);
  if (match == null) return null;
  const unit = (match[4] ?? match[5] ?? match[6] ?? match[7] ?? 'F').toUpperCase();
  // A range ("72-75°F") reads as its first number.
  const value = match[1] !== undefined ? Number(match[1]) : Number(match[3]) * (match[2] ? -1 : 1);
  const fahrenheit = unit === 'C' ? Math.round(((value * 9) / 5) * 10 + 320) / 10 : value;
  if (!Number.isFinite(fahrenheit) || fahrenheit < TEMPERATURE_BOUNDS_F.min || fahrenheit > TEMPERATURE_BOUNDS_F.max) return null;
  return fahrenheit;
}

/** temperatureOfText, else the default 70 °F. */
export function temperatureFromWeather(text: string | null | undefined): number {
  return temperatureOfText(text) ?? MODEL_DEFAULTS.temperature;
}

/**
 * The wind component blowing out toward centre field, mph, from MLB's weather text
 * ("wind 15 mph Out To CF" -> 15, "wind 8 mph In From LF" -> -8 x cos 45°,
 * "wind 16 mph L To R" -> 0, "Calm" / "0 mph" -> 0). Null when the text names no wind
 * (the model then leaves the wind term out).
 */
export function windOutFromWeather(text: string | null | undefined): number | null {
  if (text == null) return null;
  if (/\bcalm\b/i.test(text)) return 0;
  const match = /wind\s*:?\s*(\d+(?:\.\d+)?)\s*mph(?:[,\s]+(out|in)\s+(?:to|from)\s+(lf|cf|rf))?/i.exec(text);
  if (match == null) return null;
  const speed = Number(match[1]);
  if (!match[2]) return 0;
  const sign = match[2].toLowerCase() === 'out' ? 1 : -1;
  const alongCentre = match[3]!.toLowerCase() === 'cf' ? 1 : Math.SQRT1_2;
  return Math.round(sign * speed * alongCentre * 10) / 10;
}
