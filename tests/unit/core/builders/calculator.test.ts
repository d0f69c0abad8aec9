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

  it("gives each of today's hitters his HR Chance (projections.json's pHr, the Calculator's headline) and no one else one", () => {
    const join = joinOf();
    const context = contextOf(join);
    const file = calculatorFileSchema.parse(buildCalculatorFile(join, context).data);
    const projected = new Map(context.built('projections.json').data.batters.map((b) => [b.id, b.pHr]));
    for (const player of file.players.filter((p) => p.playingToday)) {
      expect(player.pHr).toBeGreaterThan(0);
      expect(player.pHr).toBe(projected.get(player.id));
    }
    expect(file.players.find((p) => !p.playingToday)!.pHr).toBeNull();
    // A file written before the field existed reads as null.
    const { pHr: _dropped, ...older } = file.players[0]!;
    expect(calculatorFileSchema.parse({ ...file, players: [older] }).players[0]!.pHr).toBeNull();
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
