/**
 * HR Calculator (docs/product.md#hr-calculator): tabs, the four cards, eight
 * 0-100 sliders, the first state valid (weights as shares, green badge at the defaults'
 * 115, red only when every weight is 0, no "spec" on the page), Calculate disabled while
 * the name is empty or the data is loading, the result only after Calculate (hand-
 * computed: HR Chance the headline, the score under it out of 100), a shared name listing its players to choose from, "Error loading player
 * data" (unknown name, failed load), presets load / save / duplicate / persist and show
 * up as an HR Projections tab; axe and screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import { bringIslandsNear, DESKTOP, MOBILE, expectNoSeriousA11yViolations, fetchData, holdRequests, islandHydrated, screenshot } from './helpers.ts';

const LABELS = ['HR Rate', 'ISO', 'Barrel Rate', 'Exit Velocity', 'Launch Angle', 'Park Factor', 'Recent Performance', 'Temperature'];
const DEFAULTS = [20, 15, 25, 20, 15, 10, 5, 5];

const weightsCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Factor Weights' }) });
const calculatorCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Calculator', exact: true }) });
const presetsCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Model Presets' }) });
const slider = (page: Page, label: string) => weightsCard(page).getByLabel(label, { exact: true });

/** Typing before React hydrates the island is lost on hydration. */
const hydrated = (page: Page) => islandHydrated(page, page.getByLabel('Player name'));

/** The page, its island hydrated (at the visitor's first input: client:ondemand). */
async function openCalculator(page: Page) {
  await page.goto('/mlb/hr-calculator');
  await expect(calculatorCard(page).getByRole('button', { name: 'Calculate' })).toBeVisible();
  await hydrated(page);
}

test('the page reads whole before its script runs: sliders at the defaults and the built-in presets, every control disabled until the first input', async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/data/') && dataRequests.push(request.url()));
  await page.goto('/mlb/hr-calculator');
  await page.waitForLoadState('networkidle');
  const island = page.locator('astro-island[ssr]', { has: page.getByLabel('Player name') });
  await expect(island).toHaveCount(1);
  for (const [index, label] of LABELS.entries()) {
    await expect(slider(page, label)).toHaveValue(String(DEFAULTS[index]));
    await expect(slider(page, label)).toBeDisabled();
  }
  await expect(page.getByTestId('weights-total')).toHaveText('Total: 115');
  const presets = presetsCard(page);
  for (const name of ['Standard Model', 'Power Hitters Focus', 'Park Factor Heavy']) {
    await expect(presets.getByRole('button', { name: `Load ${name}` })).toBeDisabled();
  }
  await expect(calculatorCard(page).getByLabel('Player name')).toBeDisabled();
  await expect(calculatorCard(page).getByRole('button', { name: 'Calculate' })).toBeDisabled();
  expect(dataRequests, 'no data file is read before the first input').toEqual([]);

  await page.keyboard.press('Shift');
  await expect(island).toHaveCount(0);
  await expect(slider(page, 'HR Rate')).toBeEnabled();
  await expect(presets.getByRole('button', { name: 'Load Standard Model' })).toBeEnabled();
  await calculatorCard(page).getByLabel('Player name').fill('Adrián Colón');
  await expect(calculatorCard(page).getByRole('button', { name: 'Calculate' })).toBeEnabled();
  expect(
    dataRequests.some((url) => url.endsWith('/data/calculator.json')),
    'the players are read once the island runs',
  ).toBe(true);
});

test('tabs, cards, eight sliders and the glossary', async ({ page, request }) => {
  const calculator = await fetchData(request, 'calculator.json');
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await openCalculator(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR Calculator');
  await expect(page).toHaveTitle(/HR Calculator/);
  const tabs = page.getByRole('tablist', { name: 'Calculator models' }).getByRole('tab');
  await expect(tabs).toHaveText(['Longball Model', 'Old Bomb Model (Coming Soon)']);
  await expect(tabs.nth(1)).toHaveAttribute('aria-disabled', 'true');
  await tabs.nth(1).click({ force: true }); // no function
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  for (const heading of ['Factor Weights', 'Calculator', 'Model Presets', 'Understanding Factors']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  for (const [index, label] of LABELS.entries()) {
    const input = slider(page, label);
    await expect(input).toHaveAttribute('type', 'range');
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('max', '100');
    await expect(input).toHaveAttribute('step', '1');
    await expect(input).toHaveValue(String(DEFAULTS[index]));
  }
  const glossary = page.locator('section', { has: page.getByRole('heading', { name: 'Understanding Factors' }) });
  for (const [key, normalisation] of Object.entries(calculator.normalisations)) {
    await expect(glossary.locator(`[data-factor="${key}"]`)).toContainText(normalisation.formula);
  }
  // Before Calculate every factor reads "Not Fetched Yet", and there is no result.
  await expect(page.getByTestId('calculator-factors').getByText('Not Fetched Yet')).toHaveCount(8);
  await expect(page.getByTestId('calculator-result')).toHaveCount(0);
  expect(consoleErrors, 'no errors (hydration included) in the console').toEqual([]);
});

test('first state is valid: weights as shares of their total, a green badge; red only when every weight is 0', async ({ page }) => {
  await openCalculator(page);
  const badge = page.getByTestId('weights-badge');
  await expect(badge).toHaveText('100%');
  await expect(badge).toHaveAttribute('data-variant', 'default');
  await expect(badge).toHaveClass(/bg-emerald-700/);
  await expect(page.getByTestId('weights-total')).toHaveText('Total: 115');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Each weight's share of 115, one decimal: 20 -> 17.4%, 15 -> 13.0%, 25 -> 21.7%, 10 -> 8.7%, 5 -> 4.3%.
  await expect(weightsCard(page).getByTestId('weight-share')).toHaveText(['(17.4%)', '(13.0%)', '(21.7%)', '(17.4%)', '(13.0%)', '(8.7%)', '(4.3%)', '(4.3%)']);
  // The page never says "spec" to a user.
  expect(await page.locator('body').innerText()).not.toMatch(/\bspec/i);

  const hrRate = slider(page, 'HR Rate');
  for (let i = 0; i < 15; i++) await hrRate.press('ArrowLeft'); // 20 -> 5: total 100
  await expect(page.getByTestId('weights-total')).toHaveText('Total: 100');
  await expect(weightsCard(page).getByTestId('weight-share').first()).toHaveText('(5.0%)');
  await expect(badge).toHaveAttribute('data-variant', 'default');

  for (const label of LABELS) await slider(page, label).press('Home');
  await expect(badge).toHaveText('100%');
  await expect(badge).toHaveAttribute('data-variant', 'destructive');
  await expect(badge).toHaveClass(/bg-red-700/);
  await expect(page.getByTestId('weights-total')).toHaveText('Set at least one weight above 0');
  await slider(page, 'Barrel Rate').press('ArrowRight');
  await expect(badge).toHaveAttribute('data-variant', 'default');
  await expect(weightsCard(page).getByTestId('weight-share').nth(2)).toHaveText('(100.0%)');
});

test('Calculate: disabled while empty or loading; the result only after Calculate, hand-computed', async ({ page }) => {
  const release = await holdRequests(page, '**/data/calculator.json');
  await page.goto('/mlb/hr-calculator');
  const card = calculatorCard(page);
  const input = card.getByLabel('Player name');
  await hydrated(page);
  await input.fill('Adrián Colón');
  await expect(card.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  release();
  const calculate = card.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeEnabled();
  await input.fill('   ');
  await expect(calculate).toBeDisabled();
  await input.fill('adrian colon'); // case and accents do not matter
  await expect(page.getByTestId('calculator-result')).toHaveCount(0);
  await calculate.click();

  // Adrián Colón (sample): hrRate .0237, ISO .114, barrel 4, EV 86.2, LA 10, park 95, recent 1/23 = .0435, temp 70.
  // (20*.237 + 15*.285 + 25*4/30 + 20*.31 + 15*0 + 10*.95 + 5*.435 + 5*.4) / 115 = 32.223 / 115 = 0.2802
  await expect(page.getByTestId('calculator-score')).toHaveText('28.0');
  const result = page.getByTestId('calculator-result');
  await expect(result).toContainText('Adrián Colón (SD), playing today');
  // One number, one name: the headline is his HR Chance tonight (the same pHr as on HR Projections)...
  const projections = await fetchData(page.request, 'projections.json');
  const colon = projections.batters.find((b) => b.name === 'Adrián Colón')!;
  await expect(page.getByTestId('calculator-hr-chance-value')).toHaveText(`${(colon.pHr * 100).toFixed(1)}%`);
  await expect(page.getByTestId('calculator-hr-chance')).toContainText('HR Chance');
  const size = (testId: string) => page.getByTestId(testId).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  // ...and the score, smaller, out of 100 and tagged a score with the hint used elsewhere: the result has one percent only.
  expect(await size('calculator-score')).toBeLessThan(await size('calculator-hr-chance-value'));
  expect(((await result.innerText()).match(/%/g) ?? []).length).toBe(1);
  await expect(page.getByTestId('calculator-score-block')).toContainText('HR score under these weights, of 100');
  await expect(page.getByTestId('calculator-score-block').getByText('score', { exact: true })).toHaveAttribute(
    'title',
    'Longball HR score: ranks hitters, not a probability',
  );
  await expect(page.getByTestId('calculator-score-note')).toContainText('not the chance he homers');
  await expect(page.getByTestId('calculator-score-note')).toContainText(
    "It differs from the same player's HR Prob on HR Projections because the Calculator weighs its own eight factors",
  );
  const factors = page.getByTestId('calculator-factors');
  await expect(factors.locator('dd')).toHaveText(['.024', '.114', '4.0%', '86.2 mph', '10.0°', '95', '.044', '70 °F']);
  await expect(factors.getByText('Not Fetched Yet')).toHaveCount(0);

  // Moving a weight re-scores the calculated player: park factor weight 10 -> 0.
  // (32.223 - 9.5) / 105 = 0.2164
  await slider(page, 'Park Factor').press('Home');
  await expect(page.getByTestId('calculator-score')).toHaveText('21.6');
  // The weights move the score, never HR Chance.
  await expect(page.getByTestId('calculator-hr-chance-value')).toHaveText(`${(colon.pHr * 100).toFixed(1)}%`);

  // A batter with no game tonight has no HR Chance: the score only.
  const calculator = await fetchData(page.request, 'calculator.json');
  const idle = calculator.players.find((p) => !p.playingToday && !calculator.players.some((other) => other !== p && other.name === p.name))!;
  await input.fill(idle.name);
  await calculate.click();
  await expect(result).toContainText(`${idle.name}`);
  await expect(page.getByTestId('calculator-hr-chance')).toHaveText("No HR Chance: he is not in tonight's lineups.");
  await expect(page.getByTestId('calculator-hr-chance-value')).toHaveCount(0);
  await expect(page.getByTestId('calculator-score')).toHaveText(/^\d+\.\d$/);
});

test('a name several players share lists them to choose from; an unknown or partial name says so plainly (no error); "Error loading player data" only for a failed load', async ({
  page,
}) => {
  await openCalculator(page);
  const card = calculatorCard(page);
  const input = card.getByLabel('Player name');
  await input.fill('Nobody Atall');
  await expect(card.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await card.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('calculator-not-found')).toContainText('No player named "Nobody Atall"');
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByText('Error loading player data')).toHaveCount(0);
  await expect(page.getByTestId('calculator-factors').getByText('Not Fetched Yet')).toHaveCount(8);
  // A partial name that matches no one: nothing failed, so no red error either.
  await input.fill('Nic');
  await card.getByRole('button', { name: 'Calculate' }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByText('Error loading player data')).toHaveCount(0);

  // Three Judds in the sample: the surname lists them, and choosing one calculates him.
  await input.fill('Judd');
  await card.getByRole('button', { name: 'Calculate' }).click();
  const candidates = page.getByTestId('calculator-candidates');
  await expect(candidates).toContainText('3 players match "Judd": choose one');
  await expect(candidates.getByRole('button')).toHaveText(['Bryce Judd (TEX)', 'Nick Judd (LAD)', 'Zach Judd (CIN)']);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await candidates.getByRole('button', { name: 'Nick Judd (LAD)' }).click();
  await expect(page.getByTestId('calculator-result')).toContainText('Nick Judd (LAD), playing today');
  await expect(input).toHaveValue('Nick Judd (LAD)');
  await expect(candidates).toHaveCount(0);
  await expect(page.getByTestId('calculator-factors').getByText('Not Fetched Yet')).toHaveCount(0);

  // Two Max Muncys: the full name lists both; the suggestion with the team is one.
  await input.fill('Max Muncy');
  await card.getByRole('button', { name: 'Calculate' }).click();
  await expect(candidates.getByRole('button')).toHaveText(['Max Muncy (ATH)', 'Max Muncy (LAD)']);
  await input.fill('Max Muncy (LAD)');
  await card.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('calculator-result')).toContainText('Max Muncy (LAD)');
  await expect(card.getByRole('alert')).toHaveCount(0);

  await page.route('**/data/calculator.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.reload();
  await hydrated(page);
  await input.fill('Max Muncy (LAD)');
  await expect(card.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  await card.getByRole('button', { name: 'Calculate' }).click();
  await expect(card.getByRole('alert')).toContainText('Error loading player data');
});

test('presets: built-ins load into the sliders; save needs a name, saves to this browser, refuses a duplicate, persists', async ({ page }) => {
  await openCalculator(page);
  const presets = presetsCard(page);
  await expect(presets.getByRole('tab')).toHaveText(['Load Preset', 'Save Preset']);
  for (const name of ['Standard Model', 'Power Hitters Focus', 'Park Factor Heavy']) {
    await expect(presets.getByRole('button', { name: `Load ${name}` })).toBeVisible();
  }
  await calculatorCard(page).getByLabel('Player name').fill('Adrián Colón');
  await calculatorCard(page).getByRole('button', { name: 'Calculate' }).click();
  await presets.getByRole('button', { name: 'Load Power Hitters Focus' }).click();
  for (const [index, value] of [15, 15, 30, 30, 20, 5, 2, 3].entries()) await expect(slider(page, LABELS[index]!)).toHaveValue(String(value));
  await expect(page.getByTestId('weights-total')).toHaveText('Total: 120');
  // (15*.237 + 15*.285 + 30*4/30 + 30*.31 + 0 + 5*.95 + 2*.435 + 3*.4) / 120 = 27.95 / 120 = 0.2329
  await expect(page.getByTestId('calculator-score')).toHaveText('23.3');

  // Save: weights totalling exactly 100 (HR Rate 15 -> 0 ... then ISO 15 -> 10 gives 120-15-5 = 100).
  await slider(page, 'HR Rate').press('Home');
  for (let i = 0; i < 5; i++) await slider(page, 'ISO').press('ArrowLeft');
  await expect(page.getByTestId('weights-badge')).toHaveAttribute('data-variant', 'default');
  await presets.getByRole('tab', { name: 'Save Preset' }).click();
  await expect(presets).toContainText('Sign-in is not configured on this site; presets are saved in this browser.');
  const save = presets.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await presets.getByLabel('Preset name').fill('Power 100');
  await presets.getByLabel('Description').fill('Power focus scaled to 100');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(presets.getByText('Preset saved!')).toBeVisible();

  await presets.getByLabel('Preset name').fill('power 100');
  await presets.getByRole('button', { name: 'Save' }).click();
  await expect(presets.getByRole('alert')).toHaveText('Error saving preset: A preset named "power 100" already exists.');
  await presets.getByLabel('Preset name').fill('Standard Model');
  await presets.getByRole('button', { name: 'Save' }).click();
  await expect(presets.getByRole('alert')).toHaveText('Error saving preset: A preset named "Standard Model" already exists.');

  // Persisted in this browser: after a reload it is listed and loads its weights.
  await page.reload();
  await hydrated(page);
  await presets.getByRole('button', { name: 'Load Standard Model' }).click();
  await expect(page.getByTestId('weights-total')).toHaveText('Total: 115');
  await presets.getByRole('button', { name: 'Load Power 100' }).click();
  for (const [index, value] of [0, 10, 30, 30, 20, 5, 2, 3].entries()) await expect(slider(page, LABELS[index]!)).toHaveValue(String(value));
  await expect(page.getByTestId('weights-badge')).toHaveAttribute('data-variant', 'default');
  await expect(presets.getByText('Power focus scaled to 100')).toBeVisible();

  // The same store feeds HR Projections: one tab per saved preset.
  await page.goto('/mlb/hr-projections');
  // The model tabs' island runs as the visitor reaches it.
  await bringIslandsNear(page);
  await expect(page.getByRole('tab', { name: 'Power 100' })).toBeVisible();

  // Deleting removes it.
  await openCalculator(page);
  await presets.getByRole('button', { name: 'Delete Power 100' }).click();
  await expect(presets.getByRole('button', { name: 'Load Power 100' })).toHaveCount(0);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`axe and screenshots at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openCalculator(page);
    await calculatorCard(page).getByLabel('Player name').fill('Adrián Colón');
    await calculatorCard(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('calculator-score')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'hr-calculator');
    await presetsCard(page).getByRole('tab', { name: 'Save Preset' }).click();
    await expectNoSeriousA11yViolations(page);
  });
}
