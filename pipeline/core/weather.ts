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
