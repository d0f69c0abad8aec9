/**
 * Configured mode, the HR Calculator's per-batter factors are premium (the paywall cannot be
 * recomputed: tests/browser/accounts-configured-static-scan.spec.ts), against dist-accounts with
 * Supabase answered by the fake (accounts-fake-supabase.ts):
 * - the static calculator.json carries no player;
 * - a guest and a member get the weights and presets, and a notice instead of the lookup; no
 *   premium row is read for them;
 * - a subscriber looks players up from premium_slates' calculator_players, read with their
 *   session, a shared surname listing its players.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEST_GENERATED_DIR } from './accounts-env.ts';
import { FakeSupabase, MEMBER, SUBSCRIBER, type FakeUser } from './accounts-fake-supabase.ts';
import { islandHydrated } from './helpers.ts';

const read = (file: string) => JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, file), 'utf8'));
const projections = read('projections.json');
const picks = read('picks.json');
const calculator = read('calculator.json') as { players: { name: string }[] };

const weightsCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Factor Weights' }) });
const calculatorCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Calculator', exact: true }) });

function fakeWithSlate(): FakeSupabase {
  const fake = new FakeSupabase();
  fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
  fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: 'cus_sub_1' });
  fake.premiumSlates = [{ slate_date: projections.date, projections, picks, calculator_players: calculator.players, published_at: '2026-08-21T12:00:00Z' }];
  return fake;
}

async function openAs(page: Page, fake: FakeSupabase, user: FakeUser | null) {
  await fake.install(page);
  if (user) await fake.signInBeforeLoad(page, user);
  await page.goto('/mlb/hr-calculator');
  await islandHydrated(page, weightsCard(page).getByRole('button', { name: 'Reset to defaults' }));
}

test('the static calculator.json of a configured build carries no player', async ({ request }) => {
  expect(calculator.players.length).toBeGreaterThan(200);
  const served = (await (await request.get('/data/calculator.json')).json()) as { players: unknown[]; presets: unknown[] };
  expect(served.players).toEqual([]);
  expect(served.presets).toHaveLength(3);
  const manifest = (await (await request.get('/data/manifest.json')).json()) as Record<string, unknown>;
  expect(manifest).not.toHaveProperty('ambiguous');
});

for (const user of [null, MEMBER]) {
  test(`${user ? 'a member' : 'a guest'} gets the weights and presets and a subscription notice instead of the lookup`, async ({ page }) => {
    const fake = fakeWithSlate();
    await openAs(page, fake, user);
    const card = calculatorCard(page);
    await expect(card.getByTestId('calculator-locked')).toContainText('comes with a subscription');
    await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    await expect(card.getByLabel('Player name')).toHaveCount(0);
    await expect(page.getByTestId('calculator-factors').getByText('Not Fetched Yet')).toHaveCount(8);
    await expect(page.getByTestId('weights-badge')).toHaveAttribute('data-variant', 'default');
    expect(fake.calls('GET', '/rest/v1/premium_slates')).toEqual([]);
  });
}

test("a subscriber looks players up from the premium slate's calculator_players", async ({ page }) => {
  const fake = fakeWithSlate();
  await openAs(page, fake, SUBSCRIBER);
  const card = calculatorCard(page);
  await card.getByLabel('Player name').fill('Judd');
  await expect(card.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await card.getByRole('button', { name: 'Calculate' }).click();
  await page.getByTestId('calculator-candidates').getByRole('button', { name: 'Nick Judd (LAD)' }).click();
  await expect(page.getByTestId('calculator-result')).toContainText('Nick Judd (LAD), playing today');
  const reads = fake.calls('GET', '/rest/v1/premium_slates');
  expect(reads).toHaveLength(1);
  expect(reads[0]!.search.get('select')).toBe('slate_date,calculator_players');
});
