import { describe, expect, it } from 'vitest';
import type { CalculatorPlayer } from '../../../domain/contracts/calculator.ts';
import type { ProjectedBatter } from '../../../domain/contracts/projections.ts';
import { movedSliderCount, ownModelRows, passesStatSliders, scoreWithCustomWeights } from '../../../src/lib/model-tab-scoring.ts';
import { DEFAULT_CUSTOM_WEIGHTS, K_TAX_RANGE, type CustomWeights, type StatSliderSettings } from '../../../src/lib/model-tab-settings.ts';
import { scoreWithPreset } from '../../../src/lib/preset-scoring.ts';
import { fullStatRanges } from '../../../src/lib/range-filters.ts';
import { inventedBatter } from './invented-batter.ts';

/** The stats the hand-computed custom score below reads, each at a round share of its scale. */
const HAND_SCORED: Partial<ProjectedBatter> = {
  barrelRate: 15,
  exitVelo: 90,
  launchAngle: 20,
  hardHitRate: 50,
  maxEV: 110,
  parkFactor: 1,
  temperature: 70,
  hr: 5,
  avg: 0.3,
  slg: 0.6,
  hrRate: 0.1,
};

const zeroWeights = (): CustomWeights => Object.fromEntries(Object.keys(DEFAULT_CUSTOM_WEIGHTS).map((k) => [k, 0])) as CustomWeights;

describe('Custom tab scoring (customModelScore)', () => {
  it('starts from the spec weights of the eleven custom features (no batting order), total 100', () => {
    expect(DEFAULT_CUSTOM_WEIGHTS).toEqual({
      barrelRate: 22,
      exitVelo: 12,
      launchAngle: 6,
      hardHitRate: 8,
      maxEV: 5,
      parkFactor: 5,
      temperature: 2,
      hr: 8,
      avg: 4,
      slg: 6,
      hrRate: 22,
    });
    expect('battingOrder' in DEFAULT_CUSTOM_WEIGHTS).toBe(false);
  });
  it('hand-computed score with the spec weights', () => {
    // barrel 15/30=.5*22=11; EV (90-80)/20=.5*12=6; LA (20-10)/20=.5*6=3; hard hit 50/50=1*8=8;
    // maxEV (110-100)/20=.5*5=2.5; park 100/100=1*5=5; temp (70-50)/50=.4*2=.8; hr 5/10=.5*8=4;
    // avg .3/.4=.75*4=3; slg .6/1.2=.5*6=3; hrRate .1*22=2.2 -> 48.5 / 100
    const [row] = scoreWithCustomWeights([inventedBatter(HAND_SCORED)], { ...DEFAULT_CUSTOM_WEIGHTS });
    expect(row!.score).toBeCloseTo(0.485, 10);
  });
  it('re-scores with other weights: only temperature weighted gives (t-50)/50', () => {
    const weights = { ...zeroWeights(), temperature: 7 };
    const rows = scoreWithCustomWeights([inventedBatter({ temperature: 85 }), inventedBatter({ id: 'b2', temperature: 60 })], weights);
    expect(rows.map((r) => r.score)).toEqual([0.7, 0.2]);
  });
  it('null when every weighted stat is missing', () => {
    const [row] = scoreWithCustomWeights([inventedBatter({ barrelRate: null })], { ...zeroWeights(), barrelRate: 10 });
    expect(row!.score).toBeNull();
  });
  it('own-model rows carry the pipeline hrProbability', () => {
    expect(ownModelRows([inventedBatter({ hrProbability: 0.31 })])[0]!.score).toBe(0.31);
  });
});

describe('preset tab scoring (calculatorScore with calculator.json factors)', () => {
  const player: CalculatorPlayer = {
    id: 'b1',
    name: 'Invented Hitter',
    team: 'NYY',
    playingToday: true,
    pHr: 0.15,
    factors: {
      hrRate: 0.05,
      isoRate: 0.2,
      barrelRate: 12,
      exitVelo: 90,
      launchAngle: 14,
      parkFactor: 105,
      recentPerformance: 0.1,
      temperature: 80,
    },
  };
  it('joins by player id and scores with the preset weights; no factors -> null', () => {
    // Standard weights: hr .5*20=10; iso .5*15=7.5; barrel .4*25=10; EV .5*20=10; LA .2*15=3;
    // park 1.05*10=10.5; recent 1*5=5; temp .6*5=3 -> 59 / 115
    const weights = {
      hrRate: 20,
      isoRate: 15,
      barrelRate: 25,
      exitVelo: 20,
      launchAngle: 15,
      parkFactor: 10,
      recentPerformance: 5,
      temperature: 5,
    };
    const rows = scoreWithPreset([inventedBatter(), inventedBatter({ id: 'unknown' })], [player], weights);
    expect(rows[0]!.score).toBeCloseTo(59 / 115, 10);
    expect(rows[1]!.score).toBeNull();
  });
});

describe('stat sliders (spec ranges) and the K Tax ceiling', () => {
  const untouched = (): StatSliderSettings => ({ stats: fullStatRanges(), kTax: { ...K_TAX_RANGE } });
  it('untouched sliders keep every hitter, even one with missing stats or outside the scales', () => {
    expect(passesStatSliders(inventedBatter({ barrelRate: null, avg: null, pitcher: null }), untouched())).toBe(true);
    expect(passesStatSliders(inventedBatter({ exitVelo: 75, launchAngle: 55 }), untouched())).toBe(true);
    expect(movedSliderCount(untouched())).toBe(0);
  });
  it('a moved handle filters: barrel rate at least 15', () => {
    const settings = untouched();
    settings.stats.barrelRate = { min: 15, max: 30 };
    expect(passesStatSliders(inventedBatter({ barrelRate: 15 }), settings)).toBe(true);
    expect(passesStatSliders(inventedBatter({ barrelRate: 14.9 }), settings)).toBe(false);
    expect(passesStatSliders(inventedBatter({ barrelRate: null }), settings)).toBe(false);
    expect(movedSliderCount(settings)).toBe(1);
  });
  it('batting order 1-3 only; K Tax at most 20 % (the pitcher K%)', () => {
    const settings = untouched();
    settings.stats.battingOrder = { min: 1, max: 3 };
    settings.kTax = { min: 0, max: 20 };
    expect(passesStatSliders(inventedBatter({ battingOrder: 3, pitcher: { ...inventedBatter().pitcher!, kPct: 20 } }), settings)).toBe(true);
    expect(passesStatSliders(inventedBatter({ battingOrder: 4, pitcher: { ...inventedBatter().pitcher!, kPct: 20 } }), settings)).toBe(false);
    expect(passesStatSliders(inventedBatter({ battingOrder: 1, pitcher: { ...inventedBatter().pitcher!, kPct: 25 } }), settings)).toBe(false);
    expect(passesStatSliders(inventedBatter({ battingOrder: 1, pitcher: null }), settings)).toBe(false);
    expect(movedSliderCount(settings)).toBe(2);
  });
});
