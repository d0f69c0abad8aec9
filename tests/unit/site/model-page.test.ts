import { describe, expect, it } from 'vitest';
import committedCard from '../../../domain/probability/model-card.json' with { type: 'json' };
import { modelCardSchema } from '../../../domain/probability/card.ts';
import { FAIR_PROB_METHOD_SHORT, formatEdgePoints, formatEvPerDollar } from '../../../src/lib/odds.ts';
import { reliabilityChart } from '../../../src/lib/reliability-chart.ts';
import { beforeAndAfter, termSummaries } from '../../../src/lib/model-terms.ts';
import type { ModelFigures } from '../../../domain/probability/figures.ts';

describe('reliability chart geometry', () => {
  const bins = [
    { bin: 1, n: 10, meanPredicted: 0.05, observedRate: 0.04, minPredicted: 0.01, maxPredicted: 0.07 },
    { bin: 2, n: 10, meanPredicted: 0.2, observedRate: 0.22, minPredicted: 0.07, maxPredicted: 0.3 },
  ];
  it('one mark per bin, both axes 0 to the next 5 % step above every figure, the diagonal corner to corner', () => {
    const chart = reliabilityChart(bins, 320);
    expect(chart.max).toBeCloseTo(0.25, 12);
    expect(chart.marks).toHaveLength(2);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25]);
    const { left, right, top, bottom } = chart.plot;
    expect(chart.diagonal).toEqual({ x1: left, y1: bottom, x2: right, y2: top });
    // (0.2, 0.22) on a 0-0.25 scale: 80 % across, 88 % up.
    expect(chart.marks[1]!.cx).toBeCloseTo(left + 0.8 * (right - left), 9);
    expect(chart.marks[1]!.cy).toBeCloseTo(bottom - 0.88 * (bottom - top), 9);
  });
  it('draws the committed card: ten bins', () => {
    const card = modelCardSchema.parse(committedCard);
    expect(reliabilityChart(card.backtest.metrics.reliability).marks).toHaveLength(card.backtest.metrics.reliability.length);
  });
});

describe('odds figures as shown', () => {
  it('edge in signed points, EV in signed dollars, the de-vig method in words', () => {
    expect(formatEdgePoints(0.0439)).toBe('+4.4 pts');
    expect(formatEdgePoints(-0.012)).toBe('\u22121.2 pts');
    expect(formatEdgePoints(null)).toBe('—');
    expect(formatEvPerDollar(0.78)).toBe('+$0.78');
    expect(formatEvPerDollar(-0.383)).toBe('\u2212$0.38');
    expect(FAIR_PROB_METHOD_SHORT.measured).toBe('Measured');
    expect(FAIR_PROB_METHOD_SHORT.pooled).toBe('Pooled');
    expect(FAIR_PROB_METHOD_SHORT.shin).toBe('Both sides');
  });
});

describe('each adjustment on /model: fitted value, interval, the seasons with and without it', () => {
  const card = {
    terms: [
      { term: 'temperature' as const, kept: true, note: 'fit', coefficients: [{ name: 'weather.perDegreeF', value: 0.008, low: 0.006, high: 0.01 }] },
      {
        term: 'statcast' as const,
        kept: true,
        note: 'fit',
        coefficients: [
          { name: 'statcast.elasticity', value: 0.5, low: 0.3, high: 0.7 },
          { name: 'statcast.priorPa', value: 50, low: null, high: null },
        ],
      },
      { term: 'platoon-hitter' as const, kept: false, note: 'held neutral', coefficients: [] },
    ],
  };
  const variant = (v: 'model' | 'before' | 'switched', term: 'temperature' | 'statcast' | 'platoon-hitter' | null, auc: number) => ({
    variant: v,
    term,
    label: v,
    brierSkill: auc - 0.6,
    rocAuc: auc,
    logLoss: 0.3 - auc / 10,
    ece: 0.004,
    eceIfCalibrated: 0.004,
  });
  const figures: ModelFigures = {
    schema: 'longball.hr-probability.loso-figures',
    data: [],
    folds: [
      {
        season: '2021',
        history: ['2020'],
        n: 100,
        baseRate: 0.12,
        variants: [
          variant('model', null, 0.64),
          variant('before', null, 0.63),
          variant('switched', 'temperature', 0.635),
          variant('switched', 'statcast', 0.632),
          variant('switched', 'platoon-hitter', 0.6395),
        ],
      },
    ],
    decisions: [
      { term: 'temperature', kept: true, logLossGain: -0.0005, seasonsBetter: 1, seasons: 1, reason: 'earns its place: ...' },
      { term: 'platoon-hitter', kept: false, logLossGain: 0.0001, seasonsBetter: 0, seasons: 1, reason: 'dropped: ...' },
    ],
  };

  it('states each value in plain units with its 95 % interval', () => {
    const [temperature, statcast, hitter] = termSummaries(card, figures);
    // exp(0.008) - 1 = 0.803 %; exp(0.006) - 1 = 0.602 %; exp(0.01) - 1 = 1.005 %.
    expect(temperature!.values).toEqual([{ label: 'per °F above 70', value: '+0.80%', interval: '95%: +0.60% to +1.01%' }]);
    // 2^0.5 = 1.41; 2^0.3 = 1.23; 2^0.7 = 1.62; a prior strength on a grid has no interval.
    expect(statcast!.values).toEqual([
      { label: "prior's odds at twice the league's barrel rate", value: '×1.41', interval: '95%: ×1.23 to ×1.62' },
      { label: 'his barrel rate regressed with', value: '50 PA', interval: null },
    ]);
    expect(hitter!.kept).toBe(false);
    expect(hitter!.reason).toBe('dropped: ...');
  });

  it('compares the seasons with and without: the model against the term switched, the right way round for a dropped term', () => {
    const [temperature, , hitter] = termSummaries(card, figures);
    expect(temperature!.seasons).toEqual([
      { season: '2021', with: expect.objectContaining({ rocAuc: 0.64 }), without: expect.objectContaining({ rocAuc: 0.635 }) },
    ]);
    // Dropped: "with" is the switched variant (the term on), "without" the committed model.
    expect(hitter!.seasons).toEqual([
      { season: '2021', with: expect.objectContaining({ rocAuc: 0.6395 }), without: expect.objectContaining({ rocAuc: 0.64 }) },
    ]);
    expect(beforeAndAfter(figures)).toEqual([
      {
        season: '2021',
        history: ['2020'],
        n: 100,
        now: { rocAuc: 0.64, brierSkill: expect.any(Number), ece: 0.004 },
        before: { rocAuc: 0.63, brierSkill: expect.any(Number), ece: 0.004 },
      },
    ]);
  });
});
