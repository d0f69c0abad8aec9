/**
 * How good a set of probabilities is against outcomes: Brier score and its skill
 * over the constant base rate, ROC AUC, log loss, and calibration (ECE over 10
 * equal-count bins, with the reliability table the model page draws).
 */
import type { Metrics, ReliabilityBin } from './card.ts';
import { GRADED_RELIABILITY } from './defaults.ts';
import { clampProbability } from './math.ts';

export const RELIABILITY_BINS = 10;

/** Area under the ROC curve by the rank-sum formula, ties given their average rank. */
export function rocAuc(p: readonly number[], y: readonly boolean[]): number {
  const order = p.map((_, i) => i).sort((a, b) => p[a]! - p[b]! || a - b);
  let positives = 0;
  let rankSumPositives = 0;
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && p[order[end + 1]!] === p[order[start]!]) end++;
    const averageRank = (start + end + 2) / 2;
    for (let k = start; k <= end; k++) {
      if (y[order[k]!]) {
        positives++;
        rankSumPositives += averageRank;
      }
    }
    start = end + 1;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return 0.5;
  return (rankSumPositives - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** The reliability table: predictions sorted, cut into `bins` groups of (nearly) equal count. */
export function reliabilityTable(p: readonly number[], y: readonly boolean[], bins = RELIABILITY_BINS): ReliabilityBin[] {
  const order = p.map((_, i) => i).sort((a, b) => p[a]! - p[b]! || a - b);
  const n = order.length;
  const table: ReliabilityBin[] = [];
  for (let b = 0; b < bins; b++) {
    const members = order.slice(Math.floor((b * n) / bins), Math.floor(((b + 1) * n) / bins));
    if (members.length === 0) continue;
    let sumP = 0;
    let events = 0;
    for (const i of members) {
      sumP += p[i]!;
      if (y[i]) events++;
    }
    table.push({
      bin: b + 1,
      n: members.length,
      meanPredicted: sumP / members.length,
      observedRate: events / members.length,
      minPredicted: p[members[0]!]!,
      maxPredicted: p[members[members.length - 1]!]!,
    });
  }
  return table;
}

/**
 * The reliability table of our graded nights: the same equal-count groups as the backtest's, as many as
 * leave each at least GRADED_RELIABILITY.minPerBin predictions (one group under that, none without data),
 * at most GRADED_RELIABILITY.maxBins.
 */
export function gradedReliabilityTable(p: readonly number[], y: readonly boolean[]): ReliabilityBin[] {
  if (p.length === 0) return [];
  const bins = Math.max(1, Math.min(GRADED_RELIABILITY.maxBins, Math.floor(p.length / GRADED_RELIABILITY.minPerBin)));
  return reliabilityTable(p, y, bins);
}

/** Expected calibration error: the count-weighted mean of |mean predicted - observed| over the bins. */
export function expectedCalibrationError(table: readonly ReliabilityBin[]): number {
  const n = table.reduce((sum, bin) => sum + bin.n, 0);
  if (n === 0) return 0;
  return table.reduce((sum, bin) => sum + (bin.n / n) * Math.abs(bin.meanPredicted - bin.observedRate), 0);
}

export function brierScore(p: readonly number[], y: readonly boolean[]): number {
  let sum = 0;
  for (let i = 0; i < p.length; i++) sum += (p[i]! - (y[i] ? 1 : 0)) ** 2;
  return p.length === 0 ? 0 : sum / p.length;
}

export function logLoss(p: readonly number[], y: readonly boolean[]): number {
  let sum = 0;
  for (let i = 0; i < p.length; i++) {
    const q = clampProbability(p[i]!);
    sum -= y[i] ? Math.log(q) : Math.log(1 - q);
  }
  return p.length === 0 ? 0 : sum / p.length;
}

/** Every metric of a set of predictions; Brier skill is 1 - Brier / Brier of the constant base rate. */
export function evaluate(p: readonly number[], y: readonly boolean[]): Metrics {
  const n = p.length;
  const events = y.filter(Boolean).length;
  const baseRate = n === 0 ? 0 : events / n;
  const brier = brierScore(p, y);
  const brierBaseRate = baseRate * (1 - baseRate);
  const reliability = reliabilityTable(p, y);
  return {
    n,
    events,
    baseRate,
    meanPredicted: n === 0 ? 0 : p.reduce((s, v) => s + v, 0) / n,
    brier,
    brierBaseRate,
    brierSkill: brierBaseRate === 0 ? 0 : 1 - brier / brierBaseRate,
    rocAuc: rocAuc(p, y),
    logLoss: logLoss(p, y),
    ece: expectedCalibrationError(reliability),
    reliability,
  };
}
