/**
 * The visitor's clock for a slate's games under way (src/lib/game-clock.ts):
 *   const now = useGameClock(clock);   // null in the static HTML and the first render
 * Read once the island has hydrated (so the first render matches the static HTML), then again
 * at the next first pitch (one timer, not a poll), and when the tab comes back into view
 * (a background tab's timers are held back).
 */
import { useEffect, useState } from 'react';
import { nextClockChange, type SlateClock } from '../lib/game-clock.ts';

/** A timer is never set further ahead than this (setTimeout's limit is ~24.8 days; a sleeping laptop drifts). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export function useGameClock(clock: SlateClock): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      const at = Date.now();
      setNow(at);
      const next = nextClockChange(clock, at);
      if (next !== null) timer = setTimeout(read, Math.min(next - at, LONGEST_WAIT_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [clock]);
  return now;
}
