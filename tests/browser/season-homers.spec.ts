/**
 * Season Home Runs (docs/product.md#season-home-runs): the count in the title,
 * the columns, pagination, the sort rules (same column flips, a new column
 * starts descending), team / player filters and free-text search, and the
 * 5-minute feed poll: a feed with one more home run on the second fetch gives
 * a toast with the batter's name for 8 s (at most 3 toasts on screen, Alt+T
 * focuses them); a failing poll is only logged.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { HomeRun, HomeRunsFile } from '../../domain/contracts/index.ts';
import { homeRunSearchText } from '../../src/columns/home-runs.ts';
import { matchesSearch, searchHaystack, searchWords } from '../../src/lib/text-search.ts';
import {
  DESKTOP,
  MOBILE,
  columnTexts,
  compareText,
  expectNoSeriousA11yViolations,
  fetchData,
  screenshot,
  sortButton,
  tableHeaders,
  tablesSettled,
  showAllColumns,
  waitForTable,
} from './helpers.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const TOAST_MS = 8000;
/** The name column first (pinned), then the spec's order. */
const HEADERS = ['Batter', 'Date', 'Team', 'Pitcher', 'Pitch', 'Venue', 'Distance (ft)', 'Exit Velo (mph)', 'Launch Angle (°)', 'Season HR #'];
const count = (n: number) => n.toLocaleString('en-US');
const title = (page: Page) => page.getByTestId('season-title');

async function open(page: Page): Promise<HomeRunsFile> {
  const file = await fetchData(page.request, 'home-runs.json');
  await page.goto('/season-homers');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await waitForTable(page);
  await showAllColumns(page);
  return file;
}

/** A feed that serves the real file first, then `extra` new home runs on top of it. */
async function serveGrowingFeed(page: Page, extra: (file: HomeRunsFile) => HomeRun[], failSecond = false) {
  const file = await fetchData(page.request, 'home-runs.json');
  const fetches = { count: 0 };
  await page.route('**/data/home-runs.json', (route) => {
    fetches.count += 1;
    if (fetches.count === 1) return route.fulfill({ json: file });
    if (failSecond) return route.fulfill({ status: 500, body: 'feed down' });
    return route.fulfill({ json: { ...file, homeRuns: [...extra(file), ...file.homeRuns] } });
  });
  return fetches;
}

/**
 * Opens the page on Playwright's clock, then stops the clock's own flow: from
 * here on, time moves only with clock.runFor, so the 5-minute poll and the
 * 8-second toasts are exact whatever the machine's speed.
 */
async function openOnPausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/season-homers');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await waitForTable(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

const newHomeRun = (file: HomeRunsFile, n: number, name: string): HomeRun => ({
  ...file.homeRuns[0]!,
  id: `test-new-home-run-${n}`,
  batter_name: name,
  hr_count: 40 + n,
  hit_distance: 450 + n,
});

test.describe('the whole season is read when the page needs it (client:ondemand)', () => {
  const island = (page: Page) => page.locator('astro-island', { has: page.getByTestId('season-title') });
  const teamSelect = (page: Page) => page.getByRole('combobox', { name: 'Team', exact: true });
  const feedRequests = (page: Page) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/data/home-runs.json')) requests.push(r.url());
    });
    return requests;
  };

  test("not during the load, the build's first page and count being the file's; at the visitor's first input", async ({ page }) => {
    const file = await fetchData(page.request, 'home-runs.json');
    const requests = feedRequests(page);
    await page.goto('/season-homers');
    await page.waitForLoadState('networkidle');
    await expect(title(page)).toHaveText(`Season Home Runs (${count(file.homeRuns.length)})`);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(island(page)).toHaveAttribute('ssr', '');
    await expect(teamSelect(page)).toBeDisabled();
    expect(requests).toEqual([]);
    await page.mouse.move(10, 10);
    await expect(island(page)).not.toHaveAttribute('ssr', '');
    await expect(teamSelect(page)).toBeEnabled();
    await expect(page.locator('[data-partial]')).toHaveCount(0);
    await expect(page.locator('table tbody tr')).toHaveCount(50);
    expect(requests).toHaveLength(1);
  });

  test('at once, with no input, while a game of the slate is under way (new home runs can come)', async ({ page }) => {
    const manifest = await fetchData(page.request, 'manifest.json');
    const firstPitches = manifest.slate.schedule.flatMap((game) => (game.firstPitch === null ? [] : [Date.parse(game.firstPitch)]));
    expect(firstPitches.length, 'the slate has timed games').toBeGreaterThan(0);
    const requests = feedRequests(page);
    await page.clock.setFixedTime(Math.min(...firstPitches) + 60 * 60 * 1000);
    await page.goto('/season-homers');
    await expect(island(page)).not.toHaveAttribute('ssr', '');
    await expect(teamSelect(page)).toBeEnabled();
    expect(requests).toHaveLength(1);
  });
});

test('title with the count, the ten columns, newest first, 50 rows a page', async ({ page }) => {
  const file = await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Season Home Runs (${count(file.homeRuns.length)})`);
  expect(await tableHeaders(page)).toEqual(HEADERS);
  await expect(page.getByRole('columnheader', { name: 'Date', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('table tbody tr')).toHaveCount(50);
  expect(await columnTexts(page, 2)).toEqual([...file.homeRuns.map((h) => h.date)].sort().reverse().slice(0, 50));
  const first = file.homeRuns[0]!;
  expect(await columnTexts(page, 1).then((names) => names[0])).toBe(first.batter_name);
  await expect(page.getByText(`Page 1 of ${Math.ceil(file.homeRuns.length / 50)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${Math.ceil(file.homeRuns.length / 50)}`)).toBeVisible();
  expect(await columnTexts(page, 1).then((names) => names[0])).toBe(file.homeRuns[50]!.batter_name);
});

test('sorting: a new column starts descending, the same column flips; missing values lowest', async ({ page }) => {
  const file = await open(page);
  const distances = file.homeRuns.map((h) => h.hit_distance);
  const text = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-US'));
  await sortButton(page, 'Distance (ft)').click();
  await expect(page.getByRole('columnheader', { name: 'Distance (ft)', exact: true })).toHaveAttribute('aria-sort', 'descending');
  const desc = [...distances].sort((a, b) => (b ?? -Infinity) - (a ?? -Infinity));
  expect(await columnTexts(page, 7)).toEqual(desc.slice(0, 50).map(text));
  await sortButton(page, 'Distance (ft)').click();
  await expect(page.getByRole('columnheader', { name: 'Distance (ft)', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  expect(await columnTexts(page, 7)).toEqual([...desc].reverse().slice(0, 50).map(text));

  await sortButton(page, 'Batter').click();
  await expect(page.getByRole('columnheader', { name: 'Batter', exact: true })).toHaveAttribute('aria-sort', 'descending');
  const names = file.homeRuns.map((h) => h.batter_name);
  expect(await columnTexts(page, 1)).toEqual([...names].sort((a, b) => compareText(b, a)).slice(0, 50));
  await sortButton(page, 'Batter').click();
  expect(await columnTexts(page, 1)).toEqual([...names].sort(compareText).slice(0, 50));
});

test('one width per column for the whole season: sorting, paging and searching move no column', async ({ page }) => {
  await open(page);
  const widths = () => page.locator('table thead th').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
  const first = await widths();
  for (const header of ['Batter', 'Venue', 'Exit Velo (mph)', 'Pitcher', 'Pitcher']) {
    await sortButton(page, header).click();
    await tablesSettled(page);
    expect(await widths(), `sorted by ${header}`).toEqual(first);
  }
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  expect(await widths(), 'next page').toEqual(first);
  await page.getByPlaceholder('Search home runs...').fill('Park');
  await tablesSettled(page);
  expect(await widths(), 'searched').toEqual(first);
});

test('on a phone an ISO date stays on one line, in the static HTML and once the table is live', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const dateLines = () =>
    page.locator('table tbody td').evaluateAll((cells) =>
      cells
        .filter((cell) => /^\d{4}-\d{2}-\d{2}$/.test(cell.textContent ?? '') && cell.getClientRects().length > 0)
        .slice(0, 10)
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          // One rectangle per line the text takes.
          return [cell.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
        }),
    );
  await page.goto('/season-homers');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const staticDates = await dateLines();
  expect(staticDates).toHaveLength(10);
  for (const [text, lines] of staticDates) expect(lines, `static: ${text}`).toBe(1);
  await waitForTable(page);
  const live = await dateLines();
  expect(live).toHaveLength(10);
  for (const [text, lines] of live) expect(lines, `live: ${text}`).toBe(1);
});

test('team filter, player filter and free-text search narrow the rows; CSV has what is shown', async ({ page }) => {
  const file = await open(page);
  const team = file.homeRuns[0]!.team_batting;
  const ofTeam = file.homeRuns.filter((h) => h.team_batting === team);
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption(team);
  await expect(page.getByTestId('table-count')).toHaveText(`${count(ofTeam.length)} of ${count(file.homeRuns.length)} home runs`);
  expect(new Set(await columnTexts(page, 3))).toEqual(new Set([team]));

  const players = [...new Set(ofTeam.map((h) => h.batter_name))].sort((a, b) => a.localeCompare(b, 'en'));
  const playerOptions = await page.getByRole('combobox', { name: 'Player', exact: true }).locator('option').allInnerTexts();
  expect(playerOptions).toEqual(['All players', ...players]);
  const player = players[0]!;
  const his = ofTeam.filter((h) => h.batter_name === player);
  await page.getByRole('combobox', { name: 'Player', exact: true }).selectOption(player);
  await expect(page.getByTestId('table-count')).toHaveText(`${count(his.length)} of ${count(file.homeRuns.length)} home runs`);
  expect(new Set(await columnTexts(page, 1))).toEqual(new Set([player]));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  // The CSV keeps the spec's column order (the table pins the name column first).
  const specOrder = ['Date', 'Batter', ...HEADERS.slice(2)];
  expect(csv[0]).toBe(`\uFEFF${specOrder.join(',')}`);
  expect(csv).toHaveLength(his.length + 1);

  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption('');
  await page.getByRole('combobox', { name: 'Player', exact: true }).selectOption('');
  const pitcher = file.homeRuns[0]!.pitcher_name;
  // The site's search rule (case and accents ignored, words from their start) on the row's text.
  const words = searchWords(pitcher);
  const byPitcher = file.homeRuns.filter((h) => matchesSearch(searchHaystack(homeRunSearchText(h)), words));
  expect(byPitcher.length).toBeGreaterThan(0);
  await page.getByPlaceholder('Search home runs...').fill(pitcher.toUpperCase());
  await expect(page.getByTestId('table-count')).toHaveText(`${count(byPitcher.length)} of ${count(file.homeRuns.length)} home runs`);
  await page.getByPlaceholder('Search home runs...').fill('zzzz nobody');
  await expect(page.getByText("No players match 'zzzz nobody'")).toBeVisible();
});

test("the 5-minute poll: one more home run on the second fetch gives an 8-second toast with the batter's name", async ({ page }) => {
  const fetches = await serveGrowingFeed(page, (file) => [newHomeRun(file, 1, 'Polled Slugger')]);
  const file = await fetchData(page.request, 'home-runs.json');
  await openOnPausedClock(page);
  await expect(title(page)).toHaveText(`Season Home Runs (${count(file.homeRuns.length)})`);
  const toasts = page.getByTestId('toast');

  await page.clock.runFor(FIVE_MINUTES - 6_000); // the clock was paused 1 s after load
  expect(fetches.count).toBe(1); // fetched once until the poll is due
  await expect(toasts).toHaveCount(0);
  await page.clock.runFor(5_000);
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('New home run: Polled Slugger');
  expect(fetches.count).toBe(2);
  await expect(title(page)).toHaveText(`Season Home Runs (${count(file.homeRuns.length + 1)})`);
  await expect(page.locator('table tbody tr').first()).toContainText('Polled Slugger');

  await page.clock.runFor(TOAST_MS - 1_000);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(1_500);
  await expect(toasts).toHaveCount(0);

  // The next poll brings nothing new: no toast.
  await page.clock.runFor(FIVE_MINUTES);
  await expect.poll(() => fetches.count).toBe(3);
  await expect(toasts).toHaveCount(0);
});

test('five new home runs: three toasts at a time, Alt+T focuses them and holds them while focused', async ({ page }) => {
  await serveGrowingFeed(page, (file) => [1, 2, 3, 4, 5].map((n) => newHomeRun(file, n, `Slugger ${n}`)));
  await openOnPausedClock(page);
  await page.clock.runFor(FIVE_MINUTES);
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(3);
  // Oldest first: the feed lists newest first, so Slugger 5 is the oldest of the new ones.
  await expect(toasts).toContainText(['Slugger 5', 'Slugger 4', 'Slugger 3']);

  await page.keyboard.press('Alt+t');
  await expect(page.getByTestId('toaster')).toBeFocused();
  await page.clock.runFor(TOAST_MS * 2); // paused while focused
  await expect(toasts).toHaveCount(3);

  await page.getByRole('heading', { level: 1 }).click(); // focus leaves the toasts
  await page.clock.runFor(TOAST_MS + 500);
  await expect(toasts).toHaveCount(2);
  await expect(toasts).toContainText(['Slugger 2', 'Slugger 1']);
  await page.clock.runFor(TOAST_MS + 500);
  await expect(toasts).toHaveCount(0);
});

test('a failing poll is only logged: no toast, no error box, the table stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const fetches = await serveGrowingFeed(page, () => [], true);
  await openOnPausedClock(page);
  await page.clock.runFor(FIVE_MINUTES);
  await expect.poll(() => errors.some((e) => e.includes('Home-run feed poll'))).toBe(true);
  expect(fetches.count).toBe(2);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('table tbody tr')).toHaveCount(50);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`no serious a11y violations at ${viewport.width} px with a toast on screen; screenshot`, async ({ page }) => {
    await serveGrowingFeed(page, (file) => [newHomeRun(file, 1, 'Polled Slugger')]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await openOnPausedClock(page);
    await page.clock.runFor(FIVE_MINUTES);
    await expect(page.getByTestId('toast')).toHaveCount(1);
    // The pointer over the toast holds it, also once the clock runs on its own again (axe needs timers).
    await page.getByTestId('toast').hover();
    await page.clock.runFor(TOAST_MS * 2);
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'season-homers');
  });
}
