/**
 * Each book's one-sided margin on the real odds files (../shared/real-data/odds, read-only):
 * prints what bookMarginsOf finds per file and book. The real files carry "Yes" prices only
 * (the flat 2026-08-22 file names no book; the The Odds API snapshots' "No" prices are all
 * empty), so no book can be measured on them: every one takes ONE_SIDED_MARGIN.fallback and
 * the build warns for it. Also prints how two books' one-sided prices compare on the hitters
 * both price (their margins differ by about that ratio). Skipped visibly without ../shared;
 * fails when CI is set.
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
});
