/**
 * The Statcast terms of the probability model on real data (../shared/real-data, read-only):
 * the hitters qualified in both 2024 and 2025, their 2024 HR/PA regressed as the model does
 * (the committed card's batter prior) with their 2024 barrel % and exit velocity, scored by the
 * Poisson log-likelihood of their 2025 home runs in their 2025 PAs. A common scale is fitted
 * for each form, so only how the hitters are ranked and spread counts, not the season's level.
 * The PA log carries no Statcast, so this is the one real check of these terms here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { modelCardSchema, regressToMean, scaleOdds, statcastPriorRatio } from '../../domain/probability/index.ts';
import { COMMITTED_MODEL_CARD } from '../../pipeline/commands/run-slate.ts';
import { REAL, realDataPresent } from './real-data.ts';

type Row = Record<string, string>;
const readCsv = (file: string): Row[] => parse(readFileSync(path.join(REAL, file), 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Row[];

interface Pair {
  hr0: number;
  pa0: number;
  barrelPct: number;
  avgExitVelocityMph: number;
  hr1: number;
  pa1: number;
}

function pairs(): Pair[] {
  const seasons = readCsv('fangraphs-batting/2017-2025_fg_batting_qualified_multiseason.csv');
  const statcast = new Map(readCsv('savant-exit-velocity/2024_batters_exit_velocity.csv').map((r) => [r.player_id, r]));
  const in2024 = new Map(seasons.filter((r) => r.Season === '2024').map((r) => [r.MLBAMID, r]));
  return seasons
    .filter((r) => r.Season === '2025')
    .flatMap((r1) => {
      const r0 = in2024.get(r1.MLBAMID);
      const s = statcast.get(r1.MLBAMID ?? '');
      if (!r0 || !s) return [];
      return [{ hr0: +r0.HR!, pa0: +r0.PA!, barrelPct: +s.brl_percent!, avgExitVelocityMph: +s.avg_hit_speed!, hr1: +r1.HR!, pa1: +r1.PA! }];
    });
}

/** Poisson log-likelihood of the 2025 HR under per-PA rates `rate(pair)`, scaled so the totals match. */
function logLikelihood(data: readonly Pair[], rate: (p: Pair) => number): number {
  const rates = data.map(rate);
  const scale = data.reduce((s, p) => s + p.hr1, 0) / data.reduce((s, p, i) => s + p.pa1 * rates[i]!, 0);
  return data.reduce((s, p, i) => {
    const expected = p.pa1 * rates[i]! * scale;
    return s + p.hr1 * Math.log(expected) - expected;
  }, 0);
}

describe.skipIf(!realDataPresent)('Statcast terms, 2024 -> 2025 on real qualified hitters', () => {
  it("moving the prior's centre does not lose to HR/PA alone; stacking the same terms on the rate to date does (figures printed)", () => {
    const card = modelCardSchema.parse(JSON.parse(readFileSync(COMMITTED_MODEL_CARD, 'utf8')));
    const { adjustments, batter } = card.constants;
    const data = pairs();
    const league = data.reduce((s, p) => s + p.hr0, 0) / data.reduce((s, p) => s + p.pa0, 0);
    const regressed = (p: Pair, prior: number) => regressToMean(p.hr0, p.pa0, prior, batter.priorPa);
    const plain = logLikelihood(data, (p) => regressed(p, league));
    const centred = logLikelihood(data, (p) => regressed(p, scaleOdds(league, statcastPriorRatio(adjustments, p))));
    const stacked = logLikelihood(data, (p) => scaleOdds(regressed(p, league), statcastPriorRatio(adjustments, p)));
    console.log(
      `[statcast-yoy] ${data.length} hitters; log-likelihood of 2025 HR vs HR/PA alone: prior centre moved ${(centred - plain).toFixed(2)}, same terms on the rate to date ${(stacked - plain).toFixed(2)}`,
    );
    expect(data.length).toBeGreaterThan(60);
    expect(centred).toBeGreaterThanOrEqual(plain);
    expect(stacked).toBeLessThan(centred);
  });
});
