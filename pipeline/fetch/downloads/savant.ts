/**
 * Sources "savant" and "statcast" (Baseball Savant):
 * - the leaderboard CSV downloads (`/leaderboard/<name>?...&csv=true`), kept byte for byte;
 * - the park factors, read from the page's embedded table;
 * - the season's home runs from the Statcast search CSV, in date chunks under its row cap.
 */
import { buildUrl } from '../endpoints.ts';
import { bytesOf, errorOf, failureReason, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { addDays, dateChunks, daysBetween, halveRange, type DateRange } from '../transforms/dates.ts';
import { parkFactorsCsv } from '../transforms/savant-park-factors.ts';
import { chunkProblem, mergeChunks, readChunk, StatcastChunkError, type StatcastChunk } from '../transforms/statcast-chunks.ts';
import { fileTarget } from '../targets.ts';
import { csvResponseCheck, csvSchemaOf } from '../validate-download.ts';

/**
 * Minimum batted balls / plate appearances / pitches seen for a player to be listed: low, so part-timers in today's
 * lineups have rows. The previous season's batters: every one with a batted ball, as the model's fit read them
 * (its league barrels per PA is the sum over the file's rows, so the file must be the whole league's).
 */
export const SAVANT_MINIMUMS = { exitVelocity: 25, expected: 25, arsenal: 10, priorSeason: 1 } as const;

interface Leaderboard {
  fileName: string;
  path: string;
  query: (season: number) => Record<string, string | number>;
}

export const SAVANT_LEADERBOARDS: readonly Leaderboard[] = [
  ...(['batter', 'pitcher'] as const).flatMap((type) => [
    {
      fileName: `savant_${type}_ev_barrels.csv`,
      path: '/leaderboard/statcast',
      query: (year: number) => ({ type, year, position: '', team: '', min: SAVANT_MINIMUMS.exitVelocity, csv: 'true' }),
    },
    {
      fileName: `savant_${type}_expected_stats.csv`,
      path: '/leaderboard/expected_statistics',
      query: (year: number) => ({ type, year, position: '', team: '', min: SAVANT_MINIMUMS.expected, csv: 'true' }),
    },
    {
      fileName: type === 'batter' ? 'savant_pitch_arsenal.csv' : 'savant_pitcher_arsenal.csv',
      path: '/leaderboard/pitch-arsenal-stats',
      query: (year: number) => ({ type, pitchType: '', year, team: '', min: SAVANT_MINIMUMS.arsenal, csv: 'true' }),
    },
  ]),
  {
    // The previous season's barrels per PA: the probability model's Statcast prior (domain/probability/README.md).
    fileName: 'savant_batter_ev_barrels_prior.csv',
    path: '/leaderboard/statcast',
    query: (year: number) => ({ type: 'batter', year: year - 1, position: '', team: '', min: SAVANT_MINIMUMS.priorSeason, csv: 'true' }),
  },
];

export const savantSource: SourceFetcher = {
  id: 'savant',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    for (const board of SAVANT_LEADERBOARDS) {
      try {
        const target = fileTarget(board.fileName);
        const response = await ctx.http.get(buildUrl(ctx.endpoints.savant, board.path, board.query(ctx.season)), {
          source: 'savant',
          expect: 'csv',
          validate: csvResponseCheck(target.fileName, target.requiredColumns, target.allowEmpty),
          schema: csvSchemaOf(target.fileName, target.requiredColumns),
        });
        deliveries.push({ fileName: board.fileName, kind: 'bytes', bytes: response.body, summary: null, cachedAt: response.storedAt });
      } catch (e) {
        deliveries.push(errorOf(board.fileName, failureReason(e)));
      }
    }
    try {
      const url = buildUrl(ctx.endpoints.savant, '/leaderboard/statcast-park-factors', {
        type: 'year',
        year: ctx.season,
        batSide: '',
        stat: 'index_wOBA',
        condition: 'All',
        rolling: 3,
        parks: 'mlb',
      });
      const page = new TextDecoder('utf-8').decode((await ctx.http.get(url, { source: 'savant', expect: 'html' })).body);
      const { csv, rows } = parkFactorsCsv(page);
      deliveries.push(bytesOf('savant_park_factors.csv', csv, `${rows} parks`));
    } catch (e) {
      deliveries.push(errorOf('savant_park_factors.csv', failureReason(e)));
    }
    return deliveries;
  },
};

/** The search for one date range: regular-season batted home runs, one row per event. */
export function statcastSearchQuery(season: number, range: DateRange): Record<string, string | number> {
  return {
    all: 'true',
    hfAB: 'home\\.\\.run|',
    hfGT: 'R|',
    hfSea: `${season}|`,
    player_type: 'batter',
    game_date_gt: range.start,
    game_date_lt: range.end,
    min_pitches: 0,
    min_results: 0,
    group_by: 'name',
    sort_col: 'pitches',
    sort_order: 'desc',
    type: 'details',
  };
}

/** Chunks ending this many days before the slate are settled: once stored they are not asked for again. */
export const SETTLED_AFTER_DAYS = 3;

export const statcastSource: SourceFetcher = {
  id: 'statcast',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const season = { start: `${ctx.season}-03-01`, end: addDays(ctx.date, -1) };
    if (daysBetween(season.start, season.end) < 0) {
      return [{ fileName: 'statcast_home_runs.csv', kind: 'skipped', reason: `no ${ctx.season} games before ${ctx.date} yet` }];
    }
    const chunks: StatcastChunk[] = [];
    const target = fileTarget('statcast_home_runs.csv');
    const check = {
      expect: 'csv' as const,
      validate: (body: Uint8Array) => chunkProblem(body, target.requiredColumns),
      schema: csvSchemaOf(target.fileName, target.requiredColumns),
    };
    let requests = 0;
    let reused = 0;
    let oldestStored: string | null = null;
    const fetchRange = async (range: DateRange): Promise<void> => {
      const settled = daysBetween(range.end, ctx.date) > SETTLED_AFTER_DAYS;
      const url = buildUrl(ctx.endpoints.savant, '/statcast_search/csv', statcastSearchQuery(ctx.season, range));
      const response = await ctx.http.get(url, { source: 'savant', cache: settled ? 'immutable' : 'conditional', ...check });
      requests++;
      if (response.cache !== 'miss') reused++;
      if (response.storedAt !== null && (oldestStored === null || response.storedAt < oldestStored)) oldestStored = response.storedAt;
      const chunk = readChunk(range, response.body);
      if (chunk.rows >= ctx.statcast.rowCap) {
        const halves = halveRange(range);
        if (halves === null)
          throw new StatcastChunkError(
            `${range.start}: ${chunk.rows} rows in one day reach the ${ctx.statcast.rowCap}-row cap; the search cannot be split further`,
          );
        ctx.note(`${range.start}..${range.end} reached the ${ctx.statcast.rowCap}-row cap: split in two`);
        for (const half of halves) await fetchRange(half);
        return;
      }
      chunks.push(chunk);
    };
    for (const range of dateChunks(season, ctx.statcast.chunkDays)) await fetchRange(range);
    const { csv, rows } = mergeChunks(chunks);
    if (csv === '') return [{ fileName: 'statcast_home_runs.csv', kind: 'skipped', reason: `no home runs in ${season.start}..${season.end}` }];
    ctx.note(`${requests} date chunks (${reused} unchanged, not downloaded again), ${rows} home runs`);
    return [{ ...bytesOf('statcast_home_runs.csv', csv, `${rows} home runs through ${season.end}`), cachedAt: oldestStored }];
  },
};
