/**
 * Tonight's slate on every page (issue 15): the slate header (date and weekday, games, lineups
 * confirmed out of the total, the build time in the visitor's time zone with the zone named, UTC
 * in the static HTML), the demo-data label of a build from the embedded sample, games in
 * first-pitch order, and HR Projections' Game Time and Lineup columns with its game filter.
 * Expected values come from the served /data files.
 */
import { expect, test, type Page } from '@playwright/test';
import { compareFirstPitch } from '../../domain/games.ts';
import { formatUtcTimestamp } from '../../src/lib/format.ts';
import { formatLocalTimestamp } from '../../src/lib/local-time.ts';
import { fetchData, tablesSettled, waitForTable } from './helpers.ts';

const DATA_PAGES = [
  '/mlb/hr-projections',
  '/mlb/hr-calculator',
  '/mlb/bvp',
  '/mlb/lineups',
  '/new-tab',
  '/mlb/main-matchup',
  '/mlb/bullpen',
  '/bullpen-table',
  '/rv-comparison',
  '/mlb/park-factors',
  '/season-homers',
  '/hrs-by-park',
  '/historic-projections',
  '/model',
];
const OTHER_PAGES = ['/', '/x', '/subscribe'];

/** "Fri, Aug 21, 2026", computed here from the date's parts, not with the site's formatter. */
function weekdayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  return `${weekday}, ${month} ${d}, ${y}`;
}

test.describe('slate header', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('on every data page: the slate date with its weekday, the games, the lineups confirmed of the total, the build time in the visitor zone', async ({
    page,
    request,
  }) => {
    const manifest = await fetchData(request, 'manifest.json');
    const { games } = await fetchData(request, 'lineups.json');
    const sides = games.flatMap((g) => [g.away, g.home]);
    const confirmed = sides.filter((s) => s.status === 'Confirmed').length;
    expect(confirmed).toBeGreaterThan(0);
    // This block's browser runs in Los Angeles (test.use above): the shell's formatter, in that zone.
    const builtLocal = formatLocalTimestamp(manifest.builtAt, true, 'America/Los_Angeles');
    expect(builtLocal).toMatch(/P[SD]T$/);
    for (const path of DATA_PAGES) {
      await page.goto(path);
      const header = page.getByRole('region', { name: 'Slate', exact: true });
      await expect(header, path).toContainText(`Slate of ${weekdayDate(manifest.date)}`);
      await expect(header, path).toContainText(`${games.length} games · ${confirmed} of ${sides.length} lineups confirmed`);
      await expect(header.locator('time[data-local-time]'), path).toHaveText(builtLocal!);
      await expect(header.locator('time[data-local-time]'), path).toHaveAttribute('datetime', manifest.builtAt);
    }
    for (const path of OTHER_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Slate', exact: true }), path).toHaveCount(0);
    }
  });

  test('the static HTML shows the build time in UTC, replaced after paint without moving the page', async ({ page, request }) => {
    const manifest = await fetchData(request, 'manifest.json');
    const html = await (await request.get('/mlb/lineups')).text();
    expect(html).toContain(`${formatUtcTimestamp(manifest.builtAt)}</time>`);
    await page.goto('/mlb/lineups');
    await expect(page.getByRole('region', { name: 'Slate', exact: true }).locator('time[data-local-time]')).toHaveText(/P[SD]T$/);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

test('a build from the embedded sample is labelled demo data on every page, its sources as invented files', async ({ page, request }) => {
  const manifest = await fetchData(request, 'manifest.json');
  expect(manifest.dataset).toBe('demo');
  for (const path of [...DATA_PAGES, ...OTHER_PAGES]) {
    await page.goto(path);
    await expect(page.locator('[data-demo-banner]'), path).toContainText('Demo data: invented players and games');
    await expect(page.getByRole('region', { name: /Demo data built/ }), path).toBeVisible();
  }
  await page.goto('/mlb/park-factors');
  await expect(page.getByRole('region', { name: /Demo data built/ })).toContainText('Invented demo files in the formats of:');
  await page.goto('/mlb/hr-projections');
  await expect(page.locator('[data-demo-sources]')).toContainText('demo data');
});

test('Game Matchups lists the games in first-pitch order', async ({ page, request }) => {
  const { games } = await fetchData(request, 'lineups.json');
  expect(games.map((g) => g.id)).toEqual([...games].sort(compareFirstPitch).map((g) => g.id));
  const instants = games.map((g) => Date.parse(g.gameTime!));
  expect(instants).toEqual([...instants].sort((a, b) => a - b));
  await page.goto('/mlb/lineups');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(games.length);
  for (const [i, game] of games.entries()) {
    await expect(cards.nth(i).getByTestId(`lineup-${game.away.team}`)).toBeVisible();
    await expect(cards.nth(i).getByTestId(`lineup-${game.home.team}`)).toBeVisible();
  }
});

const ownTable = (page: Page) => page.getByRole('region', { name: /^HR projections for / });

test.describe('HR Projections: Game Time, Lineup and the game filter', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });

  test('the compact set shows each hitter’s first pitch in the visitor zone and his lineup status', async ({ page, request }) => {
    const { batters } = await fetchData(request, 'projections.json');
    await page.goto('/mlb/hr-projections');
    const table = ownTable(page);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await tablesSettled(table);
    const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼↕]/g, '').replace(/\s+/g, ' ').trim());
    expect(headers).toEqual(expect.arrayContaining(['Player', 'Game Time', 'Lineup', 'HR Prob', 'HR Chance']));
    const cells = table.locator('tbody tr').first().locator('td');
    const name = (await cells.nth(headers.indexOf('Player')).innerText()).trim();
    const batter = batters.find((b) => b.name === name)!;
    const time = new Date(batter.gameTime!).toLocaleTimeString('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    await expect(cells.nth(headers.indexOf('Game Time'))).toHaveText(time);
    await expect(cells.nth(headers.indexOf('Lineup'))).toHaveText(batter.confirmed ? 'Confirmed' : 'Projected');
    expect(new Set(batters.map((b) => b.confirmed)).size).toBe(2);
  });

  test('the game select lists the day’s games in first-pitch order and filters the table with the search', async ({ page, request }) => {
    const { batters } = await fetchData(request, 'projections.json');
    const { games } = await fetchData(request, 'lineups.json');
    await page.goto('/mlb/hr-projections');
    const table = ownTable(page);
    // The build's first page shows before the file is loaded; the game select fills once it is.
    await waitForTable(page);
    const select = page.getByRole('combobox', { name: 'Game', exact: true });
    const withHitters = games.filter((g) => batters.some((b) => b.gameId === g.id));
    const label = (g: (typeof games)[number]) =>
      `${g.away.team} @ ${g.home.team} · ${new Date(g.gameTime!).toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`;
    expect(await select.locator('option').allInnerTexts()).toEqual(['All games', ...withHitters.map(label)]);
    await expect(select).toHaveValue('');

    const game = withHitters[1]!;
    const inGame = batters.filter((b) => b.gameId === game.id);
    await select.selectOption(game.id);
    await expect(page.getByTestId('table-count')).toHaveText(`${inGame.length} of ${batters.length} hitters`);
    await tablesSettled(table);
    const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼↕]/g, '').replace(/\s+/g, ' ').trim());
    const teams = await table.locator(`tbody tr td:nth-child(${headers.indexOf('Team') + 1})`).allInnerTexts();
    expect(new Set(teams.map((t) => t.trim()))).toEqual(new Set([game.away.team, game.home.team]));

    // With the search: the home side's hitters only; a team not in this game finds nobody.
    const search = page.getByPlaceholder('Search by player or team...');
    await search.fill(game.home.team);
    await expect(page.getByTestId('table-count')).toHaveText(`${inGame.filter((b) => b.team === game.home.team).length} of ${batters.length} hitters`);
    const elsewhere = games.find((g) => g.id !== game.id)!.home.team;
    await search.fill(elsewhere);
    await expect(table.getByText(`No players match '${elsewhere}'`)).toBeVisible();
    await search.fill('');
    await select.selectOption('');
    await expect(page.getByTestId('table-count')).toHaveText(`${batters.length} hitters`);
  });
});
