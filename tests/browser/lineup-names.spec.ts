/**
 * Lineup cards never cut a player's name (issue 15: "J" next to the NOT FOUND badge on
 * /new-tab?team=DET at 1280 px). At 375, 768 and 1280 px, on the lineups page and on the
 * lineup cards of Batter vs Bullpen and Main Matchup (DET, and the team with the longest
 * name in the data), every name is fully visible: nothing overflows its box in either
 * direction, and the box is at least as wide as the name's longest word (no word cut
 * to a letter or two; a hyphenated name may wrap after its hyphen).
 */
import { expect, test, type Page } from '@playwright/test';
import { fetchData } from './helpers.ts';

const WIDTHS = [375, 768, 1280] as const;

/** Names that do not fit their box, with why. */
async function cutNames(page: Page, testId: string): Promise<string[]> {
  const names = page.getByTestId(testId);
  await expect(names.first()).toBeVisible();
  return names.evaluateAll((elements) =>
    elements.flatMap((el) => {
      const text = el.textContent?.trim() ?? '';
      // A line may break at a space or after a hyphen ("Vizcaíno-" / "Rosario"), never inside a word.
      const longestWord = text.split(/\s+|(?<=-)/).reduce((a, b) => (b.length > a.length ? b : a), '');
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      probe.textContent = longestWord;
      el.appendChild(probe);
      const wordWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const problems = [
        el.scrollWidth > el.clientWidth &&
          `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}${getComputedStyle(el).textOverflow === 'ellipsis' ? ' (cut with an ellipsis)' : ''}`,
        el.scrollHeight > el.clientHeight + 1 && `scrollHeight ${el.scrollHeight} > clientHeight ${el.clientHeight}`,
        el.clientWidth + 0.5 < wordWidth && `box ${el.clientWidth}px < word "${longestWord}" ${Math.ceil(wordWidth)}px`,
      ].filter(Boolean);
      return problems.length ? [`"${text}": ${problems.join(', ')}`] : [];
    }),
  );
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('lineups page: every name in every card is whole', async ({ page }) => {
      await page.goto('/mlb/lineups');
      expect(await cutNames(page, 'player-name')).toEqual([]);
    });

    test('Batter vs Bullpen and Main Matchup lineup cards: every name is whole', async ({ page, request }) => {
      const { teams } = await fetchData(request, 'matchups.json');
      const longest = [...teams].sort((a, b) => Math.max(...b.lineup.map((p) => p.name.length), 0) - Math.max(...a.lineup.map((p) => p.name.length), 0))[0]!;
      const codes = [...new Set(['DET', longest.team])].filter((code) => teams.some((t) => t.team === code && t.lineup.length > 0));
      expect(codes.length).toBeGreaterThan(0);
      for (const path of ['/new-tab', '/mlb/main-matchup']) {
        for (const code of codes) {
          await page.goto(`${path}?team=${code}`);
          expect(await cutNames(page, 'batter-name'), `${path}?team=${code}`).toEqual([]);
        }
      }
    });
  });
}
