import { describe, expect, it } from 'vitest';
import { contractFor } from '../../../../domain/contracts/index.ts';
import { slateDateFromLineups } from '../../../../pipeline/core/slate.ts';
import { DATE, fixtureSlate, rowsOf } from './slate-fixture.ts';

describe('buildSlate', () => {
  it('writes every output, each valid against its contract, and counts them', () => {
    const slate = fixtureSlate();
    expect(slate.files.map((f) => f.file)).toEqual([
      'lineups.json',
      'projections.json',
      'picks.json',
      'bvp.json',
      'park-factors.json',
      'bullpen.json',
      'matchups.json',
      'bvp-today.json',
      'rv-comparison.json',
      'home-runs.json',
      'calculator.json',
      `history/${DATE}.json`,
      'history/index.json',
    ]);
    for (const f of slate.files) expect(() => contractFor(f.file)!.parse(f.data), f.file).not.toThrow();
    expect(slate.counts).toMatchObject({ games: 1, hitters: 4, projected: 3, notInProjections: 1, calculatorPlayers: 4, historyDays: 1 });
    expect(slate.joins.map((j) => j.source)).toEqual(['fangraphs-stats', 'last7']);
    expect(slate.historyStatus).toBe('created');
  });

  it('reads the slate date from the lineups', () => {
    expect(slateDateFromLineups(rowsOf().lineups)).toBe(DATE);
    expect(slateDateFromLineups([])).toBeNull();
  });
});
