import { describe, expect, it } from 'vitest';
import { lineupsFileSchema } from '../../../../domain/contracts/index.ts';
import { buildLineupsFile } from '../../../../pipeline/core/builders/lineups.ts';
import { DATE, joinOf, runBuilder } from './slate-fixture.ts';

describe('buildLineupsFile', () => {
  it('writes one game per lineup pair with the schedule, the park and the hands', () => {
    const file = lineupsFileSchema.parse(runBuilder(buildLineupsFile, joinOf()).data);
    expect(file.date).toBe(DATE);
    expect(file.absence).toBeNull();
    const [game] = file.games;
    expect(game).toMatchObject({ id: '777001', gameTime: '19:10', venue: 'Fenway Park', temperature: 75 });
    expect(game!.away).toMatchObject({ team: 'NYY', teamName: 'New York Yankees', status: 'Confirmed', startingPitcher: 'Gerrit Cole' });
    expect(game!.away.players.map((p) => [p.name, p.battingOrder, p.hand])).toEqual([
      ['Aaron Judge', 1, 'R'],
      ['Juan Soto', 2, 'L'],
    ]);
  });

  it('states the absence when there are no games', () => {
    const file = lineupsFileSchema.parse(runBuilder(buildLineupsFile, joinOf({ lineups: null })).data);
    expect(file.games).toEqual([]);
    expect(file.absence).toEqual({ missingInputs: ['lineups'], message: 'Lineups unavailable: lineups is missing or unusable.' });
  });
});
