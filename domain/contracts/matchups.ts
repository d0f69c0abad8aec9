import { z } from 'zod';
import { dataAbsence, fileHeader, hand, maybeNumber, teamCode } from './common.ts';

/** One pitch type from a Savant pitch-arsenal row (batter side: what he did against it). */
export const pitchValueSchema = z.object({
  pitchType: z.string(),
  pitchName: z.string(),
  runValue: z.number(),
  /** Pitcher side: share of his pitches, percent. Batter side: share of pitches he saw. */
  usage: maybeNumber,
  hardHit: maybeNumber,
});

export const matchupBatterSchema = z.object({
  name: z.string(),
  battingOrder: z.number().int().min(1).max(9).nullable(),
  position: z.string().nullable(),
  hand,
  /** null: no pitch-arsenal row for this batter ("NOT ADDED YET"). */
  pitches: z.array(pitchValueSchema).nullable(),
});

export const matchupPitcherSchema = z.object({
  name: z.string(),
  hand,
  role: z.string().nullable(),
  /** null: no pitch-arsenal row for this pitcher. */
  pitches: z.array(pitchValueSchema).nullable(),
  g: maybeNumber,
  ip: maybeNumber,
  era: maybeNumber,
  sv: maybeNumber,
  hld: maybeNumber,
  k9: maybeNumber,
  kperc: maybeNumber,
  /** Home runs allowed per nine innings this season (FanGraphs' HR/9, else HR x 9 / IP of the MLB Stats API). */
  hr9: maybeNumber,
  /** Barrels allowed per batted-ball event, percent 0-100 (the first pitching table that has it). */
  barrelPct: maybeNumber,
});

/** One team's view of today's game: its lineup against the other side's starter and bullpen. */
export const teamMatchupSchema = z.object({
  team: teamCode,
  teamName: z.string(),
  opponent: teamCode,
  opponentName: z.string(),
  /** The game's first pitch (lineups.json's gameTime); teams are listed in first-pitch order (domain/games.ts). */
  gameTime: z.string().nullable(),
  lineup: z.array(matchupBatterSchema),
  /** null: the opponent's starter is not known yet ("NOT ADDED YET"). */
  opposingStarter: matchupPitcherSchema.nullable(),
  opposingBullpen: z.array(matchupPitcherSchema),
});

export const matchupsFileSchema = z.object({
  ...fileHeader,
  teams: z.array(teamMatchupSchema),
  absence: dataAbsence,
});

export type PitchValue = z.infer<typeof pitchValueSchema>;
export type MatchupBatter = z.infer<typeof matchupBatterSchema>;
export type MatchupPitcher = z.infer<typeof matchupPitcherSchema>;
export type TeamMatchup = z.infer<typeof teamMatchupSchema>;
export type MatchupsFile = z.infer<typeof matchupsFileSchema>;
