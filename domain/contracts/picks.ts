import { z } from 'zod';
import { PICK_LISTS } from '../record.ts';
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
  /** The Value list (docs/product.md#picks, VALUE_PICK_RULES): the highest EV at the best price, edge outside noise, evidence not thin; archived and graded like the others. */
  value: z.array(pickSchema).max(5),
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
  /** true: homered that day; false: batted and did not; null: not settled yet, or void. */
  homered: z.boolean().nullable(),
  /**
   * Present when the pick is void, as a sportsbook voids the bet (docs/product.md#settlement): why
   * ("game postponed", "no plate appearance", ...). A void pick has homered null and counts in no
   * hit rate or money figure.
   */
  voidReason: z.string().optional(),
});

/**
 * One priced hitter at one run: every book's "Yes" price (American odds) for his game, and whether
 * his lineup was confirmed at that run. The archive keeps it per run for closing-line value and a
 * market log (docs/product.md#historic-projections).
 */
export const runQuoteSchema = z.object({
  gameId: z.string(),
  id: z.string(),
  mlbamId: z.number().int().nullable(),
  confirmed: z.boolean(),
  /** HR Chance at that run (absent from runs archived before it was kept): the market log grades it (/model's reliability on graded nights). */
  pHr: z.number().min(0).max(1).optional(),
  /** Book -> price. */
  prices: z.record(z.string(), z.number().int()),
});

/** A side whose lineup was confirmed at a run, and the hitters in it (pick ids): a pick missing from it was scratched. */
export const confirmedSideSchema = z.object({ team: teamCode, ids: z.array(z.string()) });

/**
 * A game as one run saw it: its id and first pitch (ISO instant, null when not known); its clubs
 * and doubleheader game number (so an id made up without MLB's game id is matched to MLB's by
 * another run); the sides whose lineup was confirmed. `notPlayed`: the schedule's state of a game
 * it marks postponed or cancelled, which that run left off its slate (the game's picks are then void).
 * Days archived before these fields were kept lack them.
 */
export const runGameSchema = z.object({
  gameId: z.string(),
  firstPitch: z.string().nullable(),
  away: teamCode.optional(),
  home: teamCode.optional(),
  gameNumber: z.number().int().min(1).max(2).optional(),
  confirmed: z.array(confirmedSideSchema).optional(),
  notPlayed: z.string().optional(),
});

/** One build of the day: when it ran, the games it saw, the picks it published and the prices it read. */
export const historyRunSchema = z.object({
  at: z.string(),
  games: z.array(runGameSchema),
  confident: z.array(runPickSchema),
  punt: z.array(runPickSchema),
  /** Absent from runs archived before the Value list. */
  value: z.array(runPickSchema).optional(),
  /** Absent from runs archived before prices were kept. */
  quotes: z.array(runQuoteSchema).optional(),
});

/** How a pick stands: settled (homered, no HR, void) or pending. */
export const pickOutcome = z.enum(['homered', 'no-hr', 'void', 'pending']);

/**
 * A change to an already settled pick (a late correction, a resumed game, a box score that came
 * after the home-run feed): the record is append-only, so the change is written down with its reason.
 */
export const revisionSchema = z.object({
  /** The build that made the change. */
  at: z.string(),
  list: z.enum(PICK_LISTS),
  id: z.string(),
  name: z.string(),
  gameId: z.string().optional(),
  from: pickOutcome,
  to: pickOutcome,
  reason: z.string(),
});

/**
 * An archived day. `runs` holds a snapshot of every build of the day, oldest first;
 * `confident`, `punt` and `value` are the record: each game's picks as locked by its
 * lock run (see lockedAt), sorted as the picks are (hrProbability, name, id), each settled
 * once its game is (docs/product.md#settlement). A day archived before runs were kept has no
 * `runs` and its picks as first archived.
 */
export const historyDaySchema = z.object({
  ...fileHeader,
  confident: z.array(historicPickSchema),
  punt: z.array(historicPickSchema),
  /** Absent from days archived before the Value list. */
  value: z.array(historicPickSchema).optional(),
  /** The build that first archived this day. */
  archivedAt: z.string(),
  runs: z.array(historyRunSchema).optional(),
  /** Changes to settled picks, oldest first; absent while there is none. */
  revisions: z.array(revisionSchema).optional(),
});

const count = z.number().int().nonnegative();

/** domain/record.ts ListTally: one list's settled picks, units and closing-line value. */
export const listTallySchema = z.object({
  picks: count,
  hits: count,
  graded: count,
  voids: count,
  priced: count,
  units: z.number(),
  unitsSquared: z.number().nonnegative(),
  clvPicks: count,
  clvSum: z.number(),
});

/** A day's tally of one list, and the list's units summed over every day up to this one (the chart's line). */
export const dayListSchema = listTallySchema.extend({ cumulativeUnits: z.number() });

/** A list's record over every archived day: its tally and the figures (domain/record.ts listFigures). */
export const listRecordSchema = listTallySchema.extend({
  roi: z.number().nullable(),
  roiInterval: z.tuple([z.number(), z.number()]).nullable(),
  clv: z.number().nullable(),
});

export const historyIndexSchema = z.object({
  schemaVersion: fileHeader.schemaVersion,
  days: z.array(
    z.object({
      date: isoDate,
      picks: count,
      hits: count,
      graded: count,
      voids: count,
      lists: z.object({ confident: dayListSchema, punt: dayListSchema, value: dayListSchema }),
    }),
  ),
  record: z.object({
    hits: count,
    graded: count,
    voids: count,
  }),
  /** Each list's record over every archived day. */
  lists: z.object({ confident: listRecordSchema, punt: listRecordSchema, value: listRecordSchema }),
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
export type RunQuote = z.infer<typeof runQuoteSchema>;
export type PickOutcome = z.infer<typeof pickOutcome>;
export type Revision = z.infer<typeof revisionSchema>;
export type DayList = z.infer<typeof dayListSchema>;
export type ListRecord = z.infer<typeof listRecordSchema>;
export type HistoryIndex = z.infer<typeof historyIndexSchema>;
