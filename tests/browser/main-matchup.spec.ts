/**
 * Main Matchup (docs/product.md#main-matchup-and-batter-vs-bullpen): team selector, heading "team vs.
 * opposing starter", lineup with handedness tags, batter selection (mouse and
 * keyboard), the pitch bars (from the centre line, on a scale that fits the team's view, 2 decimals,
 * usage, +delta on the higher side), the starting-pitcher panel (with HR/9 and Barrel%), and the
 * missing-data texts.
 * Expected values are computed here from /data/matchups.json.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MatchupsFile, PitchValue, TeamMatchup } from '../../domain/contracts/index.ts';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, fetchData, overflowsInside, screenshot } from './helpers.ts';

/** The selector's order: matchups.json's, first-pitch order (domain/games.ts). */
const inSelectOrder = (teams: readonly TeamMatchup[]) => [...teams];
const inOrder = (team: TeamMatchup) => [...team.lineup].sort((a, b) => (a.battingOrder ?? 99) - (b.battingOrder ?? 99));
/** 2 decimals, half away from zero (as the site rounds). */
const two = (v: number) => ((Math.sign(v) * Math.round(Math.abs(v) * 100)) / 100).toFixed(2).replace(/^-(0\.00)$/, '$1');
const thirds = (ip: number) => `${Math.floor(Math.round(ip * 3) / 3)}.${Math.round(ip * 3) % 3}`;

/**
 * The view's bar scale, by hand: the largest |value| of the starter's pitches and of the lineup's on
 * those pitch types (as displayed, 2 decimals), rounded up to 1, 2, 2.5, 5 or 10 times a power of ten.
 */
function scaleOf(team: TeamMatchup): number {
  const thrown = new Set((team.opposingStarter?.pitches ?? []).map((p) => p.pitchType));
  const values = [
    ...(team.opposingStarter?.pitches ?? []).map((p) => p.runValue),
    ...team.lineup.flatMap((b) => (b.pitches ?? []).filter((p) => thrown.has(p.pitchType)).map((p) => p.runValue)),
  ];
  const largest = Math.max(...values.map((v) => Math.abs(Number(two(v)))));
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 2.5, 5, 10].map((step) => step * power).find((end) => end >= largest)!;
}

/** A bar's placement (percent of its track) as drawn: from the centre, right for a positive value. */
async function placement(bar: Locator): Promise<{ left: number; width: number }> {
  return bar.evaluate((el) => ({ left: parseFloat((el as HTMLElement).style.left), width: parseFloat((el as HTMLElement).style.width) }));
}
function expectPlaced(actual: { left: number; width: number }, value: number, scale: number) {
  const width = (Math.min(Math.abs(value), scale) / scale) * 50;
  expect(actual.width).toBeCloseTo(width, 5);
  expect(actual.left).toBeCloseTo(value < 0 ? 50 - width : 50, 5);
}

/** Checks every pitch row of the panel against the data, computed by hand. */
async function expectBars(panel: Locator, batter: PitchValue[] | null, pitcher: PitchValue[], scale: number) {
  const rows = panel.getByTestId('pitch-row');
  await expect(rows).toHaveCount(pitcher.length);
  await expect(panel.getByTestId('bar-scale')).toContainText(`Bars run from −${scale} to +${scale}, 0 at the centre line.`);
  let markers = 0;
  for (const [i, thrown] of pitcher.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-pitch', thrown.pitchType);
    await expect(row.getByTestId('usage')).toContainText(`${thrown.usage!.toFixed(1)}%`);
    await expect(row.getByTestId('pitcher-value')).toContainText(two(thrown.runValue));
    expectPlaced(await placement(row.getByTestId('bar-pitcher')), thrown.runValue, scale);
    const faced = batter?.find((p) => p.pitchType === thrown.pitchType);
    const marker = row.getByTestId('delta-marker');
    if (!faced) {
      await expect(row.getByTestId('batter-value')).toContainText(batter === null ? 'NOT ADDED YET' : '—');
      await expect(marker).toHaveCount(0);
      continue;
    }
    await expect(row.getByTestId('batter-value')).toContainText(two(faced.runValue));
    expectPlaced(await placement(row.getByTestId('bar-batter')), faced.runValue, scale);
    const b = Math.round(faced.runValue * 100);
    const p = Math.round(thrown.runValue * 100);
    if (b === p) {
      await expect(marker).toHaveCount(0);
    } else {
      markers += 1;
      await expect(marker).toHaveCount(1);
      await expect(marker).toHaveAttribute('data-side', b > p ? 'batter' : 'pitcher');
      await expect(marker).toHaveText(`+${(Math.abs(b - p) / 100).toFixed(2)}`);
    }
  }
  return markers;
}

async function gotoMatchup(page: Page): Promise<MatchupsFile> {
  const file = await fetchData(page.request, 'matchups.json');
  await page.goto('/mlb/main-matchup');
  await expect(page.getByTestId('matchup-heading')).toBeVisible();
  return file;
}

test("team selector with today's teams in first-pitch order, heading, lineup with hand tags, starting-pitcher panel", async ({ page }) => {
  const file = await gotoMatchup(page);
  // matchups.json lists the teams in first-pitch order (pipeline, domain/games.ts); the selector keeps it.
  const teams = file.teams;
  const firstPitches = teams.map((t) => Date.parse(t.gameTime!));
  expect(firstPitches).toEqual([...firstPitches].sort((a, b) => a - b));
  const select = page.getByLabel('Team');
  expect(await select.locator('option').allInnerTexts()).toEqual(teams.map((t) => `${t.teamName} (${t.team})`));
  const team = teams[0]!;
  await expect(select).toHaveValue(team.team);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Main Matchup');
  await expect(page.getByTestId('matchup-heading')).toHaveText(`${team.teamName} vs. ${team.opposingStarter?.name ?? 'NOT ADDED YET'}`);

  const lineup = page.getByTestId('lineup');
  const batters = inOrder(team);
  await expect(lineup.getByRole('button')).toHaveCount(batters.length);
  expect(await lineup.getByTestId('batter-name').allInnerTexts()).toEqual(batters.map((b) => b.name));
  expect(await lineup.getByTestId('hand-tag').allInnerTexts()).toEqual(batters.map((b) => b.hand));
  await expect(lineup.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');

  const starter = team.opposingStarter!;
  const panel = page.getByTestId('starter-panel');
  await expect(panel.getByTestId('pitcher-name')).toHaveText(starter.name);
  await expect(panel.getByTestId('pitcher-hand')).toHaveText(starter.hand);
  await expect(panel.getByTestId('stat-g')).toHaveText(starter.g === null ? '—' : String(starter.g));
  await expect(panel.getByTestId('stat-ip')).toHaveText(starter.ip === null ? '—' : thirds(starter.ip));
  await expect(panel.getByTestId('stat-era')).toHaveText(starter.era === null ? '—' : two(starter.era));
  await expect(panel.getByTestId('stat-k9')).toHaveText(starter.k9 === null ? '—' : two(starter.k9));
  await expect(panel.getByTestId('stat-kperc')).toHaveText(starter.kperc === null ? '—' : `${starter.kperc.toFixed(1)}%`);
  // The home-run figures of the starter, from the pitching tables.
  expect(starter.hr9).not.toBeNull();
  expect(starter.barrelPct).not.toBeNull();
  await expect(panel.getByTestId('stat-hr9')).toHaveText(two(starter.hr9!));
  await expect(panel.getByTestId('stat-barrelPct')).toHaveText(`${starter.barrelPct!.toFixed(1)}%`);
  await expect(panel.getByText('HR/9', { exact: true })).toHaveAttribute('title', /Home runs allowed per nine innings/);
});

test('pitch bars: one row per starter pitch, from the centre on a scale that fits the values, 2 decimals, usage and the +delta marker', async ({ page }) => {
  const file = await gotoMatchup(page);
  const team = inSelectOrder(file.teams)[0]!;
  const batter = inOrder(team)[0]!;
  const panel = page.getByTestId('pitch-panel');
  await expect(panel.getByRole('heading')).toHaveText(`${batter.name} vs. ${team.opposingStarter!.name}`);
  const scale = scaleOf(team);
  const markers = await expectBars(panel, batter.pitches, team.opposingStarter!.pitches!, scale);
  // The spec's 0-5 scale pinned every bar at an end: the values run to tens of runs.
  expect(scale).toBeGreaterThan(5);
  const widths = await panel.locator('[data-testid^="bar-"]').evaluateAll((bars) => bars.map((bar) => parseFloat((bar as HTMLElement).style.width)));
  expect(widths.some((width) => width > 0 && width < 50)).toBe(true);

  // Across the slate, the data must exercise the marker on both sides and negative values (drawn left of the centre).
  const sides = new Set<string>();
  let negative = 0;
  for (const t of file.teams) {
    for (const b of t.lineup) {
      for (const thrown of t.opposingStarter?.pitches ?? []) {
        const faced = b.pitches?.find((p) => p.pitchType === thrown.pitchType);
        if (faced && faced.runValue !== thrown.runValue) sides.add(faced.runValue > thrown.runValue ? 'batter' : 'pitcher');
        if (thrown.runValue < 0) negative += 1;
      }
    }
  }
  expect([...sides].sort()).toEqual(['batter', 'pitcher']);
  expect(negative).toBeGreaterThan(0);
  expect(markers).toBeGreaterThan(0);
});

test('switching team and selecting a batter with the keyboard updates heading, URL and bars', async ({ page }) => {
  const file = await gotoMatchup(page);
  const team = inSelectOrder(file.teams).find((t) => t.opposingStarter?.pitches?.length && t.lineup.filter((b) => b.pitches).length >= 3)!;
  await page.getByLabel('Team').selectOption(team.team);
  await expect(page.getByTestId('matchup-heading')).toHaveText(`${team.teamName} vs. ${team.opposingStarter!.name}`);
  await expect(page).toHaveURL(new RegExp(`\\?team=${team.team}$`));

  const batters = inOrder(team);
  const third = batters[2]!;
  const button = page.getByTestId('lineup').getByRole('button').nth(2);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lineup').getByRole('button').first()).toHaveAttribute('aria-pressed', 'false');
  const panel = page.getByTestId('pitch-panel');
  await expect(panel.getByRole('heading')).toHaveText(`${third.name} vs. ${team.opposingStarter!.name}`);
  await expectBars(panel, third.pitches, team.opposingStarter!.pitches!, scaleOf(team));

  // Space works too, and a reload keeps the team from the URL.
  const fourth = page.getByTestId('lineup').getByRole('button').nth(3);
  await fourth.focus();
  await page.keyboard.press('Space');
  await expect(fourth).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByLabel('Team')).toHaveValue(team.team);
});

test('missing data: "NOT ADDED YET", "NOT FOUND IN CSV" and "No pitch data found for this pitcher."', async ({ page }) => {
  const real = await fetchData(page.request, 'matchups.json');
  const [first, second] = inSelectOrder(real.teams);
  const changed: MatchupsFile = {
    ...real,
    teams: real.teams.map((t) => {
      if (t.team === first!.team) {
        const [lead, ...rest] = inOrder(t);
        return {
          ...t,
          lineup: [{ ...lead!, hand: 'NOT FOUND IN CSV' as const, pitches: null }, ...rest],
          opposingStarter: { ...t.opposingStarter!, hand: 'NOT FOUND IN CSV' as const },
        };
      }
      if (t.team === second!.team) return { ...t, opposingStarter: null };
      return t;
    }),
  };
  const noPitches = inSelectOrder(real.teams)[2]!;
  changed.teams = changed.teams.map((t) => (t.team === noPitches.team ? { ...t, opposingStarter: { ...t.opposingStarter!, pitches: [] } } : t));
  await page.route('**/data/matchups.json', (route) => route.fulfill({ json: changed }));
  await page.goto('/mlb/main-matchup');

  // First team: the lead-off batter has no pitch data and no known hand; the starter's hand is unknown.
  const lineup = page.getByTestId('lineup');
  await expect(lineup.getByTestId('hand-tag').first()).toHaveText('NOT FOUND IN CSV');
  await expect(page.getByTestId('starter-panel').getByTestId('pitcher-hand')).toHaveText('NOT FOUND IN CSV');
  const panel = page.getByTestId('pitch-panel');
  await expect(panel.getByText('NOT ADDED YET', { exact: true }).first()).toBeVisible();
  const changedFirst = changed.teams.find((t) => t.team === first!.team)!;
  await expectBars(panel, null, first!.opposingStarter!.pitches!, scaleOf(changedFirst));

  // Second team: no starter yet.
  await page.getByLabel('Team').selectOption(second!.team);
  await expect(page.getByTestId('matchup-heading')).toHaveText(`${second!.teamName} vs. NOT ADDED YET`);
  await expect(page.getByTestId('starter-panel')).toContainText('NOT ADDED YET');
  await expect(page.getByTestId('pitch-panel')).toContainText('NOT ADDED YET');
  await expect(page.getByTestId('pitch-row')).toHaveCount(0);

  // Third team: a starter without pitches.
  await page.getByLabel('Team').selectOption(noPitches.team);
  await expect(page.getByTestId('pitch-panel')).toContainText('No pitch data found for this pitcher.');
  await expect(page.getByTestId('pitch-row')).toHaveCount(0);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`no serious a11y violations at ${viewport.width} px; screenshot`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the shell's sidebar transition would be caught mid-way
    await page.setViewportSize(viewport);
    await page.goto('/mlb/main-matchup');
    await expect(page.getByTestId('pitch-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'main-matchup');
  });
}

for (const width of [375, 768, 1024, 1280] as const) {
  test(`${width} px: nothing in the lineup, pitch or starter card sticks out of its card or is cut, for every team`, async ({ page }) => {
    const file = await gotoMatchup(page);
    await page.setViewportSize({ width, height: 900 });
    const cards = {
      lineup: page.locator('section[aria-labelledby="mm-lineup"]'),
      pitches: page.getByTestId('pitch-panel'),
      starter: page.getByTestId('starter-panel'),
    };
    const found: string[] = [];
    for (const team of inSelectOrder(file.teams)) {
      await page.getByLabel('Team').selectOption(team.team);
      await expect(page.getByTestId('matchup-heading')).toContainText(team.teamName);
      for (const [name, card] of Object.entries(cards)) {
        for (const overflow of await overflowsInside(card)) found.push(`${team.team} ${name}: ${overflow}`);
      }
    }
    expect(found).toEqual([]);
  });
}
