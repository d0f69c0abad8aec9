/**
 * The day's sportsbook prices as the projections read them: the odds file's quotes
 * grouped into one entry per player (every book's price kept). Their fair prices and
 * the money figures are core/fair-prices.ts.
 *
 * Grouping: quotes carrying an MLBAM id are one player per id; the others are one
 * player per name (the matching rules' match key: accents, dots, suffixes and the
 * alias file do not split a player) and team. A quote without team joins the one
 * player of its name that has a team, when there is exactly one; a quote without id
 * joins the one id-carrying player of its name and team, when there is exactly one.
 * A group that holds two quotes of one book is two people under one spelling: its
 * quotes stay apart, so the name index finds them ambiguous and prices neither.
 */
import type { RawOddsQuote } from '../inputs/rows.ts';
import { matchKey, type PlayerRef } from './matching.ts';
import type { NameContext } from './names.ts';

/** The book name published for a quote whose odds file names no book (the flat shape). */
export const UNNAMED_BOOK = 'unnamed book';

/** One player's quotes, one per book. */
export interface OddsPlayer extends PlayerRef {
  quotes: RawOddsQuote[];
}

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
