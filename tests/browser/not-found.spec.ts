/** Not-found page (docs/product.md#not-found): any unknown path, "Page Not Found", "Return to Home", the path logged. */
import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/no/such/page-42');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect.poll(() => warnings.some((w) => w.includes('/no/such/page-42'))).toBe(true);
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Advanced analytics');
});
