/**
 * How sure an edge is (domain/probability/README.md "Edges and their noise"): HR Chance's spread from
 * the model's evidence, the fair price's from its calibration, and the edge's interval from both.
 *
 * HR Chance's spread: the model regresses the batter's HR/PA toward his prior with a prior worth
 * k = batter.priorPa plate appearances (the card's, fit walk-forward); with n effective PAs of evidence
 * (evidencePa: this season's plus earlier seasons' at their weights) the posterior of his rate r is a
 * Beta with variance r (1 - r) / (n + k + 1), a relative spread sqrt((1 - r) / (r (n + k + 1))) on his
 * rate. His per-PA chance against tonight's pitcher moves with his rate (log5 multiplies odds), and the
 * game's chance 1 - (1 - r)^E[PA] then the calibration carry it to HR Chance's log-odds:
 *   d logit(pHr) / d log r = slope x r E (1 - r)^(E - 1) / (u (1 - u)),  u = 1 - (1 - r)^E.
 * The other inputs (the starter, the park, the league rate) rest on far more PAs and are left out.
 */
import { inverseLogit, logit } from './math.ts';

export interface ChanceEvidence {
  /** HR Chance (calibrated). */
  pHr: number;
  /** The per-PA chance behind it, and the game's expected PAs. */
  pPerPa: number;
  expectedPa: number;
  /** Effective PAs behind the batter's rate. */
  evidencePa: number;
  /** The prior's strength in PAs (the card's batter.priorPa). */
  priorPa: number;
  /** The calibration's slope on the logit (the card's map for the path the prediction took). */
  calibrationSlope: number;
}

/** HR Chance's standard error (probability points) and its interval at `z` standard errors. */
export function chanceSpread(e: ChanceEvidence, z: number): { sd: number; low: number; high: number } {
  const r = Math.min(Math.max(e.pPerPa, 1e-6), 0.5);
  const relative = Math.sqrt((1 - r) / (r * (e.evidencePa + e.priorPa + 1)));
  const u = 1 - (1 - r) ** e.expectedPa;
  const elasticity = (e.calibrationSlope * r * e.expectedPa * (1 - r) ** (e.expectedPa - 1)) / (u * (1 - u));
  const sdLogit = elasticity * relative;
  const centre = logit(e.pHr);
  return { sd: e.pHr * (1 - e.pHr) * sdLogit, low: inverseLogit(centre - z * sdLogit), high: inverseLogit(centre + z * sdLogit) };
}

/** One book's fair probability and its standard error. */
export interface FairEstimate {
  fair: number;
  sd: number;
}

/** The smallest standard error a fair probability is weighed with (a two-sided pair without margin would weigh infinitely). */
const SD_FLOOR = 1e-4;

/**
 * The books' consensus fair probability: the evidence-weighted (inverse-variance) mean of their fair
 * probabilities. Its standard error is the same weights' mean of theirs: the books' calibrations share
 * the league's drift, so their errors are taken as moving together, not as cancelling.
 */
export function consensusFair(estimates: readonly FairEstimate[]): FairEstimate {
  const weights = estimates.map((e) => 1 / Math.max(e.sd, SD_FLOOR) ** 2);
  const total = weights.reduce((s, w) => s + w, 0);
  return {
    fair: estimates.reduce((s, e, i) => s + (weights[i]! * e.fair) / total, 0),
    sd: estimates.reduce((s, e, i) => s + (weights[i]! * e.sd) / total, 0),
  };
}

/** An edge (HR Chance minus the consensus fair) with its interval; within noise when the interval holds 0. */
export interface EdgeInterval {
  edge: number;
  low: number;
  high: number;
  withinNoise: boolean;
}

/** The edge's interval at `z` standard errors, HR Chance's and the fair price's errors taken as independent. */
export function edgeInterval(pHr: number, chanceSd: number, fair: FairEstimate, z: number): EdgeInterval {
  const edge = pHr - fair.fair;
  const half = z * Math.sqrt(chanceSd ** 2 + fair.sd ** 2);
  return { edge, low: edge - half, high: edge + half, withinNoise: edge - half <= 0 && edge + half >= 0 };
}
