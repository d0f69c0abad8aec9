/**
 * `client:ondemand={clock}`: hydrate the island when the page first needs its script, not during
 * the page's load. For an island whose server-rendered HTML is already what a reader needs (every
 * row of it readable and final, as HR Projections' picks; or the newest rows and the count, the
 * rest waiting for the controls, as Season Home Runs' first page of the build's own feed), so that
 * a visitor who only reads it never waits for the script, and the load leaves the phone's CPU to
 * the page's text. The island hydrates:
 *   - at the visitor's first input anywhere on the page: a touch, a press, a key, a move of the
 *     mouse, the wheel, a scroll or a focus (capture phase, before the page's own handlers), so its
 *     controls are live by the time he reaches them (until then they are drawn disabled);
 *   - when its rows' clock needs the script: at once (after the first paint) while a game of the
 *     slate is under way, as the island then marks started games; otherwise at the next first pitch
 *     of a live slate (one timer). `firstPitch`, `liveUntil`: the slate's first first pitch and the
 *     end of its live window, epoch ms (src/lib/game-clock.ts onDemandClockOf; null: no clock);
 *   - at once (after the first paint) when the address asks for a view the static HTML does not
 *     show: `viewParam`, a query parameter (BvP's ?player=).
 * Registered in astro.config.mjs. Bundled and inlined into each page that uses it, so it imports
 * only the paint wait it shares with client:afterpaint (./first-paint.ts).
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './first-paint.ts';

export interface OnDemandClock {
  firstPitch: number | null;
  liveUntil: number | null;
}

export interface OnDemandOptions extends OnDemandClock {
  viewParam?: string;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:ondemand'?: OnDemandOptions;
  }
}

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** setTimeout's longest wait (~24.8 days); a first pitch further ahead sets no timer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const onDemand: ClientDirective = (load, options) => {
  const { firstPitch = null, liveUntil = null, viewParam } = (options.value ?? {}) as Partial<OnDemandOptions>;
  const inputs = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    inputs.abort();
    clearTimeout(timer);
    (await load())();
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, hydrate, { capture: true, passive: true, signal: inputs.signal });
  if (viewParam !== undefined && new URLSearchParams(window.location.search).has(viewParam)) {
    afterFirstPaint(() => void hydrate());
    return;
  }
  const now = Date.now();
  if (firstPitch === null || liveUntil === null || now >= liveUntil) return;
  if (now < firstPitch) {
    if (firstPitch - now <= LONGEST_TIMER_MS) timer = setTimeout(hydrate, firstPitch - now);
    return;
  }
  // A game is under way: hydrate as client:afterpaint does.
  afterFirstPaint(() => void hydrate());
};

export default onDemand;
