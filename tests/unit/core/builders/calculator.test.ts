import { describe, expect, it } from 'vitest';
import { calculatorFileSchema } from '../../../../domain/contracts/index.ts';
import { buildCalculatorFile } from '../../../../pipeline/core/builders/calculator.ts';
import { contextOf, joinOf } from './slate-fixture.ts';

describe('buildCalculatorFile', () => {
  it("lists today's hitters first, then the other FanGraphs batters once", () => {
    const join = joinOf();
    const context = contextOf(join);
    const file = calculatorFileSchema.parse(buildCalculatorFile(join, context).data);
    expect(context.notes.seasonFigures.size).toBe(3);
    expect(file.players.map((p) => [p.name, p.playingToday])).toEqual([
      ['Aaron Judge', true],
      ['Juan Soto', true],
      ['Rafael Devers', true],
      ['Bench Player', false],
    ]);
    expect(file.players[0]!.factors).toMatchObject({ hrRate: 0.1, isoRate: 0.35, recentPerformance: 0.12 });
    expect(file.players[3]!.factors.temperature).toBeGreaterThan(0);
  });

  it('computes the figures again for a batter without known season figures', () => {
    const join = joinOf();
    const context = contextOf(join);
    context.built('projections.json');
    context.notes.seasonFigures.clear();
    const file = buildCalculatorFile(join, context).data;
    expect(file.players.find((p) => p.name === 'Juan Soto')!.factors.isoRate).toBe(0.26);
  });
});
