/**
 * Source "odds" (optional): The Odds API v4, key from ODDS_API_KEY. The events
 * list is free; each event's `batter_home_runs` market costs quota, which the
 * response headers report (`x-requests-remaining`, `x-requests-used`): the last
 * values seen are printed. Without a key the source is skipped.
 */
import { buildUrl } from '../endpoints.ts';
import type { HttpResponse } from '../http-client.ts';
import { bytesOf, failureReason, parseJsonBody, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { addDays } from '../transforms/dates.ts';
import { asciiName } from '../transforms/fangraphs.ts';
import { eventsBetween, homeRunQuotes, ODDS_MARKET, ODDS_SPORT, oddsEventsFrom, oddsJson, type OddsQuote } from '../transforms/odds.ts';

export const ODDS_KEY_ENV = 'ODDS_API_KEY';
const HOUR_MS = 3_600_000;

export interface OddsQuota {
  remaining: string | null;
  used: string | null;
}

export const quotaOf = (response: HttpResponse): OddsQuota => ({
  remaining: response.headers.get('x-requests-remaining'),
  used: response.headers.get('x-requests-used'),
});

export const quotaLine = (q: OddsQuota): string =>
  `The Odds API quota: ${q.remaining ?? 'unknown'} requests remaining${q.used !== null ? ` (${q.used} used)` : ''}`;

/** The window of first pitches to price: the slate's games ± 1 h, else 10:00 UTC on the date to 10:00 UTC the next day. */
function window(ctx: SourceContext): { from: string; to: string } {
  const times = (ctx.slate?.games ?? []).map((g) => Date.parse(g.gameTime)).filter((t) => !Number.isNaN(t));
  if (times.length > 0) {
    return { from: new Date(Math.min(...times) - HOUR_MS).toISOString(), to: new Date(Math.max(...times) + HOUR_MS).toISOString() };
  }
  return { from: `${ctx.date}T10:00:00Z`, to: `${addDays(ctx.date, 1)}T10:00:00Z` };
}

const fold = (name: string): string =>
  asciiName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const oddsSource: SourceFetcher = {
  id: 'odds',
  async fetch(ctx: SourceContext): Promise<Delivery[]> {
    const key = ctx.oddsApiKey;
    if (key === null || key === '') {
      return [{ fileName: 'odds.json', kind: 'skipped', reason: `${ODDS_KEY_ENV} is not set: sportsbook odds skipped` }];
    }
    const base = ctx.endpoints.oddsApi;
    const listing = await ctx.http.get(buildUrl(base, `/v4/sports/${ODDS_SPORT}/events`, { apiKey: key, dateFormat: 'iso' }), {
      source: 'odds',
      cache: 'none',
    });
    let quota = quotaOf(listing);
    const { from, to } = window(ctx);
    const events = eventsBetween(oddsEventsFrom(parseJsonBody(listing, 'the Odds API events')), from, to);

    const teams = new Map([...(ctx.slate?.teamByName ?? new Map<string, string>())].map(([name, team]) => [fold(name), team]));
    const teamOf = (player: string) => teams.get(fold(player)) ?? null;
    const quotes: OddsQuote[] = [];
    let failures = 0;
    let lastFailure = '';
    for (const event of events) {
      if (quota.remaining !== null && Number(quota.remaining) <= 0) {
        ctx.note(`quota exhausted: ${events.length - events.indexOf(event)} events not priced`);
        break;
      }
      try {
        const url = buildUrl(base, `/v4/sports/${ODDS_SPORT}/events/${encodeURIComponent(event.id)}/odds`, {
          apiKey: key,
          regions: 'us',
          markets: ODDS_MARKET,
          oddsFormat: 'american',
          dateFormat: 'iso',
        });
        const response = await ctx.http.get(url, { source: 'odds', cache: 'none' });
        const next = quotaOf(response);
        if (next.remaining !== null) quota = next;
        quotes.push(...homeRunQuotes(parseJsonBody(response, `the odds of event ${event.id}`), teamOf));
      } catch (e) {
        failures++;
        lastFailure = failureReason(e);
        ctx.note(`${event.away} at ${event.home}: ${lastFailure}`);
      }
    }
    ctx.note(quotaLine(quota));
    if (events.length > 0 && failures === events.length) return [{ fileName: 'odds.json', kind: 'error', reason: `every event failed; last: ${lastFailure}` }];
    const players = new Set(quotes.map((q) => q.player.toLowerCase())).size;
    return [bytesOf('odds.json', oddsJson(quotes, ctx.now().toISOString()), `${players} players priced in ${events.length} events; ${quotaLine(quota)}`)];
  },
};
