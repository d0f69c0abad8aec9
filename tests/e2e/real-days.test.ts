/**
 * Real days, end to end: the inputs a real slate brings (a doubleheader, a lineup dated
 * with a UTC instant, first-pitch times without a zone, namesakes, an absurd park factor,
 * a temperature in Celsius, a stray byte in another encoding, mixed line ends, a neutral
 * site, a postponed or unscheduled game, a hitter listed twice, a two-way player), each
 * made from the embedded sample and built in-process; the outputs are checked for the
 * figure a bettor reads. The doubleheader is also built from the real MLB Stats API
 * probable-pitchers CSV and lineup-site export (../shared/real-data).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LineupsFile, ManifestFile, PicksFile, ProjectionsFile } from '../../domain/contracts/index.ts';
import type { HistoryDay } from '../../domain/contracts/picks.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import {
  doubleheader,
  mixedLineEnds,
  type Mutation,
  scheduleGame,
  secondGamePk,
  strayLatin1Byte,
  utcInstantDate,
  zonelessGameTimes,
} from './bad-input-mutations.ts';
import { copySample, pipelineCli, snapshot, tempDir } from './cli-helpers.ts';
import { REAL, REAL_SLATE_DATE, realDataPresent } from './real-data.ts';

const quiet = () => {};
/** The sample's morning (2026-08-21T15:00:00Z), before its first game: a run after a first pitch makes no pick in that game. */
const EPOCH = '1787324400';
/** A home run of the next day in the feed: the slate's day is over in it, so its picks are settled from the feed. */
const NEXT_DAY_ROW = '2026-08-22,999998,1,999302,Next Day,SEA,999201,Some Pitcher,,Slider,400,104,27\n';
const DATE = '2026-08-21';

interface Built {
  out: string;
  manifest: ManifestFile;
  lineups: LineupsFile;
  projections: ProjectionsFile;
  picks: PicksFile;
}

const read = <T>(out: string, file: string): T => JSON.parse(readFileSync(path.join(out, file), 'utf8')) as T;

async function build(...mutations: Mutation[]): Promise<Built> {
  process.env.SOURCE_DATE_EPOCH = EPOCH;
  const raw = copySample();
  for (const m of mutations) m(raw);
  const out = tempDir('real-days');
  const manifest = await runBuild({ raw, out, rewriteHistory: false, allowShrink: false }, quiet);
  return { out, manifest, lineups: read(out, 'lineups.json'), projections: read(out, 'projections.json'), picks: read(out, 'picks.json') };
}

const warningsOf = (b: Built, input: string) => b.manifest.inputs.find((i) => i.input === input)!.warnings;
const inputOf = (b: Built, input: string) => b.manifest.inputs.find((i) => i.input === input)!;
const gamesOf = (b: Built, away: string, home: string) => b.lineups.games.filter((g) => g.away.team === away && g.home.team === home);
const battersOf = (b: Built, team: string) => b.projections.batters.filter((r) => r.team === team);
/** Every output but the manifest, byte for byte. */
const outputs = (out: string) => new Map([...snapshot(out)].filter(([f]) => f !== 'manifest.json'));

let baseline: Built;
beforeAll(async () => {
  baseline = await build();
});

describe('doubleheaders: two games, each by its game id', () => {
  it('the sample’s doubleheader: two games, each with its own id, first pitch and starters', () => {
    const games = gamesOf(baseline, 'MIL', 'PIT');
    expect(games.map((g) => [g.id, g.gameNumber])).toEqual([
      ['824310', 1],
      ['824311', 2],
    ]);
    expect(new Set(games.map((g) => g.gameTime)).size).toBe(2);
    expect(games[0]!.away.startingPitcher).not.toBe(games[1]!.away.startingPitcher);
    expect(games[0]!.home.startingPitcher).not.toBe(games[1]!.home.startingPitcher);
  });

  it('a doubleheader added to a game: its own id, first pitch and starters; lineups tied by gamePk; picks once per hitter and game', async () => {
    // WAS@CIN (the sample's seventh game) plays twice.
    const pk2 = String(secondGamePk(copySample(), 6));
    const b = await build(doubleheader(6, true));
    const games = gamesOf(b, 'WAS', 'CIN');
    expect(games.map((g) => g.id)).toEqual(['824455', pk2]);
    expect(games.map((g) => g.gameNumber)).toEqual([1, 2]);
    expect(games.map((g) => g.gameTime)).toEqual(['2026-08-21T18:10:00Z', '2026-08-21T23:10:00Z']);
    expect(games[0]!.away.startingPitcher).toBe(gamesOf(baseline, 'WAS', 'CIN')[0]!.away.startingPitcher);
    expect(games[1]!.away.startingPitcher).toBe('Second Game Awaystarter');
    expect(b.lineups.games).toHaveLength(baseline.lineups.games.length + 1);
    // Each WAS hitter is projected once per game.
    const was = battersOf(b, 'WAS');
    expect(was).toHaveLength(2 * battersOf(baseline, 'WAS').length);
    expect(new Set(was.map((r) => `${r.id} ${r.gameId}`)).size).toBe(was.length);
    const picks = [...b.picks.confident, ...b.picks.punt];
    expect(new Set(picks.map((p) => `${p.id} ${p.gameId}`)).size).toBe(picks.length);
    for (const p of picks) expect(b.projections.batters.some((r) => r.id === p.id && r.gameId === p.gameId)).toBe(true);
  });

  it('lineups without a game id are paired with the games by file order, and the report says so', async () => {
    const b = await build((raw) => {
      const file = path.join(raw, 'lineups.json');
      const teams = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
      writeFileSync(file, JSON.stringify(teams.map(({ gamePk: _, ...t }) => t)));
    });
    expect(gamesOf(b, 'MIL', 'PIT').map((g) => g.id)).toEqual(['824310', '824311']);
    expect(outputs(b.out)).toEqual(outputs(baseline.out));
    expect(
      warningsOf(b, 'lineups').some((w) => /MIL plays 2 games on 2026-08-21 and its lineup gives no game id: paired with game 824310 .* by file order/.test(w)),
    ).toBe(true);
  });

  it('one home run grades the pick of its own game only', async () => {
    // The doubleheader is made of the top Confident pick's game, so he is picked in both games.
    const top = baseline.picks.confident[0]!;
    const sample = JSON.parse(readFileSync(path.join(copySample(), 'matchup_data.json'), 'utf8')) as { gamePk: number }[];
    const gameIndex = sample.findIndex((g) => String(g.gamePk) === top.gameId);
    const mlbam = top.id.replace('mlbam-', '');
    const homer: Mutation = (raw) => {
      const file = path.join(raw, 'home_runs.csv');
      writeFileSync(
        file,
        `${readFileSync(file, 'utf8')}${DATE},${top.gameId},12,${mlbam},${top.name},${top.team},999201,Some Pitcher,,Slider,400,104,27\n${NEXT_DAY_ROW}`,
      );
    };
    const b = await build(doubleheader(gameIndex, true), homer);
    const day = read<HistoryDay>(b.out, `history/${DATE}.json`);
    const his = [...day.confident, ...day.punt].filter((p) => p.id === top.id);
    expect(his.map((p) => [p.gameId, p.homered])).toEqual([
      [top.gameId, true],
      [String(Number(top.gameId) + 1), false],
    ]);
  });

  it.skipIf(!realDataPresent)('real formats: the MLB Stats API probable-pitchers CSV and the lineup-site flat export with a game 2', async () => {
    process.env.SOURCE_DATE_EPOCH = EPOCH;
    const raw = tempDir('real-dh');
    const csv = readFileSync(path.join(REAL, 'statsapi-schedule/2026-08-22_probable_pitchers.csv'), 'utf8').trimEnd().split('\n');
    const tor = csv.find((l) => l.includes('"TOR"') && l.includes('"NYY"'))!;
    const game2 = tor
      .replace('"823509","",', '"823510","2",')
      .replace('2026-08-22T17:35:00Z', '2026-08-22T23:05:00Z')
      .replace('"656302","Cease, Dylan"', '"999401","Second, Starter"');
    writeFileSync(path.join(raw, 'probable_pitchers.csv'), `${[...csv, game2].join('\n')}\n`);
    const rows = JSON.parse(readFileSync(path.join(REAL, 'lineups/2026-08-22_lineups_flat.json'), 'utf8')) as { game_key: string; pos: string }[];
    // Game 2: the same batters; its starters are the schedule's.
    const again = rows.filter((r) => r.game_key === 'TOR_NYY' && r.pos !== 'SP' && r.pos !== 'P').map((r) => ({ ...r, game_key: 'TOR_NYY_2' }));
    writeFileSync(path.join(raw, 'lineups.json'), JSON.stringify([...rows, ...again]));
    copyFileSync(path.join(REAL, 'savant-park-factors/savant_park_factors_2023-2025_rolling.csv'), path.join(raw, 'savant_park_factors.csv'));
    const out = tempDir('real-dh-out');
    await runBuild({ raw, out, date: REAL_SLATE_DATE, rewriteHistory: false, allowShrink: false }, quiet);
    const lineups = read<LineupsFile>(out, 'lineups.json');
    expect(lineups.date).toBe(REAL_SLATE_DATE);
    const games = lineups.games.filter((g) => g.away.team === 'TOR' && g.home.team === 'NYY');
    expect(games.map((g) => [g.id, g.gameTime, g.gameNumber, g.away.startingPitcher])).toEqual([
      ['823509', '2026-08-22T17:35:00Z', undefined, 'Dylan Cease'],
      ['823510', '2026-08-22T23:05:00Z', 2, 'Starter Second'],
    ]);
  });
});

describe('slate dates and first-pitch times never depend on the build machine', () => {
  it('a lineup gameDate written as a UTC instant is the home park’s date: the evening game stays on the slate', async () => {
    // NYM@STL: first pitch 2026-08-22T00:40:00Z is 7:40 pm on 2026-08-21 in St. Louis.
    const b = await build(utcInstantDate(2));
    expect(outputs(b.out)).toEqual(outputs(baseline.out));
    expect(inputOf(b, 'lineups').rowsRejected).toBe(0);
  });

  it('first-pitch times without a zone are read in US Eastern: byte-identical outputs under TZ=Pacific/Auckland and TZ=UTC', async () => {
    const raw = copySample();
    zonelessGameTimes(raw);
    const outs = [];
    for (const tz of ['Pacific/Auckland', 'UTC']) {
      const out = tempDir(`tz-${tz.replace('/', '-')}`);
      const run = await pipelineCli(['build', '--raw', raw, '--out', out], { TZ: tz, SOURCE_DATE_EPOCH: EPOCH });
      expect(run.code, run.stderr).toBe(0);
      outs.push(snapshot(out));
    }
    expect(outs[0]).toEqual(outs[1]);
    const lineups = JSON.parse(outs[0]!.get('lineups.json')!.toString()) as LineupsFile;
    expect(lineups.games.map((g) => g.gameTime)).toEqual(baseline.lineups.games.map((g) => g.gameTime));
  });
});

describe('namesakes: a home run is matched to a pick by id', () => {
  it('another club’s player of the same name homering does not grade the pick a hit', async () => {
    const top = baseline.picks.confident[0]!;
    const otherClub = top.team === 'NYY' ? 'BOS' : 'NYY';
    const namesake: Mutation = (raw) => {
      const file = path.join(raw, 'home_runs.csv');
      writeFileSync(
        file,
        `${readFileSync(file, 'utf8')}${DATE},999999,3,999301,${top.name},${otherClub},999201,Some Pitcher,,Slider,400,104,27\n${NEXT_DAY_ROW}`,
      );
    };
    const b = await build(namesake);
    const day = read<HistoryDay>(b.out, `history/${DATE}.json`);
    expect(day.confident.find((p) => p.id === top.id)!.homered).toBe(false);
  });
});

describe('every model input bounded and read by meaning', () => {
  it('an HR park index of 999 or 5 is rejected and reported, never a 9.99x or 5x park', async () => {
    for (const bad of ['999', '5']) {
      const b = await build((raw) => {
        const file = path.join(raw, 'savant_park_factors.csv');
        const lines = readFileSync(file, 'utf8').split('\n');
        const at = lines.findIndex((l) => l.includes('Target Field'));
        const cells = lines[at]!.split(',');
        cells[16] = bad; // HR
        lines[at] = cells.join(',');
        writeFileSync(file, lines.join('\n'));
      });
      const parks = inputOf(b, 'savant-park-factors');
      expect(parks.rowsRejected).toBe(inputOf(baseline, 'savant-park-factors').rowsRejected + 1);
      expect(parks.rejectReasons.map((r) => r.reason)).toContainEqual(expect.stringMatching(/^HR: .*out of range \[50, 200\] \(park index/));
      for (const r of battersOf(b, 'MIN')) expect(r.parkFactor).toBe(1);
      expect(Math.max(...b.projections.batters.map((r) => r.parkFactor))).toBeLessThan(2);
    }
  });

  it('temperature from a number with a degree unit: "31°C" is 87.8 °F, "Wind 4 mph …, 87 degrees" is 87 °F', async () => {
    const weather =
      (index: number, text: string): Mutation =>
      (raw) => {
        const file = path.join(raw, 'lineups.json');
        const teams = JSON.parse(readFileSync(file, 'utf8')) as { weather: string; players: { weather: string }[] }[];
        for (const t of teams.slice(2 * index, 2 * index + 2)) {
          t.weather = text;
          for (const p of t.players) p.weather = text;
        }
        writeFileSync(file, JSON.stringify(teams, null, 1));
      };
    const b = await build(weather(0, 'Sunny, 31°C'), weather(2, 'Wind 4 mph R To L, 87 degrees'), weather(3, 'Roof closed'));
    expect(gamesOf(b, 'MIL', 'PIT')[0]!.temperature).toBe(87.8);
    expect(gamesOf(b, 'NYM', 'STL')[0]!.temperature).toBe(87);
    // No degree unit: the schedule's weather text states it.
    expect(gamesOf(b, 'SF', 'MIN')[0]!.temperature).toBe(gamesOf(baseline, 'SF', 'MIN')[0]!.temperature);
  });

  it('a stray non-UTF-8 byte rejects its row only: the accented hitters keep their figures', async () => {
    const b = await build(strayLatin1Byte('fangraphs-stats.csv', 'Rafael Pérez'));
    const input = inputOf(b, 'fangraphs-stats');
    expect(input.rowsRejected).toBe(inputOf(baseline, 'fangraphs-stats').rowsRejected + 1);
    expect(input.warnings).toContain('mixed encodings: 1 line is not UTF-8 while the rest of the file is; its row is rejected');
    const accented = (x: Built) => x.projections.batters.filter((r) => /[^ -~]/.test(r.name) && r.barrelRate !== null).map((r) => r.name);
    const lost = accented(baseline).filter((n) => !accented(b).includes(n));
    expect(lost.length).toBeLessThanOrEqual(1);
  });

  it('mixed CRLF and LF line ends: every row read, the outputs unchanged', async () => {
    const b = await build(mixedLineEnds('fangraphs-stats.csv'), mixedLineEnds('savant_park_factors.csv'));
    expect(inputOf(b, 'fangraphs-stats').rowsAccepted).toBe(inputOf(baseline, 'fangraphs-stats').rowsAccepted);
    expect(outputs(b.out)).toEqual(outputs(baseline.out));
  });

  it('a neutral site is scored with a neutral park; another club’s park with that park', async () => {
    const b = await build(
      scheduleGame(4, (g) => (g.venue = 'London Stadium')),
      scheduleGame(6, (g) => (g.venue = 'Coors Field')),
    );
    for (const r of [...battersOf(b, 'ATL'), ...battersOf(b, 'MIA')]) expect(r.parkFactor).toBe(1);
    const parks = read<{ parks: { team: string; parkFactor: number }[] }>(baseline.out, 'park-factors.json').parks;
    const coors = parks.find((p) => p.team === 'COL')!.parkFactor / 100;
    for (const r of battersOf(b, 'CIN')) expect(r.parkFactor).toBe(coors);
    const warnings = warningsOf(b, 'lineups');
    expect(warnings).toContain("game 824397 (ATL@MIA): played at London Stadium, a neutral site: scored with a neutral park factor (1), not MIA's park");
    expect(warnings).toContain("game 824455 (WAS@CIN): played at Coors Field, COL's park: scored with that park, not CIN's");
    // The sample's own neutral-site game (the Mexico City Series).
    for (const r of [...battersOf(baseline, 'SF'), ...battersOf(baseline, 'MIN')]) expect(r.parkFactor).toBe(1);
  });

  it('a postponed game and a game missing from the schedule are reported, not projected, not pickable', async () => {
    const b = await build(
      scheduleGame(4, (g) => (g.status = 'Postponed')),
      scheduleGame(6, null),
    );
    expect(gamesOf(b, 'ATL', 'MIA')).toEqual([]);
    expect(gamesOf(b, 'WAS', 'CIN')).toEqual([]);
    const gone = new Set(['ATL', 'MIA', 'WAS', 'CIN']);
    expect(b.projections.batters.filter((r) => gone.has(r.team))).toEqual([]);
    expect([...b.picks.confident, ...b.picks.punt].filter((p) => gone.has(p.team))).toEqual([]);
    const warnings = warningsOf(b, 'lineups');
    expect(warnings).toContain('game 824397 (ATL@MIA) is Postponed on 2026-08-21: not projected, no picks');
    expect(warnings).toContain('the WAS lineup is for game 824455, which the schedule does not hold on 2026-08-21: the WAS lineup is not projected');
  });

  it('one hitter listed under an accented and a plain spelling is projected once; a two-way player keeps both rows', async () => {
    const b = await build((raw) => {
      const file = path.join(raw, 'lineups.json');
      const teams = JSON.parse(readFileSync(file, 'utf8')) as { players: { name: string; battingOrder: number | string; position: string }[] }[];
      // NYY@SD, the sample's sixth game: SD has accented hitters; NYY gets a two-way player.
      const [nyy, sd] = [teams[10]!, teams[11]!];
      const accented = sd.players.find((p) => /[^ -~]/.test(p.name) && p.battingOrder !== 'SP')!;
      const nine = sd.players.findIndex((p) => p.battingOrder === 9 && p !== accented);
      sd.players[nine] = { ...accented, name: accented.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), battingOrder: 9 };
      const pitcher = nyy.players.find((p) => p.battingOrder === 'SP')!;
      const ninth = nyy.players.findIndex((p) => p.battingOrder === 9);
      nyy.players[ninth] = { ...pitcher, battingOrder: 9, position: 'DH' };
      writeFileSync(file, JSON.stringify(teams, null, 1));
    });
    const sd = battersOf(b, 'SD');
    expect(sd.length + b.projections.notInProjections.filter((r) => r.team === 'SD').length).toBe(8);
    const nyy = gamesOf(b, 'NYY', 'SD')[0]!.away;
    const pitcher = gamesOf(baseline, 'NYY', 'SD')[0]!.away.startingPitcher!;
    expect(nyy.startingPitcher).toBe(pitcher);
    expect(nyy.players.map((p) => p.name)).toContain(pitcher);
    expect(nyy.players).toHaveLength(9);
    // The sample's own two-way player: STL's starter bats as its DH.
    const stl = gamesOf(baseline, 'NYM', 'STL')[0]!.home;
    expect(stl.players.map((p) => p.name)).toContain(stl.startingPitcher);
  });
});

describe('prices belong to their game (docs/product.md#data-files-and-matching)', () => {
  interface OddsFile {
    events: { id: string; commence_time: string; home_team: string; away_team: string }[];
    quotes: { player: string; book: string; american: number; eventId: string }[];
  }
  /** The sample's MIL@PIT events, game 1 first. */
  const doubleheaderEvents = (odds: OddsFile) =>
    odds.events
      .filter((e) => e.away_team === 'Milwaukee Brewers' && e.home_team === 'Pittsburgh Pirates')
      .sort((a, b) => a.commence_time.localeCompare(b.commence_time));
  const booksOf = (r: ProjectionsFile['batters'][number]) => r.books.map((k) => `${k.book} ${k.american}`).sort();

  it('the shipped sample: the books posted the doubleheader’s game 1 only, so no game-2 row carries a price (game 1’s least of all)', () => {
    const odds = read<OddsFile>(copySample(), 'odds.json');
    const [one, two] = doubleheaderEvents(odds);
    expect(odds.quotes.filter((q) => q.eventId === one!.id).length).toBeGreaterThan(30);
    expect(odds.quotes.filter((q) => q.eventId === two!.id)).toEqual([]);
    const gameOne = baseline.projections.batters.filter((r) => r.gameId === '824310');
    const gameTwo = baseline.projections.batters.filter((r) => r.gameId === '824311');
    expect(gameOne.filter((r) => r.books.length > 0).length).toBeGreaterThan(12);
    expect(gameTwo.length).toBeGreaterThan(12);
    for (const r of gameTwo) expect([r.name, r.oddsAmerican, r.books, r.edge, r.evPerDollar]).toEqual([r.name, null, [], null, null]);
    for (const p of [...baseline.picks.confident, ...baseline.picks.punt].filter((x) => x.gameId === '824311')) expect(p.oddsAmerican).toBeNull();
  });

  it('both games posted: each row carries its own game’s prices; game 2’s quotes are not duplicates', async () => {
    const b = await build((raw) => {
      const file = path.join(raw, 'odds.json');
      const odds = JSON.parse(readFileSync(file, 'utf8')) as OddsFile;
      const [one, two] = doubleheaderEvents(odds);
      const nightcap = odds.quotes.filter((q) => q.eventId === one!.id).map((q) => ({ ...q, eventId: two!.id, american: q.american + 50 }));
      writeFileSync(file, JSON.stringify({ ...odds, quotes: [...odds.quotes, ...nightcap] }));
    });
    expect(inputOf(b, 'odds').rowsRejected).toBe(0);
    const row = (name: string, gameId: string) => b.projections.batters.find((r) => r.name === name && r.gameId === gameId)!;
    const priced = b.projections.batters.filter((r) => r.gameId === '824310' && r.books.length > 0);
    expect(priced.length).toBeGreaterThan(12);
    for (const r of priced) {
      expect(booksOf(r)).toEqual(booksOf(baseline.projections.batters.find((x) => x.id === r.id && x.gameId === '824310')!));
      expect(
        row(r.name, '824311')
          .books.map((k) => k.american)
          .sort(),
      ).toEqual(r.books.map((k) => k.american + 50).sort());
    }
  });

  it('the sample’s real morning is said in the report: a book’s second spelling, an opener, the lineup and schedule naming two starters', () => {
    expect(warningsOf(baseline, 'odds').filter((w) => /^FanDuel lists .* one hitter: the first price \+\d+ is kept, \+\d+ is not used$/.test(w))).toHaveLength(
      1,
    );
    const lineups = warningsOf(baseline, 'lineups');
    const opener = lineups.find((w) => / is an opener \(no start in \d+ games/.test(w))!;
    const disagreement = lineups.find((w) => /lists (.+) as its starter, the schedule's probable pitcher is (.+): the model faces/.test(w))!;
    const listed = /lists (.+) as its starter/.exec(disagreement)![1]!;
    expect(opener).toContain(`listed starter ${listed} is an opener`);
    const faced = baseline.projections.batters.filter((r) => r.opposingPitcher === listed);
    expect(faced.length).toBeGreaterThan(6);
    for (const r of faced) expect(r.opposingPitcherOpener).toBe(true);
    expect(baseline.projections.batters.filter((r) => r.opposingPitcherOpener)).toHaveLength(faced.length);
  });
});
