/**
 * The arithmetic of the probability model, each piece small enough to check by
 * hand: log5, empirical-Bayes regression to the mean, the chance of at least one
 * success in E[PA] trials, and the logit scale the calibration works on.
 * Pure functions; probabilities are plain numbers in [0, 1].
 */

/** Smallest and largest probability the model ever hands to a logarithm or a ratio. */
export const PROBABILITY_FLOOR = 1e-6;

export function clamp(value: number, low: number, high: number): number {
  return value < low ? low : Math.min(value, high);
}

/** Keeps a probability away from 0 and 1, where logit and log5 are undefined. */
export function clampProbability(p: number): number {
  return clamp(p, PROBABILITY_FLOOR, 1 - PROBABILITY_FLOOR);
}

export function logit(p: number): number {
  const q = clampProbability(p);
  return Math.log(q / (1 - q));
}

export function inverseLogit(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Empirical-Bayes regression to the mean: the observed rate `successes / trials`
 * pulled toward `priorRate` by a prior worth `priorTrials` trials.
 * (successes + priorTrials * priorRate) / (trials + priorTrials); with no trials, the prior rate.
 */
export function regressToMean(successes: number, trials: number, priorRate: number, priorTrials: number): number {
  const denominator = trials + priorTrials;
  if (denominator <= 0) return priorRate;
  return (successes + priorTrials * priorRate) / denominator;
}

/**
 * Bill James' log5: the chance of the event when a batter with rate `batter`
 * meets a pitcher with rate `pitcher` in a league with rate `league`
 * (odds multiply: odds = odds(batter) * odds(pitcher) / odds(league)).
 */
export function log5(batter: number, pitcher: number, league: number): number {
  const b = clampProbability(batter);
  const p = clampProbability(pitcher);
  const l = clampProbability(league);
  const hit = (b * p) / l;
  const miss = ((1 - b) * (1 - p)) / (1 - l);
  return hit / (hit + miss);
}

/** Multiplies a probability's odds by `ratio` (ratio 1 leaves it unchanged). */
export function scaleOdds(p: number, ratio: number): number {
  const q = clampProbability(p);
  const odds = (q / (1 - q)) * ratio;
  return odds / (1 + odds);
}

/**
 * P(at least one success) in `expectedTrials` independent trials of chance `p`:
 * 1 - (1 - p)^E. A fractional E is the usual smooth extension of the binomial.
 */
export function atLeastOne(p: number, expectedTrials: number): number {
  if (expectedTrials <= 0) return 0;
  return 1 - (1 - clamp(p, 0, 1)) ** expectedTrials;
}

/** mulberry32: a small, fast, seeded generator of [0, 1) (the market card's bootstrap, the synthetic PA logs): the same draws on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
