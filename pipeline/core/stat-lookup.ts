/**
 * Stat lookup over a player's matched rows (docs/product.md#data-files-and-matching): a value
 * counts only when it is present and numeric; a lookup answers with the first source, in
 * priority order, that has one, else null. The order: projection site, batter stats, pitcher
 * stats, exit-velocity table, the Player-keyed table.
 *
 * How the spec's priority list maps onto the inputs (ids as in docs/inputs.md):
 * - projection site: `razzball` (the spec's razzball.csv), then `projections`
 *   (the projections file the spec names without a file name);
 * - batter stats: `fangraphs-stats`, then `savant-batter-expected` (actual and
 *   expected AVG/SLG), then `mlb-stats` (the spec's "MLB stats table": AB, HR,
 *   AVG, OBP, SLG). The spec's "Player-keyed table" (a Baseball-Reference style
 *   export with a `Player` column) has no input of its own in this project; the
 *   MLB Stats API table, which carries the same counting stats, stands in its
 *   tier and sits with the batter stats. It shares no key with the exit-velocity
 *   table, so its place before or after it changes no value.
 * - pitcher stats: deliberately absent for hitters. Looking a hitter up in the
 *   pitcher table by name would hand him the figures of a namesake pitcher (Will
 *   Smith the catcher, Will Smith the reliever), and a two-way player's pitching
 *   line says nothing about his hitting. A hitter never reads the pitcher tables.
 * - exit-velocity table: `savant-batter-ev` (EV, maxEV, LA, HardHit%, Barrel%).
 *
 * Opposing starters read the pitcher tables in `PITCHER_SOURCE_PRIORITY`; the MLB Stats
 * API pitching table comes last (its IP and ERA fill in when FanGraphs' table is missing).
 */
import type { StatKey, StatRow } from '../inputs/rows.ts';

export const BATTER_SOURCE_PRIORITY = ['razzball', 'projections', 'fangraphs-stats', 'savant-batter-expected', 'mlb-stats', 'savant-batter-ev'] as const;

export const PITCHER_SOURCE_PRIORITY = ['fangraphs-pitchers', 'savant-pitcher-expected', 'savant-pitcher-ev', 'mlb-pitching'] as const;

export type BatterSourceId = (typeof BATTER_SOURCE_PRIORITY)[number];
export type PitcherSourceId = (typeof PITCHER_SOURCE_PRIORITY)[number];

/** One source's row matched to the player. A list of these is in priority order. */
export interface MatchedSource {
  source: string;
  row: StatRow;
}

export interface FoundStat {
  value: number;
  source: string;
  key: StatKey;
}

/** The matched rows in the given priority order; sources without a row are skipped. */
export function inPriorityOrder(rowsBySource: ReadonlyMap<string, StatRow | null | undefined>, priority: readonly string[]): MatchedSource[] {
  const out: MatchedSource[] = [];
  for (const source of priority) {
    const row = rowsBySource.get(source);
    if (row) out.push({ source, row });
  }
  return out;
}

function usable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The first usable value of `key` over the sources in order, else null. */
export function firstStat(matches: readonly MatchedSource[], key: StatKey): FoundStat | null {
  for (const { source, row } of matches) {
    const value = row.stats[key];
    if (usable(value)) return { value, source, key };
  }
  return null;
}

/** firstStat's value alone, with no FoundStat built: every player's figures read a dozen keys. */
export function firstStatValue(matches: readonly MatchedSource[], key: StatKey): number | null {
  for (let i = 0; i < matches.length; i++) {
    const value = matches[i]!.row.stats[key];
    if (usable(value)) return value;
  }
  return null;
}

/**
 * The first key, in the order given, that any source has; within a key the
 * sources' priority decides. Keys are alternatives of decreasing preference for
 * one figure (HardHit% before Hard%: a HardHit% from a later source beats a Hard%
 * from an earlier one, so the figure keeps one definition wherever possible).
 */
export function firstStatOf(matches: readonly MatchedSource[], keys: readonly StatKey[]): FoundStat | null {
  for (const key of keys) {
    const found = firstStat(matches, key);
    if (found) return found;
  }
  return null;
}
