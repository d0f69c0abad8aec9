import { describe, expect, it } from 'vitest';
import { homeRunsFileSchema } from '../../../domain/contracts/home-runs.ts';
import { UNKNOWN_VENUE, buildHomeRuns } from '../../../pipeline/core/home-runs.ts';
import type { RawHomeRun } from '../../../pipeline/inputs/rows.ts';

function hr(over: Partial<RawHomeRun>): RawHomeRun {
  return {
    date: '2026-04-01',
    batterId: null,
    batterName: 'Someone',
    team: 'NYY',
    pitcherId: null,
    pitcherName: 'Some Pitcher',
    venue: null,
    pitchName: '4-Seam Fastball',
    distance: null,
    exitVelocity: null,
    launchAngle: 27,
    hrCount: null,
    sourceId: null,
    gamePk: null,
    ...over,
  };
}

const judge = { batterId: 1, batterName: 'Judge One', team: 'NYY' };
const raleigh = { batterId: 2, batterName: 'Raleigh Two', team: 'SEA' };
const noId = { batterId: null, batterName: 'No Id Guy', team: 'BOS' };
const pTen = { pitcherId: 10, pitcherName: 'Pitcher Ten' };

const feed: RawHomeRun[] = [
  hr({ ...judge, ...pTen, date: '2026-04-02', venue: 'Yankee Stadium', distance: 420, exitVelocity: 110, sourceId: 'g1-5' }),
  hr({ ...judge, ...pTen, date: '2026-04-01', venue: 'Fenway Park', distance: 380, exitVelocity: 104, sourceId: 'g0-3' }),
  hr({ ...raleigh, pitcherName: 'Pitcher Eleven', date: '2026-04-02', venue: null, exitVelocity: 101, hrCount: 12 }),
  hr({ ...raleigh, ...pTen, date: '2026-04-05', venue: '  Fenway Park ', distance: 400, exitVelocity: 100.5 }),
  hr({ ...noId, ...pTen, date: '2026-04-05', venue: 'Fenway Park', distance: 400, exitVelocity: 99 }),
  hr({ ...noId, ...pTen, date: '2026-04-05', venue: 'Fenway Park', distance: 400, exitVelocity: 99 }),
  hr({ ...judge, date: '2025-09-30', venue: 'Yankee Stadium', sourceId: 'old-1' }),
  hr({ ...judge, ...pTen, date: '2026-04-02', venue: 'Yankee Stadium', distance: 420, exitVelocity: 110, sourceId: 'g1-5' }),
  hr({ ...judge, date: 'April 3' }),
  hr({ ...judge, date: '2026-04-03', venue: 'Yankee Stadium', distance: 431, exitVelocity: 111, sourceId: 'g3-7' }),
  hr({
    batterId: 3,
    batterName: 'Visitor Three',
    team: 'NYY',
    date: '2026-04-06',
    venue: 'London Stadium',
    distance: 410,
    exitVelocity: 105,
    sourceId: 'g9-1',
  }),
];

const venueByTeam = new Map([
  ['NYY', 'Yankee Stadium'],
  ['BOS', 'Fenway Park'],
  ['SEA', 'T-Mobile Park'],
]);

describe('season home runs (docs/product.md#season-home-runs)', () => {
  const result = buildHomeRuns(feed, venueByTeam, 2026);

  it('keeps the season, drops duplicates and bad dates, and says how many', () => {
    expect(result.excluded).toEqual({ otherSeason: 1, invalidDate: 1, duplicate: 1 });
    expect(result.homeRuns).toHaveLength(8);
  });

  it('lists newest first with stable ids and running counts', () => {
    expect(result.homeRuns.map((h) => [h.date, h.batter_name, h.hr_count, h.id])).toEqual([
      ['2026-04-06', 'Visitor Three', 1, 'g9-1'],
      ['2026-04-05', 'No Id Guy', 2, '2026-04-05|No Id Guy|10|400|2'],
      ['2026-04-05', 'No Id Guy', 1, '2026-04-05|No Id Guy|10|400|1'],
      ['2026-04-05', 'Raleigh Two', 13, '2026-04-05|2|10|400|1'], // continues from the stated 12
      ['2026-04-03', 'Judge One', 3, 'g3-7'],
      ['2026-04-02', 'Raleigh Two', 12, '2026-04-02|2|Pitcher Eleven||1'], // stated by the source
      ['2026-04-02', 'Judge One', 2, 'g1-5'], // counted in date order, not feed order
      ['2026-04-01', 'Judge One', 1, 'g0-3'],
    ]);
  });

  it('fills the record fields and reads a missing venue as unknown', () => {
    const raleighFirst = result.homeRuns.find((h) => h.hr_count === 12)!;
    expect(raleighFirst).toEqual({
      id: '2026-04-02|2|Pitcher Eleven||1',
      hr_count: 12,
      date: '2026-04-02',
      batter: 2,
      batter_name: 'Raleigh Two',
      team_batting: 'SEA',
      pitcher_name: 'Pitcher Eleven',
      pitch_name: '4-Seam Fastball',
      venue: UNKNOWN_VENUE,
      hit_distance: null,
      hit_speed: 101,
      hit_angle: 27,
    });
  });

  it('aggregates by park: count, 1-decimal averages, longest; unknown venue last', () => {
    expect(result.byPark).toEqual([
      // 380, 400, 400, 400 -> 395; EV 104, 100.5, 99, 99 -> 100.625 -> 100.6
      { venue: 'Fenway Park', team: 'BOS', count: 4, avgDistance: 395, avgExitVelo: 100.6, longest: 400 },
      // 420, 431 -> 425.5; EV 110, 111 -> 110.5
      { venue: 'Yankee Stadium', team: 'NYY', count: 2, avgDistance: 425.5, avgExitVelo: 110.5, longest: 431 },
      { venue: 'London Stadium', team: null, count: 1, avgDistance: 410, avgExitVelo: 105, longest: 410 },
      { venue: UNKNOWN_VENUE, team: null, count: 1, avgDistance: null, avgExitVelo: 101, longest: null },
    ]);
  });

  it('gives the same output for the same feed, and fits the contract', () => {
    expect(buildHomeRuns(feed, venueByTeam, 2026)).toEqual(result);
    const file = { schemaVersion: 1, date: '2026-04-06', season: 2026, homeRuns: result.homeRuns, byPark: result.byPark, absence: null };
    expect(homeRunsFileSchema.safeParse(file).success).toBe(true);
  });

  it('an empty feed gives empty lists', () => {
    expect(buildHomeRuns([], venueByTeam, 2026)).toEqual({
      homeRuns: [],
      byPark: [],
      excluded: { otherSeason: 0, invalidDate: 0, duplicate: 0 },
    });
  });
});
