/**
 * Open-Meteo forecast responses (`/v1/forecast` with `hourly=` variables,
 * `timezone=GMT`, Fahrenheit, mph, inches): the hourly value nearest to the
 * first pitch. `hourly.time` holds "YYYY-MM-DDTHH:MM" in UTC.
 */
import type { ForecastAtGameTime } from './weather-text.ts';
import { asArray, asNumber, asObject, asText } from './json-access.ts';

export const OPEN_METEO_HOURLY = ['temperature_2m', 'precipitation_probability', 'precipitation', 'wind_speed_10m', 'wind_direction_10m'] as const;

/** The forecast hour must lie within this distance of the first pitch. */
export const MAX_HOUR_DISTANCE_MS = 90 * 60_000;

export function forecastAt(response: unknown, firstPitchUtc: string): ForecastAtGameTime | null {
  const hourly = asObject(asObject(response)?.hourly);
  if (hourly === null) return null;
  const target = Date.parse(firstPitchUtc);
  if (Number.isNaN(target)) return null;
  const times = asArray(hourly.time);
  let best = -1;
  let bestDistance = Infinity;
  times.forEach((t, i) => {
    const text = asText(t);
    if (text === null) return;
    const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
    const distance = Math.abs(ms - target);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  if (best < 0 || bestDistance > MAX_HOUR_DISTANCE_MS) return null;
  const value = (name: string) => asNumber(asArray(hourly[name])[best]);
  return {
    temperatureF: value('temperature_2m'),
    windSpeedMph: value('wind_speed_10m'),
    windFromDegrees: value('wind_direction_10m'),
    precipitationProbability: value('precipitation_probability'),
    precipitationInches: value('precipitation'),
  };
}
