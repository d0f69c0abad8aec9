/**
 * The shell on every page: sidebar links and current page, Ctrl/Cmd+B with the
 * 7-day cookie applied before paint, sizes (16rem / 3rem / 18rem overlay below
 * 768 px), the local-mode account widgets, footer links, data provenance and
 * the stale-data banner.
 */
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, fetchData } from './helpers.ts';

const SPEC_LINKS = [
  '/',
  '/mlb/main-matchup',
  '/mlb/hr-projections',
  '/mlb/hr-calculator',
  '/historic-projections',
  '/season-homers',
  '/hrs-by-park',
  '/mlb/park-factors',
  '/rv-comparison',
  '/new-tab',
  '/bullpen-table',
  '/mlb/lineups',
  '/mlb/bvp',
  '/subscribe',
  '/x',
  '/tiktok',
];
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

const sidebarWidth = (page: Page) => page.evaluate(() => document.getElementById('app-sidebar')!.getBoundingClientRect().width);

test('sidebar lists the spec links in order and marks the current page', async ({ page }) => {
  await page.goto('/mlb/park-factors');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(SPEC_LINKS);
  await expect(nav.getByRole('link', { name: 'Batter vs Bullpen' })).toHaveAttribute('href', '/new-tab');
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/mlb/park-factors');
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Longball home' })).toBeVisible();
});

test('Ctrl+B collapses to 3rem icons, keeps the state in a 7-day cookie, applied before paint; Cmd+B expands', async ({ page, context }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  expect(await sidebarWidth(page)).toBe(256); // 16rem
  await expect(page.locator('#app-sidebar').getByText('Park Factors')).toBeVisible();

  await page.keyboard.press('Control+b');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'collapsed');
  await expect.poll(() => sidebarWidth(page)).toBe(48); // 3rem
  // Icons only: the label is visually hidden (1 px clip) but keeps naming the link.
  await expect
    .poll(() =>
      page
        .locator('#app-sidebar')
        .getByText('Park Factors')
        .evaluate((el) => el.getBoundingClientRect().width),
    )
    .toBeLessThanOrEqual(1);
  await expect(page.getByRole('link', { name: 'Park Factors' }).first()).toBeVisible(); // still named
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(SEVEN_DAYS_S - 120);
  expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS_S + 1);

  // On the next page the collapsed state is there at the first layout (no expand-then-collapse flash).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstWidth: number }).firstWidth = document.getElementById('app-sidebar')!.getBoundingClientRect().width;
    });
  });
  await page.goto('/mlb/bvp');
  expect(await page.evaluate(() => (window as unknown as { firstWidth: number }).firstWidth)).toBe(48);

  await page.keyboard.press('Meta+b');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'expanded');
  await expect.poll(() => sidebarWidth(page)).toBe(256);
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
});

test('the sidebar button toggles too and reports its state', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('header [data-sidebar-toggle]');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(page)).toBe(48);
});

test('below 768 px the sidebar is an 18rem overlay: menu button or Ctrl+B opens it, Escape closes it, no cookie', async ({ page, context }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const sidebar = page.locator('#app-sidebar');
  await expect(sidebar).toBeHidden();
  const menu = page.locator('header [data-sidebar-toggle]');
  await menu.click();
  await expect(sidebar).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sidebarWidth(page)).toBe(288); // 18rem
  await expect(sidebar.getByRole('link', { name: 'Game Matchups' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toBeVisible();
  await page.locator('[data-sidebar-backdrop]').click({ position: { x: 350, y: 400 } });
  await expect(sidebar).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')).toBeUndefined();
});

test('local mode: feedback, mailbox and user menu each say accounts are not configured', async ({ page }) => {
  await page.goto('/mlb/lineups');
  for (const name of ['Feedback', 'Mailbox', 'User menu']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Accounts are not configured on this site');
    await page.getByRole('heading', { level: 1 }).click(); // outside click closes
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  const mailbox = page.getByRole('button', { name: 'Mailbox', exact: true });
  await mailbox.click();
  await page.keyboard.press('Escape');
  await expect(page.locator('#panel-mailbox')).toBeHidden();
  await expect(mailbox).toBeFocused();
});

test('footer: feature, resource and social links; All Features sends Batter vs Bullpen to /mlb/bullpen', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer features' }).getByRole('link').first()).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Footer resources' }).getByRole('link', { name: 'Park Factors' })).toHaveAttribute(
    'href',
    '/mlb/park-factors',
  );
  await expect(footer.getByRole('navigation', { name: 'Footer social' }).getByRole('link', { name: 'X' })).toHaveAttribute('href', '/x');
  await expect(footer.getByRole('navigation', { name: 'Footer social' }).getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', '/tiktok');
  const allFeatures = footer.getByRole('navigation', { name: 'All Features' });
  await expect(allFeatures.getByRole('link')).toHaveCount(8);
  await expect(allFeatures.getByRole('link', { name: 'Batter vs Bullpen' })).toHaveAttribute('href', '/mlb/bullpen');
});

test('every page says when its data was built and from which sources', async ({ page, request }) => {
  const manifest = await fetchData(request, 'manifest.json');
  await page.goto('/mlb/lineups');
  const provenance = page.getByRole('region', { name: /Data built/ });
  await expect(provenance.locator('time')).toHaveAttribute('datetime', manifest.builtAt);
  const lineupsInput = manifest.inputs.find((input) => input.input === 'lineups');
  if (lineupsInput?.status === 'ok') {
    await expect(provenance).toContainText('Lineups');
    if (lineupsInput.file) await expect(provenance).toContainText(lineupsInput.file);
  }
  // The landing page lists every input read successfully.
  await page.goto('/');
  for (const input of manifest.inputs.filter((i) => i.status === 'ok' && i.file)) {
    await expect(page.getByRole('region', { name: /Data built/ })).toContainText(input.file!);
  }
});

test.describe('stale-data banner (older than 24 h during March 20 - November 5, visitor clock)', () => {
  test.use({ timezoneId: 'UTC' });
  const banner = (page: Page) => page.locator('[data-stale-banner]');
  const noonOn = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

  test('hidden one hour after the build', async ({ page, request }) => {
    const built = Date.parse((await fetchData(request, 'manifest.json')).builtAt);
    await page.clock.setFixedTime(built + 60 * 60 * 1000);
    await page.goto('/');
    await expect(banner(page)).toBeHidden();
  });

  test('shown on an in-season day more than 24 h after the build', async ({ page, request }) => {
    const built = new Date((await fetchData(request, 'manifest.json')).builtAt);
    const later = new Date(built.getTime() + 48 * 60 * 60 * 1000);
    const monthDay = (later.getUTCMonth() + 1) * 100 + later.getUTCDate();
    const inSeason = monthDay >= 320 && monthDay <= 1105;
    // Next season's opening window when two days later is off-season.
    const when = inSeason ? later : noonOn(later.getUTCFullYear() + (monthDay > 1105 ? 1 : 0), 3, 20);
    await page.clock.setFixedTime(when);
    await page.goto('/mlb/park-factors');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Stale data');
  });

  test('hidden off-season even when the data is weeks old', async ({ page, request }) => {
    const built = new Date((await fetchData(request, 'manifest.json')).builtAt);
    const year = built.getUTCFullYear() + ((built.getUTCMonth() + 1) * 100 + built.getUTCDate() >= 1215 ? 1 : 0);
    await page.clock.setFixedTime(noonOn(year, 12, 20));
    await page.goto('/');
    await expect(banner(page)).toBeHidden();
  });
});
