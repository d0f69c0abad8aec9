/**
 * Today's games, in first-pitch order (domain/games.ts; each game's away side before its home side): the lineup entries paired by game identity (slate-lineups.ts), each given its own schedule
 * row by game id (start time, venue, probable starters: the two games of a doubleheader stay two), its weather and its park
 * (the venue's: a neutral site or another club's park is scored as such, game-context.ts). Each team
 * also gets its side of the game: the opponent, the starter it faces, and the park
 * factor and temperature the model reads.
 */
import type { Game, LineupSide, ParkFactorRow } from '../../domain/contracts/index.ts';
import type { GameConditions } from '../../domain/probability/index.ts';
import { compareFirstPitch } from '../../domain/games.ts';
import { parkFactorMultiplier } from '../../domain/scoring/park-factor.ts';
import { MODEL_DEFAULTS } from '../../domain/spec-constants.ts';
import { teamName } from '../../domain/teams.ts';
import { gamePark, gameWeather } from './game-context.ts';
import type { RawGame, RawLineupTeam } from '../inputs/rows.ts';
import type { HandAnswer } from './handedness.ts';
import { hittersOf, lineupStatus, startingPitcherOf } from './lineups.ts';
import { GAME_KEY_NUMBER, settleSlateLineups } from './slate-lineups.ts';

export interface Starter {
  name: string;
  mlbamId: number | null;
}

export interface SideContext {
  entry: RawLineupTeam;
  team: string;
  opponent: string;
  game: Game;
  /** The opposing starter: from the opponent's lineup (SP) or the schedule's probable pitcher. */
  opposingStarter: Starter | null;
  parkFactor: number;
  /** Whose park the game is played in (null at a neutral site). */
  parkTeam: string | null;
  temperature: number;
  /** The game's weather as the model's terms read it (null: unknown, no weather terms). */
  conditions: GameConditions | null;
}

/** The lineups' issues are reported when the inputs are read (commands/run-slate.ts); here only the games are used. */
const LINEUPS_LABEL = 'lineups';

export function assembleGames(
  date: string,
  lineups: readonly RawLineupTeam[],
  schedule: readonly RawGame[],
  parkRows: readonly ParkFactorRow[],
  handOf: (name: string, fallback: string | null) => HandAnswer,
): { games: Game[]; sides: SideContext[] } {
  const parkByTeam = new Map(parkRows.map((p) => [p.team, p]));

  const sides: SideContext[] = [];
  const games: Game[] = [];
  const fileIds = new Set<string>();
  for (const { away, home, scheduled } of settleSlateLineups(LINEUPS_LABEL, date, lineups, schedule, parkRows).games) {
    const { weather, temperature, conditions } = gameWeather(away, home, scheduled);
    const { parkTeam } = gamePark(scheduled?.venue ?? null, home.team, parkRows);
    const park = parkTeam === null ? null : (parkByTeam.get(parkTeam) ?? null);
    const awayStarter = starterOf(away, scheduled?.awayPitcher ?? null);
    const homeStarter = starterOf(home, scheduled?.homePitcher ?? null);
    const gameNumber = scheduled?.gameNumber ?? null;
    const game: Game = {
      id: scheduled?.gamePk ?? away.gamePk ?? home.gamePk ?? fileGameId(date, away, fileIds),
      gameDate: date,
      gameTime: scheduled?.gameTime ?? null,
      venue: scheduled?.venue ?? park?.venue ?? null,
      weather,
      temperature,
      ...(gameNumber === null ? {} : { gameNumber }),
      away: lineupSide(away, awayStarter, handOf),
      home: lineupSide(home, homeStarter, handOf),
    };
    games.push(game);
    const parkFactor = park ? parkFactorMultiplier(park.parkFactor) : MODEL_DEFAULTS.parkFactor;
    const shared = { game, parkFactor, parkTeam, temperature, conditions };
    sides.push({ ...shared, entry: away, team: away.team, opponent: home.team, opposingStarter: homeStarter });
    sides.push({ ...shared, entry: home, team: home.team, opponent: away.team, opposingStarter: awayStarter });
  }
  games.sort(compareFirstPitch);
  const order = new Map(games.map((g, i) => [g, i]));
  sides.sort((a, b) => order.get(a.game)! - order.get(b.game)!);
  return { games, sides };
}

/** The team's starter: its lineup's SP, else the schedule's probable pitcher. */
function starterOf(entry: RawLineupTeam, probable: RawGame['awayPitcher']): Starter | null {
  const sp = startingPitcherOf(entry);
  return sp ? { name: sp.name, mlbamId: sp.mlbamId } : probable ? { name: probable.name, mlbamId: probable.mlbamId } : null;
}

function lineupSide(entry: RawLineupTeam, starter: Starter | null, handOf: (name: string, fallback: string | null) => HandAnswer): LineupSide {
  return {
    team: entry.team,
    teamName: teamName(entry.team),
    status: lineupStatus(entry.players),
    startingPitcher: starter?.name ?? null,
    players: hittersOf(entry).map((p) => ({
      name: p.name,
      battingOrder: typeof p.battingOrder === 'number' ? p.battingOrder : null,
      position: p.position,
      confirmed: p.confirmed,
      hand: handOf(p.name, p.hand),
    })),
  };
}

/**
 * The id of a game no input gives MLB's game id for: the date and teams, with the flat game_key's
 * game number ("_2") when given; a second game of the same clubs that day without one gets the next
 * free number, so a doubleheader's two games never share an id. `taken` collects the ids given.
 */
function fileGameId(date: string, away: RawLineupTeam, taken: Set<string>): string {
  const number = GAME_KEY_NUMBER.exec(away.game);
  const base = `${date}-${away.team}-${away.homeTeam}`;
  let id = number ? `${base}-${number[1]}` : base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
