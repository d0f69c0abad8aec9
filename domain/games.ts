/**
 * First-pitch order, the one order every list of today's games uses (lineups,
 * matchups, the game filters): games with a timestamp by instant, then games
 * whose time is a plain text ("19:05", read as given) by that text, then games
 * with no known time; ties by the game id, so the order is stable.
 */
export interface TimedGame {
  id: string;
  gameTime: string | null;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

function rank(gameTime: string | null): [tier: number, instant: number, text: string] {
  if (gameTime === null) return [2, 0, ''];
  const instant = ISO_TIMESTAMP.test(gameTime) ? Date.parse(gameTime) : Number.NaN;
  return Number.isNaN(instant) ? [1, 0, gameTime] : [0, instant, ''];
}

export function compareFirstPitch(a: TimedGame, b: TimedGame): number {
  const [tierA, instantA, textA] = rank(a.gameTime);
  const [tierB, instantB, textB] = rank(b.gameTime);
  if (tierA !== tierB) return tierA - tierB;
  if (instantA !== instantB) return instantA - instantB;
  if (textA !== textB) return textA < textB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Whether MLB's detailedState says the game is over: "Final", "Final: Tied", "Game Over",
 * "Completed Early" (and its variants "Completed Early: Rain"...). The results input reads it
 * where no codedGameState is given (pipeline/sources/game-results.ts); the slate header counts
 * the schedule's final games with it.
 */
export function isFinalStatus(status: string | null): boolean {
  return status !== null && /^(final|game over|completed early)\b/i.test(status.trim());
}

/** An ISO-8601 instant with its zone: "2026-08-22T23:05:00Z", "...T19:05:00-04:00", "...T19:05:00.000+0000". */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isZonedInstant = (text: string): boolean => ZONED_INSTANT.test(text);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a time zone, as [year, month, day, hour, minute, second]. */
function wallClock(ms: number, timeZone: string): number[] {
  const parts = dayFormat(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The calendar date of a date field in the slate's time zone (the home park's):
 * "2026-08-21" is itself; an instant with a zone ("2026-08-22T01:10:00Z", as the MLB
 * Stats API writes gameDate) is the local date of that instant in `timeZone`
 * (2026-08-21 in America/Chicago); a date-time without a zone is a local wall time
 * and its date part is taken. Null for any other text. Never the build machine's zone.
 */
export function slateDayOf(text: string, timeZone: string): string | null {
  if (PLAIN_DATE.test(text)) return text;
  if (isZonedInstant(text)) {
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) return null;
    const [y, m, d] = wallClock(ms, timeZone);
    return `${y}-${pad(m!)}-${pad(d!)}`;
  }
  const local = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/.exec(text);
  return local ? local[1]! : null;
}

/**
 * A wall-clock time in a time zone as an instant ("2026-08-21T23:05:00Z"), whatever
 * the build machine's zone: the zone's offset at that instant is found with Intl and
 * applied (twice, so a time next to a daylight-saving change lands right).
 */
export function instantOfWallClock(date: string, hour: number, minute: number, timeZone: string): string | null {
  const match = PLAIN_DATE.exec(date);
  if (!match || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const [wy, wm, wd, wh, wmin, ws] = wallClock(guess, timeZone) as [number, number, number, number, number, number];
    guess += wanted - Date.UTC(wy, wm - 1, wd, wh, wmin, ws);
  }
  return new Date(guess).toISOString().replace('.000Z', 'Z');
}
