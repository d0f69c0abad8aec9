/**
 * The one table of the site (TanStack Table v9 for columns, headers, cells and
 * rendering; React owns markup and behaviour). Small typed API:
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
 * Behaviour: sortable headers are buttons inside <th aria-sort>; see
 * ./sorting.ts for the direction rules (same column flips, missing values
 * lowest). Search and filter apply before sorting; changing search, filter or
 * sort goes back to the first page. The table scrolls horizontally inside a
 * focusable region on narrow screens.
 *
 * Built to stay within a frame at thousands of rows (Season Home Runs: ~6,000
 * under 4x CPU throttling):
 * - sorting uses per-column keys and cached orders (./sort-index.ts) with one
 *   shared collator, prepared in small idle-time steps so even a column's first
 *   click is cheap;
 * - search text is folded once per data set (at the first search), not once
 *   per keystroke;
 * - only the visible page goes through TanStack Table (core row model,
 *   built for each render from React state, with ./render-only-reactivity.ts),
 *   so its work is per page, not per data set;
 * - rows are keyed by position, so a re-sort updates text in place;
 * - every column has one width for the whole data set (./column-widths.ts), so
 *   new text on a page moves no column and only the changed rows are laid out
 *   again (a data set of more than WIDTH_SCAN_AT_ONCE_CELLS cells: from its
 *   first re-listing on);
 * - a re-sort, search or filter first renders the rows that can be on screen,
 *   the rest one frame later (memoised rows: the ones kept cost nothing).
 */
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { constructTable, createColumnHelper, tableFeatures, type Row as TableRowModel } from '@tanstack/react-table';
import { TABLE_PAGE_SIZE } from '../../config/ui-settings.ts';
import { downloadCsv, toCsv } from './csv.ts';
import { formatCell } from './format-cell.ts';
import { foldForSearch, matchesSearch, searchWords } from '../../lib/text-search.ts';
import { renderOnlyReactivity } from './render-only-reactivity.ts';
import { applyMask, SortIndex } from './sort-index.ts';
import { columnWidths, widestTextsOf, type ColumnTexts } from './column-widths.ts';
import { nextSort } from './sorting.ts';
import type { ColumnSpec, FirstSortRule, SortState } from './types.ts';

const features = tableFeatures({ coreReactivityFeature: renderOnlyReactivity() });

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ColumnSpec<Row>[];
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  /** Spec-visible text when no row is left (after search / filter). */
  emptyMessage: string;
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
  paging?: 'show-more' | 'pages';
  pageSize?: number;
  /** Badge next to the search box, e.g. `${shown} matchups`. */
  countLabel?: (shown: number, total: number) => string;
  /** Extra controls in the toolbar (selects, filters). */
  toolbar?: ReactNode;
}

function buildColumnDefs<Row extends object>(columns: readonly ColumnSpec<Row>[]) {
  const helper = createColumnHelper<typeof features, Row>();
  return helper.columns(
    columns.map((spec) =>
      helper.accessor((row: Row) => spec.value(row), {
        id: spec.id,
        header: spec.header,
      }),
    ),
  );
}

const buttonClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** Idle time left unused at the end of an idle period, for the browser's own work. */
const IDLE_MARGIN_MS = 4;
/** At most this much work per idle callback, however long the idle period: never a long task (50 ms). */
const IDLE_SLICE_MS = 20;
/** Without requestIdleCallback (Safari): at most this long per timer turn. */
const FALLBACK_SLICE_MS = 8;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining(): number }) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Largest data set (rows x columns) whose column-width texts are found while its data arrives
 * (about 2 ms at full speed for Season Home Runs' 61,000); a larger one is scanned in idle time.
 */
const WIDTH_SCAN_AT_ONCE_CELLS = 100_000;

/** Cell padding (px-2 on both sides) and the sort arrow's gap (gap-1), in pixels. */
const CELL_PADDING_PX = 16;
const SORT_ARROW_GAP_PX = 4;

/** The column widths for `texts` in this table's fonts (null before it has a body row). */
function measureWidths(table: HTMLTableElement, texts: readonly ColumnTexts[]): Map<string, number> | null {
  const bodyCell = table.querySelector('tbody td');
  const headerCell = table.querySelector('thead th');
  const context = document.createElement('canvas').getContext('2d');
  if (!bodyCell || !headerCell || !context) return null;
  const fontOf = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  };
  const fonts = { body: fontOf(bodyCell), header: fontOf(headerCell) };
  const measure = (text: string, where: 'body' | 'header') => {
    context.font = fonts[where];
    return context.measureText(text).width;
  };
  const arrow = Math.max(...['▲', '▼', '↕'].map((glyph) => measure(glyph, 'header')));
  // +2: digits drawn with tabular figures, and rounding.
  return columnWidths(texts, measure, { padding: CELL_PADDING_PX + 2, headerExtra: arrow + SORT_ARROW_GAP_PX });
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

const sumOf = (values: Iterable<number>) => {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
};

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

interface TableRowProps<Row extends object> {
  row: TableRowModel<typeof features, Row>;
  rowId: string | undefined;
  specById: ReadonlyMap<string, ColumnSpec<Row>>;
}

/** One body row; re-rendered only when its data, id or columns change (a row kept below the fold costs nothing). */
const TableRow = memo(
  function TableRow<Row extends object>({ row, rowId, specById }: TableRowProps<Row>) {
    return (
      <tr data-row-id={rowId} className="hover:bg-slate-50 *:border-t *:border-slate-100">
        {row.getAllCells().map((cell) => {
          const spec = specById.get(cell.column.id);
          const extra = spec?.cellClass?.(spec.value(row.original), row.original) ?? '';
          return (
            <td
              key={cell.column.id}
              className={`whitespace-nowrap px-2 py-1.5 ${spec?.kind === 'number' ? 'tabular text-right' : 'text-left'} ${extra}`}
            >
              {spec ? formatCell(spec, row.original) : null}
            </td>
          );
        })}
      </tr>
    );
  },
  (before, after) => before.row.original === after.row.original && before.rowId === after.rowId && before.specById === after.specById,
) as <Row extends object>(props: TableRowProps<Row>) => ReactNode;

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const {
    rows,
    columns,
    caption,
    emptyMessage,
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

  const specById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const index = useMemo(() => new SortIndex(rows, columns), [rows, columns]);
  const searchText = search?.text;
  // Each row's folded search text, computed at the first search and kept for this data set.
  const haystacks = useMemo(() => {
    let folded: string[] | null = null;
    return () => (folded ??= searchText ? rows.map((row) => foldForSearch(searchText(row))) : rows.map(() => ''));
  }, [rows, searchText]);

  // The texts that size the columns (./column-widths.ts): found while the data arrives, or for a
  // data set too large to scan then, column by column while the browser is idle.
  const scanAtOnce = rows.length * columns.length <= WIDTH_SCAN_AT_ONCE_CELLS;
  const textsAtOnce = useMemo(() => (scanAtOnce ? widestTextsOf(rows, columns) : null), [rows, columns, scanAtOnce]);
  const [textsWhenIdle, setTextsWhenIdle] = useState<{ rows: readonly Row[]; texts: ColumnTexts[] } | null>(null);

  // While the browser is idle, in slices that stop when the idle period ends (no long task:
  // input stays responsive): every sortable column's order is prepared, then (large data sets)
  // the column widths' texts are found.
  useEffect(() => {
    const idle = window as IdleWindow;
    const pending = columns.filter((c) => c.sortable !== false).map((c) => c.id);
    const toScan = scanAtOnce ? [] : [...columns];
    const scanned: ColumnTexts[] = [];
    let handle = 0;
    const schedule = () => {
      handle = idle.requestIdleCallback
        ? idle.requestIdleCallback((deadline) => {
            const until = performance.now() + IDLE_SLICE_MS;
            step(() => deadline.timeRemaining() > IDLE_MARGIN_MS && performance.now() < until);
          })
        : window.setTimeout(() => {
            const until = performance.now() + FALLBACK_SLICE_MS;
            step(() => performance.now() < until);
          }, 50);
    };
    const step = (hasTime: () => boolean) => {
      while (pending.length > 0 && hasTime()) {
        if (!index.warm(pending[0]!, hasTime)) pending.shift();
      }
      while (pending.length === 0 && toScan.length > 0 && hasTime()) {
        scanned.push(...widestTextsOf(rows, [toScan.shift()!]));
        if (toScan.length === 0) setTextsWhenIdle({ rows, texts: scanned });
      }
      if (pending.length > 0 || toScan.length > 0) schedule();
    };
    schedule();
    return () => (idle.cancelIdleCallback ? idle.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [index, rows, columns, scanAtOnce]);

  const mask = useMemo(() => {
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

  const order = useMemo(() => (sort ? index.order(sort.id, sort.desc) : index.identity()), [index, sort]);
  const matching = useMemo(() => applyMask(order, mask), [order, mask]);

  // Paging restarts whenever what is listed changes.
  const pagingKey = `${query}|${sort?.id}|${sort?.desc}|${matching.length}|${rows.length}`;
  const [pageState, setPageState] = useState({ key: pagingKey, page: 0 });
  const page = pageState.key === pagingKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ key: pagingKey, page: next });
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const [start, end] = paging === 'pages' ? [page * pageSize, (page + 1) * pageSize] : [0, (page + 1) * pageSize];
  const visibleRows = useMemo(
    () => Array.from(matching.subarray(start, Math.min(end, matching.length)), (i) => rows[i]!),
    [matching, start, end, rows],
  );

  // A re-listing (sort, search, filter) is shown in two frames: the frame that answers the input
  // renders the new rows that can be on screen, and the rows below the fold keep what they showed
  // until the next frame (the table is aria-busy meanwhile). That frame then lays out and paints a
  // fraction of the page. Paging and Show More render at once: their buttons are below the table.
  // The first listing of a table built in the browser (its data has just arrived) is shown the
  // same way, its rows below the fold one frame later; a table rendered on the server and
  // hydrated has them all at once.
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const builtInBrowser = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const committedRows = useRef<readonly Row[]>(builtInBrowser ? [] : visibleRows);
  const [settledKey, setSettledKey] = useState<string | null>(builtInBrowser ? null : pagingKey);
  const relisting = settledKey !== pagingKey;
  const firstListing = settledKey === null;
  const inView = !relisting ? Infinity : firstListing ? rowsInWindow() : rowsInView(tbodyRef.current);
  const renderedRows =
    inView >= visibleRows.length
      ? visibleRows
      : visibleRows.slice(0, inView).concat(committedRows.current.slice(inView, visibleRows.length));
  useLayoutEffect(() => {
    committedRows.current = renderedRows;
  });
  useEffect(() => {
    if (!relisting) return;
    let timer = 0;
    // requestAnimationFrame runs just before the next paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        setSettledKey(pagingKey);
        if (!firstListing) setIdleWidthsInEffect(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [relisting, firstListing, pagingKey]);

  // One width per column for this data set, measured in the table's fonts before a paint. Widths
  // found while idle take effect with the first re-listing, an input the page answers anyway,
  // rather than moving the columns on their own (a layout shift).
  const tableRef = useRef<HTMLTableElement>(null);
  const [idleWidthsInEffect, setIdleWidthsInEffect] = useState(false);
  const widestTexts =
    textsAtOnce ?? (textsWhenIdle?.rows === rows && ((relisting && !firstListing) || idleWidthsInEffect) ? textsWhenIdle.texts : null);
  const [widths, setWidths] = useState<{ texts: readonly ColumnTexts[]; pixels: ReadonlyMap<string, number> } | null>(null);
  useLayoutEffect(() => {
    if (!widestTexts || widths?.texts === widestTexts || !tableRef.current) return;
    const pixels = measureWidths(tableRef.current, widestTexts);
    if (pixels) setWidths({ texts: widestTexts, pixels });
  }, [widestTexts, widths]);
  const fixedWidths = widths?.pixels ?? null;

  const columnDefs = useMemo(() => buildColumnDefs(columns), [columns]);
  const table = useMemo(
    () =>
      constructTable({
        features,
        columns: columnDefs,
        data: renderedRows as Row[],
        getRowId: getRowId ? (row, position) => getRowId(row, start + position) : undefined,
      }),
    [columnDefs, renderedRows, getRowId, start],
  );
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableRows = table.getRowModel().rows;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {search && (
          <div className="w-full sm:w-72">
            <label htmlFor={searchId} className="sr-only">
              {search.placeholder}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={search.placeholder}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm placeholder:text-slate-500 focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
            />
          </div>
        )}
        {countLabel && (
          <span
            className="inline-flex items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white"
            role="status"
            data-testid="table-count"
          >
            {countLabel(matching.length, rows.length)}
          </span>
        )}
        {toolbar}
        <button
          type="button"
          className={`${buttonClass} sm:ms-auto`}
          onClick={() => downloadCsv(`${csvFileName}.csv`, toCsv(columns, Array.from(matching, (i) => rows[i]!)))}
        >
          Download CSV
        </button>
      </div>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white [contain:layout_paint] focus-visible:outline-2 focus-visible:outline-sky-600"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        {/* Separate borders, drawn by the cells: a re-sort then lays out and paints less than with
            collapsed borders, which the browser resolves cell by cell. */}
        <table
          ref={tableRef}
          className="min-w-full border-separate border-spacing-0 text-sm"
          // With a width of its own, the table gives each column its width instead of sharing
          // out the space by the content on the page.
          style={fixedWidths ? { width: sumOf(fixedWidths.values()) } : undefined}
          aria-busy={relisting || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          {fixedWidths && (
            <colgroup>
              {headers.map((header) => (
                <col key={header.id} style={{ width: fixedWidths.get(header.column.id) }} />
              ))}
            </colgroup>
          )}
          <thead className="bg-slate-100 text-xs text-slate-700">
            <tr>
              {headers.map((header) => {
                const spec = specById.get(header.column.id);
                const numeric = spec?.kind === 'number';
                const sortable = spec ? spec.sortable !== false : false;
                const direction = sort?.id === header.column.id ? (sort.desc ? 'descending' : 'ascending') : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction}
                    title={spec?.title}
                    className={`whitespace-nowrap px-2 py-2 font-semibold ${numeric ? 'text-right' : 'text-left'}`}
                  >
                    {sortable && spec ? (
                      <button
                        type="button"
                        onClick={() => sortBy(spec)}
                        className={`inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600 ${numeric ? 'flex-row-reverse' : ''}`}
                      >
                        {spec?.header ?? header.column.id}
                        <span aria-hidden="true" className={direction ? 'text-sky-700' : 'text-slate-400'}>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      (spec?.header ?? header.column.id)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody ref={tbodyRef}>
            {tableRows.length === 0 ? (
              <tr>
                <td colSpan={Math.max(1, headers.length)} className="px-3 py-8 text-center text-slate-600">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              tableRows.map((row, position) => (
                // Keyed by position: a re-sort reuses the rows' DOM and only changes their text.
                <TableRow key={position} row={row} rowId={getRowId ? row.id : undefined} specById={specById} />
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging === 'show-more' ? (
        visibleRows.length < matching.length && (
          <div className="flex items-center justify-center gap-3">
            <span className="text-sm text-slate-600">
              Showing {visibleRows.length} of {matching.length}
            </span>
            <button type="button" className={buttonClass} onClick={() => setPage(page + 1)}>
              Show More
            </button>
          </div>
        )
      ) : (
        pageCount > 1 && (
          <nav className="flex items-center justify-center gap-3" aria-label={`${caption} pages`}>
            <button type="button" className={buttonClass} disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span className="text-sm text-slate-700">
              Page {page + 1} of {pageCount}
            </span>
            <button type="button" className={buttonClass} disabled={page >= pageCount - 1} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        )
      )}
    </div>
  );
}
