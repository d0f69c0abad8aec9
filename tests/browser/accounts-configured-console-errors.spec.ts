/**
 * Issue 30: no page logs an error, configured mode (the fake Supabase answers the account
 * layer): every built page at 375 and 1280 px as a guest, and HR Projections as a subscriber
 * (its tables and picks from the premium slate, hydrated with the visitor's clock and zone),
 * with the CPU slowed as on a phone. The same check as console-errors.spec.ts, which covers local mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measurePageScripts } from '../../scripts/site-js-bytes.ts';
import { ACCOUNTS_SITE_OUT, TEST_GENERATED_DIR } from './accounts-env.ts';
import { FakeSupabase, SUBSCRIBER } from './accounts-fake-supabase.ts';
import { openAndSettle, recordPageErrors, slowCpu } from './helpers.ts';

const PAGES = measurePageScripts(ACCOUNTS_SITE_OUT).map((p) => p.page);

test.use({ timezoneId: 'America/Los_Angeles' });

for (const width of [375, 1280]) {
  test(`every page logs no console error or page error for a guest at ${width} px`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await new FakeSupabase().install(page);
    const errors = await recordPageErrors(page, baseURL!);
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) await openAndSettle(page, path);
    expect(errors).toEqual([]);
  });
}

test('HR Projections logs no console error or page error for a subscriber at 375 and 1280 px', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const read = (file: string) => JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, file), 'utf8'));
  const fake = new FakeSupabase();
  fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: 'cus_sub_1' });
  const projections = read('projections.json');
  fake.premiumSlates = [{ slate_date: projections.date, projections, picks: read('picks.json'), published_at: '2026-08-21T12:00:00Z' }];
  await fake.install(page);
  await fake.signInBeforeLoad(page, SUBSCRIBER);
  const errors = await recordPageErrors(page, baseURL!);
  await slowCpu(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openAndSettle(page, '/mlb/hr-projections');
    await expect(page.locator('[data-table^="HR projections for"] tbody tr').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
  expect(fake.unexpected).toEqual([]);
});
