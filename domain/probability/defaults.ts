/**
 * The model's constants before any fit, in one place: the starting point of
 * `fit`'s search and the documented value of every constant `fit` cannot learn
 * from a plate-appearance log (weather and Statcast terms, which the log lacks).
 * The league rate, E[PA] and bullpen share here are only placeholders that `fit`
 * replaces with the log's own figures.
 */
import type { ModelConstants } from './card.ts';

const NINE = <T>(value: T): T[] => Array.from({ length: 9 }, () => value);

/**
 * The Statcast terms that move the centre of a batter's prior, at strength 1: his prior's odds x
 * (barrel % / league barrel %)^0.25 x exp(0.015 per mph of average exit velocity over the league's).
 */
export const STATCAST_SHAPE = { barrelElasticity: 0.25, perMph: 0.015 } as const;
/** The strengths STATCAST_STRENGTH is chosen from. */
export const STATCAST_STRENGTH_GRID: readonly number[] = [0, 0.25, 0.5, 0.75, 1, 1.5, 2];
/**
 * The strength of the Statcast terms (a multiplier of STATCAST_SHAPE), checked with the model's own prior on
 * the hitters qualified in two consecutive seasons (../shared/real-data): each first-season line read as the
 * model reads a season 1 back (weighted by the card's `history.batterWeights[0]`, regressed with
 * `batter.priorPa`) with that season's barrel % and exit velocity, scored by the Poisson log-likelihood of his
 * next season's HR. On 2023 -> 2024 the likelihood is flat over the grid from 0.25 to 1 (the best within 0.3
 * of each other, inside the 95 % likelihood interval), so the data do not move it from 1; it gains over HR/PA
 * alone there and out of sample on 2024 -> 2025 (tests/e2e/statcast-year-over-year.test.ts fails otherwise).
 */
export const STATCAST_STRENGTH = 1;

/**
 * Marcel's recency weights (Tango's Marcel projections weight the seasons 1, 2, 3 back 5/4/3), per PA of
 * this season's with the season before worth half a PA: the starting point of the fitted history weights
 * and the yardstick they are graded against (`fitConstants` with `fixedHistory`, scripts/model-figures.ts).
 */
export const MARCEL_WEIGHTS: readonly number[] = [0.5, 0.4, 0.3];

export const DEFAULT_CONSTANTS: ModelConstants = {
  // priorPa is not searched: fit on the same log whose own season rate is priorRate, a search would always favour
  // trusting the prior; 10,000 PA is about a day and a half of a full season.
  league: { priorRate: 0.03, priorPa: 10000, priorAirRate: 0.25 },
  batter: { priorPa: 200, airPriorPa: 100, hrPerAirPriorAir: 100, slotPriorPa: 2000, pitcherAsBatterRatio: 0.15 },
  pitcher: { priorBf: 400, airPriorBf: 200, hrPerAirPriorAir: 400 },
  bullpen: { priorBf: 1000, shareBySlot: NINE(0.35), sharePriorPa: 300 },
  platoon: { oddsRatio: { L: 1.2, R: 1.1 }, advantageShare: { L: 0.75, R: 0.3 } },
  park: { priorPa: 3000 },
  // A starting pitcher bats about 2.3 times a game before he is pinch-hit for (NL seasons before the universal DH).
  expectedPa: { bySlot: { away: NINE(4), home: NINE(3.9) }, pitcherBatting: 2.3, priorGames: 30, batterPriorPa: 40 },
  adjustments: {
    // About +1 % HR odds per degree F (warm air is thinner; public carry studies find 1-2 %).
    temperature: { referenceF: 70, perDegreeF: 0.01 },
    // About +2.5 % HR odds per mph of wind blowing out toward the outfield.
    wind: { perMphOut: 0.025 },
    // Barrel rate and exit velocity are the strongest Statcast signs of power, but the batter's own
    // HR/PA holds most of the same signal: they move the centre of his prior, STATCAST_STRENGTH x STATCAST_SHAPE
    // (a quarter of the barrel ratio, +1.5 % odds per mph).
    barrel: { leaguePct: 7.5, elasticity: STATCAST_STRENGTH * STATCAST_SHAPE.barrelElasticity },
    exitVelocity: { leagueMph: 88.5, perMph: STATCAST_STRENGTH * STATCAST_SHAPE.perMph },
    // Statcast xHR per PA counts as 100 PA of extra evidence about the batter's rate.
    expectedHr: { weightPa: 100 },
  },
  // Before a fit: Marcel's 5/4/3 recency pattern.
  history: { batterWeights: [...MARCEL_WEIGHTS], pitcherWeights: [...MARCEL_WEIGHTS], parkWeights: [...MARCEL_WEIGHTS] },
  calibration: { method: 'platt-logit', withBattedBalls: { intercept: 0, slope: 1 }, countsOnly: { intercept: 0, slope: 1 } },
};

/** Batting slots are 1-9; index = slot - 1. */
export const SLOT_COUNT = 9;

/**
 * How a book's one-sided anytime-HR price ("Yes" only) becomes a fair probability: a calibration
 * measured on graded prices (domain/probability/market.ts, the market card
 * domain/probability/market-card.json; README "Fair prices").
 * - `priorFactor`: where every calibration starts before its first graded price, and what it is pulled
 *   toward (fair = implied / 1.25): the 25 % one-sided hold assumed before any price was graded here
 *   (one-sided anytime-HR prices at US books are said to hold 20-30 %; a 2026 tipster's 395 graded picks
 *   at their prices held 1.265, 95 %: 1.00 to 1.72, tests/e2e/real-odds-margins.test.ts). It is also the
 *   "flat 25 %" every walk-forward is compared with. An assumption, never fit.
 * - `referenceImplied`: the implied probability a calibration's level is stated at (15 %, +567: the
 *   middle of a night's board), so its level and slope are nearly independent.
 * - `slopeSpread`: the spread of the link (log or logit of the implied probability) over a board, about
 *   0.35 between a +250 slugger and a +1200 part-timer: scales the prior's weight on a free slope.
 * - `search`: the families, recency half-lives (days; null = every earlier date weighs the same) and
 *   prior strengths (rows) the fit compares by walk-forward log loss; the simpler family, the longer
 *   memory and the weaker prior come first, so a tie keeps them.
 * - `bootstrap`: refits on dates drawn with replacement that give each calibration its covariance; the
 *   seed makes the card reproducible.
 * - `z`: the interval's half-width in standard errors (1.96: 95 %), for the calibration and the edge.
 * - `unmeasuredBookSd`: the spread assumed between a book the card has not measured and the pooled
 *   line (on the link scale, 0.05: about 5 % on the factor), used when the measured books lie closer
 *   together than that: two books are too few to measure how far a third may lie.
 */
/** The calibration families (domain/probability/market.ts), simplest first. */
export const CALIBRATION_METHODS = ['factor', 'logit-shift', 'power', 'logistic'] as const;
export type CalibrationMethod = (typeof CALIBRATION_METHODS)[number];

export const MARKET_CALIBRATION = {
  priorFactor: 1.25,
  referenceImplied: 0.15,
  slopeSpread: 0.35,
  search: {
    methods: CALIBRATION_METHODS,
    halfLifeDays: [null, 28, 14, 10, 7, 5],
    priorRows: [25, 100, 400],
  },
  bootstrap: { draws: 400, seed: 20260718 },
  z: 1.96,
  unmeasuredBookSd: 0.05,
} as const satisfies {
  priorFactor: number;
  referenceImplied: number;
  slopeSpread: number;
  search: { methods: readonly CalibrationMethod[]; halfLifeDays: readonly (number | null)[]; priorRows: readonly number[] };
  bootstrap: { draws: number; seed: number };
  z: number;
  unmeasuredBookSd: number;
};

/**
 * Batters faced per inning pitched, used to estimate a pitcher's batters faced from his IP
 * when his pitching line has no TBF column (FanGraphs' dashboard export leaves it out) and
 * no row of the day's table carries both TBF and IP to measure it on. MLB seasons 2015-2025
 * ran 4.25-4.33 batters per inning; 4.3 is their middle.
 */
export const DEFAULT_BATTERS_FACED_PER_INNING = 4.3;

/**
 * Below this many PAs of evidence (this season plus earlier seasons at their fitted weights)
 * a batter's HR Chance leans mostly on his slot's average, not on him: the row says its
 * evidence is thin and its edge is not to be trusted as a figure about him.
 */
export const THIN_EVIDENCE_PA = 200;
