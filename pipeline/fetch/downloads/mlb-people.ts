/**
 * Sources "handedness" and "mlb-stats" (MLB Stats API):
 * - the season's players with batSide / pitchHand (`/api/v1/sports/1/players?season=S`),
 *   plus `/api/v1/people?personIds=...` for today's players missing from it
 *   (call-ups) → PlayerHandedness.csv;
 * - season hitting and pitching (`/api/v1/stats?stats=season&group=hitting|pitching&playerPool=ALL`, paged
 *   with limit/offset) → mlb_stats.csv (this season), mlb_stats_prior.csv (the previous season), mlb_pitching.csv:
 *   the model's counts (PA, HR; batters faced, IP, HR allowed) from a second source, read when FanGraphs
 *   refuses or is missing (the build reads FanGraphs first). FanGraphs' batted-ball columns have no
 *   counterpart here and are never filled from it;
 * - the three previous seasons' hitting and pitching, every player → mlb_history_batting.csv,
 *   mlb_history_pitching.csv (a `season` column first): the model's batter and starter history.
 */
import { buildUrl } from '../endpoints.ts';
import { bytesOf, errorOf, failureReason, parseJsonBody, ResponseShapeError, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { handednessCsv, peopleFrom } from '../transforms/mlb-people.ts';
import { HISTORY_SEASONS } from '../../../domain/probability/index.ts';
import { historyCsv, seasonHittingCsv, seasonPitchingCsv, statsPage } from '../transforms/mlb-stats.ts';

export const PEOPLE_BATCH = 100;

export const handednessSource: SourceFetcher = {
  id: 'handedness',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/sports/1/players', { season: ctx.season });
    const people = peopleFrom(parseJsonBody(await ctx.http.get(url, { source: 'mlb', expect: 'json' }), 'the season players'));
    const known = new Set(people.map((p) => p.id));
    const todays = ctx.slate?.playerIds ?? new Set<number>();
    const missing = [...todays].filter((id) => !known.has(id)).sort((a, b) => a - b);
    for (let i = 0; i < missing.length; i += PEOPLE_BATCH) {
      const batch = missing.slice(i, i + PEOPLE_BATCH);
      try {
        const more = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/people', { personIds: batch.join(',') });
        people.push(...peopleFrom(parseJsonBody(await ctx.http.get(more, { source: 'mlb', expect: 'json' }), 'the people')));
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

/** Splits per page of `/api/v1/stats`; the API serves at most this many at once. */
export const STATS_PAGE_SIZE = 1000;
/** A season has about 1,500 batters and 900 pitchers: more pages than this is a paging loop, not data. */
const MAX_STATS_PAGES = 20;

/** Every split of one season and group, page by page until a short page or the announced total. */
export async function seasonSplits(ctx: SourceContext, group: 'hitting' | 'pitching', season: number): Promise<unknown[]> {
  const splits: unknown[] = [];
  for (let page = 0; page < MAX_STATS_PAGES; page++) {
    const url = buildUrl(ctx.endpoints.mlbStatsApi, '/api/v1/stats', {
      stats: 'season',
      group,
      season,
      sportId: 1,
      gameType: 'R',
      playerPool: 'ALL',
      limit: STATS_PAGE_SIZE,
      offset: splits.length,
    });
    const { splits: more, totalSplits } = statsPage(
      parseJsonBody(await ctx.http.get(url, { source: 'mlb', expect: 'json' }), `the ${season} season ${group} stats`),
    );
    splits.push(...more);
    if (more.length < STATS_PAGE_SIZE || (totalSplits !== null && splits.length >= totalSplits)) return splits;
  }
  throw new ResponseShapeError(`the ${season} season ${group} stats did not end within ${MAX_STATS_PAGES} pages of ${STATS_PAGE_SIZE}`);
}

const HISTORY_FILES = { hitting: 'mlb_history_batting.csv', pitching: 'mlb_history_pitching.csv' } as const;

export const mlbStatsSource: SourceFetcher = {
  id: 'mlb-stats',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const files = [
      { fileName: 'mlb_stats.csv', group: 'hitting' as const, season: ctx.season, toCsv: seasonHittingCsv },
      { fileName: 'mlb_stats_prior.csv', group: 'hitting' as const, season: ctx.season - 1, toCsv: seasonHittingCsv },
      { fileName: 'mlb_pitching.csv', group: 'pitching' as const, season: ctx.season, toCsv: seasonPitchingCsv },
    ];
    // Each season and group is downloaded once: the previous season's hitting serves both its file and the history's.
    const downloaded = new Map<string, Promise<unknown[]>>();
    const splitsOf = (group: 'hitting' | 'pitching', season: number): Promise<unknown[]> => {
      const key = `${group}|${season}`;
      if (!downloaded.has(key)) downloaded.set(key, seasonSplits(ctx, group, season));
      return downloaded.get(key)!;
    };
    const deliveries: Delivery[] = [];
    for (const f of files) {
      try {
        const { csv, rows } = f.toCsv(await splitsOf(f.group, f.season));
        deliveries.push(bytesOf(f.fileName, csv, `${rows} players (${f.season})`));
      } catch (e) {
        deliveries.push(errorOf(f.fileName, failureReason(e)));
      }
    }
    for (const group of ['hitting', 'pitching'] as const) {
      const fileName = HISTORY_FILES[group];
      const first = ctx.season - HISTORY_SEASONS;
      try {
        const seasons = [];
        for (let season = ctx.season - 1; season >= first; season--) seasons.push({ season, splits: await splitsOf(group, season) });
        const { csv, rows } = historyCsv(group, seasons);
        deliveries.push(bytesOf(fileName, csv, `${rows} player-seasons (${first}-${ctx.season - 1})`));
      } catch (e) {
        deliveries.push(errorOf(fileName, failureReason(e)));
      }
    }
    return deliveries;
  },
};
