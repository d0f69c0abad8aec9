/**
 * Which rows a table lists: those the extra `filter` keeps and whose search text contains every
 * word of `query` by the site's one search rule (../../lib/text-search.ts). Answers a mask (1 = listed, by row position), or
 * null when nothing is filtered out.
 *
 * Each row's haystack is built once per data set, at the first search, not once per keystroke.
 */
import { useMemo } from 'react';
import { matchesSearch, searchHaystack, searchWords } from '../../lib/text-search.ts';

export function useTableSearch<Row>(
  rows: readonly Row[],
  searchText: ((row: Row) => string) | undefined,
  filter: ((row: Row) => boolean) | undefined,
  query: string,
): Uint8Array | null {
  const haystacks = useMemo(() => {
    let folded: string[] | null = null;
    return () => (folded ??= searchText ? rows.map((row) => searchHaystack(searchText(row))) : rows.map(() => ''));
  }, [rows, searchText]);

  return useMemo(() => {
    const words = searchWords(query);
    if (!filter && words.length === 0) return null;
    const folded = words.length > 0 ? haystacks() : null;
    const included = new Uint8Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      if (filter && !filter(rows[i]!)) continue;
      if (!folded || matchesSearch(folded[i]!, words)) included[i] = 1;
    }
    return included;
  }, [rows, filter, query, haystacks]);
}
