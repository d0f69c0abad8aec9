/**
 * Makes the sample exercise the pages that select rows: a handful of hitters
 * qualify for the Confident picks and more for Punt, a few batters meet the RV
 * Comparison Summary rule, and a few batter/pitcher pairs are Hard Hitters.
 *
 * The estimates read the spec's constants (domain/spec-constants.ts) and
 * the values the files will print. They are the generator's own check, computed
 * the way docs/product.md#score-model and #rv-comparison describe them: the weight-averaged normalised
 * score over the available stats (park factor fed as the percent index), and the
 * RV rows of each lineup hitter against the opposing starter.
 */
import { HR_MODEL_TERMS, PICK_RULES, RV_RULES, type HrModelFeatureKey, type Threshold } from '../../domain/spec-constants.ts';
import { clamp, round, type Hitter, type PitchRow, type Pitcher, type SlateGame } from './league.ts';
import { FASTBALLS, PITCH_NAMES, pitchRow, setRunValue, usageShares } from './pitches.ts';
import type { Rng } from './rng.ts';
import { setPitcherUsage } from './roster.ts';
import { fitWithinSeason, heatUp, last7Slg } from './slate.ts';

export interface LineupContext {
  hitter: Hitter;
  order: number;
  game: SlateGame;
  /** The opposing starter. */
  opponent: Pitcher;
}

export function lineupContexts(slate: readonly SlateGame[]): LineupContext[] {
  const out: LineupContext[] = [];
  for (const game of slate) {
    for (const [side, other] of [
      [game.away, game.home],
      [game.home, game.away],
    ] as const) {
      for (const slot of side.batters) out.push({ hitter: slot.hitter, order: slot.order, game, opponent: other.starter });
    }
  }
  return out;
}

/** The percents the stat files print for a hitter (1 decimal, as Savant does), or null when no file lists him. */
export function printedProfile(h: Hitter): { barrel: number; hardHit: number; ev: number; la: number; maxEV: number } | null {
  if (h.season.PA === 0 || h.batted.battedBalls === 0) return null;
  const bbe = h.batted.battedBalls;
  return {
    barrel: round((100 * h.batted.barrels) / bbe, 1),
    hardHit: round((100 * h.batted.hardHitBalls) / bbe, 1),
    ev: round(h.batted.avgEV, 1),
    la: h.batted.avgLA,
    maxEV: h.batted.maxEV,
  };
}

/** The score (hrProbability, docs/product.md#score-model) from the values the files carry. */
export function estimateHrProbability(ctx: LineupContext, parkHrIndex: ReadonlyMap<string, number>): number | null {
  const profile = printedProfile(ctx.hitter);
  const l7 = ctx.hitter.last7;
  const values: Partial<Record<HrModelFeatureKey, number>> = {
    parkFactor: parkHrIndex.get(ctx.game.home.team) ?? 100,
    temperature: ctx.game.temperature,
    battingOrder: ctx.order,
  };
  if (profile) {
    values.barrelRate = profile.barrel;
    values.exitVelo = profile.ev;
    values.launchAngle = profile.la;
    values.hardHitRate = profile.hardHit;
    values.maxEV = profile.maxEV;
  }
  if (l7) {
    values.hr = l7.HR;
    values.avg = round(l7.H / l7.AB, 3);
    values.slg = round(last7Slg(l7), 3);
    values.hrRate = l7.HR / l7.AB;
  }
  if (!profile && !l7) return null;
  let sum = 0;
  let weights = 0;
  for (const [key, value] of Object.entries(values) as [HrModelFeatureKey, number][]) {
    const term = HR_MODEL_TERMS[key];
    sum += (term.weight * (value - term.offset)) / term.scale;
    weights += term.weight;
  }
  return clamp(sum / weights, 0, 1);
}

const passes = (value: number, t: Threshold): boolean => (t.inclusive ? value >= t.min : value > t.min);

export type PickTier = 'confident' | 'punt' | null;

/** Which pick list the hitter is eligible for (before the "at most 5" cut). */
export function pickTier(ctx: LineupContext, parkHrIndex: ReadonlyMap<string, number>): PickTier {
  const p = estimateHrProbability(ctx, parkHrIndex);
  const profile = printedProfile(ctx.hitter);
  if (p === null || !profile) return null;
  for (const tier of ['confident', 'punt'] as const) {
    const rule = PICK_RULES[tier];
    if (
      passes(p, rule.hrProbability) &&
      passes(profile.barrel, rule.barrelRate) &&
      passes(profile.hardHit, rule.hardHitRate) &&
      passes(profile.ev, rule.exitVelo)
    ) {
      return tier;
    }
  }
  return null;
}

/**
 * Keeps the Confident-eligible hitters to the designated sluggers (cooling any other
 * hitter's last week) and makes sure at least six more hitters are Punt-eligible.
 */
export function tunePicks(rng: Rng, contexts: readonly LineupContext[], parkHrIndex: ReadonlyMap<string, number>): void {
  for (const ctx of contexts) {
    const h = ctx.hitter;
    if (h.features.includes('slugger')) {
      for (let i = 0; i < 5 && pickTier(ctx, parkHrIndex) !== 'confident'; i++) {
        const bbe = h.batted.battedBalls;
        h.batted.barrels = Math.max(h.batted.barrels, Math.ceil(bbe * 0.165));
        h.batted.hardHitBalls = Math.max(h.batted.hardHitBalls, Math.ceil(bbe * 0.5));
        h.batted.avgEV = Math.max(h.batted.avgEV, 92.8);
        heatUp(rng, h);
      }
      continue;
    }
    for (let i = 0; i < 6 && pickTier(ctx, parkHrIndex) === 'confident'; i++) cool(h);
  }
  const punts = () => contexts.filter((c) => pickTier(c, parkHrIndex) === 'punt').length;
  const candidates = contexts
    .filter((c) => !c.hitter.features.includes('slugger') && c.hitter.last7 !== null && pickTier(c, parkHrIndex) === null)
    .filter((c) => {
      const p = printedProfile(c.hitter);
      return p !== null && p.barrel > 8.5 && p.hardHit > 33 && p.ev > 90.6 && c.hitter.season.HR >= 4;
    });
  for (const ctx of rng.shuffle(candidates)) {
    if (punts() >= 8) break;
    const l7 = ctx.hitter.last7!;
    const warmer = fitWithinSeason(ctx.hitter, { ...l7, HR: l7.HR + 1, H: l7.H + 1, AB: l7.AB });
    if (warmer) ctx.hitter.last7 = warmer;
    if (pickTier(ctx, parkHrIndex) === 'confident') cool(ctx.hitter);
  }
}

/** One homer fewer over the last week (and the hit with it). */
function cool(h: Hitter): void {
  const l7 = h.last7;
  if (!l7 || l7.HR === 0) {
    h.batted.barrels = Math.min(h.batted.barrels, Math.floor(h.batted.battedBalls * 0.149));
    return;
  }
  h.last7 = { ...l7, HR: l7.HR - 1, H: l7.H - 1 };
}

interface RvRowEstimate {
  ctx: LineupContext;
  type: string;
  usage: number;
  weighted: number;
}

function rvRows(contexts: readonly LineupContext[]): RvRowEstimate[] {
  const rows: RvRowEstimate[] = [];
  for (const ctx of contexts) {
    if (ctx.hitter.absentFrom.has('arsenal') || ctx.opponent.absentFrom.has('arsenal')) continue;
    const faced = new Map(ctx.hitter.arsenal.map((r) => [r.type, r]));
    for (const thrown of ctx.opponent.arsenal) {
      const row = faced.get(thrown.type);
      if (row) rows.push({ ctx, type: thrown.type, usage: thrown.usage, weighted: (thrown.usage / 100) * row.runValue });
    }
  }
  return rows;
}

/** Batters meeting the Summary rule (docs/product.md#rv-comparison) against today's starters. */
export function summaryBatters(contexts: readonly LineupContext[]): Hitter[] {
  const rows = rvRows(contexts);
  if (rows.length === 0) return [];
  const threshold = RV_RULES.summaryMultiplier * (rows.reduce((s, r) => s + r.weighted, 0) / rows.length);
  const count = new Map<Hitter, number>();
  for (const r of rows) {
    if (r.weighted > threshold && r.usage >= RV_RULES.usageMinimum) count.set(r.ctx.hitter, (count.get(r.ctx.hitter) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n >= RV_RULES.countMinimum).map(([h]) => h);
}

/** Batter/pitcher pairs both above the hard-hit threshold on one pitch type. */
export function hardHitterPairs(contexts: readonly LineupContext[]): number {
  let n = 0;
  for (const ctx of contexts) {
    const faced = new Map(ctx.hitter.arsenal.map((r) => [r.type, r]));
    for (const thrown of ctx.opponent.arsenal) {
      const row = faced.get(thrown.type);
      const hard = (v: number | null) => v !== null && v > RV_RULES.hardHitThreshold;
      if (row && hard(row.hardHitPct) && hard(thrown.hardHitPct)) n++;
    }
  }
  return n;
}

/** Ensures the batter has a row for the pitch type (replacing his least-seen type), and returns it. */
function rowFor(rng: Rng, h: Hitter, type: string): PitchRow {
  const existing = h.arsenal.find((r) => r.type === type);
  if (existing) return existing;
  const smallest = h.arsenal.reduce((a, b) => (b.usage < a.usage ? b : a));
  const row = pitchRow(rng, type, smallest.usage, {
    totalPitches: h.season.PA * 3.9,
    plateAppearances: h.season.PA,
    avg: smallest.ba,
    slg: smallest.slg,
    hardHitPct: smallest.hardHitPct ?? 35,
    runValueBase: smallest.runValuePer100,
    whiffShift: 0,
  });
  row.name = PITCH_NAMES[type] ?? type;
  h.arsenal[h.arsenal.indexOf(smallest)] = row;
  return row;
}

const qualifies = (h: Hitter): boolean => h.season.PA >= 60 && h.arsenal.length > 0 && !h.absentFrom.has('arsenal');

/**
 * Gives three of today's starters (in different games) a mix with three pitches at
 * 20 %+ usage, and two strong opposing hitters a clearly positive run value on each
 * of those pitches, until at least three batters meet the Summary rule. Then plants
 * two Hard Hitters pairs (batter and starter both above 65 % on one pitch type).
 */
export function tuneRvComparison(rng: Rng, contexts: readonly LineupContext[]): void {
  const games = [...new Set(contexts.map((c) => c.game))];
  const chosenGames = rng.shuffle(games).slice(0, 3);
  for (const game of chosenGames) {
    const starter = game.home.starter;
    if (starter.arsenal.length < 4) {
      const missing = ['CH', 'SL', 'CU', 'FC'].find((t) => !starter.arsenal.some((r) => r.type === t))!;
      starter.arsenal.push({ type: missing } as PitchRow);
    }
    const top = [rng.float(31, 36), rng.float(23, 27), rng.float(20.5, 22.5)];
    const restWeights = starter.arsenal.slice(3).map(() => rng.float(1, 2));
    const restTotal = 100 - top.reduce((s, v) => s + v, 0);
    const restSum = restWeights.reduce((s, v) => s + v, 0);
    const rest = restWeights.map((w) => (w / restSum) * restTotal);
    setPitcherUsage(rng, starter, usageShares([...top, ...rest]));
    starter.features.push('rv-summary-starter');
  }
  for (let round = 0; round < 6 && summaryBatters(contexts).length < 3; round++) {
    const rows = rvRows(contexts);
    const mean = rows.reduce((s, r) => s + r.weighted, 0) / Math.max(1, rows.length);
    const threshold = RV_RULES.summaryMultiplier * mean;
    for (const game of chosenGames) {
      const starter = game.home.starter;
      const opponents = contexts
        .filter((c) => c.opponent === starter && qualifies(c.hitter))
        .sort(
          (a, b) =>
            b.hitter.talent.power + b.hitter.talent.contact - (a.hitter.talent.power + a.hitter.talent.contact) || (a.hitter.uid < b.hitter.uid ? -1 : 1),
        )
        .slice(0, 2);
      for (const { hitter } of opponents) {
        for (const thrown of starter.arsenal.filter((r) => r.usage >= RV_RULES.usageMinimum)) {
          const row = rowFor(rng, hitter, thrown.type);
          const needed = (Math.max(threshold, 0.3) + 0.6) / (thrown.usage / 100);
          if (row.runValue < needed) setRunValue(row, Math.min(4.5, ((needed + rng.float(0.5, 2.5)) / row.pitches) * 100));
          if (row.runValue < needed) {
            row.pitches = Math.ceil((needed * 100) / row.runValuePer100) + 20;
            setRunValue(row, row.runValuePer100);
          }
          if (!hitter.features.includes('rv-summary-batter')) hitter.features.push('rv-summary-batter');
        }
      }
    }
  }

  const hardGames = rng.shuffle(games.filter((g) => !chosenGames.includes(g))).slice(0, 2);
  for (const game of hardGames) {
    const starter = game.away.starter;
    const fastball = starter.arsenal.find((r) => FASTBALLS.has(r.type)) ?? starter.arsenal[0]!;
    fastball.hardHitPct = round(rng.float(66, 71), 1);
    starter.features.push('hard-hitter-starter');
    const slugger = contexts
      .filter((c) => c.opponent === starter && qualifies(c.hitter))
      .sort((a, b) => b.hitter.talent.power - a.hitter.talent.power || (a.hitter.uid < b.hitter.uid ? -1 : 1))[0];
    if (!slugger) continue;
    const row = rowFor(rng, slugger.hitter, fastball.type);
    row.hardHitPct = round(rng.float(66.5, 74), 1);
    slugger.hitter.features.push('hard-hitter-batter');
  }
}
