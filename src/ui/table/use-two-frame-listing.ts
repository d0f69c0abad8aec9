/**
 * A re-listing (sort, search, filter: a new `listingKey`) is shown in two frames: the frame that
 * answers the input renders the new rows that can be on screen, and the rows below the fold keep
 * what they showed until the next frame (`relisting` is true meanwhile: the table is aria-busy).
 * That frame then lays out and paints a fraction of the page. Paging and Show More keep the key,
 * so they render at once: their buttons are below the table.
 *
 * The first listing of a table built in the browser (its data has just arrived) is shown the same
 * way, its rows below the fold one frame later; a table rendered on the server and hydrated has
 * them all at once.
 *
 * Answers [renderedRows, relisting, firstListing, relistedOnce, tbodyRef]: the rows to render now,
 * the flags above, whether a re-listing after the first has settled, and the ref to put on the
 * table's <tbody> (to see which rows are in view).
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The lowest a body row can be (a line of text-sm, py-1.5 and its border), in pixels. */
const MIN_ROW_HEIGHT_PX = 33;

/** Rows a first listing shows at once: as many as the window could hold (nothing on the page is read). */
function rowsInWindow(): number {
  return Math.ceil(window.innerHeight / MIN_ROW_HEIGHT_PX) + 1;
}

/** Rows of the body that fit between its top and the bottom of the window (at least one). */
function rowsInView(tbody: HTMLTableSectionElement | null): number {
  const firstRow = tbody?.rows[0];
  if (!firstRow) return Infinity;
  const rowHeight = Math.max(1, firstRow.getBoundingClientRect().height);
  return Math.max(1, Math.ceil((window.innerHeight - tbody.getBoundingClientRect().top) / rowHeight) + 1);
}

export type TwoFrameListing<Row> = [
  renderedRows: readonly Row[],
  relisting: boolean,
  firstListing: boolean,
  relistedOnce: boolean,
  tbodyRef: RefObject<HTMLTableSectionElement | null>,
];

export function useTwoFrameListing<Row>(visibleRows: readonly Row[], listingKey: string): TwoFrameListing<Row> {
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const builtInBrowser = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const committedRows = useRef<readonly Row[]>(builtInBrowser ? [] : visibleRows);
  const [settledKey, setSettledKey] = useState<string | null>(builtInBrowser ? null : listingKey);
  const [relistedOnce, setRelistedOnce] = useState(false);
  const relisting = settledKey !== listingKey;
  const firstListing = settledKey === null;
  const inView = !relisting ? Infinity : firstListing ? rowsInWindow() : rowsInView(tbodyRef.current);
  const renderedRows =
    inView >= visibleRows.length ? visibleRows : visibleRows.slice(0, inView).concat(committedRows.current.slice(inView, visibleRows.length));
  useLayoutEffect(() => {
    committedRows.current = renderedRows;
  });
  useEffect(() => {
    if (!relisting) return;
    let timer = 0;
    // requestAnimationFrame runs just before the next paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        setSettledKey(listingKey);
        if (!firstListing) setRelistedOnce(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [relisting, firstListing, listingKey]);
  return [renderedRows, relisting, firstListing, relistedOnce, tbodyRef];
}
