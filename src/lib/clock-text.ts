/**
 * Dates and clock times worded as Intl's 'en-US' formats word them ("Aug 22, 2026, 8:00 AM EDT",
 * "7:15 PM EDT", "Fri, Aug 21, 2026"), made from Date's own getters for the visitor's time zone
 * or UTC, without Intl. The reason is speed: a page's first Intl formatter loads the browser's
 * locale and time-zone data, 25 to 60 ms on a laptop and four times that on a phone, one long
 * task on every page that prints a time, while Date's getters cost nothing. A named zone other
 * than UTC, or another locale, is Intl's (the callers fall back to it); the unit tests hold both
 * paths to the same text.
 *
 * The shell's inline script imports this file as '#shell-copy/clock-text' (package.json
 * "imports"; astro.config.mjs compiles that into the shell's own script): a module it shared
 * with the islands would become a file of its own, loaded by every page.
 */

/** The visitor's time zone ('local', Date's getters) or UTC. */
export type ClockZone = 'local' | 'utc';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The zones Intl's en-US short names abbreviate ("EDT", "AKST", "HST"), by the region of the long
 * name Date#toString gives them ("Eastern Daylight Time"): the region's letters, S or D, T. Intl
 * writes any other zone as its offset ("GMT+2", "GMT+5:30", "GMT"), as this file does too. A
 * browser in another language words the long name in it ("hora de verano del este"): there the
 * short name is Intl's en-US one, so a visitor reads "EDT" whatever his browser's language (Intl's
 * cost falls on those browsers only).
 */
const ABBREVIATED_REGIONS: Readonly<Record<string, string>> = {
  Eastern: 'E',
  Central: 'C',
  Mountain: 'M',
  Pacific: 'P',
  Alaska: 'AK',
  'Hawaii-Aleutian': 'H',
  Atlantic: 'A',
};

function abbreviationOf(longName: string): string | undefined {
  if (longName === 'Coordinated Universal Time') return 'UTC';
  const [, region = '', kind = ''] = /^(.+) (Standard|Daylight) Time$/.exec(longName) ?? [];
  const letters = ABBREVIATED_REGIONS[region];
  return letters && `${letters}${kind[0]}T`;
}

/** Whether the locale and zone asked for are ones this file words itself (else: Intl). */
export function clockZoneOf(locale: string | undefined, timeZone: string | undefined): ClockZone | null {
  if (locale !== undefined && locale !== 'en-US') return null;
  return timeZone === undefined ? 'local' : timeZone === 'UTC' ? 'utc' : null;
}

let englishShortZone: Intl.DateTimeFormat | undefined;

/** The zone's short name at `date`, as Intl's en-US timeZoneName 'short' gives it. */
export function zoneName(date: Date, zone: ClockZone): string {
  if (zone === 'utc') return 'UTC';
  const longName = /\(([^)]+)\)$/.exec(date.toString())?.[1];
  const abbreviation = longName === undefined ? undefined : abbreviationOf(longName);
  if (abbreviation) return abbreviation;
  // A long name not in English: the browser's language words it; Intl's en-US short name then.
  if (longName && !longName.endsWith(' Time')) {
    // "8/21/2026, EDT": the zone's short name is the last word.
    englishShortZone ??= new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' });
    return englishShortZone.format(date).split(' ').at(-1)!;
  }
  const offset = -date.getTimezoneOffset();
  if (offset === 0) return 'GMT';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

interface WallClock {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function wallClockOf(date: Date, zone: ClockZone): WallClock {
  return zone === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

/** "7:15 PM" from a wall clock. */
function twelveHour({ hours, minutes }: WallClock): string {
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "7:15 PM EDT": Intl's { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }. */
export function clockText(date: Date, zone: ClockZone): string {
  return `${twelveHour(wallClockOf(date, zone))} ${zoneName(date, zone)}`;
}

/**
 * "Aug 21, 1:30 PM EDT", or with `year` "Aug 21, 2026, 1:30 PM EDT": Intl's { month: 'short',
 * day: 'numeric', [year: 'numeric'], hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }.
 */
export function dateClockText(date: Date, zone: ClockZone, { year }: { year: boolean }): string {
  const clock = wallClockOf(date, zone);
  return `${MONTHS[clock.month]} ${clock.day}, ${year ? `${clock.year}, ` : ''}${twelveHour(clock)} ${zoneName(date, zone)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "2026-08-21" -> "Fri, Aug 21, 2026": a calendar date, the same in every time zone (anything else is returned as given). */
export function calendarDateText(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
