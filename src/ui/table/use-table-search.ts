/**
 * Which rows a table lists: those the extra `filter` keeps and whose search text contains every
 * word of `query` by the site's one search rule (../../lib/text-search.ts). Answers a mask (1 = listed, by row position), or
 * null when nothing is filtered out, and whether a query waits for the rule.
 *
 * Each row's haystack is built once per data set, at the first search, not once per keystroke.
 * The search rule (with the clubs' table it reads) is loaded on demand: when the search box takes
 * focus (preloadTextSearch) or a query is there; until it has arrived a query filters nothing and
 * the second answer is true (DataTable then marks the table busy).
 */
import { useEffect, useMemo, useState } from 'react';

type TextSearch = typeof import('../../lib/text-search.ts');

let rule: TextSearch | null = null;
let loading: Promise<TextSearch> | null = null;

/** Loads the search rule once per page; a failed load is tried again at the next call. */
function loadTextSearch(): Promise<TextSearch> {
  loading ??= import('../../lib/text-search.ts').then(
    (loaded) => (rule = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the search rule (the search box's focus: the visitor is about to type). */
export function preloadTextSearch(): void {
  loadTextSearch().catch(() => {});
}

export function useTableSearch<Row>(
  rows: readonly Row[],
  searchText: ((row: Row) => string) | undefined,
  filter: ((row: Row) => boolean) | undefined,
  query: string,
): [mask: Uint8Array | null, pending: boolean] {
  const searching = query.trim() !== '';
  const [search, setSearch] = useState(rule);
  useEffect(() => {
    if (searching && !search) loadTextSearch().then(setSearch, () => {});
  }, [searching, search]);

  const haystacks = useMemo(() => {
    let folded: string[] | null = null;
    return (text: TextSearch) => (folded ??= searchText ? rows.map((row) => text.searchHaystack(searchText(row))) : rows.map(() => ''));
  }, [rows, searchText]);

  const mask = useMemo(() => {
    const words = search && searching ? search.searchWords(query) : [];
    if (!filter && words.length === 0) return null;
    const folded = search && words.length > 0 ? haystacks(search) : null;
    const included = new Uint8Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      if (filter && !filter(rows[i]!)) continue;
      if (folded && !search?.matchesSearch(folded[i]!, words)) continue;
      included[i] = 1;
    }
    return included;
  }, [rows, filter, query, searching, search, haystacks]);
  return [mask, searching && !search];
}
