/**
 * Configured mode, calculator presets in the user's account (docs/product.md#hr-calculator;
 * "Presets save and load for the current user only"), against dist-accounts with
 * Supabase's PostgREST answered by the fake (accounts-fake-supabase.ts, which applies the
 * presets migration's grants, row-level security and checks):
 * - signed out: Save is disabled with the sign-in hint, and nothing is read or written;
 * - signed in: the saved preset is inserted with the user's id and the 8 weights, listed, loaded
 *   into the sliders, read back from the server after a reload, and (for a subscriber) becomes an
 *   HR Projections tab;
 * - another user's presets never appear, also after switching accounts in the same tab;
 * - a refused save says "Error saving preset: " and Supabase's message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEST_GENERATED_DIR } from './accounts-env.ts';
import { FakeSupabase, MEMBER, signInFromMenu, SUBSCRIBER, type FakeUser, type PresetRow, type RecordedRequest } from './accounts-fake-supabase.ts';
import { islandHydrated } from './helpers.ts';

const LABELS = ['HR Rate', 'ISO', 'Barrel Rate', 'Exit Velocity', 'Launch Angle', 'Park Factor', 'Recent Performance', 'Temperature'];
const WEIGHT_KEYS = ['hrRate', 'isoRate', 'barrelRate', 'exitVelo', 'launchAngle', 'parkFactor', 'recentPerformance', 'temperature'];
const DEFAULTS = [20, 15, 25, 20, 15, 10, 5, 5];
const BUILT_INS = ['Standard Model', 'Power Hitters Focus', 'Park Factor Heavy'];

const projections = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'projections.json'), 'utf8'));
const picks = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'picks.json'), 'utf8'));

const weightsCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Factor Weights' }) });
const presetsCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Model Presets' }) });
const slider = (page: Page, label: string) => weightsCard(page).getByLabel(label, { exact: true });
const presetList = (page: Page) => presetsCard(page).getByRole('list', { name: 'Presets' });

function weightsOf(values: number[]): Record<string, number> {
  return Object.fromEntries(WEIGHT_KEYS.map((key, index) => [key, values[index]!]));
}

function presetRow(id: string, user: FakeUser, name: string, values: number[], createdAt: string, description = ''): PresetRow {
  return { id, user_id: user.id, name, description, weights: weightsOf(values), created_at: createdAt };
}

const MIA_EARLIER = presetRow(
  'aaaaaaaa-0000-4000-8000-000000000001',
  MEMBER,
  'Mia contact',
  [30, 20, 10, 10, 10, 10, 5, 5],
  '2026-11-01T09:00:00.000000+00:00',
  'Contact first',
);
const SAM_PRIVATE = presetRow(
  'bbbbbbbb-0000-4000-8000-000000000001',
  SUBSCRIBER,
  'Sam secret sauce',
  [5, 5, 40, 30, 10, 5, 3, 2],
  '2026-11-02T09:00:00.000000+00:00',
);

function fakeWithPresets(options: ConstructorParameters<typeof FakeSupabase>[0] = {}): FakeSupabase {
  const fake = new FakeSupabase(options);
  fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
  fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: 'cus_sub_1' });
  fake.premiumSlates = [{ slate_date: projections.date, projections, picks, published_at: '2026-08-21T12:00:00Z' }];
  fake.presets = [{ ...MIA_EARLIER }, { ...SAM_PRIVATE }];
  return fake;
}

/** The `sub` of the request's bearer token: whose session the call was made with. */
function tokenSubject(request: RecordedRequest): string | undefined {
  const payload = request.headers.authorization?.replace(/^Bearer /, '').split('.')[1];
  return payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub : undefined;
}

/** Opens the calculator as `user` (null: signed out); answers the Model Presets card. */
async function openCalculator(page: Page, fake: FakeSupabase, user: FakeUser | null) {
  await fake.install(page);
  if (user) await fake.signInBeforeLoad(page, user);
  await page.goto('/mlb/hr-calculator');
  // Typing before React hydrates the island is lost on hydration.
  await islandHydrated(page, weightsCard(page).getByRole('button', { name: 'Reset to defaults' }));
  const presets = presetsCard(page);
  await expect(presets.getByRole('button', { name: `Load ${BUILT_INS[0]}` })).toBeVisible();
  return presets;
}

async function expectSliders(page: Page, values: number[]) {
  for (const [index, value] of values.entries()) await expect(slider(page, LABELS[index]!)).toHaveValue(String(value));
}

/** Waits until the Load list shows the built-ins and then exactly `saved`, in this order. */
async function expectListed(page: Page, saved: string[]) {
  const buttons = presetList(page).getByRole('button', { name: /^Load / });
  await expect(buttons).toHaveCount(BUILT_INS.length + saved.length);
  const labels = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  expect(labels.map((label) => label.replace(/^Load /, ''))).toEqual([...BUILT_INS, ...saved]);
}

test('signed out: Save is disabled with the sign-in hint; no preset is read or written', async ({ page }) => {
  const fake = fakeWithPresets();
  const presets = await openCalculator(page, fake, null);
  await expect(presets.getByRole('tab')).toHaveText(['Load Preset', 'Save Preset']);
  await expectListed(page, []);

  await presets.getByRole('tab', { name: 'Save Preset' }).click();
  await expect(presets.getByText('Sign in to save presets.', { exact: true })).toBeVisible();
  const save = presets.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await presets.getByLabel('Preset name').fill('My model');
  await expect(save).toBeDisabled();
  await save.click({ force: true });
  await expect(presets.getByText('Preset saved!')).toHaveCount(0);

  expect(fake.requests.filter((request) => request.path === '/rest/v1/presets')).toEqual([]);
  expect(fake.unexpected).toEqual([]);
});

test('a member saves a preset to their account: sent with their id and the 8 weights, listed, loaded back after a reload', async ({ page }) => {
  const fake = fakeWithPresets();
  const presets = await openCalculator(page, fake, MEMBER);

  // The list is read from the server for the signed-in member only.
  await expectListed(page, [MIA_EARLIER.name]);
  const [read] = fake.calls('GET', '/rest/v1/presets');
  expect(read!.search.get('user_id')).toBe(`eq.${MEMBER.id}`);
  expect(read!.search.get('order')).toBe('created_at.asc');
  expect(read!.search.get('select')).toBe('id,name,description,weights,created_at');
  expect(tokenSubject(read!)).toBe(MEMBER.id);

  // Move a weight: Barrel Rate 25 -> 30, Temperature 5 -> 0.
  const barrel = slider(page, 'Barrel Rate');
  for (let i = 0; i < 5; i++) await barrel.press('ArrowRight');
  await slider(page, 'Temperature').press('Home');
  const saved = [20, 15, 30, 20, 15, 10, 5, 0];
  await expectSliders(page, saved);

  await presets.getByRole('tab', { name: 'Save Preset' }).click();
  await expect(presets.getByText('Presets are saved to your account.', { exact: true })).toBeVisible();
  const save = presets.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled(); // no name yet
  await presets.getByLabel('Preset name').fill('  Barrel 30  ');
  await presets.getByLabel('Description').fill('More barrels, no weather');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(presets.getByRole('status')).toHaveText('Preset saved!');

  // What went to Supabase: an insert into presets with the member's id and session, and the 8 weights.
  const inserts = fake.calls('POST', '/rest/v1/presets');
  expect(inserts).toHaveLength(1);
  const insert = inserts[0]!;
  expect(insert.body).toEqual({
    user_id: MEMBER.id,
    name: 'Barrel 30',
    description: 'More barrels, no weather',
    weights: weightsOf(saved),
  });
  expect(Object.keys((insert.body as { weights: object }).weights).sort()).toEqual([...WEIGHT_KEYS].sort());
  expect(tokenSubject(insert)).toBe(MEMBER.id);
  expect(insert.headers.prefer).toContain('return=representation');
  expect(insert.headers.accept).toContain('application/vnd.pgrst.object+json');
  expect(fake.presets.filter((row) => row.user_id === MEMBER.id).map((row) => row.name)).toEqual([MIA_EARLIER.name, 'Barrel 30']);

  // Listed after the earlier one, and it loads its weights into the sliders.
  await presets.getByRole('tab', { name: 'Load Preset' }).click();
  await expectListed(page, [MIA_EARLIER.name, 'Barrel 30']);
  await weightsCard(page).getByRole('button', { name: 'Reset to defaults' }).click();
  await expectSliders(page, DEFAULTS);
  await presets.getByRole('button', { name: 'Load Barrel 30' }).click();
  await expectSliders(page, saved);

  // After a reload the list comes from the server again, for the member only.
  const readsBefore = fake.calls('GET', '/rest/v1/presets').length;
  await page.reload();
  await expect(presets.getByRole('button', { name: 'Load Barrel 30' })).toBeVisible();
  expect(fake.calls('GET', '/rest/v1/presets').length).toBe(readsBefore + 1);
  await expectListed(page, [MIA_EARLIER.name, 'Barrel 30']);
  await expect(presets.getByText('More barrels, no weather')).toBeVisible();
  await expectSliders(page, DEFAULTS);
  await presets.getByRole('button', { name: 'Load Barrel 30' }).click();
  await expectSliders(page, saved);
  await expect(presets.getByRole('button', { name: 'Load Barrel 30' })).toHaveAttribute('aria-pressed', 'true');

  // Another user's preset is never listed.
  await expect(presets.getByText(SAM_PRIVATE.name)).toHaveCount(0);
  expect(fake.calls('GET', '/rest/v1/presets').every((request) => request.search.get('user_id') === `eq.${MEMBER.id}`)).toBe(true);
  expect(fake.unexpected).toEqual([]);
});

test('a subscriber’s saved preset becomes an HR Projections tab; another user’s does not', async ({ page }) => {
  const fake = fakeWithPresets();
  const presets = await openCalculator(page, fake, SUBSCRIBER);
  await expectListed(page, [SAM_PRIVATE.name]);

  await slider(page, 'Park Factor').press('End');
  await presets.getByRole('tab', { name: 'Save Preset' }).click();
  await presets.getByLabel('Preset name').fill('Park max');
  await presets.getByRole('button', { name: 'Save' }).click();
  await expect(presets.getByRole('status')).toHaveText('Preset saved!');
  expect(fake.calls('POST', '/rest/v1/presets')[0]!.body).toMatchObject({
    user_id: SUBSCRIBER.id,
    name: 'Park max',
    weights: weightsOf([20, 15, 25, 20, 15, 100, 5, 5]),
  });

  await page.goto('/mlb/hr-projections');
  const tabs = page.getByRole('tab');
  await expect(page.getByRole('tab', { name: 'Park max' })).toBeVisible();
  await expect(page.getByRole('tab', { name: SAM_PRIVATE.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: MIA_EARLIER.name })).toHaveCount(0);
  // The spec's order: the own model, Old Bomb, Custom, then one tab per saved preset (oldest first).
  const names = await tabs.allTextContents();
  expect(names.slice(-2)).toEqual([SAM_PRIVATE.name, 'Park max']);
  await page.getByRole('tab', { name: 'Park max' }).click();
  await expect(page.getByText('Preset: Park max')).toBeVisible();
  const reads = fake.calls('GET', '/rest/v1/presets');
  expect(reads.length).toBeGreaterThanOrEqual(2);
  expect(reads.every((request) => request.search.get('user_id') === `eq.${SUBSCRIBER.id}` && tokenSubject(request) === SUBSCRIBER.id)).toBe(true);
});

test('switching accounts in one tab: each user sees only their own presets', async ({ page }) => {
  const fake = fakeWithPresets();
  await openCalculator(page, fake, null);
  await expectListed(page, []);

  // Signing in on the page reads the member's presets without a reload.
  await signInFromMenu(page, MEMBER);
  await page.keyboard.press('Escape');
  await expectListed(page, [MIA_EARLIER.name]);

  // Sign out (goes to / and reloads), come back: nothing of the member's is left.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('region', { name: 'User menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/$/);
  await page.goto('/mlb/hr-calculator');
  await expect(presetsCard(page).getByRole('button', { name: `Load ${BUILT_INS[0]}` })).toBeVisible();
  await presetsCard(page).getByRole('tab', { name: 'Save Preset' }).click();
  await expect(presetsCard(page).getByText('Sign in to save presets.', { exact: true })).toBeVisible();
  await presetsCard(page).getByRole('tab', { name: 'Load Preset' }).click();
  await expectListed(page, []);

  // Another user signs in: only their presets, read with their own id and session.
  await signInFromMenu(page, SUBSCRIBER);
  await page.keyboard.press('Escape');
  await expectListed(page, [SAM_PRIVATE.name]);
  const last = fake.calls('GET', '/rest/v1/presets').at(-1)!;
  expect(last.search.get('user_id')).toBe(`eq.${SUBSCRIBER.id}`);
  expect(tokenSubject(last)).toBe(SUBSCRIBER.id);
});

test('a save Supabase refuses shows "Error saving preset: " with its message; nothing is listed', async ({ page }) => {
  const fake = fakeWithPresets({
    presetInsertStatus: 403,
    presetInsertMessage: 'new row violates row-level security policy for table "presets"',
  });
  const presets = await openCalculator(page, fake, MEMBER);
  await expectListed(page, [MIA_EARLIER.name]);
  await presets.getByRole('tab', { name: 'Save Preset' }).click();
  await presets.getByLabel('Preset name').fill('Refused');
  await presets.getByRole('button', { name: 'Save' }).click();
  await expect(presets.getByRole('alert')).toHaveText('Error saving preset: new row violates row-level security policy for table "presets"');
  // The form keeps the name for another try, and the list is unchanged.
  await expect(presets.getByLabel('Preset name')).toHaveValue('Refused');
  await presets.getByRole('tab', { name: 'Load Preset' }).click();
  await expectListed(page, [MIA_EARLIER.name]);
});
