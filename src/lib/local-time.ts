/**
 * A timestamp in the visitor's time zone with the zone named ("Aug 22, 2026, 8:00 AM EDT"; without
 * `year`, "Aug 22, 8:00 AM EDT").
 * The shell's script applies it after the first paint to every <time data-local-time>,
 * whose static text is the UTC form (format.ts formatUtcTimestamp). Only the shell
 * imports this file. The visitor's zone and UTC are worded without Intl (./clock-text.ts, the
 * shell's own copy: no locale data loaded on every page); another zone goes through Intl. In English
 * (en-US), as the site is.
 */
import { clockZoneOf, dateClockText } from '#shell-copy/clock-text';

export function formatLocalTimestamp(iso: string, year = true, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const zone = clockZoneOf(undefined, timeZone);
  if (zone) return dateClockText(date, zone, { year });
  return date.toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: year ? 'numeric' : undefined,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
