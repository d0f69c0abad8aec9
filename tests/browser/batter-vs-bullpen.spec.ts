/**
 * Batter vs Bullpen (/new-tab, docs/product.md#main-matchup-and-batter-vs-bullpen): the three summary cards with
 * their averages and the average difference (computed here by hand from
 * /data/matchups.json), the lineup without the starter, the bullpen list
 * (role, G, IP in thirds, ERA, SV, HLD, K/9, K%), selecting a reliever, the
 * pitch comparison, team switch, and the empty states.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import type { MatchupPitcher, MatchupsFile, PitchValue, TeamMatchup } from '../../domain/contracts/index.ts';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, fetchData, screenshot, overflowsInside } from './helpers.ts';

/** The selector's order: matchups.json's, first-pitch order (domain/games.ts). */
const inSelectOrder = (teams: readonly TeamMatchup[]) => [...teams];
const inOrder = (team: TeamMatchup) => [...team.lineup].sort((a, b) => (a.battingOrder ?? 99) - (b.battingOrder ?? 99));
/** 2 decimals, half away from zero (as the site rounds). */
const two = (v: number) => ((Math.sign(v) * Math.round(Math.abs(v) * 100)) / 100).toFixed(2).replace(/^-(0\.00)$/, '$1');
const signed = (v: number) => (two(v).startsWith('-') ? two(v) : `+${two(v)}`);
const thirds = (ip: number) => `${Math.floor(Math.round(ip * 3) / 3)}.${Math.round(ip * 3) % 3}`;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

async function expectRunValueCard(card: Locator, pitches: PitchValue[]) {
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(pitches.length);
  for (const [i, p] of pitches.entries()) {
    await expect(items.nth(i)).toContainText(p.pitchName);
    await expect(items.nth(i)).toContainText(two(p.runValue));
  }
  await expect(card.getByTestId('average')).toHaveText(two(mean(pitches.map((p) => p.runValue))));
}

/** Card 2 by hand: per pitch of the batter, the mean run value of the relievers who throw it. */
function versusBullpen(batter: PitchValue[], bullpen: MatchupPitcher[]) {
  const rows = batter.flatMap((pitch) => {
    const thrown = bullpen.flatMap((r) => r.pitches ?? []).filter((p) => p.pitchType === pitch.pitchType);
    if (thrown.length === 0) return [];
    const bullpenRv = mean(thrown.map((p) => p.runValue));
    return [{ pitch, bullpenRv, difference: pitch.runValue - bullpenRv }];
  });
  return { rows, average: rows.length ? mean(rows.map((r) => r.difference)) : null };
}

test('cards, lineup and bullpen list for the first team; selecting a reliever fills card 3 and the comparison', async ({ page }) => {
  const file = await fetchData(page.request, 'matchups.json');
  const team = inSelectOrder(file.teams)[0]!;
  await page.goto('/new-tab');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batter vs Bullpen');
  await expect(page.getByTestId('bvb-heading')).toHaveText(`${team.teamName} vs. ${team.opponentName} bullpen`);

  const batter = inOrder(team)[0]!;
  expect(batter.pitches, 'the first batter of the first team should have pitch data').not.toBeNull();
  const card1 = page.getByTestId('card-batter');
  await expect(card1.getByRole('heading')).toHaveText(`${batter.name}: run values`);
  await expectRunValueCard(card1, batter.pitches!);

  const card2 = page.getByTestId('card-versus');
  const expected = versusBullpen(batter.pitches!, team.opposingBullpen);
  expect(expected.rows.length).toBeGreaterThan(0);
  const rows = card2.locator('tbody tr');
  await expect(rows).toHaveCount(expected.rows.length);
  for (const [i, row] of expected.rows.entries()) {
    await expect(rows.nth(i)).toHaveText(
      new RegExp(`${row.pitch.pitchName}\\s*${two(row.pitch.runValue)}\\s*${two(row.bullpenRv)}\\s*${signed(row.difference).replace('+', '\\+')}`),
    );
  }
  await expect(card2.getByTestId('average-difference')).toHaveText(signed(expected.average!));

  await expect(page.getByTestId('card-pitcher')).toContainText('No pitcher selected');
  await expect(page.getByTestId('pitch-panel')).toContainText('No pitcher selected');

  // Lineup (no starter) and the bullpen list.
  expect(await page.getByTestId('lineup').getByTestId('batter-name').allInnerTexts()).toEqual(inOrder(team).map((b) => b.name));
  const list = page.getByRole('region', { name: 'Opposing bullpen' });
  expect((await list.locator('thead th').allInnerTexts()).map((t) => t.trim())).toEqual(['Pitcher', 'Role', 'G', 'IP', 'ERA', 'SV', 'HLD', 'K/9', 'K%']);
  const listRows = list.locator('tbody tr');
  await expect(listRows).toHaveCount(team.opposingBullpen.length);
  for (const [i, r] of team.opposingBullpen.entries()) {
    const cells = (await listRows.nth(i).locator('th, td').allInnerTexts()).map((t) => t.trim());
    expect(cells).toEqual([
      r.name,
      r.role ?? '—',
      r.g === null ? '—' : String(r.g),
      r.ip === null ? '—' : thirds(r.ip),
      r.era === null ? '—' : two(r.era),
      r.sv === null ? '—' : String(r.sv),
      r.hld === null ? '—' : String(r.hld),
      r.k9 === null ? '—' : two(r.k9),
      r.kperc === null ? '—' : `${r.kperc.toFixed(1)}%`,
    ]);
  }

  // Select a reliever with pitch data.
  const reliever = team.opposingBullpen.find((r) => r.pitches && r.pitches.length > 0)!;
  const pick = list.getByRole('button', { name: reliever.name, exact: true });
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  const card3 = page.getByTestId('card-pitcher');
  await expect(card3.getByRole('heading')).toHaveText(`${reliever.name}: run values`);
  await expectRunValueCard(card3, reliever.pitches!);
  const panel = page.getByTestId('pitch-panel');
  await expect(panel.getByRole('heading')).toHaveText(`Pitch comparison: ${batter.name} vs. ${reliever.name}`);
  await expect(panel.getByTestId('pitch-row')).toHaveCount(reliever.pitches!.length);
  const shared = reliever.pitches!.filter((p) =>
    batter.pitches!.some((b) => b.pitchType === p.pitchType && Math.round(b.runValue * 100) !== Math.round(p.runValue * 100)),
  );
  await expect(panel.getByTestId('delta-marker')).toHaveCount(shared.length);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('\uFEFFPitcher,Role,G,IP,ERA,SV,HLD,K/9,K%');
  expect(csv).toHaveLength(team.opposingBullpen.length + 1);
});

test('team switch resets the reliever; selecting another batter updates cards 1 and 2', async ({ page }) => {
  const file = await fetchData(page.request, 'matchups.json');
  const team = inSelectOrder(file.teams).find((t) => t.lineup.filter((b) => b.pitches).length >= 4 && t.opposingBullpen.length > 0)!;
  await page.goto('/new-tab');
  await page.getByRole('region', { name: 'Opposing bullpen' }).getByRole('button').first().click();
  await expect(page.getByTestId('card-pitcher')).not.toContainText('No pitcher selected');

  await page.getByLabel('Team').selectOption(team.team);
  await expect(page.getByTestId('bvb-heading')).toHaveText(`${team.teamName} vs. ${team.opponentName} bullpen`);
  await expect(page.getByTestId('card-pitcher')).toContainText('No pitcher selected');

  const batter = inOrder(team).filter((b) => b.pitches)[3]!;
  const button = page.getByTestId('lineup').getByRole('button', { name: new RegExp(batter.name) });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expectRunValueCard(page.getByTestId('card-batter'), batter.pitches!);
  const expected = versusBullpen(batter.pitches!, team.opposingBullpen);
  await expect(page.getByTestId('card-versus').getByTestId('average-difference')).toHaveText(signed(expected.average!));
});

test('the lineup leaves out the team\'s own starter; empty states "No RVs" and "No bullpen data found for this team."', async ({ page }) => {
  const real = await fetchData(page.request, 'matchups.json');
  const team = inSelectOrder(real.teams)[0]!;
  const ownStarter = real.teams.find((t) => t.team === team.opponent)!.opposingStarter!;
  const changed: MatchupsFile = {
    ...real,
    teams: real.teams.map((t) =>
      t.team === team.team
        ? {
            ...t,
            // The starter listed as a hitter (no DH); the lead-off man without pitch data; no bullpen.
            lineup: [
              { ...inOrder(t)[0]!, pitches: null },
              ...inOrder(t).slice(1),
              { name: ownStarter.name, battingOrder: null, position: 'P', hand: ownStarter.hand, pitches: null },
            ],
            opposingBullpen: [],
          }
        : t,
    ),
  };
  await page.route('**/data/matchups.json', (route) => route.fulfill({ json: changed }));
  await page.goto('/new-tab');
  await expect(page.getByTestId('bvb-heading')).toBeVisible();
  const names = await page.getByTestId('lineup').getByTestId('batter-name').allInnerTexts();
  expect(names).toEqual(inOrder(team).map((b) => b.name));
  expect(names).not.toContain(ownStarter.name);

  await expect(page.getByTestId('card-batter')).toContainText('No RVs');
  await expect(page.getByTestId('card-versus')).toContainText('No bullpen data found for this team.');
  await expect(page.getByText('No bullpen data found for this team.')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Opposing bullpen' })).toHaveCount(0);

  // A batter with pitch data against an empty bullpen still has his own card.
  await page.getByTestId('lineup').getByRole('button').nth(1).click();
  await expect(page.getByTestId('card-batter').getByTestId('average')).toBeVisible();
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`no serious a11y violations at ${viewport.width} px with a reliever selected; screenshot`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await page.goto('/new-tab');
    const file = await fetchData(page.request, 'matchups.json');
    const reliever = inSelectOrder(file.teams)[0]!.opposingBullpen.find((r) => r.pitches?.length)!;
    await page.getByRole('region', { name: 'Opposing bullpen' }).getByRole('button', { name: reliever.name, exact: true }).click();
    await expect(page.getByTestId('pitch-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky top bar would be drawn mid-page
    await screenshot(page, 'batter-vs-bullpen');
  });
}

/** In each row of card 2's table (header and body), the gaps between the texts of neighbouring cells, in px. */
function textGaps(card: Locator) {
  return card.locator('table tr').evaluateAll((rows) =>
    rows.map((row) => {
      const rects = [...row.children].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      });
      return rects.slice(1).map((rect, i) => Math.round(rect.left - rects[i]!.right));
    }),
  );
}

for (const width of [375, 768, 1024, 1280] as const) {
  test(`${width} px: nothing in the three summary cards sticks out or is cut; card 2's headers and values stand apart, for every team`, async ({ page }) => {
    const file = await fetchData(page.request, 'matchups.json');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/new-tab');
    await expect(page.getByTestId('bvb-heading')).toBeVisible();
    const found: string[] = [];
    for (const team of inSelectOrder(file.teams)) {
      await page.getByLabel('Team').selectOption(team.team);
      await expect(page.getByTestId('bvb-heading')).toContainText(team.teamName);
      const reliever = team.opposingBullpen.find((r) => r.pitches?.length);
      if (reliever) await page.getByRole('region', { name: 'Opposing bullpen' }).getByRole('button', { name: reliever.name, exact: true }).click();
      for (const id of ['card-batter', 'card-versus', 'card-pitcher']) {
        for (const overflow of await overflowsInside(page.getByTestId(id))) found.push(`${team.team} ${id}: ${overflow}`);
      }
      for (const [row, gaps] of (await textGaps(page.getByTestId('card-versus'))).entries()) {
        if (gaps.some((gap) => gap < 8)) found.push(`${team.team} card-versus row ${row}: gaps ${gaps.join(', ')} px`);
      }
    }
    expect(found).toEqual([]);
  });
}
