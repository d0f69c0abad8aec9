/**
 * The one table of the site: React renders the shown columns' headers and the visible page's
 * cells straight from the ColumnSpecs (no table library: the kit sorts, searches and pages
 * itself, so one would only loop over the columns). Small typed API:
 *
 *   <DataTable
 *     rows={file.parks} columns={parkFactorColumns} caption="Park factors"
 *     getRowId={(r) => r.team} initialSort={{ id: 'parkFactor', desc: true }}
 *     firstSort="desc"                        // or 'asc' | 'by-kind'; per-column ColumnSpec.firstSort wins
 *     search={{ placeholder: 'Search by team or ballpark...', text: (r) => `${r.teamName} ${r.venue}` }}
 *     filter={(r) => r.team === selectedTeam} // optional extra filter (selects, sliders)
 *     paging="show-more"                      // or 'pages'; pageSize defaults to TABLE_PAGE_SIZE
 *     csvFileName="park-factors"              // "Download CSV" of the filtered, sorted rows
 *     emptyMessage="No park factor data found. Try adjusting your search."
 *     countLabel={(shown, total) => `${shown} of ${total} parks`}
 *   />
 *
 * Sortable headers are buttons inside <th aria-sort> (direction rules: ./sorting.ts). Search and
 * filter apply before sorting (./use-table-search.ts); a new search, filter or sort goes back to
 * the first page (./use-paging.ts). The table scrolls inside a focusable region of at most a
 * screen's height, its header row and first column (the row's name) sticky; while columns lie past
 * its right edge a fade and a "Scroll sideways" line say so (./use-scroll-hint.ts). Columns with a
 * `show` make a default set that fits the box (the 'key' ones, then the 'compact' ones that fit)
 * and a "Columns" control to pick any
 * (./use-column-choice.ts, ./column-picker.tsx); the CSV has every column.
 *
 * Stays within a frame at thousands of rows (Season Home Runs: ~6,000 under 4x CPU throttling):
 * sort orders are cached per column and prepared while idle (./sort-index.ts,
 * ./use-sort-warming.ts); only the visible page is rendered; rows are keyed by position, so a re-sort updates text in place; every column has one width for
 * the data set (./use-column-widths.ts); a re-listing renders the rows in view first
 * (./use-two-frame-listing.ts).
 */
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '../../config/ui-settings.ts';
import { downloadCsv, toCsv } from './csv.ts';
import { applyMask, SortIndex } from './sort-index.ts';
import { nextSort } from './sorting.ts';
import { renderColumnPicker } from './column-picker.tsx';
import { buttonClass, renderPaging, renderToolbar } from './table-controls.tsx';
import { renderColgroup, renderHeaderRow } from './header-row.tsx';
import { renderBodyRows } from './TableRow.tsx';
import type { ColumnSpec, FirstSortRule, SortState } from './types.ts';
import { useColumnChoice } from './use-column-choice.ts';
import { fitNameColumn, scansWidthsAtOnce, totalWidth, useColumnWidths } from './use-column-widths.ts';
import { usePaging, type PagingMode } from './use-paging.ts';
import { useScrollHint } from './use-scroll-hint.ts';
import { useSortWarming } from './use-sort-warming.ts';
import { useTableSearch } from './use-table-search.ts';
import { useTwoFrameListing } from './use-two-frame-listing.ts';

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ColumnSpec<Row>[];
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  /** Text when no row is left by the filter (a search that finds nothing says `No <searchNoun> match '<query>'`). */
  emptyMessage: string;
  /** What the rows are, for the empty search result; default 'players'. */
  searchNoun?: string;
  /** Base name of the downloaded file (".csv" is added). */
  csvFileName: string;
  /** A stable id per row, written as the row's data-row-id (index: its position in the listed order). */
  getRowId?: (row: Row, index: number) => string;
  initialSort?: SortState | null;
  /**
   * The sort, when the page holds it (a Sort panel shows and sets it too): the headers then ask
   * onSortChange for the next one. Without it the table keeps its own, from initialSort.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Default 'desc' (spec part 2 §4: a new column starts descending). */
  firstSort?: FirstSortRule;
  search?: { placeholder: string; text: (row: Row) => string };
  filter?: (row: Row) => boolean;
  /** 'show-more' (default): a "Show More" button adds a page; 'pages': previous / next. */
  paging?: PagingMode;
  pageSize?: number;
  /** Badge next to the search box, e.g. `${shown} matchups`. */
  countLabel?: (shown: number, total: number) => string;
  /** Extra controls in the toolbar (selects, filters). */
  toolbar?: ReactNode;
}

/** The sideways-scroll affordance (./use-scroll-hint.ts): a fade on the box's right edge and a line below it. */
const SCROLL_FADE = (
  <div
    aria-hidden="true"
    className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-lg bg-gradient-to-l from-slate-900/20 to-transparent opacity-0 transition-opacity group-data-more:opacity-100"
  />
);
const SCROLL_HINT = (
  <p className="hidden pt-1 text-right text-xs text-slate-600 group-data-more:block" data-testid="scroll-hint">
    Scroll sideways for more columns →
  </p>
);

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const {
    rows,
    columns,
    caption,
    emptyMessage,
    searchNoun = 'players',
    csvFileName,
    getRowId,
    initialSort = null,
    onSortChange,
    firstSort = 'desc',
    search,
    filter,
    paging = 'show-more',
    pageSize = TABLE_PAGE_SIZE,
    countLabel,
    toolbar,
  } = props;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const sortBy = (spec: ColumnSpec<Row>) => (onSortChange ?? setOwnSort)(nextSort(sort, spec, firstSort));

  const index = useMemo(() => new SortIndex(rows, columns), [rows, columns]);
  const scanAtOnce = scansWidthsAtOnce(rows.length, columns.length);
  const textsWhenIdle = useSortWarming(index, rows, columns, scanAtOnce);
  const [mask, searchPending] = useTableSearch(rows, search?.text, filter, query);
  const order = useMemo(() => (sort ? index.order(sort.id, sort.desc) : index.identity()), [index, sort]);
  const matching = useMemo(() => applyMask(order, mask), [order, mask]);

  // What is listed: paging restarts, and a re-listing is shown in two frames, when it changes.
  const listingKey = `${query}|${sort?.id}|${sort?.desc}|${matching.length}|${rows.length}`;
  const [page, setPage, pageCount, start, visibleRows] = usePaging(rows, matching, listingKey, paging, pageSize);
  const [renderedRows, relisting, firstListing, relistedOnce, tbodyRef] = useTwoFrameListing(visibleRows, listingKey);
  const tableRef = useRef<HTMLTableElement>(null);
  const fixedWidths = useColumnWidths(tableRef, rows, columns, scanAtOnce, textsWhenIdle, (relisting && !firstListing) || relistedOnce);
  const [boxRef, holderRef] = useScrollHint();
  const choice = useColumnChoice(columns, fixedWidths, boxRef);
  const layoutWidths = useMemo(() => fitNameColumn(fixedWidths, choice.shown[0]?.id, choice.room), [fixedWidths, choice.shown, choice.room]);
  const downloadRows = () =>
    downloadCsv(
      `${csvFileName}.csv`,
      toCsv(
        columns,
        Array.from(matching, (i) => rows[i]!),
      ),
    );

  return (
    <div className="space-y-3">
      {renderToolbar(
        search,
        searchId,
        query,
        setQuery,
        countLabel ? countLabel(matching.length, rows.length) : null,
        toolbar,
        choice.choosable && renderColumnPicker(columns, choice, buttonClass),
        downloadRows,
      )}
      <div className="group" ref={holderRef}>
        <div className="relative">
          {/* biome-ignore lint/a11y/useSemanticElements: the scroll box of a table, named by its caption; a section would add an outline entry per table. */}
          <div
            ref={boxRef}
            className="max-h-[calc(100dvh-6rem)] overflow-auto overscroll-x-contain rounded-lg border border-slate-200 bg-white [contain:layout_paint] focus-visible:outline-2 focus-visible:outline-sky-600"
            role="region"
            aria-label={caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
            tabIndex={0}
          >
            {/* Separate borders, drawn by the cells: a re-sort then lays out and paints less than with
            collapsed borders, which the browser resolves cell by cell. */}
            <table
              ref={tableRef}
              className="min-w-full border-separate border-spacing-0 text-sm"
              // With a width of its own, the table gives each column its width instead of sharing
              // out the space by the content on the page.
              style={layoutWidths ? { width: totalWidth(layoutWidths, choice.shownIds) } : undefined}
              aria-busy={relisting || searchPending || undefined}
            >
              <caption className="sr-only">{caption}</caption>
              {layoutWidths && renderColgroup(choice.shown, layoutWidths)}
              <thead className="bg-slate-100 text-xs text-slate-700">{renderHeaderRow(choice.shown, sort, sortBy)}</thead>
              <tbody ref={tbodyRef}>
                {renderBodyRows(renderedRows, start, query.trim() ? `No ${searchNoun} match '${query.trim()}'` : emptyMessage, getRowId, choice.shown)}
              </tbody>
            </table>
          </div>
          {SCROLL_FADE}
        </div>
        {SCROLL_HINT}
      </div>
      {renderPaging(paging, caption, page, pageCount, visibleRows.length, matching.length, setPage)}
    </div>
  );
}
