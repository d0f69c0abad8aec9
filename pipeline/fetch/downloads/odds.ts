/**
 * Source "odds" (optional): The Odds API v4, key from ODDS_API_KEY. The events
 * list is free; each event's odds (markets batter_home_runs and
 * batter_home_runs_alternate) cost quota, which the response headers report
 * (`x-requests-remaining`, `x-requests-used`, `x-requests-last` = the cost of the
 * last call): no event is asked for once the remaining quota cannot pay for it.
 * Events whose first pitch has passed are not asked for (their prices would be
 * in-game odds). A 429 (EXCEEDED_FREQ_LIMIT: "space the calls out over several
 * seconds") is retried by the HTTP client, then again after every other event, up
 * to RATE_LIMITED_PASSES times. Every event of the slate left unpriced is named in
 * the report, and a file that misses some is "partial"; without any price the
 * previous file is kept. Without a key the source is skipped.
 */
import { buildUrl } from '../endpoints.ts';
import { HttpFetchError, type HttpResponse } from '../http-client.ts';
import { failureReason, parseJsonBody, utf8, type Delivery, type SourceContext, type SourceFetcher } from '../source.ts';
import { addDays } from '../transforms/dates.ts';
import { asciiName } from '../transforms/fangraphs.ts';
import { eventsBetween, homeRunQuotes, ODDS_MARKETS, ODDS_SPORT, oddsEventsFrom, oddsJson, type OddsEvent, type OddsQuote } from '../transforms/odds.ts';

export const ODDS_KEY_ENV = 'ODDS_API_KEY';
const HOUR_MS = 3_600_000;
/** Extra passes over the events still refused with 429 after the client's retries. */
export const RATE_LIMITED_PASSES = 2;

export interface OddsQuota {
  remaining: string | null;
  used: string | null;
  /** What the last call cost. */
  last: string | null;
}

export const quotaOf = (response: HttpResponse): OddsQuota => ({
  remaining: response.headers.get('x-requests-remaining'),
  used: response.headers.get('x-requests-used'),
  last: response.headers.get('x-requests-last'),
});

export const quotaLine = (q: OddsQuota): string =>
  `The Odds API quota: ${q.remaining ?? 'unknown'} requests remaining${q.used !== null ? ` (${q.used} used)` : ''}`;

/** True when the remaining quota cannot pay for another event like the last one. */
const quotaSpent = (q: OddsQuota): boolean => q.remaining !== null && Number(q.remaining) < Math.max(1, Number(q.last ?? 1) || 1);

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

const labelOf = (e: OddsEvent): string => `${e.away} at ${e.home}`;
const isRateLimited = (e: unknown): boolean => e instanceof HttpFetchError && e.status === 429;

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
    const now = ctx.now().getTime();
    const unpriced = events
      .filter((e) => Date.parse(e.commenceTime) <= now)
      .map((e) => `${labelOf(e)} (first pitch ${new Date(e.commenceTime).toISOString().slice(11, 16)} UTC has passed)`);

    const teams = new Map([...(ctx.slate?.teamByName ?? new Map<string, string>())].map(([name, team]) => [fold(name), team]));
    const teamOf = (player: string) => teams.get(fold(player)) ?? null;
    const quotes: OddsQuote[] = [];
    let pending = events.filter((e) => Date.parse(e.commenceTime) > now);
    for (let pass = 0; pending.length > 0; pass++) {
      const again: OddsEvent[] = [];
      for (const [i, event] of pending.entries()) {
        if (quotaSpent(quota)) {
          ctx.note(`quota exhausted: ${pending.length - i} events not priced`);
          unpriced.push(...pending.slice(i).map((e) => `${labelOf(e)} (quota exhausted)`));
          break;
        }
        try {
          const url = buildUrl(base, `/v4/sports/${ODDS_SPORT}/events/${encodeURIComponent(event.id)}/odds`, {
            apiKey: key,
            regions: 'us',
            markets: ODDS_MARKETS.join(','),
            oddsFormat: 'american',
            dateFormat: 'iso',
          });
          const response = await ctx.http.get(url, { source: 'odds', cache: 'none' });
          const next = quotaOf(response);
          if (next.remaining !== null) quota = next;
          const found = homeRunQuotes(parseJsonBody(response, `the odds of event ${event.id}`), teamOf);
          if (found.length === 0) unpriced.push(`${labelOf(event)} (no book posts an anytime-HR price yet)`);
          quotes.push(...found.map((q) => ({ ...q, eventId: event.id })));
        } catch (e) {
          const reason = failureReason(e);
          if (isRateLimited(e) && pass < RATE_LIMITED_PASSES) {
            ctx.note(`${labelOf(event)}: ${reason}; asked again after the other events`);
            again.push(event);
          } else {
            ctx.note(`${labelOf(event)}: ${reason}`);
            unpriced.push(`${labelOf(event)} (${reason})`);
          }
        }
      }
      pending = again;
    }
    ctx.note(quotaLine(quota));
    if (events.length > 0 && quotes.length === 0) return [{ fileName: 'odds.json', kind: 'error', reason: `no event priced: ${unpriced.join('; ')}` }];
    const players = new Set(quotes.map((q) => q.player.toLowerCase())).size;
    const summary = `${players} players priced in ${events.length - unpriced.length} of ${events.length} events; ${quotaLine(quota)}`;
    const bytes = utf8(oddsJson(quotes, ctx.now().toISOString(), events));
    if (unpriced.length === 0) return [{ fileName: 'odds.json', kind: 'bytes', bytes, summary }];
    return [{ fileName: 'odds.json', kind: 'bytes', bytes, summary, partial: `${unpriced.length} unpriced: ${unpriced.join('; ')}` }];
  },
};
