/**
 * A timestamp in the visitor's time zone with the zone named ("Aug 22, 2026, 8:00 AM EDT").
 * The shell's script applies it after the first paint to every <time data-local-time>,
 * whose static text is the UTC form (format.ts formatUtcTimestamp). Only the shell
 * imports this file, so its inlined script stays free of the islands' shared code (a module it
 * shared with the islands would make the shell's script a file of its own, loaded by every page).
 */
export function formatLocalTimestamp(iso: string, locale?: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(locale ?? 'en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
