/** Landing page (docs/product.md#landing): texts, the 8 cards and their targets, the 1/2/3-column grid, no island JS. */
import { expect, test } from '@playwright/test';

const CARDS: [string, string][] = [
  ['Main Matchup', '/mlb/main-matchup'],
  ['HR Projections', '/mlb/hr-projections'],
  ['HR Calculator', '/mlb/hr-calculator'],
  ['RV Comparison', '/rv-comparison'],
  ['Batter vs Bullpen', '/new-tab'],
  ['Bullpen Table', '/bullpen-table'],
  ['Game Matchups', '/mlb/lineups'],
  ['BvP Stats', '/mlb/bvp'],
];

test('hero, development notice, the 8 feature cards and the closing call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced analytics and odds comparison for MLB home runs and player statistics');
  const notice = page.getByRole('note');
  await expect(notice).toContainText('one person');
  await expect(notice).toContainText('may not work as intended');
  await expect(notice).toContainText('feedback');

  const features = page.getByRole('region', { name: 'Powerful Features' });
  const cards = features.getByRole('listitem');
  await expect(cards).toHaveCount(8);
  for (const [index, [title, href]] of CARDS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(card.getByRole('link', { name: `Explore ${title}` })).toHaveAttribute('href', href);
    await expect(card.locator('svg')).toHaveCount(1);
    expect((await card.locator('p').innerText()).length).toBeGreaterThan(10);
  }
  await expect(page.getByRole('heading', { name: 'Ready to enhance your MLB analysis?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/mlb/hr-projections');
  for (const link of await page.getByRole('link', { name: 'Explore HR Projections' }).all()) {
    await expect(link).toHaveAttribute('href', '/mlb/hr-projections');
  }
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/mlb\/hr-projections\/?$/);
});

for (const [width, columns] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`feature grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const tops = await page
      .getByRole('region', { name: 'Powerful Features' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0]).length).toBe(columns);
  });
}

test('ships no island: only the pre-paint script and the shell script, a few KB in all', async ({ page }) => {
  const scriptBytes: Promise<number>[] = [];
  const scriptPaths: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scriptPaths.push(new URL(response.url()).pathname);
    scriptBytes.push(response.body().then((body) => body.length));
  });
  // 'load' waits for every script of the page (module scripts run before it); 'networkidle' can
  // hang on a busy machine.
  await page.goto('/', { waitUntil: 'load' });
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(scriptPaths.every((path) => path.startsWith('/_astro/') && !/client|react|island/i.test(path))).toBe(true);
  const inlineBytes = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).reduce((sum, s) => sum + (s.textContent ?? '').length, 0));
  const externalBytes = (await Promise.all(scriptBytes)).reduce((a, b) => a + b, 0);
  // The shell script shares the spec-constants chunk with the islands (sidebar widths, cookie age).
  expect(inlineBytes + externalBytes).toBeLessThan(8 * 1024);
});
