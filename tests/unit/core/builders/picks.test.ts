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

  it('has no picks without batters', () => {
    const join = joinOf();
    const noBatters = slateFile('projections.json', { schemaVersion: 1, date: DATE, batters: [], notInProjections: [], absence: null });
    expect(buildPicksFile(join, contextOf(join, { 'projections.json': noBatters })).data).toMatchObject({ confident: [], punt: [] });
  });
});
