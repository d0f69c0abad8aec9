/**
 * `client:afterpaint`: hydrate the island once the page has shown its server-rendered HTML
 * (the first contentful paint), so that paint never waits for island code to arrive or run:
 * on a slow phone the page shows its text while React downloads. Registered in astro.config.mjs.
 *
 * A hidden tab paints nothing, and some browsers do not report paints: there the island
 * hydrates at once, as with client:load.
 */
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}

const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    void hydrate();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    void hydrate();
  }).observe({ type: 'paint', buffered: true });
};

export default afterPaint;
