/**
 * Wind relative to the park. A park's azimuth is the compass bearing from home
 * plate to centre field (MLB Stats API `location.azimuthAngle`); a forecast's
 * wind direction is where the wind comes FROM (meteorological convention, Open-Meteo
 * `wind_direction_10m`). The wind blows toward from + 180°, and its bearing
 * relative to the home-plate-to-centre-field line decides the label, in eight
 * 45° sectors centred on the field's directions as seen from home plate:
 *
 *   |rel| <= 22.5 out to CF; 22.5 < rel <= 67.5 out to RF; -67.5 <= rel < -22.5 out to LF;
 *   67.5 < rel < 112.5 L to R; -112.5 < rel < -67.5 R to L;
 *   112.5 <= rel < 157.5 in from LF; -157.5 < rel <= -112.5 in from RF; otherwise in from CF.
 *
 * (rel is the toward-bearing minus the azimuth, in (-180, 180], clockwise positive:
 * clockwise from centre field, seen from home plate, is right field.)
 * Below 1 mph the wind is calm, whatever its direction.
 */

export type WindCategory = 'out' | 'in' | 'cross' | 'calm';

export interface RelativeWind {
  category: WindCategory;
  /** "out to RF", "in from CF", "L to R", "calm". */
  label: string;
  /** Toward-bearing minus azimuth, in (-180, 180]. */
  relativeDegrees: number;
}

export const CALM_BELOW_MPH = 1;

/** An angle in degrees brought into (-180, 180]. */
export function signedAngle(degrees: number): number {
  const wrapped = ((degrees % 360) + 360) % 360;
  return wrapped > 180 ? wrapped - 360 : wrapped;
}

export function relativeWind(azimuthDegrees: number, windFromDegrees: number, speedMph: number): RelativeWind {
  const rel = signedAngle(windFromDegrees + 180 - azimuthDegrees);
  if (speedMph < CALM_BELOW_MPH) return { category: 'calm', label: 'calm', relativeDegrees: rel };
  const a = Math.abs(rel);
  if (a <= 22.5) return { category: 'out', label: 'out to CF', relativeDegrees: rel };
  if (a <= 67.5) return { category: 'out', label: rel > 0 ? 'out to RF' : 'out to LF', relativeDegrees: rel };
  if (a < 112.5) return { category: 'cross', label: rel > 0 ? 'L to R' : 'R to L', relativeDegrees: rel };
  if (a < 157.5) return { category: 'in', label: rel > 0 ? 'in from LF' : 'in from RF', relativeDegrees: rel };
  return { category: 'in', label: 'in from CF', relativeDegrees: rel };
}
