/**
 * MLB Stats API schedule, boxscore and venue responses → the day's games,
 * lineups and parks, and from those the two inputs `lineups.json` (spec shape:
 * one entry per team, consecutive (away, home) pairs) and `matchup_data.json`.
 *
 * A team's lineup is CONFIRMED only when its batting order is posted: the
 * schedule's `lineups` hydration (`awayPlayers` / `homePlayers`, in batting
 * order), else the game's own boxscore (players whose `battingOrder` is "100",
 * "200", ... "900"; "101", "901" are substitutes). With neither, the lineup is
 * PROJECTED from the starting nine of the team's last completed REGULAR-SEASON
 * game (spring training is not a lineup), and is marked unconfirmed. The probable
 * pitcher is the "SP" entry of each team. A batter's position is the one he plays
 * in that game (the boxscore's `position` for his batting-order entry), never his
 * `primaryPosition`.
 *
 * The schedule is read as the API means it: `officialDate` is the slate date,
 * `gameNumber` and `doubleHeader` tell the two games of a doubleheader apart, and
 * `status.startTimeTBD` marks a game whose `gameDate` is only a placeholder (game 2
 * of a traditional doubleheader carries about 3:30 AM ET the next day): its time is
 * estimated as the first game's start plus DOUBLEHEADER_GAP_HOURS, the weather is
 * read for that estimate and the text says so.
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

export type DoubleHeader = 'N' | 'Y' | 'S';

export interface ScheduledGame {
  gamePk: number;
  /** The slate date the league files the game under (YYYY-MM-DD). */
  officialDate: string;
  /** First pitch, ISO UTC; for a start time still to be decided, the estimate (see startTimeTBD). */
  gameTime: string;
  /** 1, or 2 for the second game of a doubleheader. */
  gameNumber: 1 | 2;
  /** N: a single game; Y: a traditional doubleheader (one ticket); S: a split doubleheader. */
  doubleHeader: DoubleHeader;
  /** The league has not set the start time: `gameTime` is estimated from game 1 (or the API's placeholder when there is none). */
  startTimeTBD: boolean;
  /** set: the league's time; estimated: a TBD start estimated from game 1; placeholder: a TBD start with no game 1 to estimate from. */
  timeSource: 'set' | 'estimated' | 'placeholder';
  /** MLB's detailedState ('Scheduled', 'Pre-Game', 'Warmup', ...). */
  status: string;
  away: ScheduledSide;
  home: ScheduledSide;
  venueId: number | null;
  venueName: string | null;
  mlbWeather: MlbWeather | null;
}

/** Game types that make a slate: regular season and the four postseason rounds. */
export const SLATE_GAME_TYPES = new Set(['R', 'F', 'D', 'L', 'W']);
/** The game type a projected lineup may come from: regular season only (never spring training 'S' or exhibitions 'E'). */
export const LINEUP_SOURCE_GAME_TYPE = 'R';
/** Game 2 of a doubleheader with no set time starts about this long after game 1's first pitch (a game and the break between). */
export const DOUBLEHEADER_GAP_HOURS = 3.5;
const NOT_PLAYED = /postponed|cancel+ed|suspended/i;

function pitcherOf(v: unknown): Pitcher | null {
  const name = asText(at(v, 'fullName'));
  return name === null ? null : { id: asNumber(at(v, 'id')), name };
}

/** The schedule's posted batting order; positions come from the game's boxscore (positionsInGame), not from here. */
function slotsFromPlayers(players: unknown): LineupSlot[] | null {
  const slots: LineupSlot[] = [];
  for (const p of asArray(players)) {
    const name = asText(at(p, 'fullName'));
    if (name === null) continue;
    slots.push({ order: slots.length + 1, id: asNumber(at(p, 'id')), name, position: null });
    if (slots.length === 9) break;
  }
  return slots.length === 0 ? null : slots;
}

/** Player id → the position he plays in this game, for one side of a boxscore (the batting-order entries only). */
export function positionsInGame(boxscore: unknown, side: Side): Map<number, string> {
  const positions = new Map<number, string>();
  for (const p of Object.values(asObject(at(boxscore, 'teams', side, 'players')) ?? {})) {
    const order = asNumber(at(p, 'battingOrder'));
    const id = asNumber(at(p, 'person', 'id'));
    const position = asText(at(p, 'position', 'abbreviation'));
    if (order === null || order % 100 !== 0 || id === null || position === null) continue;
    positions.set(id, position);
  }
  return positions;
}

const DH_KINDS = new Set<DoubleHeader>(['N', 'Y', 'S']);

/** Sets the estimated first pitch of each TBD game: its game 1's (same two teams) start plus DOUBLEHEADER_GAP_HOURS. */
function estimateTbdStarts(games: ScheduledGame[]): void {
  for (const game of games) {
    if (!game.startTimeTBD) continue;
    const first = games.find((g) => g !== game && !g.startTimeTBD && g.gameNumber === 1 && g.away.team === game.away.team && g.home.team === game.home.team);
    if (first === undefined) {
      game.timeSource = 'placeholder';
      continue;
    }
    game.gameTime = new Date(Date.parse(first.gameTime) + DOUBLEHEADER_GAP_HOURS * 3_600_000).toISOString().replace('.000Z', 'Z');
    game.timeSource = 'estimated';
  }
}

/** What a TBD start's weather text adds, so the reader knows whose time it is for; null for a set time. */
export function startTimeNote(game: Pick<ScheduledGame, 'timeSource'>): string | null {
  if (game.timeSource === 'estimated') return `start time TBD: weather for game 1's first pitch plus ${DOUBLEHEADER_GAP_HOURS} hours`;
  if (game.timeSource === 'placeholder') return "start time TBD: no forecast for the league's placeholder time";
  return null;
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
      const doubleHeader = asText(at(g, 'doubleHeader'));
      games.push({
        gamePk,
        officialDate,
        gameTime,
        gameNumber: asNumber(at(g, 'gameNumber')) === 2 ? 2 : 1,
        doubleHeader: doubleHeader !== null && DH_KINDS.has(doubleHeader as DoubleHeader) ? (doubleHeader as DoubleHeader) : 'N',
        startTimeTBD: at(g, 'status', 'startTimeTBD') === true,
        timeSource: 'set',
        status: state || 'Scheduled',
        away,
        home,
        venueId: asNumber(at(g, 'venue', 'id')),
        venueName: asText(at(g, 'venue', 'name')),
        mlbWeather: weather === null ? null : { condition: asText(weather.condition), temp: asText(weather.temp), wind: asText(weather.wind) },
      });
    }
  }
  estimateTbdStarts(games);
  games.sort((a, b) => a.gameTime.localeCompare(b.gameTime) || a.gameNumber - b.gameNumber || a.gamePk - b.gamePk);
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

/** For each team, its latest completed regular-season game (gamePk and side) in a multi-day schedule. */
export function lastCompletedGames(schedule: unknown): Map<string, { gamePk: number; side: Side; gameTime: string }> {
  const latest = new Map<string, { gamePk: number; side: Side; gameTime: string }>();
  for (const day of asArray(at(schedule, 'dates'))) {
    for (const g of asArray(at(day, 'games'))) {
      if (asText(at(g, 'status', 'abstractGameState')) !== 'Final') continue;
      if ((asText(at(g, 'gameType')) ?? LINEUP_SOURCE_GAME_TYPE) !== LINEUP_SOURCE_GAME_TYPE) continue;
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
  /** The game this lineup is for (tells the two games of a doubleheader apart). */
  gamePk: number;
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
      entries.push({ team: s.team, gamePk: game.gamePk, gameDate: game.officialDate, weather, players });
    }
  }
  return entries;
}

export interface MatchupJson {
  gamePk: number;
  gameDate: string;
  /** The slate date (YYYY-MM-DD), as the league files the game. */
  officialDate: string;
  /** ISO-8601 instant with zone; for a TBD start, the estimate. */
  gameTime: string;
  gameNumber: 1 | 2;
  doubleHeader: DoubleHeader;
  startTimeTBD: boolean;
  /** MLB's detailedState. */
  status: string;
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
    officialDate: g.officialDate,
    gameTime: g.gameTime,
    gameNumber: g.gameNumber,
    doubleHeader: g.doubleHeader,
    startTimeTBD: g.startTimeTBD,
    status: g.status,
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
