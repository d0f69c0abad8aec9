/**
 * Configured mode, the Pro plan's custom reports (docs/product.md#custom-reports), at 375 and
 * 1280 px:
 *  - a Pro subscriber saves the HR Projections table's view (filter, columns, sort), reloads,
 *    applies it (everything restored) and deletes it; the rows live in PostgreSQL (PGlite with
 *    the real migrations) and every saved_views call runs there under row-level security;
 *  - he downloads the graded picks of a date range as CSV from Historic Projections (the real
 *    route handler on the build's archive: last season's settled days, tests/browser/generated-archive.ts);
 *  - a Basic subscriber is refused both by the server: the database's policy refuses his view
 *    (42501) and the route answers 403 (400 when he claims a plan).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { type HistoryDay, historyDaySchema } from '../../domain/contracts/picks.ts';
import { defaultRange } from '../../src/islands/history/GradedCsvForm.tsx';
import { ARCHIVE_DATES } from './generated-archive.ts';
import { FAKE_SUPABASE_URL, TEST_GENERATED_DIR } from './accounts-env.ts';
import { FakeSupabase, type FakeUser, sessionFor } from './accounts-fake-supabase.ts';
import { BUILT_HISTORY_DIR, newPayer, PaymentsBridge } from './accounts-payments-bridge.ts';
import { bringIslandsNear } from './helpers.ts';

const projections = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'projections.json'), 'utf8'));
const picks = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'picks.json'), 'utf8'));
const SCREENS_DIR = path.resolve('tmp', 'p23-report-screens');
const COLUMNS_STORAGE_KEY = 'longball:columns:hr-projections';

/** The build's archived days a signed-in visitor is offered (today's picks are premium: not archived in public). */
const ARCHIVED_DAYS: HistoryDay[] = ARCHIVE_DATES.map((date) =>
  historyDaySchema.parse(JSON.parse(readFileSync(path.join(BUILT_HISTORY_DIR, `${date}.json`), 'utf8'))),
);

async function world(page: Page) {
  const fake = new FakeSupabase();
  const pro = newPayer();
  const basic = newPayer();
  fake.addUser(pro, { role: 'member', stripe_customer_id: null });
  fake.addUser(basic, { role: 'member', stripe_customer_id: null });
  fake.premiumSlates = [{ slate_date: projections.date, projections, picks, published_at: '2026-08-21T12:00:00Z' }];
  const bridge = await PaymentsBridge.start(fake);
  await bridge.addUsers([pro, basic]);
  // The plan the server stored from Stripe's data (what the billing sync writes).
  await bridge.setPlan(pro.id, 'pro');
  await bridge.setPlan(basic.id, 'basic');
  await fake.install(page);
  await bridge.install(page);
  return { fake, bridge, pro, basic };
}

async function signedIn(page: Page, fake: FakeSupabase, user: FakeUser, path: string) {
  await fake.signInBeforeLoad(page, user);
  await page.goto(path);
}

const projectionsSection = (page: Page) => page.getByRole('region', { name: /^HR Projections for / });
const projectionsTable = (page: Page) => projectionsSection(page).getByRole('table', { name: /^HR projections for / });

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: false });
}

test.beforeAll(async () => {
  // PGlite with every migration: slow on a busy machine.
  test.setTimeout(240_000);
  await PaymentsBridge.warmUp();
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Pro saves a view of HR Projections, reloads, applies it (filter, columns, sort restored), deletes it', async ({ page }) => {
      // A long journey (two loads of the full table): three times the default timeout.
      test.slow();
      const { fake, bridge, pro } = await world(page);
      await signedIn(page, fake, pro, '/mlb/hr-projections');
      const table = projectionsTable(page);
      await expect(table.locator('tbody tr').first()).toBeVisible();

      // Sort by Exit Velo, lowest first.
      await page.getByRole('button', { name: 'Sort', exact: true }).click();
      await page.getByLabel('Sort by').selectOption({ label: 'Exit Velo' });
      await page.getByLabel('Direction').selectOption('asc');
      await page.getByRole('button', { name: 'Apply sort' }).click();
      // Every column but Stadium and Temp.
      const picker = projectionsSection(page).getByTestId('column-picker');
      await picker.locator('summary').click();
      await picker.getByRole('button', { name: 'All' }).click();
      await picker.getByRole('checkbox', { name: 'Stadium' }).uncheck();
      await picker.getByRole('checkbox', { name: 'Temp (°F)' }).uncheck();
      await picker.locator('summary').click();
      await expect(table.getByRole('columnheader', { name: /Exit Velo/ })).toHaveAttribute('aria-sort', 'ascending');
      // HR Chance of at least 5 %.
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByLabel('HR Chance minimum').fill('5');
      await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
      const headersSaved = await table.getByRole('columnheader').allTextContents();
      expect(headersSaved.some((text) => text.startsWith('Stadium'))).toBe(false);

      await page.getByRole('button', { name: 'Views' }).click();
      const views = page.getByRole('region', { name: 'Saved views' });
      await expect(views.getByText('No saved views yet.')).toBeVisible();
      await views.getByLabel('View name').fill('Power bats');
      await views.getByRole('button', { name: 'Save view' }).click();
      await expect(views.getByTestId('views-note')).toHaveText('Saved "Power bats".');
      await screenshot(page, 'hr-projections-views');

      const stored = await bridge.savedViews(pro.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: 'Power bats',
        table_id: 'hr-projections',
        settings: { version: 1, filters: { pHr: { min: 5, max: null } }, sort: { id: 'exitVelo', desc: false } },
      });
      const storedColumns = (stored[0]!.settings as { columns: string[] }).columns;
      expect(storedColumns).not.toContain('stadiumName');
      expect(storedColumns).not.toContain('temperature');
      expect(storedColumns).toContain('exitVelo');

      // A fresh page: the table's own column pick forgotten, so only the view can bring it back.
      await page.evaluate((key) => localStorage.removeItem(key), COLUMNS_STORAGE_KEY);
      await page.reload();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
      expect(await table.getByRole('columnheader').allTextContents()).not.toEqual(headersSaved);

      await page.getByRole('button', { name: 'Views' }).click();
      await views.getByRole('button', { name: 'Apply view Power bats' }).click();
      await expect(views.getByTestId('views-note')).toHaveText('Applied "Power bats".');
      await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: /Exit Velo/ })).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(() => table.getByRole('columnheader').allTextContents()).toEqual(headersSaved);
      // The rows obey the restored filter: every HR Chance shown is at least 5.0%.
      const chanceIndex = await table.getByRole('columnheader', { name: /^HR Chance/ }).evaluate((header) => (header as HTMLTableCellElement).cellIndex);
      expect(chanceIndex).toBeGreaterThan(0);
      const chances = await table
        .locator('tbody tr')
        .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('th, td')[i]?.textContent ?? ''), chanceIndex);
      expect(chances.length).toBeGreaterThan(0);
      for (const text of chances) expect(Number.parseFloat(text)).toBeGreaterThanOrEqual(5);
      await page.getByRole('button', { name: 'Filter (1)' }).click();
      await expect(page.getByLabel('HR Chance minimum')).toHaveValue('5');

      await page.getByRole('button', { name: 'Views' }).click();
      await views.getByRole('button', { name: 'Delete view Power bats' }).click();
      await expect(views.getByTestId('views-note')).toHaveText('Deleted "Power bats".');
      expect(await bridge.savedViews(pro.id)).toEqual([]);
      expect(fake.unexpected).toEqual([]);
    });

    test('Pro downloads the graded picks of a date range as CSV from Historic Projections', async ({ page }) => {
      const { fake, pro } = await world(page);
      // The route reads the build's own archive (last season's settled days), as the page does.
      const first = ARCHIVE_DATES[0]!;
      const last = ARCHIVE_DATES.at(-1)!;
      await signedIn(page, fake, pro, '/historic-projections');
      await bringIslandsNear(page);
      const form = page.getByTestId('graded-csv');
      await expect(form.getByRole('heading', { name: 'Graded picks CSV' })).toBeVisible();
      const range = defaultRange(first, last);
      await expect(form.getByLabel('From')).toHaveValue(range.from);
      await expect(form.getByLabel('To')).toHaveValue(last);

      // A reversed range is refused on the page with the route's own message.
      await form.getByLabel('From').fill(last);
      await form.getByLabel('To').fill(first);
      await form.getByRole('button', { name: 'Download CSV' }).click();
      await expect(form.getByTestId('graded-csv-note')).toHaveText('The start date must be on or before the end date.');

      await form.getByLabel('From').fill(first);
      await form.getByLabel('To').fill(last);
      const downloading = page.waitForEvent('download');
      await form.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`graded-picks-${first}-to-${last}.csv`);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(bytes.subarray(3).toString('utf8'), { columns: true }) as Record<string, string>[];
      // Each day's graded picks, list by list; a pending or void pick (homered null) is not graded.
      const expected = ARCHIVED_DAYS.flatMap((day) =>
        [
          ...day.confident.map((pick) => ({ day, list: 'Confident', pick })),
          ...day.punt.map((pick) => ({ day, list: 'Punt', pick })),
          ...(day.value ?? []).map((pick) => ({ day, list: 'Value', pick })),
        ].filter(({ pick }) => pick.homered !== null),
      );
      expect(expected.length).toBeGreaterThan(20);
      expect(expected.some(({ list }) => list === 'Value')).toBe(true);
      expect(rows).toHaveLength(expected.length);
      expected.forEach(({ day, list, pick }, i) => {
        expect(rows[i]).toEqual({
          Date: day.date,
          List: list,
          'Game ID': pick.gameId ?? '',
          'Player ID': pick.id,
          Player: pick.name,
          Team: pick.team,
          Opp: pick.opponent ?? '',
          'HR Prob': String(pick.hrProbability),
          'HR Chance': pick.pHr === undefined ? '' : String(pick.pHr),
          Odds: pick.oddsAmerican == null ? '' : String(pick.oddsAmerican),
          Locked: pick.lockedAt ?? '',
          Homered: pick.homered ? '1' : '0',
        });
      });
      await expect(form.getByTestId('graded-csv-note')).toHaveText(`Downloaded ${expected.length} graded picks (graded-picks-${first}-to-${last}.csv).`);
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, 'historic-projections-csv');
      expect(fake.unexpected).toEqual([]);
    });

    test('Basic is refused both by the server: no saved view (row-level security), no CSV (403)', async ({ page }) => {
      const { fake, bridge, basic } = await world(page);
      await signedIn(page, fake, basic, '/mlb/hr-projections');
      await expect(projectionsTable(page).locator('tbody tr').first()).toBeVisible();
      await page.getByRole('button', { name: 'Views' }).click();
      await expect(page.getByTestId('views-pro-only')).toHaveText('Saved views are part of the Pro plan. See plans');
      await screenshot(page, 'hr-projections-views-basic');

      // What a crafted client would send, with his own session.
      const token = sessionFor(basic).access_token;
      const insert = await page.evaluate(
        async ({ url, token }) => {
          const response = await fetch(`${url}/rest/v1/saved_views?select=id`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, apikey: 'test-anon-key', 'content-type': 'application/json' },
            body: JSON.stringify({ table_id: 'hr-projections', name: 'Sneaky', settings: { version: 1, filters: {}, columns: null, sort: null } }),
          });
          return { status: response.status, body: await response.json() };
        },
        { url: FAKE_SUPABASE_URL, token },
      );
      expect(insert.status).toBe(403);
      expect(insert.body).toMatchObject({ code: '42501', message: expect.stringMatching(/row-level security/) });
      expect(await bridge.savedViews(basic.id)).toEqual([]);

      const csv = (body: unknown) =>
        page.evaluate(
          async ({ token, body }) => {
            const response = await fetch('/api/graded-history-csv', {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            return { status: response.status, body: await response.json() };
          },
          { token, body },
        );
      expect(await csv({ from: '2026-08-01', to: '2026-08-21' })).toEqual({ status: 403, body: { error: 'The graded-history CSV is part of the Pro plan.' } });
      expect((await csv({ from: '2026-08-01', to: '2026-08-21', plan: 'pro', role: 'subscriber' })).status).toBe(400);

      // On Historic Projections (the build's graded days archived) he reads why there is no form.
      await page.goto('/historic-projections');
      await bringIslandsNear(page);
      const form = page.getByTestId('graded-csv');
      await expect(form).toContainText('The graded-picks CSV is part of the Pro plan. See plans');
      await expect(form.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, 'historic-projections-csv-basic');
    });
  });
}
