/**
 * The shell on every page: sidebar links and current page, Ctrl/Cmd+B with the
 * 7-day cookie applied before paint, sizes (16rem / 3rem / 18rem overlay below
 * 768 px; collapsed by default from 768 to 1023 px), the local-mode account widgets, footer links, data provenance and
 * the stale-data banner.
 */
import { expect, test, type Page } from '@playwright/test';
import { bringIslandsNear, DESKTOP, MOBILE, fetchData } from './helpers.ts';

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

test('on a tablet (768-1023 px) the sidebar starts collapsed to its icons; the menu button expands it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/mlb/hr-projections');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'collapsed');
  expect(await sidebarWidth(page)).toBe(48);
  expect(await page.locator('main').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(800 - 256 + 150);
  await page.locator('header [data-sidebar-toggle]').click();
  await expect.poll(() => sidebarWidth(page)).toBe(256);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.context().clearCookies();
  await page.goto('/mlb/hr-projections');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'expanded');
});

test('the sidebar button toggles too and reports its state', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('header [data-sidebar-toggle]');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(page)).toBe(48);
});

test('Ctrl+B typed in a search box stays in the box: the sidebar does not toggle', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/mlb/park-factors');
  await bringIslandsNear(page);
  const search = page.getByRole('searchbox').first();
  await search.click();
  await page.keyboard.press('Control+b');
  await expect(page.locator('html')).not.toHaveAttribute('data-sidebar', 'collapsed');
  expect(await sidebarWidth(page)).toBe(256);
  await page.locator('h1').click();
  await page.keyboard.press('Control+b');
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'collapsed');
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
  const provenance = page.getByRole('region', { name: /data built/i });
  await expect(provenance.locator('time')).toHaveAttribute('datetime', manifest.builtAt);
  const lineupsInput = manifest.inputs.find((input) => input.input === 'lineups');
  if (lineupsInput?.status === 'ok') {
    await expect(provenance).toContainText('Lineups');
    if (lineupsInput.file) await expect(provenance).toContainText(lineupsInput.file);
  }
  // The landing page lists every input read successfully.
  await page.goto('/');
  for (const input of manifest.inputs.filter((i) => i.status === 'ok' && i.file)) {
    await expect(page.getByRole('region', { name: /data built/i })).toContainText(input.file!);
  }
});

test.describe('stale-data banner (in season, March 20 - November 5: the slate date before today, or built over 24 h ago; visitor clock)', () => {
  test.use({ timezoneId: 'UTC' });
  const banner = (page: Page) => page.locator('[data-stale-banner]');
  const noonOn = (isoDate: string, addDays = 0) => new Date(Date.parse(`${isoDate}T12:00:00Z`) + addDays * 24 * 60 * 60 * 1000);

  test("hidden on the slate's own day", async ({ page, request }) => {
    const manifest = await fetchData(request, 'manifest.json');
    // Noon of the slate day: never more than 24 h after a build of that slate (the test build runs later, even).
    await page.clock.setFixedTime(noonOn(manifest.date));
    await page.goto('/');
    await expect(banner(page)).toBeHidden();
  });

  test('shown the day after the slate, naming the slate and its weekday', async ({ page, request }) => {
    const manifest = await fetchData(request, 'manifest.json');
    const next = noonOn(manifest.date, 1);
    const monthDay = (next.getUTCMonth() + 1) * 100 + next.getUTCDate();
    test.skip(monthDay < 320 || monthDay > 1105, 'the day after this slate is off-season');
    await page.clock.setFixedTime(next);
    await page.goto('/mlb/park-factors');
    await expect(banner(page)).toBeVisible();
    const weekday = noonOn(manifest.date).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    await expect(banner(page)).toContainText(`this is the slate of ${weekday}`);
    await expect(banner(page)).toContainText("Today's games, lineups and projections are not in it yet.");
    await expect(banner(page).getByText(/built more than 24 hours ago/)).toBeHidden();
    // Words stay apart around the build time and the reason (issue 24: "…builtNov 26, 2026, 4:05 AM EST.Today's games…").
    const text = await banner(page).innerText();
    expect(text).toMatch(/, built \w{3} \d{1,2}, \d{4}/);
    expect(text).toMatch(/\. Today's games/);
  });

  test('hidden off-season even when the slate is months old', async ({ page, request }) => {
    const manifest = await fetchData(request, 'manifest.json');
    const year = Number(manifest.date.slice(0, 4)) + 1;
    await page.clock.setFixedTime(new Date(Date.UTC(year, 0, 10, 12)));
    await page.goto('/');
    await expect(banner(page)).toBeHidden();
  });
});
