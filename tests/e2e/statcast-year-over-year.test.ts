/**
 * The Statcast terms of the probability model on real data (../shared/real-data, read-only): hitters
 * qualified in two consecutive seasons, each first-season line read as the model reads a season 1 back
 * on a day with no PAs of the new season yet (weighted by the committed card's `history.batterWeights[0]`,
 * regressed with its `batter.priorPa`, so the prior is worth priorPa / weight of that season's PAs), with
 * his first-season barrel % and exit velocity, scored by the Poisson log-likelihood of his home runs in the
 * second season. A common scale is fitted for each form, so only how the hitters are ranked and spread
 * counts, not the season's level. The strength of the terms (STATCAST_STRENGTH) is checked against the
 * likelihood on 2023 -> 2024 and graded on 2024 -> 2025. The PA log carries no Statcast, so this is the one real check of these terms.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  modelCardSchema,
  regressToMean,
  scaleOdds,
  STATCAST_SHAPE,
  STATCAST_STRENGTH,
  STATCAST_STRENGTH_GRID,
  statcastPriorRatio,
  withHistory,
  type ModelConstants,
} from '../../domain/probability/index.ts';
import { COMMITTED_MODEL_CARD } from '../../pipeline/commands/model-shared.ts';
import { parseSavantExitVelocity } from '../../pipeline/sources/savant.ts';
import { REAL, realDataPresent } from './real-data.ts';

interface Pair {
  hr0: number;
  pa0: number;
  barrelPct: number;
  avgExitVelocityMph: number;
  hr1: number;
  pa1: number;
}

const readCsv = (file: string) => parse(readFileSync(path.join(REAL, file), 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

/**
 * HR and PA by season and MLBAM id from the 2017-2025 FanGraphs export. Read as plain CSV: the
 * pipeline's adapter keeps only each player's latest season (what the nightly build needs), and this
 * check needs two.
 */
function seasonLines(): Map<string, { HR: number; PA: number }> {
  const rows = readCsv('fangraphs-batting/2017-2025_fg_batting_qualified_multiseason.csv');
  return new Map(rows.map((r) => [`${r.Season}|${r.MLBAMID}`, { HR: Number(r.HR), PA: Number(r.PA) }]));
}

/** Hitters with both seasons' lines and the first season's Statcast (MLBAM id -> barrel %, exit velocity). */
function pairsOf(first: number, statcast: ReadonlyMap<string, { barrelPct: number; avgExitVelocityMph: number }>): Pair[] {
  const seasons = seasonLines();
  return [...statcast].flatMap(([mlbamId, s]) => {
    const s0 = seasons.get(`${first}|${mlbamId}`);
    const s1 = seasons.get(`${first + 1}|${mlbamId}`);
    if (!s0 || !s1) return [];
    return [{ hr0: s0.HR, pa0: s0.PA, ...s, hr1: s1.HR, pa1: s1.PA }];
  });
}

/** 2024 -> 2025: 2024 barrel % and exit velocity through the pipeline's own Savant adapter (units as the build keeps them). */
function pairs2024(): Pair[] {
  const file = 'savant-exit-velocity/2024_batters_exit_velocity.csv';
  const statcast = new Map<string, { barrelPct: number; avgExitVelocityMph: number }>();
  for (const { mlbamId, stats } of parseSavantExitVelocity(file, readFileSync(path.join(REAL, file))).rows) {
    if (mlbamId != null && stats['Barrel%'] !== undefined && stats.EV !== undefined)
      statcast.set(String(mlbamId), { barrelPct: stats['Barrel%'], avgExitVelocityMph: stats.EV });
  }
  return pairsOf(2024, statcast);
}

/** 2023 -> 2024: 2023 barrel % (per batted ball) and exit velocity from the Savant custom leaderboard (several seasons in one file). */
function pairs2023(): Pair[] {
  const statcast = new Map<string, { barrelPct: number; avgExitVelocityMph: number }>();
  for (const r of readCsv('savant-custom-leaderboard/2023-2026_batters_custom_xstats_ev_barrels.csv')) {
    if (r.year === '2023') statcast.set(r.player_id!, { barrelPct: Number(r.barrel_batted_rate), avgExitVelocityMph: Number(r.exit_velocity_avg) });
  }
  return pairsOf(2023, statcast);
}

/** Poisson log-likelihood of the second season's HR under per-PA rates `rate(pair)`, scaled so the totals match. */
function logLikelihood(data: readonly Pair[], rate: (p: Pair) => number): number {
  const rates = data.map(rate);
  const scale = data.reduce((s, p) => s + p.hr1, 0) / data.reduce((s, p, i) => s + p.pa1 * rates[i]!, 0);
  return data.reduce((s, p, i) => {
    const expected = p.pa1 * rates[i]! * scale;
    return s + p.hr1 * Math.log(expected) - expected;
  }, 0);
}

/** Log-likelihood gains over HR/PA alone of the Statcast terms at `adjustments`: as the prior's centre, and stacked on the rate. */
function gains(data: readonly Pair[], constants: ModelConstants, adjustments: ModelConstants['adjustments']) {
  const pa = data.reduce((s, p) => s + p.pa0, 0);
  const hr = data.reduce((s, p) => s + p.hr0, 0);
  const league = hr / pa;
  // His first-season line as the model joins a season 1 back (same league, so no rescaling), then regressed.
  const regressed = (p: Pair, prior: number) => {
    const counts = withHistory(null, [{ seasonsBack: 1, counts: { trials: p.pa0, homeRuns: p.hr0 }, league: { pa, hr } }], constants.history.batterWeights, {
      rate: league,
      airRate: constants.league.priorAirRate,
    })!;
    return regressToMean(counts.homeRuns, counts.trials, prior, constants.batter.priorPa);
  };
  const plain = logLikelihood(data, (p) => regressed(p, league));
  const centred = logLikelihood(data, (p) => regressed(p, scaleOdds(league, statcastPriorRatio(adjustments, p))));
  const stacked = logLikelihood(data, (p) => scaleOdds(regressed(p, league), statcastPriorRatio(adjustments, p)));
  return { centred: centred - plain, stacked: stacked - plain };
}

/** Half the 95 % point of chi-square with one degree of freedom: log-likelihoods closer than this to the best are not told apart. */
const LIKELIHOOD_INTERVAL = 3.84 / 2;

const atStrength = (adjustments: ModelConstants['adjustments'], strength: number): ModelConstants['adjustments'] => ({
  ...adjustments,
  barrel: { ...adjustments.barrel, elasticity: strength * STATCAST_SHAPE.barrelElasticity },
  exitVelocity: { ...adjustments.exitVelocity, perMph: strength * STATCAST_SHAPE.perMph },
});

describe.skipIf(!realDataPresent)("Statcast terms on real qualified hitters, with the model's own prior", () => {
  const card = modelCardSchema.parse(JSON.parse(readFileSync(COMMITTED_MODEL_CARD, 'utf8')));
  const { constants } = card;

  it('the committed strength lies in the likelihood interval fit on 2023 -> 2024, and gains there (figures printed)', () => {
    const data = pairs2023();
    expect(data.length).toBeGreaterThan(60);
    const byStrength = STATCAST_STRENGTH_GRID.map((strength) => ({
      strength,
      gain: gains(data, constants, atStrength(constants.adjustments, strength)).centred,
    }));
    const best = byStrength.reduce((a, b) => (b.gain > a.gain + 1e-9 ? b : a));
    const committed = gains(data, constants, constants.adjustments).centred;
    console.log(
      `[statcast-yoy] 2023 -> 2024, ${data.length} hitters; log-likelihood of 2024 HR vs HR/PA alone by strength: ${byStrength.map((s) => `${s.strength}: ${s.gain >= 0 ? '+' : ''}${s.gain.toFixed(2)}`).join(', ')}; committed ${STATCAST_STRENGTH}: ${committed >= 0 ? '+' : ''}${committed.toFixed(2)}`,
    );
    expect(constants.adjustments).toEqual(atStrength(constants.adjustments, STATCAST_STRENGTH));
    // Within LIKELIHOOD_INTERVAL of the best: a one-parameter 95 % likelihood interval (chi-square 3.84 / 2).
    expect(best.gain - committed).toBeLessThan(LIKELIHOOD_INTERVAL);
    expect(committed).toBeGreaterThan(0);
  });

  it("graded on 2024 -> 2025 (not used above): moving the prior's centre gains, the same terms stacked on the rate lose (figures printed)", () => {
    const data = pairs2024();
    expect(data.length).toBeGreaterThan(60);
    const { centred, stacked } = gains(data, constants, constants.adjustments);
    console.log(
      `[statcast-yoy] 2024 -> 2025, ${data.length} hitters; log-likelihood of 2025 HR vs HR/PA alone: prior centre moved ${centred >= 0 ? '+' : ''}${centred.toFixed(2)}, same terms stacked on the rate instead ${stacked >= 0 ? '+' : ''}${stacked.toFixed(2)} (strength ${STATCAST_STRENGTH}, prior ${constants.batter.priorPa} PA / weight ${constants.history.batterWeights[0]})`,
    );
    expect(centred).toBeGreaterThan(0);
    expect(stacked).toBeLessThan(0);
  });
});
