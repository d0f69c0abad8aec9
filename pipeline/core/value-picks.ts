/**
 * The Value list (docs/product.md#picks): beside the spec's Confident and Punt picks (chosen by the
 * HR Prob score, blind to the price), the hitters whose bet pays at the best price a book offers. The
 * rules and their reasons are VALUE_PICK_RULES (domain/spec-constants.ts).
 */
import type { Pick } from '../../domain/contracts/picks.ts';
import type { DoubleheaderGameNumber } from '../../domain/doubleheaders.ts';
import { VALUE_PICK_RULES } from '../../domain/spec-constants.ts';

/** A projected hitter's figures the Value list reads (projections.json). */
export interface ValueCandidate {
  id: string;
  name: string;
  team: string;
  gameId: string;
  /** 1 or 2 for a game of a doubleheader, null for a club's only game (carried onto the pick). */
  gameNumber: DoubleheaderGameNumber | null;
  /** The spec's score: every pick carries it (pickSchema); a hitter without one is not listed. */
  hrProbability: number | null;
  opponent: string;
  pHr: number;
  /** The best price and its book (null when the odds file names none). */
  oddsAmerican: number | null;
  oddsBook: string | null;
  /** The books' consensus fair probability, the edge against it and whether its interval holds 0. */
  fairProbability: number | null;
  edge: number | null;
  edgeWithinNoise: boolean | null;
  /** EV per $1 at the best price. */
  evPerDollar: number | null;
  evidenceThin: boolean;
}

/** A Value pick: a pick whose fair probability, edge and EV at the best price are known. */
export type ValuePick = Pick & { fairProbability: number; edge: number; evPerDollar: number };

type Priced = ValueCandidate & { hrProbability: number; oddsAmerican: number; fairProbability: number; edge: number; evPerDollar: number };

function qualifies(c: ValueCandidate): c is Priced {
  const rules = VALUE_PICK_RULES;
  return (
    c.hrProbability !== null &&
    c.oddsAmerican !== null &&
    c.fairProbability !== null &&
    c.evPerDollar !== null &&
    c.evPerDollar > rules.minEvPerDollar &&
    c.edge !== null &&
    c.edge > rules.minEdge &&
    (!rules.outsideNoise || c.edgeWithinNoise === false) &&
    (!rules.notThin || !c.evidenceThin)
  );
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The Value picks: the qualifying hitters (VALUE_PICK_RULES) by EV per $1 at the best price, highest
 * first (ties: edge, then name, id, game), one per player and game, at most VALUE_PICK_RULES.maxPicks.
 */
export function selectValuePicks(rows: readonly ValueCandidate[]): ValuePick[] {
  const seen = new Set<string>();
  return rows
    .filter(qualifies)
    .sort(
      (a, b) => b.evPerDollar - a.evPerDollar || b.edge - a.edge || compareText(a.name, b.name) || compareText(a.id, b.id) || compareText(a.gameId, b.gameId),
    )
    .filter((c) => !seen.has(`${c.id}|${c.gameId}`) && seen.add(`${c.id}|${c.gameId}`))
    .slice(0, VALUE_PICK_RULES.maxPicks)
    .map((c) => ({
      id: c.id,
      name: c.name,
      team: c.team,
      gameId: c.gameId,
      gameNumber: c.gameNumber,
      hrProbability: c.hrProbability,
      opponent: c.opponent,
      oddsAmerican: c.oddsAmerican,
      pHr: c.pHr,
      oddsBook: c.oddsBook,
      fairProbability: c.fairProbability,
      edge: c.edge,
      evPerDollar: c.evPerDollar,
    }));
}
