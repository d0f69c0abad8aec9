/**
 * The day's prices, each on its game (docs/product.md#data-files-and-matching). A price
 * belongs to one game and one book; a projected row reads only the quotes of its own game.
 *
 * - An odds feed's event (The Odds API: id, home and away club, commence time) is the
 *   slate's game of the same two clubs whose first pitch is closest to the event's,
 *   within ODDS_EVENT_START_WINDOW_MINUTES. A doubleheader's two events go to game 1 and
 *   game 2 by their start; an event whose game has no first pitch yet (game 2 "to be
 *   decided", or no schedule) takes the clubs' game left without a time, when as many
 *   events of that day are left as such games. Two events of the same clubs at the same
 *   instant cannot be told apart and price neither game. An event tied to no game is
 *   reported and its quotes are not used.
 * - A quote naming no event (the flat file, a feed without events) is placed only when
 *   its hitter plays once that day; a hitter of a doubleheader's two games is reported
 *   and not priced, so no game-2 row ever carries a game-1 price.
 * - A quote without a club takes its club from its game's lineups (the hitter of that
 *   name on one side). A quote whose club does not play in its event's game is reported.
 * - A book's two spellings of one hitter of one club in one game (Dario / Darío: the same
 *   name once accents, case, dots and the alias file are folded) are one hitter: the first
 *   price is kept, the other reported. Spellings that fold apart (a suffix on one of
 *   them) stay two people (core/odds.ts).
 * Then each game's quotes are grouped one entry per player (core/odds.ts groupQuotesByPlayer). Pure.
 */
import type { Game } from '../../domain/contracts/index.ts';
import { slateDayOf } from '../../domain/games.ts';
import { ODDS_EVENT_START_WINDOW_MINUTES } from '../../domain/spec-constants.ts';
import { homeTimeZone } from '../../domain/teams.ts';
import type { RawOddsEvent, RawOddsQuote } from '../inputs/rows.ts';
import { hittersOf } from './lineups.ts';
import { analyse, buildNameIndex, matchKey, type NameIndex, type PlayerRef } from './matching.ts';
import type { NameContext } from './names.ts';
import { groupQuotesByPlayer, UNNAMED_BOOK, type OddsPlayer } from './odds.ts';
import type { SideContext } from './slate-games.ts';

export interface SlateOdds {
  /** The quotes of one game, one entry per player; an empty index for a game no book prices. */
  indexOf(gameId: string): NameIndex<OddsPlayer>;
  /** Every game's players (a doubleheader hitter priced in both games is two entries). */
  players: OddsPlayer[];
  /** The odds input's report: events tied to no game, quotes without a game, a book's second spelling. */
  warnings: string[];
}

/** How an event is told apart: its id, else its clubs and first pitch (the odds adapter's duplicate check uses it too). */
export const oddsEventKey = (event: RawOddsEvent | undefined): string =>
  event === undefined ? '' : (event.id ?? `${event.away ?? ''}@${event.home ?? ''}@${event.commenceTime ?? ''}`);

const WINDOW_MS = ODDS_EVENT_START_WINDOW_MINUTES * 60_000;

const instantOf = (text: string | null): number | null => {
  if (text === null) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const pairOf = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** A doubleheader's games in their order: by game number, else first pitch, else id. */
function byGameOrder(a: Game, b: Game): number {
  return (a.gameNumber ?? 1) - (b.gameNumber ?? 1) || (instantOf(a.gameTime) ?? Infinity) - (instantOf(b.gameTime) ?? Infinity) || a.id.localeCompare(b.id);
}

const gameLabel = (g: Game): string => `${g.id} (${g.away.team}@${g.home.team}${g.gameNumber === 2 ? ', game 2' : g.gameNumber === 1 ? ', game 1' : ''})`;

const eventLabel = (e: RawOddsEvent): string =>
  `event ${e.id ?? '(no id)'} (${e.away ?? '?'}@${e.home ?? '?'}${e.commenceTime ? `, first pitch ${e.commenceTime}` : ''})`;

interface EventEntry {
  key: string;
  event: RawOddsEvent;
  quotes: number;
}

/** Each event's game, and why the others have none (see the file comment). */
export function gamesOfEvents(
  events: readonly RawOddsEvent[],
  games: readonly Game[],
  date: string,
): { gameOf: Map<string, Game>; unmatched: Map<string, string> } {
  const gameOf = new Map<string, Game>();
  const unmatched = new Map<string, string>();
  const gamesOfPair = new Map<string, Game[]>();
  for (const g of games) push(gamesOfPair, pairOf(g.away.team, g.home.team), g);
  const eventsOfPair = new Map<string, RawOddsEvent[]>();
  for (const e of events) {
    if (e.away === null || e.home === null) unmatched.set(oddsEventKey(e), 'it names no clubs');
    else if (!gamesOfPair.has(pairOf(e.away, e.home))) unmatched.set(oddsEventKey(e), `no game of ${e.away} and ${e.home} is on the slate`);
    else push(eventsOfPair, pairOf(e.away, e.home), e);
  }
  for (const [pair, pairEvents] of eventsOfPair) {
    const pairGames = [...gamesOfPair.get(pair)!].sort(byGameOrder);
    for (const [key, game] of matchPair(pairEvents, pairGames, date, unmatched)) gameOf.set(key, game);
  }
  return { gameOf, unmatched };
}

/** One pair of clubs' events to its games: closest start within the window, then the games without a time in order. */
function matchPair(events: readonly RawOddsEvent[], games: readonly Game[], date: string, unmatched: Map<string, string>): Map<string, Game> {
  const matched = new Map<string, Game>();
  const sameInstant = new Map<string, number>();
  for (const e of events)
    if (e.commenceTime !== null) sameInstant.set(String(instantOf(e.commenceTime)), (sameInstant.get(String(instantOf(e.commenceTime))) ?? 0) + 1);
  const usable = events.filter((e) => {
    if (e.commenceTime === null || sameInstant.get(String(instantOf(e.commenceTime)))! === 1) return true;
    unmatched.set(oddsEventKey(e), 'another event of the same clubs starts at the same instant: the two cannot be told apart');
    return false;
  });
  const pairs: { event: RawOddsEvent; game: Game; gap: number }[] = [];
  for (const event of usable) {
    const start = instantOf(event.commenceTime);
    for (const game of games) {
      const first = instantOf(game.gameTime);
      if (start !== null && first !== null && Math.abs(start - first) <= WINDOW_MS) pairs.push({ event, game, gap: Math.abs(start - first) });
    }
  }
  pairs.sort((a, b) => a.gap - b.gap || byGameOrder(a.game, b.game));
  const taken = new Set<Game>();
  for (const { event, game } of pairs) {
    if (matched.has(oddsEventKey(event)) || taken.has(game)) continue;
    matched.set(oddsEventKey(event), game);
    taken.add(game);
  }
  // Events left over, on the slate date, to the clubs' games without a first pitch, in order.
  const untimed = games.filter((g) => !taken.has(g) && instantOf(g.gameTime) === null);
  const left = usable
    .filter((e) => !matched.has(oddsEventKey(e)))
    .filter((e) => e.commenceTime === null || slateDayOf(e.commenceTime, homeTimeZone(e.home!)) === date)
    .sort((a, b) => (instantOf(a.commenceTime) ?? Infinity) - (instantOf(b.commenceTime) ?? Infinity));
  if (left.length > 0 && left.length === untimed.length) {
    for (const [i, e] of left.entries()) matched.set(oddsEventKey(e), untimed[i]!);
  }
  for (const e of usable) {
    if (matched.has(oddsEventKey(e))) continue;
    const clubs = `${e.away} and ${e.home}`;
    unmatched.set(
      oddsEventKey(e),
      untimed.length > 0 && left.includes(e)
        ? `${left.length} events of ${clubs} without a game's first pitch to compare with ${untimed.length} game${untimed.length === 1 ? '' : 's'} to be timed`
        : `its first pitch is more than ${ODDS_EVENT_START_WINDOW_MINUTES} minutes from every game of ${clubs} on the slate`,
    );
  }
  return matched;
}

/** One of today's hitters and the games he plays (two in a doubleheader). */
interface SlatePerson extends PlayerRef {
  games: Game[];
}

/** Today's hitters, one entry per club and name (a doubleheader's hitter once, with both games). */
function slatePeople(sides: readonly SideContext[], ctx: NameContext): SlatePerson[] {
  const people = new Map<string, SlatePerson>();
  for (const side of sides) {
    for (const p of hittersOf(side.entry)) {
      const key = `${side.team}|${matchKey(p.name, ctx) || p.name}`;
      const person = people.get(key);
      if (person === undefined) people.set(key, { name: p.name, team: side.team, mlbamId: p.mlbamId, games: [side.game] });
      else {
        person.mlbamId ??= p.mlbamId;
        if (!person.games.includes(side.game)) person.games.push(side.game);
      }
    }
  }
  return [...people.values()];
}

const priceText = (q: RawOddsQuote): string => `${q.american > 0 ? '+' : ''}${q.american}`;
const bookText = (q: RawOddsQuote): string => q.book ?? UNNAMED_BOOK;

/** The quotes that name no event, placed on their hitter's one game (see the file comment); the rest reported. */
function placeFlatQuotes(quotes: readonly RawOddsQuote[], sides: readonly SideContext[], ctx: NameContext, sharedNames: ReadonlySet<string>) {
  const placed: { quote: RawOddsQuote; game: Game }[] = [];
  const warnings: string[] = [];
  if (quotes.length === 0) return { placed, warnings };
  const people = buildNameIndex(slatePeople(sides, ctx), ctx, { sharedNames });
  const twoGames = new Map<SlatePerson, RawOddsQuote[]>();
  for (const quote of quotes) {
    const found = people.lookup({ name: quote.player, team: quote.team, mlbamId: quote.mlbamId ?? null });
    if (found.kind !== 'matched') continue;
    if (found.row.games.length === 1) placed.push({ quote: quote.team === null ? { ...quote, team: found.row.team } : quote, game: found.row.games[0]! });
    else push(twoGames, found.row, quote);
  }
  // One line per set of games (a doubleheader), naming each hitter and his unplaced prices.
  const byGames = new Map<string, string[]>();
  for (const [person, list] of twoGames) {
    push(
      byGames,
      person.games.map(gameLabel).join(' and '),
      `${person.name} (${person.team}: ${list.map((q) => `${bookText(q)} ${priceText(q)}`).join(', ')})`,
    );
  }
  for (const [games, hitters] of byGames) {
    warnings.push(
      `${hitters.length} hitter${hitters.length === 1 ? ' plays' : 's play'} both games ${games} and ${hitters.length === 1 ? 'his prices name' : 'their prices name'} no game: not used, so neither game carries the other's price: ${hitters.join('; ')}`,
    );
  }
  return { placed, warnings };
}

/** Each game's hitters as refs, for the club of a quote that names none. */
function clubOfQuote(game: Game, sides: readonly SideContext[], ctx: NameContext, cache: Map<Game, NameIndex<PlayerRef>>) {
  let index = cache.get(game);
  if (index === undefined) {
    const refs = sides.filter((s) => s.game === game).flatMap((s) => hittersOf(s.entry).map((p) => ({ name: p.name, team: s.team, mlbamId: p.mlbamId })));
    index = buildNameIndex(refs, ctx);
    cache.set(game, index);
  }
  return (quote: RawOddsQuote): string | null => {
    const found = index.lookup({ name: quote.player, team: null, mlbamId: quote.mlbamId ?? null });
    return found.kind === 'matched' ? found.row.team : null;
  };
}

/** A book's second spelling of one hitter of one club in one game is dropped and reported; the first is kept. */
function oneSpellingPerBook(quotes: readonly RawOddsQuote[], game: Game, ctx: NameContext): { kept: RawOddsQuote[]; warnings: string[] } {
  const first = new Map<string, RawOddsQuote>();
  const kept: RawOddsQuote[] = [];
  const warnings: string[] = [];
  for (const q of quotes) {
    const canonical = q.team === null ? undefined : analyse(q.player, ctx)?.canonical;
    if (canonical === undefined) {
      kept.push(q);
      continue;
    }
    const key = `${bookText(q).toLowerCase()}|${q.team}|${canonical}`;
    const earlier = first.get(key);
    if (earlier === undefined || (earlier.mlbamId !== undefined && q.mlbamId !== undefined && earlier.mlbamId !== q.mlbamId)) {
      if (earlier === undefined) first.set(key, q);
      kept.push(q);
      continue;
    }
    warnings.push(
      `${bookText(q)} lists ${earlier.player} and ${q.player} (${q.team}, game ${gameLabel(game)}), one hitter: the first price ${priceText(earlier)} is kept, ${priceText(q)} is not used`,
    );
  }
  return { kept, warnings };
}

/** The day's quotes on their games (see the file comment). */
export function settleSlateOdds(
  quotes: readonly RawOddsQuote[],
  sides: readonly SideContext[],
  date: string,
  ctx: NameContext,
  sharedNames: ReadonlySet<string> = new Set(),
): SlateOdds {
  const games = [...new Set(sides.map((s) => s.game))];
  const events = new Map<string, EventEntry>();
  const flat: RawOddsQuote[] = [];
  for (const q of quotes) {
    if (q.event === undefined) {
      flat.push(q);
      continue;
    }
    const key = oddsEventKey(q.event);
    const entry = events.get(key);
    if (entry) entry.quotes++;
    else events.set(key, { key, event: q.event, quotes: 1 });
  }
  const { gameOf, unmatched } = gamesOfEvents(
    [...events.values()].map((e) => e.event),
    games,
    date,
  );
  const warnings = [...unmatched].map(([key, reason]) => {
    const entry = events.get(key)!;
    return `${eventLabel(entry.event)} is tied to no game on the slate (${reason}): its ${entry.quotes} quote${entry.quotes === 1 ? ' is' : 's are'} not used`;
  });
  const byGame = new Map<Game, RawOddsQuote[]>();
  const add = (game: Game, q: RawOddsQuote) => push(byGame, game, q);
  const clubs = new Map<Game, NameIndex<PlayerRef>>();
  const offClub: RawOddsQuote[] = [];
  for (const q of quotes) {
    const game = q.event === undefined ? undefined : gameOf.get(oddsEventKey(q.event));
    if (game === undefined) continue;
    if (q.team !== null && q.team !== game.away.team && q.team !== game.home.team) offClub.push(q);
    else add(game, q.team === null ? { ...q, team: clubOfQuote(game, sides, ctx, clubs)(q) } : q);
  }
  if (offClub.length > 0) {
    const q = offClub[0]!;
    warnings.push(
      `${offClub.length} quote${offClub.length === 1 ? ' names a club' : 's name clubs'} that do not play in their event's game: not used (e.g. ${q.player}, ${q.team}, ${priceText(q)})`,
    );
  }
  const flatPlaced = placeFlatQuotes(flat, sides, ctx, sharedNames);
  for (const { quote, game } of flatPlaced.placed) add(game, quote);
  warnings.push(...flatPlaced.warnings);

  const indexes = new Map<string, NameIndex<OddsPlayer>>();
  const players: OddsPlayer[] = [];
  for (const [game, list] of byGame) {
    const { kept, warnings: spellings } = oneSpellingPerBook(list, game, ctx);
    warnings.push(...spellings);
    const gamePlayers = groupQuotesByPlayer(kept, ctx);
    players.push(...gamePlayers);
    indexes.set(game.id, buildNameIndex(gamePlayers, ctx, { sharedNames }));
  }
  const empty = buildNameIndex<OddsPlayer>([], ctx);
  return { indexOf: (gameId) => indexes.get(gameId) ?? empty, players, warnings };
}
