/**
 * Source "results": how the previous day's games ended, for settling the archived picks
 * (docs/product.md#settlement): the MLB Stats API schedule of that day (every game's state:
 * final, postponed, cancelled, suspended) and each final game's box score (who batted, plate
 * appearances, home runs) -> game_results.json. A final game is fetched once (its box score no
 * longer changes); a box score that cannot be had leaves that game's state in the file without
 * it, and the file is partial.
 */
import { buildUrl } from '../endpoints.ts';
import { bytesOf, failureReason, parseJsonBody, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { addDays } from '../transforms/dates.ts';
import { isFinalGame, resultGame, scheduleGames } from '../transforms/mlb-results.ts';
import { asNumber, at } from '../transforms/json-access.ts';

export const RESULTS_FILE = 'game_results.json';

export const resultsSource: SourceFetcher = {
  id: 'results',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const day = addDays(ctx.date, -1);
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/schedule', { sportId: 1, date: day, hydrate: 'team' });
    const games = scheduleGames(parseJsonBody(await ctx.http.get(url, { source: 'mlb', expect: 'json' }), `the schedule of ${day}`));
    const missing: string[] = [];
    const written = [];
    for (const game of games) {
      const gamePk = asNumber(at(game, 'gamePk'));
      let box: unknown | null = null;
      if (gamePk !== null && isFinalGame(game)) {
        try {
          const boxUrl = buildUrl(ctx.endpoints.mlbStatsApi, `/api/v1/game/${gamePk}/boxscore`);
          box = parseJsonBody(await ctx.http.get(boxUrl, { source: 'mlb', cache: 'immutable', expect: 'json' }), `the box score of game ${gamePk}`);
        } catch (e) {
          missing.push(String(gamePk));
          ctx.note(`box score of game ${gamePk} unavailable: ${failureReason(e)}`);
        }
      }
      written.push(resultGame(game, box));
    }
    const finals = games.filter(isFinalGame).length;
    const delivery = bytesOf(RESULTS_FILE, `${JSON.stringify(written, null, 2)}\n`, `${games.length} games of ${day}, ${finals} final`);
    return [missing.length === 0 ? delivery : { ...delivery, partial: `no box score for game${missing.length === 1 ? '' : 's'} ${missing.join(', ')}` }];
  },
};
