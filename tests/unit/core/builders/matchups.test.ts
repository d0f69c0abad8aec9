import { describe, expect, it } from 'vitest';
import { matchupsFileSchema } from '../../../../domain/contracts/index.ts';
import { buildMatchupsFile } from '../../../../pipeline/core/builders/matchups.ts';
import { joinOf, runBuilder, stat } from './slate-fixture.ts';

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

  it('gives the starter and the bullpen their home runs allowed per nine and barrels allowed from the pitching tables', () => {
    const join = joinOf({
      'fangraphs-pitchers': [stat('Gerrit Cole', 'NYY', 543037, { IP: 150.333, ERA: 3.1, G: 25, 'HR/9': 1.1973, 'Barrel%': 8.04 })],
      'mlb-pitching': [stat('Aroldis Chapman', 'BOS', null, { IP: 48, HR: 4 }), stat('Brayan Bello', 'BOS', 678394, { IP: 120, HR: 10 })],
      'savant-pitcher-ev': [stat('Brayan Bello', 'BOS', 678394, { 'Barrel%': 6.66 })],
    });
    const file = matchupsFileSchema.parse(runBuilder(buildMatchupsFile, join).data);
    const [yankees, redSox] = file.teams;
    expect(redSox!.opposingStarter).toMatchObject({ name: 'Gerrit Cole', hr9: 1.2, barrelPct: 8 });
    expect(yankees!.opposingStarter).toMatchObject({ name: 'Brayan Bello', hr9: 0.75, barrelPct: 6.7 });
    expect(yankees!.opposingBullpen[0]).toMatchObject({ name: 'Aroldis Chapman', hr9: 0.75, barrelPct: null });
  });

  it('states missing arsenal inputs', () => {
    const file = runBuilder(buildMatchupsFile, joinOf({ 'savant-batter-arsenal': null })).data;
    expect(file.absence?.missingInputs).toEqual(['savant-batter-arsenal']);
  });
});
