/**
 * Games under way (docs/product.md#games-under-way): a game past its first pitch has started
 * while its slate is live; the marks change at each first pitch; the table lists started
 * games' rows after the games still to come, whatever the sort.
 */
import { describe, expect, it } from 'vitest';
import { SLATE_LIVE_HOURS } from '../../../src/config/ui-settings.ts';
import { firstPitchMs, hasStarted, nextClockChange, onDemandClockOf, slateClockOf, withStarted } from '../../../src/lib/game-clock.ts';
import { startedAt, startedCountText } from '../../../src/lib/slate-started.ts';
import { listedOrder, sortKeys } from '../../../src/ui/table/engine.ts';

const EARLY = '2026-08-21T17:05:00Z';
const LATE = '2026-08-21T23:10:00Z';
const ms = (iso: string) => Date.parse(iso);
const clock = slateClockOf([LATE, EARLY, null, '7:05 PM', EARLY]);

describe('the slate clock', () => {
  it("gives client:ondemand the slate's first first pitch and the end of its live window (nulls without a timed game)", () => {
    expect(onDemandClockOf([LATE, EARLY, null, '7:05 PM'])).toEqual({ firstPitch: ms(EARLY), liveUntil: ms(LATE) + SLATE_LIVE_HOURS * 60 * 60 * 1000 });
    expect(onDemandClockOf([null, 'TBD'])).toEqual({ firstPitch: null, liveUntil: null });
  });

  it('reads first pitches that are instants only (a time to be decided or a plain text never starts)', () => {
    expect([firstPitchMs(EARLY), firstPitchMs(null), firstPitchMs('7:05 PM'), firstPitchMs('2026-08-21Tnonsense')]).toEqual([ms(EARLY), null, null, null]);
    expect(clock.firstPitches).toEqual([ms(EARLY), ms(LATE)]);
    expect(clock.liveUntil).toBe(ms(LATE) + SLATE_LIVE_HOURS * 3_600_000);
  });

  it('a game has started from its first pitch on, while the slate is live; before the clock is read nothing has', () => {
    const at = (iso: string) => [EARLY, LATE, null].map((time) => hasStarted(time, ms(iso), clock));
    expect(at('2026-08-21T17:04:59Z')).toEqual([false, false, false]);
    expect(at(EARLY)).toEqual([true, false, false]);
    expect(at('2026-08-21T21:00:00Z')).toEqual([true, false, false]);
    expect(at('2026-08-22T03:00:00Z')).toEqual([true, true, false]);
    // A past slate (the stale-data banner says so) is shown as it was built.
    expect(at('2026-08-23T12:00:00Z')).toEqual([false, false, false]);
    expect(hasStarted(EARLY, null, clock)).toBe(false);
    expect(hasStarted(EARLY, ms(LATE), slateClockOf([]))).toBe(false);
  });

  it('the marks next change at the next first pitch, then at the end of the live window, then never', () => {
    expect(nextClockChange(clock, ms('2026-08-21T12:00:00Z'))).toBe(ms(EARLY));
    expect(nextClockChange(clock, ms(EARLY))).toBe(ms(LATE));
    expect(nextClockChange(clock, ms(LATE))).toBe(clock.liveUntil);
    expect(nextClockChange(clock, clock.liveUntil!)).toBeNull();
    expect(nextClockChange(slateClockOf([null]), ms(EARLY))).toBeNull();
  });

  it('marks the rows of started games, and hands back the same rows when none has started', () => {
    const rows = [
      { id: 'a', gameTime: EARLY },
      { id: 'b', gameTime: LATE },
    ];
    expect(withStarted(rows, null, clock)).toBe(rows);
    expect(withStarted(rows, ms('2026-08-21T12:00:00Z'), clock)).toBe(rows);
    expect(withStarted(rows, ms('2026-08-21T21:00:00Z'), clock)).toEqual([
      { id: 'a', gameTime: EARLY, started: true },
      { id: 'b', gameTime: LATE },
    ]);
  });
});

describe("the table's rows listed last (DataTable listedLast)", () => {
  it('come after the others whatever the sort, each group in the sort order, ties as listed', () => {
    const edges = [0.01, 0.09, 0.05, null, 0.02];
    const started = [false, true, false, false, true];
    const keys = sortKeys(edges);
    const ids = (order: number[]) => order.map((index) => 'abcde'[index]).join('');
    expect(ids(listedOrder(5, keys, true, null))).toBe('bcead');
    expect(ids(listedOrder(5, keys, true, started))).toBe('cadbe');
    expect(ids(listedOrder(5, keys, false, started))).toBe('daceb');
    expect(ids(listedOrder(5, null, false, started))).toBe('acdbe');
  });
});

describe("the slate header's count of games under way (the shell's script)", () => {
  const count = { ...clock, final: 2 };

  it('counts the final games, and those past first pitch while the slate is live; says nothing when none has started', () => {
    expect(startedAt({ ...count, final: 0 }, ms('2026-08-21T12:00:00Z'))).toEqual({ started: 0, next: ms(EARLY) });
    expect(startedAt(count, ms('2026-08-21T12:00:00Z'))).toEqual({ started: 2, next: ms(EARLY) });
    expect(startedAt(count, ms('2026-08-21T21:00:00Z'))).toEqual({ started: 3, next: ms(LATE) });
    expect(startedAt(count, ms(LATE))).toEqual({ started: 4, next: clock.liveUntil });
    // A past slate: only what the schedule called final, and no further change.
    expect(startedAt(count, clock.liveUntil!)).toEqual({ started: 2, next: null });
    expect(startedAt({ firstPitches: [], liveUntil: null, final: 0 }, ms(LATE))).toEqual({ started: 0, next: null });
  });

  it("gives the table's answer at every instant: the games past first pitch by hasStarted, the next change by nextClockChange", () => {
    const games = [EARLY, LATE, EARLY, '2026-08-21T23:40:00Z'];
    const gameClock = slateClockOf(games);
    const header = { firstPitches: games.map((time) => ms(time)).sort((a, b) => a - b), liveUntil: gameClock.liveUntil, final: 1 };
    for (let at = ms('2026-08-21T12:00:00Z'); at <= gameClock.liveUntil! + 3_600_000; at += 15 * 60_000) {
      const byTable = games.filter((time) => hasStarted(time, at, gameClock)).length;
      expect(startedAt(header, at)).toEqual({ started: 1 + byTable, next: nextClockChange(gameClock, at) });
    }
  });

  it('reads " · 3 started (2 final)", or nothing', () => {
    expect(startedCountText(0, 0)).toBe('');
    expect(startedCountText(3, 0)).toBe(' · 3 started');
    expect(startedCountText(3, 2)).toBe(' · 3 started (2 final)');
  });
});
