/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone can shift a day. */

export interface DateRange {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

const DAY_MS = 86_400_000;

const toUtc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromUtc(toUtc(iso) + days * DAY_MS);

/** Whole days from `a` to `b` (b - a). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

/** Consecutive ranges of at most `days` days covering start..end; none when end < start. */
export function dateChunks(range: DateRange, days: number): DateRange[] {
  if (days < 1) throw new Error(`chunk length must be at least one day, got ${days}`);
  const chunks: DateRange[] = [];
  for (let start = range.start; daysBetween(start, range.end) >= 0; start = addDays(start, days)) {
    const last = addDays(start, days - 1);
    chunks.push({ start, end: daysBetween(last, range.end) < 0 ? range.end : last });
  }
  return chunks;
}

/** The two halves of a range (the first gets the extra day), or null for a single day. */
export function halveRange(range: DateRange): [DateRange, DateRange] | null {
  const length = daysBetween(range.start, range.end) + 1;
  if (length <= 1) return null;
  const firstEnd = addDays(range.start, Math.ceil(length / 2) - 1);
  return [
    { start: range.start, end: firstEnd },
    { start: addDays(firstEnd, 1), end: range.end },
  ];
}

/**
 * The slate's calendar date in the league's home time zone (US Eastern), the
 * default when no --date is given: a run at 02:00 UTC still belongs to the
 * previous evening's slate.
 */
export function slateDateOf(instant: Date, timeZone = 'America/New_York'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
