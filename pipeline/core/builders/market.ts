/**
 * market/log.json and graded-nights.json: the market log as this build left it (core/market-log.ts:
 * the archived nights' close prices graded, appended), and what it says for /model and the build
 * report: the lines that priced the slate (each book's factor, refit on the log or the committed
 * card's) and HR Chance's reliability on the graded priced hitters.
 */
import type { GradedNights, MarketLog, PricingLine } from '../../../domain/contracts/index.ts';
import { gradedReliabilityTable, MARKET_GROUPS, MARKET_REFIT, type MarketCalibration, type MarketCard } from '../../../domain/probability/index.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildMarketLogFile: Builder<'market/log.json'> = (_join, context) => slateFile('market/log.json', context.options.marketLog);

export const buildGradedNightsFile: Builder<'graded-nights.json'> = (_join, context) =>
  slateFile('graded-nights.json', gradedNightsOf(context.date, context.options.marketLog, context.options.marketCard));

function pricingLine(c: MarketCalibration, pooled: boolean): PricingLine {
  return {
    book: c.book,
    group: c.group,
    basis: c.basis === 'archive' ? 'refit' : 'card',
    pooled,
    factor: c.factor.value,
    low: c.factor.low,
    high: c.factor.high,
    rows: c.rows,
    firstDate: c.firstDate,
    lastDate: c.lastDate,
  };
}

/** graded-nights.json's data (see its contract): `card` is the card the slate was priced with. */
export function gradedNightsOf(date: string, log: MarketLog, card: MarketCard): GradedNights {
  const lines = MARKET_GROUPS.flatMap((group) => [
    ...card.calibrations.filter((c) => c.group === group).map((c) => pricingLine(c, false)),
    ...card.pooled.filter((p) => p.group === group).map((p) => pricingLine(p, true)),
  ]);
  const hitters = log.games.flatMap((g) => g.hitters.map((h) => ({ date: g.date, h })));
  const withChance = hitters.filter(({ h }) => h.pHr !== undefined);
  const p = withChance.map(({ h }) => h.pHr!);
  const y = withChance.map(({ h }) => h.homered);
  const dates = log.games.map((g) => g.date).sort();
  const chanceDates = withChance.map((x) => x.date).sort();
  const round = (x: number) => Number(x.toFixed(6));
  return {
    schemaVersion: log.schemaVersion,
    date,
    lines,
    log: {
      games: log.games.length,
      hitters: hitters.length,
      prices: hitters.reduce((n, { h }) => n + Object.keys(h.prices).length, 0),
      voids: log.games.reduce((n, g) => n + g.voids, 0),
      firstDate: dates[0] ?? null,
      lastDate: dates.at(-1) ?? null,
    },
    pricing: {
      atImplied: card.referenceImplied,
      windowDays: card.refit?.windowDays ?? MARKET_REFIT.windowDays,
      minRows: card.refit?.minRows ?? MARKET_REFIT.minRows,
      cardFirstDate: card.fittedOn.map((f) => f.firstDate).sort()[0]!,
      cardLastDate: card.fittedOn
        .map((f) => f.lastDate)
        .sort()
        .at(-1)!,
    },
    reliability: {
      hitters: withChance.length,
      homered: y.filter(Boolean).length,
      expected: round(p.reduce((s, v) => s + v, 0)),
      firstDate: chanceDates[0] ?? null,
      lastDate: chanceDates.at(-1) ?? null,
      bins: gradedReliabilityTable(p, y).map((b) => ({
        ...b,
        meanPredicted: round(b.meanPredicted),
        observedRate: round(b.observedRate),
      })),
    },
  };
}
