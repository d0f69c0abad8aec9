import { describe, expect, it } from 'vitest';
import { matchupsFileSchema } from '../../../../domain/contracts/index.ts';
import { buildMatchupsFile } from '../../../../pipeline/core/builders/matchups.ts';
import { joinOf, runBuilder } from './slate-fixture.ts';

describe('buildMatchupsFile', () => {
  it('gives each team its hitters, the starter and bullpen it faces, with pitch values by usage', () => {
    const join = joinOf();
    const file = matchupsFileSchema.parse(runBuilder(buildMatchupsFile, join).data);
    expect(file.teams.map((t) => [t.team, t.opponent])).toEqual([
      ['NYY', 'BOS'],
      ['BOS', 'NYY'],
    ]);
    const yankees = file.teams[0]!;
    expect(yankees.lineup[0]!.pitches?.map((p) => p.pitchType)).toEqual(['FF', 'SL']);
    expect(yankees.lineup[1]!.pitches).toBeNull();
    expect(yankees.opposingStarter).toMatchObject({ name: 'Brayan Bello', role: 'SP' });
    expect(yankees.opposingStarter!.pitches?.map((p) => p.pitchType)).toEqual(['FF', 'SL']);
    expect(yankees.opposingBullpen.map((b) => b.name)).toEqual(['Aroldis Chapman']);
    const redSox = file.teams[1]!;
    expect(redSox.opposingStarter).toMatchObject({ name: 'Gerrit Cole', ip: 150.333, era: 3.1, g: 25, hand: 'R' });
    expect(redSox.opposingBullpen).toEqual([]);
  });

  it('states missing arsenal inputs', () => {
    const file = runBuilder(buildMatchupsFile, joinOf({ 'savant-batter-arsenal': null })).data;
    expect(file.absence?.missingInputs).toEqual(['savant-batter-arsenal']);
  });
});
