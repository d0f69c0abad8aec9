import { describe, expect, it } from 'vitest';
import { gradedNightsSchema, marketLogSchema, type HistoryDay, type MarketLog } from '../../../../domain/contracts/index.ts';
import { gradedNightsOf } from '../../../../pipeline/core/builders/market.ts';
import { buildSlate } from '../../../../pipeline/core/slate.ts';
import type { RawGameResult } from '../../../../pipeline/inputs/rows.ts';
import { CARD, DATE, fixtureSlate, MARKET_CARD, sourcesOf } from './slate-fixture.ts';

/** The fixture's archived day moved to the day before the slate, its game's first pitch known (after the run). */
function yesterday(): HistoryDay {
  const day = fixtureSlate('2026-08-21T16:00:00.000Z').files.find((f) => f.file === `history/${DATE}.json`)!.data as HistoryDay;
  return {
    ...day,
    date: '2026-08-21',
    runs: day.runs!.map((run) => ({ ...run, games: run.games.map((g) => ({ ...g, firstPitch: '2026-08-21T23:05:00.000Z' })) })),
  };
}

const final = (gamePk: string, batters: RawGameResult['batters']): RawGameResult => ({
  gamePk,
  date: '2026-08-21',
  away: 'NYY',
  home: 'BOS',
  gameNumber: null,
  state: 'final',
  detailedState: 'Final',
  batters,
});

describe('market/log.json and graded-nights.json in the build', () => {
  it("the morning build grades yesterday's close prices from the results input, keeps the previous log's games, and states the lines that priced the slate", () => {
    const day = yesterday();
    const quote = day.runs![0]!.quotes![0]!;
    const results = [final(quote.gameId, [{ mlbamId: quote.mlbamId!, name: 'Aaron Judge', team: 'NYY', plateAppearances: 4, homeRuns: 1 }])];
    const earlier: MarketLog = {
      schemaVersion: 1,
      games: [{ date: '2026-08-20', gameId: '776000', firstPitch: '2026-08-20T23:05:00.000Z', gradedAt: 'before', hitters: [], voids: 2 }],
    };
    const slate = buildSlate({
      date: DATE,
      builtAt: '2026-08-22T10:00:00.000Z',
      inputs: sourcesOf({ 'game-results': results }),
      history: [day],
      rewriteHistory: false,
      card: CARD,
      marketCard: MARKET_CARD,
      marketLog: earlier,
    });
    const log = marketLogSchema.parse(slate.files.find((f) => f.file === 'market/log.json')!.data);
    expect(log.games.map((g) => g.date)).toEqual(['2026-08-20', '2026-08-21']);
    expect(log.games[0]).toEqual(earlier.games[0]);
    expect(log.games[1]!.hitters).toEqual([{ mlbamId: quote.mlbamId, starter: quote.confirmed, pHr: quote.pHr, homered: true, prices: quote.prices }]);
    expect(log.games[1]!.gradedAt).toBe('2026-08-22T10:00:00.000Z');
    expect(slate.marketLogAdded).toBe(1);
    expect(slate.marketSummary.at(-1)).toMatch(/^ {2}Market log: 2 games \(1 graded by this build\), 1 graded prices, 2026-08-20 to 2026-08-21; /);

    const nights = gradedNightsSchema.parse(slate.files.find((f) => f.file === 'graded-nights.json')!.data);
    expect(nights.date).toBe(DATE);
    expect(nights.log).toEqual({ games: 2, hitters: 1, prices: 1, voids: 2, firstDate: '2026-08-20', lastDate: '2026-08-21' });
    // Too few graded prices to refit: every line is the committed card's, stated with its interval and dates.
    const dk = nights.lines.find((l) => l.book === 'DraftKings' && l.group === 'starters')!;
    const card = MARKET_CARD.calibrations.find((c) => c.book === 'DraftKings' && c.group === 'starters')!;
    expect(dk).toEqual({ book: 'DraftKings', group: 'starters', basis: 'card', pooled: false, ...pick(card) });
    expect(nights.reliability).toMatchObject({ hitters: 1, homered: 1, expected: quote.pHr, firstDate: '2026-08-21', lastDate: '2026-08-21' });
    expect(nights.reliability.bins).toHaveLength(1);
  });

  it('without a previous log or results, the log is empty and the reliability says there is no graded hitter', () => {
    const nights = gradedNightsOf(DATE, { schemaVersion: 1, games: [] }, MARKET_CARD);
    expect(nights.reliability).toEqual({ hitters: 0, homered: 0, expected: 0, firstDate: null, lastDate: null, bins: [] });
    expect(nights.lines.filter((l) => l.group === 'starters').map((l) => l.book)).toEqual(['DraftKings', 'FanDuel', 'DraftKings + FanDuel']);
  });

  it('bins only graded hitters with HR Chance: voids are not in the log, hitters archived without HR Chance are left out', () => {
    const hitters = Array.from({ length: 120 }, (_, i) => ({
      mlbamId: i + 1,
      starter: true,
      homered: i % 5 === 0,
      prices: { FanDuel: 400 },
      ...(i < 100 ? { pHr: 0.05 + i * 0.002 } : {}),
    }));
    const log: MarketLog = { schemaVersion: 1, games: [{ date: '2026-08-21', gameId: '1', firstPitch: 'x', gradedAt: 'y', hitters, voids: 7 }] };
    const nights = gradedNightsOf(DATE, log, MARKET_CARD);
    expect(nights.reliability.hitters).toBe(100);
    expect(nights.reliability.homered).toBe(20);
    // 100 graded hitters: two equal groups of 50 (GRADED_RELIABILITY.minPerBin).
    expect(nights.reliability.bins.map((b) => b.n)).toEqual([50, 50]);
    expect(nights.reliability.bins[0]!.meanPredicted).toBeCloseTo(0.05 + 24.5 * 0.002, 6);
    expect(nights.reliability.bins[0]!.observedRate).toBe(10 / 50);
    expect(nights.log.voids).toBe(7);
  });
});

function pick(c: (typeof MARKET_CARD)['calibrations'][number]) {
  return { factor: c.factor.value, low: c.factor.low, high: c.factor.high, rows: c.rows, firstDate: c.firstDate, lastDate: c.lastDate };
}
