/**
 * Sources "handedness" and "mlb-stats" (MLB Stats API):
 * - the season's players with batSide / pitchHand (`/api/v1/sports/1/players?season=S`),
 *   plus `/api/v1/people?personIds=...` for today's players missing from it
 *   (call-ups) → PlayerHandedness.csv;
 * - season hitting (`/api/v1/stats?stats=season&group=hitting&playerPool=ALL`) → mlb_stats.csv.
 */
import { buildUrl } from '../endpoints.ts';
import { bytesOf, failureReason, parseJsonBody, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { handednessCsv, peopleFrom } from '../transforms/mlb-people.ts';
import { seasonHittingCsv } from '../transforms/mlb-stats.ts';

export const PEOPLE_BATCH = 100;

export const handednessSource: SourceFetcher = {
  id: 'handedness',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/sports/1/players', { season: ctx.season });
    const people = peopleFrom(parseJsonBody(await ctx.http.get(url, { source: 'mlb' }), 'the season players'));
    const known = new Set(people.map((p) => p.id));
    const todays = ctx.slate?.playerIds ?? new Set<number>();
    const missing = [...todays].filter((id) => !known.has(id)).sort((a, b) => a - b);
    for (let i = 0; i < missing.length; i += PEOPLE_BATCH) {
      const batch = missing.slice(i, i + PEOPLE_BATCH);
      try {
        const more = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/people', { personIds: batch.join(',') });
        people.push(...peopleFrom(parseJsonBody(await ctx.http.get(more, { source: 'mlb' }), 'the people')));
      } catch (e) {
        ctx.note(`${batch.length} of today's players could not be looked up: ${failureReason(e)}`);
      }
    }
    const { csv, rows, ambiguous } = handednessCsv(people, todays);
    if (ambiguous.length > 0) {
      const shown = `${ambiguous.slice(0, 5).join(', ')}${ambiguous.length > 5 ? ', …' : ''}`;
      ctx.note(`left out ${ambiguous.length} name(s) shared by players with different hands: ${shown}`);
    }
    return [bytesOf('PlayerHandedness.csv', csv, `${rows} players`)];
  },
};

export const mlbStatsSource: SourceFetcher = {
  id: 'mlb-stats',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/stats', {
      stats: 'season',
      group: 'hitting',
      season: ctx.season,
      sportId: 1,
      gameType: 'R',
      playerPool: 'ALL',
      limit: 5000,
    });
    const { csv, rows } = seasonHittingCsv(parseJsonBody(await ctx.http.get(url, { source: 'mlb' }), 'the season hitting stats'));
    return [bytesOf('mlb_stats.csv', csv, `${rows} players`)];
  },
};
