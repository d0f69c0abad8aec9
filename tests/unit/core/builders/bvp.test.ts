import { describe, expect, it } from 'vitest';
import { bvpFileSchema, bvpTodayFileSchema, type BvpRow, type MatchupPitcher, type TeamMatchup } from '../../../../domain/contracts/index.ts';
import { matchupPitcher } from '../../fixtures/matchup-pitcher.ts';
import { buildBvpFile, buildBvpTodayFile, todaysPairs } from '../../../../pipeline/core/builders/bvp.ts';
import { matchKey } from '../../../../pipeline/core/matching.ts';
import { buildNameContext } from '../../../../pipeline/core/names.ts';
import { DATE, fixtureSlate, joinOf, runBuilder } from './slate-fixture.ts';
import { slateFile } from '../../../../pipeline/core/builders/shape.ts';

describe('buildBvpFile', () => {
  it("numbers the rows and gives a team-less row the batter's team", () => {
    const join = joinOf();
    const file = bvpFileSchema.parse(runBuilder(buildBvpFile, join).data);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({ id: 0, batter: 'Aaron Judge', player: 'Aaron Judge', team: 'NYY', HR: 2 });
    expect(file.absence).toBeNull();
  });

  it('leaves the team empty when no batter has the name, and states a missing input', () => {
    const noBatters = slateFile('projections.json', { schemaVersion: 1, date: DATE, batters: [], notInProjections: [], absence: null });
    const file = bvpFileSchema.parse(runBuilder(buildBvpFile, joinOf(), { 'projections.json': noBatters }).data);
    expect(file.rows[0]!.team).toBe('');
    expect(runBuilder(buildBvpFile, joinOf({ bvp: null }), { 'projections.json': noBatters }).data.absence?.missingInputs).toEqual(['bvp']);
  });
});

const pitcher = (name: string): MatchupPitcher => matchupPitcher(name);
const team = (code: string, opponent: string, batters: string[], starter: string | null, bullpen: string[]): TeamMatchup => ({
  team: code,
  teamName: code,
  gameTime: null,
  opponent,
  opponentName: opponent,
  lineup: batters.map((name, i) => ({ name, battingOrder: i + 1, position: null, hand: 'R', pitches: null })),
  opposingStarter: starter === null ? null : pitcher(starter),
  opposingBullpen: bullpen.map(pitcher),
});
const line = (id: number, batter: string, pitcherName: string, teamCode: string): BvpRow => ({
  id,
  batter,
  pitcher: pitcherName,
  player: batter,
  team: teamCode,
  PA: 3,
  AB: 3,
  H: 1,
  '1B': 1,
  '2B': 0,
  '3B': 0,
  HR: 0,
  BB: 0,
  SO: 1,
  AVG: 0.333,
  OBP: 0.333,
  SLG: 0.333,
});

describe("today's pairs (bvp-today.json)", () => {
  const names = buildNameContext([], []);
  const key = (name: string) => matchKey(name, names);
  const teams = [
    team('NYY', 'BOS', ['Aaron Judge', 'Juan Soto'], 'Brayan Bello', ['Kenley Jansen']),
    team('BOS', 'NYY', ['Rafael Devers'], null, ['Luke Weaver']),
  ];
  const history = [
    line(0, 'Aaron Judge', 'Brayan Bello', 'NYY'), // today's starter
    line(1, 'Aaron Judge', 'Chris Sale', 'NYY'), // not pitching against him today
    line(2, 'Juan Soto', 'Kenley Jansén', ''), // bullpen arm, accent and no team: matched on the names
    line(3, 'Rafael Devers', 'Brayan Bello', 'BOS'), // Bello pitches for Boston: not a pair
    line(4, 'Rafael Devers', 'Luke Weaver', 'BOS'), // the Yankees' bullpen against a Boston batter
    line(5, 'Aaron Judge', 'Brayan Bello', 'SD'), // a namesake on another club
    line(6, 'Nobody Else', 'Kenley Jansen', 'NYY'), // not in today's lineup
  ];

  it('keeps the rows pairing a lineup batter with his opposing starter or bullpen, in file order', () => {
    expect(todaysPairs(history, teams, key).map((r) => r.id)).toEqual([0, 2, 4]);
    expect(todaysPairs(history, [], key)).toEqual([]);
  });

  it('writes a file the contract accepts, with the history size, and the contract refuses rows out of id order', () => {
    const bvp = slateFile('bvp.json', { schemaVersion: 1, date: '2026-08-22', rows: history, absence: null });
    const matchups = slateFile('matchups.json', { schemaVersion: 1, date: '2026-08-22', teams, absence: null });
    const file = runBuilder(buildBvpTodayFile, joinOf(), { 'bvp.json': bvp, 'matchups.json': matchups }).data;
    expect(bvpTodayFileSchema.parse(file)).toMatchObject({ historyRows: 7, date: '2026-08-22' });
    expect(file.rows).toHaveLength(3);
    expect(bvpTodayFileSchema.safeParse({ ...file, rows: [...file.rows].reverse() }).success).toBe(false);
    expect(bvpTodayFileSchema.safeParse({ ...file, historyRows: 2 }).success).toBe(false);
  });

  it("the slate writes today's pairs from the fixture's lineups and starters", () => {
    const slate = fixtureSlate('2026-08-22T10:00:00Z');
    const today = slate.files.find((f) => f.file === 'bvp-today.json')!;
    expect(today.data).toMatchObject({ historyRows: 1, rows: [{ batter: 'Aaron Judge', pitcher: 'Brayan Bello' }] });
  });
});
