/** A hand-made market card for the fair-price and Value-list tests: every figure chosen, so each expected value is computed by hand. */
import { marketCardSchema, type MarketCard } from '../../../domain/probability/index.ts';

const line = (book: string, factor: number, levelVariance: number, rows: number) => ({
  book,
  group: 'starters' as const,
  method: 'factor' as const,
  // fair = implied / factor: at the reference 15 % implied, fair = 0.15 / factor.
  level: Math.log(0.15 / factor),
  slope: 1,
  covariance: [
    [levelVariance, 0],
    [0, 0],
  ] as [[number, number], [number, number]],
  rows,
  homeRuns: Math.round(rows * 0.13),
  effectiveRows: rows,
  firstDate: '2026-06-11',
  lastDate: '2026-07-18',
  meanImplied: 0.15,
  observedRate: 0.13,
  factor: { atImplied: 0.15, value: factor, low: factor, high: factor },
});

/** A hand-made card: FanDuel's starters at fair = implied / 1.2 (sd 0.05 on the log), every book's pooled at 1.25 (sd 0.04), a book not measured +/- 0.05 more. */
export const HAND_CARD: MarketCard = marketCardSchema.parse({
  schema: 'longball.market-card',
  version: 1,
  asOf: '2026-07-19',
  settings: { method: 'factor', halfLifeDays: 10, priorRows: 100 },
  priorFactor: 1.25,
  referenceImplied: 0.15,
  z: 1.96,
  fittedOn: [{ file: 'hand.csv', sha256: '0'.repeat(64), rows: 6000, graded: 5256, firstDate: '2026-06-11', lastDate: '2026-07-18' }],
  calibrations: [line('FanDuel', 1.2, 0.0025, 5256)],
  pooled: [{ ...line('FanDuel', 1.25, 0.0016, 5256), books: ['FanDuel'], unmeasuredLevelSd: 0.05 }],
  comparison: [],
  walkForward: [],
  notes: [],
});
