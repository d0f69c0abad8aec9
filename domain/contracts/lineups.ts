import { z } from 'zod';
import { dataAbsence, fileHeader, hand, teamCode } from './common.ts';

export const lineupPlayerSchema = z.object({
  name: z.string(),
  /** 1-9, or null when the source gave no slot (bench, unknown). */
  battingOrder: z.number().int().min(1).max(9).nullable(),
  position: z.string().nullable(),
  confirmed: z.boolean(),
  hand,
});

export const lineupSideSchema = z.object({
  team: teamCode,
  teamName: z.string(),
  /** "Confirmed" if any player in the lineup is confirmed, else "Projected" (docs/product.md#game-matchups). */
  status: z.enum(['Confirmed', 'Projected']),
  startingPitcher: z.string().nullable(),
  players: z.array(lineupPlayerSchema),
});

export const gameSchema = z.object({
  /** The game id (MLB gamePk); without a schedule, "<date>-<away>-<home>" ("-2" for a doubleheader's second game). */
  id: z.string(),
  gameDate: z.string(),
  gameTime: z.string().nullable(),
  venue: z.string().nullable(),
  weather: z.string().nullable(),
  temperature: z.number(),
  /** 1 or 2: the game of a doubleheader, when the schedule gives it. */
  gameNumber: z.number().int().min(1).max(2).optional(),
  away: lineupSideSchema,
  home: lineupSideSchema,
});

export const lineupsFileSchema = z.object({
  ...fileHeader,
  games: z.array(gameSchema),
  absence: dataAbsence,
});

export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;
export type LineupSide = z.infer<typeof lineupSideSchema>;
export type Game = z.infer<typeof gameSchema>;
export type LineupsFile = z.infer<typeof lineupsFileSchema>;
