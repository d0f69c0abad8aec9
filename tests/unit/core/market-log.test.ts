/**
 * The market log and the card's refit on it (core/market-log.ts, domain/probability/market-refit.ts): a
 * season of our own archive made by the pipeline's rules (four runs a day archived by archiveRun, the
 * last after first pitch; yesterday's box scores graded by the morning build), refit at each morning build.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryDay, HistoryRun, MarketLog, RunQuote } from '../../../domain/contracts/index.ts';
import { marketLogSchema } from '../../../domain/contracts/index.ts';
import committedMarketCard from '../../../domain/probability/market-card.json' with { type: 'json' };
import {
  factorAt,
  impliedFromAmerican,
  marketCardSchema,
  MARKET_REFIT,
  pricingCalibration,
  refitMarketCard,
  refitWindow,
  seededRandom,
  type MarketCard,
} from '../../../domain/probability/index.ts';
import { archiveRun } from '../../../pipeline/core/history.ts';
import { appendToMarketLog, closesOf, logPrices, nightlyMarket } from '../../../pipeline/core/market-log.ts';
import type { RawBoxBatter, RawGameResult } from '../../../pipeline/inputs/rows.ts';

const CARD = marketCardSchema.parse(committedMarketCard);
const BOOKS = ['DraftKings', 'FanDuel', 'BetMGM'] as const;
/** The books' true margin in the generated season: implied = 1.18 x the true rate before the drift. */
const BOOK_FACTOR = 1.18;
const GAMES_A_DAY = 15;
const nextDay = (date: string, days = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** American odds of an implied probability under 50 %, to the nearest 5 as books quote them. */
const american = (implied: number) => Math.max(105, Math.round((100 * (1 - implied)) / implied / 5) * 5);

interface Hitter {
  mlbamId: number;
  base: number;
}

/** A fixed league: every game's 18 hitters with a base home-run chance between 5 % and 25 %. */
function league(random: () => number): Hitter[][] {
  return Array.from({ length: GAMES_A_DAY }, (_, g) => Array.from({ length: 18 }, (_, i) => ({ mlbamId: 600_000 + g * 100 + i, base: 0.05 + 0.2 * random() })));
}

/** A day of the season: four runs (three before the 23:05 first pitches, one after, with live prices), archived by archiveRun; and its box scores. */
function seasonDay(date: string, games: readonly Hitter[][], trueRatio: number, random: () => number): { day: HistoryDay; results: RawGameResult[] } {
  const gameId = (g: number) => String(700_000 + Number(date.replaceAll('-', '').slice(2)) * 20 + g);
  const firstPitch = `${date}T23:05:00.000Z`;
  // A side's lineup is posted by the third run most days; on one side in eight it is still projected at the close.
  const posted = games.map(() => [random() > 0.125, random() > 0.125]);
  const quotes = (run: number): RunQuote[] =>
    games.flatMap((hitters, g) =>
      hitters.map((h, i) => {
        // The morning's prices are 10 points longer; after first pitch the price is live (much longer).
        const drift = run === 0 ? 1.05 : run === 3 ? 0.4 : 1;
        const prices = Object.fromEntries(BOOKS.map((book, b) => [book, american(h.base * BOOK_FACTOR * drift * (1 + (b - 1) * 0.02))]));
        return { gameId: gameId(g), id: `mlbam-${h.mlbamId}`, mlbamId: h.mlbamId, confirmed: run >= 2 && posted[g]![i < 9 ? 0 : 1]!, pHr: h.base, prices };
      }),
    );
  const games_ = games.map((_, g) => ({ gameId: gameId(g), firstPitch, away: 'NYY', home: 'BOS', confirmed: [] }));
  const run = (at: string, i: number): HistoryRun => ({ at: `${date}T${at}:00.000Z`, games: games_, confident: [], punt: [], value: [], quotes: quotes(i) });
  let day: HistoryDay | null = null;
  for (const [i, at] of ['14:00', '17:00', '20:00', '23:40'].entries()) day = archiveRun(day, date, run(at, i), { rewrite: false }).day;
  const results: RawGameResult[] = games.map((hitters, g) => ({
    gamePk: gameId(g),
    date,
    away: 'NYY',
    home: 'BOS',
    gameNumber: null,
    state: 'final',
    detailedState: 'Final',
    // One hitter a game never comes to the plate (a void); the others homer at the day's true rate.
    batters: hitters.map(
      (h, i): RawBoxBatter => ({
        mlbamId: h.mlbamId,
        name: String(h.mlbamId),
        team: i < 9 ? 'NYY' : 'BOS',
        plateAppearances: i === 17 ? 0 : 4,
        homeRuns: i !== 17 && random() < h.base * trueRatio ? 1 : 0,
      }),
    ),
  }));
  return { day: day!, results };
}

interface Morning {
  date: string;
  factor: number;
  low: number;
  high: number;
  basis: string | undefined;
  card: MarketCard;
}

/**
 * A season from `start`, `days` long, the league's true home-run rate x `dropTo` from `dropOn` while the
 * prices stay put; each morning build grades yesterday (its results input) and refits the committed card.
 */
function season(start: string, days: number, dropOn: string, dropTo: number) {
  const random = seededRandom(20_260_401);
  const games = league(random);
  const archive: HistoryDay[] = [];
  let log: MarketLog | null = null;
  const mornings: Morning[] = [];
  let results: RawGameResult[] = [];
  for (let d = 0; d <= days; d++) {
    const date = nextDay(start, d);
    const market = nightlyMarket({ card: CARD, previous: log, archive, results, date, builtAt: `${date}T12:00:00.000Z` });
    log = marketLogSchema.parse(market.log);
    const line = market.pricingCard.calibrations.find((c) => c.book === 'DraftKings' && c.group === 'starters')!;
    mornings.push({ date, factor: line.factor.value, low: line.factor.low, high: line.factor.high, basis: line.basis, card: market.pricingCard });
    const today = seasonDay(date, games, date >= dropOn ? dropTo : 1, random);
    archive.push(today.day);
    results = today.results;
  }
  return { archive, log: log!, mornings };
}

const SEASON = season('2026-04-01', 70, '2026-05-06', 0.85);
const on = (date: string) => SEASON.mornings.find((m) => m.date === date)!;

describe('closes from the archive', () => {
  it("each book's last price before first pitch; the run after it ignored; the group and HR Chance of the last run before it", () => {
    const day = SEASON.archive[0]!;
    expect(day.runs).toHaveLength(4);
    const game = closesOf(day.runs!).get(day.runs![0]!.quotes![0]!.gameId)!;
    const first = day.runs![0]!.quotes![0]!;
    const close = game.hitters.get(first.mlbamId!)!;
    // The third run (20:00) is the close: the 23:40 run's live prices came after first pitch.
    const third = day.runs![2]!.quotes!.find((q) => q.mlbamId === first.mlbamId)!;
    expect(close.prices).toEqual(third.prices);
    expect(close.starter).toBe(third.confirmed);
    expect(close.pHr).toBe(third.pHr);
    expect(game.firstPitch).toBe(day.runs![0]!.games[0]!.firstPitch);
  });
});

describe('grading into the log', () => {
  const first = SEASON.log.games.filter((g) => g.date === '2026-04-01');

  it('grades every game of yesterday from its box score, voids left out and counted', () => {
    expect(first).toHaveLength(GAMES_A_DAY);
    for (const game of first) {
      expect(game.voids).toBe(1);
      expect(game.hitters).toHaveLength(17);
      expect(game.gradedAt).toBe('2026-04-02T12:00:00.000Z');
    }
    // Three books a hitter: 15 games x 17 hitters x 3 prices.
    expect(logPrices({ schemaVersion: 1, games: first })).toHaveLength(GAMES_A_DAY * 17 * 3);
  });

  it('is append-only: a corrected box score or a second build leaves a graded game as it was; a postponed game and a day not before the slate are not graded', () => {
    const day = SEASON.archive[0]!;
    const gameId = first[0]!.gameId;
    const corrected: RawGameResult[] = first.map((g) => ({
      gamePk: g.gameId,
      date: g.date,
      away: 'NYY',
      home: 'BOS',
      gameNumber: null,
      state: 'final',
      detailedState: 'Final',
      batters: g.hitters.map((h) => ({ mlbamId: h.mlbamId, name: '', team: 'NYY', plateAppearances: 4, homeRuns: 1 })),
    }));
    const previous: MarketLog = { schemaVersion: 1, games: [first[0]!] };
    const again = appendToMarketLog(previous, [day], corrected, '2026-04-02', 'later');
    expect(again.log.games[0]).toEqual(first[0]);
    expect(again.added.map((g) => g.gameId)).not.toContain(gameId);
    expect(again.added).toHaveLength(GAMES_A_DAY - 1);
    const postponed = corrected.map((r) => ({ ...r, state: 'postponed' as const, detailedState: 'Postponed', batters: null }));
    expect(appendToMarketLog(null, [day], postponed, '2026-04-02', 'later').added).toEqual([]);
    // The slate's own date (and later) is never graded: a build of 2026-04-01 grades nothing of 2026-04-01.
    expect(appendToMarketLog(null, [day], corrected, '2026-04-01', 'later').added).toEqual([]);
  });
});

describe('the refit, kept current by our own nights', () => {
  it('keeps the committed card until the window holds enough graded prices, then prices with the refit line and says so', () => {
    expect(on('2026-04-02').basis).toBeUndefined();
    expect(on('2026-04-02').factor).toBe(CARD.calibrations.find((c) => c.book === 'DraftKings' && c.group === 'starters')!.factor.value);
    const refit = SEASON.mornings.find((m) => m.basis === 'archive')!;
    // About 230 graded DraftKings starters a night: the refit starts once 1,000 are in the window.
    expect(refit.date > '2026-04-04' && refit.date < '2026-04-10').toBe(true);
    const label = pricingCalibration(on('2026-05-05').card, 'DraftKings', 'starters').label;
    expect(label).toBe(
      `DraftKings, refit on ${refitWindow(logPrices(SEASON.log), '2026-05-05')
        .filter((p) => p.book === 'DraftKings' && p.group === 'starters')
        .length.toLocaleString('en-US')} of our graded starters, 2026-04-01 to 2026-05-04`,
    );
    // A book the card has not measured gets its own refit line (from the pooled prior) once it has the prices.
    expect(pricingCalibration(on('2026-05-05').card, 'BetMGM', 'starters').source).toBe('measured');
    expect(pricingCalibration(CARD, 'BetMGM', 'starters').source).toBe('pooled');
  });

  it("follows a drift in the league's home-run rate: the factor moves from the books' 1.18 toward 1.18 / 0.85 = 1.39", () => {
    const before = on('2026-05-06');
    const after = on('2026-06-10');
    console.log(
      'DraftKings starters, implied / fair at 15 %:',
      SEASON.mornings
        .filter((_, i) => i % 7 === 0 || i === SEASON.mornings.length - 1)
        .map((m) => `${m.date} ${m.factor.toFixed(3)} (${m.low.toFixed(3)}-${m.high.toFixed(3)})`),
    );
    // Before the drift the refit finds the books' true margin, with an interval around it.
    expect(Math.abs(before.factor - BOOK_FACTOR)).toBeLessThan(0.08);
    expect(before.low).toBeLessThan(BOOK_FACTOR);
    expect(before.high).toBeGreaterThan(BOOK_FACTOR);
    // Five weeks after the league's rate fell 15 % the factor has followed it most of the way; the committed card has not moved.
    expect(after.factor).toBeGreaterThan(1.31);
    expect(after.factor - before.factor).toBeGreaterThan(0.12);
    expect(after.high).toBeGreaterThan(BOOK_FACTOR / 0.85 - 0.05);
    expect(factorAt(CARD.calibrations.find((c) => c.book === 'DraftKings' && c.group === 'starters')!, 0.15)).toBeCloseTo(1.175, 3);
    // The implied over the observed rate on the log's starters after the drift, the figure it moves toward.
    const late = logPrices(SEASON.log).filter((p) => p.date >= '2026-05-06' && p.group === 'starters' && p.book === 'DraftKings');
    const ratio = late.reduce((s, p) => s + p.implied, 0) / late.filter((p) => p.homered).length;
    expect(Math.abs(after.factor - ratio)).toBeLessThan(0.08);
  });

  it('a refit as of date D uses only outcomes before D (leakage): the same card with every outcome of D and later removed or flipped', () => {
    const prices = logPrices(SEASON.log);
    const asOf = '2026-05-20';
    const card = refitMarketCard(CARD, prices, asOf);
    expect(
      refitMarketCard(
        CARD,
        prices.filter((p) => p.date < asOf),
        asOf,
      ),
    ).toEqual(card);
    expect(
      refitMarketCard(
        CARD,
        prices.map((p) => (p.date >= asOf ? { ...p, homered: !p.homered, implied: impliedFromAmerican(105) } : p)),
        asOf,
      ),
    ).toEqual(card);
    expect(refitWindow(prices, asOf).every((p) => p.date < asOf && p.date >= nextDay(asOf, -MARKET_REFIT.windowDays))).toBe(true);
    // And the morning build of D grades nothing of D or later, whatever results it is given.
    const later = SEASON.archive.filter((d) => d.date >= asOf);
    expect(appendToMarketLog(null, later, [], asOf, 'x').added).toEqual([]);
  });
});
