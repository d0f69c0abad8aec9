import { describe, expect, it } from 'vitest';
import type { HomeRun } from '../../../domain/contracts/index.ts';
import { checkHomeRunFeed, INVALID_FEED_MESSAGE, newHomeRunToast, newHomeRuns, parseHomeRunFeed } from '../../../src/islands/home-runs/feed.ts';
import { DEFAULT_HOME_RUN_FEED_URL, homeRunFeedUrl } from '../../../src/islands/home-runs/feed-url.ts';
import {
  homeRunCountLabel,
  homeRunFilter,
  playerAfterTeamChange,
  playerOptions,
  seasonHomeRunsTitle,
  teamOptions,
} from '../../../src/islands/home-runs/filters.ts';

const homeRun = (id: string, batter: string, team = 'NYY', extra: Partial<HomeRun> = {}): HomeRun => ({
  id,
  hr_count: 1,
  date: '2026-08-20',
  batter: null,
  batter_name: batter,
  team_batting: team,
  pitcher_name: 'Some Pitcher',
  pitch_name: 'Slider',
  venue: 'Yankee Stadium',
  hit_distance: 400,
  hit_speed: 104.2,
  hit_angle: 27,
  ...extra,
});

describe('feed URL', () => {
  it('is the pipeline file unless PUBLIC_HOME_RUN_FEED_URL is set (blank counts as unset)', () => {
    expect(DEFAULT_HOME_RUN_FEED_URL).toBe('/data/home-runs.json');
    expect(homeRunFeedUrl({})).toBe('/data/home-runs.json');
    expect(homeRunFeedUrl({ PUBLIC_HOME_RUN_FEED_URL: '  ' })).toBe('/data/home-runs.json');
    expect(homeRunFeedUrl({ PUBLIC_HOME_RUN_FEED_URL: ' https://feed.test/hr.json ' })).toBe('https://feed.test/hr.json');
  });
});

describe('parseHomeRunFeed', () => {
  it('reads the pipeline file and keeps its ids', () => {
    const file = { schemaVersion: 1, homeRuns: [homeRun('a-1', 'Aaron Judge'), homeRun('a-2', 'Juan Soto')] };
    expect(parseHomeRunFeed(file)?.map((h) => h.id)).toEqual(['a-1', 'a-2']);
    expect(parseHomeRunFeed(file)?.[0]).toEqual(homeRun('a-1', 'Aaron Judge'));
  });

  it("reads the spec's bare array, deriving ids (with an occurrence number) and numbers written as text", () => {
    const feed = [
      {
        hr_count: '12',
        date: '2025-06-01',
        batter: 592450,
        batter_name: ' Aaron Judge ',
        team_batting: 'NYY',
        pitcher_name: 'A. Pitcher',
        pitch_name: '',
        venue: 'Yankee Stadium',
        hit_distance: '412',
        hit_speed: 108.1,
        hit_angle: '29',
      },
      {
        hr_count: 13,
        date: '2025-06-01T19:05:00Z',
        batter: 592450,
        batter_name: 'Aaron Judge',
        team_batting: 'NYY',
        pitcher_name: 'A. Pitcher',
        hit_distance: 412,
      },
      { date: '2025-06-02', batter_name: 'No Count', hit_distance: null, hr_count: 0 },
    ];
    const parsed = parseHomeRunFeed(feed)!;
    expect(parsed.map((h) => h.id)).toEqual(['2025-06-01|592450|A. Pitcher|412|1', '2025-06-01|592450|A. Pitcher|412|2', '2025-06-02|No Count|||1']);
    expect(parsed[0]).toMatchObject({ hr_count: 12, batter_name: 'Aaron Judge', pitch_name: null, hit_distance: 412, hit_angle: 29 });
    expect(parsed[2]).toMatchObject({ hr_count: null, hit_distance: null, team_batting: '', venue: '' });
  });

  it('skips records without a batter name or a date; rejects a body of neither shape', () => {
    expect(parseHomeRunFeed([{ date: '2025-06-01' }, { batter_name: 'X', date: 'June 1' }, null, 7])).toEqual([]);
    expect(parseHomeRunFeed({ homeRuns: 'nope' })).toBeNull();
    expect(parseHomeRunFeed('text')).toBeNull();
    expect(checkHomeRunFeed({})).toEqual({ kind: 'format', message: INVALID_FEED_MESSAGE });
    expect(checkHomeRunFeed([])).toBeNull();
  });
});

describe('newHomeRuns: the ids not seen before, oldest first', () => {
  const before = [homeRun('3', 'C'), homeRun('2', 'B'), homeRun('1', 'A')];
  it('finds the new ones in a newest-first list', () => {
    const after = [homeRun('5', 'E'), homeRun('4', 'D'), ...before];
    expect(newHomeRuns(before, after).map((h) => h.id)).toEqual(['4', '5']);
  });
  it('nothing new, or a shorter list: no toast', () => {
    expect(newHomeRuns(before, before)).toEqual([]);
    expect(newHomeRuns(before, before.slice(1))).toEqual([]);
  });
  it('is by id, not by position or content', () => {
    const sameContentNewId = [homeRun('9', 'A'), ...before.slice(0, 2)];
    expect(newHomeRuns(before, sameContentNewId).map((h) => h.id)).toEqual(['9']);
  });
  it('the toast names the batter', () => {
    expect(newHomeRunToast(homeRun('4', 'Juan Soto', 'NYM', { hr_count: 31, hit_distance: 431.6, pitcher_name: 'Z. Wheeler' }))).toEqual({
      title: 'New home run: Juan Soto',
      description: 'NYM · HR #31 · 432 ft · off Z. Wheeler',
    });
    expect(newHomeRunToast(homeRun('5', 'X', 'SEA', { hr_count: null, hit_distance: null, pitcher_name: '' })).description).toBe('SEA');
  });
});

describe('Season Home Runs filters and title', () => {
  const list = [homeRun('1', 'Bo Bichette', 'TOR'), homeRun('2', 'Aaron Judge', 'NYY'), homeRun('3', 'Aaron Judge', 'NYY'), homeRun('4', 'Zed', 'XYZ')];
  it('title with the count, thousands separated', () => {
    expect(seasonHomeRunsTitle(4692)).toBe('Season Home Runs (4,692)');
    expect(seasonHomeRunsTitle(0)).toBe('Season Home Runs (0)');
    expect(homeRunCountLabel(4692, 4692)).toBe('4,692 home runs');
    expect(homeRunCountLabel(12, 4692)).toBe('12 of 4,692 home runs');
  });
  it('teams by full name, players of the selected team', () => {
    const names = { TOR: 'Toronto Blue Jays', NYY: 'New York Yankees' };
    expect(teamOptions(list, names)).toEqual([
      { code: 'NYY', name: 'New York Yankees' },
      { code: 'TOR', name: 'Toronto Blue Jays' },
      { code: 'XYZ', name: 'XYZ' },
    ]);
    expect(playerOptions(list, '')).toEqual(['Aaron Judge', 'Bo Bichette', 'Zed']);
    expect(playerOptions(list, 'TOR')).toEqual(['Bo Bichette']);
  });
  it('filters by team and player; a team change drops a player who has no home run for it', () => {
    expect(homeRunFilter('', '')).toBeUndefined();
    expect(list.filter(homeRunFilter('NYY', '')!).map((h) => h.id)).toEqual(['2', '3']);
    expect(list.filter(homeRunFilter('', 'Bo Bichette')!).map((h) => h.id)).toEqual(['1']);
    expect(list.filter(homeRunFilter('NYY', 'Bo Bichette')!)).toEqual([]);
    expect(playerAfterTeamChange(list, 'TOR', 'Aaron Judge')).toBe('');
    expect(playerAfterTeamChange(list, 'NYY', 'Aaron Judge')).toBe('Aaron Judge');
    expect(playerAfterTeamChange(list, '', 'Aaron Judge')).toBe('Aaron Judge');
  });
});
