/**
 * X and TikTok pages: the network's script is requested only there and only by
 * the browser; offline (all third-party requests aborted) a visible link to the
 * profile remains and a note says the feed could not load. Other pages make no
 * third-party request at all.
 */
import { expect, test } from '@playwright/test';
import { recordExternalRequests } from './helpers.ts';

const FEEDS = [
  { path: '/x', script: 'https://platform.twitter.com/widgets.js', link: 'Open @MLB on X', href: 'https://x.com/MLB' },
  { path: '/tiktok', script: 'https://www.tiktok.com/embed.js', link: 'Open @mlb on TikTok', href: 'https://www.tiktok.com/@mlb' },
];

for (const feed of FEEDS) {
  test(`${feed.path}: loads its embed script on the client and falls back quietly offline`, async ({ page, request, baseURL }) => {
    const html = await (await request.get(feed.path)).text();
    expect(html).not.toContain(`src="${feed.script}"`); // not in the served page: injected by the browser
    const external = await recordExternalRequests(page, baseURL!);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(feed.path);
    await expect.poll(() => external).toContain(feed.script);
    await expect(page.getByText('feed could not be loaded here')).toBeVisible();
    const fallback = page.getByRole('link', { name: feed.link });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('href', feed.href);
    expect(errors).toEqual([]);
  });
}

test('no other page requests anything from a third party', async ({ page, baseURL }) => {
  const external = await recordExternalRequests(page, baseURL!);
  for (const path of ['/', '/mlb/park-factors', '/mlb/bvp', '/mlb/lineups', '/mlb/bullpen', '/bullpen-table', '/missing-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(external).toEqual([]);
});
