import { describe, expect, it } from 'vitest';
import { picksFileSchema } from '../../../../domain/contracts/index.ts';
import { buildPicksFile } from '../../../../pipeline/core/builders/picks.ts';
import { contextOf, DATE, joinOf } from './slate-fixture.ts';
import { slateFile } from '../../../../pipeline/core/builders/shape.ts';

describe('buildPicksFile', () => {
  it('picks among the projected batters and is valid', () => {
    const join = joinOf();
    const context = contextOf(join);
    const file = picksFileSchema.parse(buildPicksFile(join, context).data);
    const { batters } = context.built('projections.json').data;
    expect(file.date).toBe(DATE);
    const picked = [...file.confident, ...file.punt];
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((p) => batters.some((b) => b.id === p.id))).toBe(true);
  });

  it("games under way: a run after a game's first pitch makes no new pick in it; a game still ahead or without a known time keeps its picks", () => {
    const join = joinOf();
    const context = contextOf(join);
    const projections = context.built('projections.json');
    const picked = [...picksFileSchema.parse(buildPicksFile(join, context).data).confident, ...picksFileSchema.parse(buildPicksFile(join, context).data).punt];
    expect(picked.length).toBeGreaterThan(0);
    const started = picked[0]!.gameId;
    const timed = (gameTime: string | null) => ({
      ...projections,
      data: { ...projections.data, batters: projections.data.batters.map((b) => ({ ...b, gameTime: b.gameId === started ? gameTime : null })) },
    });
    const at = { builtAt: '2026-08-21T20:30:00.000Z' };
    const after = buildPicksFile(join, contextOf(join, { 'projections.json': timed('2026-08-21T19:05:00Z') }, at)).data;
    expect([...after.confident, ...after.punt].filter((p) => p.gameId === started)).toEqual([]);
    const before = buildPicksFile(join, contextOf(join, { 'projections.json': timed('2026-08-21T23:05:00Z') }, at)).data;
    expect([...before.confident, ...before.punt].map((p) => p.id)).toEqual(picked.map((p) => p.id));
    expect(after.value).toEqual([]);
  });

  it('has no picks without batters', () => {
    const join = joinOf();
    const noBatters = slateFile('projections.json', { schemaVersion: 1, date: DATE, batters: [], notInProjections: [], absence: null });
    expect(buildPicksFile(join, contextOf(join, { 'projections.json': noBatters })).data).toMatchObject({ confident: [], punt: [] });
  });
});
