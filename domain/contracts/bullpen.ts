import { z } from 'zod';
import { dataAbsence, fileHeader, hand, maybeNumber, teamCode } from './common.ts';

/** One bullpen pitcher (docs/product.md#bullpen-pages). usage: pitches thrown on each of the last six days, newest first. */
export const bullpenEntrySchema = z.object({
  team: teamCode,
  player: z.string(),
  thr: hand,
  role: z.string(),
  usage: z.array(z.number().int().nonnegative().nullable()).length(6),
  vfa: maybeNumber,
  vsi: maybeNumber,
  g: maybeNumber,
  /** Innings as a true decimal: the source's 195.1 (thirds) is 195.333... */
  ip: maybeNumber,
  era: maybeNumber,
  sv: maybeNumber,
  hld: maybeNumber,
  k9: maybeNumber,
  kperc: maybeNumber,
  /**
   * Home runs allowed per nine innings this season. The bullpen input has no home runs: the
   * pitcher is matched to the pitching tables (FanGraphs' HR/9, else HR x 9 / IP of the MLB Stats
   * API); null when no table has him. A file written before the field existed reads as null.
   */
  hr9: maybeNumber.default(null),
});

export const bullpenFileSchema = z.object({
  ...fileHeader,
  /** Column captions for the six usage days, newest first (e.g. Thu, Wed, ...). */
  usageDays: z.array(z.string()).length(6),
  entries: z.array(bullpenEntrySchema),
  absence: dataAbsence,
});

export type BullpenEntry = z.infer<typeof bullpenEntrySchema>;
export type BullpenFile = z.infer<typeof bullpenFileSchema>;
