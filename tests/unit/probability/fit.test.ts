/**
 * Fitting with history weights held: Marcel's 5/4/3 beside the fitted weights (scripts/model-figures.ts grades
 * both out of sample). Held weights stay exactly as given and are not searched; every other constant still is.
 */
import { describe, expect, it } from 'vitest';
import { fitConstants, MARCEL_WEIGHTS, seasonHistory } from '../../../domain/probability/index.ts';
import { parsePaLog } from '../../../pipeline/sources/pa-log.ts';
import { syntheticPaLog } from '../../../scripts/synthetic-pa-log.ts';

const history = [seasonHistory(parsePaLog('2020.csv', syntheticPaLog({ seed: 2020, days: 8, firstDate: '2020-04-01' })))];
const season = { rows: parsePaLog('2021.csv', syntheticPaLog({ seed: 21, days: 8 })), history };

describe('fitConstants with fixed history weights', () => {
  it("keeps Marcel's weights for the batter and the starter, searches everything else", () => {
    const fit = fitConstants([season], undefined, { fixedHistory: { batterWeights: MARCEL_WEIGHTS, pitcherWeights: MARCEL_WEIGHTS } });
    expect(fit.constants.history.batterWeights).toEqual([0.5, 0.4, 0.3]);
    expect(fit.constants.history.pitcherWeights).toEqual([0.5, 0.4, 0.3]);
    expect(Object.keys(fit.searched).filter((name) => /^history\.(batter|pitcher)Weights/.test(name))).toEqual([]);
    expect(Object.keys(fit.searched)).toEqual(expect.arrayContaining(['batter.priorPa', 'pitcher.priorBf', 'history.parkWeights']));
  });

  it('without the option the history weights are searched', () => {
    const fit = fitConstants([season]);
    expect(Object.keys(fit.searched)).toEqual(expect.arrayContaining(['history.batterWeights.1', 'history.pitcherWeights.3']));
  });
});
