/**
 * The weather text written into lineups.json and matchup_data.json. The build
 * reads the temperature as the FIRST number in this text (docs/product.md#data-files-and-matching, default
 * 70), so the text always starts with the temperature, and a fixed dome's text
 * carries no number at all (the outdoor forecast does not apply indoors: the
 * model then uses its 70°F default).
 *
 *   open park:        "78°F, wind 12 mph out to RF (out), 20% chance of rain"
 *   bearing unknown:  "78°F, wind 12 mph from SW, 20% chance of rain" (the build turns it to the field with its park table)
 *   retractable roof: "78°F, wind 12 mph L to R (cross), 0.02 in of rain expected, 60% chance of rain; retractable roof (may be closed)"
 *   fixed dome:       "Dome (roof closed)"
 */
import { compassPoint, relativeWind } from '../../core/weather.ts';

export type RoofKind = 'open' | 'retractable' | 'dome' | 'unknown';

/** MLB Stats API `fieldInfo.roofType`: "Open", "Retractable", "Dome". */
export function roofKind(roofType: string | null | undefined): RoofKind {
  const t = (roofType ?? '').trim().toLowerCase();
  if (t === 'open') return 'open';
  if (t.startsWith('retract')) return 'retractable';
  if (t === 'dome' || t === 'closed' || t === 'indoor') return 'dome';
  return 'unknown';
}

export interface ForecastAtGameTime {
  temperatureF: number | null;
  windSpeedMph: number | null;
  /** Where the wind comes from, compass degrees. */
  windFromDegrees: number | null;
  precipitationProbability: number | null;
  precipitationInches: number | null;
}

export const DOME_TEXT = 'Dome (roof closed)';

function windPart(forecast: ForecastAtGameTime, azimuthDegrees: number | null): string | null {
  const { windSpeedMph: speed, windFromDegrees: from } = forecast;
  if (speed === null) return null;
  const mph = Math.round(speed);
  if (mph < 1) return 'wind calm';
  if (from === null) return `wind ${mph} mph`;
  if (azimuthDegrees === null) return `wind ${mph} mph from ${compassPoint(from)}`;
  const wind = relativeWind(azimuthDegrees, from, speed);
  if (wind.category === 'calm') return 'wind calm';
  return `wind ${mph} mph ${wind.label} (${wind.category})`;
}

/** The forecast text for one game, or null when the forecast has no temperature. */
export function forecastWeatherText(roof: RoofKind, azimuthDegrees: number | null, forecast: ForecastAtGameTime | null): string | null {
  if (roof === 'dome') return DOME_TEXT;
  if (forecast === null || forecast.temperatureF === null) return null;
  const parts = [`${Math.round(forecast.temperatureF)}°F`];
  const wind = windPart(forecast, azimuthDegrees);
  if (wind !== null) parts.push(wind);
  if (forecast.precipitationInches !== null && forecast.precipitationInches > 0) {
    parts.push(`${forecast.precipitationInches.toFixed(2)} in of rain expected`);
  }
  if (forecast.precipitationProbability !== null) parts.push(`${Math.round(forecast.precipitationProbability)}% chance of rain`);
  const text = parts.join(', ');
  return roof === 'retractable' ? `${text}; retractable roof (may be closed)` : text;
}

/** MLB Stats API game weather `{condition, temp, wind}` → "72°F, Partly Cloudy, wind 8 mph, Out To CF". */
export function mlbWeatherText(roof: RoofKind, weather: { condition: string | null; temp: string | null; wind: string | null } | null): string | null {
  if (roof === 'dome') return DOME_TEXT;
  if (weather === null) return null;
  // Without a temperature the wind speed would become the first number: keep only the condition.
  const hasTemperature = weather.temp !== null && /^-?\d+(\.\d+)?$/.test(weather.temp);
  const parts: string[] = [];
  if (hasTemperature) parts.push(`${weather.temp}°F`);
  if (weather.condition !== null && !/\d/.test(weather.condition)) parts.push(weather.condition);
  if (hasTemperature && weather.wind !== null) parts.push(`wind ${weather.wind}`);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return roof === 'retractable' ? `${text}; retractable roof (may be closed)` : text;
}
