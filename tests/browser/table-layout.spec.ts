/**
 * Every data page's table at phone, tablet and laptop widths (issue 15): the first row's player
 * (or park) name and the page's key numbers are on screen without scrolling sideways, and at
 * 1280 px, sidebar open, no table is cut off (its scroll box is as wide as its content). The
 * Columns control lists every column, and picking all of them scrolls sideways with a hint.
 */
import { expect, test, type Page } from '@playwright/test';

interface DataPage {
  path: string;
  /** The table's caption (its scroll box's accessible name), from its start. */
  table: string;
  /** The tab to open first, when the table sits in one. */
  tab?: string;
  name: string;
  keys: readonly string[];
}

const PAGES: readonly DataPage[] = [
  { path: '/mlb/bvp', table: 'Batter versus pitcher matchups', name: 'Batter', keys: ['HR', 'AVG'] },
  { path: '/mlb/park-factors', table: 'Park factors by ballpark', name: 'Team', keys: ['Park Factor'] },
  { path: '/season-homers', table: 'Season home runs', name: 'Batter', keys: ['Season HR #'] },
  { path: '/mlb/bullpen', table: 'Bullpen depth chart', name: 'Player', keys: ['ERA'] },
  { path: '/bullpen-table', table: 'Bullpen statistics for all teams', name: 'Player', keys: ['ERA'] },
  { path: '/rv-comparison', table: 'RV comparison summary', name: 'Batter', keys: ['Count', 'Avg RV'] },
  { path: '/hrs-by-park', table: 'Home runs by park', tab: 'List View', name: 'Venue', keys: ['Home Runs'] },
  { path: '/historic-projections', table: 'Confident picks for', name: 'Player', keys: ['Result'] },
  { path: '/mlb/hr-projections', table: 'HR projections for', name: 'Player', keys: ['HR Prob', 'HR Chance'] },
];

const WIDTHS = [375, 768, 1024, 1280] as const;

async function openTable(page: Page, spec: DataPage, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(spec.path);
  if (spec.tab) {
    const tab = page.getByRole('tab', { name: spec.tab });
    // A click before the island hydrates is lost: click until the tab is selected.
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
  }
  const box = page.getByRole('region', { name: new RegExp(`^${spec.table}`) }).first();
  await expect(box.locator('tbody tr td').first()).toBeVisible();
  return box;
}

/** For each header, whether the first row's cell under it lies inside the box and the viewport. */
function cellsInView(page: Page, caption: string, headers: readonly string[]) {
  return page.evaluate(
    ({ caption, headers }) => {
      const box = [...document.querySelectorAll('[role=region]')].find((el) => el.getAttribute('aria-label')?.startsWith(caption))!;
      const shown = [...box.querySelectorAll('thead th')].map((th) => th.textContent!.replace(/[▲▼↕]/g, '').trim());
      const cells = [...box.querySelectorAll('tbody tr:first-child td')];
      const limits = box.getBoundingClientRect();
      const right = Math.min(limits.right, window.innerWidth);
      return Object.fromEntries(
        headers.map((header) => {
          const cell = cells[shown.indexOf(header)];
          const rect = cell?.getBoundingClientRect();
          return [header, !!rect && rect.width > 0 && rect.left >= limits.left - 1 && rect.right <= right + 1 && box.scrollLeft === 0];
        }),
      );
    },
    { caption, headers },
  );
}

for (const spec of PAGES) {
  for (const width of WIDTHS) {
    test(`${spec.path} at ${width} px: ${spec.name} and ${spec.keys.join(', ')} in the first row without scrolling sideways`, async ({ page }) => {
      await openTable(page, spec, width);
      const wanted = [spec.name, ...spec.keys];
      await expect.poll(() => cellsInView(page, spec.table, wanted)).toEqual(Object.fromEntries(wanted.map((header) => [header, true])));
      if (width === 1280) {
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll('[role=region]')]
            .filter((box) => box.querySelector('table') && box.clientWidth > 0 && box.scrollWidth > box.clientWidth)
            .map((box) => `${box.getAttribute('aria-label')}: ${box.scrollWidth} > ${box.clientWidth}`),
        );
        expect(clipped).toEqual([]);
      }
    });
  }
}

/** Every data page, tables or not (lineup cards, matchups, the Calculator, the model page). */
const DATA_PAGES = [...PAGES.map((spec) => spec.path), '/mlb/lineups', '/mlb/main-matchup', '/new-tab', '/mlb/hr-calculator', '/model'] as const;

for (const path of DATA_PAGES) {
  test(`${path} never scrolls sideways as a page at 375, 768, 1024 or 1280 px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
}

test('Columns lists every column; All shows them, scrolling sideways with a hint on a phone; Default goes back', async ({ page }) => {
  const spec = PAGES.find((page) => page.path === '/mlb/bvp')!;
  const box = await openTable(page, spec, 375);
  await expect(box.locator('thead th')).toHaveText([/Batter/, /HR/, /AVG/]);
  await expect(page.getByTestId('scroll-hint')).toBeHidden();
  const picker = page.getByTestId('column-picker');
  await picker.locator('summary').click();
  await expect(picker.getByRole('checkbox')).toHaveCount(14);
  await picker.getByRole('button', { name: 'All' }).click();
  await expect(box.locator('thead th')).toHaveCount(14);
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  await expect(box.locator('thead th').first()).toHaveCSS('position', 'sticky');
  await picker.getByRole('button', { name: 'Default' }).click();
  await expect(box.locator('thead th')).toHaveCount(3);
  await picker.getByRole('checkbox', { name: 'Pitcher' }).check();
  await expect(box.locator('thead th')).toHaveText([/Batter/, /Pitcher/, /HR/, /AVG/]);
});
