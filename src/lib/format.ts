/**
 * Display formatting shared by every page. Missing values (null: "not found in
 * any source") show as MISSING_TEXT, never as 0.
 */
import { clockText, clockZoneOf } from './clock-text.ts';
export const MISSING_TEXT = '—';

/**
 * Rounds half away from zero on the decimal digits as written (27.45 -> 27.5),
 * which toFixed alone does not do for values binary floats store just below
 * the half (27.45 is 27.449999...).
 */
export function roundDecimal(value: number, decimals: number): number {
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  if (!Number.isFinite(shifted)) return value; // exponent notation (1e-7): toFixed is exact enough
  return Math.sign(value) * Number(`${Math.round(shifted)}e-${decimals}`);
}

function fixed(value: number, decimals: number): string {
  return roundDecimal(value, decimals).toFixed(decimals);
}

/** Innings in baseball thirds notation: 195.333 -> "195.1", 195.667 -> "195.2", 7 -> "7.0". */
export function formatInnings(ip: number | null): string {
  if (ip === null || !Number.isFinite(ip)) return MISSING_TEXT;
  const sign = ip < 0 ? '-' : '';
  const abs = Math.abs(ip);
  let whole = Math.floor(abs + 1e-9);
  let thirds = Math.round((abs - whole) * 3);
  if (thirds === 3) {
    whole += 1;
    thirds = 0;
  }
  return `${sign}${whole}.${thirds}`;
}

/** A number with a fixed number of decimals. */
export function formatFixed(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return MISSING_TEXT;
  return fixed(value, decimals);
}

/**
 * An integer count with thousands separators ("1,403"): the text Intl.NumberFormat('en-US')
 * writes for the rounded value (half away from zero; "-0" for a negative value that rounds to
 * zero), grouped here by hand. The browser's first Intl object loads its locale data, a long
 * task on a phone (about 120 ms at 4x CPU), which a page that formats only a count need not pay.
 */
export function formatCount(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_TEXT;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  // String() writes every digit below 1e21, far beyond any count.
  return `${sign}${String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** A 0-1 probability as a percent: 0.4123 -> "41.2%". */
export function formatProbability(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return MISSING_TEXT;
  // Round the fraction itself (0.4195 -> 0.420): value * 100 first would give 41.9499999... and round down.
  return `${(roundDecimal(value, decimals + 2) * 100).toFixed(decimals)}%`;
}

/** A value already in percent (0-100): 27.45 -> "27.5%". */
export function formatPercent(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return MISSING_TEXT;
  return `${fixed(value, decimals)}%`;
}

/** A rate stat written the baseball way: 0.2857 -> ".286", 1.0 -> "1.000". */
export function formatRate(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_TEXT;
  const text = fixed(value, 3);
  return text.startsWith('0.') ? text.slice(1) : text;
}

/** "2026-08-21T10:04:00.000Z" -> "Aug 21, 2026, 10:04 UTC" (build-time, so UTC). */
export function formatUtcTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${text} UTC`;
}

/**
 * One game-time formatter per locale and zone, for the zones ./clock-text.ts does not word itself:
 * Date#toLocaleTimeString with options builds a formatter per call, which made a table's first
 * render with a few hundred game times take a quarter of a second on a slow phone.
 */
const gameTimeFormats = new Map<string, Intl.DateTimeFormat>();

function gameTimeFormat(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = gameTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
    gameTimeFormats.set(key, format);
  }
  return format;
}

/**
 * The zone the static HTML prints game times in, named ("12:10 AM UTC"), as it prints the build
 * time and Historic Projections' lock times: the build cannot know the visitor's, and the island's
 * first render must print the same text (no hydration mismatch); the visitor's zone replaces it
 * once the island has hydrated.
 */
export const STATIC_TIME_ZONE = 'UTC';

/**
 * A game's start time for the visitor: ISO timestamps ("2026-08-21T23:15:00Z")
 * become local clock time with the zone ("7:15 PM EDT"); anything else is shown as given.
 */
export function formatGameTime(text: string | null, locale?: string, timeZone?: string): string | null {
  if (text === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return text;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  const zone = clockZoneOf(locale, timeZone);
  return zone ? clockText(date, zone) : gameTimeFormat(locale, timeZone).format(date);
}

/**
 * A game's weather line as the schedule gives it ("72 degrees, Dome, wind 0 mph None"), with a
 * still wind said plainly: "wind 0 mph None" / "wind 0 mph Calm" read "no wind".
 */
export function formatWeather(weather: string | null): string | null {
  if (!weather) return weather;
  return weather.replace(/wind 0 mph(?: (?:None|Calm))?/i, 'no wind').replace(/ None$/, '');
}
