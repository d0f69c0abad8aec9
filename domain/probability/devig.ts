/**
 * Fair probabilities from sportsbook prices: the book's margin (vig) removed.
 * Two-sided markets: multiplicative (each implied probability divided by their
 * sum) or Shin's model (the margin assumed to come from insider trading, which
 * takes more off long shots). One-sided markets (the usual HR prop, "Yes" only):
 * the implied probability with a margin measured elsewhere removed.
 */
import { clamp } from './math.ts';

/** The implied probability of American odds: +400 -> 0.2, -150 -> 0.6. */
export function impliedFromAmerican(odds: number): number {
  if (!Number.isFinite(odds) || odds === 0 || Math.abs(odds) < 100) throw new RangeError(`not American odds: ${odds}`);
  return odds > 0 ? 100 / (odds + 100) : -odds / (-odds + 100);
}

/** The book's margin (overround) of a market: sum of implied probabilities minus 1. */
export function overround(implied: readonly number[]): number {
  return implied.reduce((sum, p) => sum + p, 0) - 1;
}

/** Multiplicative de-vig: each implied probability divided by the market's total. */
export function devigMultiplicative(implied: readonly number[]): number[] {
  const total = implied.reduce((sum, p) => sum + p, 0);
  if (!(total > 0)) throw new RangeError('implied probabilities must sum to more than 0');
  return implied.map((p) => p / total);
}

/**
 * Shin's fair probabilities for a market with implied probabilities pi (sum S > 1):
 * p_i = (sqrt(z^2 + 4 (1 - z) pi_i^2 / S) - z) / (2 (1 - z)), with z in [0, 1)
 * the insider share solved so that the p_i sum to 1 (bisection: the sum falls as z grows).
 * A market without margin (S <= 1) is returned normalised, as multiplicative would.
 */
export function devigShin(implied: readonly number[]): number[] {
  const total = implied.reduce((sum, p) => sum + p, 0);
  if (total <= 1) return devigMultiplicative(implied);
  const fair = (z: number) => implied.map((pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / total) - z) / (2 * (1 - z)));
  const sumAt = (z: number) => fair(z).reduce((sum, p) => sum + p, 0);
  let low = 0;
  let high = 0.999;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (sumAt(mid) > 1) low = mid;
    else high = mid;
  }
  return fair((low + high) / 2);
}

/**
 * One-sided de-vig: the posted side's implied probability with the margin of the
 * market removed, assuming the margin is spread multiplicatively over both sides
 * (fair = implied / (1 + margin)). `margin` is the overround, e.g. 0.05 for 105 %.
 */
export function devigOneSided(implied: number, margin: number): number {
  if (!(margin > -1)) throw new RangeError(`margin must be above -1: ${margin}`);
  return clamp(implied / (1 + margin), 0, 1);
}

/**
 * How a fair probability was read off a price: both sides posted (Shin), or the "Yes" side only with
 * the book's own one-sided margin measured that day (`book-margin`) or the fallback one (`default-margin`).
 */
export type FairProbMethod = 'shin' | 'book-margin' | 'default-margin';

/** A one-sided price's margin and whether it was measured on the book's prices (else it is the fallback). */
export interface OneSidedMargin {
  margin: number;
  measured: boolean;
}

/** The fair probability of a two-sided pair's "Yes" side: Shin's, which takes more of the margin off the long shot, where books put most of it. */
export function fairOfPair(yesAmerican: number, noAmerican: number): number {
  return devigShin([impliedFromAmerican(yesAmerican), impliedFromAmerican(noAmerican)])[0]!;
}

/**
 * The fair probability of the "Yes" side of a market. Both sides posted: `fairOfPair`.
 * One side only: `devigOneSided` with the book's one-sided margin (pipeline/core/odds.ts
 * bookMarginsOf: measured, else ONE_SIDED_MARGIN.fallback in defaults.ts).
 */
export function fairYesProbability(yesAmerican: number, noAmerican: number | null, oneSided: OneSidedMargin): { fair: number; method: FairProbMethod } {
  if (noAmerican !== null) return { fair: fairOfPair(yesAmerican, noAmerican), method: 'shin' };
  return { fair: devigOneSided(impliedFromAmerican(yesAmerican), oneSided.margin), method: oneSided.measured ? 'book-margin' : 'default-margin' };
}

/** Decimal odds of an American price: +400 -> 5, -150 -> 1.6667. */
export function decimalFromAmerican(odds: number): number {
  return 1 / impliedFromAmerican(odds);
}

/** Expected profit per $1 staked at the posted price when the true chance is p: p x (decimal - 1) - (1 - p). */
export function evPerDollar(p: number, american: number): number {
  return p * (decimalFromAmerican(american) - 1) - (1 - p);
}
