/**
 * Configured mode, HR Projections behind the paywall (docs/product.md#accounts):
 * the page is empty while the role loads, sends a member to /subscribe (which says why) and a
 * guest to /login (which brings him back after signing in), and shows a
 * subscriber the projections and picks read from Supabase's premium_slates with their session
 * (the static build has no projections: see tests/unit/site/projections-configured-build.test.ts).
 * Presets on the calculator are saved to the signed-in user's account.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEST_GENERATED_DIR } from './accounts-env.ts';
import { FakeSupabase, MEMBER, MODERATOR, SUBSCRIBER, type FakeUser } from './accounts-fake-supabase.ts';

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

test('a moderator sees the projections and picks like a subscriber, with no subscription', async ({ page }) => {
  const fake = fakeWithSlate();
  await open(page, fake, MODERATOR);
  await expect(page.getByRole('heading', { name: /^HR Projections for \w{3}, \w{3} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: topBatter }).first()).toBeVisible();
  await expect(page.getByTestId('picks-punt').getByRole('cell', { name: picks.punt[0].name })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/mlb/hr-projections');
  expect(fake.calls('GET', '/rest/v1/premium_slates').length).toBe(1);
});

test('a member is sent to /subscribe, told the page is for subscribers, and never receives premium rows', async ({ page }) => {
  const fake = fakeWithSlate();
  await open(page, fake, MEMBER);
  await page.waitForURL(/\/subscribe\/?\?from=%2Fmlb%2Fhr-projections/);
  await expect(page.getByTestId('subscribe-why')).toHaveText(/^\/mlb\/hr-projections\/? is for subscribers\. Choose a plan below to open it\.$/);
  expect(fake.calls('GET', '/rest/v1/premium_slates').length).toBe(0);
});

test('a guest is sent to /login?next=<the page>, told why, and brought back there after signing in', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname.replace(/\/$/, ''));
  });
  const fake = fakeWithSlate();
  await open(page, fake, null);
  await page.waitForURL(/\/login\/?\?next=%2Fmlb%2Fhr-projections/);
  expect(visited).toEqual(['/mlb/hr-projections', '/login']);
  expect(fake.calls('GET', '/rest/v1/premium_slates').length).toBe(0);
  await expect(page.getByTestId('sign-in-next')).toHaveText(/^Sign in to continue to \/mlb\/hr-projections\/?\. You will be brought back there\.$/);
  const form = page.locator('main');
  await form.getByLabel('Email').fill(SUBSCRIBER.email);
  await form.getByLabel('Password').fill(SUBSCRIBER.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/mlb\/hr-projections\/?$/);
  await expect(page.getByRole('cell', { name: topBatter }).first()).toBeVisible();
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
