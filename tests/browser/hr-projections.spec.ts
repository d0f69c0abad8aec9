/**
 * HR Projections (docs/product.md#hr-projections): picks, model tabs, the 16 columns
 * (plus the sportsbook comparison), every sort-direction rule, missing values
 * lowest, Show More, search, the Filter and Sort panels, the yellow notice, the
 * Custom tab's live re-scoring and slider filter, a saved preset's tab, axe and
 * screenshots. Expected values come from the served /data files.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProjectedBatter } from '../../domain/contracts/index.ts';
import { teamName } from '../../domain/teams.ts';
import { matchesSearch, searchHaystack, searchWords } from '../../src/lib/text-search.ts';
import {
  cellNumber,
  compareText,
  DESKTOP,
  expectNoSeriousA11yViolations,
  fetchData,
  firstRowInView,
  headersOf,
  MOBILE,
  screenshot,
  showAllColumns,
  tablesSettled,
  waitForTable,
} from './helpers.ts';

/** Money first (docs/product.md#money-first): the player (pinned, sticky), the money columns, then the spec's order. */
const OWN_HEADERS = [
  'Player',
  'Game',
  'HR Chance',
  'Best price',
  'Fair',
  'Edge',
  'EV / $1',
  'Batting Order',
  'Team',
  'Game Time',
  'Lineup',
  'Opposing Pitcher',
  'Stadium',
  'HR Prob',
  'Hard Hit%',
  'HR Rate Last 7',
  'Barrel %',
  'Exit Velo',
  'Launch Angle',
  'Park Factor',
  'Temp (°F)',
  'HR Last 7',
  'AVG Last 7',
  'SLG Last 7',
  'De-vig',
];
const BESIDE_THE_SPEC = ['Game', 'Game Time', 'Lineup', 'HR Chance', 'Best price', 'Fair', 'De-vig', 'Edge', 'EV / $1'];
const SPEC_16 = OWN_HEADERS.filter((h) => !BESIDE_THE_SPEC.includes(h));
const MODEL_TAB_HEADERS = [
  'Player',
  'HR Projection',
  'HAND',
  'SLUG',
  'HC',
  'FB',
  'IFFB',
  'TRUE FB',
  'LD',
  'PULL',
  'AB',
  'Barrel%',
  'K%',
  'PITCHER',
  'IP',
  'HAND',
  'SLUG',
  'HC',
  'FB',
  'IFFB',
  'TRUE FB',
  'LD',
  'PULL',
  'Barrel%',
  'K Tax',
];

/** "41.2%" for 0.4123, computed by hand (round half up on the tenth of a percent). */
const pct = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;

const ownTable = (page: Page) => page.getByRole('region', { name: /^HR projections for / });
const customTable = (page: Page) => page.getByRole('region', { name: 'Custom: HR projections' });

async function columnOf(region: Locator, index: number): Promise<string[]> {
  await tablesSettled(region);
  return (await region.locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).map((t) => t.trim());
}
/** The texts of the column under `name` (an exact header text) of the rendered rows. */
async function columnNamed(region: Locator, name: string): Promise<string[]> {
  const index = (await headersOf(region)).indexOf(name);
  expect(index, `a column "${name}"`).toBeGreaterThanOrEqual(0);
  return columnOf(region, index + 1);
}
/** The names of the rendered rows, a doubleheader's G1 / G2 label left out. */
async function namesIn(region: Locator): Promise<string[]> {
  return (await columnNamed(region, 'Player')).map((text) => text.replace(/G[12]$/, ''));
}
/** "+3.0 pts" / "−10.6 pts" for a probability difference, as the tables write an edge. */
const points = (edge: number) => {
  const value = Math.round(edge * 1000) / 10;
  return `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${Math.abs(value).toFixed(1)} pts`;
};
/** "+$0.09" / "−$0.24" for an EV per $1. */
const dollars = (ev: number) => {
  const cents = Math.round(ev * 100) / 100;
  return `${cents > 0 ? '+' : cents < 0 ? '\u2212' : ''}$${Math.abs(cents).toFixed(2)}`;
};
/** The short names the table cells give the books ("+210 FD"). */
const SHORT_BOOK: Readonly<Record<string, string>> = { DraftKings: 'DK', FanDuel: 'FD', BetMGM: 'MGM', Caesars: 'CZR' };
/** "+210" / "-110" for American odds. */
const american = (odds: number) => (odds > 0 ? `+${odds}` : String(odds));
function header(region: Locator, name: string) {
  return region.getByRole('columnheader', { name, exact: true });
}
/** Opens the page; with `allColumns` (the default) every table shows the spec's full column list. */
/**
 * Presses Show More until the table lists `count` rows. Each press adds a page in a transition, so
 * the button can be between renders when looked at: the count, not the button, ends the loop.
 */
async function showEveryRow(page: Page, table: Locator, count: number) {
  await expect(async () => {
    const more = page.getByRole('button', { name: 'Show More' });
    if (await more.isVisible()) await more.click({ timeout: 2000 });
    await expect(table.locator('tbody tr')).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function openPage(page: Page, { allColumns = true } = {}) {
  await page.goto('/mlb/hr-projections');
  await expect(ownTable(page).locator('tbody tr').first()).toBeVisible();
  await waitForTable(page);
  if (allColumns) await showAllColumns(page);
}

test('texts, picks with their book and EV, tabs, money first then the 16 columns, Show More and the yellow notice', async ({ page, request }) => {
  const projections = await fetchData(request, 'projections.json');
  const picks = await fetchData(request, 'picks.json');
  expect(projections.batters.length, 'the sample must exceed one page').toBeGreaterThan(50);
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await openPage(page, { allColumns: false });
  // On a desktop the table opens with every column, money first: the player, then what a bet needs.
  expect(await headersOf(ownTable(page))).toEqual(OWN_HEADERS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR Projections');
  await expect(page).toHaveTitle(/HR Projections/);

  // Picks: Player, HR Chance, Odds (with its book), Edge, EV, HR Prob, Team and Opp, highest HR Prob first.
  for (const [kind, list] of [
    ['confident', picks.confident],
    ['punt', picks.punt],
  ] as const) {
    const block = page.getByTestId(`picks-${kind}`);
    expect(await headersOf(block)).toEqual(['Player', 'HR Chance', 'Odds', 'Edge', 'EV / $1', 'HR Prob', 'Team', 'Opp']);
    const sorted = [...list].sort((a, b) => b.hrProbability - a.hrProbability);
    // A doubleheader game's pick carries its G1 / G2 label after the name (picks-tables.spec.ts checks the labels).
    expect(await namesIn(block)).toEqual(sorted.map((p) => p.name));
    expect(await columnNamed(block, 'Team')).toEqual(sorted.map((p) => p.team));
    expect(await columnNamed(block, 'Opp')).toEqual(sorted.map((p) => p.opponent));
    expect(await columnNamed(block, 'HR Prob')).toEqual(sorted.map((p) => pct(p.hrProbability)));
    expect(await columnNamed(block, 'HR Chance')).toEqual(sorted.map((p) => pct(p.pHr)));
    // The pick's own figures: those of its row (the same player in the same game) at the best price, with the book.
    expect((await columnNamed(block, 'Edge')).map((text) => text.replace(/(thin|noise)$/, ''))).toEqual(
      sorted.map((p) => (p.edge === null ? '—' : points(p.edge))),
    );
    expect(await columnNamed(block, 'EV / $1')).toEqual(sorted.map((p) => (p.evPerDollar === null ? '—' : dollars(p.evPerDollar))));
    expect(await columnNamed(block, 'Odds')).toEqual(
      sorted.map((p) => (p.oddsAmerican === null ? '—' : `${american(p.oddsAmerican)}${p.oddsBook ? ` ${SHORT_BOOK[p.oddsBook] ?? p.oddsBook}` : ''}`)),
    );
    for (const pick of sorted) {
      const row = projections.batters.find((b) => b.id === pick.id && b.gameId === pick.gameId)!;
      expect([pick.oddsAmerican, pick.oddsBook, pick.edge, pick.evPerDollar], pick.name).toEqual([row.oddsAmerican, row.oddsBook, row.edge, row.evPerDollar]);
    }
  }

  await expect(page.getByRole('tab')).toHaveText(['Longball Model', 'Old Bomb', 'Custom']);
  await expect(page.getByRole('tab', { name: 'Longball Model' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /^HR Projections for \w{3}, \w{3} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByPlaceholder('Search by player or team...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeVisible();

  const table = ownTable(page);
  const headers = await headersOf(table);
  expect(headers).toEqual(OWN_HEADERS);
  expect(headers.filter((h) => SPEC_16.includes(h))).toEqual(SPEC_16);

  // Default: HR Prob descending, 50 rows, then Show More adds 50.
  await expect(header(table, 'HR Prob')).toHaveAttribute('aria-sort', 'descending');
  const byProb = [...projections.batters].sort((a, b) => (b.hrProbability ?? -1) - (a.hrProbability ?? -1));
  expect(await columnNamed(table, 'HR Prob')).toEqual(byProb.slice(0, 50).map((b) => pct(b.hrProbability!)));
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(page.getByText(`Showing 50 of ${projections.batters.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(100, projections.batters.length));

  // HR Chance; the best price with its book, its fair probability, edge and EV, and how it was de-vigged, where a book lists the hitter.
  expect((await columnNamed(table, 'HR Chance')).slice(0, 50)).toEqual(byProb.slice(0, 50).map((b) => pct(b.pHr)));
  const priced = byProb.find((b) => b.oddsAmerican !== null && b.gameNumber === null)!;
  const row = table.locator('tbody tr', { hasText: priced.name }).first();
  const cell = (name: string) => row.locator('td').nth(OWN_HEADERS.indexOf(name));
  await expect(cell('Best price')).toHaveText(`${american(priced.oddsAmerican!)} ${SHORT_BOOK[priced.oddsBook!] ?? priced.oddsBook}`);
  await expect(cell('Fair')).toHaveText(pct(priced.fairProbability!));
  await expect(cell('Edge')).toHaveText(new RegExp(`^${points(priced.edge!).replace('+', '\\+')}`));
  await expect(cell('EV / $1')).toHaveText(dollars(priced.evPerDollar!));
  // What priced the fair probability: the method, and its basis behind the note ("DraftKings, measured on 5,256 starters").
  await expect(cell('De-vig')).toHaveText(/^(Both sides|Measured|Pooled)i$/);
  await expect(cell('De-vig').getByRole('button')).toHaveAttribute('title', priced.fairBasis!);
  await expect(cell('Game')).toHaveText(priced.home ? `${priced.opponent} @ ${priced.team}` : `${priced.team} @ ${priced.opponent}`);
  // Edge and EV come from HR Chance, never from the HR Prob score.
  expect(priced.edge).toBeCloseTo(priced.pHr - priced.fairProbability!, 3);
  const odds = priced.oddsAmerican!;
  const decimal = odds > 0 ? odds / 100 + 1 : 100 / -odds + 1;
  expect(priced.evPerDollar).toBeCloseTo(priced.pHr * (decimal - 1) - (1 - priced.pHr), 3);

  // The yellow notice names every hitter with no data.
  expect(projections.notInProjections.length).toBeGreaterThan(0);
  const notice = page.getByTestId('not-in-projections');
  await expect(notice).toContainText('Players not in projections today:');
  for (const hitter of projections.notInProjections) await expect(notice).toContainText(hitter.name);
  await expect(notice).toHaveClass(/bg-yellow-50/);

  // Both information cards.
  await expect(page.getByRole('heading', { name: 'How the HR Prob score is calculated' })).toBeVisible();
  const sources = page.locator('section', { has: page.getByRole('heading', { name: 'Data Sources' }) });
  for (const name of ['Baseball Savant', 'FanGraphs', 'MLB Stats API', 'Open-Meteo', 'The Odds API']) {
    await expect(sources).toContainText(name);
  }
  expect(consoleErrors, 'no errors (hydration included) in the console').toEqual([]);
});

test('the first paint waits for the main content: the render-blocking expectation names the last element of main; other pages paint as they parse', async ({
  page,
}) => {
  // Each partial paint of a page of large static tables lays the tables out again (docs/decisions.md).
  await page.goto('/mlb/hr-projections');
  const expected = await page.locator('link[rel="expect"][blocking="render"]').getAttribute('href');
  expect(expected).toMatch(/^#/);
  const closesMain = await page.evaluate((id) => document.querySelector('main')?.lastElementChild?.id === id, expected!.slice(1));
  expect(closesMain, 'the element waited for closes <main> (a missing one would hold the paint to the end of the document)').toBe(true);
  await page.goto('/mlb/park-factors');
  await expect(page.locator('link[rel="expect"]')).toHaveCount(0);
});

test('an opener facing the hitter is marked beside the opposing pitcher, with its reason in the title', async ({ page, request }) => {
  const projections = await fetchData(request, 'projections.json');
  const facing = projections.batters.find((b) => b.opposingPitcherOpener)!;
  expect(facing, 'the sample lists an opener').toBeDefined();
  await openPage(page);
  await page.getByPlaceholder('Search by player or team...').fill(facing.name);
  const cell = ownTable(page).locator('tbody tr', { hasText: facing.name }).first().locator('td').nth(OWN_HEADERS.indexOf('Opposing Pitcher'));
  await expect(cell).toHaveText(`${facing.opposingPitcher}opener`);
  await expect(cell.getByRole('button', { name: /^opener: Opener: a reliever with no start this season/ })).toHaveAttribute(
    'title',
    /rest of the game to the bullpen/,
  );
  const other = projections.batters.find((b) => !b.opposingPitcherOpener && b.opposingPitcher !== null)!;
  await page.getByPlaceholder('Search by player or team...').fill(other.name);
  await expect(ownTable(page).locator('tbody tr', { hasText: other.name }).first().locator('td').nth(OWN_HEADERS.indexOf('Opposing Pitcher'))).toHaveText(
    other.opposingPitcher!,
  );
});

test('sort rules: Player and Team start ascending, every other column descending, the same column flips', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  await openPage(page);
  const table = ownTable(page);
  const sortBy = (name: string) => header(table, name).getByRole('button').first().click();

  await sortBy('Player');
  await expect(header(table, 'Player')).toHaveAttribute('aria-sort', 'ascending');
  const names = batters.map((b) => b.name).sort(compareText);
  expect(await namesIn(table)).toEqual(names.slice(0, 50));
  await sortBy('Player');
  await expect(header(table, 'Player')).toHaveAttribute('aria-sort', 'descending');
  expect(await namesIn(table)).toEqual([...names].reverse().slice(0, 50));

  await sortBy('Team');
  await expect(header(table, 'Team')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header(table, 'Player')).not.toHaveAttribute('aria-sort', /.+/);
  const teams = batters.map((b) => b.team).sort(compareText);
  expect(await columnNamed(table, 'Team')).toEqual(teams.slice(0, 50));

  // A text column that is neither name nor team starts descending (docs/product.md#tables: every other column starts descending).
  await sortBy('Stadium');
  await expect(header(table, 'Stadium')).toHaveAttribute('aria-sort', 'descending');
  const stadiums = batters.map((b) => b.stadiumName ?? '').sort((a, b) => compareText(b, a));
  expect(await columnNamed(table, 'Stadium')).toEqual(stadiums.slice(0, 50));

  await sortBy('Exit Velo');
  await expect(header(table, 'Exit Velo')).toHaveAttribute('aria-sort', 'descending');
  const velos = batters.map((b) => b.exitVelo!).sort((a, b) => b - a);
  expect((await columnNamed(table, 'Exit Velo')).map(cellNumber)).toEqual(velos.slice(0, 50).map((v) => Number(v.toFixed(1))));
  await sortBy('Exit Velo');
  await expect(header(table, 'Exit Velo')).toHaveAttribute('aria-sort', 'ascending');
  expect((await columnNamed(table, 'Exit Velo')).map(cellNumber)).toEqual(
    [...velos]
      .reverse()
      .slice(0, 50)
      .map((v) => Number(v.toFixed(1))),
  );
});

test('HR Chance sorts descending on first click, then ascending; the card says which number is a score and which a probability', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  await openPage(page);
  const table = ownTable(page);
  await header(table, 'HR Chance').getByRole('button').first().click();
  await expect(header(table, 'HR Chance')).toHaveAttribute('aria-sort', 'descending');
  const chances = batters.map((b) => b.pHr).sort((a, b) => b - a);
  expect(await columnNamed(table, 'HR Chance')).toEqual(chances.slice(0, 50).map(pct));
  await header(table, 'HR Chance').getByRole('button').first().click();
  await expect(header(table, 'HR Chance')).toHaveAttribute('aria-sort', 'ascending');
  expect(await columnNamed(table, 'HR Chance')).toEqual([...chances].reverse().slice(0, 50).map(pct));

  const card = page.getByTestId('score-vs-chance');
  await expect(card).toContainText('HR Prob is a score; HR Chance is a probability');
  await expect(card).toContainText('not the chance that a hitter homers');
  await expect(card.getByRole('link', { name: 'How it is built and graded' })).toHaveAttribute('href', '/model');
});

test('missing values sort lowest: last when descending, first when ascending', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  const missingOdds = batters.filter((b) => b.oddsAmerican === null).length;
  const priced = batters.length - missingOdds;
  expect(missingOdds, 'the sample has hitters without a price').toBeGreaterThan(0);
  await openPage(page);
  const table = ownTable(page);
  await header(table, 'Best price').getByRole('button').first().click();
  await expect(header(table, 'Best price')).toHaveAttribute('aria-sort', 'descending');
  // Show every row, then the missing ones are the last `missingOdds`.
  await showEveryRow(page, table, batters.length);
  const desc = await columnNamed(table, 'Best price');
  expect(desc).toHaveLength(batters.length);
  expect(desc.slice(priced).every((t) => t === '—')).toBe(true);
  expect(desc.slice(0, priced).every((t) => t !== '—')).toBe(true);

  await header(table, 'Best price').getByRole('button').first().click();
  await expect(header(table, 'Best price')).toHaveAttribute('aria-sort', 'ascending');
  const asc = await columnNamed(table, 'Best price');
  expect(asc.slice(0, Math.min(50, missingOdds)).every((t) => t === '—')).toBe(true);
});

test('search by player or team; the Filter panel bounds a column; the Sort panel picks key and direction', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  await openPage(page);
  const table = ownTable(page);
  const search = page.getByPlaceholder('Search by player or team...');

  // A club's name finds its hitters (and only hitters whose own name holds the word).
  const team = batters[0]!.team;
  const nickname = teamName(team).split(' ').at(-1)!;
  const expected = batters.filter((b) => matchesSearch(searchHaystack(`${b.name} ${b.team} ${teamName(b.team)}`), searchWords(nickname)));
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(50);
  await search.fill(nickname.toLowerCase());
  await expect(page.getByTestId('table-count')).toHaveText(`${expected.length} of ${batters.length} hitters`);
  expect((await namesIn(table)).sort()).toEqual(expected.map((b) => b.name).sort());

  // A hitter of the doubleheader has one row per game.
  const target = batters[7]!;
  await search.fill(target.name.split(' ').at(-1)!.toUpperCase());
  await expect(table.locator('tbody tr', { hasText: target.name })).toHaveCount(batters.filter((b) => b.name === target.name).length);
  await search.fill('zzzz nobody');
  await expect(table.getByText("No players match 'zzzz nobody'")).toBeVisible();
  await search.fill('');

  // Filter: HR Prob at least 50 % (typed in the unit shown).
  const atLeastHalf = batters.filter((b) => b.hrProbability !== null && b.hrProbability >= 0.5).length;
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('HR Prob minimum').fill('50');
  await expect(page.getByTestId('table-count')).toHaveText(`${atLeastHalf} of ${batters.length} hitters`);
  expect((await columnNamed(table, 'HR Prob')).every((t) => cellNumber(t)! >= 50)).toBe(true);
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('table-count')).toHaveText(`${batters.length} hitters`);

  // Sort: Barrel % ascending.
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Barrel %' });
  await page.getByLabel('Direction').selectOption('asc');
  await page.getByRole('button', { name: 'Apply sort' }).click();
  await expect(header(table, 'Barrel %')).toHaveAttribute('aria-sort', 'ascending');
  const barrels = batters.map((b) => b.barrelRate!).sort((a, b) => a - b);
  expect((await columnNamed(table, 'Barrel %')).map(cellNumber)).toEqual(barrels.slice(0, 50).map((v) => Number(v.toFixed(1))));

  // The panel shows the sort a header click chose, and the search survives applying a sort.
  await search.fill(nickname.toLowerCase());
  await header(table, 'Player').getByRole('button').first().click();
  await expect(header(table, 'Player')).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(page.getByLabel('Direction')).toHaveValue('asc');
  await page.getByLabel('Direction').selectOption('desc');
  await page.getByRole('button', { name: 'Apply sort' }).click();
  await expect(header(table, 'Player')).toHaveAttribute('aria-sort', 'descending');
  await expect(search).toHaveValue(nickname.toLowerCase());
  await expect(page.getByTestId('table-count')).toHaveText(`${expected.length} of ${batters.length} hitters`);
});

/** Hand-computed custom-model score with only the temperature weight: (t - 50) / 50, clamped to 0-1. */
const temperatureOnly = (b: ProjectedBatter) => Math.min(1, Math.max(0, (b.temperature - 50) / 50));

test('tabs: Old Bomb is Coming Soon; Custom re-scores live as weights move and its sliders filter rows', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  await openPage(page);
  await page.getByRole('tab', { name: 'Old Bomb' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Coming Soon');

  // Keyboard: ArrowRight moves to the next tab.
  await page.getByRole('tab', { name: 'Old Bomb' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');
  const table = customTable(page);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await headersOf(table)).toEqual(MODEL_TAB_HEADERS);
  await expect(header(table, 'HR Projection')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Data source', { exact: true })).toHaveValue('longball');
  await expect(page.getByText(`${batters.length} hitters`)).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(table.getByTitle("K Tax: the opposing starter's strikeout rate (K%); a high K% taxes the hitter's chances")).toHaveCount(1);

  const defaultOrder = await columnOf(table, 1);
  // Every weight but temperature to 0: the order becomes temperature order, scores (t-50)/50.
  const weights = page.locator('details', { has: page.getByText('Model weights') });
  for (const label of ['Barrel Rate', 'Exit Velo', 'Launch Angle', 'Hard Hit %', 'Max EV', 'Park Factor', 'HR Last 7', 'AVG Last 7', 'SLG Last 7', 'HR Rate']) {
    await weights.getByLabel(label, { exact: true }).press('Home');
  }
  const expected = [...batters].sort((a, b) => temperatureOnly(b) - temperatureOnly(a));
  const top = temperatureOnly(expected[0]!);
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText(pct(top));
  const scores = await columnOf(table, 2);
  expect(scores).toEqual(expected.slice(0, 50).map((b) => pct(temperatureOnly(b))));
  expect(await columnOf(table, 1)).not.toEqual(defaultOrder);

  // Slider filter: Barrel % minimum up to 15 (PageUp moves a tenth of the 0-30 range).
  await page.getByText('Filter by stats').click();
  const barrelMin = page.getByLabel('Barrel % minimum');
  for (let i = 0; i < 5; i++) await barrelMin.press('PageUp');
  await expect(barrelMin).toHaveValue('15');
  const strong = batters.filter((b) => b.barrelRate !== null && b.barrelRate >= 15).length;
  await expect(page.getByText(`${strong} of ${batters.length} hitters`)).toBeVisible();
  expect((await columnOf(table, 12)).every((t) => cellNumber(t)! >= 15)).toBe(true);
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByText(`${batters.length} hitters`, { exact: true })).toBeVisible();
});

test('a saved preset gets its own tab, scored with the calculator formula and its weights', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  const calculator = await fetchData(request, 'calculator.json');
  // Only temperature weighted: the calculator score is (t - 50) / 50.
  const weights = {
    hrRate: 0,
    isoRate: 0,
    barrelRate: 0,
    exitVelo: 0,
    launchAngle: 0,
    parkFactor: 0,
    recentPerformance: 0,
    temperature: 40,
  };
  await page.addInitScript(
    (preset) => {
      localStorage.setItem('longball:presets:v1', JSON.stringify([preset]));
    },
    { id: 'p-1', name: 'Warm Nights', description: 'Temperature only', weights, savedAt: '2026-08-21T12:00:00.000Z' },
  );
  await openPage(page);
  await expect(page.getByRole('tab')).toHaveText(['Longball Model', 'Old Bomb', 'Custom', 'Warm Nights']);
  await page.getByRole('tab', { name: 'Warm Nights' }).click();
  const table = page.getByRole('region', { name: 'Warm Nights: HR projections' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const temperatureById = new Map(calculator.players.map((p) => [p.id, p.factors.temperature]));
  const expected = batters
    .map((b) => ({ name: b.name, score: Math.min(1, Math.max(0, ((temperatureById.get(b.id) ?? 0) - 50) / 50)) }))
    .sort((a, b) => b.score - a.score);
  expect(await columnOf(table, 2)).toEqual(expected.slice(0, 50).map((r) => pct(r.score)));
  await expect(page.getByRole('tabpanel')).toContainText('Temperature only');
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`axe and screenshots at ${viewport.width} px`, async ({ page }) => {
    // Two axe runs over every column of a 50-row table take over a minute on a shared CPU.
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await openPage(page);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'hr-projections');
    await page.getByRole('tab', { name: 'Custom' }).click();
    await expect(customTable(page).locator('tbody tr').first()).toBeVisible();
    await page.getByText('Filter by stats').click();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'hr-projections-custom');
  });
}

test("a player's name leads to his game's matchup, its BvP link to his batter-vs-pitcher rows", async ({ page, request }) => {
  const projections = await fetchData(request, 'projections.json');
  const picks = await fetchData(request, 'picks.json');
  await openPage(page, { allColumns: false });
  const first = ownTable(page).locator('tbody tr').first();
  const name = (await first.locator('td').first().getByRole('link').first().innerText()).trim();
  const batter = projections.batters.find((b) => b.name === name)!;
  expect(batter, name).toBeDefined();
  const pick = picks.confident[0] ?? picks.punt[0];
  if (pick) {
    const block = page.getByTestId(`picks-${picks.confident[0] ? 'confident' : 'punt'}`);
    await expect(block.getByRole('link', { name: pick.name, exact: true }).first()).toHaveAttribute(
      'href',
      `/mlb/main-matchup/?${new URLSearchParams({ team: pick.team, batter: pick.name })}`,
    );
  }

  await first.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/mlb/main-matchup/\\?team=${batter.team}&batter=`));
  await expect(page.getByLabel('Team')).toHaveValue(batter.team);
  await expect(page.getByTestId('lineup')).toContainText(name);
  // The batter tapped is the one selected (issue 24: not the leadoff hitter).
  await expect(page.getByText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} vs\\. `))).toBeVisible();

  await page.goBack();
  await ownTable(page)
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: `${name}: batter vs. pitcher history` })
    .click();
  await expect(page).toHaveURL(/\/mlb\/bvp\/\?player=/);
  await expect(page.getByTestId('bvp-player')).toContainText(name);
  const bvp = await fetchData(request, 'bvp-today.json');
  const his = bvp.rows.filter((r) => r.batter === name || r.pitcher === name).length;
  if (his > 0) {
    await expect(page.getByTestId('table-count')).toHaveText(`${his} ${his === 1 ? 'matchup' : 'matchups'}`);
    expect(new Set(await page.locator('table tbody tr td:nth-child(1)').allInnerTexts())).toEqual(new Set([name]));
  }
});

/**
 * Money first (docs/product.md#money-first), in the first row as the table opens and after a sort
 * by Edge: a phone keeps Player, HR Chance, Best price and Edge together; a tablet adds EV; from
 * 1024 px Player to EV / $1, Game and Fair included.
 */
function moneyInView(width: number): string[] {
  if (width < 768) return ['Player', 'HR Chance', 'Best price', 'Edge'];
  if (width < 1024) return ['Player', 'HR Chance', 'Best price', 'Edge', 'EV / $1'];
  return ['Player', 'Game', 'HR Chance', 'Best price', 'Fair', 'Edge', 'EV / $1'];
}

/** The boxes from `region` up to the page that scroll vertically (a box with a vertical scroll range of its own). */
function innerVerticalScrollBoxes(region: Locator): Promise<string[]> {
  return region.evaluate((start) => {
    const found: string[] = [];
    for (let element: Element | null = start; element && element !== document.body; element = element.parentElement) {
      const { overflowY } = getComputedStyle(element);
      if ((overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1) {
        found.push(`${element.tagName.toLowerCase()}.${element.className.slice(0, 40)}: ${element.scrollHeight} px in ${element.clientHeight} px`);
      }
    }
    return found;
  });
}

for (const width of [375, 768, 1024, 1280, 1920]) {
  test(`${width} px: the money columns of the first row in view without scrolling sideways, also sorted by Edge; no inner vertical scroll box; the header sticks to the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, { allColumns: false });
    const table = ownTable(page);
    const wanted = moneyInView(width);
    const allInView = Object.fromEntries(wanted.map((name) => [name, true]));
    await expect.poll(() => firstRowInView(table, wanted, { unscrolled: true })).toEqual(allInView);
    expect(await innerVerticalScrollBoxes(table)).toEqual([]);

    await header(table, 'Edge').getByRole('button').first().click();
    await expect(header(table, 'Edge')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => firstRowInView(table, wanted, { unscrolled: true })).toEqual(allInView);

    // Scrolled past the table's own header row: a copy of it sticks under the top bar (56 px).
    await table.locator('tbody tr').nth(20).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    const stuck = page.getByTestId('sticky-header').locator('div').first();
    await expect(stuck).toBeVisible();
    await expect.poll(async () => Math.round((await stuck.boundingBox())!.y)).toBe(56);
    expect(await innerVerticalScrollBoxes(table)).toEqual([]);
  });
}

test("the View select keeps the spec's column order one choice away, remembered in this browser", async ({ page }) => {
  await openPage(page, { allColumns: false });
  const table = ownTable(page);
  await page.getByRole('combobox', { name: 'View' }).selectOption({ label: 'Spec order' });
  await expect.poll(async () => (await headersOf(table)).slice(0, 4)).toEqual(['Player', 'Batting Order', 'Team', 'Game']);
  expect((await headersOf(table)).filter((name) => SPEC_16.includes(name))).toEqual(SPEC_16);
  await page.reload();
  await waitForTable(page);
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveValue('spec');
  await expect.poll(async () => (await headersOf(table)).slice(0, 4)).toEqual(['Player', 'Batting Order', 'Team', 'Game']);
  await page.getByRole('combobox', { name: 'View' }).selectOption({ label: 'Money first' });
  await expect.poll(() => headersOf(table)).toEqual(OWN_HEADERS);
});

test.describe("every book's price", () => {
  test.use({ timezoneId: 'America/Chicago' });
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`${viewport.width} px: a row opens a panel of each book's price, fair probability and EV, the best marked, the time of the prices; keyboard too`, async ({
      page,
      request,
    }) => {
      const { batters } = await fetchData(request, 'projections.json');
      const hitter = batters.find((b) => b.books.length === 4 && batters.filter((other) => other.name === b.name).length === 1)!;
      expect(hitter, 'a hitter priced at four books').toBeDefined();
      await page.setViewportSize(viewport);
      await openPage(page, { allColumns: false });
      await page.getByPlaceholder('Search by player or team...').fill(hitter.name);
      const table = ownTable(page);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      const row = table.locator('tbody tr').first();

      // A click anywhere on the row but its links opens it.
      await row
        .locator('td')
        .nth((await headersOf(table)).indexOf('HR Chance'))
        .click();
      const panel = page.getByTestId('book-panel');
      await expect(panel).toBeVisible();
      const lines = panel.locator('tbody tr');
      await expect(lines).toHaveCount(4);
      for (const quote of hitter.books) {
        await expect(lines.filter({ hasText: quote.book }).locator('td')).toHaveText([
          american(quote.american),
          pct(quote.fairProbability),
          dollars(quote.evPerDollar),
        ]);
      }
      const best = hitter.books.filter((quote) => quote.american === hitter.oddsAmerican).map((quote) => quote.book);
      await expect(panel.locator('tbody tr[data-best] th')).toHaveText(best.map((book) => new RegExp(`^${book}\\s*best$`)));
      const times = [...new Set(hitter.books.map((quote) => quote.updatedAt!))].sort();
      const local = (time: string) =>
        new Date(time).toLocaleTimeString('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
      await expect(panel).toContainText(
        times.length === 1 ? `Prices as of ${local(times[0]!)}.` : `Prices taken from ${local(times[0]!)} to ${local(times.at(-1)!)}.`,
      );
      await panel.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);

      // The price is the row's button: Enter opens, and the button says so.
      const price = row.getByRole('button', { name: `${american(hitter.oddsAmerican!)} ${SHORT_BOOK[hitter.oddsBook!]}` });
      await expect(price).toHaveAttribute('aria-expanded', 'false');
      await price.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await expect(price).toHaveAttribute('aria-expanded', 'true');
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toHaveCount(0);

      // The CSV (its code loads at the first download) carries every book's price, fair probability and EV.
      const download = page.waitForEvent('download');
      await page.locator('[data-table^="HR projections for"]').getByRole('button', { name: 'Download CSV' }).click();
      const [headerLine, line, ...rest] = readFileSync((await (await download).path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(rest, 'the searched hitter only').toEqual([]);
      const csv = Object.fromEntries(headerLine!.split(',').map((name, index) => [name, line!.split(',')[index]]));
      for (const quote of hitter.books) {
        expect([csv[`${quote.book} price`], csv[`${quote.book} fair`], csv[`${quote.book} EV / $1`]].map(Number), quote.book).toEqual([
          quote.american,
          quote.fairProbability,
          quote.evPerDollar,
        ]);
      }
    });
  }
});

test('a hitter of both games of a doubleheader has two rows, G1 and G2 beside his name, each with its own game', async ({ page, request }) => {
  const { batters } = await fetchData(request, 'projections.json');
  const twice = batters.find((b) => b.gameNumber === 1 && batters.some((other) => other.id === b.id && other.gameNumber === 2))!;
  expect(twice, 'the sample has a hitter in both games of a doubleheader').toBeDefined();
  const rows = batters.filter((b) => b.id === twice.id).sort((a, b) => a.gameNumber! - b.gameNumber!);
  await openPage(page, { allColumns: false });
  await page.getByPlaceholder('Search by player or team...').fill(twice.name);
  const table = ownTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  // Sorted by Game Time (first pitch) ascending: game 1 first.
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Game Time' });
  await page.getByLabel('Direction').selectOption('asc');
  await page.getByRole('button', { name: 'Apply sort' }).click();
  for (const [index, row] of rows.entries()) {
    const line = table.locator('tbody tr').nth(index);
    await expect(line.getByRole('button', { name: new RegExp(`^G${row.gameNumber}:`) })).toBeVisible();
    const price = row.oddsAmerican === null ? '—' : `${american(row.oddsAmerican)} ${SHORT_BOOK[row.oddsBook!]}`;
    await expect(line.locator('td').nth(OWN_HEADERS.indexOf('Best price'))).toHaveText(price);
    await expect(line.locator('td').nth(OWN_HEADERS.indexOf('Edge'))).toHaveText(
      new RegExp(`^${row.edge === null ? '—' : points(row.edge).replace('+', '\\+')}`),
    );
  }
});

test.describe('the picks hydrate when the page needs them (client:ondemand)', () => {
  const picksIsland = (page: Page) => page.locator('astro-island', { has: page.getByTestId('picks-confident') });
  const csvButton = (page: Page) => page.getByTestId('picks-confident').getByRole('button', { name: /CSV/ });

  test("not during the load; at the visitor's first input; and they read no data file, the build's rows being the files'", async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/data/')) dataRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/mlb/hr-projections');
    await page.waitForLoadState('networkidle');
    // Readable and complete before any input: the build's picks, their controls drawn disabled (a press would be lost).
    await expect(page.getByTestId('picks-confident').locator('tbody tr').first()).toBeVisible();
    await expect(picksIsland(page)).toHaveAttribute('ssr', '');
    await expect(csvButton(page)).toBeDisabled();
    await page.keyboard.press('Shift');
    await expect(picksIsland(page)).not.toHaveAttribute('ssr', '');
    await expect(csvButton(page)).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(dataRequests.filter((url) => /\/data\/(picks|projections)\.json$/.test(url))).toEqual([]);
  });

  test('at once, with no input, while a game of the slate is under way (the picks then mark it started)', async ({ page, request }) => {
    const { batters } = await fetchData(request, 'projections.json');
    const firstPitch = Math.min(...batters.flatMap((b) => (b.gameTime === null ? [] : [Date.parse(b.gameTime)])));
    await page.clock.setFixedTime(firstPitch + 60 * 60 * 1000);
    await page.goto('/mlb/hr-projections');
    await expect(picksIsland(page)).not.toHaveAttribute('ssr', '');
    await expect(csvButton(page)).toBeEnabled();
  });
});

test.describe('games under way', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`${viewport.width} px: at 5 pm ET the started games' rows say "started" without a price, edge or EV, listed after the games to come; the picks too; the slate header counts them`, async ({
      page,
      request,
    }) => {
      const [{ batters }, picks, manifest] = await Promise.all([
        fetchData(request, 'projections.json'),
        fetchData(request, 'picks.json'),
        fetchData(request, 'manifest.json'),
      ]);
      const now = Date.parse(`${batters[0]!.gameDate}T21:00:00Z`);
      const hasStarted = (time: string | null) => time !== null && Date.parse(time) <= now;
      const started = batters.filter((b) => hasStarted(b.gameTime));
      expect(started.length, 'some games have started at 5 pm ET, not all').toBeGreaterThan(0);
      expect(started.length).toBeLessThan(batters.length);
      await page.clock.setFixedTime(now);
      await page.setViewportSize(viewport);
      await openPage(page, { allColumns: false });
      const table = ownTable(page);

      // Sorted by Edge, highest first: the games to come, then the started ones.
      await header(table, 'Edge').getByRole('button').first().click();
      await expect(header(table, 'Edge')).toHaveAttribute('aria-sort', 'descending');
      await showEveryRow(page, table, batters.length);
      const prices = await columnNamed(table, 'Best price');
      const toCome = batters.length - started.length;
      expect(prices.slice(0, toCome).filter((text) => text === 'started')).toEqual([]);
      expect(prices.slice(toCome)).toEqual(started.map(() => 'started'));
      expect((await columnNamed(table, 'Edge')).slice(toCome)).toEqual(started.map(() => '—'));
      expect((await columnNamed(table, 'EV / $1')).slice(toCome)).toEqual(started.map(() => '—'));
      const edges = (await columnNamed(table, 'Edge')).slice(0, toCome);
      const highest = Math.max(...batters.filter((b) => !hasStarted(b.gameTime) && b.edge !== null).map((b) => b.edge!));
      expect(edges[0]).toMatch(new RegExp(`^${points(highest).replace('+', '\\+')}`));

      // A pick of a started game says so too.
      const gameTime = new Map(batters.map((b) => [b.gameId, b.gameTime]));
      for (const kind of ['confident', 'punt'] as const) {
        const block = page.getByTestId(`picks-${kind}`);
        const expected = picks[kind].filter((pick) => hasStarted(gameTime.get(pick.gameId) ?? null)).length;
        await expect.poll(async () => (await columnNamed(block, 'Odds')).filter((text) => text === 'started').length).toBe(expected);
      }

      const final = manifest.slate.schedule.filter((game) => game.final).length;
      const games = manifest.slate.schedule.filter((game) => game.final || hasStarted(game.firstPitch)).length;
      await expect(page.locator('[data-slate-started]')).toHaveText(` · ${games} started${final > 0 ? ` (${final} final)` : ''}`);
      // The longer line still fits the screen (it wraps between its parts).
      expect(
        await page
          .locator('[data-slate-header] p')
          .first()
          .evaluate((line) => line.scrollWidth - line.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
});
