/**
 * The product's own picks, "Confident" and "Punt" (docs/product.md#picks). Thresholds and their
 * units are in PICK_RULES (spec-constants.ts): percents 0-100 throughout.
 */
import type { Pick } from '../../domain/contracts/picks.ts';
import { HARD_HIT_FRACTION_CUTOFF, PICK_RULES, type PickRule, type Threshold } from '../../domain/spec-constants.ts';

export interface PickCandidate {
  id: string;
  name: string;
  team: string;
  /** The game the row projects: a hitter is picked once per game at most. */
  gameId: string;
  /** 0-1. */
  hrProbability: number | null;
  /** Percent 0-100. */
  barrelRate: number | null;
  /** Percent 0-100, or a fraction <= 1 (see hardHitPercent). */
  hardHitRate: number | null;
  /** mph. */
  exitVelo: number | null;
  /** Shown with the pick, not used to choose it: the game's number in a doubleheader, the opponent, pHr and the money figures at the row's best price. */
  gameNumber: 1 | 2 | null;
  opponent: string;
  oddsAmerican: number | null;
  oddsBook: string | null;
  fairProbability: number | null;
  edge: number | null;
  evPerDollar: number | null;
  pHr: number;
}

export interface SelectedPicks {
  confident: Pick[];
  punt: Pick[];
}

/**
 * A hard-hit value of 1 or less is a fraction and becomes a percent (docs/product.md#picks).
 * The product is rounded to 9 decimals: 0.275 × 100 is 27.500000000000004 in binary
 * floating point and must not pass "hard hit > 27.5".
 */
export function hardHitPercent(value: number): number {
  return value <= HARD_HIT_FRACTION_CUTOFF ? Math.round(value * 100 * 1e9) / 1e9 : value;
}

function passes(value: number | null, threshold: Threshold): boolean {
  if (value == null || !Number.isFinite(value)) return false;
  return threshold.inclusive ? value >= threshold.min : value > threshold.min;
}

function qualifies(c: PickCandidate, rule: PickRule): boolean {
  return (
    passes(c.hrProbability, rule.hrProbability) &&
    passes(c.barrelRate, rule.barrelRate) &&
    passes(c.hardHitRate == null ? null : hardHitPercent(c.hardHitRate), rule.hardHitRate) &&
    passes(c.exitVelo, rule.exitVelo)
  );
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** One pick per player and game. */
const pickKey = (c: { id: string; gameId: string }): string => `${c.id}|${c.gameId}`;

function toPick(c: PickCandidate & { hrProbability: number }): Pick {
  return {
    id: c.id,
    name: c.name,
    team: c.team,
    gameId: c.gameId,
    gameNumber: c.gameNumber,
    hrProbability: c.hrProbability,
    opponent: c.opponent,
    oddsAmerican: c.oddsAmerican,
    oddsBook: c.oddsBook,
    fairProbability: c.fairProbability,
    edge: c.edge,
    evPerDollar: c.evPerDollar,
    pHr: c.pHr,
  };
}

/**
 * Confident: the first 5 qualifying candidates by hrProbability (highest first; ties by
 * name, then id, so the same input always gives the same picks). Punt: the first 5
 * that meet the Punt rule and are not in the Confident list — "not already in
 * Confident" read as the list shown, so a sixth Confident-grade hitter can be a Punt.
 * A null value never meets a threshold. A hitter is picked once per game at most: a
 * second row of the same player id in the same game is never a second pick (a
 * doubleheader's two games are two games, each graded on its own).
 */
export function selectPicks(rows: readonly PickCandidate[]): SelectedPicks {
  const seen = new Set<string>();
  const ranked = rows
    .filter((c): c is PickCandidate & { hrProbability: number } => c.hrProbability != null && Number.isFinite(c.hrProbability))
    .sort((a, b) => b.hrProbability - a.hrProbability || compareText(a.name, b.name) || compareText(a.id, b.id) || compareText(a.gameId, b.gameId))
    .filter((c) => !seen.has(pickKey(c)) && seen.add(pickKey(c)));

  const confident = ranked.filter((c) => qualifies(c, PICK_RULES.confident)).slice(0, PICK_RULES.confident.maxPicks);
  const inConfident = new Set(confident.map(pickKey));
  const punt = ranked.filter((c) => !inConfident.has(pickKey(c)) && qualifies(c, PICK_RULES.punt)).slice(0, PICK_RULES.punt.maxPicks);

  return { confident: confident.map(toPick), punt: punt.map(toPick) };
}
