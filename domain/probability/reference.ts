/**
 * The reference the model must beat: a plain regressed HR/PA counting the previous season,
 *
 *   p_PA = c (HR + w HR_prev s + k a m) / (PA + w PA_prev + k),   P = 1 - (1 - p_PA)^E[PA | slot, home]
 *
 * over the season to date, m the league HR/PA to date, s = m / the previous season's league rate,
 * E[PA | slot, home] learnt to date (the card's figures as prior); k, a, c, w fit by log loss on one
 * earlier season. Computed over the same walk-forward features as the model, so the two are graded
 * on exactly the same starter-games with exactly the same knowledge.
 */
import type { ModelConstants } from './card.ts';
import { logLoss } from './metrics.ts';
import { atLeastOne, clampProbability } from './math.ts';
import { leagueContext } from './model.ts';
import type { WalkForwardFeatures } from './walk-forward.ts';

export interface ReferenceConstants {
  k: number;
  a: number;
  c: number;
  w: number;
}

/** What each starter-game's reference prediction needs, read once from a walk. */
interface ReferenceRow {
  pa: number;
  hr: number;
  paPrev: number;
  hrPrev: number;
  m: number;
  s: number;
  expectedPa: number;
}

function referenceRows(constants: ModelConstants, walk: WalkForwardFeatures): ReferenceRow[] {
  const contexts = walk.days.map((day) => {
    const league = leagueContext(constants, day.league);
    const m = day.league.pa > 0 ? day.league.hr / day.league.pa : (day.league.priorRate ?? constants.league.priorRate);
    return { league, m };
  });
  return walk.starterGames.map((f) => {
    const { league, m } = contexts[f.day]!;
    const previous = f.batterHistory?.find((h) => h.seasonsBack === 1) ?? null;
    const prevRate = previous ? previous.league.hr / previous.league.pa : m;
    const slot = f.game.slot - 1;
    return {
      pa: f.batter?.trials ?? 0,
      hr: f.batter?.homeRuns ?? 0,
      paPrev: previous?.counts.trials ?? 0,
      hrPrev: previous?.counts.homeRuns ?? 0,
      m,
      s: m / prevRate,
      expectedPa: (f.game.isHome ? league.expectedPa.home : league.expectedPa.away)[slot]!,
    };
  });
}

function predictRows(ref: ReferenceConstants, rows: readonly ReferenceRow[]): number[] {
  return rows.map((r) => {
    const perPa = clampProbability((ref.c * (r.hr + ref.w * r.hrPrev * r.s + ref.k * ref.a * r.m)) / (r.pa + ref.w * r.paPrev + ref.k));
    return atLeastOne(perPa, r.expectedPa);
  });
}

/** The reference's P(1+ HR) for every starter-game of a walk, in its order. */
export function predictReference(ref: ReferenceConstants, constants: ModelConstants, walk: WalkForwardFeatures): number[] {
  return predictRows(ref, referenceRows(constants, walk));
}

const GRIDS: Record<keyof ReferenceConstants, number[]> = {
  k: [25, 50, 75, 100, 150, 200, 300, 400, 600, 800, 1200],
  a: [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.2],
  c: [0.8, 0.85, 0.9, 0.95, 0.97, 1, 1.03, 1.05, 1.1, 1.15, 1.2],
  w: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1, 1.25, 1.5],
};

/** k, a, c, w by log loss on one season's walk: coordinate search over the grids, then each refined to a finer step around its best. */
export function fitReference(constants: ModelConstants, walk: WalkForwardFeatures): ReferenceConstants {
  const rows = referenceRows(constants, walk);
  const loss = (ref: ReferenceConstants) => logLoss(predictRows(ref, rows), walk.outcomes);
  const best: ReferenceConstants = { k: 200, a: 1, c: 1, w: 0.5 };
  const keys = Object.keys(GRIDS) as (keyof ReferenceConstants)[];
  for (let round = 0; round < 4; round++) {
    for (const key of keys) {
      const centre = best[key];
      const grid = round < 2 ? GRIDS[key] : [0.9, 0.95, 0.98, 1, 1.02, 1.05, 1.1].map((f) => centre * f);
      let top = { value: centre, loss: loss(best) };
      for (const value of grid) {
        const l = loss({ ...best, [key]: value });
        if (l < top.loss - 1e-12) top = { value, loss: l };
      }
      best[key] = top.value;
    }
  }
  return best;
}
