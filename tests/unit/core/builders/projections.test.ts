import { describe, expect, it } from 'vitest';
import { projectionsFileSchema } from '../../../../domain/contracts/index.ts';
import { doubleheaderSources, joinOf, projectionsOf } from './slate-fixture.ts';
import { joinSlateInputs } from '../../../../pipeline/core/slate-join.ts';

describe('buildProjectionsFile', () => {
  it('scores each known hitter, sorted by probability, and lists the unknown ones', () => {
    const join = joinOf();
    const { file, unmatched, seasonFigures } = projectionsOf(join);
    projectionsFileSchema.parse(file);
    expect(file.batters.map((b) => b.name).sort()).toEqual(['Aaron Judge', 'Juan Soto', 'Rafael Devers']);
    const probabilities = file.batters.map((b) => b.hrProbability!);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    expect(judge).toMatchObject({
      id: 'mlbam-592450',
      team: 'NYY',
      opponent: 'BOS',
      opposingPitcher: 'Brayan Bello',
      hr: 3,
      oddsAmerican: 320,
    });
    expect(judge.statSources).toEqual(['fangraphs-stats', 'last7']);
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    expect(devers.pitcher).toMatchObject({ name: 'Gerrit Cole', found: true, ip: 150.333, kPct: 28.5 });
    expect(file.notInProjections).toEqual([{ name: 'Nobody Known', team: 'BOS', reason: 'no-data' }]);
    expect(unmatched).toEqual([{ name: 'Nobody Known', team: 'BOS', sources: expect.arrayContaining(['fangraphs-stats', 'last7']) }]);
    expect(seasonFigures.get(judge)?.figures.seasonHrRate).toBe(0.1);
    const fangraphs = join.tally.reports().find((r) => r.source === 'fangraphs-stats')!;
    expect([fangraphs.hitters, fangraphs.matched]).toEqual([4, 3]);
  });

  it('states the missing projection inputs', () => {
    const { file } = projectionsOf(joinOf({ last7: null }));
    expect(file.absence?.missingInputs).toContain('last7');
  });

  it('numbers the rows of a doubleheader G1 / G2 by game (null for a single game)', () => {
    const { file } = projectionsOf(joinOf());
    expect(new Set(file.batters.map((b) => b.gameNumber))).toEqual(new Set([null]));
    const { file: twice } = projectionsOf(joinSlateInputs('2026-08-22', doubleheaderSources()));
    projectionsFileSchema.parse(twice);
    const judge = twice.batters.filter((b) => b.name === 'Aaron Judge').map((b) => [b.gameId, b.gameNumber]);
    expect(judge.sort()).toEqual([
      ['777001', 1],
      ['777002', 2],
    ]);
  });
});
