import { z } from 'zod';
import { dataAbsence, fileHeader, maybeNumber } from './common.ts';

/** One batter-pitcher matchup (docs/product.md#batter-vs-pitcher-stats); id is the row's position, player/team feed the search. */
export const bvpRowSchema = z.object({
  id: z.number().int().nonnegative(),
  batter: z.string(),
  pitcher: z.string(),
  player: z.string(),
  team: z.string(),
  PA: z.number().int().nonnegative(),
  AB: z.number().int().nonnegative(),
  H: z.number().int().nonnegative(),
  '1B': z.number().int().nonnegative(),
  '2B': z.number().int().nonnegative(),
  '3B': z.number().int().nonnegative(),
  HR: z.number().int().nonnegative(),
  BB: z.number().int().nonnegative(),
  SO: z.number().int().nonnegative(),
  AVG: maybeNumber,
  OBP: maybeNumber,
  SLG: maybeNumber,
});

export const bvpFileSchema = z.object({
  ...fileHeader,
  rows: z.array(bvpRowSchema),
  absence: dataAbsence,
});

/**
 * bvp-today.json, the BvP page's first load: the rows of bvp.json (same ids) that pair one of
 * today's lineup batters with a pitcher he may face today (the opposing starter or an arm of the
 * opposing bullpen), in id order. The whole history, bvp.json, is loaded on request.
 */
export const bvpTodayFileSchema = z
  .object({
    ...fileHeader,
    rows: z.array(bvpRowSchema),
    /** Rows in bvp.json: what "Show all history" loads. */
    historyRows: z.number().int().nonnegative(),
    absence: dataAbsence,
  })
  .superRefine((file, ctx) => {
    if (file.rows.length > file.historyRows) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'more rows than the history holds' });
    file.rows.forEach((row, index) => {
      if (index > 0 && row.id <= file.rows[index - 1]!.id)
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'id'], message: 'rows must be in increasing id order' });
      if (row.id >= file.historyRows) ctx.addIssue({ code: 'custom', path: ['rows', index, 'id'], message: 'id is not a row of bvp.json' });
    });
  });

export type BvpRow = z.infer<typeof bvpRowSchema>;
export type BvpFile = z.infer<typeof bvpFileSchema>;
export type BvpTodayFile = z.infer<typeof bvpTodayFileSchema>;
