/**
 * What a real slate brings that a plain one does not, added to the drawn slate so
 * the demo and every browser test exercise it (issue 20):
 * - a split doubleheader: the first game's clubs play again; game 1 moves to an
 *   afternoon start, game 2 keeps the evening one with its own gamePk and the next
 *   starters in each rotation, the same batters;
 * - a two-way player: one club's starter also bats, as its DH;
 * - a neutral-site game: one game is played at a venue no club calls home;
 * - an opener announced late: one club's lineup lists a reliever (no start this season,
 *   short outings) as its starter while the schedule still names its probable starter.
 * Applied after every random draw (odds, BvP, tuning read the drawn slate), and
 * without drawing: the rest of the sample is the same whatever these add.
 */
import { OPENER_RULE } from '../../domain/spec-constants.ts';
import { club } from './clubs.ts';
import { utcTimestamp } from './dates.ts';
import type { Pitcher, Schedule, SlateGame } from './league.ts';

/** A neutral site of the MLB calendar (the Mexico City Series), UTC-6 in August. */
export const NEUTRAL_SITE = { venue: 'Estadio Alfredo Harp Helú', utcOffset: -6 } as const;
/** Game 1 of the doubleheader: 1:05 pm local. */
const GAME_ONE_LOCAL_MINUTES = 13 * 60 + 5;

/** The next starter in a club's rotation after the one starting game 1. */
function nextStarter(pitchers: readonly Pitcher[], starter: Pitcher): Pitcher {
  const rotation = pitchers.filter((p) => p.team === starter.team && p.copy === starter.copy && p.role === 'SP');
  return rotation[(rotation.indexOf(starter) + 1) % rotation.length]!;
}

/** A club's reliever the pipeline reads as an opener (OPENER_RULE: no start, enough games, short outings). */
function openerOf(pitchers: readonly Pitcher[], team: string, copy: number): Pitcher | undefined {
  const { maxGamesStarted, minGames, maxInningsPerGame } = OPENER_RULE;
  return pitchers.find(
    (p) =>
      p.team === team &&
      p.copy === copy &&
      p.role === 'RP' &&
      p.trade === null &&
      p.season.GS <= maxGamesStarted &&
      p.season.G >= minGames &&
      p.season.outs / 3 / p.season.G <= maxInningsPerGame,
  );
}

/** The slate with a doubleheader (game 0 of copy 0), a two-way player (game 1), a neutral site (game 2) and an opener (game 3). */
export function withRealDays(slate: readonly SlateGame[], pitchers: readonly Pitcher[], schedules: readonly Schedule[]): SlateGame[] {
  const games = slate.map((g) => ({ ...g, away: { ...g.away }, home: { ...g.home } }));
  const firsts = games.filter((g) => g.copy === 0);
  if (firsts.length < 4 || schedules.length === 0) return games;
  const [dhGame, twoWayGame, neutralGame, openerGame] = firsts as [SlateGame, SlateGame, SlateGame, SlateGame];

  const nightcap: SlateGame = {
    ...dhGame,
    gamePk: dhGame.gamePk + 1,
    gameNumber: 2,
    doubleHeader: 'S',
    away: { ...dhGame.away, starter: nextStarter(pitchers, dhGame.away.starter) },
    home: { ...dhGame.home, starter: nextStarter(pitchers, dhGame.home.starter) },
  };
  Object.assign(dhGame, {
    doubleHeader: 'S',
    gameTime: utcTimestamp(dhGame.date, GAME_ONE_LOCAL_MINUTES, club(dhGame.home.team).utcOffset),
  });
  games.splice(games.indexOf(dhGame) + 1, 0, nightcap);

  const dh = twoWayGame.home.batters.find((slot) => slot.position === 'DH') ?? twoWayGame.home.batters.at(-1)!;
  twoWayGame.home.starterBatsIn = dh.order;
  const starter = twoWayGame.home.starter;
  // He bats: a line for the batting exports (a starter who is also his club's DH).
  starter.batting ??= {
    G: 40,
    PA: 160,
    AB: 142,
    H: 38,
    singles: 22,
    doubles: 8,
    triples: 1,
    HR: 7,
    R: 20,
    RBI: 22,
    SB: 1,
    CS: 0,
    BB: 15,
    IBB: 1,
    HBP: 2,
    SF: 1,
    SO: 41,
  };

  Object.assign(neutralGame, {
    venue: NEUTRAL_SITE.venue,
    gameTime: utcTimestamp(neutralGame.date, 19 * 60 + 5, NEUTRAL_SITE.utcOffset),
  });

  const opener = openerOf(pitchers, openerGame.home.team, openerGame.copy);
  if (opener) openerGame.home = { ...openerGame.home, probable: openerGame.home.starter, starter: opener };
  return games;
}
