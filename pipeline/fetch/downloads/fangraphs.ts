/**
 * Source "fangraphs": the batting and pitching leaderboards of the season, and the
 * batting leaderboard of the previous season, from FanGraphs' JSON API, one request per tab, merged into export-shaped CSVs. The first tab (the
 * dashboard) is required; a later tab that fails only leaves its columns out.
 * FanGraphs often answers 403 to scripts: that answer is reported as such, and
 * no further FanGraphs request is made in the run.
 */
import { buildUrl } from '../endpoints.ts';
import { HttpFetchError } from '../http-client.ts';
import { bytesOf, errorOf, failureReason, parseJsonBody, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { FANGRAPHS_BATTING_COLUMNS, FANGRAPHS_PITCHING_COLUMNS, fangraphsCsv, type FangraphsColumn } from '../transforms/fangraphs.ts';

/** Leaderboard tabs (`type`): 8 dashboard, 2 batted ball, 24 Statcast. */
export const FANGRAPHS_TABS = [8, 2, 24] as const;

export const FANGRAPHS_403 =
  'FanGraphs refused the download (403 Forbidden): it often blocks scripted requests. ' +
  'Export the leaderboard from a browser into the raw folder to refresh it by hand.';

function leaderboardUrl(base: string, stats: 'bat' | 'pit', season: number, type: number): string {
  return buildUrl(base, '/api/leaders/major-league/data', {
    age: '',
    pos: 'all',
    stats,
    lg: 'all',
    qual: 0,
    season,
    season1: season,
    startdate: '',
    enddate: '',
    month: 0,
    hand: '',
    team: 0,
    pageitems: 10000,
    pagenum: 1,
    ind: 0,
    rost: 0,
    players: '',
    type,
    postseason: '',
    sortdir: 'default',
    sortstat: 'WAR',
  });
}

class Forbidden extends Error {}

async function board(ctx: SourceContext, stats: 'bat' | 'pit', season: number, columns: readonly FangraphsColumn[], fileName: string): Promise<Delivery> {
  const responses: unknown[] = [];
  const failedTabs: string[] = [];
  for (const type of FANGRAPHS_TABS) {
    const label = `the FanGraphs ${stats === 'bat' ? 'batting' : 'pitching'} leaderboard (type=${type})`;
    try {
      const response = await ctx.http.get(leaderboardUrl(ctx.endpoints.fangraphs, stats, season, type), {
        source: 'fangraphs',
        headers: { Accept: 'application/json' },
        expect: 'json',
      });
      responses.push(parseJsonBody(response, label));
    } catch (e) {
      if (e instanceof HttpFetchError && e.status === 403) throw new Forbidden(FANGRAPHS_403);
      if (responses.length === 0) return errorOf(fileName, failureReason(e));
      ctx.note(`${label} failed, its columns are left out: ${failureReason(e)}`);
      failedTabs.push(`type=${type}`);
    }
  }
  try {
    const { csv, rows, absent } = fangraphsCsv(responses, columns);
    if (absent.length > 0) ctx.note(`${fileName}: no ${absent.join(', ')} in any tab`);
    const partial = failedTabs.length > 0 ? `tab ${failedTabs.join(', ')} failed: ${absent.length > 0 ? absent.join(', ') : 'its columns'} missing` : null;
    return { ...bytesOf(fileName, csv, `${rows} players`), partial };
  } catch (e) {
    return errorOf(fileName, failureReason(e));
  }
}

export const fangraphsSource: SourceFetcher = {
  id: 'fangraphs',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const targets = [
      { stats: 'bat' as const, season: ctx.season, columns: FANGRAPHS_BATTING_COLUMNS, fileName: 'fangraphs-stats.csv' },
      { stats: 'pit' as const, season: ctx.season, columns: FANGRAPHS_PITCHING_COLUMNS, fileName: 'fangraphs-pitchers.csv' },
      // The previous season's batting: the probability model's prior-season counts.
      { stats: 'bat' as const, season: ctx.season - 1, columns: FANGRAPHS_BATTING_COLUMNS, fileName: 'fangraphs-stats-prior.csv' },
    ];
    const deliveries: Delivery[] = [];
    for (const t of targets) {
      try {
        deliveries.push(await board(ctx, t.stats, t.season, t.columns, t.fileName));
      } catch (e) {
        if (!(e instanceof Forbidden)) throw e;
        ctx.note(FANGRAPHS_403);
        for (const rest of targets.slice(targets.indexOf(t))) deliveries.push(errorOf(rest.fileName, e.message));
        break;
      }
    }
    return deliveries;
  },
};
