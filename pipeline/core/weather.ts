/**
 * A game's weather as the probability model's terms read it (domain/probability/model.ts GameConditions), from the
 * weather texts MLB, the lineup sites and the fetch's forecast write:
 * - the temperature: by meaning, the first number that carries a degree unit (docs/product.md#data-files-and-matching),
 *   so the wind speed or a humidity is never taken for it. Default 70 (MODEL_DEFAULTS) where a figure must be shown;
 * - the wind, relative to the field: out (to centre, left or right field), in (from them), across (left to right, right
 *   to left) or calm, in the forms MLB writes ("8 mph, Out To CF", "In From LF", "L To R", "Calm"), the lineup sites
 *   write ("Wind 15 mph blowing out to center field", "blowing in from left", "left to right") and the forecast writes
 *   ("wind 12 mph out to RF (out)"); a compass direction ("from the SW", "SW 10 mph": where the wind comes from) is
 *   turned to the field with the park's bearing (PARK_ORIENTATIONS). A speed whose direction cannot be read gives no
 *   wind term and a warning, never a crosswind;
 * - indoors: a fixed dome, or a text that says the roof is closed: the weather terms are neutral. A text that says a
 *   retractable roof may be closed (the forecast's) leaves the weather unknown (no terms), with a warning.
 */
import type { GameConditions, WindDirection } from '../../domain/probability/index.ts';
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

export type Roof = 'open' | 'retractable' | 'dome';

/** A park's orientation: the compass bearing from home plate to centre field, and its roof. */
export interface ParkOrientation {
  /** The club whose home it is (domain/teams.ts), or null for a venue no club calls home. */
  team: string | null;
  /** Its names (as domain/teams.ts HOME_PARKS writes them). */
  venues: readonly string[];
  /** Degrees clockwise from north, home plate to centre field; null when not known. */
  bearing: number | null;
  roof: Roof;
}

/**
 * The parks' bearings (home plate to centre field, compass degrees) and roofs. Source: the MLB Stats API's venues
 * (`/api/v1/venues/{id}?hydrate=location,fieldInfo`: `location.azimuthAngle` and `fieldInfo.roofType`), the same
 * fields the fetch reads live for each day's games (pipeline/fetch/downloads/mlb-schedule.ts) and prefers to this
 * table; checked against the real game feed in ../shared/real-data (Rogers Centre, 345°, retractable). A venue whose
 * bearing is not known here (the Athletics' and the Rays' temporary homes) has null: a compass wind there cannot be
 * turned to the field and gives no wind term.
 */
export const PARK_ORIENTATIONS: readonly ParkOrientation[] = [
  { team: 'ARI', venues: ['Chase Field'], bearing: 0, roof: 'retractable' },
  { team: 'ATL', venues: ['Truist Park', 'SunTrust Park'], bearing: 145, roof: 'open' },
  { team: 'BAL', venues: ['Oriole Park at Camden Yards', 'Camden Yards'], bearing: 31, roof: 'open' },
  { team: 'BOS', venues: ['Fenway Park'], bearing: 45, roof: 'open' },
  { team: 'CHC', venues: ['Wrigley Field'], bearing: 37, roof: 'open' },
  { team: 'CWS', venues: ['Rate Field', 'Guaranteed Rate Field', 'U.S. Cellular Field'], bearing: 127, roof: 'open' },
  { team: 'CIN', venues: ['Great American Ball Park'], bearing: 122, roof: 'open' },
  { team: 'CLE', venues: ['Progressive Field'], bearing: 2, roof: 'open' },
  { team: 'COL', venues: ['Coors Field'], bearing: 4, roof: 'open' },
  { team: 'DET', venues: ['Comerica Park'], bearing: 150, roof: 'open' },
  { team: 'HOU', venues: ['Daikin Park', 'Minute Maid Park'], bearing: 343, roof: 'retractable' },
  { team: 'KC', venues: ['Kauffman Stadium'], bearing: 46, roof: 'open' },
  { team: 'LAA', venues: ['Angel Stadium', 'Angel Stadium of Anaheim'], bearing: 44, roof: 'open' },
  { team: 'LAD', venues: ['Dodger Stadium', 'UNIQLO Field at Dodger Stadium'], bearing: 26, roof: 'open' },
  { team: 'MIA', venues: ['loanDepot park', 'Marlins Park'], bearing: 128, roof: 'retractable' },
  { team: 'MIL', venues: ['American Family Field', 'Miller Park'], bearing: 129, roof: 'retractable' },
  { team: 'MIN', venues: ['Target Field'], bearing: 90, roof: 'open' },
  { team: 'NYM', venues: ['Citi Field'], bearing: 13, roof: 'open' },
  { team: 'NYY', venues: ['Yankee Stadium'], bearing: 75, roof: 'open' },
  { team: 'ATH', venues: ['Sutter Health Park'], bearing: null, roof: 'open' },
  { team: 'ATH', venues: ['Oakland Coliseum', 'Oakland-Alameda County Coliseum', 'RingCentral Coliseum'], bearing: 56, roof: 'open' },
  { team: 'PHI', venues: ['Citizens Bank Park'], bearing: 9, roof: 'open' },
  { team: 'PIT', venues: ['PNC Park'], bearing: 116, roof: 'open' },
  { team: 'SD', venues: ['Petco Park'], bearing: 0, roof: 'open' },
  { team: 'SF', venues: ['Oracle Park'], bearing: 85, roof: 'open' },
  { team: 'SEA', venues: ['T-Mobile Park'], bearing: 49, roof: 'retractable' },
  { team: 'STL', venues: ['Busch Stadium'], bearing: 62, roof: 'open' },
  { team: 'TB', venues: ['Tropicana Field'], bearing: 45, roof: 'dome' },
  { team: 'TB', venues: ['George M. Steinbrenner Field', 'Steinbrenner Field'], bearing: null, roof: 'open' },
  { team: 'TEX', venues: ['Globe Life Field'], bearing: 46, roof: 'retractable' },
  { team: 'TOR', venues: ['Rogers Centre'], bearing: 345, roof: 'retractable' },
  { team: 'WAS', venues: ['Nationals Park'], bearing: 28, roof: 'open' },
];

const venueKey = (venue: string) =>
  venue
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const BY_VENUE = new Map(PARK_ORIENTATIONS.flatMap((park) => park.venues.map((v) => [venueKey(v), park] as const)));

/**
 * A game's park orientation: by the schedule's venue name, else (no venue named) the park team's first listed
 * park; null for a venue the table does not know (a neutral site) or no park at all.
 */
export function parkOrientation(venue: string | null | undefined, parkTeam: string | null): ParkOrientation | null {
  if (venue != null && venue.trim() !== '') return BY_VENUE.get(venueKey(venue)) ?? null;
  return parkTeam === null ? null : (PARK_ORIENTATIONS.find((park) => park.team === parkTeam) ?? null);
}

/** A wind below this speed is calm, whatever its direction. */
export const CALM_BELOW_MPH = 1;

/** An angle in degrees brought into (-180, 180]. */
export function signedAngle(degrees: number): number {
  const wrapped = ((degrees % 360) + 360) % 360;
  return wrapped > 180 ? wrapped - 360 : wrapped;
}

export interface RelativeWind {
  category: WindDirection;
  /** "out to RF", "in from CF", "L to R", "calm". */
  label: string;
  /** Toward-bearing minus the park's bearing, in (-180, 180]. */
  relativeDegrees: number;
}

/**
 * Wind relative to the park. The park's bearing is the compass bearing from home plate to centre field; a forecast's
 * wind direction is where the wind comes FROM (meteorological convention). The wind blows toward from + 180°, and its
 * bearing relative to the home-plate-to-centre-field line decides the label, in eight 45° sectors centred on the
 * field's directions as seen from home plate:
 *
 *   |rel| <= 22.5 out to CF; 22.5 < rel <= 67.5 out to RF; -67.5 <= rel < -22.5 out to LF;
 *   67.5 < rel < 112.5 L to R; -112.5 < rel < -67.5 R to L;
 *   112.5 <= rel < 157.5 in from LF; -157.5 < rel <= -112.5 in from RF; otherwise in from CF.
 *
 * (rel is the toward-bearing minus the bearing, clockwise positive: clockwise from centre field, seen from home plate,
 * is right field.) Below CALM_BELOW_MPH the wind is calm, whatever its direction.
 */
export function relativeWind(bearingDegrees: number, windFromDegrees: number, speedMph: number): RelativeWind {
  const rel = signedAngle(windFromDegrees + 180 - bearingDegrees);
  if (speedMph < CALM_BELOW_MPH) return { category: 'calm', label: 'calm', relativeDegrees: rel };
  const a = Math.abs(rel);
  if (a <= 22.5) return { category: 'out', label: 'out to CF', relativeDegrees: rel };
  if (a <= 67.5) return { category: 'out', label: rel > 0 ? 'out to RF' : 'out to LF', relativeDegrees: rel };
  if (a < 112.5) return { category: 'cross', label: rel > 0 ? 'L to R' : 'R to L', relativeDegrees: rel };
  if (a < 157.5) return { category: 'in', label: rel > 0 ? 'in from LF' : 'in from RF', relativeDegrees: rel };
  return { category: 'in', label: 'in from CF', relativeDegrees: rel };
}

/** The sixteen compass points, in degrees (where a wind comes from). */
const COMPASS: Readonly<Record<string, number>> = Object.fromEntries(
  ['n', 'nne', 'ne', 'ene', 'e', 'ese', 'se', 'sse', 's', 'ssw', 'sw', 'wsw', 'w', 'wnw', 'nw', 'nnw'].map((point, i) => [point, i * 22.5]),
);
const COMPASS_WORDS: Readonly<Record<string, string>> = {
  north: 'n',
  northeast: 'ne',
  east: 'e',
  southeast: 'se',
  south: 's',
  southwest: 'sw',
  west: 'w',
  northwest: 'nw',
};
/** The compass point a degree reading is nearest to ("SW"). */
export function compassPoint(degrees: number): string {
  const points = Object.keys(COMPASS);
  return points[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16]!.toUpperCase();
}

/** The wind the text states, or why it cannot be read. */
export interface WindOfText {
  /** The wind relative to the field; null when the text names no readable wind. */
  wind: { direction: WindDirection; mph: number } | null;
  /** Set when the text gives a wind it cannot read (a speed with no direction it understands): no wind term. */
  warning: string | null;
}

const FIELD = String.raw`(?:the\s+)?(?:(?:left|right)[\s-]*(?:center|centre)|center|centre|left|right|cf|lf|rf)(?:\s*field)?`;
const OUT = new RegExp(String.raw`\b(?:blowing\s+)?out(?:\s+(?:to(?:wards?)?|toward)\s*${FIELD}|\s+${FIELD}|\b(?=\s*(?:$|[,.;(])))`, 'i');
const IN = new RegExp(String.raw`\b(?:blowing\s+)?in\s+(?:from\s+)?${FIELD}|\bblowing\s+in\b`, 'i');
const CROSS = /\b(?:blowing\s+)?(?:l(?:eft)?\s*(?:to|-|→)\s*r(?:ight)?|r(?:ight)?\s*(?:to|-|→)\s*l(?:eft)?)\b|\bcross(?:wind|ing)?\b|\bacross\b/i;
const CALM = /\bcalm\b/i;
const SPEED = /(\d+(?:\.\d+)?)\s*(mph|miles?\s+per\s+hour|km\/h|kph|kmh)\b/i;
const WIND_NUMBER = /\bwind(?:s)?\s*:?\s*(\d+(?:\.\d+)?)(?!\s*(?:°|º|degrees?|deg|%))/i;
const FROM_COMPASS = new RegExp(String.raw`\b(?:from|out\s+of)\s+(?:the\s+)?(${[...Object.keys(COMPASS_WORDS), ...Object.keys(COMPASS)].join('|')})\b`, 'i');
const BARE_COMPASS = new RegExp(String.raw`(?:^|[\s,(])(${Object.keys(COMPASS).join('|')})(?=$|[\s,).])`, 'i');

/** The wind speed the text gives, mph (km/h converted), or null. */
function windSpeed(text: string): number | null {
  const unit = SPEED.exec(text);
  if (unit) {
    const value = Number(unit[1]);
    return /km|kph|kmh/i.test(unit[2]!) ? Math.round(value * 0.621371 * 10) / 10 : value;
  }
  const bare = WIND_NUMBER.exec(text);
  return bare ? Number(bare[1]) : null;
}

/** The compass direction a text gives (where the wind comes from), degrees, or null. */
function compassFrom(text: string): number | null {
  const from = FROM_COMPASS.exec(text);
  const word = from?.[1]?.toLowerCase() ?? BARE_COMPASS.exec(text)?.[1]?.toLowerCase();
  if (word === undefined) return null;
  return COMPASS[COMPASS_WORDS[word] ?? word] ?? null;
}

/**
 * The wind a weather text states, relative to the field, with the park's bearing for a compass direction
 * ("wind 15 mph Out To CF" → out 15; "Wind 15 mph blowing out to center field" → out 15; "8 mph, In From LF" → in 8;
 * "L To R" → across; "Calm", "0 mph" → calm; "wind 10 mph from the SW" at bearing 45 → out 10). A speed without a
 * direction it can read ("wind 12 mph", "Varies", a compass wind at an unknown bearing) → no wind, and a warning.
 */
export function windOfText(text: string | null | undefined, bearing: number | null = null): WindOfText {
  if (text == null || text.trim() === '') return { wind: null, warning: null };
  const speed = windSpeed(text);
  if (CALM.test(text) || speed === 0) return { wind: { direction: 'calm', mph: 0 }, warning: null };
  const relative: WindDirection | null = OUT.test(text) ? 'out' : IN.test(text) ? 'in' : CROSS.test(text) ? 'cross' : null;
  if (speed === null) {
    return relative === null || !/\bwind\b/i.test(text)
      ? { wind: null, warning: null }
      : { wind: null, warning: `"${text}" gives the wind's direction but no speed: no wind term` };
  }
  if (relative !== null) return { wind: { direction: relative, mph: speed }, warning: null };
  const from = compassFrom(text);
  if (from !== null && bearing !== null) {
    const wind = relativeWind(bearing, from, speed);
    return { wind: { direction: wind.category, mph: wind.category === 'calm' ? 0 : speed }, warning: null };
  }
  const why = from !== null ? "a compass direction, and the park's bearing is not known" : 'no direction it can read';
  return { wind: null, warning: `"${text}" gives a ${speed} mph wind with ${why}: no wind term` };
}

/** What a text says of the roof: closed (or a dome), open, "may be closed" (unknown), or nothing. */
export type RoofState = 'closed' | 'open' | 'unknown' | null;

/** The roof state a weather text states ("Roof Closed", "Dome", "roof open", "retractable roof (may be closed)"), or null. */
export function roofOfText(text: string): RoofState {
  if (/\bmay\s+be\s+(?:open|closed)\b/i.test(text)) return 'unknown';
  if (/\broof\s+(?:is\s+)?open(?:ed)?\b|\bopen\s+roof\b/i.test(text)) return 'open';
  if (/\b(?:roof\s+(?:is\s+)?closed|closed\s+roof|dome|indoors?)\b/i.test(text)) return 'closed';
  return null;
}

/** A game's conditions for the model from its weather texts (first given first) and its park, with the warnings to report. */
export interface ConditionsOfGame {
  conditions: GameConditions | null;
  notes: string[];
}

/**
 * The model's conditions of a game: indoors (a fixed dome, or a text saying the roof is closed) gives neutral terms;
 * a text saying a retractable roof may be closed leaves the weather unknown (no terms); else the first temperature and
 * the first readable wind of the texts (a retractable roof no text calls closed is open: MLB writes "Roof Closed" when
 * it is). No text at all: unknown (no terms).
 */
export function conditionsOfTexts(texts: readonly string[], park: ParkOrientation | null): ConditionsOfGame {
  if (park?.roof === 'dome') return { conditions: { indoors: true, temperatureF: null, wind: null }, notes: [] };
  if (texts.length === 0) return { conditions: null, notes: [] };
  const roof = texts.map(roofOfText).find((state) => state !== null) ?? null;
  if (roof === 'closed') return { conditions: { indoors: true, temperatureF: null, wind: null }, notes: [] };
  if (roof === 'unknown') return { conditions: null, notes: ['the roof may be closed: no weather term'] };
  const temperatureF = texts.map(temperatureOfText).find((t) => t !== null) ?? null;
  const readings = texts.map((text) => windOfText(text, park?.bearing ?? null));
  const wind = readings.find((r) => r.wind !== null)?.wind ?? null;
  const notes = wind === null ? readings.flatMap((r) => (r.warning === null ? [] : [r.warning])).slice(0, 1) : [];
  return { conditions: temperatureF === null && wind === null ? null : { indoors: false, temperatureF, wind }, notes };
}
