/**
 * Game Matchups (docs/product.md#game-matchups): one "away at home" card per game,
 * badges, the 5-minute poll (a changed file on the second fetch updates the
 * card), and the error and empty states with the spec's texts.
 */
import { expect, test } from '@playwright/test';
import type { LineupsFile } from '../../domain/contracts/index.ts';
import { fetchData } from './helpers.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

test('one card per game with both lineups and a Confirmed / Projected badge per team', async ({ page, request }) => {
  const file = await fetchData(request, 'lineups.json');
  expect(file.games.length).toBeGreaterThan(0);
  await page.goto('/mlb/lineups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Matchups');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(file.games.length);
  for (const [index, game] of file.games.slice(0, 3).entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${game.away.teamName} at ${game.home.teamName}`);
    for (const side of [game.away, game.home]) {
      const lineup = card.getByTestId(`lineup-${side.team}`);
      await expect(lineup.getByText(side.status, { exact: true })).toBeVisible();
      const hitters = side.players.filter((p) => p.battingOrder !== null);
      await expect(lineup.getByRole('listitem')).toHaveCount(hitters.length);
      const first = [...hitters].sort((a, b) => a.battingOrder! - b.battingOrder!)[0];
      if (first) await expect(lineup.getByRole('listitem').first()).toContainText(first.name);
    }
  }
});

test('re-fetches every 5 minutes and shows the changed lineup', async ({ page }) => {
  await page.clock.install();
  let fetches = 0;
  await page.route('**/data/lineups.json', async (route) => {
    fetches += 1;
    const file = (await (await route.fetch()).json()) as LineupsFile;
    if (fetches === 1) return route.fulfill({ json: file });
    const [game, ...rest] = file.games;
    const changed = {
      ...game!,
      away: {
        ...game!.away,
        status: 'Confirmed' as const,
        players: game!.away.players.map((p) => (p.battingOrder === 1 ? { ...p, name: 'Polled Newname', confirmed: true } : p)),
      },
    };
    return route.fulfill({ json: { ...file, games: [changed, ...rest] } });
  });
  await page.goto('/mlb/lineups');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await expect(page.getByText('Polled Newname')).toHaveCount(0);
  await page.clock.runFor(FIVE_MINUTES - 10_000);
  expect(fetches).toBe(1); // once per visit until the poll is due
  await page.clock.runFor(10_000);
  await expect(page.getByText('Polled Newname')).toBeVisible();
  expect(fetches).toBe(2);
});

test('HTTP error: "Error loading lineups" with "Failed to fetch lineups: 500 Internal Server Error" after the retries', async ({ page }) => {
  await page.clock.install();
  let fetches = 0;
  await page.route('**/data/lineups.json', (route) => {
    fetches += 1;
    return route.fulfill({ status: 500, body: 'boom' });
  });
  await page.goto('/mlb/lineups');
  await expect(page.getByText('Loading...')).toBeVisible();
  await page.clock.runFor(1000 + 2000 + 4000 + 100); // spec backoff: 1 s, 2 s, 4 s
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Error loading lineups' })).toBeVisible();
  await expect(alert).toContainText('Failed to fetch lineups: 500 Internal Server Error');
  expect(fetches).toBe(4); // first try + 3 retries
});

test('wrong shape: "Invalid data format: expected an array"', async ({ page }) => {
  await page.route('**/data/lineups.json', (route) =>
    route.fulfill({ json: { schemaVersion: 1, date: '2026-08-21', games: { not: 'an array' }, absence: null } }),
  );
  await page.goto('/mlb/lineups');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Error loading lineups' })).toBeVisible();
  await expect(alert).toContainText('Invalid data format: expected an array');
});

test('no games: "No lineups available"', async ({ page }) => {
  await page.route('**/data/lineups.json', async (route) => {
    const file = (await (await route.fetch()).json()) as LineupsFile;
    await route.fulfill({ json: { ...file, games: [], absence: null } });
  });
  await page.goto('/mlb/lineups');
  await expect(page.getByText('No lineups available')).toBeVisible();
  await expect(page.getByTestId('game-card')).toHaveCount(0);
});

test('a still wind reads "no wind", never "wind 0 mph None"', async ({ page, request }) => {
  const lineups = await fetchData(request, 'lineups.json');
  const still = lineups.games.filter((game) => game.weather && /wind 0 mph/.test(game.weather));
  test.skip(still.length === 0, 'no game with a still wind in this sample');
  await page.goto('/mlb/lineups');
  await expect(page.getByText(/no wind/).first()).toBeVisible();
  await expect(page.getByText(/wind 0 mph/)).toHaveCount(0);
  await expect(page.getByText(/mph None/)).toHaveCount(0);
});

test('on a phone the cards below the screen are laid out only when scrolled near, at the height they then take', async ({ page, request }) => {
  const lineups = await fetchData(request, 'lineups.json');
  test.skip(lineups.games.length < 4, 'too few games in this sample to reach below the screen');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/mlb/lineups');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(lineups.games.length);
  // checkVisibility with contentVisibilityAuto is false inside a card whose layout the browser skips.
  const laidOut = (index: number) => cards.nth(index).evaluate((card) => card.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }));
  const last = lineups.games.length - 1;
  expect(await laidOut(0)).toBe(true);
  expect(await laidOut(last)).toBe(false);
  // A card waiting to be laid out sets no width: the page fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await cards.nth(0).evaluate((card) => card.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  const heightBefore = await cards.nth(last).evaluate((card) => card.getBoundingClientRect().height);
  await cards.nth(last).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(last)).toBe(true);
  const heightAfter = await cards.nth(last).evaluate((card) => card.getBoundingClientRect().height);
  // The placeholder height is a posted pair of lineups': a card with both posted moves little (its title and weather wrap as they fall).
  const bothPosted = lineups.games[last]!.away.players.length > 0 && lineups.games[last]!.home.players.length > 0;
  if (bothPosted) expect(Math.abs(heightAfter - heightBefore)).toBeLessThanOrEqual(60);
});
