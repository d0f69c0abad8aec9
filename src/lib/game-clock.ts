/**
 * Games under way, from each game's first pitch and the visitor's clock (docs/product.md#games-under-way):
 * a game whose first pitch has passed has started, and its prices are no longer the pregame
 * ones, so the site hides its edge and EV. Computed in the browser: the page never needs a
 * rebuild to say so.
 *
 * The slate is "live" from its day until SLATE_LIVE_HOURS after its last first pitch; a slate
 * older than that is a past day shown as it was built (the stale-data banner says so), and its
 * rows are not marked.
 *
 * The slate header's count (./slate-started.ts, the shell's plain script) applies the same rule in
 * its own few lines: sharing them would split a chunk out of the shell's inlined script, which every
 * page would then request before its first paint. tests/unit/site/game-clock.test.ts holds the two
 * to the same answers.
 */
import { SLATE_LIVE_HOURS } from '../config/ui-settings.ts';

/** A row of a game that may be under way: `started` once its first pitch has passed (absent before the clock is read). */
export interface Started {
  started?: boolean;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;
const HOUR_MS = 60 * 60 * 1000;

/** The first pitch as epoch ms; null when the time is not an instant (to be decided, plain text). */
export function firstPitchMs(gameTime: string | null): number | null {
  if (gameTime === null || !ISO_INSTANT.test(gameTime)) return null;
  const ms = Date.parse(gameTime);
  return Number.isNaN(ms) ? null : ms;
}

/** What a page knows of its slate's clock: the first pitches, and until when the slate is live. */
export interface SlateClock {
  /** The known first pitches, ascending (ms). */
  firstPitches: number[];
  /** After this instant (ms) no game is marked started; null when no game has a time. */
  liveUntil: number | null;
}

/** The slate's clock from its games' first pitches (a time that is not an instant is left out). */
export function slateClockOf(gameTimes: Iterable<string | null>): SlateClock {
  const firstPitches = [...new Set([...gameTimes].map(firstPitchMs).filter((ms): ms is number => ms !== null))].sort((a, b) => a - b);
  const last = firstPitches.at(-1);
  return { firstPitches, liveUntil: last === undefined ? null : last + SLATE_LIVE_HOURS * HOUR_MS };
}

/** client:ondemand's clock for an island whose rows do not change with the clock (played days, ballparks, bullpens). */
export const NO_CLOCK: { firstPitch: null; liveUntil: null } = { firstPitch: null, liveUntil: null };

/**
 * The clock client:ondemand reads (src/client-directives/on-demand.ts): the slate's first first
 * pitch and the end of its live window, from its games' first pitches.
 */
export function onDemandClockOf(gameTimes: Iterable<string | null>): { firstPitch: number | null; liveUntil: number | null } {
  const clock = slateClockOf(gameTimes);
  return { firstPitch: clock.firstPitches[0] ?? null, liveUntil: clock.liveUntil };
}

/** Whether the game starting at `gameTime` has started at `now` (ms; null: the clock is not read yet, as in the static HTML). */
export function hasStarted(gameTime: string | null, now: number | null, clock: SlateClock): boolean {
  if (now === null || clock.liveUntil === null || now >= clock.liveUntil) return false;
  const start = firstPitchMs(gameTime);
  return start !== null && start <= now;
}

/**
 * When the marks next change after `now`: the next first pitch, else the end of the live window;
 * null when nothing changes any more.
 */
export function nextClockChange(clock: SlateClock, now: number): number | null {
  if (clock.liveUntil === null || now >= clock.liveUntil) return null;
  return clock.firstPitches.find((ms) => ms > now) ?? clock.liveUntil;
}

/**
 * `rows` with `started: true` on those whose game has started at `now`; the same array when none
 * has (the static HTML and the first render, before the clock is read).
 */
export function withStarted<Row extends { gameTime: string | null }>(rows: readonly Row[], now: number | null, clock: SlateClock): readonly (Row & Started)[] {
  if (!rows.some((row) => hasStarted(row.gameTime, now, clock))) return rows;
  return rows.map((row) => (hasStarted(row.gameTime, now, clock) ? { ...row, started: true } : row));
}
