/**
 * The calibration map: Platt scaling on the logit, p = σ(a + b·logit(raw)).
 * Two parameters only, so it corrects an overall bias and over/under-confidence
 * without memorising the fitting season's bins (as isotonic regression would).
 */
import { inverseLogit, logit } from './math.ts';

export interface PlattMap {
  intercept: number;
  slope: number;
}

/**
 * Maximum-likelihood a, b by Newton's method from the identity map (a = 0, b = 1),
 * with a small ridge toward it so a degenerate sample cannot send b to infinity.
 * Deterministic: a fixed number of steps at most, the same input the same map.
 */
export function fitPlatt(raw: readonly number[], outcomes: readonly boolean[], ridge = 1e-3): PlattMap {
  const x = raw.map(logit);
  let a = 0;
  let b = 1;
  for (let step = 0; step < 50; step++) {
    let ga = -ridge * a;
    let gb = -ridge * (b - 1);
    let haa = ridge;
    let hab = 0;
    let hbb = ridge;
    for (let i = 0; i < x.length; i++) {
      const p = inverseLogit(a + b * x[i]!);
      const residual = (outcomes[i] ? 1 : 0) - p;
      const weight = p * (1 - p);
      ga += residual;
      gb += residual * x[i]!;
      haa += weight;
      hab += weight * x[i]!;
      hbb += weight * x[i]! * x[i]!;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) < 1e-12 && Math.abs(db) < 1e-12) break;
  }
  return { intercept: a, slope: b };
}
