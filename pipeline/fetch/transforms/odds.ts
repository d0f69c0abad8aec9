/**
 * The Odds API v4: `/v4/sports/baseball_mlb/events` (free of quota) lists the
 * day's events; `/v4/sports/baseball_mlb/events/{id}/odds?markets=batter_home_runs&oddsFormat=american`
 * gives, per bookmaker, "Over 0.5" outcomes whose `description` is the batter:
 * the anytime home-run price. They become odds.json in the input's shape (a):
 * `{source, fetchedAt, quotes:[{player, team, book, american}]}`, one quote per
 * player and book (the first 0.5 line a book lists).
 */
import { asArray, asNumber, asText, at } from './json-access.ts';

export const ODDS_SPORT = 'baseball_mlb';
export const ODDS_MARKET = 'batter_home_runs';

export interface OddsEvent {
  id: string;
  commenceTime: string;
  home: string;
  away: string;
}

export interface OddsQuote {
  player: string;
  team: string | null;
  book: string;
  american: number;
}

export function oddsEventsFrom(response: unknown): OddsEvent[] {
  const events: OddsEvent[] = [];
  for (const e of asArray(response)) {
    const id = asText(at(e, 'id'));
    const commenceTime = asText(at(e, 'commence_time'));
    if (id === null || commenceTime === null) continue;
    events.push({ id, commenceTime, home: asText(at(e, 'home_team')) ?? '', away: asText(at(e, 'away_team')) ?? '' });
  }
  return events;
}

/** Events whose first pitch falls in [from, to). */
export const eventsBetween = (events: readonly OddsEvent[], fromIso: string, toIso: string): OddsEvent[] =>
  events.filter((e) => Date.parse(e.commenceTime) >= Date.parse(fromIso) && Date.parse(e.commenceTime) < Date.parse(toIso));

export function homeRunQuotes(eventOdds: unknown, teamOf: (player: string) => string | null): OddsQuote[] {
  const quotes: OddsQuote[] = [];
  const seen = new Set<string>();
  for (const bookmaker of asArray(at(eventOdds, 'bookmakers'))) {
    const book = asText(at(bookmaker, 'key'));
    if (book === null) continue;
    for (const market of asArray(at(bookmaker, 'markets'))) {
      if (asText(at(market, 'key')) !== ODDS_MARKET) continue;
      for (const outcome of asArray(at(market, 'outcomes'))) {
        const side = (asText(at(outcome, 'name')) ?? '').toLowerCase();
        const point = asNumber(at(outcome, 'point'));
        const player = asText(at(outcome, 'description'));
        const price = asNumber(at(outcome, 'price'));
        if ((side !== 'over' && side !== 'yes') || (point !== null && point !== 0.5) || player === null) continue;
        if (price === null || !Number.isInteger(price) || Math.abs(price) < 100) continue;
        const key = `${player.toLowerCase()}|${book}`;
        if (seen.has(key)) continue;
        seen.add(key);
        quotes.push({ player, team: teamOf(player), book, american: price });
      }
    }
  }
  return quotes;
}

export function oddsJson(quotes: readonly OddsQuote[], fetchedAt: string): string {
  const sorted = [...quotes].sort((a, b) => a.player.localeCompare(b.player, 'en') || a.book.localeCompare(b.book));
  return `${JSON.stringify({ source: 'the-odds-api', fetchedAt, market: ODDS_MARKET, quotes: sorted }, null, 2)}\n`;
}
