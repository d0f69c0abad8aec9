/**
 * Dates, clock times and counts worded as Intl's 'en-US' formats word them ("Aug 22, 2026,
 * 8:00 AM EDT", "7:15 PM EDT", "1,403"), made from Date's own getters for the visitor's time zone
 * or UTC, without Intl. The reason is speed: a page's first Intl formatter or collator loads the
 * browser's locale data, 25 to 60 ms on a laptop and four times that on a phone, one long task on
 * every page that prints a time or a count, while Date's getters cost nothing. A named zone other
 * than UTC, or another locale, is Intl's (the callers fall back to it); the unit tests hold both
 * paths to the same text.
 */

/** The visitor's time zone ('local', Date's getters) or UTC. */
export type ClockZone = 'local' | 'utc';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The zones Intl's en-US short names abbreviate, by the long name Date#toString gives them; Intl
 * writes any other zone as its offset ("GMT+2", "GMT+5:30", "GMT").
 */
const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Coordinated Universal Time': 'UTC',
  'Eastern Standard Time': 'EST',
  'Eastern Daylight Time': 'EDT',
  'Central Standard Time': 'CST',
  'Central Daylight Time': 'CDT',
  'Mountain Standard Time': 'MST',
  'Mountain Daylight Time': 'MDT',
  'Pacific Standard Time': 'PST',
  'Pacific Daylight Time': 'PDT',
  'Alaska Standard Time': 'AKST',
  'Alaska Daylight Time': 'AKDT',
  'Hawaii-Aleutian Standard Time': 'HST',
  'Hawaii-Aleutian Daylight Time': 'HDT',
  'Atlantic Standard Time': 'AST',
  'Atlantic Daylight Time': 'ADT',
};

/** Whether the locale and zone asked for are ones this file words itself (else: Intl). */
export function clockZoneOf(locale: string | undefined, timeZone: string | undefined): ClockZone | null {
  if (locale !== undefined && locale !== 'en-US') return null;
  return timeZone === undefined ? 'local' : timeZone === 'UTC' ? 'utc' : null;
}

/** The zone's short name at `date`, as Intl's en-US timeZoneName 'short' gives it. */
export function zoneName(date: Date, zone: ClockZone): string {
  if (zone === 'utc') return 'UTC';
  const longName = /\(([^)]+)\)$/.exec(date.toString())?.[1];
  const abbreviation = longName === undefined ? undefined : ZONE_ABBREVIATIONS[longName];
  if (abbreviation) return abbreviation;
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

/** A whole number with thousands separators, as Intl's en-US ("1,403", "-12,000"). */
export function groupedInteger(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}
