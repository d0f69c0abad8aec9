/**
 * RV Comparison (docs/product.md#rv-comparison): the three tabs (mouse and
 * arrow keys), their columns, the default sorts (Summary by count, the others
 * by rv, both descending), the sort rules (same column flips, a new column
 * starts descending), rounding (run values 2 decimals, hard-hit 1), the
 * Summary rule with today's threshold, and "No batters meet the criteria today."
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RvComparisonFile, RvRow } from '../../domain/contracts/index.ts';
import {
  bringIslandsNear,
  compareText,
  DESKTOP,
  expectNoSeriousA11yViolations,
  fetchData,
  islandHydrated,
  MOBILE,
  screenshot,
  tablesSettled,
  showAllColumns,
} from './helpers.ts';

const ROW_HEADERS = ['Batter', 'Team', 'Pitch', 'Pitch %', 'RV', 'Batter HH%', 'Pitcher', 'Pitcher HH%', 'Weighted RV', 'Avg RV'];
const SUMMARY_HEADERS = ['Batter', 'Team', 'Pitcher', 'Count', 'Pitches', 'Avg RV', 'Total Weighted RV'];
/** Half away from zero, as the site rounds. */
const fixed = (v: number, d: number) => ((Math.sign(v) * Math.round(Math.abs(v) * 10 ** d)) / 10 ** d).toFixed(d).replace(/^-(0\.0*)$/, '$1');

const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const headers = async (scope: Locator) => (await scope.locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
const column = async (scope: Locator, index: number) => {
  await tablesSettled(scope);
  return (await scope.locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map((t) => t.trim());
};
const sortBy = (scope: Locator, header: string) => scope.getByRole('columnheader', { name: header, exact: true }).getByRole('button').first();

async function open(page: Page): Promise<RvComparisonFile> {
  const file = await fetchData(page.request, 'rv-comparison.json');
  await page.goto('/rv-comparison');
  // The tabs are server-rendered: a click before the island hydrates is lost.
  await islandHydrated(page, page.getByRole('tab', { name: 'Summary' }));
  // The tabs are enabled in the render after hydration.
  await expect(page.getByRole('tab', { name: 'Summary' })).toBeEnabled();
  return file;
}

test("Summary tab first: its columns, count descending, the rule with today's threshold", async ({ page }) => {
  const file = await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RV Comparison');
  await expect(page.getByRole('tab')).toHaveText(['Summary', 'All Matchups', 'Hard Hitters']);
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  const summary = panel(page);
  expect(await headers(summary)).toEqual(SUMMARY_HEADERS);
  await expect(summary.getByRole('columnheader', { name: 'Count', exact: true })).toHaveAttribute('aria-sort', 'descending');
  expect(file.summary.length).toBeGreaterThan(0);
  const counts = (await column(summary, 4)).map(Number);
  expect(counts).toEqual([...file.summary.map((s) => s.count)].sort((a, b) => b - a).slice(0, 50));
  expect(await column(summary, 6)).toEqual(file.summary.slice(0, 50).map((s) => fixed(s.avgRV, 2)));
  expect(await column(summary, 5)).toEqual(file.summary.slice(0, 50).map((s) => s.pitches.join(', ')));
  const rule = page.getByTestId('summary-rule');
  // The bar in runs, signed with a true minus, and what it means today in words (the sample's average is negative).
  const signed = (v: number) => `${v < 0 ? '−' : '+'}${fixed(Math.abs(v), 3)}`;
  expect(file.summaryThreshold!).toBeLessThan(0);
  await expect(rule.getByTestId('summary-threshold')).toHaveText(`${signed(file.summaryThreshold!)} runs`);
  await expect(rule).toContainText(`is above 1.5 × today's average weighted RV, that is above ${signed(file.summaryThreshold!)} runs.`);
  await expect(rule.getByTestId('summary-threshold-meaning')).toHaveText(
    `Today's average is ${signed(file.summaryThreshold! / 1.5)} runs per pitch; 1.5 × a negative average is lower still, so the bar sits below zero: it lets in every pitch the batter has not lost runs on.`,
  );
  await expect(rule).toContainText('at least 20% of the time; a batter is listed with at least 3 such pitches.');
});

test('All Matchups: columns, rv descending by default, rounding, and the sort rules', async ({ page }) => {
  const file = await open(page);
  await page.getByRole('tab', { name: 'All Matchups' }).click();
  const all = panel(page);
  await showAllColumns(all);
  expect(await headers(all)).toEqual(ROW_HEADERS);
  const rvHeader = all.getByRole('columnheader', { name: 'RV', exact: true });
  await expect(rvHeader).toHaveAttribute('aria-sort', 'descending');
  const rvDesc = [...file.rows].sort((a, b) => b.rv - a.rv);
  expect(await column(all, 5)).toEqual(rvDesc.slice(0, 50).map((r) => fixed(r.rv, 2)));
  // Row text as displayed: pitch name and code, usage and hard-hit 1 decimal, run values 2.
  const first = rvDesc[0]!;
  const cells = (await all.locator('tbody tr').first().locator('td').allInnerTexts()).map((t) => t.trim());
  const hh = (v: number | null) => (v === null ? '—' : `${fixed(v, 1)}%`);
  expect(cells).toEqual([
    first.batter,
    first.team,
    `${first.pitchName} (${first.pitchType})`,
    `${fixed(first.pitchPct, 1)}%`,
    fixed(first.rv, 2),
    hh(first.batterHardHit),
    first.pitcher,
    hh(first.pitcherHardHit),
    fixed(first.weightedRV, 2),
    fixed(first.avgRV, 2),
  ]);
  await expect(all.getByTestId('table-count')).toHaveText(`${file.rows.length.toLocaleString('en-US')} matchups`);

  await sortBy(all, 'RV').click(); // same column flips
  await expect(rvHeader).toHaveAttribute('aria-sort', 'ascending');
  const rvAsc = [...file.rows].sort((a, b) => a.rv - b.rv);
  expect(await column(all, 5)).toEqual(rvAsc.slice(0, 50).map((r) => fixed(r.rv, 2)));

  await sortBy(all, 'Batter').click(); // a new column starts descending, even a text one
  const batterHeader = all.getByRole('columnheader', { name: 'Batter', exact: true });
  await expect(batterHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rvHeader).not.toHaveAttribute('aria-sort', /.+/);
  const byBatter = (rows: RvRow[], desc: boolean) => [...rows].map((r) => r.batter).sort((a, b) => (desc ? -1 : 1) * compareText(a, b));
  expect(await column(all, 1)).toEqual(byBatter(file.rows, true).slice(0, 50));
  await sortBy(all, 'Batter').click();
  await expect(batterHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await column(all, 1)).toEqual(byBatter(file.rows, false).slice(0, 50));

  await sortBy(all, 'Weighted RV').click();
  await expect(all.getByRole('columnheader', { name: 'Weighted RV', exact: true })).toHaveAttribute('aria-sort', 'descending');
  expect(await column(all, 9)).toEqual(
    [...file.rows]
      .sort((a, b) => b.weightedRV - a.weightedRV)
      .slice(0, 50)
      .map((r) => fixed(r.weightedRV, 2)),
  );
});

test('Hard Hitters tab by keyboard; each tab keeps its own sort', async ({ page }) => {
  const file = await open(page);
  await page.getByRole('tab', { name: 'Summary' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'All Matchups' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'All Matchups' })).toHaveAttribute('aria-selected', 'true');
  await showAllColumns(panel(page));
  await sortBy(panel(page), 'Team').click();
  await page.getByRole('tab', { name: 'All Matchups' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Hard Hitters' })).toHaveAttribute('aria-selected', 'true');
  const hard = panel(page);
  await expect(page.getByTestId('hard-hit-rule')).toContainText('hard-hit percent on the pitch are above 65%.');
  if (file.hardHitters.length === 0) {
    await expect(hard.getByText('No batters meet the criteria today.')).toBeVisible();
  } else {
    await showAllColumns(hard);
    expect(await headers(hard)).toEqual(ROW_HEADERS);
    await expect(hard.locator('tbody tr')).toHaveCount(Math.min(50, file.hardHitters.length));
    for (const row of file.hardHitters) expect(row.batterHardHit! > 65 && row.pitcherHardHit! > 65).toBe(true);
    expect(await column(hard, 5)).toEqual(
      [...file.hardHitters]
        .sort((a, b) => b.rv - a.rv)
        .slice(0, 50)
        .map((r) => fixed(r.rv, 2)),
    );
  }
  // The Columns control took the focus: back to the tab list.
  await page.getByRole('tab', { name: 'Hard Hitters' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'All Matchups' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('columnheader', { name: 'Team', exact: true })).toHaveAttribute('aria-sort', 'descending');
});

test('no qualifying batters: "No batters meet the criteria today."', async ({ page }) => {
  await page.route('**/data/rv-comparison.json', async (route) => {
    const file = (await (await route.fetch()).json()) as RvComparisonFile;
    await route.fulfill({ json: { ...file, summary: [], hardHitters: [] } });
  });
  await page.goto('/rv-comparison');
  await bringIslandsNear(page);
  await expect(panel(page).getByText('No batters meet the criteria today.')).toBeVisible();
  await page.getByRole('tab', { name: 'Hard Hitters' }).click();
  await expect(panel(page).getByText('No batters meet the criteria today.')).toBeVisible();
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`no serious a11y violations at ${viewport.width} px (Summary and All Matchups); screenshots`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await page.goto('/rv-comparison');
    await expect(panel(page).locator('tbody tr').first()).toBeVisible();
    await bringIslandsNear(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'rv-comparison');
    await page.getByRole('tab', { name: 'All Matchups' }).click();
    await expect(panel(page).locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'rv-comparison-all-matchups');
  });
}
