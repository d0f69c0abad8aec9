/**
 * Configured mode, HR Projections behind the paywall (docs/product.md#accounts):
 * the page is empty while the role loads, shows a guest and a member the subscribers' preview in
 * place (tonight's table with no figure, the latest graded picks, the plans; a guest signs in from
 * it and comes back), and shows a
 * subscriber the projections and picks read from Supabase's premium_slates with their session
 * (the static build has no projections: see tests/unit/site/projections-configured-build.test.ts).
 * Presets on the calculator are saved to the signed-in user's account.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEST_GENERATED_DIR } from './accounts-env.ts';
import { FakeSupabase, MEMBER, MODERATOR, SUBSCRIBER, type FakeUser } from './accounts-fake-supabase.ts';
import { holdRequests } from './helpers.ts';
import type { HistoryDay, HistoryIndex } from '../../domain/contracts/picks.ts';
import { PLANS } from '../../domain/spec-constants.ts';

const projections = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'projections.json'), 'utf8'));
const picks = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'picks.json'), 'utf8'));
const topBatter: string = projections.batters[0].name;

function fakeWithSlate(options: ConstructorParameters<typeof FakeSupabase>[0] = {}) {
  const fake = new FakeSupabase(options);
  fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
  fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: 'cus_sub_1' });
  fake.addUser(MODERATOR, { role: 'moderator', stripe_customer_id: null });
  fake.premiumSlates = [{ slate_date: projections.date, projections, picks, published_at: '2026-08-21T12:00:00Z' }];
  return fake;
}

async function open(page: Page, fake: FakeSupabase, user: FakeUser | null) {
  await fake.install(page);
  if (user) await fake.signInBeforeLoad(page, user);
  await page.goto('/mlb/hr-projections');
}

test('a subscriber sees the projections and picks read from premium_slates', async ({ page }) => {
  const fake = fakeWithSlate();
  await open(page, fake, SUBSCRIBER);
  await expect(page.getByRole('heading', { name: 'HR Projections', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^HR Projections for \w{3}, \w{3} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: topBatter }).first()).toBeVisible();
  expect(fake.calls('GET', '/rest/v1/premium_slates').length).toBe(1);
  // The premium files are never requested from the static site.
  const staticRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/data\/(projections|picks)\.json/.test(r.url())) staticRequests.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('cell', { name: topBatter }).first()).toBeVisible();
  expect(staticRequests).toEqual([]);
});

test('the model tabs hydrating after the role is known draw what the build drew first: no hydration error', async ({ page }) => {
  // The model tabs' island (client:visible) may hydrate after the top island has learnt the role
  // (its code arriving late): held here until the picks show.
  const release = await holdRequests(page, '**/_astro/HrProjectionsModelsIsland.*.js');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const fake = fakeWithSlate();
  await open(page, fake, SUBSCRIBER);
  await expect(page.getByTestId('picks-punt').getByRole('cell', { name: picks.punt[0].name })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^HR Projections for \w{3}, \w{3} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Longball Model' })).toBeEnabled();
  expect(errors, 'no React hydration error (#418) nor any other').toEqual([]);
});

test('a moderator sees the projections and picks like a subscriber, with no subscription', async ({ page }) => {
  const fake = fakeWithSlate();
  await open(page, fake, MODERATOR);
  await expect(page.getByRole('heading', { name: /^HR Projections for \w{3}, \w{3} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: topBatter }).first()).toBeVisible();
  await expect(page.getByTestId('picks-punt').getByRole('cell', { name: picks.punt[0].name })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/mlb/hr-projections');
  expect(fake.calls('GET', '/rest/v1/premium_slates').length).toBe(1);
});

test('empty picks read from premium_slates say "No players meet the criteria today."', async ({ page }) => {
  const fake = fakeWithSlate();
  fake.premiumSlates = [{ ...fake.premiumSlates[0]!, picks: { ...picks, confident: [], punt: [] } }];
  await open(page, fake, SUBSCRIBER);
  await expect(page.getByTestId('picks-confident').getByText('No players meet the criteria today.')).toBeVisible();
  await expect(page.getByTestId('picks-punt').getByText('No players meet the criteria today.')).toBeVisible();
});

const today: HistoryDay = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'history', `${projections.date}.json`), 'utf8'));
/** A graded day before the slate's (the sample's archive holds today's only, which is premium): today's picks, dated the day before and graded. */
const LATEST = '2026-08-20';
const latestDay: HistoryDay = {
  ...today,
  date: LATEST,
  confident: today.confident.map((pick, i) => ({ ...pick, homered: i === 0 })),
  punt: today.punt.map((pick) => ({ ...pick, homered: false })),
};

/** Serves the archive with LATEST in it (index and day file): the public files a guest may read. */
async function serveLatestDay(page: Page) {
  await page.route('**/data/history/index.json', async (route) => {
    const index = (await (await route.fetch()).json()) as HistoryIndex;
    const picks = latestDay.confident.length + latestDay.punt.length;
    await route.fulfill({ json: { ...index, days: [...index.days, { date: LATEST, picks, hits: 1, graded: picks }] } });
  });
  await page.route(`**/data/history/${LATEST}.json`, (route) => route.fulfill({ json: latestDay }));
}

/** The preview every visitor without the role sees in place of the page, and that it carries no premium figure. */
async function expectPreview(page: Page, fake: FakeSupabase) {
  const preview = page.getByTestId('subscriber-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('HR Projections is for subscribers');
  // Tonight's table: the money columns named, every cell blank.
  const tonight = preview.getByTestId('preview-tonight');
  await expect(tonight.getByRole('heading')).toHaveText(/^Tonight: \d+ games, \d+ of \d+ lineups confirmed$/);
  await expect(tonight.locator('th')).toHaveText(['Player', 'HR Chance', 'Best price', 'Fair', 'Edge', 'EV']);
  expect((await tonight.locator('tbody').innerText()).trim()).toBe('');
  // The latest graded day's picks, with their results (public on Historic Projections).
  const latest = preview.getByTestId('preview-latest');
  await expect(latest.getByRole('heading', { level: 2 })).toHaveText('Our latest graded picks: Thu, Aug 20, 2026');
  await expect(latest.getByRole('list', { name: 'Confident picks' }).getByRole('listitem')).toHaveCount(latestDay.confident.length);
  await expect(latest.getByRole('list', { name: 'Confident picks' }).getByRole('listitem').first()).toContainText(latestDay.confident[0]!.name);
  await expect(latest.getByRole('list', { name: 'Confident picks' }).getByRole('listitem').first()).toContainText('Homered');
  await expect(latest.getByTestId('preview-latest-tally')).toHaveText(`1 of ${latestDay.confident.length + latestDay.punt.length} graded picks homered`);
  // The plans with their prices and features.
  for (const plan of PLANS) {
    const card = preview.getByTestId(`plan-${plan.id}`);
    await expect(card).toContainText(`$${plan.price.toFixed(2)}/month`);
    await expect(card.getByRole('listitem')).toHaveText(plan.features.map((feature) => `✓${feature}`));
  }
  // Nothing premium reached the page: no premium row was read, no projected hitter of tonight is named.
  expect(fake.calls('GET', '/rest/v1/premium_slates').length).toBe(0);
  const text = await page.locator('main').innerText();
  const named = projections.batters.filter(
    (b: { name: string }) => text.includes(b.name) && !latestDay.confident.concat(latestDay.punt).some((p) => p.name === b.name),
  );
  expect(named).toEqual([]);
  return preview;
}

test("a member sees the subscribers' preview in place, with each plan's way to its checkout, and never receives premium rows", async ({ page }) => {
  const fake = fakeWithSlate();
  await serveLatestDay(page);
  await open(page, fake, MEMBER);
  const preview = await expectPreview(page, fake);
  expect(new URL(page.url()).pathname).toMatch(/^\/mlb\/hr-projections\/?$/);
  await expect(preview.getByTestId('preview-visitor')).toHaveText('You are signed in without a subscription: choose a plan below to open the page.');
  await expect(preview.getByTestId('plan-pro').getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/subscribe?plan=pro');
  await preview.getByTestId('plan-pro').getByRole('link', { name: 'Choose Pro' }).click();
  await page.waitForURL(/\/subscribe\/?\?plan=pro$/);
  await expect(page.getByTestId('plan-pro')).toHaveAttribute('data-chosen', 'true');
  await expect(page.getByTestId('subscribe-chosen')).toHaveText("You chose Pro: Subscribe Now opens Stripe's secure checkout.");
  await expect(page.getByTestId('plan-pro').getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
});

test("a guest sees the subscribers' preview, not a sign-in form; signing in from it brings a subscriber back to the page", async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname.replace(/\/$/, ''));
  });
  const fake = fakeWithSlate();
  await serveLatestDay(page);
  await open(page, fake, null);
  const preview = await expectPreview(page, fake);
  expect(visited).toEqual(['/mlb/hr-projections']);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(preview.getByTestId('plan-basic').getByRole('link', { name: 'Choose Basic' })).toHaveAttribute(
    'href',
    '/login?next=%2Fsubscribe%3Fplan%3Dbasic&mode=signup',
  );
  await preview.getByRole('link', { name: 'Already a subscriber? Sign in' }).click();
  await page.waitForURL(/\/login\/?\?next=%2Fmlb%2Fhr-projections/);
  await expect(page.getByTestId('sign-in-next')).toHaveText(/^Sign in to continue to \/mlb\/hr-projections\/?\. You will be brought back there\.$/);
  const form = page.locator('main');
  await form.getByLabel('Email').fill(SUBSCRIBER.email);
  await form.getByLabel('Password').fill(SUBSCRIBER.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/mlb\/hr-projections\/?$/);
  await expect(page.getByRole('cell', { name: topBatter }).first()).toBeVisible();
  await expect(page.getByTestId('subscriber-preview')).toHaveCount(0);
});

const index: HistoryIndex = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'history', 'index.json'), 'utf8'));

test("the preview shows the latest graded day of the public record, never today's", async ({ page }) => {
  const fake = fakeWithSlate();
  await open(page, fake, null);
  const latest = index.days.find((day) => day.date !== projections.date && day.graded > 0)!;
  await expect(page.getByTestId('preview-latest-tally')).toHaveText(`${latest.hits} of ${latest.graded} graded picks homered`);
});

test('with no graded day yet the preview says so', async ({ page }) => {
  const fake = fakeWithSlate();
  // A fresh install's record: the index holds today's day only.
  const fresh = { ...index, days: index.days.filter((day) => day.date === projections.date) };
  await page.route('**/data/history/index.json', (route) => route.fulfill({ json: fresh }));
  await open(page, fake, null);
  await expect(page.getByTestId('preview-latest')).toContainText('No graded day yet: the record starts with the first slate whose games are over.');
});

test('a next= that is not one of our paths is ignored: sign-in goes home', async ({ page }) => {
  const fake = fakeWithSlate();
  await fake.install(page);
  for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByTestId('sign-in-next')).toHaveCount(0);
  }
  const form = page.locator('main');
  await form.getByLabel('Email').fill(MEMBER.email);
  await form.getByLabel('Password').fill(MEMBER.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('nothing is shown while the role is loading', async ({ page }) => {
  const fake = fakeWithSlate({ profileDelayMs: 1500 });
  await open(page, fake, SUBSCRIBER);
  await expect(page.getByRole('heading', { name: 'HR Projections', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: topBatter })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'HR Projections', level: 1 })).toBeVisible({ timeout: 10_000 });
});
