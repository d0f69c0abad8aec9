import { describe, expect, it } from 'vitest';
import {
  calibrationsAsOf,
  factorAt,
  fairBandOf,
  fairOf,
  fitLine,
  fitWithInterval,
  lineFor,
  MARKET_CALIBRATION,
  mergedRows,
  priorLine,
  recencyWeight,
  scoreTable,
  seededRandom,
  walkForwardFair,
  type CalibrationMethod,
  type GradedPrice,
  type WeightedPrice,
} from '../../../domain/probability/index.ts';

/** `n` rows at one implied probability, `homers` of them homered, each weighing 1. */
const rows = (implied: number, n: number, homers: number): WeightedPrice[] =>
  Array.from({ length: n }, (_, i) => ({ implied, homered: i < homers, weight: 1 }));

describe('the calibration families (hand-computed)', () => {
  it('reads each line at the reference implied 15 %: factor, power, logit shift, logistic', () => {
    // factor: fair = implied x e^level / 0.15; level ln(0.12) -> k = 1.25, +300 (0.25) -> 0.2.
    expect(fairOf({ method: 'factor', level: Math.log(0.12), slope: 1 }, 0.25)).toBeCloseTo(0.2, 12);
    expect(factorAt({ method: 'factor', level: Math.log(0.12), slope: 1 }, 0.4)).toBeCloseTo(1.25, 12);
    // power: fair = 0.12 x (implied / 0.15)^1.2; at 0.3: 0.12 x 2^1.2 = 0.275702.
    expect(fairOf({ method: 'power', level: Math.log(0.12), slope: 1.2 }, 0.3)).toBeCloseTo(0.12 * 2 ** 1.2, 12);
    // logit shift: odds divided by a constant; level logit(0.12), at 0.25: odds 1/3 x (0.12/0.88)/(0.15/0.85) = 0.257576 -> 0.204819.
    const odds = (1 / 3) * (0.12 / 0.88 / (0.15 / 0.85));
    expect(fairOf({ method: 'logit-shift', level: Math.log(0.12 / 0.88), slope: 1 }, 0.25)).toBeCloseTo(odds / (1 + odds), 12);
    // logistic: slope 0.9 on the log-odds; at 0.25: logit = -2 + 0.9 x (logit 0.25 - logit 0.15) = -2 + 0.9 x 0.635989 = -1.427610.
    expect(fairOf({ method: 'logistic', level: -2, slope: 0.9 }, 0.25)).toBeCloseTo(1 / (1 + Math.exp(1.42761)), 5);
  });

  it('with no rows, every family is the prior: fair = implied / 1.25 at the reference price (and at every price on the log link)', () => {
    for (const method of MARKET_CALIBRATION.search.methods) {
      const line = fitLine(method, [], 100);
      expect(line).toEqual(priorLine(method));
      expect(fairOf(line, 0.15), method).toBeCloseTo(0.15 / MARKET_CALIBRATION.priorFactor, 12);
    }
    expect(fairOf(priorLine('factor'), 0.25)).toBeCloseTo(0.2, 12);
    expect(fairOf(priorLine('power'), 0.25)).toBeCloseTo(0.2, 12);
    // The logit shift divides the odds: at 0.25, odds 1/3 x (0.12/0.88) / (0.15/0.85) = 0.257576 -> 0.204819.
    expect(fairOf(priorLine('logit-shift'), 0.25)).toBeCloseTo(0.257576 / 1.257576, 6);
  });

  it('fit by maximum likelihood without a prior: one price point sets a one-parameter family exactly', () => {
    // 20 prices at +300 (0.25), 4 homered: observed 0.2. factor: k = 0.25 / 0.2 = 1.25.
    const factor = fitLine('factor', rows(0.25, 20, 4), 0);
    expect(fairOf(factor, 0.25)).toBeCloseTo(0.2, 9);
    expect(factorAt(factor, 0.1)).toBeCloseTo(1.25, 9);
    // logit shift: logit(fair) = logit(0.2) + (logit(x) - logit(0.25)); at 0.15: -1.386294 - 0.635989 = -2.022283 -> 0.116883.
    expect(fairOf(fitLine('logit-shift', rows(0.25, 20, 4), 0), 0.15)).toBeCloseTo(0.116883, 5);
  });

  it('fit by maximum likelihood without a prior: two price points set a two-parameter family exactly', () => {
    // 1 of 20 at 0.1 (0.05) and 4 of 20 at 0.3 (0.2).
    const data = [...rows(0.1, 20, 1), ...rows(0.3, 20, 4)];
    // logistic through (logit 0.1, logit 0.05) and (logit 0.3, logit 0.2): slope 1.558145 / 1.349927 = 1.154244;
    // at 0.15: logit 0.05 + 1.154244 x (logit 0.15 - logit 0.1) = -2.410459 -> 0.082379.
    const logistic = fitLine('logistic', data, 0);
    expect(logistic.slope).toBeCloseTo(1.154244, 5);
    expect(fairOf(logistic, 0.15)).toBeCloseTo(0.082379, 5);
    // power through (ln 0.1, ln 0.05) and (ln 0.3, ln 0.2): slope ln 4 / ln 3 = 1.261860; at 0.15: 0.05 x 1.5^1.261860 = 0.083401.
    const power = fitLine('power', data, 0);
    expect(power.slope).toBeCloseTo(1.26186, 5);
    expect(fairOf(power, 0.15)).toBeCloseTo(0.083401, 5);
  });

  it('a prior worth more rows pulls the line toward fair = implied / 1.25', () => {
    // The data say 1.0 (4 of 20 at 0.2); each stronger prior moves the factor toward 1.25.
    const factors = [0, 25, 100, 400, 1e6].map((p) => factorAt(fitLine('factor', rows(0.2, 20, 4), p), 0.2));
    expect(factors[0]).toBeCloseTo(1, 9);
    for (let i = 1; i < factors.length; i++) expect(factors[i]!).toBeGreaterThan(factors[i - 1]!);
    expect(factors[4]).toBeCloseTo(1.25, 3);
  });

  it("a refit can centre its prior on another line (the card's own, as the archive's graded prices will refit it)", () => {
    const card = { method: 'factor' as const, level: Math.log(0.15 / 1.1), slope: 1 };
    expect(factorAt(fitLine('factor', [], 100, card), 0.2)).toBeCloseTo(1.1, 12);
    // 20 prices at 1.0 against a card at 1.1 worth 1e6 rows: the card holds.
    expect(factorAt(fitLine('factor', rows(0.2, 20, 4), 1e6, card), 0.2)).toBeCloseTo(1.1, 3);
  });

  it('weights: half-life 10 days halves a row 10 days old; no half-life weighs all alike; merged rows fit alike', () => {
    expect(recencyWeight('2026-07-08', '2026-07-18', 10)).toBeCloseTo(0.5, 12);
    expect(recencyWeight('2026-06-28', '2026-07-18', 10)).toBeCloseTo(0.25, 12);
    expect(recencyWeight('2026-01-01', '2026-07-18', null)).toBe(1);
    const data = [...rows(0.1, 20, 1), ...rows(0.3, 20, 4)];
    expect(mergedRows(data)).toEqual([
      { implied: 0.1, homered: false, weight: 19 },
      { implied: 0.1, homered: true, weight: 1 },
      { implied: 0.3, homered: false, weight: 16 },
      { implied: 0.3, homered: true, weight: 4 },
    ]);
    const [merged, each] = [fitLine('logistic', mergedRows(data), 50), fitLine('logistic', data, 50)];
    expect(merged.level).toBeCloseTo(each.level, 12);
    expect(merged.slope).toBeCloseTo(each.slope, 12);
  });

  it('the interval: eta +/- z sd, mapped back; a book the card has not measured adds its level variance', () => {
    // factor k = 1.2 at sd 0.05 on the log: +300 -> 0.208333 x e^(-/+ 0.098).
    const fit = {
      method: 'factor' as CalibrationMethod,
      level: Math.log(0.125),
      slope: 1,
      covariance: [
        [0.0025, 0],
        [0, 0],
      ] as [[number, number], [number, number]],
    };
    const band = fairBandOf(fit, 0.25, 1.96);
    expect(band.fair).toBeCloseTo(0.208333, 6);
    expect(band.low).toBeCloseTo(0.208333 * Math.exp(-0.098), 6);
    expect(band.high).toBeCloseTo(0.208333 * Math.exp(0.098), 6);
    const wider = fairBandOf(fit, 0.25, 1.96, 0.05 ** 2);
    expect(wider.high).toBeCloseTo(0.208333 * Math.exp(1.96 * Math.sqrt(0.005)), 6);
    // A free slope's variance grows away from the reference price: var = v_l + 2c u + v_s u^2, u = ln(0.3 / 0.15).
    const power = {
      ...fit,
      method: 'power' as CalibrationMethod,
      covariance: [
        [0.0025, 0.001],
        [0.001, 0.01],
      ] as [[number, number], [number, number]],
    };
    const u = Math.log(2);
    expect(fairBandOf(power, 0.3, 1).high).toBeCloseTo(0.25 * Math.exp(Math.sqrt(0.0025 + 0.002 * u + 0.01 * u * u)), 6);
  });
});

/** A market of `days` dates from 2026-06-01: each date, every book prices `starters` starters and 10 others; `rate(day)` the starters' true chance over implied. */
function market(days: number, rate: (day: number) => number, seed = 1, starters = 60): GradedPrice[] {
  const random = seededRandom(seed);
  const prices: GradedPrice[] = [];
  for (let d = 0; d < days; d++) {
    const date = new Date(Date.UTC(2026, 5, 1 + d)).toISOString().slice(0, 10);
    for (const book of ['FanDuel', 'DraftKings']) {
      for (let i = 0; i < starters + 10; i++) {
        // Prices come in steps, as books quote them: 41 implied probabilities from 6 % to 26 %.
        const implied = Math.round((0.06 + 0.2 * random()) * 200) / 200;
        const group = i < starters ? 'starters' : 'others';
        const chance = implied * (group === 'starters' ? rate(d) : 0.6);
        prices.push({ date, gameId: String(700000 + d * 100 + (i % 15)), mlbamId: 600000 + i, book, group, implied, homered: random() < chance });
      }
    }
  }
  return prices;
}

describe('walked forward by date', () => {
  const settings = { method: 'factor' as const, halfLifeDays: 10, priorRows: 100 };
  const prices = market(30, () => 0.85);

  it('a row of date D is priced from the outcomes of dates before D only', () => {
    const fair = walkForwardFair([], prices, settings);
    const day = '2026-06-16';
    // The outcomes of D and later flipped: every row up to D unchanged, byte for byte.
    const flipped = prices.map((p) => (p.date >= day ? { ...p, homered: !p.homered } : p));
    const fairFlipped = walkForwardFair([], flipped, settings);
    prices.forEach((p, i) => {
      if (p.date <= day) expect(fairFlipped[i], `${p.date} ${p.book} ${p.group}`).toBe(fair[i]);
    });
    // The rows of D and later removed: the same again.
    const cut = prices.filter((p) => p.date <= day);
    expect(walkForwardFair([], cut, settings)).toEqual(fair.slice(0, cut.length));
    // An outcome of the day before does move D's prices (the walk does read the past).
    const before = prices.map((p) => (p.date === '2026-06-15' ? { ...p, homered: !p.homered } : p));
    const moved = walkForwardFair([], before, settings);
    expect(prices.some((p, i) => p.date === day && moved[i] !== fair[i])).toBe(true);
  });

  it('history counts as earlier dates: the first target date is priced from it, not from the prior', () => {
    const history = prices.filter((p) => p.date < '2026-06-21');
    const target = prices.filter((p) => p.date >= '2026-06-21');
    const split = walkForwardFair(history, target, settings);
    const whole = walkForwardFair([], prices, settings);
    expect(split).toEqual(whole.slice(prices.length - target.length));
    const alone = walkForwardFair([], target, settings);
    expect(alone[0]).toBeCloseTo(target[0]!.implied / MARKET_CALIBRATION.priorFactor, 12);
    expect(split[0]).not.toBeCloseTo(alone[0]!, 4);
  });

  it('follows a drift in the home-run rate: the recency-weighted factor tracks it, the unweighted one lags', () => {
    // The starters' chance over implied falls from 0.95 to 0.65 over 40 days (implied / fair rises from 1.05 to 1.54).
    const drifting = market(40, (d) => 0.95 - (0.3 * d) / 39, 7, 400);
    const factor = (halfLifeDays: number | null) =>
      factorAt(lineFor(calibrationsAsOf(drifting, '2026-07-11', { ...settings, halfLifeDays }), 'FanDuel', 'starters'), 0.15);
    const [recent, flat] = [factor(10), factor(null)];
    // What each should find: the rows' mean chance over implied, each date weighted 0.5^(age / 10) (about 0.74: implied / fair 1.36), or evenly (0.80: 1.25).
    const weighted = (halfLife: number | null) => {
      const w = Array.from({ length: 40 }, (_, d) => (halfLife === null ? 1 : 0.5 ** ((40 - d) / halfLife)));
      return w.reduce((s, x, d) => s + x * (0.95 - (0.3 * d) / 39), 0) / w.reduce((s, x) => s + x, 0);
    };
    console.log(
      `[market] drift: implied / fair, truth at the end 1.54; half-life 10 days ${recent.toFixed(3)} (expected ${(1 / weighted(10)).toFixed(3)}), no recency ${flat.toFixed(3)} (expected ${(1 / weighted(null)).toFixed(3)})`,
    );
    expect(recent).toBeGreaterThan(flat + 0.08);
    expect(Math.abs(recent * weighted(10) - 1)).toBeLessThan(0.04);
    expect(Math.abs(flat * weighted(null) - 1)).toBeLessThan(0.04);
  });

  it('scores per book and group against the raw implied and the flat 25 %', () => {
    const fair = walkForwardFair([], prices, settings);
    const table = scoreTable(prices, fair);
    expect(table.map((r) => `${r.book}/${r.group}`)).toEqual([
      'DraftKings/starters',
      'DraftKings/others',
      'DraftKings/all',
      'FanDuel/starters',
      'FanDuel/others',
      'FanDuel/all',
      'all books/starters',
      'all books/others',
      'all books/all',
    ]);
    const all = table[8]!;
    expect(all.n).toBe(prices.length);
    expect(all.flat.meanFair).toBeCloseTo(all.implied.meanFair / 1.25, 12);
    // The calibrated fair beats the raw implied price (which carries the margin) on log loss.
    expect(all.calibrated.logLoss).toBeLessThan(all.implied.logLoss);
  });

  it('the bootstrap over dates gives the same covariance on every run, wider on fewer dates', () => {
    const asOf = '2026-07-01';
    const starters = prices.filter((p) => p.book === 'FanDuel' && p.group === 'starters');
    const a = fitWithInterval(starters, asOf, settings, 11);
    expect(fitWithInterval(starters, asOf, settings, 11)).toEqual(a);
    expect(a.covariance[0][0]).toBeGreaterThan(0);
    expect(a.covariance[1][1]).toBe(0);
    const fewer = fitWithInterval(
      starters.filter((p) => p.date >= '2026-06-24'),
      asOf,
      { ...settings, halfLifeDays: null },
      11,
    );
    expect(fewer.covariance[0][0]).toBeGreaterThan(fitWithInterval(starters, asOf, { ...settings, halfLifeDays: null }, 11).covariance[0][0]);
  });
});
