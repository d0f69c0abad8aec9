/**
 * Nothing on screen moves when an island's data arrives: the data files are held
 * back for a moment (as on a slow phone), and the page's layout shifts (the
 * Layout Instability API, the source of Lighthouse's CLS) must add up to ~0.
 */
import { expect, test } from '@playwright/test';
import { MOBILE } from './helpers.ts';

/**
 * `ready`: the page's data is drawn. A table whose first page is in the static HTML is marked
 * data-partial until its whole file has replaced it: the shifts of both steps (hydration, then the
 * file's arrival) are counted. An island that hydrates at the visitor's first input
 * (client:ondemand) is woken by a move of the mouse: a press would mark the shifts of the next
 * half second as the input's own (hadRecentInput) and leave them uncounted; a move does not.
 */
const LOADED_TABLE = 'main [data-table]:not([data-partial]) tbody tr';
const PAGES: { path: string; ready: string }[] = [
  // What is on screen at the top: the picks (the main table below runs as it nears the screen).
  { path: '/mlb/hr-projections', ready: 'main [data-table^="Confident picks"]:not([data-partial]) tbody tr' },
  { path: '/historic-projections', ready: 'table' },
  { path: '/season-homers', ready: LOADED_TABLE },
  { path: '/mlb/bvp', ready: LOADED_TABLE },
  { path: '/mlb/park-factors', ready: LOADED_TABLE },
  { path: '/rv-comparison', ready: LOADED_TABLE },
  { path: '/bullpen-table', ready: LOADED_TABLE },
  { path: '/mlb/bullpen', ready: LOADED_TABLE },
  { path: '/mlb/lineups', ready: '[data-testid="game-card"]' },
];

for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
  for (const { path, ready } of PAGES) {
    test(`${path} at ${viewport.width} px: no layout shift when the data arrives`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route('**/data/*.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(path);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.locator(ready).first().waitFor();
      // Two frames after the data is drawn, so a late shift is recorded too.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
      expect(total).toBeLessThan(0.01);
    });
  }
}
