import { z } from 'zod';
import { fileHeader, isoDate, teamCode } from './common.ts';

/** A pick as shown and archived (spec part 2 §3: name, team, hrProbability). */
export const pickSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: teamCode,
  hrProbability: z.number().min(0).max(1),
});

export const picksFileSchema = z.object({
  ...fileHeader,
  confident: z.array(pickSchema).max(5),
  punt: z.array(pickSchema).max(5),
});

/** A pick in the archive, with its outcome once the day's home runs are known. */
export const historicPickSchema = pickSchema.extend({
  /** true: homered that day; false: played and did not; null: not yet known. */
  homered: z.boolean().nullable(),
});

export const historyDaySchema = z.object({
  ...fileHeader,
  confident: z.array(historicPickSchema),
  punt: z.array(historicPickSchema),
  /** The build that first archived this day. */
  archivedAt: z.string(),
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
});

export type Pick = z.infer<typeof pickSchema>;
export type PicksFile = z.infer<typeof picksFileSchema>;
export type HistoricPick = z.infer<typeof historicPickSchema>;
export type HistoryDay = z.infer<typeof historyDaySchema>;
export type HistoryIndex = z.infer<typeof historyIndexSchema>;
