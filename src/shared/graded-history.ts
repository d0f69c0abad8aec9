/**
 * The graded-history CSV (a Pro report, docs/product.md#custom-reports): the date-range rule and
 * the messages that both the route (src/server/graded-history-csv.ts) and the Historic
 * Projections form use, so the two cannot disagree about what a valid range is.
 *
 * Free of imports: the browser bundles this module.
 */

/** The longest range one download covers, in days, both ends included (a season and a bit). */
export const MAX_RANGE_DAYS = 366;

export const GRADED_HISTORY_PATH = '/api/graded-history-csv';

export const GRADED_HISTORY_MESSAGES = {
  badDate: (field: 'from' | 'to') => `${field === 'from' ? 'The start date' : 'The end date'} must be a calendar date (YYYY-MM-DD).`,
  reversed: 'The start date must be on or before the end date.',
  tooLong: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
  noPicks: (from: string, to: string) => `No graded picks between ${from} and ${to}.`,
  notSignedIn: 'Please sign in to download reports',
  proOnly: 'The graded-history CSV is part of the Pro plan.',
  archiveUnavailable: 'The picks archive could not be read. Please try again later.',
  failed: 'The report could not be made. Please try again later.',
} as const;

const DAY_MS = 86_400_000;

/** Milliseconds of the UTC midnight of a YYYY-MM-DD calendar date, or null when it is not one. */
export function calendarDateMs(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : null;
}

/** Why the range cannot be downloaded (the message to show), or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  const start = calendarDateMs(from);
  if (start === null) return GRADED_HISTORY_MESSAGES.badDate('from');
  const end = calendarDateMs(to);
  if (end === null) return GRADED_HISTORY_MESSAGES.badDate('to');
  if (start > end) return GRADED_HISTORY_MESSAGES.reversed;
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return GRADED_HISTORY_MESSAGES.tooLong;
  return null;
}

/** The downloaded file's name. */
export function gradedHistoryFileName(from: string, to: string): string {
  return `graded-picks-${from}-to-${to}.csv`;
}
