import { describe, expect, it } from 'vitest';
import { CALCULATOR_WEIGHT_KEYS, type CalculatorWeights } from '../../../domain/contracts/calculator.ts';
import { badgeVariant, calculatorScore, weightShares, weightsTotal, type CalculatorFactors } from '../../../domain/scoring/calculator.ts';
import { CALCULATOR_DEFAULT_WEIGHTS, CALCULATOR_NORMALISATIONS, CALCULATOR_PRESETS } from '../../../domain/spec-constants.ts';

const none: CalculatorFactors = {
  hrRate: null,
  isoRate: null,
  barrelRate: null,
  exitVelo: null,
  launchAngle: null,
  parkFactor: null,
  recentPerformance: null,
  temperature: null,
};

/** Every factor normalises to 0.5, except the missing park factor (default 1 -> 100 -> 1). */
const halfway: CalculatorFactors = {
  hrRate: 0.05, //            /0.1        = 0.5
  isoRate: 0.2, //            /0.4        = 0.5
  barrelRate: 15, //          /30         = 0.5
  exitVelo: 90, //            (v-80)/20   = 0.5
  launchAngle: 20, //         (v-10)/20   = 0.5
  parkFactor: null, //        default 1   = 1
  recentPerformance: 0.05, // /0.1        = 0.5
  temperature: 75, //         (v-50)/50   = 0.5
};

const weightsFromSpec = (csv: string): CalculatorWeights =>
  Object.fromEntries(CALCULATOR_WEIGHT_KEYS.map((k, i) => [k, Number(csv.split(',')[i])])) as CalculatorWeights;

describe('HR Calculator (docs/product.md#hr-calculator)', () => {
  it('holds the spec defaults, normalisations and presets', () => {
    expect(CALCULATOR_DEFAULT_WEIGHTS).toEqual(weightsFromSpec('20,15,25,20,15,10,5,5'));
    expect(CALCULATOR_PRESETS).toEqual([
      { name: 'Standard Model', description: 'Balanced weights for all factors', weights: weightsFromSpec('20,15,25,20,15,10,5,5') },
      {
        name: 'Power Hitters Focus',
        description: 'Emphasizes barrel rate and exit velocity',
        weights: weightsFromSpec('15,15,30,30,20,5,2,3'),
      },
      {
        name: 'Park Factor Heavy',
        description: 'Emphasizes ballpark effects and conditions',
        weights: weightsFromSpec('15,10,15,15,10,25,5,15'),
      },
    ]);
    const spec: Record<string, (v: number) => number> = {
      hrRate: (v) => v / 0.1,
      isoRate: (v) => v / 0.4,
      barrelRate: (v) => v / 30,
      exitVelo: (v) => (v - 80) / 20,
      launchAngle: (v) => (v - 10) / 20,
      parkFactor: (v) => v / 100,
      recentPerformance: (v) => v / 0.1,
      temperature: (v) => (v - 50) / 50,
    };
    for (const key of CALCULATOR_WEIGHT_KEYS) {
      const n = CALCULATOR_NORMALISATIONS[key];
      for (const v of [-2, 0, 0.07, 33, 101]) expect((v - n.offset) / n.scale, key).toBeCloseTo(spec[key]!(v), 12);
    }
  });

  it('default weights, all factors: (0.5 x 105 + 1 x 10) / 115', () => {
    // the spec's default weights total 115, not 100; every weight but park (10) multiplies 0.5
    expect(calculatorScore(halfway, CALCULATOR_DEFAULT_WEIGHTS)).toBeCloseTo(62.5 / 115, 12); // 0.5434...
  });

  it('Power Hitters Focus on the same hitter: (0.5 x 115 + 1 x 5) / 120', () => {
    const power = CALCULATOR_PRESETS[1]!.weights;
    expect(calculatorScore(halfway, power)).toBeCloseTo(62.5 / 120, 12); // 0.5208...
  });

  it('a missing park factor is 1; the percent index reads the same', () => {
    const weights = CALCULATOR_DEFAULT_WEIGHTS;
    const missing = calculatorScore(halfway, weights);
    expect(calculatorScore({ ...halfway, parkFactor: 1 }, weights)).toBeCloseTo(missing!, 12);
    expect(calculatorScore({ ...halfway, parkFactor: 100 }, weights)).toBeCloseTo(missing!, 12);
    // park 1.2 -> 1.2 x10 = 12 instead of 10
    expect(calculatorScore({ ...halfway, parkFactor: 1.2 }, weights)).toBeCloseTo(64.5 / 115, 12);
  });

  it('averages over available factors only', () => {
    // barrel 15 -> 0.5 x25, EV 100 -> 1 x20, park default 1 x10: 42.5 / 55
    const two = { ...none, barrelRate: 15, exitVelo: 100 };
    expect(calculatorScore(two, CALCULATOR_DEFAULT_WEIGHTS)).toBeCloseTo(42.5 / 55, 12);
  });

  it('is null when no weighted factor is available; clamps to [0, 1]', () => {
    const noPark = { ...CALCULATOR_DEFAULT_WEIGHTS, parkFactor: 0 };
    expect(calculatorScore(none, noPark)).toBeNull();
    expect(calculatorScore({ ...none, exitVelo: 130 }, noPark)).toBe(1); // 2.5
    expect(calculatorScore({ ...none, exitVelo: 60 }, noPark)).toBe(0); // -1
  });

  it('weights are shares of their total; the badge is "default" whenever the shares total 100 %', () => {
    // As the spec states them, neither the defaults nor any preset totals 100:
    // 20+15+25+20+15+10+5+5 = 115; 15+15+30+30+20+5+2+3 = 120; 15+10+15+15+10+25+5+15 = 110.
    expect(weightsTotal(CALCULATOR_DEFAULT_WEIGHTS)).toBe(115);
    expect(CALCULATOR_PRESETS.map((p) => weightsTotal(p.weights))).toEqual([115, 120, 110]);
    const shares = weightShares(CALCULATOR_DEFAULT_WEIGHTS);
    expect(shares.barrelRate).toBeCloseTo(25 / 115, 12); // 21.7 %
    expect(shares.temperature).toBeCloseTo(5 / 115, 12); // 4.3 %
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Doubling every weight changes no share, and so no score.
    const doubled = Object.fromEntries(Object.entries(CALCULATOR_DEFAULT_WEIGHTS).map(([k, v]) => [k, v * 2])) as typeof CALCULATOR_DEFAULT_WEIGHTS;
    expect(weightShares(doubled)).toEqual(shares);
    expect(badgeVariant(CALCULATOR_DEFAULT_WEIGHTS)).toBe('default');
    for (const preset of CALCULATOR_PRESETS) expect(badgeVariant(preset.weights), preset.name).toBe('default');
    expect(badgeVariant({ ...CALCULATOR_DEFAULT_WEIGHTS, barrelRate: 10 })).toBe('default'); // 100
    const zero = Object.fromEntries(Object.keys(CALCULATOR_DEFAULT_WEIGHTS).map((k) => [k, 0])) as typeof CALCULATOR_DEFAULT_WEIGHTS;
    expect(weightShares(zero).hrRate).toBe(0);
    expect(badgeVariant(zero)).toBe('destructive');
    expect(badgeVariant({ ...zero, parkFactor: 1 })).toBe('default'); // one weight: a 100 % share
  });
});
