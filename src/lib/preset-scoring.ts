/**
 * Scores for an HR Projections preset tab. A preset holds calculator weights
 * (hrRate, isoRate, ...), not model weights, so its tab shows `calculatorScore`
 * with those weights over each hitter's factors from calculator.json (joined by
 * player id): the number the HR Calculator gives for that player and preset.
 *
 * Its own module because domain/scoring/calculator.ts pulls in the zod contracts;
 * the page imports it on demand, when a preset tab is opened.
 */
import type { CalculatorPlayer, CalculatorWeights } from '../../domain/contracts/calculator.ts';
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import { calculatorScore } from '../../domain/scoring/calculator.ts';
import type { ScoredBatter } from './model-tab-scoring.ts';

export function scoreWithPreset(batters: readonly ProjectedBatter[], players: readonly CalculatorPlayer[], weights: CalculatorWeights): ScoredBatter[] {
  const byId = new Map(players.map((player) => [player.id, player]));
  return batters.map((batter) => {
    const player = byId.get(batter.id);
    return { batter, score: player ? calculatorScore(player.factors, weights) : null };
  });
}
