import { z } from 'zod';
import { reliabilityBinSchema } from '../probability/card.ts';
import { fileHeader, isoDate } from './common.ts';

const count = z.number().int().nonnegative();
const probability = z.number().min(0).max(1);

/**
 * One hitter's graded close in the market log: his last price at each book before his game's first pitch
 * (the archive's runs, docs/product.md#settlement), and what the box score says he did. Only hitters who
 * batted are here: no plate appearance is a void (docs/product.md#voids), counted on the game, not listed.
 */
export const loggedHitterSchema = z.object({
  mlbamId: z.number().int().positive(),
  /** In a posted (confirmed) lineup at his close run: the market card's starters; else its others. */
  starter: z.boolean(),
  /** HR Chance at his close run; absent when that run's archive did not keep it. */
  pHr: probability.optional(),
  homered: z.boolean(),
  /** Book -> his close price there (American odds). */
  prices: z.record(z.string(), z.number().int()),
});

/** One graded game of the log: graded once, from its final box score, and never rewritten (append-only). */
export const loggedGameSchema = z.object({
  /** The slate date the game belongs to. */
  date: isoDate,
  /** MLB's game id (gamePk). */
  gameId: z.string().regex(/^\d+$/),
  /** The first pitch as the last run before it knew it (ISO instant). */
  firstPitch: z.string(),
  /** The build that graded it. */
  gradedAt: z.string(),
  hitters: z.array(loggedHitterSchema),
  /** Priced hitters left out as void: in no box-score line, or no plate appearance. */
  voids: count,
});

/**
 * market/log.json: every archived night's close prices graded against the box scores, the prices the
 * market card is refit on (domain/probability/market-refit.ts). Append-only like the record: a build adds
 * the games it can newly grade, in date and game order, and keeps every game already in it as it was.
 * Pipeline-only: the site does not serve it.
 */
export const marketLogSchema = z.object({
  schemaVersion: fileHeader.schemaVersion,
  games: z.array(loggedGameSchema),
});

/** A line of the card the build priced with: implied over fair at the reference price, with its interval and what it rests on. */
export const pricingLineSchema = z.object({
  book: z.string(),
  group: z.enum(['starters', 'others']),
  /** 'refit': on the market log's graded prices of the window; 'card': the committed card's line. */
  basis: z.enum(['refit', 'card']),
  pooled: z.boolean(),
  factor: z.number().positive(),
  low: z.number().positive(),
  high: z.number().positive(),
  rows: count,
  firstDate: isoDate,
  lastDate: isoDate,
});

/**
 * graded-nights.json: what our own graded nights say, for /model and the build report. The market card's
 * lines the slate was priced with (each book's factor, refit on the market log or the committed card's),
 * and HR Chance's reliability on the priced hitters graded so far (domain/probability/metrics.ts
 * gradedReliabilityTable): equal-count groups, voids left out. `date`: the slate.
 */
export const gradedNightsSchema = z.object({
  ...fileHeader,
  /** The lines that priced the slate's one-sided prices, starters first, each book then the pooled line. */
  lines: z.array(pricingLineSchema),
  log: z.object({
    games: count,
    hitters: count,
    prices: count,
    voids: count,
    firstDate: isoDate.nullable(),
    lastDate: isoDate.nullable(),
  }),
  pricing: z.object({
    /** The implied probability the factors are stated at. */
    atImplied: probability,
    windowDays: z.number().int().positive(),
    minRows: count,
    /** The committed card's graded dates. */
    cardFirstDate: isoDate,
    cardLastDate: isoDate,
  }),
  reliability: z.object({
    hitters: count,
    homered: count,
    /** The home runs HR Chance expected: the sum of the graded hitters' pHr. */
    expected: z.number().nonnegative(),
    firstDate: isoDate.nullable(),
    lastDate: isoDate.nullable(),
    bins: z.array(reliabilityBinSchema),
  }),
});

export type LoggedHitter = z.infer<typeof loggedHitterSchema>;
export type LoggedGame = z.infer<typeof loggedGameSchema>;
export type MarketLog = z.infer<typeof marketLogSchema>;
export type PricingLine = z.infer<typeof pricingLineSchema>;
export type GradedNights = z.infer<typeof gradedNightsSchema>;
