/**
 * P1 §3 "temperature = the first number in the weather text, default 70."
 */
import { MODEL_DEFAULTS } from '../../domain/spec-constants.ts';

/**
 * The first number in the text, read left to right: "72°F, wind 8 mph" → 72,
 * "Temp: 71.5 F" → 71.5. A minus sign (ASCII "-" or the typographic "−") directly
 * before the digits makes it negative ("-3°F" → -3) unless a digit precedes the sign,
 * as in a range "72-75" (→ 72). No text, or no number in it ("Dome"), gives 70.
 */
export function temperatureFromWeather(text: string | null | undefined): number {
  if (text == null) return MODEL_DEFAULTS.temperature;
  const match = /(?:(?<!\d)[-\u2212])?\d+(?:\.\d+)?/.exec(text);
  if (match == null) return MODEL_DEFAULTS.temperature;
  const value = Number(match[0].replace('\u2212', '-'));
  return Number.isFinite(value) ? value : MODEL_DEFAULTS.temperature;
}
