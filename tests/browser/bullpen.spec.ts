/**
 * Bullpen depth chart (/mlb/bullpen) and bullpen table (/bullpen-table), spec
 * docs/product.md#bullpen-pages: columns (usage days from the file), loading / error / loaded,
 * IP in thirds, the two highlighted teams, sorting and Show More.
 */
import { STATIC_FIRST_ROWS } from '../../src/config/ui-settings.ts';
import { expect, test } from '@playwright/test';
import type { BullpenEntry, BullpenFile } from '../../domain/contracts/index.ts';
import { cellNumber, columnTexts, fetchData, sortButton, tableHeaders, waitForTable, showAllColumns } from './helpers.ts';

/** 195.333 -> "195.1" written out by hand: whole innings, then outs. */
function thirds(ip: number): string {
  const outs = Math.round(ip * 3);
  return `${Math.floor(outs / 3)}.${outs % 3}`;
}

test('depth chart: columns with the file usage days, IP in thirds, the two most-used bullpens coloured', async ({ page, request }) => {
  const file = await fetchData(request, 'bullpen.json');
  await page.goto('/mlb/bullpen');
  await waitForTable(page);
  await showAllColumns(page);
  expect(await tableHeaders(page)).toEqual(['Player', 'Team', 'THR', 'Role', ...file.usageDays, 'vFA', 'vSI', 'G', 'IP', 'ERA', 'SV', 'HLD', 'K/9', 'K%']);
  const firstWithIp = file.entries.slice(0, 50).findIndex((e) => e.ip !== null);
  expect(firstWithIp).toBeGreaterThanOrEqual(0);
  expect((await columnTexts(page, 14))[firstWithIp]).toBe(thirds(file.entries[firstWithIp]!.ip!));

  const totals = new Map<string, number>();
  for (const e of file.entries) totals.set(e.team, (totals.get(e.team) ?? 0) + e.usage.reduce<number>((s, d) => s + (d ?? 0), 0));
  const top = [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([team]) => team);
  await expect(page.getByTestId('bullpen-highlight-caption')).toContainText(`: ${top.join(', ')}`);
  const teamCells = page.locator('table tbody tr td:nth-child(2)');
  for (let i = 0; i < (await teamCells.count()); i++) {
    const team = (await teamCells.nth(i).innerText()).trim();
    await expect(teamCells.nth(i)).toHaveClass(top.includes(team) ? /text-red-700/ : /^(?!.*text-red-700)/);
  }
});

test("depth chart: the build's first page while the file is on its way, then the whole file", async ({ page, request }) => {
  const file = await fetchData(request, 'bullpen.json');
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/data/bullpen.json', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/mlb/bullpen');
  const table = page.locator('[data-table]');
  await expect(table).toHaveAttribute('data-partial', '');
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(STATIC_FIRST_ROWS, file.entries.length));
  await expect(page.getByTestId('table-count')).toHaveText(`${file.entries.length} pitchers`);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  release();
  await waitForTable(page);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

test('depth chart and table: "Failed to load bullpen data" when the file cannot be fetched', async ({ page }) => {
  await page.clock.install();
  await page.route('**/data/bullpen.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  for (const path of ['/mlb/bullpen', '/bullpen-table']) {
    await page.goto(path);
    // The island reads the file at the visitor's first input (client:ondemand).
    await page.mouse.move(10, 10);
    await page.clock.runFor(1000 + 2000 + 4000 + 100);
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Failed to load bullpen data' })).toBeVisible();
  }
});

test('bullpen table: 11 columns, sort flips, missing values lowest, Show More past 50 rows', async ({ page }) => {
  // 60 arms, ERA missing on two, so paging and the missing-value rule are exercised whatever the sample holds.
  await page.route('**/data/bullpen.json', async (route) => {
    const file = (await (await route.fetch()).json()) as BullpenFile;
    const template = file.entries[0]!;
    const entries: BullpenEntry[] = Array.from({ length: 60 }, (_, i) => ({
      ...template,
      player: `Arm ${String(i).padStart(2, '0')}`,
      era: i < 2 ? null : 1 + i / 10,
      ip: 10 + i / 3,
    }));
    await route.fulfill({ json: { ...file, entries } });
  });
  await page.goto('/bullpen-table');
  await waitForTable(page);
  await showAllColumns(page);
  expect(await tableHeaders(page)).toEqual(['Player', 'Team', 'Role', 'G', 'IP', 'ERA', 'HR/9', 'SV', 'HLD', 'K/9', 'K%']);
  await expect(page.locator('table tbody tr')).toHaveCount(50);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(page.locator('table tbody tr')).toHaveCount(60);
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);

  await sortButton(page, 'ERA').click(); // new column: descending
  await expect(page.getByRole('columnheader', { name: 'ERA', exact: true })).toHaveAttribute('aria-sort', 'descending');
  let eras = (await columnTexts(page, 6)).map(cellNumber);
  expect(eras[0]).toBe(6.9);
  await sortButton(page, 'ERA').click();
  await expect(page.getByRole('columnheader', { name: 'ERA', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  eras = (await columnTexts(page, 6)).map(cellNumber);
  expect(eras.slice(0, 3)).toEqual([null, null, 1.2]);
  expect((await columnTexts(page, 5))[2]).toBe('10.2'); // 10 + 2/3 innings
});

test("bullpen table: HR/9 from the pitching tables, with its source in the header's tooltip and on the page; on a phone after ERA", async ({
  page,
  request,
}) => {
  const file = await fetchData(request, 'bullpen.json');
  // The sample's relievers are in the pitching tables: most have an HR/9.
  const known = file.entries.filter((entry) => entry.hr9 !== null);
  expect(known.length).toBeGreaterThan(file.entries.length / 2);
  await page.goto('/bullpen-table');
  await waitForTable(page);
  await showAllColumns(page);
  const header = page.getByRole('columnheader', { name: 'HR/9', exact: true });
  await header.getByRole('button', { name: 'About HR/9' }).click();
  await expect(page.getByRole('tooltip')).toHaveText(/^Home runs allowed per nine innings this season \(FanGraphs' HR\/9, else .* MLB Stats API\)$/);
  await expect(page.getByText('HR/9 (home runs allowed per nine innings) is not in the bullpen file')).toBeVisible();
  const byPlayer = new Map(file.entries.map((entry) => [entry.player, entry]));
  const players = await columnTexts(page, 1);
  const hr9 = await columnTexts(page, 7);
  players.forEach((player, i) => {
    const value = byPlayer.get(player)!.hr9;
    expect(hr9[i], player).toBe(value === null ? '—' : value.toFixed(2));
  });
  // Ranked by HR/9: a new column starts descending.
  await sortButton(page, 'HR/9').click();
  expect((await columnTexts(page, 7)).map(cellNumber)[0]).toBe(Math.max(...known.map((entry) => Number(entry.hr9!.toFixed(2)))));

  await page.setViewportSize({ width: 375, height: 740 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForTable(page);
  expect(await tableHeaders(page)).toEqual(['Player', 'Team', 'ERA', 'HR/9']);
});
