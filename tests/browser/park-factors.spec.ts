/** Park Factors (docs/product.md#park-factors): 19 columns, default sort, sort rules, search, colours, CSV. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cellNumber, columnTexts, compareText, fetchData, sortButton, tableHeaders, waitForTable, showAllColumns } from './helpers.ts';

const HEADERS = [
  'Team',
  'Venue',
  'Year',
  'Park Factor',
  'Overall',
  'wOBACon',
  'xwOBACon',
  'BACON',
  'xBACON',
  'HardHit',
  'R',
  'OBP',
  'H',
  '1B',
  '2B',
  '3B',
  'BB',
  'SO',
  'PA',
];

test('columns, year label, default sort Park Factor descending, then the sort rules', async ({ page, request }) => {
  const file = await fetchData(request, 'park-factors.json');
  expect(file.parks.length).toBeGreaterThan(1);
  await page.goto('/mlb/park-factors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Park Factors');
  await waitForTable(page);
  await showAllColumns(page);
  expect(await tableHeaders(page)).toEqual(HEADERS);
  await expect(page.getByTestId('park-year-label')).toHaveText(file.yearLabel);
  await expect(page.getByRole('heading', { name: 'Reading park factors' })).toBeVisible();
  await expect(page.getByText(/^Source: Baseball Savant/)).toBeVisible();

  const parkFactorHeader = page.getByRole('columnheader', { name: 'Park Factor', exact: true });
  await expect(parkFactorHeader).toHaveAttribute('aria-sort', 'descending');
  const expectedDesc = file.parks.map((p) => Math.round(p.parkFactor)).sort((a, b) => b - a);
  expect((await columnTexts(page, 4)).map(cellNumber)).toEqual(expectedDesc.slice(0, 50));

  await sortButton(page, 'Park Factor').click(); // same column flips
  await expect(parkFactorHeader).toHaveAttribute('aria-sort', 'ascending');
  expect((await columnTexts(page, 4)).map(cellNumber)).toEqual([...expectedDesc].reverse().slice(0, 50));

  await sortButton(page, 'Team').click(); // a new column starts descending (docs/product.md#tables)
  await expect(page.getByRole('columnheader', { name: 'Team', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(parkFactorHeader).not.toHaveAttribute('aria-sort', /.+/);
  const teams = await columnTexts(page, 1);
  expect(teams).toEqual([...file.parks.map((p) => p.teamName)].sort((a, b) => compareText(b, a)).slice(0, 50));
});

test('park factor colouring: >105 strong red, >100 light red, <95 strong blue, <100 light blue', async ({ page, request }) => {
  const file = await fetchData(request, 'park-factors.json');
  await page.goto('/mlb/park-factors');
  await waitForTable(page);
  const cells = page.locator('table tbody tr td:nth-child(4)');
  const count = await cells.count();
  expect(count).toBe(Math.min(50, file.parks.length));
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const value = cellNumber((await cells.nth(i).innerText()).trim())!;
    const raw = [...file.parks].sort((a, b) => b.parkFactor - a.parkFactor)[i]!.parkFactor;
    expect(value).toBe(Math.round(raw));
    const expected = raw > 105 ? 'bg-red-600' : raw > 100 ? 'bg-red-100' : raw < 95 ? 'bg-blue-700' : raw < 100 ? 'bg-blue-100' : null;
    const className = (await cells.nth(i).getAttribute('class')) ?? '';
    for (const tone of ['bg-red-600', 'bg-red-100', 'bg-blue-700', 'bg-blue-100']) {
      expect(className.includes(tone), `${raw} -> ${expected}`).toBe(tone === expected);
    }
    if (expected) seen.add(expected);
  }
  expect(seen.size, 'the data should exercise at least two colour bands').toBeGreaterThanOrEqual(2);
});

test('search by team or ballpark, empty state, CSV of the shown rows', async ({ page, request }) => {
  const file = await fetchData(request, 'park-factors.json');
  const target = file.parks[0]!;
  await page.goto('/mlb/park-factors');
  await waitForTable(page);
  const search = page.getByPlaceholder('Search by team or ballpark...');
  await search.fill(target.venue.toUpperCase());
  const venues = await columnTexts(page, 2);
  expect(venues.length).toBeGreaterThan(0);
  expect(venues.every((v) => v.toLowerCase().includes(target.venue.toLowerCase()))).toBe(true);
  await expect(page.getByTestId('table-count')).toHaveText(`${venues.length} of ${file.parks.length} parks`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe(`\uFEFF${HEADERS.join(',')}`);
  expect(csv.length).toBe(venues.length + 1);

  await search.fill('zzzz no such park');
  await expect(page.getByText("No parks match 'zzzz no such park'")).toBeVisible();
  await search.fill(target.teamName);
  await expect(page.locator('table tbody tr').first()).toContainText(target.teamName);
});
