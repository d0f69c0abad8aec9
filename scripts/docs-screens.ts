/**
 * The screens of docs/site.md (docs/screens/<page>-<width>.png): each data page of a built site at
 * 375 and 1280 px, the viewport only, in the New York time zone, after a first move of the mouse
 * and once its data has loaded.
 * A script for people, not a test: run it after a build of the sample (the browser tests'
 * `dist-test` by default), open the images and read them.
 *
 *   LONGBALL_SITE_OUT=dist-test npx tsx scripts/docs-screens.ts [--port 4399]
 *
 * Chromium: $CHROME_PATH, else /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ASTRO_CLI, astroEnv, CHROMIUM_FLAGS } from './site-lib.ts';

/** The pages docs/site.md shows, in its order. */
export const SCREEN_PAGES = [
  '/mlb/hr-projections/',
  '/mlb/hr-calculator/',
  '/historic-projections/',
  '/model/',
  '/mlb/bvp/',
  '/mlb/park-factors/',
  '/season-homers/',
  '/hrs-by-park/',
  '/mlb/lineups/',
  '/mlb/main-matchup/',
  '/new-tab/',
  '/rv-comparison/',
  '/mlb/bullpen/',
  '/bullpen-table/',
] as const;
const WIDTHS = [375, 1280] as const;
const OUT = path.resolve('docs/screens');

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4399;
const base = `http://127.0.0.1:${port}`;

function fileName(page: string, width: number): string {
  return `${page.replace(/^\/|\/$/g, '').replace(/\//g, '_')}-${width}.png`;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server did not answer on ${base}`);
}

async function main(): Promise<void> {
  const server = spawn(process.execPath, [ASTRO_CLI, 'preview', '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore', env: astroEnv() });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    mkdirSync(OUT, { recursive: true });
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, timezoneId: 'America/New_York', locale: 'en-US' });
      const page = await context.newPage();
      for (const url of SCREEN_PAGES) {
        await page.goto(base + url, { waitUntil: 'networkidle' });
        // As a visitor's first move of the mouse does: wakes the islands that run at the first input
        // (client:ondemand), whose controls are drawn disabled until then.
        await page.mouse.move(width / 2, 300);
        await page
          .waitForFunction(() => !document.querySelector('astro-island[ssr][client="ondemand"]'), undefined, { timeout: 15_000 })
          .catch(() => undefined);
        await page.waitForLoadState('networkidle');
        // Data pages mark their table busy until the data is in.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
        await page.screenshot({ path: path.join(OUT, fileName(url, width)) });
        console.log(`${fileName(url, width)}`);
      }
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
