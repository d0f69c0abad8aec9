/**
 * Today's games, in first-pitch order (domain/games.ts; each game's away side before its home side): the lineup entries paired by game identity (slate-lineups.ts), each given its schedule
 * row (start time, venue, probable starters), its weather and its park. Each team
 * also gets its side of the game: the opponent, the starter it faces, and the park
 * factor and temperature the model reads.
 */
import type { Game, LineupSide, ParkFactorRow } from '../../domain/contracts/index.ts';
import { compareFirstPitch } from '../../domain/games.ts';
import { parkFactorMultiplier } from '../../domain/scoring/park-factor.ts';
import { MODEL_DEFAULTS } from '../../domain/spec-constants.ts';
import { teamName } from '../../domain/teams.ts';
import type { RawGame, RawLineupTeam } from '../inputs/rows.ts';
import type { HandAnswer } from './handedness.ts';
import { hittersOf, lineupStatus, startingPitcherOf } from './lineups.ts';
import { settleSlateLineups } from './slate-lineups.ts';
import { temperatureFromWeather } from './weather.ts';

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
  temperature: number;
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
  const scheduleByTeams = new Map<string, RawGame>();
  for (const g of schedule) if (g.gameDate.slice(0, 10) === date) scheduleByTeams.set(`${g.away}@${g.home}`, g);
  const parkByTeam = new Map(parkRows.map((p) => [p.team, p]));

  const sides: SideContext[] = [];
  const games: Game[] = [];
  for (const { away, home } of settleSlateLineups(LINEUPS_LABEL, date, lineups, schedule).games) {
    const scheduled = scheduleByTeams.get(`${away.team}@${home.team}`) ?? null;
    const weather = away.weather ?? home.weather ?? scheduled?.weather ?? firstPlayerWeather(away, home);
    const temperature = weather === null ? MODEL_DEFAULTS.temperature : temperatureFromWeather(weather);
    const park = parkByTeam.get(home.team) ?? null;
    const awayStarter = starterOf(away, scheduled?.awayPitcher ?? null);
    const homeStarter = starterOf(home, scheduled?.homePitcher ?? null);
    const game: Game = {
      id: scheduled?.gamePk ?? `${date}-${away.team}-${home.team}`,
      gameDate: away.gameDate ?? home.gameDate ?? date,
      gameTime: scheduled?.gameTime ?? null,
      venue: scheduled?.venue ?? park?.venue ?? null,
      weather,
      temperature,
      away: lineupSide(away, awayStarter, handOf),
      home: lineupSide(home, homeStarter, handOf),
    };
    games.push(game);
    const parkFactor = park ? parkFactorMultiplier(park.parkFactor) : MODEL_DEFAULTS.parkFactor;
    sides.push({ entry: away, team: away.team, opponent: home.team, game, opposingStarter: homeStarter, parkFactor, temperature });
    sides.push({ entry: home, team: home.team, opponent: away.team, game, opposingStarter: awayStarter, parkFactor, temperature });
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

function firstPlayerWeather(...entries: RawLineupTeam[]): string | null {
  for (const e of entries) for (const p of e.players) if (p.weather) return p.weather;
  return null;
}
