/**
 * The table search: the site's one search rule (../../lib/text-search.ts) as TanStack's global
 * filter. The rule (with the clubs' table it reads) is loaded on demand: when the search box
 * takes focus (preloadTextSearch) or a query is there; until it has arrived a query filters
 * nothing and `pending` is true (DataTable then marks the table busy). Each row's haystack is
 * built once per data set, at the first search.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Row as TanStackRow } from '@tanstack/react-table';
import type { KitFeatures } from './engine.ts';

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

export interface TableSearch<Row extends object> {
  /** TanStack's globalFilter state: the query's words, or undefined when nothing is searched. */
  globalFilter: readonly string[] | undefined;
  /** TanStack's globalFilterFn: whether a row's search text has every word. */
  globalFilterFn: (row: TanStackRow<KitFeatures, Row>, columnId: string, words: readonly string[]) => boolean;
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
  const globalFilterFn = useMemo(() => {
    const haystacks = new WeakMap<object, string>();
    return (row: TanStackRow<KitFeatures, Row>, _columnId: string, wanted: readonly string[]) => {
      if (!search || !searchText) return true;
      const original = row.original as object;
      let haystack = haystacks.get(original);
      if (haystack === undefined) {
        haystack = search.searchHaystack(searchText(row.original));
        haystacks.set(original, haystack);
      }
      return search.matchesSearch(haystack, wanted);
    };
  }, [search, searchText]);
  return { globalFilter: words.length > 0 ? words : undefined, globalFilterFn, pending: searching && !search };
}
