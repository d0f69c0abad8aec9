/**
 * The market card on the real odds files (../shared/real-data/odds, read-only): prints, per file and
 * book, which calibration prices its one-sided prices. The real files carry "Yes" prices only (the
 * flat 2026-08-22 file names no book; the The Odds API snapshots' "No" prices are all empty):
 * FanDuel and DraftKings take their own calibration, every other book (the flat file's unnamed one
 * included) the pooled one, warned. And checks the card against real results it was not fit on: a
 * tipster's graded anytime-HR picks from 2026-07-25 on, after the card's last date, with the price
 * taken (odds/2026-07-25_on_hr_pick_history_with_odds.json): their mean implied probability over their
 * home-run rate is what those prices carried, and the card's pooled starters' factor, like the prior
 * every fit starts from (MARKET_CALIBRATION.priorFactor), must lie inside that ratio's 95 % interval.
 * Skipped visibly without ../shared; fails when CI is set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookKey, calibratedFair, impliedFromAmerican, MARKET_CALIBRATION, pricingCalibration } from '../../domain/probability/index.ts';
import { COMMITTED_MARKET_CARD, readMarketCard } from '../../pipeline/commands/model-shared.ts';
import { marketWarnings, NIGHTLY_MARKET_GROUP } from '../../pipeline/core/fair-prices.ts';
import { buildNameContext } from '../../pipeline/core/names.ts';
import { groupQuotesByPlayer, UNNAMED_BOOK } from '../../pipeline/core/odds.ts';
import { parseOdds } from '../../pipeline/sources/odds.ts';
import { REAL, realDataPresent } from './real-data.ts';

const FILES = [
  'odds/2026-08-22_hr_prop_odds_by_player.json',
  'odds/2026-07-10_theoddsapi_batter_home_runs_fd_dk_snapshot.json',
  'odds/2026-05-08_theoddsapi_batter_home_runs_snapshot_with_429_errors.json',
];

const card = readMarketCard(COMMITTED_MARKET_CARD);

describe('the market card on the real odds files', () => {
  it.runIf(!realDataPresent && process.env.CI)('../shared/real-data is present when CI is set', () => {
    expect(realDataPresent).toBe(true);
  });

  it.skipIf(!realDataPresent).each(FILES)('%s: each book on its own calibration or the pooled one, printed', (file) => {
    const parsed = parseOdds('odds.json', readFileSync(path.join(REAL, file)));
    const players = groupQuotesByPlayer(parsed.rows, buildNameContext([], []));
    const books = [...new Set(parsed.rows.map((q) => q.book ?? UNNAMED_BOOK))].sort();
    const lines = books.map((book) => {
      const calibration = pricingCalibration(card, book, NIGHTLY_MARKET_GROUP);
      const prices = parsed.rows.filter((q) => (q.book ?? UNNAMED_BOOK) === book).map((q) => impliedFromAmerican(q.american));
      const meanImplied = prices.reduce((s, x) => s + x, 0) / prices.length;
      const meanFair = prices.reduce((s, x) => s + calibratedFair(card, calibration, x).fair, 0) / prices.length;
      return `  ${book}: ${calibration.label}; ${prices.length} prices, mean implied ${(meanImplied * 100).toFixed(1)} %, mean fair ${(meanFair * 100).toFixed(1)} %`;
    });
    console.log(`[real-odds-calibration] ${file}: ${parsed.rows.length} quotes, ${players.length} players\n${lines.join('\n')}`);

    expect(parsed.rows.some((q) => q.noAmerican !== undefined)).toBe(false);
    const pooled = books.filter((book) => pricingCalibration(card, book, NIGHTLY_MARKET_GROUP).source === 'pooled');
    for (const book of books) expect(pooled.includes(book), book).toBe(!['fanduel', 'draftkings'].includes(bookKey(book)));
    expect(marketWarnings(card, players)).toHaveLength(pooled.length);
  });

  it.skipIf(!realDataPresent)("the card's pooled factor and the prior lie within what later real graded prices carried (figures printed)", () => {
    const picks = JSON.parse(readFileSync(path.join(REAL, 'odds/2026-07-25_on_hr_pick_history_with_odds.json'), 'utf8')) as {
      odds: unknown;
      hr: unknown;
    }[];
    // A pick graded 0 or 1 at a numeric price; 'dnp' (did not play: void) and ungraded rows are left out.
    const graded = picks.flatMap((pick) =>
      typeof pick.odds === 'number' && (pick.hr === 0 || pick.hr === 1) ? [{ implied: impliedFromAmerican(pick.odds), homered: pick.hr === 1 }] : [],
    );
    const n = graded.length;
    const meanImplied = graded.reduce((sum, pick) => sum + pick.implied, 0) / n;
    const hrRate = graded.filter((pick) => pick.homered).length / n;
    const hrRateSe = Math.sqrt((hrRate * (1 - hrRate)) / n);
    const [low, high] = [meanImplied / (hrRate + 1.96 * hrRateSe), meanImplied / (hrRate - 1.96 * hrRateSe)];
    const pooled = card.pooled.find((p) => p.group === 'starters')!;
    const meanFair = graded.reduce((sum, pick) => sum + calibratedFair(card, pricingCalibration(card, 'any book', 'starters'), pick.implied).fair, 0) / n;
    console.log(
      `[real-odds-calibration] ${n} graded picks: mean implied ${(meanImplied * 100).toFixed(1)} %, home-run rate ${(hrRate * 100).toFixed(1)} % ` +
        `(± ${(1.96 * hrRateSe * 100).toFixed(1)}), implied / rate ${(meanImplied / hrRate).toFixed(3)} (95 %: ${low.toFixed(2)}-${high.toFixed(2)}); ` +
        `the card's pooled starters' factor ${pooled.factor.value} (${pooled.factor.low}-${pooled.factor.high}), mean fair ${(meanFair * 100).toFixed(1)} %; the prior ${MARKET_CALIBRATION.priorFactor}`,
    );
    expect(n).toBeGreaterThan(300);
    for (const factor of [pooled.factor.value, MARKET_CALIBRATION.priorFactor]) {
      expect(factor).toBeGreaterThan(low);
      expect(factor).toBeLessThan(high);
    }
  });
});
