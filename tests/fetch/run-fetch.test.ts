/**
 * `pipeline fetch` end to end against the loopback sources: every source
 * delivers the files the build reads; failures (403, 429, 500, timeouts,
 * truncated bodies, a changed CSV header) keep the previous good file
 * byte-identical and say why; a re-run revalidates instead of downloading again.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FANGRAPHS_403 } from '../../pipeline/fetch/downloads/fangraphs.ts';
import { FILE_TARGETS } from '../../pipeline/fetch/targets.ts';
import { INPUTS } from '../../pipeline/sources/index.ts';
import type { RawOddsQuote } from '../../pipeline/inputs/rows.ts';
import { FakeSources } from './fake-sources.ts';
import {
  CALL_UP,
  EV_HEADER,
  evCsv,
  eventOddsJson,
  installAllSources,
  NAMESAKES,
  nine,
  ODDS_EVENTS,
  ODDS_RATE_LIMITED,
  pitcher,
  SEA_LAST_GAME,
  SLATE_DATE,
  TEAMS,
} from './fixtures.ts';
import { fetchOnce, statusOf, removeTempRoots, tempRoot, type Run } from './harness.ts';

let fake: FakeSources;
let root: string;
const dayDir = () => path.join(root, SLATE_DATE);
const read = (file: string) => readFileSync(path.join(dayDir(), file));

beforeEach(async () => {
  fake = installAllSources(await FakeSources.start());
  root = tempRoot();
});
afterEach(async () => {
  await fake.close();
  removeTempRoots();
});

interface LineupEntry {
  team: string;
  weather: string | null;
  gamePk: number;
  players: { name: string; battingOrder: number | 'SP'; position: string | null; confirmed: boolean; weather: string | null; id: number | null }[];
}

function parseWithBuildAdapter(file: string) {
  const adapter = INPUTS.find((i) => (i.fileNames as readonly string[]).includes(file))!;
  return adapter.parse(file, new Uint8Array(read(file)));
}

describe('a normal run', () => {
  let run: Run;
  beforeEach(async () => {
    run = await fetchOnce(fake, root);
  });

  it('fetches every file fresh, and the build adapters read each one without a rejected row', () => {
    expect(run.result.outcomes.map((o) => [o.fileName, o.status])).toEqual(FILE_TARGETS.map((t) => [t.fileName, 'fresh']));
    expect(run.result.requiredFailures).toEqual([]);
    for (const target of FILE_TARGETS) {
      const parsed = parseWithBuildAdapter(target.fileName);
      expect(parsed.rejected, target.fileName).toEqual([]);
      expect(parsed.rows.length, target.fileName).toBeGreaterThan(0);
    }
    expect(run.sleeps).toEqual([]);
  });

  it('writes lineups: posted = confirmed, boxscore = confirmed, otherwise projected from the last game', () => {
    const entries = JSON.parse(read('lineups.json').toString()) as LineupEntry[];
    expect(entries.map((e) => e.team)).toEqual(['NYY', 'BOS', 'MIN', 'TB', 'LAD', 'SEA']);
    const byTeam = new Map(entries.map((e) => [e.team, e]));
    expect(byTeam.get('NYY')!.players.map((p) => p.name)).toEqual([...nine(TEAMS.NYY.index).map((p) => p.name), pitcher(TEAMS.NYY.index).name]);
    expect(byTeam.get('LAD')!.players.every((p) => p.confirmed)).toBe(true); // from today's boxscore
    const sea = byTeam.get('SEA')!;
    expect(sea.players.map((p) => p.name)).toEqual([...SEA_LAST_GAME.map((p) => p.name), pitcher(TEAMS.SEA.index).name]); // no pinch hitter
    expect(sea.players.some((p) => p.confirmed)).toBe(false);
    expect(sea.players[9]).toMatchObject({ battingOrder: 'SP', id: pitcher(TEAMS.SEA.index).id });
    expect(run.lines).toContain('  schedule: skipped game 9004: Postponed');
  });

  it("records the position each batter plays in today's game (boxscore), not his primary position, and the game of each lineup", () => {
    const entries = JSON.parse(read('lineups.json').toString()) as LineupEntry[];
    const nyy = entries.find((e) => e.team === 'NYY')!;
    expect(nyy.players.slice(0, 5).map((p) => p.position)).toEqual(['CF', 'SS', 'DH', '1B', 'RF']);
    expect(entries.map((e) => [e.team, e.gamePk])).toEqual([
      ['NYY', 9001],
      ['BOS', 9001],
      ['MIN', 9003],
      ['TB', 9003],
      ['LAD', 9002],
      ['SEA', 9002],
    ]);
  });

  it('merges the forecast at first pitch, the wind relative to the park and the roof into the weather text', () => {
    const entries = JSON.parse(read('lineups.json').toString()) as LineupEntry[];
    const weather = Object.fromEntries(entries.map((e) => [e.team, e.weather]));
    // Harbor Field 17:05 UTC: hour 17 → 77°F; wind from 225° blows to 45° = the park's azimuth
    expect(weather.BOS).toBe('77°F, wind 12 mph out to CF (out), 10% chance of rain');
    // Sound Park 02:10 UTC next day: hour 26 → 62°F; wind from 90° blows to 270°, azimuth 90 → straight in
    expect(weather.SEA).toBe('62°F, wind 12 mph in from CF (in), 10% chance of rain; retractable roof (may be closed)');
    expect(weather.TB).toBe('Dome (roof closed)');
    expect(entries.find((e) => e.team === 'BOS')!.players[0]!.weather).toBe(weather.BOS);
    const games = JSON.parse(read('matchup_data.json').toString()) as { gamePk: number; weather: string; venue: string }[];
    expect(games.map((g) => [g.gamePk, g.venue])).toEqual([
      [9001, 'Harbor Field'],
      [9003, 'Bay Dome'],
      [9002, 'Sound Park'],
    ]);
    const forecastAsks = fake
      .requestsTo('/v1/forecast')
      .map((r) => [
        r.query.get('latitude'),
        r.query.get('start_date'),
        r.query.get('end_date'),
        r.query.get('temperature_unit'),
        r.query.get('wind_speed_unit'),
      ]);
    expect(forecastAsks).toEqual([
      ['42.3', '2026-07-04', '2026-07-05', 'fahrenheit', 'mph'],
      ['47.6', '2026-07-05', '2026-07-06', 'fahrenheit', 'mph'],
    ]);
  });

  it("looks up today's call-up by id and leaves out ambiguous namesakes", () => {
    const lines = read('PlayerHandedness.csv').toString().trim().split('\n');
    expect(lines).toContain(`${CALL_UP.name},S`);
    expect(fake.requestsTo('/api/v1/people')[0]!.query.get('personIds')).toBe(String(CALL_UP.id));
    expect(lines.some((l) => l.startsWith(NAMESAKES[0]!.name))).toBe(false);
  });

  it('passes Savant leaderboards through byte for byte', () => {
    expect(read('savant_batter_ev_barrels.csv').toString()).toBe(evCsv('batter'));
    expect(fake.requestsTo('/leaderboard/statcast').map((r) => [r.query.get('type'), r.query.get('year'), r.query.get('csv')])).toEqual([
      ['batter', '2026', 'true'],
      ['pitcher', '2026', 'true'],
      // The previous season's batters, every one with a batted ball: the model's Statcast prior.
      ['batter', '2025', 'true'],
    ]);
    expect(fake.requestsTo('/leaderboard/statcast')[2]!.query.get('min')).toBe('1');
    expect(read('savant_batter_ev_barrels_prior.csv').toString()).toBe(evCsv('batter'));
  });

  it('asks the Statcast search for regular-season home runs, chunk by chunk, through the day before the slate', () => {
    const asks = fake.requestsTo('/statcast_search/csv').map((r) => [r.query.get('game_date_gt'), r.query.get('game_date_lt')]);
    expect(asks).toEqual([
      ['2026-03-01', '2026-04-09'],
      ['2026-04-10', '2026-05-19'],
      ['2026-05-20', '2026-06-28'],
      ['2026-06-29', '2026-07-03'],
    ]);
    const q = fake.requestsTo('/statcast_search/csv')[0]!.query;
    expect([q.get('hfAB'), q.get('hfGT'), q.get('hfSea'), q.get('type')]).toEqual(['home\\.\\.run|', 'R|', '2026|', 'details']);
    expect(parseWithBuildAdapter('statcast_home_runs.csv').rows).toHaveLength(33); // one every 3 days, 03-27..07-03
  });

  it('prices the slate from The Odds API (main and alternate markets, both sides where posted, each quote on its event) and prints the remaining quota', () => {
    const odds = JSON.parse(read('odds.json').toString()) as {
      source: string;
      events: { id: string; commence_time: string; home_team: string; away_team: string }[];
      quotes: { player: string; team: string | null; book: string; american: number; noAmerican?: number; eventId: string }[];
    };
    expect(odds.quotes).toHaveLength(6); // NYY: 2 batters x 2 books; LAD: 1 batter x 2 books
    expect(odds.quotes.find((q) => q.player === nine(TEAMS.LAD.index)[0]!.name && q.book === 'FanDuel')).toEqual({
      player: nine(TEAMS.LAD.index)[0]!.name,
      team: 'LAD',
      book: 'FanDuel',
      american: 320,
      noAmerican: -450,
      updatedAt: '2026-07-04T14:58:12Z',
      eventId: 'evt-lad-sea',
    });
    expect(odds.quotes.find((q) => q.player === nine(TEAMS.NYY.index)[1]!.name && q.book === 'DraftKings')).toEqual({
      player: nine(TEAMS.NYY.index)[1]!.name,
      team: 'NYY',
      book: 'DraftKings',
      american: 350,
      updatedAt: '2026-07-04T14:58:12Z',
      eventId: 'evt-nyy-bos',
    });
    // The events asked for, as The Odds API names them: the build ties each to the schedule's game.
    expect(odds.events.map((e) => e.id)).toEqual(['evt-nyy-bos', 'evt-lad-sea']);
    const parsed = parseWithBuildAdapter('odds.json').rows as RawOddsQuote[];
    expect(parsed.every((q) => q.event?.id !== undefined && q.event.commenceTime !== null && q.event.home !== null)).toBe(true);
    expect(fake.requestsTo('/v4/sports/baseball_mlb/events/evt-next-week/odds')).toEqual([]);
    const eventAsk = fake.requestsTo('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds')[0]!.query;
    expect([eventAsk.get('markets'), eventAsk.get('oddsFormat'), eventAsk.get('apiKey')]).toEqual([
      'batter_home_runs,batter_home_runs_alternate',
      'american',
      'test-key',
    ]);
    expect(statusOf(run, 'odds.json')).toMatchObject({
      status: 'fresh',
      detail: '3 players priced in 2 of 2 events; The Odds API quota: 478 requests remaining (22 used)',
    });
    expect(run.lines).toContain('  odds: The Odds API quota: 478 requests remaining (22 used)');
    expect(run.lines.join('\n')).not.toContain('test-key');
  });

  it("asks FanGraphs for this season's leaderboards and the previous season's batting", () => {
    const asked = fake.requestsTo('/api/leaders/major-league/data').map((r) => `${r.query.get('stats')} ${r.query.get('season')}`);
    const season = Number(SLATE_DATE.slice(0, 4));
    expect(new Set(asked)).toEqual(new Set([`bat ${season}`, `pit ${season}`, `bat ${season - 1}`]));
  });

  it('prints a progress line per source', () => {
    const progress = run.lines.filter((l) => /^[✓!] /.test(l)).map((l) => l.replace(/ \(\d+\.\d s\).*$/, ''));
    expect(progress).toEqual([
      '✓ schedule: 2 fresh, 0 stale, 0 missing.',
      '✓ handedness: 1 fresh, 0 stale, 0 missing.',
      '✓ mlb-stats: 5 fresh, 0 stale, 0 missing.',
      '✓ savant: 8 fresh, 0 stale, 0 missing.',
      '✓ statcast: 1 fresh, 0 stale, 0 missing.',
      '✓ fangraphs: 3 fresh, 0 stale, 0 missing.',
      '✓ odds: 1 fresh, 0 stale, 0 missing.',
      '✓ results: 1 fresh, 0 stale, 0 missing.',
    ]);
  });
});

describe('a re-run', () => {
  it('revalidates with conditional requests (304: nothing downloaded) and leaves the files as they were', async () => {
    await fetchOnce(fake, root);
    const before = FILE_TARGETS.map((t) => read(t.fileName));
    const firstStatcastAsks = fake.requestsTo('/statcast_search/csv').length;
    const run = await fetchOnce(fake, root, { oddsApiKey: null });
    const schedule = fake.requestsTo('/api/v1/schedule').filter((r) => r.query.get('date') === SLATE_DATE);
    expect(schedule[1]!.headers['if-none-match']).toBe('"sched-1"');
    expect(
      fake
        .requestsTo('/leaderboard/statcast')
        .slice(3)
        .map((r) => r.headers['if-none-match']),
    ).toEqual(['"ev-batter"', '"ev-pitcher"', '"ev-batter"']);
    expect(statusOf(run, 'savant_batter_ev_barrels.csv')!.detail).toBe('18 rows (unchanged)');
    // settled chunks (ending more than 3 days before the slate) are not asked for again
    expect(fake.requestsTo('/statcast_search/csv').length - firstStatcastAsks).toBe(1);
    for (const [i, t] of FILE_TARGETS.entries()) expect(read(t.fileName).equals(before[i]!), t.fileName).toBe(true);
  });
});

describe('failures keep the last good file', () => {
  it('FanGraphs 403: says so, stops asking FanGraphs, keeps both files byte-identical', async () => {
    await fetchOnce(fake, root);
    const batting = read('fangraphs-stats.csv');
    const pitching = read('fangraphs-pitchers.csv');
    const asked = fake.requestsTo('/api/leaders/major-league/data').length;
    fake.once('/api/leaders/major-league/data', { status: 403, body: '<html>Access denied</html>' });
    const run = await fetchOnce(fake, root, { only: ['fangraphs'] });
    expect(fake.requestsTo('/api/leaders/major-league/data').length - asked).toBe(1);
    for (const file of ['fangraphs-stats.csv', 'fangraphs-pitchers.csv']) {
      expect(statusOf(run, file)).toMatchObject({ status: 'stale' });
      expect(statusOf(run, file)!.detail).toMatch(
        /^FanGraphs refused the download \(403 Forbidden\): it often blocks scripted requests\..*; kept the previous file \(fetched .+ UTC\)$/,
      );
    }
    expect(read('fangraphs-stats.csv').equals(batting)).toBe(true);
    expect(read('fangraphs-pitchers.csv').equals(pitching)).toBe(true);
    expect(run.lines).toContain(`  fangraphs: ${FANGRAPHS_403}`);
    expect(run.sleeps).toEqual([]);
  });

  it('a changed CSV header is rejected and the previous file stays byte-identical', async () => {
    await fetchOnce(fake, root);
    const before = read('savant_batter_ev_barrels.csv');
    const renamed = EV_HEADER.map((h) => (h === 'brl_percent' ? 'barrel_pct' : h));
    fake.once('/leaderboard/statcast', { headers: { ETag: '"ev-new"' }, body: evCsv('batter', renamed) });
    const run = await fetchOnce(fake, root, { only: ['savant'] });
    const outcome = statusOf(run, 'savant_batter_ev_barrels.csv')!;
    expect(outcome.status).toBe('stale');
    // Checked before the cache may keep it: the source's answer, so not retried.
    expect(outcome.detail).toMatch(
      /^200 from .*\/leaderboard\/statcast\?… with no "brl_percent" column in the CSV header \(not retried\); kept the previous file/,
    );
    expect(run.sleeps).toEqual([]);
    expect(read('savant_batter_ev_barrels.csv').equals(before)).toBe(true);
    expect(readdirSync(dayDir()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('500 three times: retried after 1 s and 2 s, then kept stale', async () => {
    await fetchOnce(fake, root);
    const before = read('savant_batter_expected_stats.csv');
    fake.once('/leaderboard/expected_statistics', { status: 500 }, { status: 500 }, { status: 500 });
    const run = await fetchOnce(fake, root, { only: ['savant'] });
    expect(run.sleeps).toEqual([1000, 2000]);
    expect(run.retries.map((r) => r.attempt)).toEqual([1, 2]);
    expect(statusOf(run, 'savant_batter_expected_stats.csv')!.detail).toMatch(
      /^500 Internal Server Error from .*\/leaderboard\/expected_statistics\?…, after 3 attempts; kept the previous file/,
    );
    expect(read('savant_batter_expected_stats.csv').equals(before)).toBe(true);
    expect(statusOf(run, 'savant_pitcher_expected_stats.csv')!.status).toBe('fresh');
  });

  it('429 with Retry-After: waits what the source asks, then succeeds', async () => {
    fake.once('/api/v1/stats', { status: 429, headers: { 'Retry-After': '7' } });
    const run = await fetchOnce(fake, root, { only: ['mlb-stats'] });
    expect(run.sleeps).toEqual([7000]);
    expect(statusOf(run, 'mlb_stats.csv')!.status).toBe('fresh');
  });

  it('timeouts: three attempts, then kept stale', async () => {
    await fetchOnce(fake, root, { only: ['mlb-stats'] });
    const before = read('mlb_stats.csv');
    fake.once('/api/v1/stats', { hang: true }, { hang: true }, { hang: true });
    const run = await fetchOnce(fake, root, { only: ['mlb-stats'], timeoutMs: 150 });
    expect(statusOf(run, 'mlb_stats.csv')!.detail).toMatch(/within 150 ms \(timeout\), after 3 attempts; kept the previous file/);
    // First run: 1 page of hitting, 2 of last season's hitting, 1 of pitching, then for the history 2 + 2 pages of
    // hitting (two more seasons) and 3 of pitching (three seasons). This run: 3 attempts that hang, then the other 10 pages.
    expect(fake.requestsTo('/api/v1/stats')).toHaveLength(11 + 3 + 10);
    expect(statusOf(run, 'mlb_stats_prior.csv')!.status).toBe('fresh');
    expect(read('mlb_stats.csv').equals(before)).toBe(true);
  });

  it('truncated bodies: retried, and a partial download never lands', async () => {
    await fetchOnce(fake, root, { only: ['statcast'] });
    const before = read('statcast_home_runs.csv');
    fake.once(
      '/statcast_search/csv',
      { truncate: true, body: 'x'.repeat(5000) },
      { truncate: true, body: 'x'.repeat(5000) },
      { truncate: true, body: 'x'.repeat(5000) },
    );
    const run = await fetchOnce(fake, root, { only: ['statcast'] });
    expect(statusOf(run, 'statcast_home_runs.csv')!.status).toBe('stale');
    expect(statusOf(run, 'statcast_home_runs.csv')!.detail).toMatch(/truncated/);
    expect(read('statcast_home_runs.csv').equals(before)).toBe(true);
  });

  it('a body cut short but delivered whole (bad JSON) does not replace the required lineups', async () => {
    await fetchOnce(fake, root, { only: ['schedule'] });
    const before = read('lineups.json');
    const cut = { body: '{"dates":[{"date":"2026-07-04","games":[{"gamePk":90' };
    fake.once('/api/v1/schedule', cut, cut, cut);
    const run = await fetchOnce(fake, root, { only: ['schedule'] });
    expect(statusOf(run, 'lineups.json')).toMatchObject({ status: 'stale', required: true });
    expect(statusOf(run, 'lineups.json')!.detail).toMatch(
      /^200 from .*\/api\/v1\/schedule\?… with not valid JSON .*, after 3 attempts; kept the previous file/,
    );
    expect(read('lineups.json').equals(before)).toBe(true);
    expect(run.result.requiredFailures.map((f) => f.fileName)).toEqual(['lineups.json']);
  });

  it("carries a season table over from an earlier day's folder, never the day's lineups", async () => {
    await fetchOnce(fake, root, { only: ['fangraphs', 'schedule'], date: '2026-07-03' });
    const yesterday = readFileSync(path.join(root, '2026-07-03', 'fangraphs-stats.csv'));
    fake.once('/api/leaders/major-league/data', { status: 403 });
    fake.once('/api/v1/schedule', { status: 500 }, { status: 500 }, { status: 500 });
    const run = await fetchOnce(fake, root, { only: ['fangraphs', 'schedule'] });
    expect(statusOf(run, 'fangraphs-stats.csv')!.detail).toMatch(/kept the last good file, from 2026-07-03$/);
    expect(read('fangraphs-stats.csv').equals(yesterday)).toBe(true);
    expect(statusOf(run, 'lineups.json')).toMatchObject({ status: 'missing', required: true });
    expect(existsSync(path.join(dayDir(), 'lineups.json'))).toBe(false);
    expect(run.result.requiredFailures.map((f) => f.fileName)).toEqual(['lineups.json']);
  });

  it('a carried-over file must still pass the gate', async () => {
    await fetchOnce(fake, root, { only: ['savant'], date: '2026-07-02' });
    cpSync(path.join(root, '2026-07-02'), path.join(root, '2026-07-03'), { recursive: true });
    const broken = evCsv(
      'batter',
      EV_HEADER.filter((h) => h !== 'ev95percent'),
    );
    writeFileSync(path.join(root, '2026-07-03', 'savant_batter_ev_barrels.csv'), broken);
    fake.once('/leaderboard/statcast', { status: 404 });
    const run = await fetchOnce(fake, root, { only: ['savant'] });
    expect(statusOf(run, 'savant_batter_ev_barrels.csv')!.detail).toMatch(/kept the last good file, from 2026-07-02$/);
  });
});

describe('odds', () => {
  it('are skipped cleanly without a key: no request, no file', async () => {
    const run = await fetchOnce(fake, root, { only: ['odds'], oddsApiKey: null });
    expect(statusOf(run, 'odds.json')).toMatchObject({ status: 'skipped', detail: 'ODDS_API_KEY is not set: sportsbook odds skipped' });
    expect(fake.requests.filter((r) => r.path.startsWith('/v4/'))).toEqual([]);
    expect(existsSync(path.join(dayDir(), 'odds.json'))).toBe(false);
  });

  it('a 429 EXCEEDED_FREQ_LIMIT that outlasts the client retries is asked again after the other events, and the file is fresh', async () => {
    fake.once('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds', ODDS_RATE_LIMITED, ODDS_RATE_LIMITED, ODDS_RATE_LIMITED);
    const run = await fetchOnce(fake, root, { only: ['odds'] });
    expect(fake.requests.filter((r) => r.path.endsWith('/odds')).map((r) => r.path.split('/')[5])).toEqual([
      'evt-nyy-bos',
      'evt-nyy-bos',
      'evt-nyy-bos',
      'evt-lad-sea',
      'evt-nyy-bos',
    ]);
    expect(
      run.lines.some((l) =>
        /^ {2}odds: New York Yankees at Boston Red Sox: 429 .*EXCEEDED_FREQ_LIMIT.*after 3 attempts; asked again after the other events$/.test(l),
      ),
    ).toBe(true);
    expect(statusOf(run, 'odds.json')!.status).toBe('fresh');
    expect(JSON.parse(read('odds.json').toString()).quotes).toHaveLength(6);
  });

  it('an event still refused with 429 after every pass is named in the report, and the file is partial', async () => {
    fake.once('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds', ...Array.from({ length: 9 }, () => ODDS_RATE_LIMITED));
    const run = await fetchOnce(fake, root, { only: ['odds'] });
    expect(fake.requestsTo('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds')).toHaveLength(9); // 3 passes x 3 attempts
    const outcome = statusOf(run, 'odds.json')!;
    expect(outcome.status).toBe('partial');
    expect(outcome.detail).toMatch(/^1 players priced in 1 of 2 events; .*; 1 unpriced: New York Yankees at Boston Red Sox \(429 .*EXCEEDED_FREQ_LIMIT.*\)$/);
    expect(run.lines.find((l) => l.startsWith('! odds:'))).toMatch(/^! odds: 0 fresh, 1 partial, 0 stale, 0 missing\./);
    expect(JSON.parse(read('odds.json').toString()).quotes).toHaveLength(2);
  });

  it('skips an event whose first pitch has passed (in-game odds) and names it; with every event started the previous file is kept', async () => {
    const late = await fetchOnce(fake, root, { only: ['odds'], now: '2026-07-04T18:00:00Z' });
    expect(fake.requestsTo('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds')).toEqual([]);
    expect(statusOf(late, 'odds.json')).toMatchObject({ status: 'partial' });
    expect(statusOf(late, 'odds.json')!.detail).toMatch(/1 unpriced: New York Yankees at Boston Red Sox \(first pitch 17:05 UTC has passed\)$/);
    const before = read('odds.json');
    const after = await fetchOnce(fake, root, { only: ['odds'], now: '2026-07-05T03:00:00Z' });
    expect(statusOf(after, 'odds.json')!.status).toBe('stale');
    expect(statusOf(after, 'odds.json')!.detail).toMatch(/^no event priced: .*first pitch 02:10 UTC has passed.*; kept the previous file/);
    expect(read('odds.json').equals(before)).toBe(true);
  });

  it('stops asking once the remaining quota cannot pay for another event, and names the events left', async () => {
    fake.on('/v4/sports/baseball_mlb/events', () => ({
      headers: { 'Content-Type': 'application/json', 'x-requests-remaining': '1', 'x-requests-used': '499' },
      body: JSON.stringify(ODDS_EVENTS),
    }));
    fake.on('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds', () => ({
      headers: { 'Content-Type': 'application/json', 'x-requests-remaining': '1', 'x-requests-used': '499', 'x-requests-last': '2' },
      body: JSON.stringify(eventOddsJson('evt-nyy-bos')),
    }));
    const run = await fetchOnce(fake, root, { only: ['odds'] });
    expect(fake.requestsTo('/v4/sports/baseball_mlb/events/evt-lad-sea/odds')).toEqual([]);
    expect(statusOf(run, 'odds.json')!.status).toBe('partial');
    expect(statusOf(run, 'odds.json')!.detail).toMatch(/1 unpriced: Los Angeles Dodgers at Seattle Mariners \(quota exhausted\)$/);
  });

  it('an invalid key is reported with the API message and not retried', async () => {
    fake.once('/v4/sports/baseball_mlb/events', { status: 401, body: '{"message":"API key is not valid"}' });
    const run = await fetchOnce(fake, root, { only: ['odds'] });
    expect(statusOf(run, 'odds.json')!.status).toBe('missing');
    expect(statusOf(run, 'odds.json')!.detail).toMatch(
      /^401 Unauthorized from .*\/v4\/sports\/baseball_mlb\/events\?…: \{"message":"API key is not valid"\} \(not retried\)$/,
    );
  });
});

describe('Statcast row cap', () => {
  it('splits a chunk that comes back at the cap and still gets every home run once', async () => {
    const run = await fetchOnce(fake, root, { only: ['statcast'], statcast: { chunkDays: 40, rowCap: 10 } });
    expect(run.lines.some((l) => l === '  statcast: 2026-03-01..2026-04-09 reached the 10-row cap: split in two')).toBe(false); // 5 HRs in that chunk
    expect(run.lines).toContain('  statcast: 2026-04-10..2026-05-19 reached the 10-row cap: split in two'); // 13 HRs
    expect(parseWithBuildAdapter('statcast_home_runs.csv').rows).toHaveLength(33);
    const asks = fake.requestsTo('/statcast_search/csv').map((r) => `${r.query.get('game_date_gt')}..${r.query.get('game_date_lt')}`);
    expect(asks).toContain('2026-04-10..2026-04-29');
    expect(asks).toContain('2026-04-30..2026-05-19');
  });
});
