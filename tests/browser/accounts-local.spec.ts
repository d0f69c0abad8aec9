/**
 * Local mode (no Supabase configured): /login, /subscribe, /account and /email-confirmation say
 * that accounts are not configured, and none of their JavaScript (nor any page's) is supabase-js
 * or Stripe.js. Runs in the `chromium` project against the local-mode build.
 */
import { expect, test } from '@playwright/test';

const ACCOUNT_PAGES = [
  { path: '/login', heading: 'Sign in' },
  { path: '/subscribe', heading: 'Subscribe' },
  { path: '/account', heading: 'Account' },
  { path: '/email-confirmation', heading: 'Email confirmation' },
];

/** Markers only the two libraries' code contains. */
const SUPABASE_MARKERS = ['@supabase/supabase-js', 'supabase.co', 'postgres_changes'];
const STRIPE_MARKERS = ['js.stripe.com'];

for (const { path, heading } of ACCOUNT_PAGES) {
  test(`${path} shows the accounts-not-configured notice and ships no supabase-js`, async ({ page }) => {
    const scripts: Array<{ url: string; text: string }> = [];
    const reading: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.text().then(
          (text) => void scripts.push({ url: response.url(), text }),
          () => undefined,
        ),
      );
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('accounts-not-configured')).toHaveText('Accounts are not configured on this site.');
    await expect(page.locator('main form')).toHaveCount(0);
    await page.waitForLoadState('load');
    await Promise.all(reading);
    const inline = await page.locator('script:not([src])').allTextContents();
    expect(scripts.length + inline.length, 'the page runs the shell script at least').toBeGreaterThan(0);
    for (const text of [...scripts.map((script) => script.text), ...inline]) {
      for (const marker of [...SUPABASE_MARKERS, ...STRIPE_MARKERS]) expect(text.includes(marker), `${marker} in a script of ${path}`).toBe(false);
    }
    // No island on these pages in local mode.
    await expect(page.locator('astro-island')).toHaveCount(0);
  });
}

test('the header widgets are the local-mode panels, not the account islands', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('[data-account-widgets]')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
});
