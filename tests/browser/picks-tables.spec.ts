/**
 * Issue 24, the picks tables (docs/product.md#picks, #historic-projections):
 * - HR Projections' Confident and Punt show Player, HR Chance, Odds (with its book), Edge, EV / $1
 *   and Team by default on a phone, the first four of the first row inside the viewport;
 * - a hitter picked in both games of a doubleheader has two rows told apart by G1 / G2 beside the
 *   name (the game's number in lineups.json); a pick of an ordinary game has no label;
 * - Historic Projections' cards do not scroll sideways at 1280 px, Confident and Punt with the same
 *   columns, and a phone shows each pick's team, odds and result.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, fetchData, firstRowInView, headersOf, MOBILE, tablesSettled, waitForTable } from './helpers.ts';

const KINDS = ['Confident', 'Punt'] as const;

/** Each row's name and its label if any ("Shane Larkin G2"): the cell's text, the note's label apart. */
async function nameCells(region: Locator): Promise<string[]> {
  return region.locator('tbody tr td:first-child').evaluateAll((cells) =>
    cells.map((cell) => {
      const note = cell.querySelector('button')?.textContent ?? '';
      return `${cell.textContent!.slice(0, cell.textContent!.length - note.length).trim()} ${note}`.trim();
    }),
  );
}

async function openProjections(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/mlb/hr-projections');
  await waitForTable(page);
  for (const kind of KINDS) await tablesSettled(page.getByTestId(`picks-${kind.toLowerCase()}`));
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`${viewport.width} px: the pick tables show team, odds with the book, edge and EV by default; Player, HR Chance, Odds and Edge of the first row in view`, async ({
    page,
  }) => {
    await openProjections(page, viewport);
    for (const kind of KINDS) {
      const region = page.getByRole('region', { name: `${kind} picks` });
      const headers = expect.poll(() => headersOf(region));
      if (viewport === MOBILE) await headers.toEqual(['Player', 'HR Chance', 'Odds', 'Edge', 'EV / $1', 'Team']);
      else await headers.toEqual(expect.arrayContaining(['Player', 'HR Chance', 'Odds', 'Edge', 'EV / $1', 'Team']));
      // Each price names its book; each EV is in dollars per dollar staked.
      const odds = (await headersOf(region)).indexOf('Odds') + 1;
      const ev = (await headersOf(region)).indexOf('EV / $1') + 1;
      for (const text of await region.locator(`tbody tr td:nth-child(${odds})`).allInnerTexts()) expect(text.trim()).toMatch(/^([+-]\d+\s+(DK|FD|MGM|CZR)|—)$/);
      for (const text of await region.locator(`tbody tr td:nth-child(${ev})`).allInnerTexts()) expect(text.trim()).toMatch(/^([+\u2212]?\$\d+\.\d\d|—)$/);
      if ((await region.locator('tbody tr:first-child td').count()) < 2) continue; // no picks of this kind today
      await region.scrollIntoViewIfNeeded();
      const money = ['Player', 'HR Chance', 'Odds', 'Edge'];
      await expect.poll(() => firstRowInView(region, money, { unscrolled: true })).toEqual(Object.fromEntries(money.map((header) => [header, true])));
    }
  });

  test(`${viewport.width} px: a hitter picked in both games of a doubleheader shows G1 and G2; ordinary games no label`, async ({ page, request }) => {
    const [picks, lineups] = await Promise.all([fetchData(request, 'picks.json'), fetchData(request, 'lineups.json')]);
    const clubs = (game: (typeof lineups.games)[number]) => [game.away.team, game.home.team].sort().join('|');
    const doubleheader = new Map(
      lineups.games.filter((game) => lineups.games.filter((other) => clubs(other) === clubs(game)).length === 2).map((game) => [game.id, game.gameNumber]),
    );
    const all = [...picks.confident, ...picks.punt];
    // The sample's slate has a doubleheader (MIL at PIT) whose hitter is picked in both games.
    expect(all.some((pick) => all.some((other) => other.id === pick.id && other.gameId !== pick.gameId))).toBe(true);
    await openProjections(page, viewport);
    for (const kind of KINDS) {
      const list = kind === 'Confident' ? picks.confident : picks.punt;
      const expected = list.map((pick) => (doubleheader.has(pick.gameId) ? `${pick.name} G${doubleheader.get(pick.gameId)}` : pick.name));
      const region = page.getByRole('region', { name: `${kind} picks` });
      await expect.poll(async () => [...(await nameCells(region))].sort()).toEqual([...expected].sort());
    }
    const label = page.getByRole('region', { name: 'Punt picks' }).getByRole('button', { name: /^G2:/ }).first();
    await label.scrollIntoViewIfNeeded();
    await expect(label).toBeInViewport({ ratio: 1 });
    await label.click();
    await expect(page.getByRole('tooltip')).toContainText('Game 2 of the doubleheader between');
  });
}

test('1280 px: Historic Projections cards fit their tables (no sideways scroll), Confident and Punt with the same columns, G1 / G2 kept in the archive', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/historic-projections');
  const boxes = KINDS.map((kind) => page.getByRole('region', { name: new RegExp(`^${kind} picks for`) }));
  for (const box of boxes) await tablesSettled(box);
  for (const box of boxes) {
    expect(await box.evaluate((element) => ({ scrolls: element.scrollWidth > element.clientWidth + 1 }))).toEqual({ scrolls: false });
  }
  expect(await headersOf(boxes[1]!)).toEqual(await headersOf(boxes[0]!));
  expect(await headersOf(boxes[0]!)).toEqual(['Player', 'Team', 'Opp', 'HR Prob', 'HR Chance', 'Odds', 'Locked', 'Result']);
  await expect
    .poll(async () => [...(await nameCells(boxes[0]!)), ...(await nameCells(boxes[1]!))].filter((name) => / G[12]$/.test(name)).length)
    .toBeGreaterThanOrEqual(2);
});

test('375 px: Historic Projections picks show team, odds and result beside the player, in view', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/historic-projections');
  for (const kind of KINDS) {
    const box = page.getByRole('region', { name: new RegExp(`^${kind} picks for`) });
    await tablesSettled(box);
    await expect.poll(() => headersOf(box)).toEqual(['Player', 'Result', 'Odds', 'Team']);
    if ((await box.locator('tbody tr:first-child td').count()) < 2) continue;
    await box.scrollIntoViewIfNeeded();
    const shown = ['Player', 'Result', 'Odds', 'Team'];
    await expect.poll(() => firstRowInView(box, shown, { unscrolled: true })).toEqual(Object.fromEntries(shown.map((header) => [header, true])));
  }
});
