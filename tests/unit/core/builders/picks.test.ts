import { describe, expect, it } from 'vitest';
import { picksFileSchema } from '../../../../domain/contracts/index.ts';
import { buildPicksFile } from '../../../../pipeline/core/builders/picks.ts';
import { buildProjections } from '../../../../pipeline/core/builders/projections.ts';
import { CARD, DATE, joinOf } from './slate-fixture.ts';

describe('buildPicksFile', () => {
  it('picks among the projected batters and is valid', () => {
    const { batters } = buildProjections(joinOf(), CARD).file;
    const file = picksFileSchema.parse(buildPicksFile(DATE, batters));
    expect(file.date).toBe(DATE);
    const picked = [...file.confident, ...file.punt];
    expect(picked.every((p) => batters.some((b) => b.id === p.id))).toBe(true);
  });

  it('has no picks without batters', () => {
    expect(buildPicksFile(DATE, [])).toMatchObject({ confident: [], punt: [] });
  });
});
