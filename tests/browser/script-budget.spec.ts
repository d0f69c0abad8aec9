/**
 * What each built page makes the browser download before it is interactive
 * (scripts/site-js-bytes.ts: inline scripts plus the static import closure of
 * every module script and island, gzip level 9). Regression guards on the
 * built site; the figures against the goals are printed by `npm run bench:site`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { downloadedScriptGzipBytes, GUEST_ISLAND_JS_BUDGET_KB, measurePageScripts } from '../../scripts/site-js-bytes.ts';
import { siteOutDir } from '../../scripts/site-lib.ts';
import { bringIslandsNear } from './helpers.ts';

const clientDir = path.join(siteOutDir(), 'client');
const pages = measurePageScripts(siteOutDir());

test('pages without an island ship a few KB of plain script and never React', () => {
  const plain = pages.filter((p) => !p.hasIsland);
  expect(plain.map((p) => p.page)).toContain('/');
  for (const p of plain) {
    expect(p.gzipBytes, p.page).toBeLessThan(5 * 1024);
    expect(
      p.files.filter((f) => /react|client/.test(f)),
      p.page,
    ).toEqual([]);
  }
});

test('no page loads the zod contracts up front (they are for the pipeline and lazily loaded premium data)', () => {
  for (const p of pages) {
    const withZod = p.files.filter((f) => readFileSync(path.join(clientDir, f), 'utf8').includes('ZodError'));
    expect(withZod, p.page).toEqual([]);
  }
});

test("a local build carries none of configured mode's account code, not even a dynamic import of it", () => {
  // The mode is a constant of the build (src/lib/site-config.ts SITE_MODE): the account layer's
  // loader, its dynamic import and the premium-data branch fold away.
  const accountChunk = /\b(account-features|auth-store)\.[\w-]+\.js/;
  for (const p of pages) {
    const reaching = p.files.filter((f) => accountChunk.test(readFileSync(path.join(clientDir, f), 'utf8')));
    expect(reaching, p.page).toEqual([]);
  }
});

const ISLAND_BUDGET_KB = GUEST_ISLAND_JS_BUDGET_KB;

test(`island pages stay within ${ISLAND_BUDGET_KB} KB of gzipped script`, () => {
  const islands = pages.filter((p) => p.hasIsland);
  expect(islands.length).toBeGreaterThan(10);
  for (const p of islands) expect(p.gzipBytes / 1024, p.page).toBeLessThanOrEqual(ISLAND_BUDGET_KB);
});

// One test per page: a page read to its end takes a few seconds, and a failure names its page.
for (const p of pages.filter((page) => page.hasIsland)) {
  test(`a guest's browser downloads at most ${ISLAND_BUDGET_KB} KB of gzipped script on ${p.page}, read to its end, lazy chunks included`, async ({
    browser,
    baseURL,
  }) => {
    // The static closure misses what an island imports on mount or as it nears the screen.
    const context = await browser.newContext();
    const downloaded = await downloadedScriptGzipBytes(await context.newPage(), new URL(p.page, baseURL).href);
    await context.close();
    expect(downloaded, p.page).toBeGreaterThan(p.gzipBytes - p.inlineGzipBytes - 1);
    expect((downloaded + p.inlineGzipBytes) / 1024, p.page).toBeLessThanOrEqual(ISLAND_BUDGET_KB);
  });
}

test("tables load the search rule and the clubs' table at the first search, not up front", async ({ page }) => {
  const searchRule = /\/_astro\/text-search\.[\w-]+\.js$/;
  for (const p of pages)
    expect(
      p.files.filter((f) => searchRule.test(f)),
      p.page,
    ).toEqual([]);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/mlb/park-factors/');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await bringIslandsNear(page);
  await expect(page.locator('[data-partial]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => searchRule.test(p))).toEqual([]);
  // A club found by its code (the clubs' table): the first query waits for the rule, the table busy meanwhile.
  const search = page.getByPlaceholder('Search by team or ballpark...');
  await search.fill('LAD');
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dodgers');
  expect(requested.filter((p) => searchRule.test(p))).toHaveLength(1);
});

test('the sliced JSON reader loads only on pages that read a file of thousands of rows', async ({ page }) => {
  const slicer = /\/_astro\/json-slices\.[\w-]+\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/mlb/lineups/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/data/'))).not.toEqual([]);
  expect(requested.filter((p) => slicer.test(p))).toEqual([]);
  // BvP's first load is today's pairs, a few hundred rows; its whole history is sliced.
  await page.goto('/mlb/bvp/');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await bringIslandsNear(page);
  await expect(page.locator('[data-partial]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => slicer.test(p))).toEqual([]);
  await page.getByRole('button', { name: 'Show all history' }).click();
  await expect(page.getByTestId('bvp-scope')).toContainText('Every matchup on record');
  expect(requested.filter((p) => slicer.test(p))).toHaveLength(1);
});

test('island code is requested only after the first contentful paint (client:afterpaint)', async ({ page }) => {
  for (const path of ['/mlb/lineups/', '/new-tab/', '/mlb/main-matchup/']) {
    await page.goto(path);
    await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
    const { fcp, scriptStarts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_astro\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(fcp, path).not.toBeNull();
    expect(scriptStarts.length, path).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start, path).toBeGreaterThanOrEqual(fcp!);
  }
});
