import { describe, expect, it } from 'vitest';
import type { StatRow } from '../../../pipeline/inputs/rows.ts';
import { buildNameContext } from '../../../pipeline/core/names.ts';
import {
  hitterFigures,
  indexSources,
  JoinTally,
  last7Figures,
  lookupOne,
  matchAcrossSources,
  round,
  trueFlyBallRate,
  type AmbiguityReport,
} from '../../../pipeline/core/stat-join.ts';
import { buildNameIndex } from '../../../pipeline/core/matching.ts';

const ctx = buildNameContext([], []);

function row(name: string, team: string | null, mlbamId: number | null, stats: StatRow['stats']): StatRow {
  return { name, nameAscii: null, team, teamRaw: team, mlbamId, stats, line: 2 };
}

describe('matchAcrossSources', () => {
  const sources = indexSources(
    [
      { source: 'first', rows: [row('Aaron Judge', 'NYY', 592450, { HR: 30, AB: 300, 'Barrel%': 25 })] },
      { source: 'second', rows: [row('Aaron Judge', 'NYY', null, { HR: 1, AB: 1, EV: 95.5, SLG: 0.6, AVG: 0.3 })] },
      { source: 'third', rows: [row('Will Smith', 'LAD', null, {}), row('Will Smith', 'ATL', null, {})] },
    ],
    ctx,
    new Set(),
  );

  it('returns the matches in priority order and tallies each source', () => {
    const tally = new JoinTally(['first', 'second', 'third']);
    const ambiguities: AmbiguityReport[] = [];
    const matches = matchAcrossSources({ name: 'Aaron Judge', team: 'NYY', mlbamId: 592450 }, sources, { tally, ambiguities });
    expect(matches.map((m) => m.source)).toEqual(['first', 'second']);
    const reports = tally.reports();
    expect(reports.map((r) => [r.source, r.hitters, r.matched])).toEqual([
      ['first', 1, 1],
      ['second', 1, 1],
      ['third', 1, 0],
    ]);
    expect(reports[0]!.byRule).toEqual({ 'mlbam-id': 1 });
    expect(ambiguities).toEqual([]);
  });

  it('reports a name two people carry as ambiguous, never as a match', () => {
    const tally = new JoinTally(['third']);
    const ambiguities: AmbiguityReport[] = [];
    const matches = matchAcrossSources({ name: 'Will Smith', team: null, mlbamId: null }, sources, { tally, ambiguities });
    expect(matches).toEqual([]);
    expect(tally.reports()[0]!.ambiguous).toBe(1);
    expect(ambiguities).toEqual([{ name: 'Will Smith', team: '', source: 'third', candidates: ['Will Smith (LAD)', 'Will Smith (ATL)'] }]);
  });

  it('a tally ignores sources it was not given', () => {
    const tally = new JoinTally([]);
    matchAcrossSources({ name: 'Aaron Judge', team: 'NYY', mlbamId: 592450 }, sources, { tally });
    expect(tally.reports()).toEqual([]);
  });

  it('records nowhere when given no tally and no ambiguity list, and matches alike', () => {
    const matches = matchAcrossSources({ name: 'Aaron Judge', team: 'NYY', mlbamId: 592450 }, sources);
    expect(matches.map((m) => m.source)).toEqual(['first', 'second']);
    expect(matchAcrossSources({ name: 'Will Smith', team: null, mlbamId: null }, sources)).toEqual([]);
  });
});

describe('hitterFigures', () => {
  it('takes each figure from the first source that has it; rates never mix sources', () => {
    const f = hitterFigures([
      { source: 'a', row: row('X', 'NYY', 1, { HR: 10, 'Barrel%': 12, FB: 40, 'IFFB%': 10 }) },
      { source: 'b', row: row('X', 'NYY', 1, { HR: 5, AB: 100, EV: 91, SLG: 0.5, AVG: 0.25 }) },
    ]);
    expect(f.barrelRate).toBe(12);
    expect(f.exitVelo).toBe(91);
    expect(f.seasonHrRate).toBe(0.05);
    expect(f.iso).toBe(0.25);
    expect(f.trueFb).toBe(36);
    expect(f.kPct).toBeNull();
  });

  it('is all nulls without matches', () => {
    expect(Object.values(hitterFigures([])).every((v) => v === null)).toBe(true);
  });
});

describe('helpers', () => {
  it('trueFlyBallRate needs both percents', () => {
    expect(trueFlyBallRate(null, 10)).toBeNull();
    expect(trueFlyBallRate(40, null)).toBeNull();
    expect(trueFlyBallRate(50, 20)).toBe(40);
  });

  it('last7Figures derives HR / AB only when AB > 0', () => {
    const base = { name: 'X', team: 'NYY', h: 3, avg: 0.3, slg: 0.6, line: 1 };
    expect(last7Figures({ ...base, ab: 10, hr: 2 }).hrRate).toBe(0.2);
    expect(last7Figures({ ...base, ab: 0, hr: 0 }).hrRate).toBeNull();
    expect(last7Figures(null)).toEqual({ hr: null, avg: null, slg: null, hrRate: null });
  });

  it('round and lookupOne', () => {
    expect(round(1.23456, 2)).toBe(1.23);
    const index = buildNameIndex([{ name: 'Mookie Betts', team: 'LAD', mlbamId: null }], ctx);
    expect(lookupOne(index, { name: 'Mookie Betts', team: 'LAD', mlbamId: null })?.team).toBe('LAD');
    expect(lookupOne(index, { name: 'Nobody Here', team: 'LAD', mlbamId: null })).toBeNull();
  });
});
