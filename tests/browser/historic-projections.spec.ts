/**
 * Historic Projections (docs/product.md#historic-projections): the record card, the date select
 * (newest first), the chosen day's Confident, Punt and Value tables with results, a
 * date switch, "No picks for this date.", axe and screenshots. The sample has
 * one archived day, not graded (no record yet); two more (one graded, one empty) are served by the
 * test to exercise the switch, the result texts and the empty message; and an archive of several
 * settled days made by the pipeline's own rules (generated-archive.ts) shows the record in money:
 * units, ROI, CLV per list and the chart. Lock times are in the visitor's zone (New York here).
 */
import { expect, test, type Page } from '@playwright/test';
import type { HistoryDay, HistoryIndex } from '../../domain/contracts/index.ts';
import { formatLockTime, lateLockNote, withGameNumbers, type HistoricPickRow } from '../../src/columns/historic-projections.ts';
import { offeredDays } from '../../src/lib/history-first-day.ts';
import { formatClv, formatRecord, formatRoi, formatUnits, recordOf } from '../../src/lib/history-record.ts';
import { NO_RECORD_YET } from '../../src/components/record/RecordInMoney.tsx';
import { ARCHIVE_DATES } from './generated-archive.ts';
import { bringIslandsNear, DESKTOP, expectNoSeriousA11yViolations, MOBILE, screenshot, showAllColumns, tablesSettled } from './helpers.ts';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

const pct = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
const result = (homered: boolean | null, voidReason?: string) =>
  voidReason !== undefined ? `Void${voidReason}` : homered === null ? 'Pending' : homered ? 'Homered' : 'No HR';

async function tableRows(page: Page, kind: 'confident' | 'punt' | 'value'): Promise<string[][]> {
  await tablesSettled(page.getByTestId(`history-${kind}`));
  const rows = page.getByTestId(`history-${kind}`).locator('tbody tr');
  const count = await rows.count();
  const out: string[][] = [];
  // A cell's note (G1, late, a void's reason) sits beside its text, or under it on a phone.
  for (let i = 0; i < count; i++) out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.replace(/\s*\n\s*/g, '').trim()));
  return out;
}

/** Opens the page and wakes its island (it hydrates at the visitor's first input: client:ondemand). */
async function openPage(page: Page): Promise<void> {
  await page.goto('/historic-projections');
  await bringIslandsNear(page);
  await expect(page.getByLabel('Date', { exact: true })).toBeEnabled();
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
      `${p.lockedAt ? formatLockTime(p.lockedAt, ZONE) : '—'}${lateLockNote(p) ? lateLockNote(p)!.label : ''}`,
      result(p.homered, p.voidReason),
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
  // Before any input the island has not run (client:ondemand): the newest day is the build's, its
  // lock times already in the visitor's zone (the shell's script), its date select drawn waiting.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island', { has: page.getByTestId('history-confident') })).toHaveAttribute('ssr', '');
  await expect(page.getByLabel('Date', { exact: true })).toBeDisabled();
  const lockTimes = page.getByTestId('history-confident').locator('time[data-local-time="without-year"]');
  const locked = day.confident.filter((pick) => pick.lockedAt !== undefined);
  expect(locked.length, "the sample's picks carry their lock times").toBeGreaterThan(0);
  await expect(lockTimes).toHaveText([...locked].sort((a, b) => b.hrProbability - a.hrProbability).map((pick) => formatLockTime(pick.lockedAt!, ZONE)));
  await bringIslandsNear(page);
  await expect(page.getByLabel('Date', { exact: true })).toBeEnabled();
  // The sample's one day is not graded yet: the page says so rather than 0/0 (0%).
  if (index.record.graded === 0) await expect(page.getByTestId('record-empty')).toContainText(NO_RECORD_YET);
  else await expect(page.getByTestId('record')).toHaveText(formatRecord(index.record));
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
  await expect(page.getByTestId('history-value')).toBeVisible();
  expect(consoleErrors, 'no errors (hydration included) in the console').toEqual([]);
});

test('switching dates loads that day; results read Homered / No HR / Pending; an empty day says so', async ({ page, request }) => {
  // Two of the build's archived days, their files served by the test: one graded, one empty.
  const [emptyDate, gradedDate] = ARCHIVE_DATES as [string, string];
  const graded: HistoryDay = {
    schemaVersion: 1,
    date: gradedDate,
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
        lockedAt: `${gradedDate}T17:30:00.000Z`,
        firstPitch: `${gradedDate}T23:05:00.000Z`,
      },
      { id: 'b', name: 'Invented Slugger', team: 'BOS', hrProbability: 0.4188, homered: false, opponent: 'NYY', oddsAmerican: null, pHr: 0.1702 },
      { id: 'v', name: 'Invented Runner', team: 'BOS', hrProbability: 0.401, homered: null, voidReason: 'no plate appearance', opponent: 'NYY', pHr: 0.15 },
    ],
    punt: [{ id: 'c', name: 'Invented Longshot', team: 'SEA', hrProbability: 0.3349, homered: null }],
    archivedAt: `${gradedDate}T12:00:00.000Z`,
  };
  const empty: HistoryDay = { schemaVersion: 1, date: emptyDate, confident: [], punt: [], archivedAt: `${emptyDate}T12:00:00.000Z` };
  let requests = 0;
  await page.route(`**/data/history/${gradedDate}.json`, (route) => {
    requests++;
    return route.fulfill({ json: graded });
  });
  await page.route(`**/data/history/${emptyDate}.json`, (route) => route.fulfill({ json: empty }));
  const index = (await (await request.get('/data/history/index.json')).json()) as HistoryIndex;
  const gradedEntry = index.days.find((day) => day.date === gradedDate)!;
  await openPage(page);
  const select = page.getByLabel('Date', { exact: true });
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(values).toEqual(offeredDays(index.days, null).map((day) => day.date)); // the archive's days, newest first

  await select.selectOption(gradedDate);
  await expect(page.getByTestId('history-confident').locator('tbody tr')).toHaveCount(3);
  await showAllColumns(page);
  // The lock time in the visitor's zone (17:30 UTC is 1:30 PM in New York); a void pick reads Void with its reason.
  expect(await tableRows(page, 'confident')).toEqual([
    ['Invented Masher', 'NYY', 'BOS', '45.1%', '21.3%', '+350', formatLockTime(`${gradedDate}T17:30:00.000Z`, ZONE), 'Homered'],
    ['Invented Slugger', 'BOS', 'NYY', '41.9%', '17.0%', '—', '—', 'No HR'],
    ['Invented Runner', 'BOS', 'NYY', '40.1%', '15.0%', '—', '—', 'Voidno plate appearance'],
  ]);
  expect(formatLockTime(`${gradedDate}T17:30:00.000Z`, ZONE)).toMatch(/, 1:30 PM EDT$/);
  // A pick archived before the probability model has no opponent, HR Chance or odds.
  expect(await tableRows(page, 'punt')).toEqual([['Invented Longshot', 'SEA', '—', '33.5%', '—', '—', '—', 'Pending']]);
  // HR Chance of the graded picks (0.2134 + 0.1702) against their home runs: the void pick is not one.
  await expect(page.getByTestId('expected-vs-actual')).toHaveText('HR Chance expected 0.38 home runs from these 2 graded picks; 1 homered.');
  // The day's line is the archive's index (the build's).
  await expect(page.getByTestId('day-record')).toContainText(`${gradedEntry.picks} picks, ${gradedEntry.hits}/${gradedEntry.graded} homered`);

  await select.selectOption(emptyDate);
  await expect(page.getByText('No picks for this date.')).toHaveCount(3);
  await select.selectOption(gradedDate); // fetched once per visit
  await expect(page.getByTestId('history-confident').locator('tbody tr')).toHaveCount(3);
  expect(requests).toBe(1);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the record in money on an archive of several settled days: units, ROI, CLV per list and the chart, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    // The build's archive: last season's settled days (generated-archive.ts, written by the test set-up) and the sample's.
    const index = (await (await request.get('/data/history/index.json')).json()) as HistoryIndex;
    expect(index.days.map((d) => d.date)).toEqual(expect.arrayContaining(ARCHIVE_DATES));
    await page.setViewportSize(viewport);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await openPage(page);

    const record = recordOf(offeredDays(index.days, null));
    expect(record.total.graded).toBeGreaterThan(20);
    await expect(page.getByTestId('record')).toHaveText(formatRecord(record.total));
    for (const { list, tally, figures } of record.lists) {
      await expect(page.getByTestId(`units-${list}`)).toContainText(formatUnits(tally.units));
      await expect(page.getByTestId(`roi-${list}`)).toContainText(formatRoi(figures.roi!));
      await expect(page.getByTestId(`roi-${list}`)).toContainText(
        `95% interval ${formatRoi(figures.roiInterval![0])} to ${formatRoi(figures.roiInterval![1])}`,
      );
      await expect(page.getByTestId(`clv-${list}`)).toContainText(formatClv(figures.clv!));
      await expect(page.getByTestId(`voids-${list}`)).toHaveText(String(tally.voids));
    }
    // The morning's prices were longer than the close: every list beat it.
    expect(record.lists.every((l) => l.figures.clv! > 0)).toBe(true);
    const chart = page.getByTestId('units-chart');
    await expect(chart.locator('polyline')).toHaveCount(3);
    const points = await chart.locator('polyline[data-list="confident"]').getAttribute('points');
    expect(points!.split(' ')).toHaveLength(record.cumulative.length);
    expect(record.cumulative.map((d) => d.date)).toEqual(ARCHIVE_DATES);
    await expect(chart.getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`Confident ${formatUnits(record.cumulative.at(-1)!.units.confident).replace('+', '\\+')}`),
    );

    // A settled day: its void picks say so, with the reason.
    const days = await Promise.all(ARCHIVE_DATES.map(async (date) => (await (await request.get(`/data/history/${date}.json`)).json()) as HistoryDay));
    const voided = days.find((d) => [...d.confident, ...d.punt].some((p) => p.voidReason === 'game postponed'))!;
    expect(voided.runs, 'a day file is served without its runs').toBeUndefined();
    await page.getByLabel('Date', { exact: true }).selectOption(voided.date);
    await expect(page.getByTestId('history-value').locator('tbody tr')).toHaveCount(voided.value!.length);
    await showAllColumns(page);
    const rows = withGameNumbers(voided);
    if (viewport.width >= DESKTOP.width) {
      expect(await tableRows(page, 'confident')).toEqual(expectedRows(rows.confident));
      expect(await tableRows(page, 'value')).toEqual(expectedRows(rows.value));
    }
    const voids = [...rows.confident, ...rows.punt].filter((p) => p.voidReason !== undefined);
    const shown = [...(await tableRows(page, 'confident')), ...(await tableRows(page, 'punt'))].flat();
    for (const p of voids) expect(shown).toContain(`Void${p.voidReason}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'historic-projections-record');
    expect(consoleErrors, 'no errors (hydration included) in the console').toEqual([]);
  });
}

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
