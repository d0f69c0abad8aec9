import { describe, expect, it } from 'vitest';
import { customModelScore, hrProbability, weightedNormalisedScore, type ModelFeatures } from '../../../domain/scoring/spec-model.ts';
import { CUSTOM_MODEL_FEATURES, HR_MODEL_FEATURE_KEYS, HR_MODEL_TERMS, MODEL_DEFAULTS } from '../../../domain/spec-constants.ts';

const none: ModelFeatures = {
  barrelRate: null,
  exitVelo: null,
  launchAngle: null,
  hardHitRate: null,
  maxEV: null,
  parkFactor: null,
  temperature: null,
  hr: null,
  avg: null,
  slg: null,
  hrRate: null,
  battingOrder: null,
};

/** Every stat present. Normalised values and weighted terms worked out by hand. */
const full: ModelFeatures = {
  barrelRate: 15, //   15/30        = 0.5   x22 = 11
  exitVelo: 92, //     (92-80)/20   = 0.6   x12 = 7.2
  launchAngle: 14, //  (14-10)/20   = 0.2   x6  = 1.2
  hardHitRate: 45, //  45/50        = 0.9   x8  = 7.2
  maxEV: 112, //       (112-100)/20 = 0.6   x5  = 3
  parkFactor: 1.05, // 105/100      = 1.05  x5  = 5.25
  temperature: 80, //  (80-50)/50   = 0.6   x2  = 1.2
  hr: 2, //            2/10         = 0.2   x8  = 1.6
  avg: 0.3, //         0.3/0.4      = 0.75  x4  = 3
  slg: 0.6, //         0.6/1.2      = 0.5   x6  = 3
  hrRate: 0.08, //     unchanged    = 0.08  x22 = 1.76
  battingOrder: 3, //  1-(3-1)/8    = 0.75  x5  = 3.75
};

describe('HR Projections model (docs/product.md#score-model)', () => {
  it('holds the spec table: twelve stats, their weights and normalisations', () => {
    const spec: Record<string, [number, (v: number) => number]> = {
      barrelRate: [22, (v) => v / 30],
      exitVelo: [12, (v) => (v - 80) / 20],
      launchAngle: [6, (v) => (v - 10) / 20],
      hardHitRate: [8, (v) => v / 50],
      maxEV: [5, (v) => (v - 100) / 20],
      parkFactor: [5, (v) => v / 100],
      temperature: [2, (v) => (v - 50) / 50],
      hr: [8, (v) => v / 10],
      avg: [4, (v) => v / 0.4],
      slg: [6, (v) => v / 1.2],
      hrRate: [22, (v) => v],
      battingOrder: [5, (v) => 1 - (v - 1) / 8],
    };
    expect([...HR_MODEL_FEATURE_KEYS]).toEqual(Object.keys(spec));
    for (const key of HR_MODEL_FEATURE_KEYS) {
      const term = HR_MODEL_TERMS[key];
      const [weight, formula] = spec[key]!;
      expect(term.weight, key).toBe(weight);
      for (const v of [-3, 0, 1, 7.5, 42, 118]) {
        expect((v - term.offset) / term.scale, `${key}(${v})`).toBeCloseTo(formula(v), 12);
      }
    }
    expect(CUSTOM_MODEL_FEATURES).not.toContain('battingOrder');
    expect(CUSTOM_MODEL_FEATURES).toHaveLength(11);
    expect(MODEL_DEFAULTS).toEqual({ temperature: 70, parkFactor: 1 });
  });

  it('all stats present: 49.16 / 105', () => {
    expect(hrProbability(full)).toBeCloseTo(49.16 / 105, 12); // 0.468190...
  });

  it('custom-model reading drops battingOrder: 45.41 / 100, a different value', () => {
    expect(customModelScore(full)).toBeCloseTo(0.4541, 12);
    expect(hrProbability(full, { includeBattingOrder: false })).toBeCloseTo(0.4541, 12);
    expect(hrProbability(full)).not.toBeCloseTo(0.4541, 3);
  });

  it('re-weights over the available stats only', () => {
    // barrel 12 -> 0.4 x22 = 8.8; EV 90 -> 0.5 x12 = 6; park 1 -> 1 x5 = 5; temp 70 -> 0.4 x2 = 0.8
    const some = { ...none, barrelRate: 12, exitVelo: 90, parkFactor: 1, temperature: 70 };
    expect(hrProbability(some)).toBeCloseTo(20.6 / 41, 12); // 0.502439...
  });

  it('is null when no stat is available, and treats NaN as missing', () => {
    expect(hrProbability(none)).toBeNull();
    expect(customModelScore(none)).toBeNull();
    expect(hrProbability({ ...none, hr: Number.NaN })).toBeNull();
    // battingOrder alone still counts for the own model but not the custom one
    expect(hrProbability({ ...none, battingOrder: 5 })).toBeCloseTo(0.5, 12);
    expect(customModelScore({ ...none, battingOrder: 5 } as ModelFeatures)).toBeNull();
  });

  it('normalises batting order 1 -> 1, 9 -> 0', () => {
    expect(hrProbability({ ...none, battingOrder: 1 })).toBe(1);
    expect(hrProbability({ ...none, battingOrder: 9 })).toBe(0);
  });

  it('reads the park factor on the percent scale: a neutral park (1) normalises to 1, not 0.01', () => {
    // park 1 -> 1 x5 = 5; batting order 9 -> 0 x5 = 0
    expect(hrProbability({ ...none, parkFactor: 1, battingOrder: 9 })).toBeCloseTo(0.5, 12);
    // barrel 15 -> 0.5 x22 = 11; park 1.05 -> 1.05 x5 = 5.25; (11 + 5.25) / 27
    const asMultiplier = hrProbability({ ...none, barrelRate: 15, parkFactor: 1.05 });
    expect(asMultiplier).toBeCloseTo(16.25 / 27, 12);
    // the same park written as Savant's percent index gives the same score
    expect(hrProbability({ ...none, barrelRate: 15, parkFactor: 105 })).toBeCloseTo(16.25 / 27, 12);
  });

  it('clamps the score to [0, 1] but not the individual terms', () => {
    // barrel 45 -> 1.5, EV 110 -> 1.5: the average is 1.5
    expect(hrProbability({ ...none, barrelRate: 45, exitVelo: 110 })).toBe(1);
    // launch angle -10 -> -1 x6, temperature 30 -> -0.4 x2: -6.8 / 8
    expect(hrProbability({ ...none, launchAngle: -10, temperature: 30 })).toBe(0);
    // terms are not clamped one by one: barrel 45 (1.5 x22 = 33) with hr 0, slg 0, avg 0 (weights 8, 6, 4)
    // gives 33 / 40 = 0.825; clamping the barrel term to 1 first would give 22 / 40 = 0.55
    expect(hrProbability({ ...none, barrelRate: 45, hr: 0, slg: 0, avg: 0 })).toBeCloseTo(0.825, 12);
  });

  it('custom model takes per-feature weight overrides', () => {
    const two = { ...none, barrelRate: 15, exitVelo: 100 }; // 0.5 and 1.0
    expect(customModelScore(two)).toBeCloseTo((22 * 0.5 + 12 * 1) / 34, 12);
    expect(customModelScore(two, { barrelRate: 0 })).toBeCloseTo(1, 12);
    expect(customModelScore(two, { barrelRate: 10, exitVelo: 30 })).toBeCloseTo((5 + 30) / 40, 12);
    expect(customModelScore(two, { barrelRate: 0, exitVelo: 0 })).toBeNull();
    expect(() => customModelScore(two, { exitVelo: -1 })).toThrow(RangeError);
  });

  it('weightedNormalisedScore rejects a zero scale', () => {
    expect(() => weightedNormalisedScore([{ value: 1, weight: 1, offset: 0, scale: 0 }])).toThrow(RangeError);
  });
});
