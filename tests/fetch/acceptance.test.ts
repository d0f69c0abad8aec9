/**
 * Acceptance: one nightly fetch against loopback sources that behave as the real
 * ones do on a bad day (shapes generated here, after ../shared/real-data/PROVENANCE.md:
 * never copied):
 * - FanGraphs answers 403 to every request (a first run: no earlier file to keep);
 * - the MLB Stats API answers 429 with Retry-After once, then 200, and pages its splits;
 * - Savant serves an HTML error page with status 200 for one leaderboard;
 * - Savant's Statcast search grows a column between two weekly chunks;
 * - the slate has a traditional doubleheader whose second game's start is TBD
 *   (the API's placeholder time is about 3:30 AM ET the next day);
 * - the recent schedule holds a spring-training game after a team's last regular-season game.
 * The run must end with the right files, the right state per file, the model's counts
 * from the second source (and the build must use them), and the degraded exit code.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionsFile } from '../../domain/contracts/index.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { fetchVerdict } from '../../pipeline/commands/fetch.ts';
import { FETCH_REPORT_FILE, fetchReportSchema } from '../../pipeline/fetch/degraded.ts';
import { HTTP_CACHE_DIR } from '../../pipeline/fetch/http-cache.ts';
import { EXIT, LongballError } from '../../pipeline/errors.ts';
import { FakeSources, type Responder } from './fake-sources.ts';
import {
  boxPlayers,
  evCsv,
  installAllSources,
  json,
  nine,
  recentScheduleJson,
  scheduleGame,
  scheduleJson,
  SEA_LAST_GAME,
  seasonPitchingSplits,
  SLATE_DATE,
  STARTERS,
  STATCAST_HEADER,
  statcastEvents,
  teamRef,
  TEAMS,
} from './fixtures.ts';
import { fetchOnce, removeTempRoots, statusOf, tempRoot, type Run } from './harness.ts';

const HTML_ERROR = '<!DOCTYPE html>\n<html><head><title>Baseball Savant</title></head><body><h1>Something went wrong</h1></body></html>\n';
/** Added by Savant between the chunks: from 2026-05-20 on, the CSV carries it after `pitch_name`. */
const NEW_COLUMN = 'bat_speed';
const SPRING_NINE = nine(20);

/** The schedule with a doubleheader HOU at STL: game 1 at 17:10 UTC, game 2 TBD (placeholder 07:33 UTC the next day). */
function scheduleWithDoubleheader(): object {
  const base = scheduleJson() as { dates: { games: object[] }[] };
  const venue = { id: 3, name: 'Harbor Field' };
  const game1 = {
    ...scheduleGame(9005, '2026-07-04T17:10:00Z', 'HOU', 'STL', venue, { awayLineup: false, homeLineup: false }),
    gameNumber: 1,
    doubleHeader: 'Y',
  };
  const placeholder = scheduleGame(9006, '2026-07-05T07:33:00Z', 'HOU', 'STL', venue, { awayLineup: false, homeLineup: false });
  const game2 = {
    ...placeholder,
    gameNumber: 2,
    doubleHeader: 'Y',
    status: { ...(placeholder as { status: object }).status, startTimeTBD: true },
  };
  base.dates[0]!.games.push(game1, game2);
  return base;
}

/** The last week, plus a spring-training game SEA played after its last regular-season game (and HOU's and STL's games). */
function recentWithSpringGame(): object {
  const recent = recentScheduleJson() as { dates: { games: object[] }[] };
  recent.dates.push({
    games: [
      {
        gamePk: 8990,
        gameType: 'S',
        gameDate: '2026-07-04T05:00:00Z',
        status: { abstractGameState: 'Final', detailedState: 'Final' },
        teams: { away: { team: teamRef('SEA') }, home: { team: teamRef('HOU') } },
      },
    ],
  });
  return recent;
}

/** Chunks before 2026-05-20 in the old layout, later ones with NEW_COLUMN: the real exports grew the same way. */
const growingStatcast: Responder = (req) => {
  const from = req.query.get('game_date_gt') ?? '';
  const to = req.query.get('game_date_lt') ?? '';
  const grown = from >= '2026-05-20';
  const header = grown ? [...STATCAST_HEADER, NEW_COLUMN] : STATCAST_HEADER;
  const lines = statcastEvents()
    .filter((e) => e.date >= from && e.date <= to)
    .map((e) => (grown ? `${e.line},"72.5"` : e.line));
  return { headers: { 'Content-Type': 'text/csv' }, body: `\ufeff${header.map((h) => `"${h}"`).join(',')}\n${lines.map((l) => `${l}\n`).join('')}` };
};

function badDay(fake: FakeSources): FakeSources {
  return fake
    .on('/api/leaders/major-league/data', () => ({ status: 403, headers: { 'Content-Type': 'text/html' }, body: '<html><body>403 Forbidden</body></html>' }))
    .once('/api/v1/stats', { status: 429, headers: { 'Retry-After': '1' }, body: '{"message":"Too many requests"}' })
    .on('/leaderboard/statcast', (req) =>
      req.query.get('type') === 'batter'
        ? { status: 200, headers: { 'Content-Type': 'text/html' }, body: HTML_ERROR }
        : { headers: { 'Content-Type': 'text/csv' }, body: evCsv('pitcher') },
    )
    .on('/statcast_search/csv', growingStatcast)
    .on('/api/v1/schedule', (req) => json(req.query.get('date') ? scheduleWithDoubleheader() : recentWithSpringGame()))
    .on('/api/v1/game/8990/boxscore', () =>
      json({ teams: { away: { team: teamRef('SEA'), players: boxPlayers(SPRING_NINE, STARTERS) }, home: { players: {} } } }),
    )
    .on('/api/v1/game/9005/boxscore', () => json({ teams: { away: { players: {} }, home: { players: {} } } }))
    .on('/api/v1/game/9006/boxscore', () => json({ teams: { away: { players: {} }, home: { players: {} } } }));
}

let fake: FakeSources;
let root: string;
const dayDir = () => path.join(root, SLATE_DATE);
const read = (file: string) => readFileSync(path.join(dayDir(), file), 'utf8');

beforeEach(async () => {
  fake = badDay(installAllSources(await FakeSources.start()));
  root = tempRoot();
});
afterEach(async () => {
  await fake.close();
  removeTempRoots();
});

interface Matchup {
  gamePk: number;
  gameTime: string;
  officialDate: string;
  gameNumber: number;
  doubleHeader: string;
  startTimeTBD: boolean;
  status: string;
  weather: string | null;
}

describe('a nightly fetch on a bad day of the real sources', () => {
  let run: Run;
  beforeEach(async () => {
    run = await fetchOnce(fake, root);
  });

  it('ends with the right state for every file', () => {
    expect(Object.fromEntries(run.result.outcomes.map((o) => [o.fileName, o.status]))).toEqual({
      'lineups.json': 'fresh',
      'matchup_data.json': 'fresh',
      'PlayerHandedness.csv': 'fresh',
      'mlb_stats.csv': 'fresh',
      'mlb_stats_prior.csv': 'fresh',
      'mlb_pitching.csv': 'fresh',
      'mlb_history_batting.csv': 'fresh',
      'mlb_history_pitching.csv': 'fresh',
      'savant_batter_ev_barrels.csv': 'missing',
      'savant_batter_ev_barrels_prior.csv': 'missing',
      'savant_pitcher_ev_barrels.csv': 'fresh',
      'savant_batter_expected_stats.csv': 'fresh',
      'savant_pitcher_expected_stats.csv': 'fresh',
      'savant_pitch_arsenal.csv': 'fresh',
      'savant_pitcher_arsenal.csv': 'fresh',
      'savant_park_factors.csv': 'fresh',
      'statcast_home_runs.csv': 'fresh',
      'fangraphs-stats.csv': 'missing',
      'fangraphs-pitchers.csv': 'missing',
      'fangraphs-stats-prior.csv': 'missing',
      'odds.json': 'fresh',
      'game_results.json': 'fresh',
    });
    expect(statusOf(run, 'savant_batter_ev_barrels.csv')!.detail).toMatch(/with an HTML page where CSV was expected .*after 3 attempts/);
    expect(statusOf(run, 'fangraphs-stats.csv')!.detail).toMatch(/^FanGraphs refused the download \(403 Forbidden\)/);
  });

  it('takes the model counts from the MLB Stats API (after its 429), paged, and reports the batted-ball extras missing', () => {
    expect(run.sleeps).toContain(1000);
    expect(statusOf(run, 'mlb_stats_prior.csv')!.rows).toBe(1_250);
    const offsets = fake
      .requestsTo('/api/v1/stats')
      .filter((r) => r.query.get('season') === '2025' && r.query.get('group') === 'hitting')
      .map((r) => r.query.get('offset'));
    // Downloaded once for both mlb_stats_prior.csv and the history file.
    expect(offsets).toEqual(['0', '1000']);
    expect(read('mlb_pitching.csv').split('\n')[0]).toBe('playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era');
    const byInput = Object.fromEntries(run.result.inputs.map((i) => [i.input, i]));
    expect(byInput['season batting counts (PA, HR)']).toMatchObject({ state: 'fresh', file: 'mlb_stats.csv', degraded: false });
    expect(byInput['season batting counts (PA, HR)']!.reason).toMatch(/^from mlb_stats\.csv \(fangraphs-stats\.csv missing: FanGraphs refused/);
    expect(byInput['previous-season batting counts (PA, HR)']).toMatchObject({ state: 'fresh', file: 'mlb_stats_prior.csv' });
    expect(byInput['season pitching counts (batters faced, IP, HR)']).toMatchObject({ state: 'fresh', file: 'mlb_pitching.csv' });
    expect(byInput['batted-ball extras (LD%, FB%, Pull%, Hard%)']).toMatchObject({ state: 'missing', model: false, degraded: false });
  });

  it('writes the three previous seasons of hitting and pitching, every player, as the history files', () => {
    // Distinct seasons in request order (the MLB Stats API's 429 makes the first request twice).
    const seasonsAsked = (group: string) => [
      ...new Set(
        fake
          .requestsTo('/api/v1/stats')
          .filter((r) => r.query.get('group') === group)
          .map((r) => r.query.get('season')),
      ),
    ];
    expect(seasonsAsked('hitting')).toEqual(['2026', '2025', '2024', '2023']);
    expect(seasonsAsked('pitching')).toEqual(['2026', '2025', '2024', '2023']);
    for (const r of fake.requestsTo('/api/v1/stats')) expect(r.query.get('playerPool')).toBe('ALL');
    // The fake serves the same 1,250 hitting splits (two pages) and the same starters for every earlier season.
    expect(statusOf(run, 'mlb_history_batting.csv')!.rows).toBe(3 * 1_250);
    const batting = read('mlb_history_batting.csv').toString().trim().split('\n');
    expect(batting[0]).toBe('season,playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops');
    expect(new Set(batting.slice(1).map((line) => line.split(',')[0]))).toEqual(new Set(['2025', '2024', '2023']));
    const pitching = read('mlb_history_pitching.csv').toString().trim().split('\n');
    expect(pitching[0]).toBe('season,playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era');
    expect(pitching).toHaveLength(1 + 3 * seasonPitchingSplits().length);
    const byInput = Object.fromEntries(run.result.inputs.map((i) => [i.input, i]));
    expect(byInput['batter history, three previous seasons (PA, HR)']).toMatchObject({ state: 'fresh', file: 'mlb_history_batting.csv', model: true });
    expect(byInput['starter history, three previous seasons (batters faced, HR)']).toMatchObject({ state: 'fresh', file: 'mlb_history_pitching.csv' });
    expect(pitching[1]).toMatch(/^2025,\d+,[^,]+,[A-Z]+,17,17,95\.1,\d+,\d+,3\.62$/);
  });

  it('never keeps the HTML page in the cache, and keeps only validated Statcast chunks', () => {
    const index = JSON.parse(readFileSync(path.join(root, HTTP_CACHE_DIR, 'index.json'), 'utf8')) as Record<
      string,
      { schema: string | null; bodyFile: string }
    >;
    const keys = Object.keys(index);
    expect(keys.some((k) => k.includes('/leaderboard/statcast?type=batter'))).toBe(false);
    const chunks = keys.filter((k) => k.includes('/statcast_search/csv'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const key of chunks) {
      expect(index[key]!.schema).toMatch(/^statcast_home_runs\.csv: game_date,/);
      expect(readFileSync(path.join(root, HTTP_CACHE_DIR, index[key]!.bodyFile), 'utf8')).toMatch(/^\ufeff"pitch_type","game_date"/);
    }
  });

  it('merges the Statcast chunks on the union of their columns', () => {
    const lines = read('statcast_home_runs.csv').trim().split('\n');
    expect(lines[0]).toBe([...STATCAST_HEADER, NEW_COLUMN].join(','));
    expect(lines).toHaveLength(1 + 33);
    expect(lines[1]!.endsWith(',')).toBe(true); // a March home run: no bat speed then
    expect(lines[lines.length - 1]!.endsWith(',72.5')).toBe(true);
  });

  it('writes the doubleheader as two games, the TBD start estimated from game 1 and its weather said to be for that time', () => {
    const games = JSON.parse(read('matchup_data.json')) as Matchup[];
    const g1 = games.find((g) => g.gamePk === 9005)!;
    const g2 = games.find((g) => g.gamePk === 9006)!;
    expect(g1).toMatchObject({
      gameNumber: 1,
      doubleHeader: 'Y',
      startTimeTBD: false,
      gameTime: '2026-07-04T17:10:00Z',
      officialDate: SLATE_DATE,
      status: 'Scheduled',
    });
    expect(g2).toMatchObject({ gameNumber: 2, doubleHeader: 'Y', startTimeTBD: true, gameTime: '2026-07-04T20:40:00Z', officialDate: SLATE_DATE });
    // Harbor Field: 60 + the hour's °F; 20:40 UTC reads the 21:00 forecast, not the 07:00 placeholder's.
    expect(g2.weather).toBe("81°F, wind 12 mph out to CF (out), 10% chance of rain (start time TBD: weather for game 1's first pitch plus 3.5 hours)");
    expect(g1.weather).toBe('77°F, wind 12 mph out to CF (out), 10% chance of rain');
    const lineups = JSON.parse(read('lineups.json')) as { team: string; gamePk: number }[];
    expect(lineups.filter((l) => l.team === 'HOU').map((l) => l.gamePk)).toEqual([9005, 9006]);
  });

  it('projects a lineup from the last regular-season game, never from spring training', () => {
    const recent = fake.requestsTo('/api/v1/schedule').find((r) => r.query.get('startDate'))!;
    expect(recent.query.get('gameType')).toBe('R');
    const sea = (JSON.parse(read('lineups.json')) as { team: string; players: { name: string }[] }[]).find((l) => l.team === 'SEA')!;
    expect(sea.players.slice(0, 9).map((p) => p.name)).toEqual(SEA_LAST_GAME.map((p) => p.name));
    expect(fake.requestsTo('/api/v1/game/8990/boxscore')).toEqual([]);
  });

  it('exits with the documented degraded code, naming the degraded input, and writes the fetch report', () => {
    expect(run.result.requiredFailures).toEqual([]);
    // The season's barrel % and exit velocity are shown, not modelled: their file missing degrades nothing; the
    // previous season's barrels (the model's Statcast prior), from the same refusing leaderboard, do.
    expect(run.result.degraded).toEqual([
      {
        input: "previous season's barrels per PA (Statcast prior)",
        state: 'missing',
        reason: expect.stringMatching(/^savant_batter_ev_barrels_prior\.csv: 200 from .* with an HTML page/),
        since: '2026-07-04T15:00:00.000Z',
      },
    ]);
    let thrown: unknown = null;
    try {
      fetchVerdict(run.result);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(LongballError);
    expect((thrown as LongballError).code).toBe('FETCH_DEGRADED');
    expect((thrown as LongballError).exitCode).toBe(EXIT.degraded);
    expect(EXIT.degraded).toBe(4);
    const report = fetchReportSchema.parse(JSON.parse(read(FETCH_REPORT_FILE)));
    expect(report.degraded).toEqual(run.result.degraded);
    expect(report.files.map((f) => f.fileName)).toEqual(run.result.outcomes.map((o) => o.fileName));
  });

  it('keeps "since" while an input stays degraded, and clears it once the source recovers', async () => {
    const later = await fetchOnce(fake, root, { now: '2026-07-04T20:30:00Z' });
    expect(later.result.degraded.map((d) => [d.input, d.since])).toEqual([["previous season's barrels per PA (Statcast prior)", '2026-07-04T15:00:00.000Z']]);
    fake.on('/leaderboard/statcast', (req) => ({ headers: { 'Content-Type': 'text/csv' }, body: evCsv(req.query.get('type') as 'batter' | 'pitcher') }));
    const recovered = await fetchOnce(fake, root, { now: '2026-07-04T22:30:00Z' });
    expect(statusOf(recovered, 'savant_batter_ev_barrels.csv')!.status).toBe('fresh');
    expect(recovered.result.degraded).toEqual([]);
    expect(() => fetchVerdict(recovered.result)).not.toThrow();
  });

  it('the build reads the MLB Stats API counts into the model and carries the degraded input into the manifest', async () => {
    const out = path.join(root, 'generated');
    const manifest = await runBuild({ raw: dayDir(), out, rewriteHistory: false, allowShrink: false }, () => {});
    expect(manifest.degraded).toEqual(run.result.degraded);
    expect(manifest.inputs.find((i) => i.input === 'mlb-pitching')).toMatchObject({ status: 'ok', rowsAccepted: 9 });
    const projections = JSON.parse(readFileSync(path.join(out, 'projections.json'), 'utf8')) as ProjectionsFile;
    const judge = projections.batters.find((b) => b.name === nine(TEAMS.NYY.index)[0]!.name)!;
    expect(judge.pHrInputs).toEqual(expect.arrayContaining(['batter', 'prior-season', 'starting-pitcher']));
    expect(judge.pHrDefaulted).not.toContain('batter');
    expect(existsSync(path.join(out, 'manifest.json'))).toBe(true);
  });
});
