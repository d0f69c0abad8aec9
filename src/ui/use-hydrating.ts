/**
 * Whether a component was drawn by hydrating the static HTML (true; also in the build's own
 * render) or first drawn in the browser (false), learnt without drawing it twice: React asks a
 * store for its server snapshot only while rendering on the server or hydrating, and the two
 * snapshots here are the same value, so the check React makes after hydration finds nothing to
 * redraw. (A store whose server snapshot differs is redrawn at once after hydration, in one
 * synchronous pass that no transition can slice: a long task on a phone for a page of rows.)
 */
import { useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const PROBE = 0;

export function useHydrating(): boolean {
  const hydrating = useRef(false);
  useSyncExternalStore(
    subscribeToNothing,
    () => PROBE,
    () => {
      hydrating.current = true;
      return PROBE;
    },
  );
  return hydrating.current;
}
