/**
 * The slate header's count of games under way (docs/product.md#games-under-way), kept by the
 * shell's plain script (src/browser/shell.ts) with the visitor's clock: the games the schedule
 * called final, and those whose first pitch has passed while the slate is live. The first
 * pitches and the end of the live window are the slate's clock (./game-clock.ts slateClockOf),
 * which the header writes as data at build time.
 *
 * The rule is ./game-clock.ts's hasStarted and nextClockChange, restated here: this file imports
 * nothing, so the shell's script stays one inlined script with no chunk of the islands' code to
 * request before the first paint (tests/unit/site/game-clock.test.ts holds the two to the same answers).
 */

export interface StartedCount {
  /** The first pitches (ms) of the games not yet final, ascending. */
  firstPitches: readonly number[];
  /** After this instant (ms) no game is counted by its first pitch (a past slate); null when no game has a time. */
  liveUntil: number | null;
  /** The games the schedule called final when the data was built. */
  final: number;
}

/** The games started at `now` (the final ones included), and when the count next changes (null: never). */
export function startedAt(count: StartedCount, now: number): { started: number; next: number | null } {
  const live = count.liveUntil !== null && now < count.liveUntil;
  if (!live) return { started: count.final, next: null };
  const started = count.final + count.firstPitches.filter((start) => start <= now).length;
  return { started, next: count.firstPitches.find((start) => start > now) ?? count.liveUntil };
}

/** " · 7 started (2 final)"; '' when none has started. */
export function startedCountText(started: number, final: number): string {
  if (started === 0) return '';
  return ` · ${started} started${final > 0 ? ` (${final} final)` : ''}`;
}
