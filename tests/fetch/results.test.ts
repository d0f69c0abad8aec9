/**
 * `pipeline fetch --only results`: the previous day's game states and final box scores from the
 * MLB Stats API (loopback), written as game_results.json and read back by the build's own adapter.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INPUTS } from '../../pipeline/sources/index.ts';
import { FakeSources } from './fake-sources.ts';
import { json, SLATE_DATE, YESTERDAY } from './fixtures.ts';
import { fetchOnce, removeTempRoots, statusOf, tempRoot } from './harness.ts';

const team = (abbreviation: string, name: string) => ({ team: { id: 100, name, link: '/api/v1/teams/100', abbreviation } });
const game = (gamePk: number, coded: string, detailed: string, away: ReturnType<typeof team>, home: ReturnType<typeof team>) => ({
  gamePk,
  gameType: 'R',
  gameDate: `${YESTERDAY}T23:05:00Z`,
  officialDate: YESTERDAY,
  status: { abstractGameState: 'Final', codedGameState: coded, detailedState: detailed, statusCode: coded, startTimeTBD: false },
  teams: { away: { ...away, score: 3 }, home: { ...home, score: 1 } },
  venue: { id: 3313, name: 'Yankee Stadium' },
  gameNumber: 1,
  doubleHeader: 'N',
});
const NYY = team('NYY', 'New York Yankees');
const BOS = team('BOS', 'Boston Red Sox');
const player = (id: number, fullName: string, batting: Record<string, number>) => ({
  person: { id, fullName, link: `/api/v1/people/${id}` },
  jerseyNumber: '99',
  position: { abbreviation: 'RF' },
  stats: { batting, pitching: {}, fielding: {} },
  seasonStats: { batting: { homeRuns: 30 } },
});
/** MLB's boxscore answer, with more than the settlement reads. */
const boxscore = {
  copyright: 'Copyright 2026 MLB Advanced Media',
  teams: {
    away: {
      team: NYY.team,
      teamStats: {},
      batters: [592450, 650402],
      players: {
        ID592450: player(592450, 'Aaron Judge', { plateAppearances: 4, homeRuns: 1, atBats: 3 }),
        ID650402: player(650402, 'Pinch Runner', {}),
        ID111111: player(111111, 'Bench Arm', {}),
      },
    },
    home: { team: BOS.team, batters: [646240], players: { ID646240: player(646240, 'Rafael Devers', { plateAppearances: 5, homeRuns: 0 }) } },
  },
  officials: [],
};

let fake: FakeSources;
let root: string;
beforeEach(async () => {
  fake = await FakeSources.start();
  root = tempRoot();
  fake
    .on('/api/v1/schedule', (req) =>
      req.query.get('date') === YESTERDAY
        ? json({
            dates: [
              {
                date: YESTERDAY,
                games: [game(9101, 'F', 'Final', NYY, BOS), game(9102, 'D', 'Postponed', BOS, NYY), game(9103, 'F', 'Final', BOS, NYY)],
              },
            ],
          })
        : { status: 404, body: 'wrong date' },
    )
    .on('/api/v1/game/9101/boxscore', () => json(boxscore))
    .on('/api/v1/game/9103/boxscore', () => ({ status: 500, body: 'down' }));
});
afterEach(async () => {
  await fake.close();
  removeTempRoots();
});

describe('the results source', () => {
  it("writes yesterday's states and the final games' box scores, trimmed; a box score that fails leaves the file partial", async () => {
    const run = await fetchOnce(fake, root, { only: ['results'] });
    expect(statusOf(run, 'game_results.json')).toMatchObject({ status: 'partial' });
    expect(fake.requestsTo('/api/v1/game/9102/boxscore')).toEqual([]);
    const bytes = readFileSync(path.join(root, SLATE_DATE, 'game_results.json'));
    const written = JSON.parse(bytes.toString('utf8')) as { boxscore?: { teams: { away: { players: Record<string, unknown> } } } }[];
    expect(Object.keys(written[0]!.boxscore!.teams.away.players)).toEqual(['ID592450', 'ID650402']);
    const adapter = INPUTS.find((i) => i.id === 'game-results')!;
    const parsed = adapter.parse('game_results.json', new Uint8Array(bytes));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((g) => [g.gamePk, g.date, g.away, g.home, g.state])).toEqual([
      ['9101', YESTERDAY, 'NYY', 'BOS', 'final'],
      ['9102', YESTERDAY, 'BOS', 'NYY', 'postponed'],
      ['9103', YESTERDAY, 'BOS', 'NYY', 'final'],
    ]);
    expect(parsed.rows[0]!.batters).toEqual([
      { mlbamId: 592450, name: 'Aaron Judge', team: 'NYY', plateAppearances: 4, homeRuns: 1 },
      { mlbamId: 650402, name: 'Pinch Runner', team: 'NYY', plateAppearances: 0, homeRuns: 0 },
      { mlbamId: 646240, name: 'Rafael Devers', team: 'BOS', plateAppearances: 5, homeRuns: 0 },
    ]);
    expect(parsed.rows[2]!.batters).toBeNull();
  });
});
