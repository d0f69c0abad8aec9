/** The model's arithmetic against values computed by hand. */
import { describe, expect, it } from 'vitest';
import {
  atLeastOne,
  decimalFromAmerican,
  devigMultiplicative,
  devigShin,
  evPerDollar,
  fairOfPair,
  fairOfPairWithSpread,
  hasPlatoonAdvantage,
  hitterOddsRatio,
  impliedFromAmerican,
  inverseLogit,
  log5,
  logit,
  overround,
  platoonAdjusted,
  regressToMean,
  scaleOdds,
} from '../../../domain/probability/index.ts';

describe('log5', () => {
  it('an average pitcher leaves the batter unchanged', () => {
    expect(log5(0.05, 0.03, 0.03)).toBeCloseTo(0.05, 12);
  });
  it('matches the hand computation (0.04 batter, 0.02 pitcher, 0.03 league)', () => {
    // hit = .04*.02/.03 = .0266667; miss = .96*.98/.97 = .9698969; p = hit / (hit + miss) = .0267586
    expect(log5(0.04, 0.02, 0.03)).toBeCloseTo(0.0266667 / (0.0266667 + 0.9698969), 6);
    expect(log5(0.04, 0.02, 0.03)).toBeCloseTo(0.026759, 5);
  });
  it('is symmetric in batter and pitcher', () => {
    expect(log5(0.06, 0.025, 0.033)).toBeCloseTo(log5(0.025, 0.06, 0.033), 12);
  });
});

describe('regression to the mean', () => {
  it('adds k PA at the prior rate: (10 + 200 x 0.03) / (150 + 200)', () => {
    expect(regressToMean(10, 150, 0.03, 200)).toBeCloseTo(16 / 350, 12);
  });
  it('is the prior with no trials and the raw rate with no prior', () => {
    expect(regressToMean(0, 0, 0.031, 200)).toBe(0.031);
    expect(regressToMean(12, 300, 0.031, 0)).toBeCloseTo(0.04, 12);
  });
});

describe('P(at least one) = 1 - (1 - p)^E[PA]', () => {
  it('matches the hand computation', () => {
    expect(atLeastOne(0.035, 4)).toBeCloseTo(1 - 0.965 ** 4, 12);
    expect(atLeastOne(0.035, 4)).toBeCloseTo(0.13282, 5);
  });
  it('is p for one trial and 0 for none', () => {
    expect(atLeastOne(0.2, 1)).toBeCloseTo(0.2, 12);
    expect(atLeastOne(0.2, 0)).toBe(0);
  });
});

describe('logit scale', () => {
  it('logit and its inverse agree', () => {
    expect(inverseLogit(logit(0.13))).toBeCloseTo(0.13, 12);
    expect(logit(0.5)).toBe(0);
  });
  it('scaleOdds multiplies the odds: 0.2 (odds 1/4) doubled is odds 1/2, p 1/3', () => {
    expect(scaleOdds(0.2, 2)).toBeCloseTo(1 / 3, 12);
  });
});

describe('platoon', () => {
  it('the advantage is opposite hands, and always for a switch hitter', () => {
    expect(hasPlatoonAdvantage('L', 'R')).toBe(true);
    expect(hasPlatoonAdvantage('R', 'L')).toBe(true);
    expect(hasPlatoonAdvantage('R', 'R')).toBe(false);
    expect(hasPlatoonAdvantage('L', 'L')).toBe(false);
    expect(hasPlatoonAdvantage('B', 'L')).toBe(true);
    expect(hasPlatoonAdvantage('B', 'R')).toBe(true);
  });
  const even = { oddsRatio: { L: 1.21, R: 1.21 }, advantageShare: { L: 0.5, R: 0.5 }, hitterPriorPa: null };
  it('with half the PAs with the advantage, splits the odds ratio evenly: 1.21 -> x1.1 with, /1.1 without', () => {
    // 0.04 has odds 1/24; x1.1 -> 0.0458333 / 1.0458333 = 0.0438247
    expect(platoonAdjusted(0.04, 'L', 'R', even)).toBeCloseTo(0.0438247, 6);
    // /1.1 -> 0.0378788 / 1.0378788 = 0.0364964
    expect(platoonAdjusted(0.04, 'R', 'R', even)).toBeCloseTo(0.0364964, 6);
  });
  it("centres on the side's mix: L batters with the advantage 75 % of the time, odds ratio 1.6", () => {
    const platoon = { oddsRatio: { L: 1.6, R: 1.1 }, advantageShare: { L: 0.75, R: 0.3 }, hitterPriorPa: null };
    // vs RHP: odds x 1.6^0.25 = 1.124683 -> 0.0416667 x 1.124683 = 0.0468618 -> p = 0.0447641
    expect(platoonAdjusted(0.04, 'L', 'R', platoon)).toBeCloseTo(0.0447641, 6);
    // vs LHP: odds x 1.6^-0.75 = 0.702920 -> 0.0292883 -> p = 0.0284550
    expect(platoonAdjusted(0.04, 'L', 'L', platoon)).toBeCloseTo(0.028455, 6);
    // switch hitters: their rate already is with the advantage
    expect(platoonAdjusted(0.04, 'B', 'L', platoon)).toBe(0.04);
  });
  it("a hitter's own split, regressed toward what his side's ratio expects of him: hand-computed", () => {
    const platoon = { oddsRatio: { L: 1.21, R: 1.21 }, advantageShare: { L: 0.5, R: 0.5 }, hitterPriorPa: 100 };
    // Expected of a 0.04 hitter: 0.0438247 with the advantage, 0.0364964 without (above). His split: 20 HR in 300 PA with,
    // 1 HR in 100 PA without. Regressed: (20 + 100 x 0.0438247) / 400 = 0.0609562; (1 + 100 x 0.0364964) / 200 = 0.0232482.
    // His odds ratio: (0.0609562 / 0.9390438) / (0.0232482 / 0.9767518) = 0.0649130 / 0.0238016 = 2.727264.
    const splits = { advantage: { trials: 300, homeRuns: 20 }, disadvantage: { trials: 100, homeRuns: 1 } };
    expect(hitterOddsRatio(0.04, 'L', platoon, splits)).toBeCloseTo(2.727264, 5);
    // Against a right-hander: odds x 2.727264^0.5 = 1.651443 -> 0.0416667 x 1.651440 = 0.0688100 -> p = 0.0643801.
    expect(platoonAdjusted(0.04, 'L', 'R', platoon, splits)).toBeCloseTo(0.0643801, 6);
    // No split PAs: the side's ratio; no hitter term (null): the side's ratio whatever his split.
    const none = { advantage: { trials: 0, homeRuns: 0 }, disadvantage: { trials: 0, homeRuns: 0 } };
    expect(hitterOddsRatio(0.04, 'L', platoon, none)).toBeCloseTo(1.21, 9);
    expect(platoonAdjusted(0.04, 'L', 'R', { ...platoon, hitterPriorPa: null }, splits)).toBeCloseTo(0.0438247, 6);
  });
});

describe('de-vig', () => {
  it('reads American odds', () => {
    expect(impliedFromAmerican(400)).toBeCloseTo(0.2, 12);
    expect(impliedFromAmerican(-150)).toBeCloseTo(0.6, 12);
    expect(() => impliedFromAmerican(50)).toThrow(RangeError);
  });
  it('multiplicative: -110/-110 -> 0.5/0.5; +300 (0.25) and -400 (0.8) -> 0.25/1.05, 0.8/1.05', () => {
    const even = impliedFromAmerican(-110);
    expect(devigMultiplicative([even, even])).toEqual([0.5, 0.5]);
    const [yes, no] = devigMultiplicative([0.25, 0.8]);
    expect(yes).toBeCloseTo(0.25 / 1.05, 12);
    expect(no).toBeCloseTo(0.8 / 1.05, 12);
    expect(overround([0.25, 0.8])).toBeCloseTo(0.05, 12);
  });
  it('Shin: sums to 1 and takes more off the long shot than multiplicative does', () => {
    const fair = devigShin([0.25, 0.8]);
    expect(fair[0]! + fair[1]!).toBeCloseTo(1, 9);
    expect(fair[0]!).toBeLessThan(0.25 / 1.05);
    // Hand check of Shin's formula at the solved z: both p_i come from the same z.
    const S = 1.05;
    const z = (() => {
      // Solve by hand-rolled bisection independent of the implementation.
      let lo = 0;
      let hi = 0.5;
      const sum = (zz: number) => [0.25, 0.8].reduce((s, pi) => s + (Math.sqrt(zz * zz + (4 * (1 - zz) * pi * pi) / S) - zz) / (2 * (1 - zz)), 0);
      for (let i = 0; i < 200; i++) sum((lo + hi) / 2) > 1 ? (lo = (lo + hi) / 2) : (hi = (lo + hi) / 2);
      return (lo + hi) / 2;
    })();
    expect(fair[0]!).toBeCloseTo((Math.sqrt(z * z + (4 * (1 - z) * 0.0625) / S) - z) / (2 * (1 - z)), 9);
    // A two-way even market stays even.
    const even = devigShin([0.52381, 0.52381]);
    expect(even[0]!).toBeCloseTo(0.5, 9);
  });
});

describe('fair "Yes" probability and EV', () => {
  it("both sides: Shin's (two outcomes: Yes minus half the overround), with the spread of the ways the margin may be split", () => {
    // +300 / -400: 0.25 and 0.8, overround 0.05 -> 0.25 - 0.025 = 0.225 (multiplicative would say 0.25 / 1.05 = 0.238095).
    expect(fairOfPair(300, -400)).toBeCloseTo(0.225, 9);
    // From the even split 0.238095 to all of it on Yes, 0.25 - 0.05 = 0.2: 0.038095 wide, sd 0.038095 / (2 x 1.96) = 0.009718.
    const spread = fairOfPairWithSpread(300, -400, 1.96);
    expect(spread.fair).toBeCloseTo(0.225, 9);
    expect(spread.sd).toBeCloseTo(0.038095 / 3.92, 6);
  });
  it('EV per $1: p x (decimal - 1) - (1 - p)', () => {
    expect(decimalFromAmerican(400)).toBeCloseTo(5, 12);
    expect(decimalFromAmerican(-150)).toBeCloseTo(1.666667, 6);
    // p = 0.25 at +400: 0.25 x 4 - 0.75 = 0.25; p = 0.2 at +400 is break-even.
    expect(evPerDollar(0.25, 400)).toBeCloseTo(0.25, 12);
    expect(evPerDollar(0.2, 400)).toBeCloseTo(0, 12);
  });
});
