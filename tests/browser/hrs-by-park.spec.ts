/**
 * HRs By Park (docs/product.md#hrs-by-park): Card View (one card per park: venue,
 * team, count, average distance and exit velocity to 1 decimal, longest) and
 * List View (sortable; on this page a newly sorted column starts ASCENDING,
 * the same column flips).
 */
import { expect, test, type Page } from '@playwright/test';
import type { HomeRunsFile, ParkHomeRuns } from '../../domain/contracts/index.ts';
import { TEAMS } from '../../domain/teams.ts';
import { compareText, DESKTOP, expectNoSeriousA11yViolations, fetchData, islandHydrated, MOBILE, screenshot, tablesSettled } from './helpers.ts';

const HEADERS = ['Venue', 'Team', 'Home Runs', 'Avg Distance (ft)', 'Avg Exit Velo (mph)', 'Longest (ft)'];
const one = (v: number | null) => (v === null ? '—' : ((Math.sign(v) * Math.round(Math.abs(v) * 10)) / 10).toFixed(1));
const teamName = (park: ParkHomeRuns) => TEAMS.find((t) => t.code === park.team)?.name ?? '—';

const list = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const headers = async (page: Page) => (await list(page).locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
const column = async (page: Page, index: number) => {
  await tablesSettled(list(page));
  return (await list(page).locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map((t) => t.trim());
};
const sortBy = (page: Page, header: string) => list(page).getByRole('columnheader', { name: header, exact: true }).getByRole('button').first();

async function open(page: Page): Promise<HomeRunsFile> {
  const file = await fetchData(page.request, 'home-runs.json');
  await page.goto('/hrs-by-park');
  // The tabs are server-rendered: a click before the island hydrates is lost.
  await islandHydrated(page, page.getByRole('tab', { name: 'List View' }));
  return file;
}

test('Card View: one card per park with venue, team, count, averages to 1 decimal and the longest', async ({ page }) => {
  const file = await open(page);
  expect(file.byPark.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HRs By Park');
  await expect(page.getByRole('tab', { name: 'Card View' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('park-card');
  await expect(cards).toHaveCount(file.byPark.length); // prerendered: no data request needed
  for (const [i, park] of file.byPark.entries()) {
    const card = cards.nth(i);
    await expect(card.getByTestId('park-venue')).toHaveText(park.venue);
    await expect(card.getByTestId('park-count')).toHaveText(park.count.toLocaleString('en-US'));
    await expect(card).toContainText(park.team ? teamName(park) : 'Team unknown');
    await expect(card).toContainText(`${one(park.avgDistance)} ft`);
    await expect(card).toContainText(`${one(park.avgExitVelo)} mph`);
    await expect(card).toContainText(`${park.longest === null ? '—' : park.longest.toLocaleString('en-US')} ft`);
  }
});

test('List View: columns, most home runs first; a new column starts ascending, the same one flips', async ({ page }) => {
  const file = await open(page);
  await page.getByRole('tab', { name: 'List View' }).click();
  await expect(page.getByRole('tab', { name: 'List View' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('park-card').first()).toBeHidden();
  await expect.poll(() => headers(page)).toEqual(HEADERS);
  const countHeader = list(page).getByRole('columnheader', { name: 'Home Runs', exact: true });
  await expect(countHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await column(page, 3)).map((t) => Number(t.replace(/,/g, '')))).toEqual(file.byPark.map((p) => p.count).sort((a, b) => b - a));

  await sortBy(page, 'Venue').click(); // new column: ascending on this page
  await expect(list(page).getByRole('columnheader', { name: 'Venue', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => column(page, 1)).toEqual(file.byPark.map((p) => p.venue).sort(compareText));
  await sortBy(page, 'Venue').click(); // same column flips
  await expect(list(page).getByRole('columnheader', { name: 'Venue', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => column(page, 1)).toEqual(file.byPark.map((p) => p.venue).sort((a, b) => compareText(b, a)));

  await sortBy(page, 'Avg Distance (ft)').click(); // a number column starts ascending too
  await expect(list(page).getByRole('columnheader', { name: 'Avg Distance (ft)', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  const distances = file.byPark.map((p) => p.avgDistance).sort((a, b) => (a ?? -Infinity) - (b ?? -Infinity));
  await expect.poll(() => column(page, 4)).toEqual(distances.map(one));

  await sortBy(page, 'Home Runs').click(); // back to a column sorted before: starts ascending again
  await expect(countHeader).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('tab', { name: 'Card View' }).click();
  await expect(page.getByTestId('park-card').first()).toBeVisible();
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`no serious a11y violations at ${viewport.width} px in both views; screenshots`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await page.goto('/hrs-by-park');
    await expect(page.getByTestId('park-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'hrs-by-park');
    await islandHydrated(page, page.getByRole('tab', { name: 'List View' }));
    await page.getByRole('tab', { name: 'List View' }).click();
    await expect(list(page).locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'hrs-by-park-list');
  });
}
