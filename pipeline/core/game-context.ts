/**
 * A game's context as the model reads it, from the lineups and the schedule: the
 * weather text, the temperature it states, the weather terms' conditions (weather.ts),
 * and the park the game is played in.
 * One rule each, used where the slate is settled (and reported) and where the games
 * are assembled. Pure.
 */
import type { GameConditions } from '../../domain/probability/index.ts';
import { MODEL_DEFAULTS } from '../../domain/spec-constants.ts';
import { clubOfVenue } from '../../domain/teams.ts';
import type { RawGame, RawLineupTeam } from '../inputs/rows.ts';
import { conditionsOfTexts, parkOrientation, temperatureOfText } from './weather.ts';

export interface GameWeather {
  /** The weather text shown: the lineups', else the schedule's. */
  weather: string | null;
  /** °F: the first text (lineups, schedule, a player row) that states one with a degree unit, else the default. */
  temperature: number;
  /** The model's weather terms read from the texts and the park (null: unknown, no terms). */
  conditions: GameConditions | null;
  /** Set when a weather text was given but none states a temperature (the default is shown), or its wind or roof cannot be read. */
  note: string | null;
}

export function gameWeather(away: RawLineupTeam, home: RawLineupTeam, scheduled: RawGame | null): GameWeather {
  const texts = [away.weather, home.weather, scheduled?.weather ?? null, ...[away, home].flatMap((e) => e.players.map((p) => p.weather))].filter(
    (t): t is string => t !== null && t !== undefined && t.trim() !== '',
  );
  const weather = texts[0] ?? null;
  const { conditions, notes } = conditionsOfTexts(texts, parkOrientation(scheduled?.venue ?? null, home.team));
  const stated = texts.map(temperatureOfText).find((t) => t !== null) ?? null;
  if (stated === null && weather !== null) {
    notes.unshift(`no temperature with a degree unit in the weather text: the default ${MODEL_DEFAULTS.temperature} °F is used`);
  }
  return { weather, temperature: stated ?? MODEL_DEFAULTS.temperature, conditions, note: notes.length > 0 ? notes.join('; ') : null };
}

export interface GamePark {
  /** The club whose park the game is played in; null at a neutral site (no club's park: a neutral park factor). */
  parkTeam: string | null;
  /** Set when the park is not the home club's. */
  note: string | null;
}

const sameVenue = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The park of a game from the schedule's venue: the club that calls the venue home
 * (domain/teams.ts HOME_PARKS, else a park-factor row of that venue), else a neutral
 * site. No venue: the home club's park.
 */
export function gamePark(venue: string | null, home: string, parks: readonly { team: string; venue: string }[]): GamePark {
  if (venue === null || venue.trim() === '') return { parkTeam: home, note: null };
  const club = clubOfVenue(venue) ?? parks.find((p) => sameVenue(p.venue, venue))?.team ?? null;
  if (club === home) return { parkTeam: home, note: null };
  if (club !== null) return { parkTeam: club, note: `played at ${venue}, ${club}'s park: scored with that park, not ${home}'s` };
  return { parkTeam: null, note: `played at ${venue}, a neutral site: scored with a neutral park factor (${MODEL_DEFAULTS.parkFactor}), not ${home}'s park` };
}

/** MLB detailedState values of a game that will not be played on its date. */
const NOT_PLAYED = /postponed|cancell?ed|suspended/i;

export const isNotPlayed = (game: RawGame): boolean => game.status !== null && NOT_PLAYED.test(game.status);
