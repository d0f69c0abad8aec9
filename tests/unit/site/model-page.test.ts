import { describe, expect, it } from 'vitest';
import committedCard from '../../../domain/probability/model-card.json' with { type: 'json' };
import { modelCardSchema } from '../../../domain/probability/card.ts';
import { FAIR_PROB_METHOD_SHORT, formatEdgePoints, formatEvPerDollar } from '../../../src/lib/odds.ts';
import { reliabilityChart } from '../../../src/lib/reliability-chart.ts';

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
