import { z } from 'zod';
import { MODEL_INPUTS } from '../probability/model.ts';
import { dataAbsence, doubleheaderGameNumber, fileHeader, hand, maybeNumber, teamCode } from './common.ts';

/** A probability model input (domain/probability/model.ts MODEL_INPUTS). */
const modelInput = z.enum(MODEL_INPUTS);

/** The opposing starter's figures shown on the custom-model table. */
export const pitcherProfileSchema = z.object({
  name: z.string(),
  hand,
  ip: maybeNumber,
  slg: maybeNumber,
  hc: maybeNumber,
  fb: maybeNumber,
  iffb: maybeNumber,
  trueFb: maybeNumber,
  ld: maybeNumber,
  pull: maybeNumber,
  barrelPct: maybeNumber,
  kPct: maybeNumber,
  found: z.boolean(),
});

/**
 * One book's anytime-HR price for a hitter and the money figures at it (all on pHr):
 * `american` the "Yes" price, `noAmerican` the "No" price when the book posts both;
 * `fairProbability` this book's fair probability (its margin removed: `fairMethod`, `fairBasis`),
 * `edge` pHr minus that fair probability, `evPerDollar` the EV at this price; 4 decimals.
 * `book` is the book's name as the odds file writes it ('unnamed book' when it names none);
 * `updatedAt` when the price was taken (ISO instant: the book's own time, else the odds
 * file's fetch time), null when the odds file gives neither.
 */
export const bookQuoteSchema = z.object({
  book: z.string(),
  american: z.number().int(),
  noAmerican: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  fairProbability: z.number().min(0).max(1),
  /**
   * How the fair probability was read: 'shin' = both sides posted, Shin's de-vig of the pair; 'measured' =
   * "Yes" only, this book's calibration in the market card (domain/probability/market-card.json), measured
   * on its graded prices; 'pooled' = "Yes" only, a book the card has no data for: the pooled calibration of
   * the books it has measured, with a wider interval.
   */
  fairMethod: z.enum(['shin', 'measured', 'pooled']),
  /** What priced it, as the page says it: "DraftKings, measured on 5,256 starters". */
  fairBasis: z.string(),
  edge: z.number().min(-1).max(1),
  evPerDollar: z.number(),
});

/**
 * One projected hitter (docs/product.md#hr-projections). Percent fields are 0-100;
 * parkFactor is a multiplier (1 = neutral). Two different numbers:
 * - hrProbability (0-1 or null) is the spec's HR score, a weighted average of
 *   normalised stats: it ranks hitters but is NOT a probability;
 * - pHr is the calibrated probability model's P(at least one HR in the game)
 *   (domain/probability, graded walk-forward on a real season; model-card.json).
 * Every money figure (fairProbability's edge, evPerDollar) is built on pHr only.
 */
export const projectedBatterSchema = z.object({
  id: z.string(),
  mlbamId: z.number().int().nullable(),
  name: z.string(),
  team: teamCode,
  opponent: teamCode,
  battingOrder: z.number().int().min(1).max(9).nullable(),
  position: z.string().nullable(),
  confirmed: z.boolean(),
  hand,
  opposingPitcher: z.string().nullable(),
  /**
   * True when the opposing listed starter is an opener (no start this season, short outings:
   * OPENER_RULE in domain/spec-constants.ts): pHr gives him only his average outing's batters
   * and the rest of the game to the bullpen.
   */
  opposingPitcherOpener: z.boolean(),
  stadiumName: z.string().nullable(),
  /** The game's id in lineups.json, and its first pitch (lineups.json's gameTime): the game filter and the Game Time column. */
  gameId: z.string(),
  gameTime: z.string().nullable(),
  /**
   * 1 or 2: the game of a doubleheader ("G1" / "G2" beside the row, domain/doubleheaders.ts
   * doubleheaderGameNumbers); null for his club's only game of the day.
   */
  gameNumber: doubleheaderGameNumber,
  /** True when the hitter's team is the game's home side (the game filter's "away @ home"). */
  home: z.boolean(),
  gameDate: z.string(),
  weather: z.string().nullable(),
  hrProbability: z.number().min(0).max(1).nullable(),
  hardHitRate: maybeNumber,
  hrRate: maybeNumber,
  barrelRate: maybeNumber,
  exitVelo: maybeNumber,
  launchAngle: maybeNumber,
  parkFactor: z.number().positive(),
  temperature: z.number(),
  maxEV: maybeNumber,
  hr: maybeNumber,
  avg: maybeNumber,
  slg: maybeNumber,
  ld: maybeNumber,
  fb: maybeNumber,
  pull: maybeNumber,
  hc: maybeNumber,
  iffb: maybeNumber,
  trueFb: maybeNumber,
  ab: maybeNumber,
  barrelPct: maybeNumber,
  kPct: maybeNumber,
  ip: maybeNumber,
  /**
   * The best anytime-HR "Yes" price (American odds) over the books that quote this hitter
   * (the highest payout; ties go to the book first by name); null when no book does.
   */
  oddsAmerican: z.number().int().nullable(),
  /** The book of that best price; null without odds or when the odds file names no book. */
  oddsBook: z.string().nullable(),
  /** The "No" side's price at that book, when it posts both. */
  oddsNoAmerican: z.number().int().nullable(),
  /** Every book's price for this hitter with its own fair probability, edge and EV, best price first; [] without odds. */
  books: z.array(bookQuoteSchema),
  /** Calibrated P(1+ HR in the game), 4 decimals (the model's `p`). */
  pHr: z.number().min(0).max(1),
  /** The model inputs this hitter's pHr used, in MODEL_INPUTS order. */
  pHrInputs: z.array(modelInput),
  /** The model inputs it lacked, each replaced by its documented default (league rate, neutral park, average E[PA], no adjustment). */
  pHrDefaulted: z.array(modelInput),
  /** Effective PAs behind pHr: this season's PAs plus earlier seasons' at the card's fitted history weights (1 decimal). */
  evidencePa: z.number().nonnegative(),
  /** PAs of the previous season whose Statcast (barrels per PA) moved the centre of his prior; 0 when none did. */
  evidenceStatcastPa: z.number().nonnegative(),
  /** True when evidencePa plus evidenceStatcastPa is under THIN_EVIDENCE_PA (domain/probability/defaults.ts evidenceIsThin): pHr then leans mostly on his slot's average. */
  evidenceThin: z.boolean(),
  /**
   * The market's fair probability of "Yes" (its margins removed), 4 decimals; null without odds: the
   * evidence-weighted consensus of the books' fair probabilities (each weighed by the inverse of its
   * variance: a measured calibration outweighs a pooled one). fairProbMethod is the method of the book
   * weighing most in it (bookQuoteSchema.fairMethod); fairBasis says what priced each book.
   */
  fairProbability: z.number().min(0).max(1).nullable(),
  fairProbMethod: z.enum(['shin', 'measured', 'pooled']).nullable(),
  fairBasis: z.string().nullable(),
  /** pHr - fairProbability (probability points, -1..1); null without odds. */
  edge: z.number().min(-1).max(1).nullable(),
  /**
   * The edge's 95 % interval (probability points): HR Chance's spread from the model's evidence
   * (evidencePa against the card's prior strength) and the fair probability's from its calibration
   * (domain/probability/edge.ts); null without odds.
   */
  edgeLow: z.number().min(-1).max(1).nullable(),
  edgeHigh: z.number().min(-1).max(1).nullable(),
  /** True when that interval holds 0: the edge is within the noise of the two numbers; null without odds. */
  edgeWithinNoise: z.boolean().nullable(),
  /** Expected profit per $1 staked at oddsAmerican if pHr is the true chance: pHr x (decimal - 1) - (1 - pHr); null without odds. */
  evPerDollar: z.number().nullable(),
  pitcher: pitcherProfileSchema.nullable(),
  /** Which inputs supplied this hitter's figures, in priority order. */
  statSources: z.array(z.string()),
});

export const unmatchedHitterSchema = z.object({
  name: z.string(),
  team: teamCode,
  reason: z.enum(['no-data', 'ambiguous']),
});

export const projectionsFileSchema = z.object({
  ...fileHeader,
  batters: z.array(projectedBatterSchema),
  /** The yellow "Players not in projections today" notice. */
  notInProjections: z.array(unmatchedHitterSchema),
  absence: dataAbsence,
});

export type PitcherProfile = z.infer<typeof pitcherProfileSchema>;
export type BookQuote = z.infer<typeof bookQuoteSchema>;
export type ProjectedBatter = z.infer<typeof projectedBatterSchema>;
export type UnmatchedHitter = z.infer<typeof unmatchedHitterSchema>;
export type ProjectionsFile = z.infer<typeof projectionsFileSchema>;
