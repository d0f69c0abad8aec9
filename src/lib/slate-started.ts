/**
 * The rule of a game under way (docs/product.md#games-under-way), free of imports so that the
 * shell's plain script (src/browser/shell.ts, the slate header's count) and the islands
 * (./game-clock.ts, the table's marks) share it without the islands' shared code reaching the
 * shell: a game has started once its first pitch has passed, while its slate is live.
 */

/** What a page knows of its slate's clock: the first pitches, and until when the slate is live. */
export interface SlateClock {
  /** The known first pitches, ascending (ms). */
  firstPitches: readonly number[];
  /** After this instant (ms) no game is marked started (a past slate); null when no game has a time. */
  liveUntil: number | null;
}

/** Whether a game whose first pitch is `start` (ms; null: not known) has started at `now` (null: the clock is not read yet, as in the static HTML). */
export function startedBy(start: number | null, now: number | null, clock: SlateClock): boolean {
  if (start === null || now === null || clock.liveUntil === null || now >= clock.liveUntil) return false;
  return start <= now;
}

/**
 * When the marks next change after `now`: the next first pitch, else the end of the live window;
 * null when nothing changes any more.
 */
export function nextClockChange(clock: SlateClock, now: number): number | null {
  if (clock.liveUntil === null || now >= clock.liveUntil) return null;
  return clock.firstPitches.find((ms) => ms > now) ?? clock.liveUntil;
}

/** The slate header's count: the games not yet final (their clock) and those the schedule called final when the data was built. */
export interface StartedCount extends SlateClock {
  final: number;
}

/** The games started at `now` (final ones included), and when the count next changes (null: never). */
export function startedAt(count: StartedCount, now: number): { started: number; next: number | null } {
  const byClock = count.firstPitches.filter((start) => startedBy(start, now, count)).length;
  return { started: count.final + byClock, next: nextClockChange(count, now) };
}

/** " · 7 started (2 final)"; '' when none has started. */
export function startedCountText(started: number, final: number): string {
  if (started === 0) return '';
  return ` · ${started} started${final > 0 ? ` (${final} final)` : ''}`;
}
