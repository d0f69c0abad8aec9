/**
 * The one search rule of every table:
 *  - case and accents are ignored ("acuna" finds "Acuña");
 *  - a row is kept when every word of the query starts one of its words ("jud" finds "Judge",
 *    "cuna" does not find "Acuña": no match inside a word);
 *  - a word that is a team code ("LAD", "WSH") must be one of the row's words whole, so "LAD"
 *    finds the Dodgers and not "Ladd";
 *  - a row that names a club (its code, nickname or full name) is also found by the club's code,
 *    city and nickname: "dodgers", "LAD" and "Los Angeles" all find a row whose team is LAD.
 * The clubs come from domain/teams.ts. The table kit loads this module on demand, at a table's
 * first search (../ui/table/use-table-search.ts); code that only folds names imports ./fold-text.ts.
 */
import { TEAMS, type Team } from '../../domain/teams.ts';
import { foldForSearch } from './fold-text.ts';

export { foldForSearch };

/** The folded words of a text, punctuation dropped. */
function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A club's team codes: the canonical one and the upper-case abbreviations other sources use. */
const codesOf = (team: Team) => [team.code, ...team.aliases.filter((alias) => /^[A-Z]{2,3}$/.test(alias))];

interface TeamWords {
  /** Folded codes: a query word among them must match whole. */
  codes: ReadonlySet<string>;
  /** Per club: the phrases (` code `, ` nickname `, ` full name `) that show a row names it, and the words it adds. */
  clubs: readonly { marks: readonly string[]; adds: string }[];
}

let teamWords: TeamWords | null = null;

function getTeamWords(): TeamWords {
  teamWords ??= {
    codes: new Set(TEAMS.flatMap((team) => codesOf(team).flatMap(wordsOf))),
    clubs: TEAMS.map((team) => ({
      // Two-letter aliases ("LA", "AZ") are not marks: "De La Cruz" is no Dodger.
      marks: [team.code, ...codesOf(team).filter((code) => code.length > 2), team.nickname, team.name].map((text) => ` ${wordsOf(text).join(' ')} `),
      adds: [...codesOf(team), team.city, team.nickname, team.name].flatMap(wordsOf).join(' '),
    })),
  };
  return teamWords;
}

/**
 * A row's search text as matchesSearch reads it: its folded words, each between spaces, followed
 * by the codes, city and nickname of every club it names. Built once per row and data set.
 */
export function searchHaystack(text: string): string {
  const own = ` ${wordsOf(text).join(' ')} `;
  let added = '';
  for (const club of getTeamWords().clubs) {
    if (club.marks.some((mark) => own.includes(mark))) added += `${club.adds} `;
  }
  return added ? `${own}${added}` : own;
}

/** The folded words of a query (none for a blank one). */
export function searchWords(query: string): string[] {
  return wordsOf(query);
}

/** Whether a haystack (searchHaystack) matches every word of a query (searchWords). */
export function matchesSearch(haystack: string, words: readonly string[]): boolean {
  const { codes } = getTeamWords();
  return words.every((word) => haystack.includes(codes.has(word) ? ` ${word} ` : ` ${word}`));
}
