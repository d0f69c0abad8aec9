/**
 * Every free table page (and HR Projections in local mode) has its first page of rows in the
 * static HTML: with JavaScript off the table is there, its first rows readable, and they are the
 * rows, in the columns, that the page shows once its script has run and the whole file is loaded
 * (same first row, same visible headers at that width), with at most one page (50 rows).
 */
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { TABLE_PAGE_SIZE } from '../../src/config/ui-settings.ts';
import { bringIslandsNear, DESKTOP, MOBILE } from './helpers.ts';

const PAGES: { path: string; table: string }[] = [
  { path: '/mlb/hr-projections', table: '[data-table^="HR projections for"]' },
  { path: '/mlb/hr-projections', table: '[data-table="Confident picks"]' },
  { path: '/season-homers', table: '[data-table="Season home runs"]' },
  { path: '/rv-comparison', table: '[data-table^="RV comparison summary"]' },
  { path: '/bullpen-table', table: '[data-table="Bullpen statistics for all teams"]' },
  { path: '/mlb/bullpen', table: '[data-table^="Bullpen depth chart"]' },
  { path: '/mlb/bvp', table: '[data-table="Batter versus pitcher matchups"]' },
  { path: '/mlb/park-factors', table: '[data-table="Park factors by ballpark"]' },
  { path: '/historic-projections', table: '[data-table^="Confident picks for"]' },
  { path: '/historic-projections', table: '[data-table^="Punt picks for"]' },
];

interface TableText {
  /** The visible "n/m" of the table's Columns control (null: the table has none). */
  columnsCount: string | null;
  headers: string[];
  firstRow: string[];
  dataRows: number;
}

/** The table's visible header texts, its first data row's visible cell texts and its data row count. */
async function readTable(table: Locator): Promise<TableText> {
  return table.evaluate((element) => {
    const shown = (cells: Iterable<Element>) =>
      [...cells].filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => (cell as HTMLElement).innerText.trim());
    const rows = [...element.querySelectorAll('tbody tr')].filter((row) => (row as HTMLTableRowElement).cells.length > 1);
    const picker = element.querySelector<HTMLElement>('[data-testid="column-picker"] [data-testid="column-count"]');
    return {
      columnsCount: picker ? picker.innerText.trim() : null,
      headers: shown(element.querySelectorAll('thead th')).map((text) => text.split('\n')[0]!),
      firstRow: rows[0] ? shown((rows[0] as HTMLTableRowElement).cells) : [],
      dataRows: rows.length,
    };
  });
}

async function tableOf(browser: Browser, path: string, selector: string, viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  // The static HTML writes times in UTC (the visitor's zone applies once the island has run,
  // docs/product.md#games-under-way): a visitor in that zone sees the same text before and after.
  const context = await browser.newContext({ viewport, javaScriptEnabled, timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.goto(path);
  const table = page.locator(selector).first();
  await table.locator('tbody tr').first().waitFor();
  // With JavaScript: once the island has run and every file has replaced the build's first pages.
  if (javaScriptEnabled) {
    await bringIslandsNear(page);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr], [data-partial]'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const text = await readTable(table);
  const nameBox = await table.locator('tbody tr').first().locator('td').first().boundingBox();
  await context.close();
  return { text, nameBox };
}

for (const viewport of [MOBILE, DESKTOP]) {
  for (const { path, table } of PAGES) {
    test(`${path} ${table} at ${viewport.width} px: the first rows are in the static HTML`, async ({ browser, baseURL }) => {
      const url = `${baseURL}${path}`;
      const staticTable = await tableOf(browser, url, table, viewport, false);
      expect(staticTable.text.dataRows, 'data rows in the static HTML').toBeGreaterThan(0);
      expect(staticTable.text.dataRows).toBeLessThanOrEqual(TABLE_PAGE_SIZE);
      expect(staticTable.nameBox?.width ?? 0, 'the first row is drawn').toBeGreaterThan(0);
      expect(staticTable.nameBox!.x + staticTable.nameBox!.width).toBeLessThanOrEqual(viewport.width);

      const liveTable = await tableOf(browser, url, table, viewport, true);
      expect(staticTable.text.headers, 'the same visible columns as once the page has run').toEqual(liveTable.text.headers);
      expect(staticTable.text.columnsCount, 'the Columns count of this screen, as once the page has run').toEqual(liveTable.text.columnsCount);
      expect(staticTable.text.firstRow, 'the same first row as once the whole file is loaded').toEqual(liveTable.text.firstRow);
    });
  }
}

test('a tap on Columns before the island has run lists the columns once it has', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  // The page's scripts are held until after the tap, as on a slow phone.
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/season-homers');
  const picker = page.locator('[data-table="Season home runs"]').getByTestId('column-picker');
  await expect(picker.locator('summary')).toBeVisible();
  await expect(page.locator('astro-island[ssr]', { has: picker })).toHaveCount(1);
  await picker.locator('summary').click();
  releaseScripts();
  await expect(page.locator('astro-island[ssr]', { has: picker })).toHaveCount(0);
  await expect(picker.getByRole('button', { name: 'All' })).toBeVisible();
  await picker.getByRole('button', { name: 'All' }).click();
  const total = (await picker.getByTestId('column-count').innerText()).split('/')[1];
  await expect(picker.getByTestId('column-count')).toHaveText(`${total}/${total}`);
});
