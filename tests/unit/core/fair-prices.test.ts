import { describe, expect, it } from 'vitest';
import { marketSummary, marketWarnings, NIGHTLY_MARKET_GROUP, NO_ODDS, oddsFigures, PROJECTED_LINEUP_NOTE } from '../../../pipeline/core/fair-prices.ts';
import { UNNAMED_BOOK, type OddsPlayer } from '../../../pipeline/core/odds.ts';
import type { RawOddsQuote } from '../../../pipeline/inputs/rows.ts';
import { HAND_CARD } from './market-card-fixture.ts';
import { refitMarketCard } from '../../../domain/probability/index.ts';

const q = (book: string | null, american: number, extra: Partial<RawOddsQuote> = {}): RawOddsQuote => ({
  player: 'Aaron Judge',
  team: 'NYY',
  book,
  american,
  ...extra,
});
const judge = (...quotes: RawOddsQuote[]): OddsPlayer => ({ name: 'Aaron Judge', team: 'NYY', mlbamId: 592450, quotes });

describe('fair prices from the market card', () => {
  it("prices a one-sided price of a book with data by the book's own calibration, labelled with its rows", () => {
    // FanDuel +300: implied 0.25, fair 0.25 / 1.2 = 0.208333; its interval 0.208333 x e^(-/+1.96 x 0.05) = 0.188885 to 0.229784.
    const f = oddsFigures({ pHr: 0.25, sd: 0, confirmed: true }, judge(q('FanDuel', 300)), HAND_CARD);
    expect(f.books).toEqual([
      {
        book: 'FanDuel',
        american: 300,
        noAmerican: null,
        updatedAt: null,
        fairProbability: 0.2083,
        fairMethod: 'measured',
        fairBasis: 'FanDuel, measured on 5,256 starters',
        edge: 0.0417,
        evPerDollar: 0,
      },
    ]);
    // The time the price was taken goes with it (the book panel shows it).
    const timed = oddsFigures({ pHr: 0.25, sd: 0, confirmed: true }, judge({ ...q('FanDuel', 300), updatedAt: '2026-08-21T15:00:00Z' }), HAND_CARD);
    expect(timed.books[0]!.updatedAt).toBe('2026-08-21T15:00:00Z');
    expect([f.fairProbability, f.fairProbMethod, f.fairBasis, f.edge]).toEqual([0.2083, 'measured', 'FanDuel, measured on 5,256 starters', 0.0417]);
    // With HR Chance known exactly, the edge's interval is the fair price's: sd (0.229784 - 0.188885) / 3.92 = 0.010433.
    expect(f.edgeLow).toBeCloseTo(0.0417 - 1.96 * 0.010433, 4);
    expect(f.edgeHigh).toBeCloseTo(0.0417 + 1.96 * 0.010433, 4);
    expect(f.edgeWithinNoise).toBe(false);
  });

  it('prices a book without data by the pooled calibration, with the wider interval, and says so', () => {
    // BetMGM +300: pooled fair 0.25 / 1.25 = 0.2, log-scale sd sqrt(0.0016 + 0.05^2) = 0.064031: 0.176411 to 0.226743, sd 0.012840.
    const f = oddsFigures({ pHr: 0.21, sd: 0, confirmed: true }, judge(q('BetMGM', 300)), HAND_CARD);
    expect(f.books[0]).toMatchObject({
      fairProbability: 0.2,
      fairMethod: 'pooled',
      fairBasis: 'Pooled FanDuel, measured on 5,256 starters (no data for BetMGM)',
    });
    expect(f.fairProbMethod).toBe('pooled');
    // Edge +1 pt, interval +/- 1.96 x 0.012840 = 2.5 pts: within noise.
    expect(f.edge).toBe(0.01);
    expect(f.edgeLow).toBeCloseTo(0.01 - 0.025166, 4);
    expect(f.edgeWithinNoise).toBe(true);
    // The flat file names no book: pooled too.
    const flat = oddsFigures({ pHr: 0.21, sd: 0, confirmed: true }, judge(q(null, 300)), HAND_CARD);
    expect([flat.oddsBook, flat.books[0]!.book, flat.fairBasis]).toEqual([
      null,
      UNNAMED_BOOK,
      `Pooled FanDuel, measured on 5,256 starters (no data for ${UNNAMED_BOOK})`,
    ]);
  });

  it('weighs the books by their evidence into the consensus fair; the edge is against it, the EV at the best price', () => {
    // BetMGM +320: implied 0.238095, pooled fair 0.190476, sd 0.012840 x 0.190476 / 0.2 = 0.012228.
    // Weights 1 / sd^2: FanDuel 1 / 0.010433^2, BetMGM 1 / 0.012228^2 -> 0.5787 and 0.4213;
    // consensus 0.5787 x 0.208333 + 0.4213 x 0.190476 = 0.200810, its sd the weighted mean of the sds, 0.011190.
    const f = oddsFigures({ pHr: 0.25, sd: 0.02, confirmed: true }, judge(q('FanDuel', 300), q('BetMGM', 320)), HAND_CARD);
    expect(f.fairProbability).toBe(0.2008);
    expect(f.edge).toBe(0.0492);
    // Edge interval: +/- 1.96 x sqrt(0.02^2 + 0.011190^2) = 0.044918: outside noise.
    expect(f.edgeLow).toBeCloseTo(0.0492 - 0.044918, 4);
    expect(f.edgeWithinNoise).toBe(false);
    // The best price is BetMGM's +320: EV 0.25 x 3.2 - 0.75 = 0.05; the row's method is the heavier book's.
    expect([f.oddsAmerican, f.oddsBook, f.evPerDollar, f.fairProbMethod]).toEqual([320, 'BetMGM', 0.05, 'measured']);
    expect(f.fairBasis).toBe(
      'Consensus of 2 books, weighted by their evidence: BetMGM: pooled FanDuel, measured on 5,256 starters (no data for BetMGM); FanDuel, measured on 5,256 starters',
    );
    // Each book keeps its own fair and its edge against it.
    expect(f.books.map((b) => [b.book, b.fairProbability, b.edge])).toEqual([
      ['BetMGM', 0.1905, 0.0595],
      ['FanDuel', 0.2083, 0.0417],
    ]);
  });

  it("reads a two-sided pair with Shin's method, its interval spanning the ways the margin may be split", () => {
    // +300 / -400: 0.25 and 0.8, overround 0.05. Shin 0.225; even split 0.25 / 1.05 = 0.238095; all on Yes 0.2: sd 0.038095 / 3.92 = 0.009718.
    const f = oddsFigures({ pHr: 0.3, sd: 0, confirmed: true }, judge(q('DraftKings', 300, { noAmerican: -400 })), HAND_CARD);
    expect(f.books[0]).toMatchObject({ fairProbability: 0.225, fairMethod: 'shin', fairBasis: 'Both sides posted (Shin)' });
    expect(f.edgeHigh).toBeCloseTo(0.075 + 1.96 * 0.009718, 4);
    expect(f.edgeWithinNoise).toBe(false);
  });

  it('prices every projected hitter as a starter, and says when his lineup is not posted', () => {
    expect(NIGHTLY_MARKET_GROUP).toBe('starters');
    const f = oddsFigures({ pHr: 0.25, sd: 0, confirmed: false }, judge(q('FanDuel', 300)), HAND_CARD);
    expect(f.fairProbability).toBe(0.2083);
    expect(f.fairBasis).toBe(`FanDuel, measured on 5,256 starters; ${PROJECTED_LINEUP_NOTE}`);
  });

  it('gives nulls without odds', () => {
    expect(oddsFigures({ pHr: 0.25, sd: 0, confirmed: true }, null, HAND_CARD)).toEqual(NO_ODDS);
  });

  it('warns for each one-sided book the card has not measured; the report states each factor, its interval and the dates behind it', () => {
    const players = [judge(q('FanDuel', 300), q('BetMGM', 320), q('Caesars', 300, { noAmerican: -400 }))];
    expect(marketWarnings(HAND_CARD, players)).toEqual([
      'BetMGM: the market card has no graded prices of this book: its one-sided fair prices take the pooled calibration (Pooled FanDuel, measured on 5,256 starters (no data for BetMGM)), with a wider interval',
    ]);
    expect(marketWarnings(HAND_CARD, [judge(q('FanDuel', 300))])).toEqual([]);
    expect(marketSummary(HAND_CARD, '2026-08-22')).toEqual([
      "Fair prices: one-sided prices through the market card, graded 2026-06-11 to 2026-07-18 (35 days before this slate); starters' implied / fair at 15 %:",
      '  FanDuel 1.200 (1.200-1.200); other books pooled 1.250 (1.250-1.250), +/- 0.05 more.',
    ]);
  });

  it('a line refit on our graded nights says so, with the rows and dates it rests on, and the market log its state', () => {
    // 1,200 graded FanDuel starters at +567 (implied 15 %), one in eight homered: fair 12.5 %, implied / fair 1.2.
    const prices = Array.from({ length: 1200 }, (_, i) => ({
      date: `2026-08-${String(10 + (i % 10)).padStart(2, '0')}`,
      gameId: String(i),
      mlbamId: i + 1,
      book: 'FanDuel',
      group: 'starters' as const,
      implied: 0.15,
      homered: Math.floor(i / 10) % 8 === 0,
    }));
    const card = refitMarketCard(HAND_CARD, prices, '2026-08-22');
    const game = { date: '2026-08-19', gameId: '9', firstPitch: 'x', gradedAt: 'y', hitters: [], voids: 0 };
    const lines = marketSummary(card, '2026-08-22', { log: { schemaVersion: 1, games: [game] }, added: [game] });
    expect(lines[0]).toContain('refit on our graded nights where they hold enough prices');
    expect(lines[1]).toMatch(/^ {2}FanDuel 1\.\d{3} \(1\.\d{3}-1\.\d{3}\) refit on 1,200 of our graded starters, 2026-08-10 to 2026-08-19; other books pooled/);
    expect(card.calibrations[0]!.factor.value).toBeCloseTo(1.2, 1);
    expect(lines[2]).toBe(
      "  Market log: 1 games (1 graded by this build), 0 graded prices, 2026-08-19 to 2026-08-19; a book's line is refit once the last 60 days hold 1000 of its prices (1200 in the window now).",
    );
  });
});
