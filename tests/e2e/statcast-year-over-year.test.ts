/**
 * The probability model's Statcast prior on real hitters outside the seasons it was fit on (../shared/real-data,
 * read-only): hitters qualified in two consecutive seasons, each first-season line read as the model reads a season 1
 * back on a day with no PAs of the new season yet (weighted by the committed card's `history.batterWeights[0]`,
 * regressed with its `batter.priorPa`), with the centre of his prior moved by his first-season barrels per PA
 * (statcastPriorRatio with the card's fitted elasticity and prior strength, against the listed hitters' own rate), scored
 * by the Poisson log-likelihood of his home runs in the second season against the same prior without it. A common scale
 * is fitted for each form, so only how the hitters are ranked and spread counts, not the season's level.
 * The card's constants were fit on 2017-2022 (scripts/model-figures.ts); 2023 -> 2024 and 2024 -> 2025 are out of sample.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { modelCardSchema, regressToMean, scaleOdds, statcastPriorRatio, withHistory, type ModelConstants } from '../../domain/probability/index.ts';
import { COMMITTED_MODEL_CARD } from '../../pipeline/commands/model-shared.ts';
import { parseSavantExitVelocity } from '../../pipeline/sources/savant.ts';
import { REAL, realDataPresent } from './real-data.ts';

interface Pair {
  hr0: number;
  pa0: number;
  /** First-season Statcast: his PAs and barrels. */
  statcastPa: number;
  barrels: number;
  hr1: number;
  pa1: number;
}

const readCsv = (file: string) => parse(readFileSync(path.join(REAL, file), 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

/**
 * HR and PA by season and MLBAM id from the 2017-2025 FanGraphs export. Read as plain CSV: the pipeline's adapter keeps
 * only each player's latest season (what the nightly build needs), and this check needs two.
 */
function seasonLines(): Map<string, { HR: number; PA: number }> {
  const rows = readCsv('fangraphs-batting/2017-2025_fg_batting_qualified_multiseason.csv');
  return new Map(rows.map((r) => [`${r.Season}|${r.MLBAMID}`, { HR: Number(r.HR), PA: Number(r.PA) }]));
}

/** Hitters with both seasons' lines and the first season's Statcast (MLBAM id -> PAs and barrels). */
function pairsOf(first: number, statcast: ReadonlyMap<string, { pa: number; barrels: number }>): Pair[] {
  const seasons = seasonLines();
  return [...statcast].flatMap(([mlbamId, s]) => {
    const s0 = seasons.get(`${first}|${mlbamId}`);
    const s1 = seasons.get(`${first + 1}|${mlbamId}`);
    if (!s0 || !s1) return [];
    return [{ hr0: s0.HR, pa0: s0.PA, statcastPa: s.pa, barrels: s.barrels, hr1: s1.HR, pa1: s1.PA }];
  });
}

/** 2024 -> 2025: 2024 barrels through the pipeline's own Savant adapter, PAs from barrels / brl_pa as the build reads them. */
function pairs2024(): Pair[] {
  const file = 'savant-exit-velocity/2024_batters_exit_velocity.csv';
  const statcast = new Map<string, { pa: number; barrels: number }>();
  for (const { mlbamId, stats } of parseSavantExitVelocity(file, readFileSync(path.join(REAL, file))).rows) {
    const { Barrels: barrels, 'Brl/PA': perPa } = stats;
    if (mlbamId != null && barrels !== undefined && barrels > 0 && perPa !== undefined && perPa > 0)
      statcast.set(String(mlbamId), { pa: barrels / (perPa / 100), barrels });
  }
  return pairsOf(2024, statcast);
}

/**
 * 2023 -> 2024: 2023 barrels from the Savant custom leaderboard (several seasons in one file): its barrel rate is per
 * batted ball, and batted balls are read as at-bats less strikeouts (the board gives no count of them).
 */
function pairs2023(): Pair[] {
  const statcast = new Map<string, { pa: number; barrels: number }>();
  for (const r of readCsv('savant-custom-leaderboard/2023-2026_batters_custom_xstats_ev_barrels.csv')) {
    if (r.year !== '2023') continue;
    const battedBalls = Number(r.ab) - Number(r.strikeout);
    statcast.set(r.player_id!, { pa: Number(r.pa), barrels: (Number(r.barrel_batted_rate) / 100) * battedBalls });
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

/** The log-likelihood gain of the card's Statcast prior over the same prior without it. */
function gain(data: readonly Pair[], constants: ModelConstants): number {
  const pa = data.reduce((s, p) => s + p.pa0, 0);
  const hr = data.reduce((s, p) => s + p.hr0, 0);
  const league = hr / pa;
  const leagueBarrelsPerPa = data.reduce((s, p) => s + p.barrels, 0) / data.reduce((s, p) => s + p.statcastPa, 0);
  // His first-season line as the model joins a season 1 back (same league, so no rescaling), then regressed.
  const regressed = (p: Pair, prior: number) => {
    const counts = withHistory(null, [{ seasonsBack: 1, counts: { trials: p.pa0, homeRuns: p.hr0 }, league: { pa, hr } }], constants.history.batterWeights, {
      rate: league,
      airRate: constants.league.priorAirRate,
    })!;
    return regressToMean(counts.homeRuns, counts.trials, prior, constants.batter.priorPa);
  };
  const plain = logLikelihood(data, (p) => regressed(p, league));
  const shifted = logLikelihood(data, (p) =>
    regressed(p, scaleOdds(league, statcastPriorRatio(constants.statcast, { pa: p.statcastPa, barrels: p.barrels, leagueBarrelsPerPa }))),
  );
  return shifted - plain;
}

describe.skipIf(!realDataPresent)("the card's Statcast prior on real qualified hitters, out of sample", () => {
  const { constants } = modelCardSchema.parse(JSON.parse(readFileSync(COMMITTED_MODEL_CARD, 'utf8')));

  it.each([
    ['2023 -> 2024', pairs2023],
    ['2024 -> 2025', pairs2024],
  ])("%s: the prior moved by last season's barrels per PA predicts the next season's HR better than without (figures printed)", (label, pairs) => {
    const data = pairs();
    expect(data.length).toBeGreaterThan(60);
    const gained = gain(data, constants);
    console.log(
      `[statcast-yoy] ${label}, ${data.length} hitters: log-likelihood of the second season's HR, prior moved by barrels per PA (elasticity ${constants.statcast.elasticity}, k ${constants.statcast.priorPa}) vs without: ${gained >= 0 ? '+' : ''}${gained.toFixed(2)}`,
    );
    if (constants.statcast.elasticity === 0) expect(gained).toBe(0);
    else expect(gained).toBeGreaterThan(0);
  });
});
