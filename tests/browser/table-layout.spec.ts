/**
 * Every data page's table at phone, tablet and desktop widths (issues 15 and 24): on a phone
 * and a tablet the first row's name and the page's key numbers are on screen without scrolling
 * sideways; on a desktop (1024 px and up) every column of the spec is shown, in a box that
 * scrolls sideways only with its hint visible, the header row and the name column sticky. The
 * Columns control lists every column, keeps the name column, and remembers the pick.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bringIslandsNear, islandHydrated, waitForTable } from './helpers.ts';

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
  { path: '/mlb/bvp', table: 'Batter versus pitcher matchups', name: 'Batter', keys: ['Pitcher', 'PA', 'HR', 'AVG'] },
  { path: '/mlb/park-factors', table: 'Park factors by ballpark', name: 'Team', keys: ['Park Factor'] },
  { path: '/season-homers', table: 'Season home runs', name: 'Batter', keys: ['Date', 'Team', 'Distance (ft)'] },
  { path: '/mlb/bullpen', table: 'Bullpen depth chart', name: 'Player', keys: ['USAGE_DAYS'] },
  { path: '/bullpen-table', table: 'Bullpen statistics for all teams', name: 'Player', keys: ['ERA'] },
  { path: '/rv-comparison', table: 'RV comparison summary', name: 'Batter', keys: ['Count', 'Avg RV'] },
  { path: '/hrs-by-park', table: 'Home runs by park', tab: 'List View', name: 'Venue', keys: ['Home Runs'] },
  { path: '/historic-projections', table: 'Confident picks for', name: 'Player', keys: ['Result'] },
  { path: '/mlb/hr-projections', table: 'HR projections for', name: 'Player', keys: ['HR Chance', 'Best price', 'Edge'] },
];

const WIDTHS = [375, 768, 1024, 1280] as const;

async function openTable(page: Page, spec: DataPage, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(spec.path);
  if (spec.tab) {
    // The tabs wait for the island (drawn disabled until it hydrates).
    await bringIslandsNear(page);
    await page.getByRole('tab', { name: spec.tab }).click();
    await expect(page.getByRole('tab', { name: spec.tab })).toHaveAttribute('aria-selected', 'true');
  }
  const box = page.getByRole('region', { name: new RegExp(`^${spec.table}`) }).first();
  await expect(box.locator('tbody tr td').first()).toBeVisible();
  // The layout as a visitor finds it on reaching the table: its island has run.
  await islandHydrated(page, box);
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

/** The page's key headers ('USAGE_DAYS': the depth chart's three latest usage days, from its data file). */
async function keyHeaders(page: Page, spec: DataPage): Promise<string[]> {
  if (!spec.keys.includes('USAGE_DAYS')) return [...spec.keys];
  const bullpen = (await (await page.request.get('/data/bullpen.json')).json()) as { usageDays: string[] };
  return bullpen.usageDays.slice(0, 3);
}

/** The header texts of a table's box. */
function headersOf(box: Locator) {
  return box.locator('thead th').evaluateAll((cells) => cells.map((th) => th.textContent!.replace(/[▲▼↕]/g, '').trim()));
}

for (const spec of PAGES) {
  for (const width of [375, 768] as const) {
    test(`${spec.path} at ${width} px: ${spec.name} and the key numbers in the first row without scrolling sideways`, async ({ page }) => {
      await openTable(page, spec, width);
      const wanted = [spec.name, ...(await keyHeaders(page, spec))];
      await expect.poll(() => cellsInView(page, spec.table, wanted)).toEqual(Object.fromEntries(wanted.map((header) => [header, true])));
    });
  }
  for (const width of [1024, 1280] as const) {
    test(`${spec.path} at ${width} px: every column shown, sideways scrolling with its hint, header and name sticky`, async ({ page }) => {
      const box = await openTable(page, spec, width);
      const picker = page.locator(`[data-table^="${spec.table}"]`).first().getByTestId('column-picker');
      const total = Number((await picker.getByTestId('column-count').innerText()).split('/')[1]);
      await expect(box.locator('thead th')).toHaveCount(total);
      expect((await headersOf(box))[0]).toBe(spec.name);
      const overflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      await expect(page.locator(`[data-table^="${spec.table}"]`).first().getByTestId('scroll-hint')).toBeVisible({ visible: overflows });
      if (overflows) {
        const nameCell = box.locator('tbody tr:first-child td').first();
        const before = await nameCell.boundingBox();
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect.poll(async () => (await nameCell.boundingBox())!.x).toBeCloseTo(before!.x, 0);
        await expect(box.locator('thead th').first()).toHaveCSS('position', 'sticky');
        await expect(box.locator('thead th').last()).toHaveCSS('position', 'sticky');
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

test('Columns lists every column; the name column cannot be hidden; any column toggles from the default; the pick is kept', async ({ page }) => {
  const spec = PAGES.find((page) => page.path === '/mlb/bvp')!;
  const box = await openTable(page, spec, 375);
  await expect(box.locator('thead th')).toHaveText([/Batter/, /Pitcher/, /PA/, /HR/, /AVG/]);
  await expect(page.getByTestId('scroll-hint')).toBeHidden();
  const picker = page.getByTestId('column-picker');
  await picker.locator('summary').click();
  await expect(picker.getByRole('checkbox')).toHaveCount(14);
  await expect(picker.getByRole('checkbox', { name: 'Batter' })).toBeDisabled();
  await expect(picker.getByRole('checkbox', { name: 'Batter' })).toBeChecked();
  await picker.getByRole('button', { name: 'All' }).click();
  await expect(box.locator('thead th')).toHaveCount(14);
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  await expect(box.locator('thead th').first()).toHaveCSS('position', 'sticky');
  await picker.getByRole('button', { name: 'Default' }).click();
  await expect(box.locator('thead th')).toHaveCount(5);
  await picker.getByRole('checkbox', { name: 'SO' }).check();
  await picker.getByRole('checkbox', { name: 'Pitcher' }).uncheck();
  await expect(box.locator('thead th')).toHaveText([/Batter/, /PA/, /HR/, /AVG/, /SO/]);
  await page.reload();
  await expect(box.locator('tbody tr td').first()).toBeVisible();
  await expect(box.locator('thead th')).toHaveText([/Batter/, /PA/, /HR/, /AVG/, /SO/]);
});

test('HR Projections: the picker greys out only Player, and Batting Order toggles from the default', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mlb/hr-projections');
  const box = page.getByRole('region', { name: /^HR projections for / });
  await expect(box.locator('tbody tr td').first()).toBeVisible();
  await waitForTable(page);
  const picker = page.locator('[data-table^="HR projections for"]').getByTestId('column-picker');
  await picker.locator('summary').click();
  await expect(picker.getByRole('checkbox', { name: 'Player' })).toBeDisabled();
  await expect(picker.getByRole('checkbox', { name: 'Batting Order' })).toBeEnabled();
  await picker.getByRole('checkbox', { name: 'Batting Order' }).uncheck();
  await expect(box.getByRole('columnheader', { name: /Batting Order/ })).toHaveCount(0);
  await picker.getByRole('checkbox', { name: 'Batting Order' }).check();
  await expect(box.getByRole('columnheader', { name: /Batting Order/ })).toHaveCount(1);
});
