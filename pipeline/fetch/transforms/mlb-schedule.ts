/**
 * MLB Stats API schedule, boxscore and venue responses → the day's games,
 * lineups and parks, and from those the two inputs `lineups.json` (spec shape:
 * one entry per team, consecutive (away, home) pairs) and `matchup_data.json`.
 *
 * A team's lineup is CONFIRMED only when its batting order is posted: the
 * schedule's `lineups` hydration (`awayPlayers` / `homePlayers`, in batting
 * order), else the game's own boxscore (players whose `battingOrder` is "100",
 * "200", ... "900"; "101", "901" are substitutes). With neither, the lineup is
 * PROJECTED from the starting nine of the team's last completed game, and is
 * marked unconfirmed. The probable pitcher is the "SP" entry of each team.
 */
import { normaliseTeam } from '../../../domain/teams.ts';
import { asArray, asNumber, asObject, asText, at } from './json-access.ts';
import { roofKind, type RoofKind } from './weather-text.ts';

export interface Pitcher {
  id: number | null;
  name: string;
}

export interface LineupSlot {
  /** 1-9. */
  order: number;
  id: number | null;
  name: string;
  position: string | null;
}

export type Side = 'away' | 'home';

export interface ScheduledSide {
  team: string;
  teamName: string;
  probable: Pitcher | null;
  /** The posted batting order from the schedule's lineups hydration; null when not posted. */
  postedLineup: LineupSlot[] | null;
}

export interface MlbWeather {
  condition: string | null;
  temp: string | null;
  wind: string | null;
}

export interface ScheduledGame {
  gamePk: number;
  /** The slate date the league files the game under (YYYY-MM-DD). */
  officialDate: string;
  /** First pitch, ISO UTC. */
  gameTime: string;
  away: ScheduledSide;
  home: ScheduledSide;
  venueId: number | null;
  venueName: string | null;
  mlbWeather: MlbWeather | null;
}

/** Game types that make a slate: regular season and the four postseason rounds. */
export const SLATE_GAME_TYPES = new Set(['R', 'F', 'D', 'L', 'W']);
const NOT_PLAYED = /postponed|cancel+ed|suspended/i;

function pitcherOf(v: unknown): Pitcher | null {
  const name = asText(at(v, 'fullName'));
  return name === null ? null : { id: asNumber(at(v, 'id')), name };
}

function slotsFromPlayers(players: unknown): LineupSlot[] | null {
  const slots: LineupSlot[] = [];
  for (const p of asArray(players)) {
    const name = asText(at(p, 'fullName'));
    if (name === null) continue;
    slots.push({ order: slots.length + 1, id: asNumber(at(p, 'id')), name, position: asText(at(p, 'primaryPosition', 'abbreviation')) });
    if (slots.length === 9) break;
  }
  return slots.length === 0 ? null : slots;
}

/** The day's games from `/api/v1/schedule?sportId=1&date=D&hydrate=probablePitcher,lineups,venue,weather,team`. */
export function scheduledGames(schedule: unknown, date: string): { games: ScheduledGame[]; skipped: string[] } {
  const games: ScheduledGame[] = [];
  const skipped: string[] = [];
  for (const day of asArray(at(schedule, 'dates'))) {
    for (const g of asArray(at(day, 'games'))) {
      const gamePk = asNumber(at(g, 'gamePk'));
      const officialDate = asText(at(g, 'officialDate')) ?? asText(at(day, 'date'));
      const gameTime = asText(at(g, 'gameDate'));
      if (gamePk === null || officialDate !== date || gameTime === null) continue;
      const type = asText(at(g, 'gameType')) ?? 'R';
      if (!SLATE_GAME_TYPES.has(type)) continue;
      const state = asText(at(g, 'status', 'detailedState')) ?? '';
      if (NOT_PLAYED.test(state)) {
        skipped.push(`game ${gamePk}: ${state}`);
        continue;
      }
      const sideOf = (side: Side): ScheduledSide | null => {
        const team = at(g, 'teams', side, 'team');
        const teamName = asText(at(team, 'name')) ?? '';
        const code = normaliseTeam(asText(at(team, 'abbreviation'))) ?? normaliseTeam(teamName);
        if (code === null) return null;
        return {
          team: code,
          teamName,
          probable: pitcherOf(at(g, 'teams', side, 'probablePitcher')),
          postedLineup: slotsFromPlayers(at(g, 'lineups', side === 'away' ? 'awayPlayers' : 'homePlayers')),
        };
      };
      const away = sideOf('away');
      const home = sideOf('home');
      if (away === null || home === null) {
        skipped.push(`game ${gamePk}: unknown team (${asText(at(g, 'teams', 'away', 'team', 'name'))} at ${asText(at(g, 'teams', 'home', 'team', 'name'))})`);
        continue;
      }
      const weather = asObject(at(g, 'weather'));
      games.push({
        gamePk,
        officialDate,
        gameTime,
        away,
        home,
        venueId: asNumber(at(g, 'venue', 'id')),
        venueName: asText(at(g, 'venue', 'name')),
        mlbWeather: weather === null ? null : { condition: asText(weather.condition), temp: asText(weather.temp), wind: asText(weather.wind) },
      });
    }
  }
  games.sort((a, b) => a.gameTime.localeCompare(b.gameTime) || a.gamePk - b.gamePk);
  return { games, skipped };
}

/** The starting nine of one side of `/api/v1/game/{gamePk}/boxscore`; null when no batting order is posted. */
export function lineupFromBoxscore(boxscore: unknown, side: Side): LineupSlot[] | null {
  const players = asObject(at(boxscore, 'teams', side, 'players'));
  if (players === null) return null;
  const bySlot = new Map<number, LineupSlot>();
  for (const p of Object.values(players)) {
    const order = asNumber(at(p, 'battingOrder'));
    if (order === null || order % 100 !== 0 || order < 100 || order > 900) continue;
    const slot = order / 100;
    const name = asText(at(p, 'person', 'fullName'));
    if (name === null || bySlot.has(slot)) continue;
    bySlot.set(slot, { order: slot, id: asNumber(at(p, 'person', 'id')), name, position: asText(at(p, 'position', 'abbreviation')) });
  }
  if (bySlot.size === 0) return null;
  return [...bySlot.values()].sort((a, b) => a.order - b.order);
}

/** For each team, its latest completed game (gamePk and side) in a multi-day schedule. */
export function lastCompletedGames(schedule: unknown): Map<string, { gamePk: number; side: Side; gameTime: string }> {
  const latest = new Map<string, { gamePk: number; side: Side; gameTime: string }>();
  for (const day of asArray(at(schedule, 'dates'))) {
    for (const g of asArray(at(day, 'games'))) {
      if (asText(at(g, 'status', 'abstractGameState')) !== 'Final') continue;
      const gamePk = asNumber(at(g, 'gamePk'));
      const gameTime = asText(at(g, 'gameDate'));
      if (gamePk === null || gameTime === null) continue;
      for (const side of ['away', 'home'] as const) {
        const team = at(g, 'teams', side, 'team');
        const code = normaliseTeam(asText(at(team, 'abbreviation'))) ?? normaliseTeam(asText(at(team, 'name')));
        if (code === null) continue;
        const current = latest.get(code);
        if (current === undefined || current.gameTime < gameTime) latest.set(code, { gamePk, side, gameTime });
      }
    }
  }
  return latest;
}

export interface Venue {
  id: number;
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Compass bearing from home plate to centre field. */
  azimuthDegrees: number | null;
  roof: RoofKind;
}

/** `/api/v1/venues?venueIds=...&hydrate=location,fieldInfo`. */
export function venuesFrom(response: unknown): Map<number, Venue> {
  const venues = new Map<number, Venue>();
  for (const v of asArray(at(response, 'venues'))) {
    const id = asNumber(at(v, 'id'));
    if (id === null) continue;
    venues.set(id, {
      id,
      name: asText(at(v, 'name')),
      latitude: asNumber(at(v, 'location', 'defaultCoordinates', 'latitude')),
      longitude: asNumber(at(v, 'location', 'defaultCoordinates', 'longitude')),
      azimuthDegrees: asNumber(at(v, 'location', 'azimuthAngle')),
      roof: roofKind(asText(at(v, 'fieldInfo', 'roofType'))),
    });
  }
  return venues;
}

export type LineupStatus = 'confirmed' | 'projected' | 'none';

export interface TeamLineup {
  slots: LineupSlot[];
  status: LineupStatus;
}

export const lineupKey = (gamePk: number, side: Side): string => `${gamePk}:${side}`;

export interface LineupPlayerJson {
  name: string;
  battingOrder: number | 'SP';
  position: string | null;
  confirmed: boolean;
  weather: string | null;
  id: number | null;
}

export interface LineupEntryJson {
  team: string;
  gameDate: string;
  weather: string | null;
  players: LineupPlayerJson[];
}

/** lineups.json: for every game, the away entry then the home entry. */
export function lineupsJson(
  games: readonly ScheduledGame[],
  lineups: ReadonlyMap<string, TeamLineup>,
  weatherByGame: ReadonlyMap<number, string | null>,
): LineupEntryJson[] {
  const entries: LineupEntryJson[] = [];
  for (const game of games) {
    const weather = weatherByGame.get(game.gamePk) ?? null;
    for (const side of ['away', 'home'] as const) {
      const s = game[side];
      const lineup = lineups.get(lineupKey(game.gamePk, side)) ?? { slots: [], status: 'none' as const };
      const confirmed = lineup.status === 'confirmed';
      const players: LineupPlayerJson[] = lineup.slots.map((slot) => ({
        name: slot.name,
        battingOrder: slot.order,
        position: slot.position,
        confirmed,
        weather,
        id: slot.id,
      }));
      if (s.probable !== null) {
        players.push({ name: s.probable.name, battingOrder: 'SP', position: 'P', confirmed, weather, id: s.probable.id });
      }
      entries.push({ team: s.team, gameDate: game.officialDate, weather, players });
    }
  }
  return entries;
}

export interface MatchupJson {
  gamePk: number;
  gameDate: string;
  gameTime: string;
  away: string;
  home: string;
  venue: string | null;
  weather: string | null;
  awayPitcher: { name: string; id: number | null } | null;
  homePitcher: { name: string; id: number | null } | null;
}

/** matchup_data.json: one record per game. */
export function matchupDataJson(
  games: readonly ScheduledGame[],
  venues: ReadonlyMap<number, Venue>,
  weatherByGame: ReadonlyMap<number, string | null>,
): MatchupJson[] {
  return games.map((g) => ({
    gamePk: g.gamePk,
    gameDate: g.officialDate,
    gameTime: g.gameTime,
    away: g.away.team,
    home: g.home.team,
    venue: (g.venueId !== null ? venues.get(g.venueId)?.name : null) ?? g.venueName,
    weather: weatherByGame.get(g.gamePk) ?? null,
    awayPitcher: g.away.probable === null ? null : { name: g.away.probable.name, id: g.away.probable.id },
    homePitcher: g.home.probable === null ? null : { name: g.home.probable.name, id: g.home.probable.id },
  }));
}

/** Every player of the slate (lineups and probable starters): ids, and name → team for the odds. */
export function slatePlayers(games: readonly ScheduledGame[], lineups: ReadonlyMap<string, TeamLineup>): { ids: Set<number>; teamByName: Map<string, string> } {
  const ids = new Set<number>();
  const teamByName = new Map<string, string>();
  for (const g of games) {
    for (const side of ['away', 'home'] as const) {
      const people = [...(lineups.get(lineupKey(g.gamePk, side))?.slots ?? []), ...(g[side].probable ? [g[side].probable] : [])];
      for (const p of people) {
        if (p.id !== null) ids.add(p.id);
        teamByName.set(p.name, g[side].team);
      }
    }
  }
  return { ids, teamByName };
}
