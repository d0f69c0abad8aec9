/**
 * The day's sportsbook prices as the projections read them: the odds file's quotes
 * grouped into one entry per player (every book's price kept), each book's margin on
 * its one-sided prices, and the money figures per book and at the best price.
 *
 * Grouping: quotes carrying an MLBAM id are one player per id; the others are one
 * player per name (the matching rules' match key: accents, dots, suffixes and the
 * alias file do not split a player) and team. A quote without team joins the one
 * player of its name that has a team, when there is exactly one; a quote without id
 * joins the one id-carrying player of its name and team, when there is exactly one.
 * A group that holds two quotes of one book is two people under one spelling: its
 * quotes stay apart, so the name index finds them ambiguous and prices neither.
 */
import type { BookQuote, ProjectedBatter } from '../../domain/contracts/index.ts';
import { evPerDollar, fairOfPair, fairYesProbability, impliedFromAmerican, ONE_SIDED_MARGIN, type OneSidedMargin } from '../../domain/probability/index.ts';
import type { RawOddsQuote } from '../inputs/rows.ts';
import { matchKey, type PlayerRef } from './matching.ts';
import type { NameContext } from './names.ts';
import { round } from './stat-join.ts';

/** The book name published for a quote whose odds file names no book (the flat shape). */
export const UNNAMED_BOOK = 'unnamed book';

/** One player's quotes, one per book. */
export interface OddsPlayer extends PlayerRef {
  quotes: RawOddsQuote[];
}

export type OddsFields = Pick<
  ProjectedBatter,
  'oddsAmerican' | 'oddsBook' | 'oddsNoAmerican' | 'books' | 'fairProbability' | 'fairProbMethod' | 'edge' | 'evPerDollar'
>;

export const NO_ODDS: OddsFields = {
  oddsAmerican: null,
  oddsBook: null,
  oddsNoAmerican: null,
  books: [],
  fairProbability: null,
  fairProbMethod: null,
  edge: null,
  evPerDollar: null,
};

/** The odds file's quotes, one entry per player (see the file comment for the rules). */
export function groupQuotesByPlayer(quotes: readonly RawOddsQuote[], ctx: NameContext): OddsPlayer[] {
  const nameKey = (q: RawOddsQuote) => matchKey(q.player, ctx) || q.player.toLowerCase();
  const byId = new Map<number, RawOddsQuote[]>();
  const byNameTeam = new Map<string, RawOddsQuote[]>();
  const withoutTeam = new Map<string, RawOddsQuote[]>();
  for (const q of quotes) {
    if (q.mlbamId !== undefined) push(byId, q.mlbamId, q);
    else if (q.team !== null) push(byNameTeam, `${nameKey(q)}|${q.team}`, q);
    else push(withoutTeam, nameKey(q), q);
  }
  // A name + team whose quotes name one id belong to that id's player.
  const idOfNameTeam = new Map<string, number[]>();
  for (const [id, list] of byId) {
    for (const key of new Set(list.filter((q) => q.team !== null).map((q) => `${nameKey(q)}|${q.team}`))) push(idOfNameTeam, key, id);
  }
  for (const [key, list] of [...byNameTeam]) {
    const ids = idOfNameTeam.get(key);
    if (ids?.length !== 1) continue;
    byId.get(ids[0]!)!.push(...list);
    byNameTeam.delete(key);
  }
  // A team-less quote joins the one player of its name that has a team.
  const teamGroupsOfName = new Map<string, RawOddsQuote[][]>();
  for (const list of [...byId.values(), ...byNameTeam.values()]) {
    for (const key of new Set(list.filter((q) => q.team !== null).map(nameKey))) push(teamGroupsOfName, key, list);
  }
  const groups: RawOddsQuote[][] = [...byId.values(), ...byNameTeam.values()];
  for (const [key, list] of withoutTeam) {
    const owners = teamGroupsOfName.get(key);
    if (owners?.length === 1) owners[0]!.push(...list);
    else groups.push(list);
  }
  return groups.flatMap((list) => (oneQuotePerBook(list) ? [playerOf(list)] : list.map((q) => playerOf([q]))));
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function oneQuotePerBook(list: readonly RawOddsQuote[]): boolean {
  const books = list.map((q) => (q.book ?? '').toLowerCase());
  return new Set(books).size === books.length;
}

function playerOf(quotes: RawOddsQuote[]): OddsPlayer {
  const named = quotes.find((q) => q.team !== null) ?? quotes[0]!;
  return { name: named.player, team: named.team, mlbamId: quotes.find((q) => q.mlbamId !== undefined)?.mlbamId ?? null, quotes };
}

/** A book's one-sided margin for the day: measured on `hitters` of its prices, or the fallback (`reason` says why). */
export interface BookMargin extends OneSidedMargin {
  book: string;
  /** Its one-sided prices whose hitter is also priced two-sided (at any book): what the margin is measured on. */
  hitters: number;
  /** Why the book takes the fallback; null when measured. */
  reason: string | null;
}

const bookOf = (q: RawOddsQuote): string => q.book ?? UNNAMED_BOOK;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each book's margin on its one-sided prices, by book name. A hitter priced two-sided
 * (at any book) has a fair chance the market states: the median of his pairs' Shin fair
 * probabilities. Each one-sided price of such a hitter at a book gives the ratio of its
 * implied probability to that fair chance; the book's margin is the median ratio minus 1
 * (the median, so one stale or boosted price cannot move the book). A book with fewer
 * than ONE_SIDED_MARGIN.minHitters such prices, or whose measured margin is outside
 * ONE_SIDED_MARGIN.bounds, takes ONE_SIDED_MARGIN.fallback, with the reason.
 */
export function bookMarginsOf(players: readonly OddsPlayer[]): Map<string, BookMargin> {
  const ratios = new Map<string, number[]>();
  for (const player of players) {
    const pairs = player.quotes.filter((q) => q.noAmerican !== undefined).map((q) => fairOfPair(q.american, q.noAmerican!));
    const fair = pairs.length > 0 ? median(pairs) : null;
    for (const q of player.quotes) {
      if (q.noAmerican !== undefined) continue;
      const list = ratios.get(bookOf(q)) ?? [];
      ratios.set(bookOf(q), list);
      if (fair !== null && fair > 0) list.push(impliedFromAmerican(q.american) / fair);
    }
  }
  const { fallback, minHitters, bounds } = ONE_SIDED_MARGIN;
  const margins = new Map<string, BookMargin>();
  for (const [book, list] of [...ratios].sort(([a], [b]) => a.localeCompare(b))) {
    const base = { book, hitters: list.length };
    if (list.length < minHitters) {
      const reason = `${list.length} of its one-sided prices ${list.length === 1 ? 'is' : 'are'} for hitters also priced two-sided (${minHitters} needed)`;
      margins.set(book, { ...base, margin: fallback, measured: false, reason });
      continue;
    }
    const margin = median(list) - 1;
    if (margin < bounds.min || margin > bounds.max) {
      const reason = `its measured margin ${(margin * 100).toFixed(1)} % is outside [${bounds.min * 100}, ${bounds.max * 100}] %`;
      margins.set(book, { ...base, margin: fallback, measured: false, reason });
    } else margins.set(book, { ...base, margin, measured: true, reason: null });
  }
  return margins;
}

/** The margin a book's one-sided price is de-vigged with: its own, else the fallback. */
function oneSidedMarginOf(margins: ReadonlyMap<string, BookMargin>, book: string): OneSidedMargin {
  return margins.get(book) ?? { margin: ONE_SIDED_MARGIN.fallback, measured: false };
}

/** The build report's line for each book that takes the fallback margin. */
export function bookMarginWarnings(margins: ReadonlyMap<string, BookMargin>): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [...margins.values()]
    .filter((m) => !m.measured)
    .map((m) => `${m.book}: one-sided fair prices are estimated with the fallback margin ${pct(m.margin)}: ${m.reason}`);
}

/**
 * The money figures of one hitter on pHr: each book's fair probability (its own two
 * sides when posted, else its one-sided margin, bookMarginsOf), edge and EV; the row's
 * price, book and figures are the best "Yes" price's (the highest payout; a tie goes to
 * the book first by name).
 */
export function oddsFigures(pHr: number, player: OddsPlayer | null, margins: ReadonlyMap<string, BookMargin>): OddsFields {
  if (player === null || player.quotes.length === 0) return NO_ODDS;
  const priced = player.quotes
    .map((q) => {
      const { fair, method } = fairYesProbability(q.american, q.noAmerican ?? null, oneSidedMarginOf(margins, bookOf(q)));
      const quote: BookQuote = {
        book: bookOf(q),
        american: Math.round(q.american),
        noAmerican: q.noAmerican ?? null,
        updatedAt: q.updatedAt ?? null,
        fairProbability: round(fair, 4),
        edge: round(pHr - fair, 4),
        evPerDollar: round(evPerDollar(pHr, q.american), 4),
      };
      return { quote, method, named: q.book !== null };
    })
    .sort((a, b) => b.quote.american - a.quote.american || a.quote.book.localeCompare(b.quote.book));
  const best = priced[0]!;
  return {
    oddsAmerican: best.quote.american,
    oddsBook: best.named ? best.quote.book : null,
    oddsNoAmerican: best.quote.noAmerican,
    books: priced.map((p) => p.quote),
    fairProbability: best.quote.fairProbability,
    fairProbMethod: best.method,
    edge: best.quote.edge,
    evPerDollar: best.quote.evPerDollar,
  };
}
