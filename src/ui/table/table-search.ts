/**
 * The table search: the site's one search rule (../../lib/text-search.ts) as a row predicate,
 * applied with the table's own filter before the rows reach TanStack (DataTable). The rule (with
 * the clubs' table it reads) is loaded on demand: when the search box takes focus
 * (preloadTextSearch) or a query is there; until it has arrived a query filters nothing and
 * `pending` is true (DataTable then marks the table busy). Each row's haystack is built once per
 * data set, at the first search.
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

/** Each row's search text in the rule's form, built at the row's first check and kept while the rows' search text stands. */
function haystacksOf<Row extends object>(searchText: (row: Row) => string, loaded: TextSearch): (row: Row) => string {
  const haystacks = new WeakMap<Row, string>();
  return (row) => {
    let haystack = haystacks.get(row);
    if (haystack === undefined) {
      haystack = loaded.searchHaystack(searchText(row));
      haystacks.set(row, haystack);
    }
    return haystack;
  };
}

export interface TableSearch<Row extends object> {
  /** Whether a row's search text has every word of the query; undefined when nothing is searched. */
  matches: ((row: Row) => boolean) | undefined;
  /** A query waits for the rule to load. */
  pending: boolean;
}

export function useTableSearch<Row extends object>(searchText: ((row: Row) => string) | undefined, query: string): TableSearch<Row> {
  const searching = query.trim() !== '';
  const [search, setSearch] = useState(rule);
  useEffect(() => {
    if (searching && !search) loadTextSearch().then(setSearch, () => {});
  }, [searching, search]);
  const words = useMemo(() => (search && searching ? search.searchWords(query) : []), [search, searching, query]);
  const haystackOf = useMemo(() => (search && searchText ? haystacksOf(searchText, search) : null), [search, searchText]);
  const matches = useMemo(
    () => (search && haystackOf && words.length > 0 ? (row: Row) => search.matchesSearch(haystackOf(row), words) : undefined),
    [search, haystackOf, words],
  );
  return { matches, pending: searching && !search };
}
