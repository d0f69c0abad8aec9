import { describe, expect, it } from 'vitest';
import { bvpFileSchema } from '../../../../domain/contracts/index.ts';
import { buildBvpFile } from '../../../../pipeline/core/builders/bvp.ts';
import { buildProjections } from '../../../../pipeline/core/builders/projections.ts';
import { CARD, joinOf } from './slate-fixture.ts';

describe('buildBvpFile', () => {
  it("numbers the rows and gives a team-less row the batter's team", () => {
    const join = joinOf();
    const file = bvpFileSchema.parse(buildBvpFile(join, buildProjections(join, CARD).file.batters));
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({ id: 0, batter: 'Aaron Judge', player: 'Aaron Judge', team: 'NYY', HR: 2 });
    expect(file.absence).toBeNull();
  });

  it('leaves the team empty when no batter has the name, and states a missing input', () => {
    const file = bvpFileSchema.parse(buildBvpFile(joinOf(), []));
    expect(file.rows[0]!.team).toBe('');
    expect(buildBvpFile(joinOf({ bvp: null }), []).absence?.missingInputs).toEqual(['bvp']);
  });
});
