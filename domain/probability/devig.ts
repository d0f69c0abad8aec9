/**
 * Fair probabilities from sportsbook prices: the book's margin (vig) removed.
 * Two-sided markets: multiplicative (each implied probability divided by their
 * sum) or Shin's model (the margin assumed to come from insider trading, which
 * takes more off long shots). One-sided markets (the usual HR prop, "Yes" only) are
 * priced by a calibration measured on real outcomes (market.ts, market-card.ts).
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
 * How a book's fair probability was read off its price: both sides posted (`shin`), or the "Yes" side
 * only through a calibration measured on graded prices: the book's own (`measured`) or the pooled one
 * of the books the market card has measured (`pooled`, a book without data; domain/probability/market-card.ts).
 */
export type FairProbMethod = 'shin' | 'measured' | 'pooled';

/** The fair probability of a two-sided pair's "Yes" side: Shin's, which takes more of the margin off the long shot, where books put most of it. */
export function fairOfPair(yesAmerican: number, noAmerican: number): number {
  return devigShin([impliedFromAmerican(yesAmerican), impliedFromAmerican(noAmerican)])[0]!;
}

/**
 * A pair's fair "Yes" probability with its standard error at `z`: how the margin is split between the
 * sides is what is not known, so the interval runs from the multiplicative split (the margin spread
 * evenly) to all of it on "Yes" (implied minus the overround), Shin's lying between.
 */
export function fairOfPairWithSpread(yesAmerican: number, noAmerican: number, z: number): { fair: number; sd: number } {
  const yes = impliedFromAmerican(yesAmerican);
  const no = impliedFromAmerican(noAmerican);
  const even = devigMultiplicative([yes, no])[0]!;
  const allOnYes = clamp(yes - overround([yes, no]), 0, 1);
  return { fair: fairOfPair(yesAmerican, noAmerican), sd: Math.abs(even - allOnYes) / (2 * z) };
}

/** Decimal odds of an American price: +400 -> 5, -150 -> 1.6667. */
export function decimalFromAmerican(odds: number): number {
  return 1 / impliedFromAmerican(odds);
}

/** Expected profit per $1 staked at the posted price when the true chance is p: p x (decimal - 1) - (1 - p). */
export function evPerDollar(p: number, american: number): number {
  return p * (decimalFromAmerican(american) - 1) - (1 - p);
}
