/**
 * A price belongs to one game (core/odds-games.ts): events tied to the schedule's games by
 * clubs and first pitch, a doubleheader priced per game or not at all, a flat file's price
 * placed only on a hitter who plays once, a book's two spellings of one hitter kept once.
 * Built through the join and the projections builder, with the real The Odds API formats
 * (../shared/real-data/odds) where they can show it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../domain/contracts/index.ts';
import { normaliseTeam } from '../../../domain/teams.ts';
import { gamesOfEvents } from '../../../pipeline/core/odds-games.ts';
import { joinSlateInputs } from '../../../pipeline/core/slate-join.ts';
import type { InputRows } from '../../../pipeline/inputs/ids.ts';
import type { RawGame, RawLineupPlayer, RawLineupTeam, RawOddsEvent, RawOddsQuote } from '../../../pipeline/inputs/rows.ts';
import { parseOdds } from '../../../pipeline/sources/odds.ts';
import { projectionsOf, rowsOf, sourcesOf, stat } from './builders/slate-fixture.ts';

const REAL = path.resolve(process.cwd(), '../shared/real-data/odds');
const realPresent = existsSync(REAL);
if (!realPresent) console.warn(`[slate-odds] real-data cases SKIPPED: ${REAL} is absent`);
const readReal = (file: string) => new Uint8Array(readFileSync(path.join(REAL, file)));

const hitter = (name: string, battingOrder: number | 'SP', mlbamId: number | null = null): RawLineupPlayer => ({
  name,
  mlbamId,
  battingOrder,
  position: battingOrder === 'SP' ? 'P' : 'RF',
  confirmed: true,
  hand: 'R',
  weather: null,
});

interface DoubleheaderDay {
  date: string;
  away: string;
  home: string;
  /** First pitches of game 1 and game 2 (UTC instants). */
  times: [string, string];
  awayHitters: RawLineupPlayer[];
  homeHitters: RawLineupPlayer[];
  /** Hitters of game 1 only (benched for game 2). */
  gameOneOnly?: string[];
}

/** A split doubleheader: the schedule's two games, each club's two lineups tied by gamePk, and a season line per hitter. */
function doubleheader(day: DoubleheaderDay): Pick<InputRows, 'lineups' | 'games' | 'fangraphs-stats'> {
  const game = (gamePk: string, gameNumber: number, gameTime: string): RawGame => ({
    gamePk,
    gameDate: day.date,
    gameTime,
    gameNumber,
    doubleHeader: 'S',
    startTimeTBD: false,
    status: 'Scheduled',
    away: day.away,
    home: day.home,
    venue: null,
    weather: null,
    awayPitcher: { name: `Away Starter ${gameNumber}`, mlbamId: 990000 + gameNumber },
    homePitcher: { name: `Home Starter ${gameNumber}`, mlbamId: 990010 + gameNumber },
  });
  const entry = (team: string, side: 'away' | 'home', gamePk: string, players: RawLineupPlayer[], line: number): RawLineupTeam => ({
    team,
    gameDate: day.date,
    gamePk,
    homeTeam: day.home,
    weather: '75 degrees, clear',
    players,
    game: `pair ${gamePk}`,
    side,
    line,
  });
  const second = (players: RawLineupPlayer[]) => players.filter((p) => !day.gameOneOnly?.includes(p.name));
  const season = (team: string, players: RawLineupPlayer[]) => players.map((p) => stat(p.name, team, p.mlbamId, { HR: 12, AB: 300, PA: 330 }));
  return {
    'fangraphs-stats': [...season(day.away, day.awayHitters), ...season(day.home, day.homeHitters)],
    games: [game('900001', 1, day.times[0]), game('900002', 2, day.times[1])],
    lineups: [
      entry(day.away, 'away', '900001', day.awayHitters, 2),
      entry(day.home, 'home', '900001', day.homeHitters, 10),
      entry(day.away, 'away', '900002', second(day.awayHitters), 20),
      entry(day.home, 'home', '900002', second(day.homeHitters), 30),
    ],
  };
}

/** The fixture's NYY at BOS, played twice on its date (1:10 pm and 7:10 pm in Boston). */
const NYY_BOS_DH: DoubleheaderDay = {
  date: '2026-08-22',
  away: 'NYY',
  home: 'BOS',
  times: ['2026-08-22T17:10:00Z', '2026-08-22T23:10:00Z'],
  awayHitters: [hitter('Aaron Judge', 1, 592450), hitter('Juan Soto', 2, 665742)],
  homeHitters: [hitter('Rafael Devers', 1, 646240), hitter('Nobody Known', 2)],
};

/** The Odds API's events of that doubleheader (a minute after MLB's first pitch, as the feed writes them). */
const GAME_ONE_EVENT: RawOddsEvent = { id: 'evt-g1', away: 'NYY', home: 'BOS', commenceTime: '2026-08-22T17:11:00Z' };
const GAME_TWO_EVENT: RawOddsEvent = { id: 'evt-g2', away: 'NYY', home: 'BOS', commenceTime: '2026-08-22T23:11:00Z' };

const quote = (player: string, team: string | null, book: string, american: number, event?: RawOddsEvent): RawOddsQuote => ({
  player,
  team,
  book,
  american,
  ...(event ? { event } : {}),
});

function project(rows: Partial<InputRows>, date = '2026-08-22') {
  const join = joinSlateInputs(date, sourcesOf(rows));
  return { join, batters: projectionsOf(join).file.batters };
}

const rowOf = (batters: ReturnType<typeof project>['batters'], name: string, gameId: string) => batters.find((b) => b.name === name && b.gameId === gameId)!;
const priced = (b: { books: { book: string; american: number }[] }) => b.books.map((k) => `${k.book} ${k.american}`).sort();

describe('a doubleheader is priced per game, or not at all', () => {
  it('the books post game 1 only: game-1 rows carry its prices, game-2 rows none', () => {
    const odds = [quote('Aaron Judge', 'NYY', 'fanduel', 320, GAME_ONE_EVENT), quote('Aaron Judge', 'NYY', 'draftkings', 300, GAME_ONE_EVENT)];
    const { batters } = project({ ...doubleheader(NYY_BOS_DH), odds });
    expect(priced(rowOf(batters, 'Aaron Judge', '900001'))).toEqual(['draftkings 300', 'fanduel 320']);
    const gameTwo = rowOf(batters, 'Aaron Judge', '900002');
    expect([gameTwo.oddsAmerican, gameTwo.oddsBook, gameTwo.books, gameTwo.edge, gameTwo.evPerDollar]).toEqual([null, null, [], null, null]);
  });

  it("both games posted: each row carries its own game's price, and game 2's quote is not a duplicate", () => {
    const odds = [quote('Aaron Judge', 'NYY', 'fanduel', 320, GAME_ONE_EVENT), quote('Aaron Judge', 'NYY', 'fanduel', 350, GAME_TWO_EVENT)];
    const { batters } = project({ ...doubleheader(NYY_BOS_DH), odds });
    expect(priced(rowOf(batters, 'Aaron Judge', '900001'))).toEqual(['fanduel 320']);
    expect(priced(rowOf(batters, 'Aaron Judge', '900002'))).toEqual(['fanduel 350']);

    // The adapter keeps both: one quote per player per book per event.
    const feed = {
      events: [
        { id: 'evt-g1', home_team: 'Boston Red Sox', away_team: 'New York Yankees', commence_time: '2026-08-22T17:11:00Z' },
        { id: 'evt-g2', home_team: 'Boston Red Sox', away_team: 'New York Yankees', commence_time: '2026-08-22T23:11:00Z' },
      ],
      quotes: [
        { event_id: 'evt-g1', book: 'fanduel', batter_name: 'Aaron Judge', bet_over_american: 320 },
        { event_id: 'evt-g2', book: 'fanduel', batter_name: 'Aaron Judge', bet_over_american: 350 },
      ],
    };
    const parsed = parseOdds('odds.json', new TextEncoder().encode(JSON.stringify(feed)));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((q) => [q.player, q.american, q.event])).toEqual([
      ['Aaron Judge', 320, GAME_ONE_EVENT],
      ['Aaron Judge', 350, GAME_TWO_EVENT],
    ]);
  });

  it.skipIf(!realPresent)('real The Odds API snapshot: the PHI@DET event prices the doubleheader game it starts with, never the other', () => {
    // 2026-07-10 PHI@DET, commence 22:41 UTC; made a split doubleheader with a 1:10 pm game 1.
    const parsed = parseOdds('odds.json', readReal('2026-07-10_theoddsapi_batter_home_runs_fd_dk_snapshot.json'));
    const day: DoubleheaderDay = {
      date: '2026-07-10',
      away: 'PHI',
      home: 'DET',
      times: ['2026-07-10T17:10:00Z', '2026-07-10T22:40:00Z'],
      awayHitters: [hitter('Bryce Harper', 3), hitter('Alec Bohm', 5), hitter('J.T. Realmuto', 6)],
      homeHitters: [hitter('Kerry Carpenter', 2), hitter('Colt Keith', 4)],
    };
    const { join, batters } = project({ ...doubleheader(day), odds: parsed.rows }, day.date);
    const harperQuotes = parsed.rows.filter((q) => q.player === 'Bryce Harper').map((q) => `${q.book} ${q.american}`);
    expect(harperQuotes.length).toBeGreaterThanOrEqual(2);
    expect(priced(rowOf(batters, 'Bryce Harper', '900002'))).toEqual(harperQuotes.sort());
    for (const b of batters.filter((r) => r.gameId === '900002')) expect(b.books.length, b.name).toBeGreaterThan(0);
    for (const b of batters.filter((r) => r.gameId === '900001')) expect(b.books, b.name).toEqual([]);
    // The feed's quotes carry no club: each took its club from the game's lineups.
    expect(join.odds.players.filter((p) => p.name === 'Kerry Carpenter').map((p) => p.team)).toEqual(['DET']);
    // The other events of the day are no game of this slate: said once each.
    const notOnSlate = join.inputWarnings.get('odds')!.filter((w) => /is tied to no game on the slate \(no game of/.test(w));
    expect(notOnSlate).toHaveLength(14);
  });
});

describe("odds events to the schedule's games", () => {
  const game = (id: string, away: string, home: string, gameTime: string | null, gameNumber?: 1 | 2): Game =>
    ({ id, gameTime, away: { team: away }, home: { team: home }, ...(gameNumber ? { gameNumber } : {}) }) as Game;

  it('closest first pitch within the window; the same clubs the next day, or an event hours off, is no game of the slate', () => {
    const games = [
      game('1', 'NYY', 'BOS', '2026-08-22T17:10:00Z', 1),
      game('2', 'NYY', 'BOS', '2026-08-22T23:10:00Z', 2),
      game('3', 'LAD', 'SF', '2026-08-23T02:15:00Z'),
    ];
    const events: RawOddsEvent[] = [
      GAME_TWO_EVENT,
      GAME_ONE_EVENT,
      { id: 'evt-tomorrow', away: 'NYY', home: 'BOS', commenceTime: '2026-08-23T17:35:00Z' },
      { id: 'evt-lad', away: 'LAD', home: 'SF', commenceTime: '2026-08-23T02:16:00Z' },
      { id: 'evt-off', away: 'LAD', home: 'SF', commenceTime: '2026-08-22T20:05:00Z' },
      { id: 'evt-nobody', away: 'SEA', home: 'TEX', commenceTime: '2026-08-23T00:05:00Z' },
    ];
    const { gameOf, unmatched } = gamesOfEvents(events, games, '2026-08-22');
    expect(Object.fromEntries([...gameOf].map(([key, g]) => [key, g.id]))).toEqual({ 'evt-g1': '1', 'evt-g2': '2', 'evt-lad': '3' });
    expect([...unmatched.keys()].sort()).toEqual(['evt-nobody', 'evt-off', 'evt-tomorrow']);
    expect(unmatched.get('evt-nobody')).toBe('no game of SEA and TEX is on the slate');
  });

  it('game 2 to be decided takes the later event of its day; two events at the same instant price neither game', () => {
    const tbd = [game('1', 'NYY', 'BOS', '2026-08-22T17:10:00Z', 1), game('2', 'NYY', 'BOS', null, 2)];
    const later: RawOddsEvent = { id: 'evt-late', away: 'NYY', home: 'BOS', commenceTime: '2026-08-22T21:00:00Z' };
    expect([...gamesOfEvents([later, GAME_ONE_EVENT], tbd, '2026-08-22').gameOf].map(([k, g]) => `${k} ${g.id}`).sort()).toEqual(['evt-g1 1', 'evt-late 2']);
    // Only game 2's event posted: it is not game 1's (hours off), so it is game 2's.
    expect([...gamesOfEvents([later], tbd, '2026-08-22').gameOf].map(([k, g]) => `${k} ${g.id}`)).toEqual(['evt-late 2']);
    const twin: RawOddsEvent = { ...GAME_ONE_EVENT, id: 'evt-twin' };
    const both = gamesOfEvents([GAME_ONE_EVENT, twin], tbd, '2026-08-22');
    expect(both.gameOf.size).toBe(0);
    expect(both.unmatched.get('evt-twin')).toMatch(/cannot be told apart/);
  });

  it.skipIf(!realPresent)("real snapshots: every quoted event goes to its own game; the next day's events of the same clubs to none", () => {
    for (const file of ['2026-07-10_theoddsapi_batter_home_runs_fd_dk_snapshot.json', '2026-05-08_theoddsapi_batter_home_runs_snapshot_with_429_errors.json']) {
      const doc = JSON.parse(new TextDecoder().decode(readReal(file))) as {
        as_of_date: string;
        events: { event_id: string; commence_time: string; home_team: string; away_team: string }[];
      };
      const events: RawOddsEvent[] = doc.events.map((e) => ({
        id: e.event_id,
        away: normaliseTeam(e.away_team),
        home: normaliseTeam(e.home_team),
        commenceTime: e.commence_time,
      }));
      // The slate: the day's games at MLB's first pitch, a minute before the feed's commence time.
      const today = events.filter((e) => Date.parse(e.commenceTime!) < Date.parse(`${doc.as_of_date}T12:00:00Z`) + 86_400_000);
      const games = today.map((e, i) => game(String(800000 + i), e.away!, e.home!, new Date(Date.parse(e.commenceTime!) - 60_000).toISOString()));
      const { gameOf, unmatched } = gamesOfEvents(events, games, doc.as_of_date);
      for (const [i, e] of today.entries()) expect(gameOf.get(e.id!)?.id, `${file} ${e.id}`).toBe(String(800000 + i));
      expect(gameOf.size).toBe(today.length);
      expect(unmatched.size).toBe(events.length - today.length);
      expect(unmatched.size).toBeGreaterThan(10);
    }
  });
});

describe('a price that names no game', () => {
  it.skipIf(!realPresent)('the real flat file: placed on a hitter who plays once; a doubleheader hitter is reported, not priced in either game', () => {
    const parsed = parseOdds('odds.json', readReal('2026-08-22_hr_prop_odds_by_player.json'));
    const day: DoubleheaderDay = {
      ...NYY_BOS_DH,
      awayHitters: [hitter('Ben Rice', 1), hitter('Trent Grisham', 2)],
      gameOneOnly: ['Trent Grisham'],
    };
    const { join, batters } = project({ ...doubleheader(day), odds: parsed.rows });
    const flat = (name: string) => parsed.rows.find((q) => q.player === name.toLowerCase())!.american;
    expect(rowOf(batters, 'Trent Grisham', '900001').oddsAmerican).toBe(flat('Trent Grisham'));
    expect(rowOf(batters, 'Ben Rice', '900001').books).toEqual([]);
    expect(rowOf(batters, 'Ben Rice', '900002').books).toEqual([]);
    const warning = join.inputWarnings.get('odds')!.find((w) => w.includes('Ben Rice'));
    expect(warning).toMatch(
      /^\d hitters? plays? both games 900001 \(NYY@BOS, game 1\) and 900002 \(NYY@BOS, game 2\) and (his|their) prices name no game: not used/,
    );
    expect(warning).toContain(`Ben Rice (NYY: unnamed book +${flat('Ben Rice')})`);
  });
});

describe("a book's two spellings of one hitter are one hitter", () => {
  it('Rafael / Rafaël at one book: the first price kept at every book, the other reported (with or without a club on the quote)', () => {
    const event: RawOddsEvent = { id: 'evt-1', away: 'NYY', home: 'BOS', commenceTime: '2026-08-22T23:11:00Z' };
    const games = rowsOf().games.map((g) => ({ ...g, gameTime: '2026-08-22T23:10:00Z' }));
    for (const team of ['BOS', null]) {
      const odds = [
        quote('Rafael Devers', team, 'fanduel', 400, event),
        quote('Rafaël Devers', team, 'fanduel', 420, event),
        quote('Rafael Devers', team, 'draftkings', 390, event),
      ];
      const { join, batters } = project({ games, odds });
      expect(priced(batters.find((b) => b.name === 'Rafael Devers')!), String(team)).toEqual(['draftkings 390', 'fanduel 400']);
      expect(join.inputWarnings.get('odds')).toEqual([
        'fanduel lists Rafael Devers and Rafaël Devers (BOS, game 777001 (NYY@BOS)), one hitter: the first price +400 is kept, +420 is not used',
      ]);
    }
  });

  it('a suffix marks two people: each keeps his own price', () => {
    const odds = [quote('Rafael Devers', 'BOS', 'fanduel', 400), quote('Rafael Devers Jr.', 'BOS', 'fanduel', 900)];
    const { join, batters } = project({ odds });
    expect(priced(batters.find((b) => b.name === 'Rafael Devers')!)).toEqual(['fanduel 400']);
    expect(join.inputWarnings.get('odds')).toBeUndefined();
  });
});
