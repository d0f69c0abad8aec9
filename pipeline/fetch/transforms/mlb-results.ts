/**
 * game_results.json from the MLB Stats API (docs/inputs.md `game-results`): each game the
 * `/api/v1/schedule` answer lists, in its own shape with the fields the settlement reads, and the
 * final games' `/api/v1/game/{gamePk}/boxscore` answers added as `boxscore`, trimmed to the same
 * shape (each batter's id, name, plate appearances and home runs). A field the answer lacks is
 * left out: the build's adapter (sources/game-results.ts) judges what remains.
 */
import { gameResultState } from '../../sources/game-results.ts';
import { asArray, asObject, asText, at, type JsonObject } from './json-access.ts';

/** The schedule's games, in its order. */
export function scheduleGames(schedule: unknown): JsonObject[] {
  return asArray(at(schedule, 'dates')).flatMap((day) =>
    asArray(at(day, 'games')).flatMap((g): JsonObject[] => {
      const game = asObject(g);
      return game === null ? [] : [game];
    }),
  );
}

/** A final game (the build's rule, sources/game-results.ts): its box score is complete. */
export const isFinalGame = (game: unknown): boolean =>
  gameResultState(asText(at(game, 'status', 'detailedState')) ?? '', asText(at(game, 'status', 'codedGameState'))) === 'final';

const pickKeys = (o: unknown, keys: readonly string[]): JsonObject => {
  const source = asObject(o) ?? {};
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
};

const TEAM_KEYS = ['id', 'name', 'abbreviation'];

/** One side of a box score: its club, the batters' ids and each batter's person and batting line. */
function boxSide(side: unknown): JsonObject {
  const batters = asArray(at(side, 'batters'));
  const players = asObject(at(side, 'players')) ?? {};
  const kept: JsonObject = {};
  for (const id of batters) {
    const player = players[`ID${String(id)}`];
    if (player === undefined) continue;
    kept[`ID${String(id)}`] = {
      person: pickKeys(at(player, 'person'), ['id', 'fullName']),
      stats: { batting: pickKeys(at(player, 'stats', 'batting'), ['plateAppearances', 'homeRuns']) },
    };
  }
  return { team: pickKeys(at(side, 'team'), TEAM_KEYS), batters, players: kept };
}

/** A box score trimmed to what the settlement reads; null when a side lists no batters (not a box score to settle on). */
export function trimmedBoxscore(box: unknown): JsonObject | null {
  const listed = (side: string) => asArray(at(box, 'teams', side, 'batters')).length > 0;
  if (!listed('away') || !listed('home')) return null;
  return { teams: { away: boxSide(at(box, 'teams', 'away')), home: boxSide(at(box, 'teams', 'home')) } };
}

/** One game of the file: the schedule's fields the settlement reads, and its box score when there is one. */
export function resultGame(game: JsonObject, boxscore: unknown | null): JsonObject {
  const side = (which: 'away' | 'home') => ({ team: pickKeys(at(game, 'teams', which, 'team'), TEAM_KEYS) });
  const trimmed = boxscore === null ? null : trimmedBoxscore(boxscore);
  return {
    ...pickKeys(game, ['gamePk', 'gameType', 'gameDate', 'officialDate', 'gameNumber', 'doubleHeader']),
    status: pickKeys(game.status, ['abstractGameState', 'codedGameState', 'detailedState']),
    teams: { away: side('away'), home: side('home') },
    ...(trimmed === null ? {} : { boxscore: trimmed }),
  };
}
