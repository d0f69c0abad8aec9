/**
 * A table's paging over its listed rows (`matching`: row positions in listed order).
 * 'show-more' lists pages 0..page together; 'pages' lists one page. The page goes back to the
 * first whenever `listingKey` changes (a new search, sort, filter result or data set).
 *
 * Answers [page, setPage, pageCount, start, visibleRows]: `start` is the position in the listed
 * order of the first visible row. (A tuple: its names are the caller's, and cost no bytes.)
 */
import { useMemo, useState } from 'react';

export type PagingMode = 'show-more' | 'pages';

export type Paging<Row> = [page: number, setPage: (next: number) => void, pageCount: number, start: number, visibleRows: Row[]];

export function usePaging<Row>(rows: readonly Row[], matching: Int32Array, listingKey: string, paging: PagingMode, pageSize: number): Paging<Row> {
  const [pageState, setPageState] = useState({ key: listingKey, page: 0 });
  const page = pageState.key === listingKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ key: listingKey, page: next });
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const [start, end] = paging === 'pages' ? [page * pageSize, (page + 1) * pageSize] : [0, (page + 1) * pageSize];
  const visibleRows = useMemo(() => Array.from(matching.subarray(start, Math.min(end, matching.length)), (i) => rows[i]!), [matching, start, end, rows]);
  return [page, setPage, pageCount, start, visibleRows];
}
