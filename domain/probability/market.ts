/**
 * A book's one-sided anytime-HR price turned into a fair probability by a calibration measured on
 * real outcomes (domain/probability/README.md "Fair prices"): the graded prices it is fit on, the
 * four calibration families compared out of sample, the weighted fit with its prior, and the
 * bootstrap over dates that gives each calibration its interval.
 *
 * Every family is one line on a link scale, stated at a reference implied probability so that the
 * level and the slope are nearly independent:
 *   eta = level + slope x (g(implied) - g(MARKET_CALIBRATION.referenceImplied)),  fair = g^-1(eta)
 * - `factor`: g = log, slope 1 (fair = implied / k, k = reference / e^level);
 * - `power`: g = log, slope free (fair = c x implied^slope);
 * - `logit-shift`: g = logit, slope 1 (the odds divided by a constant);
 * - `logistic`: g = logit, slope free (a logistic regression on the implied log-odds).
 * Pure: no I/O, no clock; the same rows and options always give the same numbers.
 */
import { MARKET_CALIBRATION, type CalibrationMethod } from './defaults.ts';
import { clamp, inverseLogit, logit, seededRandom } from './math.ts';

/** Who a price is for: a hitter in a posted (confirmed) lineup, or anyone else the book prices. */
export type MarketGroup = 'starters' | 'others';
export const MARKET_GROUPS: readonly MarketGroup[] = ['starters', 'others'];

export type { CalibrationMethod } from './defaults.ts';

/**
 * One graded price: a book's one-sided "Yes" price for a hitter in a game, and whether he homered
 * (graded only when he batted: no plate appearance is a void, docs/product.md#voids). The fit takes
 * these from any source (the market CSV today, the archive's graded quotes later).
 */
export interface GradedPrice {
  /** The slate date, YYYY-MM-DD. */
  date: string;
  gameId: string;
  mlbamId: number;
  /** The book's name as the card keys it ("FanDuel"). */
  book: string;
  group: MarketGroup;
  /** The price's implied probability, 100 / (price + 100) (or -price / (-price + 100)). */
  implied: number;
  homered: boolean;
}

/** A calibration's line: see the file comment. */
export interface CalibrationLine {
  method: CalibrationMethod;
  level: number;
  slope: number;
}

/** A fitted line with its uncertainty: the covariance of (level, slope) over the bootstrap draws (slope terms 0 when fixed). */
export interface CalibrationFit extends CalibrationLine {
  covariance: [[number, number], [number, number]];
}

/** The highest fair probability a log-link line may give (its exp is unbounded). */
const LOG_LINK_CAP = 0.99;

const usesLogLink = (method: CalibrationMethod) => method === 'factor' || method === 'power';
export const hasFreeSlope = (method: CalibrationMethod) => method === 'power' || method === 'logistic';

/** The link scale of a probability for a method: log or logit. */
export function linkOf(method: CalibrationMethod, p: number): number {
  return usesLogLink(method) ? Math.log(clamp(p, 1e-6, 1)) : logit(p);
}

/** The probability of a link value for a method. */
export function inverseLinkOf(method: CalibrationMethod, eta: number): number {
  return usesLogLink(method) ? Math.min(Math.exp(eta), LOG_LINK_CAP) : inverseLogit(eta);
}

/** g(implied) - g(reference): the slope's regressor. */
function centred(method: CalibrationMethod, implied: number): number {
  return linkOf(method, implied) - linkOf(method, MARKET_CALIBRATION.referenceImplied);
}

/** The fair probability of an implied probability under a calibration line. */
export function fairOf(line: CalibrationLine, implied: number): number {
  return inverseLinkOf(line.method, line.level + line.slope * centred(line.method, implied));
}

/**
 * The fair probability with its interval at `z` standard errors: eta's variance from the line's
 * covariance (plus `extraLevelVariance`, for a book the card has not measured), mapped back.
 */
export function fairBandOf(fit: CalibrationFit, implied: number, z: number, extraLevelVariance = 0): { fair: number; low: number; high: number; sd: number } {
  const u = centred(fit.method, implied);
  const eta = fit.level + fit.slope * u;
  const [[vl, c], [, vs]] = fit.covariance;
  const sdEta = Math.sqrt(Math.max(0, vl + extraLevelVariance + 2 * c * u + vs * u * u));
  const fair = inverseLinkOf(fit.method, eta);
  const low = inverseLinkOf(fit.method, eta - z * sdEta);
  const high = inverseLinkOf(fit.method, eta + z * sdEta);
  return { fair, low, high, sd: (high - low) / (2 * z) };
}

/** The implied-over-fair factor a line gives at an implied probability (for a `factor` line, its k at every price). */
export function factorAt(line: CalibrationLine, implied: number): number {
  return implied / fairOf(line, implied);
}

/** The prior line every fit starts from and is pulled toward: fair = implied / MARKET_CALIBRATION.priorFactor. */
export function priorLine(method: CalibrationMethod): CalibrationLine {
  const { referenceImplied, priorFactor } = MARKET_CALIBRATION;
  return { method, level: linkOf(method, referenceImplied / priorFactor), slope: 1 };
}

/** A row of a fit: its implied probability, outcome and weight (recency). */
export interface WeightedPrice {
  implied: number;
  homered: boolean;
  weight: number;
}

/** The score and Fisher information of one row's log-likelihood with respect to eta. */
function rowTerms(method: CalibrationMethod, eta: number, homered: boolean): { score: number; information: number } {
  if (usesLogLink(method)) {
    const p = Math.min(Math.exp(eta), LOG_LINK_CAP);
    const odds = p / (1 - p);
    return { score: homered ? 1 : -odds, information: odds };
  }
  const p = inverseLogit(eta);
  return { score: (homered ? 1 : 0) - p, information: p * (1 - p) };
}

/** The prior's precision on (level, slope): `priorRows` rows of information at the prior's fair, the slope's scaled by the spread of the link over a board. */
function priorPrecision(method: CalibrationMethod, priorRows: number): [number, number] {
  const p0 = MARKET_CALIBRATION.referenceImplied / MARKET_CALIBRATION.priorFactor;
  const perRow = usesLogLink(method) ? p0 / (1 - p0) : p0 * (1 - p0);
  return [priorRows * perRow, priorRows * perRow * MARKET_CALIBRATION.slopeSpread ** 2];
}

const FIT_ITERATIONS = 100;
const FIT_TOLERANCE = 1e-12;
/** The largest step of one Fisher-scoring iteration on either coordinate (keeps the log link's first steps in range). */
const MAX_STEP = 1;

/**
 * The maximum a-posteriori line of a method on weighted rows: the weighted log-likelihood plus a
 * Gaussian prior centred on `prior` (by default `priorLine(method)`; a refit on new graded prices may
 * centre it on the card's own line) and worth `priorRows` rows (priorPrecision), by Fisher scoring.
 * With no rows it is the prior line.
 */
export function fitLine(
  method: CalibrationMethod,
  rows: readonly WeightedPrice[],
  priorRows: number,
  prior: CalibrationLine = priorLine(method),
): CalibrationLine {
  const [precisionLevel, precisionSlope] = priorPrecision(method, priorRows);
  const free = hasFreeSlope(method);
  const us = rows.map((r) => centred(method, r.implied));
  let level = prior.level;
  let slope = prior.slope;
  for (let iteration = 0; iteration < FIT_ITERATIONS; iteration++) {
    let gl = -precisionLevel * (level - prior.level);
    let gs = -precisionSlope * (slope - prior.slope);
    let hll = precisionLevel;
    let hls = 0;
    let hss = precisionSlope;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const u = us[i]!;
      const { score, information } = rowTerms(method, level + slope * u, row.homered);
      gl += row.weight * score;
      hll += row.weight * information;
      if (free) {
        gs += row.weight * score * u;
        hls += row.weight * information * u;
        hss += row.weight * information * u * u;
      }
    }
    let stepLevel: number;
    let stepSlope = 0;
    if (free) {
      const det = hll * hss - hls * hls;
      stepLevel = (hss * gl - hls * gs) / det;
      stepSlope = (hll * gs - hls * gl) / det;
    } else stepLevel = gl / hll;
    level += clamp(stepLevel, -MAX_STEP, MAX_STEP);
    slope += clamp(stepSlope, -MAX_STEP, MAX_STEP);
    if (Math.abs(stepLevel) < FIT_TOLERANCE && Math.abs(stepSlope) < FIT_TOLERANCE) break;
  }
  return { method, level, slope };
}

/** Days from `from` to `to` (YYYY-MM-DD), positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A row's weight as of `asOf` (the first date it is used for): 0.5^(age / halfLifeDays), age in days;
 * every row weighs 1 without a half-life.
 */
export function recencyWeight(date: string, asOf: string, halfLifeDays: number | null): number {
  return halfLifeDays === null ? 1 : 0.5 ** (daysBetween(date, asOf) / halfLifeDays);
}

/** How a calibration is fit: its family, the half-life of its recency weights and the strength of its prior. */
export interface MarketFitSettings {
  method: CalibrationMethod;
  halfLifeDays: number | null;
  priorRows: number;
}

/** The graded prices as weighted rows for a fit as of `asOf`. */
export function weightedRows(prices: readonly GradedPrice[], asOf: string, halfLifeDays: number | null): WeightedPrice[] {
  return prices.map((p) => ({ implied: p.implied, homered: p.homered, weight: recencyWeight(p.date, asOf, halfLifeDays) }));
}

/** Rows of equal implied probability and outcome merged, their weights summed: the same fit, in a fraction of the time. */
export function mergedRows(rows: readonly WeightedPrice[]): WeightedPrice[] {
  const byKey = new Map<number, WeightedPrice>();
  for (const row of rows) {
    const key = row.homered ? -row.implied : row.implied;
    const found = byKey.get(key);
    if (found) found.weight += row.weight;
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()].sort((a, b) => a.implied - b.implied || Number(a.homered) - Number(b.homered));
}

/**
 * The line fit on the prices as of `asOf`, with the covariance of (level, slope) over
 * MARKET_CALIBRATION.bootstrap.draws refits on dates drawn with replacement (a whole date's prices
 * together: prices of one night share its weather and its league-wide luck).
 */
export function fitWithInterval(prices: readonly GradedPrice[], asOf: string, settings: MarketFitSettings, seed: number): CalibrationFit {
  const rows = weightedRows(prices, asOf, settings.halfLifeDays);
  const line = fitLine(settings.method, mergedRows(rows), settings.priorRows);
  const byDate = new Map<string, WeightedPrice[]>();
  prices.forEach((p, i) => {
    const list = byDate.get(p.date) ?? [];
    list.push(rows[i]!);
    byDate.set(p.date, list);
  });
  const dates = [...byDate.keys()].sort();
  const merged = dates.map((date) => mergedRows(byDate.get(date)!));
  const random = seededRandom(seed);
  const draws: [number, number][] = [];
  for (let d = 0; d < MARKET_CALIBRATION.bootstrap.draws && dates.length > 0; d++) {
    const sample: WeightedPrice[] = [];
    for (let k = 0; k < dates.length; k++) sample.push(...merged[Math.floor(random() * dates.length)]!);
    const drawn = fitLine(settings.method, mergedRows(sample), settings.priorRows);
    draws.push([drawn.level, drawn.slope]);
  }
  const covariance = covarianceOf(draws);
  if (!hasFreeSlope(settings.method)) covariance[0][1] = covariance[1][0] = covariance[1][1] = 0;
  return { ...line, covariance };
}

function covarianceOf(draws: readonly [number, number][]): [[number, number], [number, number]] {
  if (draws.length < 2)
    return [
      [0, 0],
      [0, 0],
    ];
  const n = draws.length;
  const [ml, ms] = draws.reduce(([a, b], [l, s]) => [a + l / n, b + s / n], [0, 0]);
  let vl = 0;
  let vs = 0;
  let c = 0;
  for (const [l, s] of draws) {
    vl += (l - ml) ** 2 / (n - 1);
    vs += (s - ms) ** 2 / (n - 1);
    c += ((l - ml) * (s - ms)) / (n - 1);
  }
  return [
    [vl, c],
    [c, vs],
  ];
}
