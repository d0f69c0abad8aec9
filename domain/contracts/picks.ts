import { z } from 'zod';
import { doubleheaderGameNumber, fileHeader, isoDate, teamCode } from './common.ts';

/**
 * A pick as shown and archived (docs/product.md#picks: name, team and score), chosen
 * by the spec's HR score (hrProbability, a score, not a probability), shown with
 * its game (opponent), the probability model's pHr (P(1+ HR), the figure to set
 * against the price) and the money figures of its projected row (the same player in
 * the same game) at that row's best price: the price, its book, the book's fair
 * probability, the edge and the EV per $1 (see projections.ts).
 */
export const pickSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: teamCode,
  /** The game the pick is for (the projected row's gameId, MLB gamePk): a doubleheader's two games are two picks, graded apart. */
  gameId: z.string(),
  /** 1 or 2 for a game of a doubleheader ("G1" / "G2"), null for his club's only game of the day. */
  gameNumber: doubleheaderGameNumber,
  hrProbability: z.number().min(0).max(1),
  opponent: teamCode,
  /** The best anytime-HR price (American odds) over the books; null when no book lists him. */
  oddsAmerican: z.number().int().nullable(),
  /** The book of that price; null without a price or when the odds file names no book. */
  oddsBook: z.string().nullable(),
  /** That book's fair probability of "Yes" (its margin removed), 4 decimals; null without a price. */
  fairProbability: z.number().min(0).max(1).nullable(),
  /** pHr - fairProbability, probability points (-1..1); null without a price. */
  edge: z.number().min(-1).max(1).nullable(),
  /** Expected profit per $1 staked at oddsAmerican if pHr is the true chance; null without a price. */
  evPerDollar: z.number().nullable(),
  pHr: z.number().min(0).max(1),
});

export const picksFileSchema = z.object({
  ...fileHeader,
  confident: z.array(pickSchema).max(5),
  punt: z.array(pickSchema).max(5),
});

/**
 * The pick's fields that days archived before picks carried their doubleheader number and
 * money figures lack: optional in the archive (a run's picks and the graded record).
 */
const LATER_PICK_FIELDS = {
  gameNumber: doubleheaderGameNumber.optional(),
  oddsBook: z.string().nullable().optional(),
  fairProbability: z.number().min(0).max(1).nullable().optional(),
  edge: z.number().min(-1).max(1).nullable().optional(),
  evPerDollar: z.number().nullable().optional(),
};

/** A pick as one run of an archived day published it. */
export const runPickSchema = pickSchema.extend(LATER_PICK_FIELDS);

/**
 * A pick in the archive, with its outcome once the day's home runs are known.
 * opponent, oddsAmerican and pHr are absent from days archived before the
 * probability model ran, and gameId from days archived before picks carried it,
 * so they are optional here.
 */
export const historicPickSchema = pickSchema.extend({
  ...LATER_PICK_FIELDS,
  /** Absent from days archived before picks carried their game. */
  gameId: z.string().optional(),
  opponent: teamCode.optional(),
  oddsAmerican: z.number().int().nullable().optional(),
  pHr: z.number().min(0).max(1).optional(),
  /**
   * The run that locked this pick (its build time): the last run of the day before its
   * game's first pitch, or, when no run came before it, the day's first run with the game.
   */
  lockedAt: z.string().optional(),
  /** The game's first pitch as that run knew it (ISO instant); null when not known. */
  firstPitch: z.string().nullable().optional(),
  /** true: homered that day; false: played and did not; null: not yet known. */
  homered: z.boolean().nullable(),
});

/** A game on the slate as one run saw it: its id and first pitch (ISO instant, null when not known). */
export const runGameSchema = z.object({ gameId: z.string(), firstPitch: z.string().nullable() });

/** One build of the day: when it ran, the games it saw, and the picks it published. */
export const historyRunSchema = z.object({
  at: z.string(),
  games: z.array(runGameSchema),
  confident: z.array(runPickSchema),
  punt: z.array(runPickSchema),
});

/**
 * An archived day. `runs` holds a snapshot of every build of the day, oldest first;
 * `confident` and `punt` are the graded record: each game's picks as locked by its
 * lock run (see lockedAt), sorted as the picks are (hrProbability, name, id).
 * A day archived before runs were kept has no `runs` and its picks as first archived.
 */
export const historyDaySchema = z.object({
  ...fileHeader,
  confident: z.array(historicPickSchema),
  punt: z.array(historicPickSchema),
  /** The build that first archived this day. */
  archivedAt: z.string(),
  runs: z.array(historyRunSchema).optional(),
});

export const historyIndexSchema = z.object({
  schemaVersion: fileHeader.schemaVersion,
  days: z.array(
    z.object({
      date: isoDate,
      picks: z.number().int().nonnegative(),
      hits: z.number().int().nonnegative(),
      graded: z.number().int().nonnegative(),
    }),
  ),
  record: z.object({
    hits: z.number().int().nonnegative(),
    graded: z.number().int().nonnegative(),
  }),
  /**
   * HR Chance against what happened, over every graded pick that carries pHr: how many,
   * the home runs HR Chance expected (the sum of their pHr) and how many homered.
   * Absent until such a pick is graded.
   */
  chance: z
    .object({
      picks: z.number().int().nonnegative(),
      expected: z.number().nonnegative(),
      homered: z.number().int().nonnegative(),
    })
    .optional(),
});

export type Pick = z.infer<typeof pickSchema>;
export type RunPick = z.infer<typeof runPickSchema>;
export type PicksFile = z.infer<typeof picksFileSchema>;
export type HistoricPick = z.infer<typeof historicPickSchema>;
export type HistoryDay = z.infer<typeof historyDaySchema>;
export type HistoryRun = z.infer<typeof historyRunSchema>;
export type RunGame = z.infer<typeof runGameSchema>;
export type HistoryIndex = z.infer<typeof historyIndexSchema>;
