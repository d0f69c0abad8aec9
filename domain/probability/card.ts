/**
 * The model card: every constant the probability model uses, the data it was fit
 * on and how well it did, as one versioned JSON file. `fit` writes it, `backtest`
 * and the nightly build read it, the site draws its reliability chart from it.
 * The league HR rate in it is only a weak prior for the league rate to date,
 * which a prediction always learns from the season's own data.
 */
import { z } from 'zod';

export const MODEL_CARD_SCHEMA = 'longball.hr-probability.model-card';
export const MODEL_CARD_VERSION = 3;
/** Earlier seasons a prediction may use as a player's history, most recent first. */
export const HISTORY_SEASONS = 3;

const probability = z.number().min(0).max(1);
const positive = z.number().positive();
const nonNegative = z.number().nonnegative();
/** Nine numbers, one per batting slot 1-9 (index 0 = slot 1). */
const perSlot = <T extends z.ZodType>(item: T) => z.array(item).length(9);

export const reliabilityBinSchema = z.object({
  bin: z.number().int().min(1),
  n: z.number().int().nonnegative(),
  meanPredicted: probability,
  observedRate: probability,
  minPredicted: probability,
  maxPredicted: probability,
});

export const metricsSchema = z.object({
  n: z.number().int().nonnegative(),
  events: z.number().int().nonnegative(),
  baseRate: probability,
  meanPredicted: probability,
  brier: nonNegative,
  brierBaseRate: nonNegative,
  brierSkill: z.number(),
  rocAuc: probability,
  logLoss: nonNegative,
  ece: nonNegative,
  reliability: z.array(reliabilityBinSchema),
});

const plattMapSchema = z.object({ intercept: z.number(), slope: positive });

export const modelConstantsSchema = z.object({
  league: z.object({
    /** HR per PA of the data the card was fit on: a prior for the league rate to date, not the rate itself. */
    priorRate: probability,
    /** Weight of that prior, in PA, against the season's PAs to date. */
    priorPa: nonNegative,
    /** Air balls (F or L, home runs included) per PA of the fitting data: prior for the league's air rate to date. */
    priorAirRate: probability,
  }),
  batter: z.object({
    /** Prior strength k_b: a batter's HR/PA to date is regressed toward his slot's rate with this many PA (no batted-ball data). */
    priorPa: positive,
    /** With batted-ball data: his air balls per PA regressed to the league's with this many PA... */
    airPriorPa: positive,
    /** ...and his HR per air ball regressed to his prior's with this many air balls. */
    hrPerAirPriorAir: positive,
    /** Strength of the regression of each slot's HR/PA ratio to the league toward 1. */
    slotPriorPa: positive,
    /** HR/PA of a batter known as a pitcher, as a share of the league rate, before his own PAs. */
    pitcherAsBatterRatio: positive,
  }),
  pitcher: z.object({
    /** Prior strength k_p: a starter's HR per batter faced regressed to the league rate with this many BF. */
    priorBf: positive,
    /** With batted-ball data: air balls allowed per BF regressed with this many BF, HR per air ball with this many air balls. */
    airPriorBf: positive,
    hrPerAirPriorAir: positive,
  }),
  bullpen: z.object({
    /** Prior strength of a team bullpen's HR/BF, in batters faced. */
    priorBf: positive,
    /** Share of a starting batter's PAs that go against relievers, by slot (prior for the share to date). */
    shareBySlot: perSlot(probability),
    /** Weight of that prior, in starter PAs per slot. */
    sharePriorPa: nonNegative,
  }),
  platoon: z.object({
    /**
     * Odds ratio of HR/PA with the platoon advantage (batter's side opposite the
     * pitcher's hand) over without, for left- and right-handed batters. Switch
     * hitters always bat with the advantage, which their own rate already holds.
     */
    oddsRatio: z.object({ L: positive, R: positive }),
    /** Share of left- and right-handed batters' PAs with the advantage: centres the term on their overall rate. */
    advantageShare: z.object({ L: probability, R: probability }),
    /**
     * Each hitter's own odds ratio: his HR/PA with and without the advantage (this season and his earlier seasons at
     * their history weights), each regressed toward what the side's ratio expects of him with this many PA. null: the
     * side's ratio alone (the term is off).
     */
    hitterPriorPa: positive.nullable(),
  }),
  park: z.object({
    /** Strength, in PA, of the regression of a park's HR factor to 1 (neutral). */
    priorPa: positive,
  }),
  expectedPa: z.object({
    /** PAs per starter-game, [away, home] x slot 1-9 (prior for the figures to date). */
    bySlot: z.object({ away: perSlot(positive), home: perSlot(positive) }),
    /** PAs per game of a starting pitcher who bats (pinch-hit for late); the prior when the log has no pitchers batting. */
    pitcherBatting: positive,
    /** Weight of that prior, in starter-games per slot. */
    priorGames: nonNegative,
    /** Strength, in PA, of the regression of a batter's own PAs per start (over his slots' average) to 1. */
    batterPriorPa: positive,
  }),
  /**
   * The game's weather at first pitch, fit on the real seasons' Retrosheet conditions (walk-forward with the other
   * constants): HR odds per PA multiply by exp(perDegreeF x (temperature - referenceF) + outPerMph x mph blowing out +
   * inPerMph x mph blowing in + crossPerMph x mph across); calm is 0 mph. Neutral indoors (a dome or a closed roof) and
   * for a term whose reading is unknown. A term dropped out of sample is held at 0.
   */
  weather: z.object({
    referenceF: z.number(),
    perDegreeF: z.number(),
    outPerMph: z.number(),
    inPerMph: z.number(),
    crossPerMph: z.number(),
  }),
  /**
   * Quality of contact as a prior: the centre of a batter's prior moves by the odds ratio
   * ((barrels + priorPa x L) / (PA + priorPa) / L)^elasticity, his barrels per PA in the latest earlier season with
   * Statcast (L: that season's league barrels per PA), so it speaks for a hitter with a thin HR record and fades as his
   * own PAs accrue. elasticity 0: no term.
   */
  statcast: z.object({ elasticity: nonNegative, priorPa: positive }),
  history: z.object({
    /**
     * Weight of each PA of a batter's season 1, 2 and 3 back against one PA of this season: his earlier
     * seasons' PA, HR (scaled by this season's league rate over theirs) and air balls join this season's
     * counts at these weights before the regression toward his slot (Marcel's 5/4/3 is the pattern to beat).
     */
    batterWeights: z.array(nonNegative).length(HISTORY_SEASONS),
    /** The same for the opposing starter's batters faced and HR allowed. */
    pitcherWeights: z.array(nonNegative).length(HISTORY_SEASONS),
    /** The same for a park's PAs and HR (and its owner's games elsewhere) in the park factor. */
    parkWeights: z.array(nonNegative).length(HISTORY_SEASONS),
  }),
  calibration: z.object({
    /** Platt scaling on the logit: p = 1 / (1 + exp(-(intercept + slope * logit(raw)))). */
    method: z.literal('platt-logit'),
    /** For predictions whose batter counts carry air balls (from a PA log, with PAs per start), fit on the log's walk-forward. */
    withBattedBalls: plattMapSchema,
    /** For predictions from HR and PA counts only (the nightly build's stat exports), fit on the same walk with the log's own inputs (air balls, PAs per start) hidden. */
    countsOnly: plattMapSchema,
  }),
});

/** A file a fit or backtest read: its name (no folder), sha256 and data rows. */
export const fileFingerprintSchema = z.object({
  file: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  rows: z.number().int().nonnegative(),
});

export const dataFingerprintSchema = z.object({
  file: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  rows: z.number().int().nonnegative(),
  games: z.number().int().nonnegative(),
  starterGames: z.number().int().nonnegative(),
  homeRuns: z.number().int().nonnegative(),
  firstDate: z.string(),
  lastDate: z.string(),
  neutralSites: z.object({ file: z.string(), sha256: z.string(), games: z.number().int().nonnegative() }).nullable(),
  /** The season's game conditions (Retrosheet weather at first pitch): the log's games it covers, and its rejected values. */
  conditions: fileFingerprintSchema.extend({ gamesCovered: z.number().int().nonnegative(), rejected: z.number().int().nonnegative() }).nullable().default(null),
  /** The earlier season's Statcast batting aggregates the season's batter priors read (the latest before it given). */
  statcast: fileFingerprintSchema.extend({ season: z.number().int() }).nullable().default(null),
});

/** The model's terms beyond the counts, each fit (or dropped) as a whole: its coefficients with a 95 % interval. */
export const MODEL_TERMS = ['temperature', 'wind', 'crosswind', 'statcast', 'platoon', 'platoon-hitter'] as const;
export type ModelTerm = (typeof MODEL_TERMS)[number];

export const termCoefficientSchema = z.object({
  /** Where the coefficient lives in the constants, e.g. `weather.outPerMph`. */
  name: z.string(),
  value: z.number(),
  /**
   * The 95 % interval: value +- 1.96 standard errors from the walk-forward log-likelihood, clustered by game (weather)
   * or by batter-season (the batter's terms) because starter-games of one game or one hitter are not independent;
   * null for a value chosen on a grid of orders of magnitude (a prior strength).
   */
  low: z.number().nullable(),
  high: z.number().nullable(),
});

export const fittedTermSchema = z.object({
  term: z.enum(MODEL_TERMS),
  /** false: the term did not earn its place out of sample and is held neutral (its coefficients are then the dropped fit's, for the record). */
  kept: z.boolean(),
  /** On what it was fit, or why it is held neutral. */
  note: z.string(),
  coefficients: z.array(termCoefficientSchema),
});

/** The walk-forward of one fitting season, with the earlier seasons it was given as history. */
export const seasonWalkSchema = z.object({
  season: z.string(),
  data: z.string(),
  history: z.array(z.string()),
  metrics: metricsSchema,
});

export const modelCardSchema = z.object({
  schema: z.literal(MODEL_CARD_SCHEMA),
  version: z.literal(MODEL_CARD_VERSION),
  model: z.string(),
  constants: modelConstantsSchema,
  /** Every log the card was fit on, in date order, with the conditions and Statcast files each season read. */
  fittedOn: z.array(dataFingerprintSchema).min(1),
  /** Every Statcast batting file given to the fit (each season reads the latest one before it). */
  statcastFiles: z.array(fileFingerprintSchema.extend({ season: z.number().int() })).default([]),
  /** The terms beyond the counts: fitted values with their intervals, and whether each is kept. */
  terms: z.array(fittedTermSchema).default([]),
  fit: z.object({
    objective: z.string(),
    evaluations: z.number().int().nonnegative(),
    searched: z.record(z.string(), z.array(z.number().nullable())),
  }),
  /**
   * Walk-forward metrics on the fitting log (the in-sample figures): before and after
   * calibration, and from HR/PA counts only (the log's own inputs hidden, as the nightly build predicts).
   */
  inSample: z.object({ uncalibrated: metricsSchema, calibrated: metricsSchema, countsOnly: metricsSchema }),
  /** Each fitting season's walk-forward with this card's constants (in-sample), with the seasons it had as history. */
  seasons: z.array(seasonWalkSchema).min(1),
  /** The walk-forward backtest with this card's constants over every fitting season pooled, as `backtest` prints it; the site's reliability chart. */
  backtest: z.object({ season: z.string(), data: z.string(), metrics: metricsSchema }),
  notes: z.array(z.string()),
});

export type ModelConstants = z.infer<typeof modelConstantsSchema>;
export type ModelCard = z.infer<typeof modelCardSchema>;
export type Metrics = z.infer<typeof metricsSchema>;
export type ReliabilityBin = z.infer<typeof reliabilityBinSchema>;
export type DataFingerprint = z.infer<typeof dataFingerprintSchema>;
export type SeasonWalk = z.infer<typeof seasonWalkSchema>;
export type FileFingerprint = z.infer<typeof fileFingerprintSchema>;
export type FittedTerm = z.infer<typeof fittedTermSchema>;
export type TermCoefficient = z.infer<typeof termCoefficientSchema>;
