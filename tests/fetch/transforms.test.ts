/**
 * The pure transforms of `pipeline fetch`: API JSON / CSV / HTML → the raw
 * formats the build reads, wind relative to the park, weather text, date chunks.
 * Expected values are worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { temperatureFromWeather } from '../../pipeline/core/weather.ts';
import { backoffMs, DEFAULT_RETRY, redactUrl, retryAfterMs } from '../../pipeline/fetch/http-client.ts';
import { missingColumns } from '../../pipeline/fetch/validate-download.ts';
import { csvCell, toCsv } from '../../pipeline/fetch/transforms/csv-writer.ts';
import { addDays, dateChunks, daysBetween, halveRange, slateDateOf } from '../../pipeline/fetch/transforms/dates.ts';
import { asciiName, fangraphsCsv, FANGRAPHS_BATTING_COLUMNS, FangraphsShapeError } from '../../pipeline/fetch/transforms/fangraphs.ts';
import { handednessCsv, peopleFrom } from '../../pipeline/fetch/transforms/mlb-people.ts';
import {
  lastCompletedGames,
  lineupFromBoxscore,
  lineupKey,
  lineupsJson,
  matchupDataJson,
  scheduledGames,
  venuesFrom,
  type TeamLineup,
} from '../../pipeline/fetch/transforms/mlb-schedule.ts';
import { formatRate, seasonHittingCsv, statsPage } from '../../pipeline/fetch/transforms/mlb-stats.ts';
import { eventsBetween, homeRunQuotes, oddsEventsFrom, oddsJson } from '../../pipeline/fetch/transforms/odds.ts';
import { forecastAt } from '../../pipeline/fetch/transforms/open-meteo.ts';
import { PageShapeError, parkFactorsCsv } from '../../pipeline/fetch/transforms/savant-park-factors.ts';
import { chunkProblem, mergeChunks, readChunk } from '../../pipeline/fetch/transforms/statcast-chunks.ts';
import { DOME_TEXT, forecastWeatherText, mlbWeatherText, roofKind } from '../../pipeline/fetch/transforms/weather-text.ts';
import { relativeWind, signedAngle } from '../../pipeline/core/weather.ts';
import {
  CALL_UP,
  eventOddsJson,
  forecastResponder,
  lastGameBoxscore8999,
  NAMESAKES,
  nine,
  ODDS_EVENTS,
  parkFactorsPage,
  pitcher,
  playersJson,
  recentScheduleJson,
  scheduleJson,
  SEA_LAST_GAME,
  SLATE_DATE,
  todaysBoxscore9002,
  venuesJson,
} from './fixtures.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('wind relative to the park', () => {
  // rel = (from + 180 - azimuth) brought into (-180, 180]
  it.each([
    [45, 225, 'out', 'out to CF'], // toward 45 = azimuth: rel 0
    [0, 225, 'out', 'out to RF'], // toward 45: rel +45
    [0, 135, 'out', 'out to LF'], // toward 315: rel -45
    [0, 270, 'cross', 'L to R'], // toward 90: rel +90
    [0, 90, 'cross', 'R to L'], // toward 270: rel -90
    [0, 315, 'in', 'in from LF'], // toward 135: rel +135 (comes from the left-field side)
    [0, 45, 'in', 'in from RF'], // toward 225: rel -135
    [90, 90, 'in', 'in from CF'], // toward 270: rel 180
  ])('azimuth %d°, wind from %d° → %s (%s)', (azimuth, from, category, label) => {
    const wind = relativeWind(azimuth, from, 12);
    expect(wind.category).toBe(category);
    expect(wind.label).toBe(label);
  });

  it('puts each boundary in the sector the module states', () => {
    // toward = azimuth + rel with azimuth 0, so from = rel + 180
    expect(relativeWind(0, 22.5 + 180, 10).label).toBe('out to CF');
    expect(relativeWind(0, 67.5 + 180, 10).label).toBe('out to RF');
    expect(relativeWind(0, 112.5 + 180, 10).label).toBe('in from LF');
    expect(relativeWind(0, 157.5 + 180, 10).label).toBe('in from CF');
  });

  it('is calm below 1 mph whatever the direction', () => {
    expect(relativeWind(0, 225, 0.9)).toMatchObject({ category: 'calm', label: 'calm' });
  });

  it('normalises angles into (-180, 180]', () => {
    expect(signedAngle(-190)).toBe(170);
    expect(signedAngle(540)).toBe(180);
    expect(signedAngle(360)).toBe(0);
  });
});

describe('weather text', () => {
  const forecast = { temperatureF: 77.4, windSpeedMph: 12.4, windFromDegrees: 225, precipitationProbability: 10, precipitationInches: 0 };

  it('starts with the temperature, so the build reads it as the first number', () => {
    const text = forecastWeatherText('open', 45, forecast);
    expect(text).toBe('77°F, wind 12 mph out to CF (out), 10% chance of rain');
    expect(temperatureFromWeather(text)).toBe(77);
  });

  it('marks a retractable roof and states expected rain', () => {
    const text = forecastWeatherText('retractable', 0, {
      ...forecast,
      windFromDegrees: 270,
      precipitationProbability: 60,
      precipitationInches: 0.05,
    });
    expect(text).toBe('77°F, wind 12 mph L to R (cross), 0.05 in of rain expected, 60% chance of rain; retractable roof (may be closed)');
  });

  it('gives a fixed dome no number at all: the build then uses its 70°F default', () => {
    expect(forecastWeatherText('dome', 0, forecast)).toBe(DOME_TEXT);
    expect(temperatureFromWeather(DOME_TEXT)).toBe(70);
    expect(mlbWeatherText('dome', { condition: 'Dome', temp: '72', wind: '0 mph, None' })).toBe(DOME_TEXT);
  });

  it("falls back to MLB's game weather, and never lets the wind speed pass for a temperature", () => {
    expect(mlbWeatherText('open', { condition: 'Partly Cloudy', temp: '72', wind: '8 mph, Out To CF' })).toBe('72°F, Partly Cloudy, wind 8 mph, Out To CF');
    const noTemp = mlbWeatherText('open', { condition: 'Partly Cloudy', temp: null, wind: '8 mph, Out To CF' });
    expect(noTemp).toBe('Partly Cloudy');
    expect(temperatureFromWeather(noTemp)).toBe(70);
  });

  it('reads the roof types of the MLB Stats API', () => {
    expect([roofKind('Open'), roofKind('Retractable'), roofKind('Dome'), roofKind(undefined)]).toEqual(['open', 'retractable', 'dome', 'unknown']);
  });
});

describe('dates', () => {
  it('chunks a range into inclusive pieces of at most n days', () => {
    expect(dateChunks({ start: '2026-03-01', end: '2026-03-20' }, 7)).toEqual([
      { start: '2026-03-01', end: '2026-03-07' },
      { start: '2026-03-08', end: '2026-03-14' },
      { start: '2026-03-15', end: '2026-03-20' },
    ]);
    expect(dateChunks({ start: '2026-03-02', end: '2026-03-01' }, 7)).toEqual([]);
  });

  it('halves a range (the first half takes the odd day) and cannot halve one day', () => {
    expect(halveRange({ start: '2026-04-01', end: '2026-04-07' })).toEqual([
      { start: '2026-04-01', end: '2026-04-04' },
      { start: '2026-04-05', end: '2026-04-07' },
    ]);
    expect(halveRange({ start: '2026-04-01', end: '2026-04-01' })).toBeNull();
  });

  it('does calendar arithmetic in UTC', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // the US DST switch does not skip a day
    expect(daysBetween('2026-03-01', '2026-07-03')).toBe(124);
  });

  it("dates a run by New York's calendar: 02:30 UTC is still the previous evening's slate", () => {
    expect(slateDateOf(new Date('2026-07-05T02:30:00Z'))).toBe('2026-07-04');
    expect(slateDateOf(new Date('2026-07-05T12:00:00Z'))).toBe('2026-07-05');
  });
});

describe('MLB schedule, boxscores and venues', () => {
  const { games, skipped } = scheduledGames(scheduleJson(), SLATE_DATE);

  it('keeps the played games in first-pitch order and reports the postponed one', () => {
    expect(games.map((g) => g.gamePk)).toEqual([9001, 9003, 9002]);
    expect(skipped).toEqual(['game 9004: Postponed']);
    expect(games[0]).toMatchObject({
      officialDate: SLATE_DATE,
      gameTime: '2026-07-04T17:05:00Z',
      away: { team: 'NYY' },
      home: { team: 'BOS' },
      venueId: 3,
    });
    expect(games[0]!.away.probable).toEqual({ id: pitcher(1).id, name: pitcher(1).name });
  });

  it("reads a posted lineup in batting order, without the players' primary positions", () => {
    const slots = games[0]!.away.postedLineup!;
    expect(slots.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slots[0]).toEqual({ order: 1, id: nine(1)[0]!.id, name: nine(1)[0]!.name, position: null });
    expect(games[2]!.away.postedLineup).toBeNull();
  });

  it('takes the starting nine from a boxscore ("100".."900"), never a substitute ("901")', () => {
    const slots = lineupFromBoxscore(lastGameBoxscore8999(), 'home')!;
    expect(slots.map((s) => s.name)).toEqual(SEA_LAST_GAME.map((p) => p.name));
    expect(lineupFromBoxscore(todaysBoxscore9002(), 'away')!.length).toBe(9);
    expect(lineupFromBoxscore(todaysBoxscore9002(), 'home')).toBeNull();
  });

  it("finds each team's latest completed game", () => {
    const last = lastCompletedGames(recentScheduleJson());
    expect(last.get('SEA')).toMatchObject({ gamePk: 8999, side: 'home' });
    expect(last.get('HOU')).toMatchObject({ gamePk: 8999, side: 'away' });
  });

  it('reads coordinates, azimuth and roof of each venue', () => {
    const venues = venuesFrom(venuesJson());
    expect(venues.get(680)).toEqual({
      id: 680,
      name: 'Sound Park',
      latitude: 47.6,
      longitude: -122.3,
      azimuthDegrees: 90,
      roof: 'retractable',
    });
    expect(venues.get(12)!.roof).toBe('dome');
  });

  it('writes lineups.json as (away, home) pairs with the SP last and confirmation per team', () => {
    const lineups = new Map<string, TeamLineup>([
      [lineupKey(9001, 'away'), { slots: games[0]!.away.postedLineup!, status: 'confirmed' }],
      [lineupKey(9001, 'home'), { slots: lineupFromBoxscore(lastGameBoxscore8999(), 'home')!, status: 'projected' }],
    ]);
    const weather = new Map([[9001, '77°F, wind calm']]);
    const entries = lineupsJson(games.slice(0, 1), lineups, weather);
    expect(entries.map((e) => e.team)).toEqual(['NYY', 'BOS']);
    expect(entries[0]!.players).toHaveLength(10);
    expect(entries[0]!.players[9]).toEqual({
      name: pitcher(1).name,
      battingOrder: 'SP',
      position: 'P',
      confirmed: true,
      weather: '77°F, wind calm',
      id: pitcher(1).id,
    });
    expect(entries[1]!.players.every((p) => p.confirmed === false)).toBe(true);
    expect(entries[1]!.gameDate).toBe(SLATE_DATE);
  });

  it('writes matchup_data.json with the venue name of the venues endpoint', () => {
    const [game] = matchupDataJson(games.slice(0, 1), venuesFrom(venuesJson()), new Map([[9001, 'x']]));
    expect(game).toEqual({
      gamePk: 9001,
      gameDate: SLATE_DATE,
      officialDate: SLATE_DATE,
      gameTime: '2026-07-04T17:05:00Z',
      gameNumber: 1,
      doubleHeader: 'N',
      startTimeTBD: false,
      status: 'Scheduled',
      away: 'NYY',
      home: 'BOS',
      venue: 'Harbor Field',
      weather: 'x',
      awayPitcher: { name: pitcher(1).name, id: pitcher(1).id },
      homePitcher: { name: pitcher(2).name, id: pitcher(2).id },
    });
  });
});

describe('people → PlayerHandedness.csv', () => {
  const people = peopleFrom(playersJson());

  it("writes a pitcher's throwing hand, a batter's side, B as S, headerless", () => {
    const { csv } = handednessCsv(people, new Set());
    const lines = csv.trim().split('\n');
    const b = nine(1)[2]!; // bats 'B'
    expect(lines).toContain(`${b.name},S`);
    expect(lines).toContain(`${pitcher(2).name},L`); // even team index throws L
    expect(lines).toContain(`${nine(1)[1]!.name},L`);
    expect(lines[0]).not.toMatch(/^name,/);
  });

  it('leaves out namesakes with different hands unless one plays today', () => {
    expect(handednessCsv(people, new Set()).ambiguous).toEqual(['Sam Twin']);
    expect(handednessCsv(people, new Set()).csv).not.toContain('Sam Twin');
    const chosen = handednessCsv(people, new Set([NAMESAKES[1]!.id]));
    expect(chosen.csv.split('\n')).toContain('Sam Twin,R');
    expect(chosen.ambiguous).toEqual([]);
  });

  it('does not list the call-up, who is missing from the season list', () => {
    expect(people.some((p) => p.id === CALL_UP.id)).toBe(false);
  });
});

describe('season hitting → mlb_stats.csv', () => {
  it('writes one row per player and sums a traded player without a total split', () => {
    const split = (team: string | null, stat: object) => ({
      stat,
      ...(team ? { team: { id: 1, name: team } } : {}),
      player: { id: 42, fullName: 'Trade Deadline' },
    });
    const { csv } = seasonHittingCsv(
      statsPage({
        stats: [
          {
            splits: [
              split('Boston Red Sox', {
                gamesPlayed: 40,
                plateAppearances: 150,
                atBats: 130,
                hits: 30,
                homeRuns: 5,
                baseOnBalls: 15,
                hitByPitch: 2,
                sacFlies: 3,
                totalBases: 50,
              }),
              split('New York Yankees', {
                gamesPlayed: 30,
                plateAppearances: 120,
                atBats: 100,
                hits: 30,
                homeRuns: 7,
                baseOnBalls: 18,
                hitByPitch: 1,
                sacFlies: 1,
                totalBases: 60,
              }),
            ],
          },
        ],
      }).splits,
    );
    // G 70, PA 270, AB 230, H 60, HR 12; AVG 60/230 = .2609; OBP (60+33+3)/(230+33+3+4) = 96/270 = .3556;
    // SLG 110/230 = .4783; OPS .3556 + .4783 = .8338
    expect(csv).toBe(
      'playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops\n42,Trade Deadline,NYY,70,270,230,60,12,.261,.356,.478,.834\n',
    );
  });

  it("uses a season-total split as is, with the last team split's club", () => {
    const { csv } = seasonHittingCsv(
      statsPage({
        stats: [
          {
            splits: [
              { team: { name: 'Chicago Cubs' }, player: { id: 7, fullName: 'Two Clubs' }, stat: { atBats: 10, hits: 1 } },
              { team: { name: 'Seattle Mariners' }, player: { id: 7, fullName: 'Two Clubs' }, stat: { atBats: 20, hits: 9 } },
              {
                player: { id: 7, fullName: 'Two Clubs' },
                stat: {
                  gamesPlayed: 9,
                  plateAppearances: 33,
                  atBats: 30,
                  hits: 10,
                  homeRuns: 2,
                  avg: '.333',
                  obp: '.364',
                  slg: '.600',
                  ops: '.964',
                },
              },
            ],
          },
        ],
      }).splits,
    );
    expect(csv.trim().split('\n')[1]).toBe('7,Two Clubs,SEA,9,33,30,10,2,.333,.364,.600,.964');
  });

  it('formats rates as MLB does', () => {
    expect([formatRate(0.2609), formatRate(1.0172), formatRate(0)]).toEqual(['.261', '1.017', '.000']);
  });
});

describe('Savant park factors page → savant_park_factors.csv', () => {
  it("turns the page's embedded table into the page table's columns", () => {
    const { csv, rows } = parkFactorsCsv(parkFactorsPage());
    const lines = csv.trim().split('\n');
    expect(rows).toBe(2);
    expect(lines[0]).toBe('Rk.,Team,Venue,Year,Park Factor,wOBACon,xwOBACon,BACON,xBACON,HardHit,R,OBP,H,1B,2B,3B,HR,BB,SO,PA');
    expect(lines[1]).toBe('1,Red Sox,Harbor Field,2024-2026,104,105,102,106,103,101,108,103,105,102,120,90,97,99,96,18000');
  });

  it('says so when the page no longer embeds its table', () => {
    expect(() => parkFactorsCsv('<html><body>Maintenance</body></html>')).toThrow(PageShapeError);
  });
});

describe('Statcast search chunks', () => {
  const header = '"game_date","events","des","inning_topbot"';
  const range = (start: string, end: string) => ({ start, end });

  it('counts records, not lines, and drops the BOM', () => {
    const chunk = readChunk(
      range('2026-04-01', '2026-04-07'),
      utf8(`\ufeff${header}\r\n"2026-04-02","home_run","A homers (1) on a\nline drive","Top"\r\n"2026-04-03","home_run","B homers (1)","Bot"`),
    );
    expect(chunk.header).toBe(header);
    expect(chunk.rows).toBe(2);
    expect(chunk.body.endsWith('\n')).toBe(true);
  });

  it('treats an empty answer as no rows and anything without the Statcast columns as an error', () => {
    expect(readChunk(range('2026-03-01', '2026-03-07'), utf8('')).rows).toBe(0);
    expect(readChunk(range('2026-03-01', '2026-03-07'), utf8(`${header}\n`)).rows).toBe(0);
    expect(() => readChunk(range('2026-03-01', '2026-03-07'), utf8('Error: Query Timeout\n'))).toThrow(/not a Statcast search CSV/);
  });

  it('concatenates chunks in date order under one header', () => {
    const a = readChunk(range('2026-04-08', '2026-04-14'), utf8(`${header}\n"2026-04-09","home_run","C homers (1)","Top"\n`));
    const b = readChunk(range('2026-04-01', '2026-04-07'), utf8(`${header}\n"2026-04-02","home_run","A homers (1)","Top"\n`));
    const empty = readChunk(range('2026-04-15', '2026-04-21'), utf8(''));
    expect(mergeChunks([a, empty, b])).toEqual({
      csv: `${header}\n"2026-04-02","home_run","A homers (1)","Top"\n"2026-04-09","home_run","C homers (1)","Top"\n`,
      rows: 2,
    });
  });

  it('merges chunks whose headers differ on the union of their columns, new columns appended, missing cells empty', () => {
    const old = readChunk(range('2026-04-01', '2026-04-07'), utf8(`${header}\n"2026-04-02","home_run","A homers (1), to left","Top"\n`));
    const grown = readChunk(
      range('2026-04-08', '2026-04-14'),
      utf8('\ufeff"game_date","bat_speed","events","des","inning_topbot","arm_angle"\n"2026-04-09","74.2","home_run","B homers (2)","Bot","41.5"\n'),
    );
    expect(mergeChunks([grown, old])).toEqual({
      csv:
        'game_date,events,des,inning_topbot,bat_speed,arm_angle\n' +
        '2026-04-02,home_run,"A homers (1), to left",Top,,\n' +
        '2026-04-09,home_run,B homers (2),Bot,74.2,41.5\n',
      rows: 2,
    });
  });

  it('keeps repeated header names apart when merging (the 2020 export lists "pitcher" twice)', () => {
    const twice = readChunk(range('2026-04-01', '2026-04-07'), utf8('"game_date","pitcher","events","des","pitcher"\n"2026-04-02","11","home_run","A","22"\n'));
    const once = readChunk(range('2026-04-08', '2026-04-14'), utf8('"game_date","pitcher","events","des"\n"2026-04-09","33","home_run","B"\n'));
    expect(mergeChunks([twice, once]).csv).toBe('game_date,pitcher,events,des,pitcher\n2026-04-02,11,home_run,A,22\n2026-04-09,33,home_run,B,\n');
  });

  it('refuses, before caching, a chunk that is not a Statcast CSV or lacks a column the build reads', () => {
    expect(chunkProblem(utf8(`${header}\n`), ['game_date', 'des'])).toBeNull();
    expect(chunkProblem(utf8(`${header}\n`), ['launch_speed'])).toBe('not a usable Statcast search CSV (no launch_speed column)');
    expect(chunkProblem(utf8('<html><body>Error</body></html>'), [])).toMatch(/no game_date, events, des column/);
  });
});

describe('FanGraphs API → export-shaped CSV', () => {
  it('merges the tabs by player id and writes the export columns', () => {
    const tab8 = {
      data: [{ playerid: '1', PlayerName: 'José Ñúñez', TeamNameAbb: 'NYY', xMLBAMID: 900001, PA: 300, HR: 20, AVG: 0.281, 'K%': 0.187 }],
    };
    const tab2 = { data: [{ playerid: '1', 'FB%': 0.41, 'Pull%': 0.45 }] };
    const tab24 = {
      data: [
        { playerid: '1', EV: 91.3, 'Barrel%': 0.134 },
        { playerid: '999', EV: 80 },
      ],
    };
    const { csv, rows, absent } = fangraphsCsv([tab8, tab2, tab24], FANGRAPHS_BATTING_COLUMNS);
    expect(rows).toBe(1);
    expect(csv).toBe(
      'Name,Team,PA,HR,K%,AVG,FB%,Pull%,EV,Barrel%,NameASCII,PlayerId,MLBAMID\nJosé Ñúñez,NYY,300,20,0.187,0.281,0.41,0.45,91.3,0.134,Jose Nunez,1,900001\n',
    );
    expect(absent).toContain('maxEV');
  });

  it('falls back to the HTML name and team cells', () => {
    const { csv } = fangraphsCsv([{ data: [{ playerid: '5', Name: '<a href="x">Al Bee</a>', Team: '<a>- - -</a>', HR: 3 }] }], FANGRAPHS_BATTING_COLUMNS);
    expect(csv.split('\n')[1]).toBe('Al Bee,- - -,3,Al Bee,5,');
  });

  it('rejects a response that is not a leaderboard', () => {
    expect(() => fangraphsCsv([{ error: 'blocked' }], FANGRAPHS_BATTING_COLUMNS)).toThrow(FangraphsShapeError);
    expect(asciiName('Ronald Acuña Jr.')).toBe('Ronald Acuna Jr.');
  });
});

describe('The Odds API → odds.json', () => {
  it("keeps each book's 0.5 line per batter from the main market, else the alternate one, with the Under where posted, never the 1.5 line", () => {
    const [p1, p2] = nine(1);
    const teamOf = (name: string) => (name === p1!.name ? 'NYY' : null);
    const quotes = homeRunQuotes(eventOddsJson('evt-nyy-bos'), teamOf);
    const updatedAt = '2026-07-04T14:58:12Z';
    expect(quotes).toEqual([
      { player: p1!.name, team: 'NYY', book: 'DraftKings', american: 300, updatedAt },
      { player: p2!.name, team: null, book: 'DraftKings', american: 350, updatedAt },
      { player: p1!.name, team: 'NYY', book: 'FanDuel', american: 320, noAmerican: -450, updatedAt },
      { player: p2!.name, team: null, book: 'FanDuel', american: 370, updatedAt },
    ]);
  });

  it('takes the main market before the alternate one when a book prices the 0.5 line in both, both sides from the same market', () => {
    const outcome = (name: string, price: number, point = 0.5) => ({ name, description: 'Ada Stone', price, point });
    const event = {
      bookmakers: [
        {
          key: 'betmgm',
          title: 'BetMGM',
          markets: [
            { key: 'batter_home_runs_alternate', outcomes: [outcome('Over', 500), outcome('Under', -900)] },
            { key: 'batter_home_runs', outcomes: [outcome('Over', 450), outcome('Over', 1600, 1.5)] },
          ],
        },
        {
          key: 'caesars',
          last_update: '2026-07-04T14:50:00Z',
          markets: [{ key: 'batter_home_runs', outcomes: [outcome('Yes', 480), outcome('No', -700), outcome('Over', 'x' as unknown as number)] }],
        },
      ],
    };
    expect(homeRunQuotes(event, () => 'SEA')).toEqual([
      { player: 'Ada Stone', team: 'SEA', book: 'BetMGM', american: 450 },
      { player: 'Ada Stone', team: 'SEA', book: 'caesars', american: 480, noAmerican: -700, updatedAt: '2026-07-04T14:50:00Z' },
    ]);
  });

  it("keeps when the book last moved the market (the market's last_update, else the bookmaker's)", () => {
    const outcome = (name: string, price: number) => ({ name, description: 'Ada Stone', price, point: 0.5 });
    const event = {
      bookmakers: [
        {
          title: 'DraftKings',
          last_update: '2026-07-04T14:00:00Z',
          markets: [{ key: 'batter_home_runs', last_update: '2026-07-04T14:58:00Z', outcomes: [outcome('Over', 400)] }],
        },
        { title: 'FanDuel', last_update: '2026-07-04T14:30:00Z', markets: [{ key: 'batter_home_runs', outcomes: [outcome('Over', 410)] }] },
      ],
    };
    expect(homeRunQuotes(event, () => null).map((quote) => [quote.book, quote.updatedAt])).toEqual([
      ['DraftKings', '2026-07-04T14:58:00Z'],
      ['FanDuel', '2026-07-04T14:30:00Z'],
    ]);
  });

  it('writes odds.json sorted by player and book, naming both markets asked for', () => {
    const quotes = homeRunQuotes(eventOddsJson('evt-nyy-bos'), () => null);
    const doc = JSON.parse(oddsJson(quotes, '2026-07-04T15:00:00.000Z')) as {
      source: string;
      fetchedAt: string;
      markets: string[];
      quotes: { player: string; book: string }[];
    };
    expect(doc.source).toBe('the-odds-api');
    expect(doc.markets).toEqual(['batter_home_runs', 'batter_home_runs_alternate']);
    expect(doc.quotes.map((q) => `${q.player}|${q.book}`)).toEqual(
      [...quotes].sort((a, b) => a.player.localeCompare(b.player) || a.book.localeCompare(b.book)).map((q) => `${q.player}|${q.book}`),
    );
  });

  it("selects the events whose first pitch is in the slate's window", () => {
    const events = oddsEventsFrom(ODDS_EVENTS);
    expect(eventsBetween(events, '2026-07-04T10:00:00Z', '2026-07-05T10:00:00Z').map((e) => e.id)).toEqual(['evt-nyy-bos', 'evt-lad-sea']);
  });
});

describe('Open-Meteo forecast at first pitch', () => {
  const response = JSON.parse(
    forecastResponder({ path: '/v1/forecast', query: new URLSearchParams('latitude=47.6&start_date=2026-07-04'), headers: {} }).body as string,
  ) as unknown;

  it('takes the hour nearest to first pitch, across midnight UTC', () => {
    // 02:10 UTC on 07-05 is hour index 26: temperature 60 + (26 % 24) = 62
    expect(forecastAt(response, '2026-07-05T02:10:00Z')).toEqual({
      temperatureF: 62,
      windSpeedMph: 12,
      windFromDegrees: 90,
      precipitationProbability: 10,
      precipitationInches: 0,
    });
  });

  it('has no forecast for a first pitch outside the hours', () => {
    expect(forecastAt(response, '2026-07-07T18:00:00Z')).toBeNull();
  });
});

describe('small helpers', () => {
  it('quotes CSV cells only when needed', () => {
    expect([csvCell('a,b'), csvCell('say "hi"'), csvCell(null), csvCell(1.5), csvCell('plain')]).toEqual(['"a,b"', '"say ""hi"""', '', '1.5', 'plain']);
    expect(toCsv(['x', 'y'], [[1, 'a,b']])).toBe('x,y\n1,"a,b"\n');
  });

  it('never writes a secret into a message or a cache key', () => {
    expect(redactUrl('https://h/v4/sports/x/events?apiKey=SECRET123&regions=us')).toBe('https://h/v4/sports/x/events?apiKey=***&regions=us');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('7', 0)).toBe(7000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000);
    expect(retryAfterMs(null, 0)).toBeNull();
  });

  it('backs off 1 s, 2 s, 4 s ... and never more than 30 s', () => {
    expect([1, 2, 3, 5, 6, 9].map((n) => backoffMs(DEFAULT_RETRY, n))).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });

  it('checks required columns case-insensitively, with alternatives', () => {
    expect(missingColumns(['Last_Name, First_Name', 'pitcher_id', 'brl_percent'], ['last_name, first_name', 'player_id|pitcher_id', 'ev95percent'])).toEqual([
      'ev95percent',
    ]);
  });
});
