/**
 * The Odds API v4: `/v4/sports/baseball_mlb/events` (free of quota) lists the
 * day's events; `/v4/sports/baseball_mlb/events/{id}/odds?markets=batter_home_runs,batter_home_runs_alternate`
 * gives, per bookmaker, each market's outcomes: `name` the side ("Over"/"Under", or
 * "Yes"/"No"), `description` the batter, `point` the line, `price` American odds.
 * The anytime home-run price is the 0.5 line; books often fill it only in the
 * alternate market, so it is taken from the main market when the book prices it
 * there, else from the alternate one, both sides from the same market. They become
 * odds.json in the input's shape (a): `{source, fetchedAt, markets, events:[{id,
 * commence_time, home_team, away_team}], quotes:[{player, team, book, american,
 * noAmerican?, updatedAt?, eventId}]}`, one quote per player per book per event, the book named by
 * its title ("DraftKings"), the "No" side only where the book posts it, the time the book last
 * moved the market (`last_update`) where given, each quote tied to its event (the game it
 * prices: the build maps it to the schedule's gamePk).
 */
import { asArray, asNumber, asText, at } from './json-access.ts';

export const ODDS_SPORT = 'baseball_mlb';
/** The markets asked for, main first: the order in which a book's 0.5 line is looked for. */
export const ODDS_MARKETS = ['batter_home_runs', 'batter_home_runs_alternate'] as const;
/** The line of "at least one home run". */
const ANYTIME_LINE = 0.5;

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
  /** The "No"/"Under" price of the same market, when the book posts it. */
  noAmerican?: number;
  /** When the book last moved this market (its `last_update`, else the bookmaker's). */
  updatedAt?: string;
  /** The event (game) the price is for. */
  eventId?: string;
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

const isAmerican = (price: number | null): price is number => price !== null && Number.isInteger(price) && Math.abs(price) >= 100;

/** One market's 0.5-line prices per batter: the Over/Yes side and, where posted, the Under/No side. */
function anytimeSides(market: unknown): Map<string, { player: string; yes: number | null; no: number | null }> {
  const sides = new Map<string, { player: string; yes: number | null; no: number | null }>();
  for (const outcome of asArray(at(market, 'outcomes'))) {
    const side = (asText(at(outcome, 'name')) ?? '').toLowerCase();
    const point = asNumber(at(outcome, 'point'));
    const player = asText(at(outcome, 'description'));
    const price = asNumber(at(outcome, 'price'));
    if (player === null || (point !== null && point !== ANYTIME_LINE) || !isAmerican(price)) continue;
    const entry = sides.get(player.toLowerCase()) ?? { player, yes: null, no: null };
    if ((side === 'over' || side === 'yes') && entry.yes === null) entry.yes = price;
    else if ((side === 'under' || side === 'no') && entry.no === null) entry.no = price;
    else continue;
    sides.set(player.toLowerCase(), entry);
  }
  return sides;
}

/** Every book's anytime-HR quote per batter in one event's odds (see the file comment for the rules). */
export function homeRunQuotes(eventOdds: unknown, teamOf: (player: string) => string | null): OddsQuote[] {
  const quotes: OddsQuote[] = [];
  for (const bookmaker of asArray(at(eventOdds, 'bookmakers'))) {
    const book = asText(at(bookmaker, 'title')) ?? asText(at(bookmaker, 'key'));
    if (book === null) continue;
    const markets = asArray(at(bookmaker, 'markets'));
    const taken = new Set<string>();
    for (const key of ODDS_MARKETS) {
      for (const market of markets.filter((m) => asText(at(m, 'key')) === key)) {
        for (const [id, { player, yes, no }] of anytimeSides(market)) {
          if (yes === null || taken.has(id)) continue;
          taken.add(id);
          const updatedAt = asText(at(market, 'last_update')) ?? asText(at(bookmaker, 'last_update'));
          quotes.push({
            player,
            team: teamOf(player),
            book,
            american: yes,
            ...(no === null ? {} : { noAmerican: no }),
            ...(updatedAt === null ? {} : { updatedAt }),
          });
        }
      }
    }
  }
  return quotes;
}

/** odds.json: the events asked for (as The Odds API names their fields) and every quote, sorted by player, book and event. */
export function oddsJson(quotes: readonly OddsQuote[], fetchedAt: string, events: readonly OddsEvent[] = []): string {
  const sorted = [...quotes].sort(
    (a, b) => a.player.localeCompare(b.player, 'en') || a.book.localeCompare(b.book) || (a.eventId ?? '').localeCompare(b.eventId ?? ''),
  );
  const listed = events.map((e) => ({ id: e.id, commence_time: e.commenceTime, home_team: e.home, away_team: e.away }));
  return `${JSON.stringify({ source: 'the-odds-api', fetchedAt, markets: ODDS_MARKETS, events: listed, quotes: sorted }, null, 2)}\n`;
}
