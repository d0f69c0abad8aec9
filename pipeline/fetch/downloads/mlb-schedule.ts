/**
 * Source "schedule": the MLB Stats API schedule (probable pitchers, posted
 * lineups, venue, MLB's game weather), the boxscore fallback for lineups, the
 * venues (coordinates, azimuth, roof) and an Open-Meteo forecast per park at
 * first pitch → lineups.json and matchup_data.json.
 */
import { parkOrientation } from '../../core/weather.ts';
import { buildUrl } from '../endpoints.ts';
import { bytesOf, failureReason, parseJsonBody, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { addDays } from '../transforms/dates.ts';
import {
  lastCompletedGames,
  lineupFromBoxscore,
  lineupKey,
  lineupsJson,
  LINEUP_SOURCE_GAME_TYPE,
  matchupDataJson,
  positionsInGame,
  scheduledGames,
  slatePlayers,
  startTimeNote,
  venuesFrom,
  type ScheduledGame,
  type Side,
  type TeamLineup,
  type Venue,
} from '../transforms/mlb-schedule.ts';
import { forecastAt, OPEN_METEO_HOURLY } from '../transforms/open-meteo.ts';
import { DOME_TEXT, forecastWeatherText, mlbWeatherText } from '../transforms/weather-text.ts';

/** How far back the projected lineup may come from. */
export const PROJECTION_LOOKBACK_DAYS = 7;

const SIDES = ['away', 'home'] as const;

async function boxscore(ctx: SourceContext, gamePk: number, final: boolean): Promise<unknown> {
  const url = buildUrl(ctx.endpoints.mlbStatsApi, `/api/v1/game/${gamePk}/boxscore`);
  const response = await ctx.http.get(url, { source: 'mlb', cache: final ? 'immutable' : 'conditional', expect: 'json' });
  return parseJsonBody(response, `the boxscore of game ${gamePk}`);
}

async function resolveLineups(ctx: SourceContext, games: readonly ScheduledGame[]): Promise<Map<string, TeamLineup>> {
  const lineups = new Map<string, TeamLineup>();
  const open: { game: ScheduledGame; side: Side }[] = [];
  for (const game of games) {
    for (const side of SIDES) {
      const posted = game[side].postedLineup;
      if (posted !== null) lineups.set(lineupKey(game.gamePk, side), { slots: posted, status: 'confirmed' });
      else open.push({ game, side });
    }
  }
  // Every game's own boxscore: the position each starter plays today, and a batting order the schedule may not show yet.
  for (const game of games) {
    try {
      const box = await boxscore(ctx, game.gamePk, false);
      for (const side of SIDES) {
        const key = lineupKey(game.gamePk, side);
        const posted = lineups.get(key);
        if (posted !== undefined) {
          const positions = positionsInGame(box, side);
          lineups.set(key, {
            ...posted,
            slots: posted.slots.map((slot) => ({ ...slot, position: slot.id === null ? null : (positions.get(slot.id) ?? null) })),
          });
          continue;
        }
        const slots = lineupFromBoxscore(box, side);
        if (slots !== null) lineups.set(key, { slots, status: 'confirmed' });
      }
    } catch (e) {
      ctx.note(`boxscore of game ${game.gamePk} unavailable: ${failureReason(e)}`);
    }
  }
  const unposted = open.filter((o) => !lineups.has(lineupKey(o.game.gamePk, o.side)));
  if (unposted.length === 0) return lineups;
  // Not posted yet: project the starting nine of each team's last completed game.
  try {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/schedule', {
      sportId: 1,
      startDate: addDays(ctx.date, -PROJECTION_LOOKBACK_DAYS),
      endDate: addDays(ctx.date, -1),
      gameType: LINEUP_SOURCE_GAME_TYPE,
      hydrate: 'team',
    });
    const recent = lastCompletedGames(parseJsonBody(await ctx.http.get(url, { source: 'mlb', expect: 'json' }), 'the recent schedule'));
    for (const { game, side } of unposted) {
      const last = recent.get(game[side].team);
      if (last === undefined) continue;
      try {
        const slots = lineupFromBoxscore(await boxscore(ctx, last.gamePk, true), last.side);
        if (slots !== null) lineups.set(lineupKey(game.gamePk, side), { slots, status: 'projected' });
      } catch (e) {
        ctx.note(`last game of ${game[side].team} (${last.gamePk}) unavailable: ${failureReason(e)}`);
      }
    }
  } catch (e) {
    ctx.note(`no projected lineups: the recent schedule is unavailable (${failureReason(e)})`);
  }
  return lineups;
}

async function fetchVenues(ctx: SourceContext, games: readonly ScheduledGame[]): Promise<Map<number, Venue>> {
  const ids = [...new Set(games.map((g) => g.venueId).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  try {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/venues', { venueIds: ids.join(','), hydrate: 'location,fieldInfo' });
    return venuesFrom(parseJsonBody(await ctx.http.get(url, { source: 'mlb', expect: 'json' }), 'the venues'));
  } catch (e) {
    ctx.note(`venues unavailable, so no forecasts or roof marks: ${failureReason(e)}`);
    return new Map();
  }
}

async function weatherByGame(ctx: SourceContext, games: readonly ScheduledGame[], venues: ReadonlyMap<number, Venue>): Promise<Map<number, string | null>> {
  const texts = new Map<number, string | null>();
  const counts = { forecast: 0, dome: 0, mlb: 0, none: 0 };
  for (const game of games) {
    const venue = game.venueId !== null ? venues.get(game.venueId) : undefined;
    const roof = venue?.roof ?? 'unknown';
    if (roof === 'dome') {
      texts.set(game.gamePk, DOME_TEXT);
      counts.dome++;
      continue;
    }
    let text: string | null = null;
    if (game.timeSource !== 'placeholder' && venue?.latitude != null && venue.longitude != null) {
      try {
        const url = buildUrl(ctx.endpoints.openMeteo, '/v1/forecast', {
          latitude: venue.latitude,
          longitude: venue.longitude,
          hourly: OPEN_METEO_HOURLY.join(','),
          temperature_unit: 'fahrenheit',
          wind_speed_unit: 'mph',
          precipitation_unit: 'inch',
          timezone: 'GMT',
          start_date: game.gameTime.slice(0, 10),
          end_date: addDays(game.gameTime.slice(0, 10), 1),
        });
        const forecast = forecastAt(
          parseJsonBody(await ctx.http.get(url, { source: 'open-meteo', cache: 'none', expect: 'json' }), 'the Open-Meteo forecast'),
          game.gameTime,
        );
        // MLB's bearing of the venue, else the park table's (core/weather.ts PARK_ORIENTATIONS).
        const bearing = venue.azimuthDegrees ?? parkOrientation(venue.name, game.home.team)?.bearing ?? null;
        text = forecastWeatherText(roof, bearing, forecast);
      } catch (e) {
        ctx.note(`forecast for ${game.away.team}@${game.home.team} unavailable: ${failureReason(e)}`);
      }
    }
    if (text !== null) counts.forecast++;
    else {
      text = mlbWeatherText(roof, game.mlbWeather);
      if (text !== null) counts.mlb++;
      else counts.none++;
    }
    // A TBD start says whose time the weather is for.
    const note = startTimeNote(game);
    texts.set(game.gamePk, note === null ? text : text === null ? note : `${text} (${note})`);
  }
  if (games.length > 0) {
    ctx.note(`weather: ${counts.forecast} Open-Meteo forecasts, ${counts.dome} domes, ${counts.mlb} from MLB's game weather, ${counts.none} without weather`);
  }
  return texts;
}

export const scheduleSource: SourceFetcher = {
  id: 'schedule',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/schedule', {
      sportId: 1,
      date: ctx.date,
      hydrate: 'probablePitcher,lineups,venue,weather,team',
    });
    const { games, skipped } = scheduledGames(parseJsonBody(await ctx.http.get(url, { source: 'mlb', expect: 'json' }), 'the schedule'), ctx.date);
    for (const s of skipped) ctx.note(`skipped ${s}`);
    const lineups = await resolveLineups(ctx, games);
    const venues = await fetchVenues(ctx, games);
    const weather = await weatherByGame(ctx, games, venues);
    const players = slatePlayers(games, lineups);
    ctx.slate = { games, playerIds: players.ids, teamByName: players.teamByName };

    const statuses = [...lineups.values()].map((l) => l.status);
    const confirmed = statuses.filter((s) => s === 'confirmed').length;
    const projected = statuses.filter((s) => s === 'projected').length;
    const unavailable = games.length * 2 - confirmed - projected;
    const lineupSummary = `${games.length} games; lineups: ${confirmed} confirmed, ${projected} projected, ${unavailable} not available`;
    return [
      bytesOf('lineups.json', `${JSON.stringify(lineupsJson(games, lineups, weather), null, 2)}\n`, lineupSummary),
      bytesOf('matchup_data.json', `${JSON.stringify(matchupDataJson(games, venues, weather), null, 2)}\n`, `${games.length} games`),
    ];
  },
};
