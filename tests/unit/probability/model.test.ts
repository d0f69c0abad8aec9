/** The model function: its defaults, the inputs it reports, and properties that must hold for any input. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONSTANTS,
  leagueContext,
  predictHomeRun,
  parkFactorFromCounts,
  statcastPriorRatio,
  weatherRatio,
  withHistory,
  type BatterGameInputs,
  type GameConditions,
  type ModelConstants,
  type SeasonCounts,
} from '../../../domain/probability/index.ts';
import { seededRandom } from '../../../scripts/synthetic-pa-log.ts';

const league = leagueContext(DEFAULT_CONSTANTS, { pa: 40_000, hr: 1_300 });
/** The defaults with every term on at plausible values (the defaults hold the fitted terms neutral). */
const FITTED: ModelConstants = {
  ...DEFAULT_CONSTANTS,
  weather: { referenceF: 70, perDegreeF: 0.008, outPerMph: 0.004, inPerMph: -0.008, crossPerMph: 0 },
  statcast: { elasticity: 0.5, priorPa: 50 },
  platoon: { ...DEFAULT_CONSTANTS.platoon, hitterPriorPa: 1000 },
};
const bare: BatterGameInputs = {
  batter: null,
  bats: null,
  slot: null,
  isHome: null,
  startingPitcher: null,
  pitcherThrows: null,
  bullpen: null,
  parkFactor: null,
};

describe('predictHomeRun', () => {
  it('with nothing known: the league rate over the average E[PA], every input defaulted', () => {
    const p = predictHomeRun(DEFAULT_CONSTANTS, league, bare);
    expect(p.inputs).toEqual([]);
    expect(p.defaulted).toContain('batter');
    expect(p.pPerPa).toBeCloseTo(league.rate, 6);
    expect(p.pUncalibrated).toBeCloseTo(1 - (1 - league.rate) ** p.expectedPa, 9);
  });

  it('reports the inputs it used, in a fixed order', () => {
    const p = predictHomeRun(DEFAULT_CONSTANTS, league, {
      batter: { trials: 200, homeRuns: 10 },
      bats: 'L',
      slot: 4,
      isHome: true,
      startingPitcher: { trials: 300, homeRuns: 12 },
      pitcherThrows: 'R',
      bullpen: { trials: 500, homeRuns: 15 },
      parkFactor: 1.1,
      conditions: { indoors: false, temperatureF: 85, wind: { direction: 'out', mph: 5 } },
    });
    expect(p.inputs).toEqual(['batter', 'slot', 'home-away', 'starting-pitcher', 'platoon', 'bullpen', 'park', 'temperature', 'wind']);
    expect(p.defaulted).toEqual(['prior-season', 'starter-prior-season', 'statcast-prior', 'platoon-split', 'starts']);
  });

  it('absent weather and Statcast inputs are neutral', () => {
    const base = { ...bare, batter: { trials: 150, homeRuns: 6 }, slot: 3, isHome: false };
    const withNulls = { ...base, conditions: null, statcastPrior: null, platoonSplits: null };
    expect(predictHomeRun(FITTED, league, withNulls).p).toBe(predictHomeRun(FITTED, league, base).p);
  });

  it("prior-season Statcast moves the prior's centre: hand-computed ratio, and its effect fades as the batter's own PAs accrue", () => {
    const statcast = { elasticity: 0.5, priorPa: 100 };
    // 40 barrels in 500 PA, league 0.05: (40 + 100 x 0.05) / 600 = 0.075; (0.075 / 0.05)^0.5 = 1.5^0.5 = 1.224745.
    const slugger = { pa: 500, barrels: 40, leagueBarrelsPerPa: 0.05 };
    expect(statcastPriorRatio(statcast, slugger)).toBeCloseTo(1.224745, 6);
    expect(statcastPriorRatio(statcast, null)).toBe(1);
    expect(statcastPriorRatio({ ...statcast, elasticity: 0 }, slugger)).toBe(1);
    const constants = { ...DEFAULT_CONSTANTS, statcast };
    const lift = (trials: number) => {
      const base = { ...bare, batter: { trials, homeRuns: Math.round(trials * 0.035) }, slot: 4 };
      const plain = predictHomeRun(constants, league, base).pPerPa;
      const strong = predictHomeRun(constants, league, { ...base, statcastPrior: slugger });
      expect(strong.inputs).toContain('statcast-prior');
      expect(strong.statcastPa).toBe(500);
      return strong.pPerPa / plain;
    };
    // A strong barrel rate lifts a 20-PA hitter's rate far more than a 600-PA hitter's, whose own HR/PA already holds it.
    expect(lift(20)).toBeGreaterThan(1.15);
    expect(lift(600)).toBeGreaterThan(1);
    expect(lift(600)).toBeLessThan(1 + (lift(20) - 1) / 2);
    // A pitcher batting: his batting Statcast says nothing, no shift.
    const pitcher = { ...bare, slot: 9, batterIsPitcher: true };
    expect(predictHomeRun(constants, league, { ...pitcher, statcastPrior: slugger }).p).toBe(predictHomeRun(constants, league, pitcher).p);
  });

  it('a pitcher batting gets a much lower prior than a slot-9 hitter', () => {
    const hitter = predictHomeRun(DEFAULT_CONSTANTS, league, { ...bare, slot: 9 });
    const pitcher = predictHomeRun(DEFAULT_CONSTANTS, league, { ...bare, slot: 9, batterIsPitcher: true });
    expect(pitcher.p).toBeLessThan(hitter.p / 2);
  });

  it('a hitter-friendly park, warm air and wind blowing out raise the chance; wind blowing in lowers it', () => {
    const base = { ...bare, batter: { trials: 150, homeRuns: 6 }, slot: 3 };
    const p0 = predictHomeRun(FITTED, league, base).p;
    const outdoors = (temperatureF: number | null, wind: GameConditions['wind']) => ({ ...base, conditions: { indoors: false, temperatureF, wind } });
    expect(predictHomeRun(FITTED, league, { ...base, parkFactor: 1.2 }).p).toBeGreaterThan(p0);
    expect(predictHomeRun(FITTED, league, outdoors(90, null)).p).toBeGreaterThan(p0);
    expect(predictHomeRun(FITTED, league, outdoors(null, { direction: 'out', mph: 10 })).p).toBeGreaterThan(p0);
    expect(predictHomeRun(FITTED, league, outdoors(null, { direction: 'in', mph: 10 })).p).toBeLessThan(p0);
    // Calm and 70 °F are the reference; indoors every weather term is neutral, whatever the reading.
    expect(predictHomeRun(FITTED, league, outdoors(70, { direction: 'calm', mph: 0 })).p).toBe(p0);
    const indoors = predictHomeRun(FITTED, league, { ...base, conditions: { indoors: true, temperatureF: 95, wind: { direction: 'out', mph: 20 } } });
    expect(indoors.p).toBe(p0);
    expect(indoors.inputs).toEqual(expect.arrayContaining(['temperature', 'wind']));
  });

  it("the weather's odds multiplier: hand-computed", () => {
    const weather = { referenceF: 70, perDegreeF: 0.01, outPerMph: 0.005, inPerMph: -0.007, crossPerMph: 0 };
    // exp(0.01 x 15 + 0.005 x 12) = exp(0.21) = 1.233678; exp(0.01 x -10 - 0.007 x 8) = exp(-0.156) = 0.855559.
    expect(weatherRatio(weather, { indoors: false, temperatureF: 85, wind: { direction: 'out', mph: 12 } })).toBeCloseTo(1.233678, 6);
    expect(weatherRatio(weather, { indoors: false, temperatureF: 60, wind: { direction: 'in', mph: 8 } })).toBeCloseTo(0.855559, 6);
    expect(weatherRatio(weather, { indoors: false, temperatureF: null, wind: { direction: 'cross', mph: 20 } })).toBe(1);
    expect(weatherRatio(weather, { indoors: true, temperatureF: 85, wind: { direction: 'out', mph: 12 } })).toBe(1);
    expect(weatherRatio(weather, null)).toBe(1);
  });
});

describe('earlier seasons (history)', () => {
  const lastSeason: SeasonCounts = {
    seasonsBack: 1,
    counts: { trials: 600, homeRuns: 30, airBalls: 200 },
    league: { pa: 180_000, hr: 5_400, airBalls: 54_000 },
  };
  const twoBack: SeasonCounts = {
    seasonsBack: 2,
    counts: { trials: 500, homeRuns: 20, airBalls: 150 },
    league: { pa: 185_000, hr: 6_105, airBalls: 46_250 },
  };
  const threeBack: SeasonCounts = { seasonsBack: 3, counts: { trials: 400, homeRuns: 40 }, league: { pa: 180_000, hr: 5_400 } };
  const today = { rate: 0.032, airRate: 0.3 };

  it("weights each season, scales its HR (and air balls) by today's league rate over its own", () => {
    // trials 100 + 0.5 x 600 + 0.25 x 500 = 525
    // HR     3 + 0.5 x 30 x (0.032 / 0.03) + 0.25 x 20 x (0.032 / 0.033) = 3 + 16 + 4.848485 = 23.848485
    // air    30 + 0.5 x 200 x (0.3 / 0.3) + 0.25 x 150 x (0.3 / 0.25) = 30 + 100 + 45 = 175
    // the third season back has weight 0: nothing.
    const counts = withHistory({ trials: 100, homeRuns: 3, airBalls: 30 }, [lastSeason, twoBack, threeBack], [0.5, 0.25, 0], today)!;
    expect(counts.trials).toBe(525);
    expect(counts.homeRuns).toBeCloseTo(23.848485, 5);
    expect(counts.airBalls).toBeCloseTo(175, 9);
  });

  it('a batter new this season gets his history alone; counts without air balls drop the air term', () => {
    expect(withHistory(null, [lastSeason], [0.5, 0, 0], today)).toEqual({ trials: 300, homeRuns: 16, airBalls: 100 });
    expect(withHistory({ trials: 10, homeRuns: 1 }, [lastSeason], [0.5, 0, 0], today)).toEqual({ trials: 310, homeRuns: 17 });
  });

  it('no history (or only weight-0 seasons): the same counts, and HR Chance says prior-season was defaulted', () => {
    const mine = { trials: 100, homeRuns: 3 };
    expect(withHistory(mine, null, [0.5, 0.4, 0.3], today)).toBe(mine);
    expect(withHistory(mine, [threeBack], [0.5, 0.4, 0], today)).toBe(mine);
    const p = predictHomeRun(DEFAULT_CONSTANTS, league, { ...bare, batter: mine, slot: 4 });
    expect(p.defaulted).toContain('prior-season');
    expect(p.evidencePa).toBe(100);
  });

  it('moves a slow start toward his past, reports it, and counts it as evidence', () => {
    const slowStart = { ...bare, batter: { trials: 80, homeRuns: 0 }, slot: 4 };
    const without = predictHomeRun(DEFAULT_CONSTANTS, league, slowStart);
    const withPast = predictHomeRun(DEFAULT_CONSTANTS, league, { ...slowStart, batterHistory: [lastSeason] });
    expect(withPast.p).toBeGreaterThan(without.p);
    expect(withPast.inputs).toContain('prior-season');
    expect(withPast.evidencePa).toBe(80 + DEFAULT_CONSTANTS.history.batterWeights[0]! * 600);
  });

  it("the opposing starter's history: an HR-prone past raises the batter's chance, and is reported", () => {
    const facing = { ...bare, batter: { trials: 200, homeRuns: 8 }, slot: 4, startingPitcher: { trials: 50, homeRuns: 1 } };
    const prone: SeasonCounts = { seasonsBack: 1, counts: { trials: 700, homeRuns: 35 }, league: { pa: 180_000, hr: 5_400 } };
    const base = predictHomeRun(DEFAULT_CONSTANTS, league, facing);
    const withPast = predictHomeRun(DEFAULT_CONSTANTS, league, { ...facing, pitcherHistory: [prone] });
    expect(withPast.p).toBeGreaterThan(base.p);
    expect(withPast.inputs).toContain('starter-prior-season');
    expect(base.defaulted).toContain('starter-prior-season');
  });

  it("a park's earlier seasons join its factor: hand-computed", () => {
    // here: (40 + 0.5 x 240 x (0.032 / 0.03) + k x L) / (1000 + 0.5 x 6000 + k), k = park.priorPa, L = 0.032; elsewhere: L.
    const k = DEFAULT_CONSTANTS.park.priorPa;
    const park: SeasonCounts = { seasonsBack: 1, counts: { trials: 6000, homeRuns: 240 }, league: { pa: 180_000, hr: 5_400 } };
    const atPark = withHistory({ trials: 1000, homeRuns: 40 }, [park], [0.5, 0.5, 0.5], today)!;
    const expected = (40 + 128 + k * 0.032) / (4000 + k) / 0.032;
    expect(parkFactorFromCounts(DEFAULT_CONSTANTS, 0.032, atPark, null)).toBeCloseTo(expected, 9);
  });
});

describe('properties over random inputs', () => {
  const random = seededRandom(13);
  const draw = (): BatterGameInputs => {
    const pa = Math.floor(random() * 700);
    const bf = Math.floor(random() * 900);
    const pick = <T>(xs: readonly T[]): T | null => (random() < 0.15 ? null : xs[Math.floor(random() * xs.length)]!);
    return {
      batter: random() < 0.1 ? null : { trials: pa, homeRuns: Math.floor(pa * random() * 0.12), airBalls: random() < 0.5 ? undefined : Math.floor(pa * 0.35) },
      batterIsPitcher: random() < 0.05,
      bats: pick(['L', 'R', 'B'] as const),
      slot: pick([1, 2, 3, 4, 5, 6, 7, 8, 9]),
      isHome: pick([true, false]),
      startingPitcher: random() < 0.1 ? null : { trials: bf, homeRuns: Math.floor(bf * random() * 0.08) },
      pitcherThrows: pick(['L', 'R'] as const),
      bullpen: random() < 0.1 ? null : { trials: 2 * bf, homeRuns: Math.floor(2 * bf * random() * 0.06) },
      parkFactor: random() < 0.2 ? null : 0.6 + random() * 0.9,
      conditions:
        random() < 0.3
          ? null
          : {
              indoors: random() < 0.15,
              temperatureF: random() < 0.2 ? null : 30 + random() * 80,
              wind: random() < 0.2 ? null : { direction: pick(['out', 'in', 'cross', 'calm'] as const) ?? 'calm', mph: random() * 30 },
            },
      statcastPrior: random() < 0.5 ? null : { pa: Math.floor(random() * 700), barrels: Math.floor(random() * 60), leagueBarrelsPerPa: 0.05 },
      platoonSplits:
        random() < 0.5
          ? null
          : { advantage: { trials: pa, homeRuns: Math.floor(pa * random() * 0.1) }, disadvantage: { trials: 100, homeRuns: Math.floor(random() * 8) } },
    };
  };

  it('p is always a probability in [0, 1]', () => {
    for (let i = 0; i < 5000; i++) {
      const p = predictHomeRun(FITTED, league, draw());
      for (const value of [p.p, p.pUncalibrated, p.pPerPa]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
  });

  it("p rises with the batter's HR rate, everything else held", () => {
    for (let i = 0; i < 1000; i++) {
      const input = draw();
      const pa = 50 + Math.floor(random() * 500);
      let previous = -1;
      for (const homeRuns of [0, 2, 5, 10, 20, 35]) {
        const p = predictHomeRun(FITTED, league, { ...input, batter: { trials: pa, homeRuns } }).p;
        expect(p).toBeGreaterThan(previous);
        previous = p;
      }
    }
  });
});

describe("the batter's own PAs per start", () => {
  it("scale E[PA] by (his PAs + k) / (his slots' average + k)", () => {
    const base = { ...bare, slot: 5, isHome: false };
    const plain = predictHomeRun(DEFAULT_CONSTANTS, league, base);
    const k = DEFAULT_CONSTANTS.expectedPa.batterPriorPa;
    const fewer = predictHomeRun(DEFAULT_CONSTANTS, league, { ...base, starts: { plateAppearances: 30, expectedPlateAppearances: 40 } });
    expect(fewer.expectedPa).toBeCloseTo((plain.expectedPa * (30 + k)) / (40 + k), 12);
    expect(fewer.p).toBeLessThan(plain.p);
    expect(fewer.inputs).toContain('starts');
  });
});
