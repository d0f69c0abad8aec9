/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC, without reading the clock. */

const DAY_MS = 86_400_000;

export function parseIsoDate(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`expected a date as YYYY-MM-DD, got "${iso}"`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== iso) throw new RangeError(`not a calendar date: "${iso}"`);
  return ms;
}

export function formatIsoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return formatIsoDate(parseIsoDate(iso) + days * DAY_MS);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((parseIsoDate(toIso) - parseIsoDate(fromIso)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(parseIsoDate(iso)).getUTCDay();
}

export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7));
}

/** An ISO timestamp in UTC for a local wall-clock time at a club with the given UTC offset. */
export function utcTimestamp(localDate: string, localMinutes: number, utcOffsetHours: number): string {
  const ms = parseIsoDate(localDate) + (localMinutes - utcOffsetHours * 60) * 60_000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}
