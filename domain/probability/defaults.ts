/**
 * The model's constants before any fit, in one place: the starting point of
 * `fit`'s search; every constant here is fit (weather and Statcast on the seasons'
 * game conditions and Statcast files, when `fit` is given them; neutral otherwise).
 * The league rate, E[PA] and bullpen share here are only placeholders that `fit`
 * replaces with the log's own figures.
 */
import type { ModelConstants, ModelTerm } from './card.ts';

const NINE = <T>(value: T): T[] => Array.from({ length: 9 }, () => value);

/**
 * The terms beyond the counts that the fit may use, each graded out of sample (leave-one-season-out on the real
 * seasons, scripts/model-figures.ts) with and without it; a term that does not earn its place there is held neutral
 * in the committed card's fit (`fitConstants(..., { terms })`). The figures and the reason for each are in
 * domain/probability/README.md.
 */
export const KEPT_TERMS: Readonly<Record<ModelTerm, boolean>> = {
  temperature: true,
  wind: true,
  crosswind: false,
  statcast: true,
  platoon: true,
  'platoon-hitter': false,
};

/** The constants of a term held neutral: no effect on any prediction. */
export const NEUTRAL_TERMS = {
  weather: { perDegreeF: 0, outPerMph: 0, inPerMph: 0, crossPerMph: 0 },
  statcast: { elasticity: 0 },
  platoon: { oddsRatio: { L: 1, R: 1 } },
  /** No hitter's own split: his side's ratio alone. */
  hitterPriorPa: null,
} as const;

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
  platoon: { oddsRatio: { L: 1.2, R: 1.1 }, advantageShare: { L: 0.75, R: 0.3 }, hitterPriorPa: NEUTRAL_TERMS.hitterPriorPa },
  park: { priorPa: 3000 },
  // A starting pitcher bats about 2.3 times a game before he is pinch-hit for (NL seasons before the universal DH).
  expectedPa: { bySlot: { away: NINE(4), home: NINE(3.9) }, pitcherBatting: 2.3, priorGames: 30, batterPriorPa: 40 },
  // Weather and Statcast start neutral: the fit finds their values on the seasons' game conditions and Statcast.
  weather: { referenceF: 70, perDegreeF: 0, outPerMph: 0, inPerMph: 0, crossPerMph: 0 },
  statcast: { elasticity: 0, priorPa: 100 },
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
 * Below this many PAs of his own behind HR Chance a batter's HR Chance leans mostly on his slot's
 * average, not on him: the row says its evidence is thin and its edge is not to be trusted as a
 * figure about him. His own PAs are those behind his rate (this season plus earlier seasons at their
 * fitted weights) and those of last season whose barrels set the centre of his prior (the Statcast
 * prior, which the fit weighs instead of much of last season's home-run count).
 */
export const THIN_EVIDENCE_PA = 200;

/** Whether a batter's evidence is thin (THIN_EVIDENCE_PA): his rate's PAs and his Statcast prior's PAs together. */
export const evidenceIsThin = (evidencePa: number, statcastPa: number): boolean => evidencePa + statcastPa < THIN_EVIDENCE_PA;
