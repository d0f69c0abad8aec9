/**
 * `client:afterpaint`: hydrate the island once the page has shown its server-rendered HTML
 * (the first contentful paint), so that paint never waits for island code to arrive or run:
 * on a slow phone the page shows its text while React downloads. Registered in astro.config.mjs.
 *
 * A hidden tab paints nothing, and some browsers do not report paints: there the island
 * hydrates at once, as with client:load.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './first-paint.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}

const afterPaint: ClientDirective = (load) => {
  afterFirstPaint(() => void (async () => (await load())())());
};

export default afterPaint;
