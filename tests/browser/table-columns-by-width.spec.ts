/**
 * Issue 24: which columns HR Projections' main table shows by default at each width, and the
 * money numbers kept together on a phone: Player, HR Chance, Best price and Edge of the first row
 * inside the viewport, before and after sorting by Edge; the thin-evidence flag beside an edge
 * explains itself on a tap.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchData, firstRowInView, headersOf, tablesSettled, waitForTable } from './helpers.ts';

const ownTable = (page: Page) => page.getByRole('region', { name: /^HR projections for / });

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/mlb/hr-projections');
  await expect(ownTable(page).locator('tbody tr td').first()).toBeVisible();
  await waitForTable(page);
}

const MONEY = ['Player', 'HR Chance', 'Best price', 'Edge'] as const;
const ALL_IN_VIEW = Object.fromEntries(MONEY.map((header) => [header, true]));

test('375 px: Player, HR Chance, Best price, Edge, EV, then HR Prob; the money numbers in view, also sorted by Edge', async ({ page }) => {
  await open(page, 375);
  const table = ownTable(page);
  await expect.poll(() => headersOf(table)).toEqual([...MONEY, 'EV / $1', 'HR Prob']);
  await expect.poll(() => firstRowInView(table, MONEY)).toEqual(ALL_IN_VIEW);
  await table.getByRole('button', { name: /^Edge/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Edge/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstRowInView(table, MONEY)).toEqual(ALL_IN_VIEW);
  // A thin-evidence row leading the sort shows its flag beside the edge, on screen.
  const firstEdge = table.locator('tbody tr').first().locator('td').nth(3);
  const flag = firstEdge.getByRole('button', { name: /^thin/ });
  if ((await flag.count()) > 0) {
    await expect(flag).toBeInViewport();
    await flag.tap().catch(() => flag.click());
    await expect(firstEdge.getByRole('tooltip')).toContainText('Thin evidence');
  }
});

for (const width of [375, 1280] as const) {
  test(`${width} px: a priced hitter whose edge is flagged (thin evidence, or within noise) shows the flag beside a muted edge, on screen, and it explains itself on a tap`, async ({
    page,
    request,
  }) => {
    const projections = await fetchData(request, 'projections.json');
    // The sample carries such a hitter; the check must not pass by finding none.
    const flagged = projections.batters.find((b) => b.edge !== null && (b.evidenceThin || b.edgeWithinNoise === true));
    expect(flagged, 'a priced hitter with a flagged edge in the sample').toBeDefined();
    const [label, explanation] = flagged!.evidenceThin
      ? ['thin', `Thin evidence: HR Chance rests on ${Math.round(flagged!.evidencePa)} effective plate appearances`]
      : ['noise', 'Within noise: this edge could be zero'];
    await open(page, width);
    await page.getByPlaceholder('Search by player or team...').first().fill(flagged!.name);
    const table = ownTable(page);
    const row = table.locator('tbody tr', { hasText: flagged!.name }).first();
    await expect(row).toBeVisible();
    const shown = await headersOf(table);
    const edgeCell = row.locator('td').nth(shown.indexOf('Edge'));
    const flag = edgeCell.getByRole('button', { name: new RegExp(`^${label}`) });
    // On a phone the row scrolled up into view shows the flag beside the name (no sideways scroll);
    // on a desktop every column is shown and the box scrolls sideways to it.
    await (width === 375 ? row : flag).scrollIntoViewIfNeeded();
    await expect(flag).toBeInViewport();
    await expect(edgeCell).toHaveClass(/text-slate-500/);
    await flag.click();
    await expect(edgeCell.getByRole('tooltip')).toContainText(explanation);
  });
}

test('768 px: the name first, then the key money numbers (EV included) and the compact columns that fit', async ({ page }) => {
  await open(page, 768);
  const headers = await headersOf(ownTable(page));
  expect(headers[0]).toBe('Player');
  expect(headers).toEqual(expect.arrayContaining(['HR Prob', 'HR Chance', 'Best price', 'Edge', 'EV / $1']));
  await expect.poll(() => firstRowInView(ownTable(page), MONEY)).toEqual(ALL_IN_VIEW);
});

for (const width of [1024, 1280] as const) {
  test(`${width} px: every column, including HR Chance, Best price, Fair, Edge and EV`, async ({ page }) => {
    await open(page, width);
    const headers = await headersOf(ownTable(page));
    expect(headers).toHaveLength(25);
    expect(headers).toEqual(
      expect.arrayContaining(['Batting Order', 'Game', 'Stadium', 'Hard Hit%', 'HR Chance', 'Best price', 'Fair', 'Edge', 'EV / $1', 'SLG Last 7']),
    );
  });
}

test('an empty search after sorting by Edge says the whole message, inside the box at 375 px', async ({ page }) => {
  await open(page, 375);
  const table = ownTable(page);
  await table.getByRole('button', { name: /^Edge/ }).click();
  await page.getByPlaceholder('Search by player or team...').fill('zzzz');
  const message = table.getByText("No players match 'zzzz'");
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport({ ratio: 1 });
});

test('Historic Projections: Confident and Punt show the same columns at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/historic-projections');
  const confident = page.getByRole('region', { name: /^Confident picks for/ });
  const punt = page.getByRole('region', { name: /^Punt picks for/ });
  // Hydrated with the whole file: the static HTML's header rows also carry the phone's order, hidden by CSS.
  await waitForTable(page);
  // Each table switches from the static HTML's columns to the screen's in its own render.
  await tablesSettled(page);
  await expect(punt.locator('thead th').first()).toBeVisible();
  expect(await headersOf(punt)).toEqual(await headersOf(confident));
});

const PICK_MONEY = ['Player', 'HR Chance', 'Odds', 'Edge'] as const;

/**
 * Whether each of the pick table's first-row cells under `headers` is readable: inside the
 * viewport and the box, the box not scrolled, and (when the box scrolls sideways) clear of the
 * fade on its right edge.
 */
function pickRowReadable(region: Locator, headers: readonly string[]) {
  return region.evaluate((box, headers) => {
    const shown = [...box.querySelectorAll('thead th')].map((th) => th.textContent!.replace(/[▲▼↕]/g, '').trim());
    const cells = [...box.querySelectorAll('tbody tr:first-child td')];
    const limits = box.getBoundingClientRect();
    const fade = box.scrollWidth > box.clientWidth + 1 ? 32 : 0;
    const right = Math.min(limits.right, window.innerWidth) - fade;
    return Object.fromEntries(
      headers.map((header) => {
        const rect = cells[shown.indexOf(header)]?.getBoundingClientRect();
        return [header, !!rect && rect.width > 0 && rect.left >= limits.left - 1 && rect.right <= right + 1 && box.scrollLeft === 0];
      }),
    );
  }, headers);
}

/** The words of the name cells of `region` that the layout split over two lines. */
function namesSplitMidWord(region: Locator) {
  return region.evaluate((box) => {
    const split: string[] = [];
    for (const row of box.querySelectorAll('tbody tr')) {
      const cell = row.querySelector('td');
      if (!cell) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    return split;
  });
}

for (const width of [375, 1280] as const) {
  test(`${width} px: each pick table shows Player, HR Chance, Odds and Edge of its first row without scrolling, clear of the scroll fade; names wrap between words`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/mlb/hr-projections');
    for (const kind of ['Confident', 'Punt'] as const) {
      const region = page.getByRole('region', { name: `${kind} picks` });
      await expect(region.locator('tbody tr td').first()).toBeVisible();
      await waitForTable(page);
      if ((await region.locator('tbody tr:first-child td').count()) < 2) continue; // no picks today
      await region.scrollIntoViewIfNeeded();
      await expect.poll(() => pickRowReadable(region, PICK_MONEY)).toEqual(Object.fromEntries(PICK_MONEY.map((header) => [header, true])));
      expect(await namesSplitMidWord(region)).toEqual([]);
    }
  });
}

test('375 px: the score/probability card sits above the tables, collapsed, and opens on tap; HR Prob is tagged a score and its help opens on tap and by keyboard', async ({
  page,
}) => {
  await open(page, 375);
  const card = page.getByTestId('score-vs-chance-phone');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('score-vs-chance')).toBeHidden();
  const cardTop = (await card.boundingBox())!.y;
  expect(cardTop).toBeLessThan((await page.getByTestId('picks-confident').boundingBox())!.y);
  expect(cardTop).toBeLessThan((await ownTable(page).boundingBox())!.y);
  await expect(card.getByText('not the chance that a hitter homers')).toBeHidden();
  await card
    .locator('summary')
    .tap()
    .catch(() => card.locator('summary').click());
  await expect(card.getByText('not the chance that a hitter homers')).toBeVisible();

  const table = ownTable(page);
  const scoreHeader = table.getByRole('columnheader', { name: /^HR Prob/ });
  await expect(scoreHeader.getByTestId('header-tag')).toHaveAttribute('data-tag', 'score');
  const help = scoreHeader.getByRole('button', { name: 'About HR Prob' });
  await help.tap().catch(() => help.click());
  await expect(scoreHeader.getByRole('tooltip')).toContainText('ranks hitters, not a probability');
  await help.press('Escape');
  await expect(scoreHeader.getByRole('tooltip')).toHaveCount(0);
  await help.press('Enter');
  await expect(scoreHeader.getByRole('tooltip')).toBeVisible();
  // HR Chance is the probability: no score tag, its own explanation.
  const chance = table.getByRole('columnheader', { name: /^HR Chance/ });
  await expect(chance.getByTestId('header-tag')).toHaveCount(0);
});

test('1280 px: the score/probability card is open above the picks and the table; every HR Prob header is tagged a score', async ({ page }) => {
  await open(page, 1280);
  const card = page.getByTestId('score-vs-chance');
  await expect(card.getByText('not the chance that a hitter homers')).toBeVisible();
  expect((await card.boundingBox())!.y).toBeLessThan((await page.getByTestId('picks-confident').boundingBox())!.y);
  for (const region of [ownTable(page), page.getByRole('region', { name: 'Confident picks' })]) {
    await expect(region.getByRole('columnheader', { name: /^HR Prob/ }).getByTestId('header-tag')).toHaveAttribute('data-tag', 'score');
  }
});
