/**
 * Historic Projections (docs/product.md#historic-projections): the record card, the date select
 * (newest first), the chosen day's Confident and Punt tables with results, a
 * date switch, "No picks for this date.", axe and screenshots. The sample has
 * one archived day; two more (one graded, one empty) are served by the test to
 * exercise the switch, the three result texts and the empty message.
 */
import { expect, test, type Page } from '@playwright/test';
import type { HistoryDay, HistoryIndex } from '../../domain/contracts/index.ts';
import { lateLockNote, lockedText, withGameNumbers, type HistoricPickRow } from '../../src/columns/historic-projections.ts';
import { DESKTOP, expectNoSeriousA11yViolations, MOBILE, screenshot, showAllColumns, tablesSettled } from './helpers.ts';

const pct = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
const result = (homered: boolean | null) => (homered === null ? 'Pending' : homered ? 'Homered' : 'No HR');

async function tableRows(page: Page, kind: 'confident' | 'punt'): Promise<string[][]> {
  await tablesSettled(page.getByTestId(`history-${kind}`));
  const rows = page.getByTestId(`history-${kind}`).locator('tbody tr');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 0; i < count; i++) out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

const odds = (american: number | null | undefined) => (american == null ? '—' : american > 0 ? `+${american}` : String(american));

function expectedRows(picks: readonly HistoricPickRow[]): string[][] {
  return [...picks]
    .sort((a, b) => b.hrProbability - a.hrProbability)
    .map((p) => [
      // A doubleheader game's pick carries G1 / G2 beside the name (tests/browser/picks-tables.spec.ts).
      `${p.name}${p.gameNumber === null ? '' : `G${p.gameNumber}`}`,
      p.team,
      p.opponent ?? '—',
      pct(p.hrProbability),
      p.pHr === undefined ? '—' : pct(p.pHr),
      odds(p.oddsAmerican),
      // A pick locked after its game began carries the "late" note beside the time.
      `${lockedText(p) ?? '—'}${lateLockNote(p) ? lateLockNote(p)!.label : ''}`,
      result(p.homered),
    ]);
}

test("record card, date select newest first, the newest day's tables", async ({ page, request }) => {
  const index = (await (await request.get('/data/history/index.json')).json()) as HistoryIndex;
  expect(index.days.length).toBeGreaterThan(0);
  const newest = [...index.days].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const day = (await (await request.get(`/data/history/${newest.date}.json`)).json()) as HistoryDay;

  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto('/historic-projections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Historic Projections');
  const { hits, graded } = index.record;
  const percent = graded === 0 ? 0 : Math.round((hits / graded) * 100);
  await expect(page.getByTestId('record')).toHaveText(`${hits}/${graded} (${percent}%)`);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(newest.date);
  // The pick tables open with their compact sets; the spec's full list is one Columns click away.
  await expect(page.getByTestId('history-confident').locator('tbody tr').first()).toBeVisible();
  await showAllColumns(page);
  await expect(page.getByTestId('history-confident').locator('thead th')).toHaveText(
    ['Player', 'Team', 'Opp', 'HR Prob', 'HR Chance', 'Odds', 'Locked', 'Result'].map((h) => new RegExp(h)),
  );
  await expect(page.getByRole('link', { name: 'How HR Chance is graded' })).toHaveAttribute('href', '/model');
  await expect(page.getByTestId('history-confident').locator('tbody tr').first()).toBeVisible();
  const rows = withGameNumbers(day);
  expect(await tableRows(page, 'confident')).toEqual(expectedRows(rows.confident));
  expect(await tableRows(page, 'punt')).toEqual(expectedRows(rows.punt));
  expect(consoleErrors, 'no errors (hydration included) in the console').toEqual([]);
});

test('switching dates loads that day; results read Homered / No HR / Pending; an empty day says so', async ({ page }) => {
  const graded: HistoryDay = {
    schemaVersion: 1,
    date: '2026-08-19',
    confident: [
      {
        id: 'a',
        name: 'Invented Masher',
        team: 'NYY',
        hrProbability: 0.4512,
        homered: true,
        opponent: 'BOS',
        oddsAmerican: 350,
        pHr: 0.2134,
        gameId: '1',
        lockedAt: '2026-08-19T17:30:00.000Z',
        firstPitch: '2026-08-19T23:05:00.000Z',
      },
      { id: 'b', name: 'Invented Slugger', team: 'BOS', hrProbability: 0.4188, homered: false, opponent: 'NYY', oddsAmerican: null, pHr: 0.1702 },
    ],
    punt: [{ id: 'c', name: 'Invented Longshot', team: 'SEA', hrProbability: 0.3349, homered: null }],
    archivedAt: '2026-08-19T12:00:00.000Z',
  };
  const empty: HistoryDay = { schemaVersion: 1, date: '2026-08-18', confident: [], punt: [], archivedAt: '2026-08-18T12:00:00.000Z' };
  let requests = 0;
  await page.route('**/data/history/2026-08-19.json', (route) => {
    requests++;
    return route.fulfill({ json: graded });
  });
  await page.route('**/data/history/2026-08-18.json', (route) => route.fulfill({ json: empty }));
  await page.route('**/data/history/index.json', async (route) => {
    const index = (await (await route.fetch()).json()) as HistoryIndex;
    const days = [...index.days, { date: '2026-08-19', picks: 3, hits: 1, graded: 2 }, { date: '2026-08-18', picks: 0, hits: 0, graded: 0 }];
    await route.fulfill({ json: { ...index, days } });
  });
  await page.goto('/historic-projections');
  const select = page.getByLabel('Date', { exact: true });
  await expect(select.locator('option[value="2026-08-19"]')).toHaveCount(1);
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(values).toEqual([...values].sort().reverse()); // newest first
  expect(values).toContain('2026-08-19');

  await select.selectOption('2026-08-19');
  await expect(page.getByTestId('history-confident').locator('tbody tr')).toHaveCount(2);
  await showAllColumns(page);
  expect(await tableRows(page, 'confident')).toEqual([
    ['Invented Masher', 'NYY', 'BOS', '45.1%', '21.3%', '+350', 'Aug 19, 2026, 17:30 UTC', 'Homered'],
    ['Invented Slugger', 'BOS', 'NYY', '41.9%', '17.0%', '—', '—', 'No HR'],
  ]);
  // A pick archived before the probability model has no opponent, HR Chance or odds.
  expect(await tableRows(page, 'punt')).toEqual([['Invented Longshot', 'SEA', '—', '33.5%', '—', '—', '—', 'Pending']]);
  // HR Chance of the graded picks (0.2134 + 0.1702) against their home runs.
  await expect(page.getByTestId('expected-vs-actual')).toHaveText('HR Chance expected 0.38 home runs from these 2 graded picks; 1 homered.');
  await expect(page.getByTestId('day-record')).toHaveText('3 picks, 1/2 homered, 1 pending');

  await select.selectOption('2026-08-18');
  await expect(page.getByText('No picks for this date.')).toHaveCount(2);
  await select.selectOption('2026-08-19'); // fetched once per visit
  await expect(page.getByTestId('history-confident').locator('tbody tr')).toHaveCount(2);
  expect(requests).toBe(1);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`axe and screenshots at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/historic-projections');
    await expect(page.getByTestId('history-confident').locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'historic-projections');
  });
}
