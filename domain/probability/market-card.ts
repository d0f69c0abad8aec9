/**
 * The market card (domain/probability/market-card.json): for each book, and for starters and
 * others, the calibration that turns a one-sided implied probability into a fair probability, with
 * its interval and the data it was fit on; the pooled calibration a book without data takes (with a
 * wider interval); the settings kept and the walk-forward that chose them. `market fit` writes it,
 * the nightly build and `market backtest` read it. Numbers are rounded to fixed digits so two fits
 * of the same files are byte-identical.
 */
import { z } from 'zod';
import { CALIBRATION_METHODS, MARKET_CALIBRATION } from './defaults.ts';
import {
  factorAt,
  fairBandOf,
  fitWithInterval,
  MARKET_GROUPS,
  recencyWeight,
  type CalibrationFit,
  type GradedPrice,
  type MarketFitSettings,
  type MarketGroup,
} from './market.ts';
import { scoreTable, walkForwardFair, type SettingsTrial } from './market-walk.ts';

export const MARKET_CARD_SCHEMA = 'longball.market-card';
export const MARKET_CARD_VERSION = 1;

const probability = z.number().min(0).max(1);
const count = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const group = z.enum(['starters', 'others']);
const settingsSchema = z.object({ method: z.enum(CALIBRATION_METHODS), halfLifeDays: z.number().positive().nullable(), priorRows: z.number().nonnegative() });

export const marketCalibrationSchema = z.object({
  book: z.string().min(1),
  group,
  method: z.enum(CALIBRATION_METHODS),
  /** eta = level + slope x (g(implied) - g(referenceImplied)), fair = g^-1(eta); g = log (factor, power) or logit. */
  level: z.number(),
  slope: z.number().positive(),
  /** Covariance of (level, slope) over the bootstrap over dates (slope terms 0 when the slope is fixed). */
  covariance: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  /** The graded prices it was measured on, their home runs, dates, mean implied and observed rate. */
  rows: count,
  homeRuns: count,
  /** The sum of the rows' recency weights as of the card's date: what the line rests on once older nights have faded. */
  effectiveRows: z.number().nonnegative(),
  firstDate: isoDate,
  lastDate: isoDate,
  meanImplied: probability,
  observedRate: probability,
  /** Implied over fair at the reference implied probability, with its interval (z standard errors). */
  factor: z.object({ atImplied: probability, value: z.number().positive(), low: z.number().positive(), high: z.number().positive() }),
});

export const pooledCalibrationSchema = marketCalibrationSchema.extend({
  /** The books pooled. */
  books: z.array(z.string()).min(1),
  /**
   * The spread, on the link scale, added to the level of a book the card has not measured: the
   * measured books' spread around the pooled line, at least MARKET_CALIBRATION.unmeasuredBookSd.
   */
  unmeasuredLevelSd: z.number().nonnegative(),
});

export const marketFileFingerprintSchema = z.object({
  file: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  rows: count,
  graded: count,
  firstDate: isoDate,
  lastDate: isoDate,
});

const scoreSchema = z.object({ meanFair: probability, logLoss: z.number().nonnegative(), brier: z.number().nonnegative() });

export const marketScoreRowSchema = z.object({
  book: z.string(),
  group: z.enum(['starters', 'others', 'all']),
  n: count,
  homeRuns: count,
  observed: probability,
  calibrated: scoreSchema,
  implied: scoreSchema,
  flat: scoreSchema,
});

export const settingsTrialSchema = z.object({
  settings: settingsSchema,
  n: count,
  logLoss: z.number(),
  brier: z.number(),
  meanFair: probability,
  observed: probability,
});

export const marketCardSchema = z.object({
  schema: z.literal(MARKET_CARD_SCHEMA),
  version: z.literal(MARKET_CARD_VERSION),
  /** The first date the card prices: the day after its last graded date (every recency weight is as of it). */
  asOf: isoDate,
  /** The settings kept (the lowest walk-forward log loss over `comparison`). */
  settings: settingsSchema,
  priorFactor: z.number().positive(),
  referenceImplied: probability,
  /** Standard errors of every interval in the card (1.96: 95 %). */
  z: z.number().positive(),
  fittedOn: z.array(marketFileFingerprintSchema).min(1),
  calibrations: z.array(marketCalibrationSchema),
  pooled: z.array(pooledCalibrationSchema).min(1),
  /** Every setting searched, walked forward over the fitting prices (each date from the dates before it). */
  comparison: z.array(settingsTrialSchema),
  /** The kept setting's walk-forward per book and group, against the raw implied and the flat 25 %. */
  walkForward: z.array(marketScoreRowSchema),
  notes: z.array(z.string()),
});

export type MarketCard = z.infer<typeof marketCardSchema>;
export type MarketCalibration = z.infer<typeof marketCalibrationSchema>;
export type PooledCalibration = z.infer<typeof pooledCalibrationSchema>;
export type MarketFileFingerprint = z.infer<typeof marketFileFingerprintSchema>;

const round = (x: number, digits = 6) => Number(x.toFixed(digits));

/** The day after a date, YYYY-MM-DD. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A fitted line with the figures the card states about its prices. */
function calibrationEntry(
  book: string,
  g: MarketGroup,
  prices: readonly GradedPrice[],
  asOf: string,
  settings: MarketFitSettings,
  seed: number,
): MarketCalibration {
  const fit = fitWithInterval(prices, asOf, settings, seed);
  const dates = prices.map((p) => p.date).sort();
  const homeRuns = prices.filter((p) => p.homered).length;
  const { referenceImplied } = MARKET_CALIBRATION;
  const band = fairBandOf(fit, referenceImplied, MARKET_CALIBRATION.z);
  return {
    book,
    group: g,
    method: fit.method,
    level: round(fit.level),
    slope: round(fit.slope),
    covariance: [
      [round(fit.covariance[0][0], 9), round(fit.covariance[0][1], 9)],
      [round(fit.covariance[1][0], 9), round(fit.covariance[1][1], 9)],
    ],
    rows: prices.length,
    homeRuns,
    effectiveRows: round(
      prices.reduce((s, p) => s + recencyWeight(p.date, asOf, settings.halfLifeDays), 0),
      1,
    ),
    firstDate: dates[0]!,
    lastDate: dates[dates.length - 1]!,
    meanImplied: round(prices.reduce((s, p) => s + p.implied, 0) / prices.length),
    observedRate: round(homeRuns / prices.length),
    factor: {
      atImplied: referenceImplied,
      value: round(factorAt(fit, referenceImplied), 4),
      low: round(referenceImplied / band.high, 4),
      high: round(referenceImplied / band.low, 4),
    },
  };
}

/** What `buildMarketCard` needs: the files' fingerprints, their graded prices, the searched settings and the one kept. */
export interface MarketCardInput {
  files: readonly MarketFileFingerprint[];
  prices: readonly GradedPrice[];
  trials: readonly SettingsTrial[];
  kept: SettingsTrial;
}

/** The card for a fit (see the file comment), checked against its schema. */
export function buildMarketCard({ files, prices, trials, kept }: MarketCardInput): MarketCard {
  const settings = kept.settings;
  const lastDate = prices.map((p) => p.date).sort()[prices.length - 1]!;
  const asOf = nextDate(lastDate);
  const seed = MARKET_CALIBRATION.bootstrap.seed;
  const books = [...new Set(prices.map((p) => p.book))].sort();
  const calibrations: MarketCalibration[] = [];
  const pooled: PooledCalibration[] = [];
  MARKET_GROUPS.forEach((g, gi) => {
    const ofGroup = prices.filter((p) => p.group === g);
    if (ofGroup.length === 0) return;
    const measured = books.flatMap((book, bi) => {
      const cell = ofGroup.filter((p) => p.book === book);
      return cell.length > 0 ? [calibrationEntry(book, g, cell, asOf, settings, seed + 100 * gi + bi + 1)] : [];
    });
    calibrations.push(...measured);
    const all = calibrationEntry(books.join(' + '), g, ofGroup, asOf, settings, seed + 100 * gi);
    const spread = measured.reduce((s, m) => s + (m.level - all.level) ** 2, 0) / Math.max(1, measured.length);
    const unmeasuredLevelSd = round(Math.sqrt(Math.max(MARKET_CALIBRATION.unmeasuredBookSd ** 2, spread)));
    pooled.push({ ...all, books: measured.map((m) => m.book), unmeasuredLevelSd });
  });
  const walk = scoreTable(prices, walkForwardFair([], prices, settings));
  const roundScore = (s: { meanFair: number; logLoss: number; brier: number }) => ({
    meanFair: round(s.meanFair),
    logLoss: round(s.logLoss),
    brier: round(s.brier),
  });
  return marketCardSchema.parse({
    schema: MARKET_CARD_SCHEMA,
    version: MARKET_CARD_VERSION,
    asOf,
    settings,
    priorFactor: MARKET_CALIBRATION.priorFactor,
    referenceImplied: MARKET_CALIBRATION.referenceImplied,
    z: MARKET_CALIBRATION.z,
    fittedOn: files,
    calibrations,
    pooled,
    comparison: trials.map((t) => ({ ...t, logLoss: round(t.logLoss), brier: round(t.brier), meanFair: round(t.meanFair), observed: round(t.observed) })),
    walkForward: walk.map((r) => ({
      ...r,
      observed: round(r.observed),
      calibrated: roundScore(r.calibrated),
      implied: roundScore(r.implied),
      flat: roundScore(r.flat),
    })),
    notes: [
      'Graded prices: close prices with a box-score outcome for players who batted; no plate appearance is a void (docs/product.md#voids).',
      'Starters: players in the posted lineup at the close; others: every other graded player (not in it, or not known).',
      `Walk-forward: each date priced by calibrations fit only on earlier dates, recency-weighted by the kept half-life, each pulled toward fair = implied / ${MARKET_CALIBRATION.priorFactor} by a prior worth the kept number of rows.`,
      `Intervals: ${MARKET_CALIBRATION.bootstrap.draws} refits on dates drawn with replacement (seed ${seed}), +/- ${MARKET_CALIBRATION.z} standard errors.`,
    ],
  });
}

/** A book's name as the card and the odds feed compare it: letters and digits, lower case ("Fan Duel", "fanduel" and "FanDuel" are one book). */
export const bookKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How one book's one-sided prices for a group are priced tonight: its own calibration, or the pooled one with its wider interval. */
export interface PricingCalibration {
  book: string;
  group: MarketGroup;
  source: 'measured' | 'pooled';
  fit: CalibrationFit;
  /** Variance added to the level (a book the card has not measured). */
  extraLevelVariance: number;
  rows: number;
  /** What the page says priced the price ("DraftKings, measured on 5,256 starters"). */
  label: string;
}

const GROUP_NOUN: Readonly<Record<MarketGroup, string>> = { starters: 'starters', others: 'players not known to start' };
/** 5256 -> "5,256", the same in every locale. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The calibration a book's price for a group takes: the card's own line for the book, else the group's pooled line, labelled. */
export function pricingCalibration(card: MarketCard, book: string, g: MarketGroup): PricingCalibration {
  const own = card.calibrations.find((c) => c.group === g && bookKey(c.book) === bookKey(book));
  if (own)
    return {
      book,
      group: g,
      source: 'measured',
      fit: own,
      extraLevelVariance: 0,
      rows: own.rows,
      label: `${own.book}, measured on ${thousands(own.rows)} ${GROUP_NOUN[g]}`,
    };
  const pooled = card.pooled.find((p) => p.group === g) ?? card.pooled[0]!;
  return {
    book,
    group: g,
    source: 'pooled',
    fit: pooled,
    extraLevelVariance: pooled.unmeasuredLevelSd ** 2,
    rows: pooled.rows,
    label: `Pooled ${pooled.books.join(' and ')}, measured on ${thousands(pooled.rows)} ${GROUP_NOUN[pooled.group]} (no data for ${book})`,
  };
}

/** The fair probability of a one-sided price under a pricing calibration, with its interval (the card's z). */
export function calibratedFair(card: MarketCard, calibration: PricingCalibration, implied: number): { fair: number; low: number; high: number; sd: number } {
  return fairBandOf(calibration.fit, implied, card.z, calibration.extraLevelVariance);
}
