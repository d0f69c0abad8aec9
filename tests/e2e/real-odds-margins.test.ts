/**
 * Each book's one-sided margin on the real odds files (../shared/real-data/odds, read-only):
 * prints what bookMarginsOf finds per file and book. The real files carry "Yes" prices only
 * (the flat 2026-08-22 file names no book; the The Odds API snapshots' "No" prices are all
 * empty), so no book can be measured on them: every one takes ONE_SIDED_MARGIN.fallback and
 * the build warns for it. Also prints how two books' one-sided prices compare on the hitters
 * both price (their margins differ by about that ratio). And checks the fallback against real
 * results: a season's graded anytime-HR picks with the price taken and whether the hitter homered
 * (odds/2026-07-25_on_hr_pick_history_with_odds.json): their mean implied probability over their
 * home-run rate is one plus the margin those prices carried, and the fallback must lie inside
 * that ratio's 95 % interval. Skipped visibly without ../shared; fails when CI is set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { impliedFromAmerican, ONE_SIDED_MARGIN } from '../../domain/probability/index.ts';
import { buildNameContext } from '../../pipeline/core/names.ts';
import { bookMarginsOf, bookMarginWarnings, groupQuotesByPlayer } from '../../pipeline/core/odds.ts';
import { parseOdds } from '../../pipeline/sources/odds.ts';
import { REAL, realDataPresent } from './real-data.ts';

const FILES = [
  'odds/2026-08-22_hr_prop_odds_by_player.json',
  'odds/2026-07-10_theoddsapi_batter_home_runs_fd_dk_snapshot.json',
  'odds/2026-05-08_theoddsapi_batter_home_runs_snapshot_with_429_errors.json',
];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('one-sided margins on the real odds files', () => {
  it.runIf(!realDataPresent && process.env.CI)('../shared/real-data is present when CI is set', () => {
    expect(realDataPresent).toBe(true);
  });

  it.skipIf(!realDataPresent).each(FILES)('%s: each book measured or on the fallback, printed', (file) => {
    const parsed = parseOdds('odds.json', readFileSync(path.join(REAL, file)));
    const players = groupQuotesByPlayer(parsed.rows, buildNameContext([], []));
    const margins = bookMarginsOf(players);
    const lines = [...margins.values()].map(
      (m) => `  ${m.book}: ${(m.margin * 100).toFixed(1)} % ${m.measured ? `measured on ${m.hitters} hitters` : `fallback (${m.reason})`}`,
    );
    const books = [...margins.keys()];
    const pairs = books.flatMap((a, i) => books.slice(i + 1).map((b) => [a, b] as const));
    for (const [a, b] of pairs) {
      const ratios = players.flatMap((p) => {
        const [qa, qb] = [p.quotes.find((q) => (q.book ?? '') === a), p.quotes.find((q) => (q.book ?? '') === b)];
        return qa && qb ? [impliedFromAmerican(qa.american) / impliedFromAmerican(qb.american)] : [];
      });
      if (ratios.length > 0) lines.push(`  ${a} / ${b} implied, median over ${ratios.length} hitters both price: ${median(ratios).toFixed(3)}`);
    }
    console.log(`[real-odds-margins] ${file}: ${parsed.rows.length} quotes, ${players.length} players\n${lines.join('\n')}`);

    expect(margins.size).toBeGreaterThan(0);
    expect(parsed.rows.some((q) => q.noAmerican !== undefined)).toBe(false);
    for (const m of margins.values()) {
      expect(m).toMatchObject({ measured: false, margin: ONE_SIDED_MARGIN.fallback, hitters: 0 });
    }
    expect(bookMarginWarnings(margins)).toHaveLength(margins.size);
  });

  it.skipIf(!realDataPresent)('the fallback lies within what real graded prices carried (figures printed)', () => {
    const picks = JSON.parse(readFileSync(path.join(REAL, 'odds/2026-07-25_on_hr_pick_history_with_odds.json'), 'utf8')) as {
      odds: unknown;
      hr: unknown;
    }[];
    // A pick graded 0 or 1 at a numeric price; 'dnp' (did not play) and ungraded rows are left out.
    const graded = picks.flatMap((pick) =>
      typeof pick.odds === 'number' && (pick.hr === 0 || pick.hr === 1) ? [{ implied: impliedFromAmerican(pick.odds), homered: pick.hr === 1 }] : [],
    );
    const n = graded.length;
    const meanImplied = graded.reduce((sum, pick) => sum + pick.implied, 0) / n;
    const hrRate = graded.filter((pick) => pick.homered).length / n;
    const hrRateSe = Math.sqrt((hrRate * (1 - hrRate)) / n);
    const [low, high] = [meanImplied / (hrRate + 1.96 * hrRateSe), meanImplied / (hrRate - 1.96 * hrRateSe)];
    console.log(
      `[real-odds-margins] ${n} graded picks: mean implied ${(meanImplied * 100).toFixed(1)} %, home-run rate ${(hrRate * 100).toFixed(1)} % ` +
        `(± ${(1.96 * hrRateSe * 100).toFixed(1)}), implied / rate ${(meanImplied / hrRate).toFixed(3)} (95 %: ${low.toFixed(2)}-${high.toFixed(2)}); ` +
        `fallback margin ${(ONE_SIDED_MARGIN.fallback * 100).toFixed(0)} %`,
    );
    expect(n).toBeGreaterThan(300);
    expect(1 + ONE_SIDED_MARGIN.fallback).toBeGreaterThan(low);
    expect(1 + ONE_SIDED_MARGIN.fallback).toBeLessThan(high);
  });
});
