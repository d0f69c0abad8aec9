/**
 * Every page built here, at 1280 and 375 px: no serious or critical axe
 * violations once its data has loaded, and a full-page screenshot into
 * screenshots/ (git-ignored) for a human look. Also the open mobile sidebar,
 * the collapsed desktop sidebar and an open account panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, recordExternalRequests, screenshot } from './helpers.ts';

// axe's contrast checks on a full lineups page take ~10 s on their own.
test.describe.configure({ timeout: 120_000 });

const PAGES = [
  { path: '/', name: 'home', ready: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/mlb/park-factors', name: 'park-factors', ready: tableReady },
  { path: '/mlb/bvp', name: 'bvp', ready: tableReady },
  { path: '/mlb/lineups', name: 'lineups', ready: (page: Page) => expect(page.getByTestId('game-card').first()).toBeVisible() },
  { path: '/mlb/bullpen', name: 'bullpen', ready: tableReady },
  { path: '/bullpen-table', name: 'bullpen-table', ready: tableReady },
  { path: '/x', name: 'x', ready: feedReady },
  { path: '/tiktok', name: 'tiktok', ready: feedReady },
  { path: '/not-a-page', name: 'not-found', ready: (page: Page) => expect(page.getByText('Page Not Found')).toBeVisible() },
];

async function tableReady(page: Page) {
  await expect(page.locator('table tbody tr').first()).toBeVisible();
}
async function feedReady(page: Page) {
  await expect(page.getByText('feed could not be loaded here')).toBeVisible({ timeout: 15_000 });
}

for (const viewport of [DESKTOP, MOBILE]) {
  for (const entry of PAGES) {
    test(`${entry.path} at ${viewport.width} px: no serious a11y violations; screenshot`, async ({ page, baseURL }) => {
      await recordExternalRequests(page, baseURL!); // offline: social feeds show their fallback
      await page.setViewportSize(viewport);
      await page.goto(entry.path);
      await entry.ready(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, entry.name);
    });
  }
}

test('open mobile sidebar, collapsed desktop sidebar and an account panel pass axe', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/mlb/park-factors');
  await page.locator('header [data-sidebar-toggle]').click();
  await expect(page.locator('#app-sidebar')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'sidebar-open');

  await page.setViewportSize(DESKTOP);
  await page.goto('/mlb/park-factors');
  await page.keyboard.press('Control+b');
  await page.getByRole('button', { name: 'User menu', exact: true }).click();
  await expect(page.locator('#panel-user-menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'sidebar-collapsed-panel-open');
});
