/**
 * The one table of the site, on TanStack Table (./engine.ts). Small typed API:
 *
 *   <DataTable
 *     rows={file.parks} columns={parkFactorColumns} caption="Park factors"
 *     getRowId={(r) => r.team} initialSort={{ id: 'parkFactor', desc: true }}
 *     firstSort="desc"                        // or 'asc' | 'by-kind'; per-column ColumnSpec.firstSort wins
 *     search={{ placeholder: 'Search by team or ballpark...', text: (r) => `${r.teamName} ${r.venue}` }}
 *     filter={(r) => r.team === selectedTeam} // optional extra filter (selects, sliders)
 *     paging="show-more"                      // or 'pages'; pageSize defaults to TABLE_PAGE_SIZE
 *     csvFileName="park-factors"              // "Download CSV" of the filtered, sorted rows
 *     columnsKey="park-factors"               // where the visitor's column pick is kept (default csvFileName)
 *     emptyMessage="No park factor data found. Try adjusting your search."
 *     countLabel={(shown, total) => `${shown} of ${total} parks`}
 *   />
 *
 * TanStack does the sorting (first direction per column, missing values lowest) and the column
 * visibility and order (./use-column-choice.ts: every column on a desktop, the key ones on a
 * phone, the visitor's pick kept per table) of the rows the search (the site's rule,
 * ./table-search.ts) and the table's filter keep. The kit adds the paging, the pinned name column,
 * the column widths (one measured width per column for the data set, ./use-column-widths.ts) and
 * the CSV (./csv.ts).
 * The table sits in a focusable region that scrolls sideways only (the page scrolls it up and
 * down), its name column sticky and its header row sticking to the page (./sticky-header.tsx);
 * while columns lie past its right edge a fade and a "Scroll sideways" line say so
 * (./use-scroll-hint.ts). Optional: rows listed last whatever the sort (`listedLast`), a panel
 * under a row (`rowPanel`), extra CSV columns (`csvColumns`).
 */
import { Fragment, lazy, startTransition, Suspense, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTable, type Column } from '@tanstack/react-table';
import { TABLE_PAGE_SIZE } from '../../config/ui-settings.ts';
import { ColumnPicker } from './column-picker.tsx';
import { widestTextsOf, type ColumnTexts } from './column-widths.ts';
import { staticColumnsFor, type StaticColumn } from './default-columns.ts';
import { columnDefsInOrder, nameColumnId, tableKitFeatures, toColumnDefs, type KitColumnDef, type KitFeatures } from './engine.ts';
import { formatCell, staticCellText } from './format-cell.ts';
import { CELL_PADDING_X, HeaderCell, specOf } from './header-cells.tsx';
import { PlayerName } from './player-name.tsx';
import { TablePaging, TableToolbar, type PagingMode } from './table-controls.tsx';
import { useTableSearch } from './table-search.ts';
import type { ColumnSpec, FirstSortRule, SortState } from './types.ts';
import { useColumnChoice, useScreenClass } from './use-column-choice.ts';
import { fitPhoneColumns, useColumnWidths } from './use-column-widths.ts';
import type { StickyHeaderProps } from './sticky-header.tsx';
import { useScrollHint, type ScrollHint } from './use-scroll-hint.ts';
import { useHydrating } from '../use-hydrating.ts';

export type { PagingMode };

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
  /** Where the visitor's column pick is kept (one per table, the same every day); default csvFileName. */
  columnsKey?: string;
  /** A stable id per row, written as the row's data-row-id (index: its position in the listed order). */
  getRowId?: (row: Row, index: number) => string;
  initialSort?: SortState | null;
  /**
   * The sort, when the page holds it (a Sort panel shows and sets it too): the headers then ask
   * onSortChange for the next one. Without it the table keeps its own, from initialSort.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Default 'desc' (docs/product.md#tables: a new column starts descending). */
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
  /**
   * `rows` are only the build's first page of `total` rows (./first-page.ts), shown until the
   * whole data set is loaded: the count and the paging say `total`, the widths are the whole
   * set's, and the search, sorting, paging and CSV wait (disabled) for the rest.
   */
  partial?: { total: number; widest: readonly ColumnTexts[] };
  /** Rows listed after all the others whatever the sort (e.g. games already under way), each group in the sort's order. */
  listedLast?: (row: Row) => boolean;
  /**
   * A small panel under a row (needs getRowId), one open at a time: a click on the row, or on its
   * `opensPanel` cell (a button, so the keyboard reaches it), opens and closes it. `has`: whether
   * a row has one (default: every row); `render` draws it, `close` closes it.
   */
  rowPanel?: { has?: (row: Row) => boolean; render: (row: Row, close: () => void) => ReactNode };
  /** The CSV's columns (default `columns`), read at the download: a page may add columns the table does not show. */
  csvColumns?: () => Promise<readonly ColumnSpec<Row>[]>;
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

/**
 * On a phone a long text wraps between words (a word longer than its column widens the column
 * rather than breaking mid-word: "Nicholas", never "Nichola/s").
 */
const PHONE_WRAP = 'max-md:whitespace-normal max-md:[overflow-wrap:break-word]';
/** Text columns wrap on a phone, but for a `nowrap` one (a date); number columns only when `phoneWrap`. */
const wrapsOnPhone = <Row,>(spec: ColumnSpec<Row>) => (spec.kind === 'text' && !spec.nowrap) || spec.phoneWrap;

/** The name column's cells stay in view while the row scrolls sideways; on a phone a long name wraps. */
const STICKY_CELL = `sticky left-0 z-[1] bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)] group-hover/row:bg-slate-50 ${PHONE_WRAP}`;

/** A row's panel (DataTable's `rowPanel`) as the body draws it: which row is open and how to open one. */
interface PanelState<Row> {
  /** The id of the open row (DataTable's getRowId), null when none is. */
  openId: string | null;
  /** The panel's element id (the toggle button's aria-controls). */
  panelId: string;
  has: (row: Row) => boolean;
  render: (row: Row, close: () => void) => ReactNode;
  toggle: (rowId: string) => void;
  close: () => void;
}

interface BodyCellProps<Row> {
  spec: ColumnSpec<Row>;
  row: Row;
  pinned: boolean;
  /** The static HTML's class hiding the cell on some screens (default-columns.ts staticColumnsFor). */
  hideClass: string;
  /** The static HTML (and its hydration): a visitor-dependent text is the build's (ColumnSpec.formatStatic). */
  isStatic: boolean;
  /** The row's panel toggle, when this cell is its button (ColumnSpec.opensPanel on a row that has a panel). */
  panelToggle?: { open: boolean; panelId: string; onToggle: () => void };
}

/**
 * An instant's text (ColumnSpec.instant) in a <time> the shell's script words in the visitor's zone:
 * the static HTML's UTC text may already be his zone's when the island hydrates (hence no warning).
 */
function InstantText({ instant, text }: { instant: string; text: string }) {
  return (
    <time dateTime={instant} data-local-time="without-year" suppressHydrationWarning>
      {text}
    </time>
  );
}

function BodyCell<Row>({ spec, row, pinned, hideClass, isStatic, panelToggle }: BodyCellProps<Row>) {
  const shown = isStatic ? staticCellText(spec, row) : formatCell(spec, row);
  const instant = spec.instant?.(row) ?? null;
  const text = instant === null ? shown : <InstantText instant={instant} text={shown} />;
  const links = spec.links?.(row);
  const note = spec.note?.(row);
  return (
    <td
      className={`whitespace-nowrap ${CELL_PADDING_X} py-1.5 ${pinned ? STICKY_CELL : ''} ${spec.kind === 'number' ? 'tabular-nums text-right' : 'text-left'} ${wrapsOnPhone(spec) ? PHONE_WRAP : ''} ${spec.cellClass?.(spec.value(row), row) ?? ''} ${hideClass}`}
    >
      {links ? (
        <PlayerName name={shown} links={links} />
      ) : panelToggle ? (
        <button
          type="button"
          aria-expanded={panelToggle.open}
          aria-controls={panelToggle.open ? panelToggle.panelId : undefined}
          onClick={panelToggle.onToggle}
          className={PANEL_TOGGLE_CLASS}
        >
          {text}
        </button>
      ) : (
        text
      )}
      {note && <CellNote label={note.label} title={note.title} />}
    </td>
  );
}

/** A cell that opens its row's panel: its text underlined with dots, as a link-like button. */
const PANEL_TOGGLE_CLASS =
  'cursor-pointer rounded text-inherit underline decoration-slate-400 decoration-dotted underline-offset-2 hover:decoration-slate-700 focus-visible:outline-2 focus-visible:outline-sky-600';

interface BodyRowsProps<Row> {
  /** The visible page's rows. */
  rows: readonly Row[];
  /** The shown columns, in order (the static HTML's: each with its class hiding it on some screens). */
  columns: readonly StaticColumn<Row>[];
  isStatic: boolean;
  nameId: string;
  /** The text of the one row shown when no row is listed (kept in view while the box scrolls sideways). */
  emptyText: string;
  rowIdOf?: (row: Row, position: number) => string;
  panel?: PanelState<Row>;
}

function BodyRows<Row>({ rows, columns, isStatic, nameId, emptyText, rowIdOf, panel }: BodyRowsProps<Row>) {
  if (rows.length === 0) {
    return (
      <tr>
        <td colSpan={Math.max(1, columns.length)} className="px-3 py-8 text-left text-slate-600 sm:text-center">
          <span className="sticky left-3 inline-block max-w-[calc(100vw-4rem)] whitespace-normal">{emptyText}</span>
        </td>
      </tr>
    );
  }
  return rows.map((row, position) => {
    const rowId = rowIdOf?.(row, position);
    const withPanel = panel && rowId !== undefined && panel.has(row);
    const open = withPanel && panel.openId === rowId;
    const toggle = withPanel ? { open: !!open, panelId: panel.panelId, onToggle: () => panel.toggle(rowId) } : undefined;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position, a re-sort reuses the rows' DOM and only changes their text.
      <Fragment key={position}>
        <tr
          data-row-id={rowId}
          data-row-panel={withPanel ? (open ? 'open' : '') : undefined}
          className={`group/row hover:bg-slate-50 *:border-t *:border-slate-100 ${withPanel ? 'cursor-pointer' : ''} ${open ? 'bg-sky-50' : ''}`}
        >
          {columns.map(({ column, key, hideClass }) => (
            <BodyCell
              key={key}
              spec={column}
              row={row}
              pinned={column.id === nameId}
              hideClass={hideClass}
              isStatic={isStatic}
              panelToggle={column.opensPanel ? toggle : undefined}
            />
          ))}
        </tr>
        {open && (
          <tr>
            <td colSpan={columns.length} className="border-t border-sky-200 bg-sky-50/60 p-0">
              {/* As wide as the box shows (the box is its size container: 100cqw), kept in view while the box scrolls sideways. */}
              <div id={panel.panelId} className="sticky left-0 w-[100cqw] max-w-full p-3 whitespace-normal">
                {panel.render(row, panel.close)}
              </div>
            </td>
          </tr>
        )}
      </Fragment>
    );
  });
}

/** A click on a row that has a panel opens or closes it, unless it lands on a link, a button or a field of the row. */
function rowClickHandler<Row>(panel: PanelState<Row> | undefined) {
  if (!panel) return undefined;
  return (event: MouseEvent<HTMLTableSectionElement>) => {
    const target = event.target as Element;
    if (target.closest('a, button, input, select, summary, [role="tooltip"]')) return;
    const row = target.closest('tr[data-row-panel]');
    const rowId = row?.getAttribute('data-row-id');
    if (rowId) panel.toggle(rowId);
  };
}

/**
 * The static HTML's hidden sizer: one collapsed row (laid out, never drawn) with each column's
 * widest texts over the whole data set, one per line, in the body's font and padding. The static
 * table's columns are then as wide as the whole set needs, and the hydrated table keeps those
 * widths (use-column-widths.ts): nothing moves when the island runs or the rest of the rows arrive.
 */
function SizerRows<Row>({ columns, texts }: { columns: readonly StaticColumn<Row>[]; texts: readonly ColumnTexts[] }) {
  const widest = new Map(texts.map((column) => [column.id, column]));
  return (
    <tfoot aria-hidden="true" className="[visibility:collapse]">
      <tr>
        {columns.map(({ column, key, hideClass }) => (
          <td
            key={key}
            className={`whitespace-nowrap ${CELL_PADDING_X} ${column.kind === 'number' ? 'tabular-nums' : ''} ${wrapsOnPhone(column) ? PHONE_WRAP : ''} ${hideClass}`}
          >
            {widest.get(column.id)?.widest.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of texts, never reordered.
              <div key={index}>{text}</div>
            ))}
            {/* A noted row's text with room for its badge beside it (NOTE_BADGE_CLASS). */}
            {widest.get(column.id)?.noted?.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of texts, never reordered.
              <div key={`noted-${index}`}>
                {text}
                <span className={NOTE_BADGE_SPACE} />
              </div>
            ))}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

/** The room a cell note's badge takes beside its text (use-column-widths.ts NOTE_BADGE_EXTRA_PX); below it on a phone. */
const NOTE_BADGE_SPACE = 'inline-block w-[34px] max-md:hidden';

/** A short note beside a cell's text; its explanation opens on hover, focus or tap. */
function CellNote({ label, title }: { label: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="relative ml-1 max-md:ml-0 max-md:block">
      <button
        type="button"
        className="rounded bg-amber-100 px-1 text-[11px] font-semibold leading-4 text-amber-900"
        title={title}
        aria-label={`${label}: ${title}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onBlur={() => setOpen(false)}
      >
        {label}
      </button>
      {open && (
        <span
          role="tooltip"
          className="absolute right-0 top-5 z-20 w-56 whitespace-normal rounded-md bg-slate-900 p-2 text-left text-xs font-normal text-white shadow-lg"
        >
          {title}
        </span>
      )}
    </span>
  );
}

/** The options every table shares: one sort at a time, never removed by a click. */
const KIT_TABLE_OPTIONS = { enableSortingRemoval: false, enableMultiSort: false } as const;

/**
 * The listed page: 'pages' shows page `page`; 'show-more' lists pages 0..page together. Goes back
 * to the first page whenever `listingKey` changes (a new search, sort, filter result or data set).
 * The visible rows are the listed ones from `start` (their position in the listed order) to `end`.
 */
function useListingPage(listingKey: string, paging: PagingMode, pageSize: number) {
  const [pageState, setPageState] = useState({ key: listingKey, page: 0 });
  const page = pageState.key === listingKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ key: listingKey, page: next });
  const start = paging === 'pages' ? page * pageSize : 0;
  return { page, setPage, start, end: (page + 1) * pageSize };
}

/**
 * The table's box: a focusable region named by the caption that scrolls sideways only (the page
 * scrolls it up and down: no box inside the page scrolls vertically), with the sideways-scroll
 * fade and hint (./use-scroll-hint.ts) and, above it, the header row that sticks to the page
 * (`stickyHeader`, ./sticky-header.tsx). Layout containment keeps a new page of rows from
 * re-laying the page out; paint containment is left off: with it, each sort or page click
 * repainted far more (Season Home Runs at 4x CPU: a page click's median 127 ms, 80 without).
 */
function ScrollBox({ caption, boxRef, holderRef, stickyHeader, children }: { caption: string; stickyHeader: ReactNode; children: ReactNode } & ScrollHint) {
  return (
    <div className="group" ref={holderRef}>
      {stickyHeader}
      <div className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: the scroll box of a table, named by its caption; a section would add an outline entry per table. */}
        <div
          ref={boxRef}
          className="@container overflow-x-auto overscroll-x-contain rounded-lg border border-slate-200 bg-white [contain:layout] focus-visible:outline-2 focus-visible:outline-sky-600"
          role="region"
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
          tabIndex={0}
        >
          {children}
        </div>
        {SCROLL_FADE}
      </div>
      {SCROLL_HINT}
    </div>
  );
}

/** The row panel's state (DataTable's `rowPanel`): which row is open, by id. */
function useRowPanel<Row>(rowPanel: DataTableProps<Row>['rowPanel']): PanelState<Row> | undefined {
  const [openId, setOpenId] = useState<string | null>(null);
  const panelId = useId();
  if (!rowPanel) return undefined;
  const close = () => setOpenId(null);
  return {
    openId,
    panelId,
    has: rowPanel.has ?? (() => true),
    render: rowPanel.render,
    toggle: (rowId) => setOpenId((open) => (open === rowId ? null : rowId)),
    close,
  };
}

/** True from the page's first scroll on: the page-sticky header (./sticky-header.tsx) is needed only then, and its code loads then. */
function usePageScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    // A page opened already scrolled (a restored position) is read once the next frame is drawn:
    // reading the offset here, in the commit's task, would lay the page out before its time.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => window.scrollY > 0 && onScroll());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}

const StickyHeader = lazy(() => import('./sticky-header.tsx')) as unknown as <Row extends object>(props: StickyHeaderProps<Row>) => ReactNode;

/**
 * False while the static HTML is drawn (the build) and hydrated, true after: the screen is not
 * known in the static HTML, so its columns are every screen's at once, hidden by CSS
 * (default-columns.ts staticColumnsFor), and hydration draws the same. A hydrated table then
 * learns the screen in a transition, redrawn in slices between the browser's other work rather
 * than in one long task (as a store whose server snapshot differs would be, synchronously); a
 * table first drawn in the browser knows it at once.
 */
function useScreenKnown(hydrating: boolean): boolean {
  const [known, setKnown] = useState(!hydrating);
  useEffect(() => startTransition(() => setKnown(true)), []);
  return known;
}

/**
 * Which columns the table shows (./use-column-choice.ts) and their widths (./use-column-widths.ts,
 * fitted to a phone's box unless the static HTML laid them out); `screenKnown`: false while the
 * static HTML is drawn and hydrated.
 */
function useShownColumns<Row>(args: {
  tableRef: RefObject<HTMLTableElement | null>;
  boxRef: RefObject<HTMLElement | null>;
  columns: readonly ColumnSpec<Row>[];
  nameId: string;
  columnsKey: string;
  widestTexts: readonly ColumnTexts[];
}) {
  const { tableRef, boxRef, columns, nameId, columnsKey, widestTexts } = args;
  const screen = useScreenClass();
  const hydrated = useHydrating();
  const screenKnown = useScreenKnown(hydrated);
  const { pixels: measured, laidOut } = useColumnWidths(tableRef, widestTexts, columns, { wrapHeaders: screen === 'phone', staticLayout: !screenKnown });
  const choice = useColumnChoice(columns, nameId, columnsKey, measured, boxRef, hydrated);
  const shownSpecs = useMemo(() => columns.filter((column) => choice.shownIds.has(column.id)), [columns, choice.shownIds]);
  const widths = useMemo(
    () => fitPhoneColumns(measured, shownSpecs, choice.screen === 'phone' && !laidOut ? choice.room : null),
    [measured, shownSpecs, choice.screen, choice.room, laidOut],
  );
  return { screenKnown, choice, widths };
}

interface TableElementProps<Row extends object> {
  tableRef: RefObject<HTMLTableElement | null>;
  caption: string;
  /** The shown columns, in order (the static HTML's: each with its class hiding it on some screens). */
  columns: readonly StaticColumn<Row>[];
  columnOf: (id: string) => Column<KitFeatures, Row>;
  /** The measured widths once the screen is known (null: the table sizes its columns by content). */
  sizes: { total: number; columns: readonly { id: string; width: number }[] } | null;
  screenKnown: boolean;
  busy: boolean;
  waiting: boolean;
  widestTexts: readonly ColumnTexts[];
  /** The visible page's rows. */
  rows: readonly Row[];
  nameId: string;
  emptyText: string;
  rowIdOf?: (row: Row, position: number) => string;
  panel?: PanelState<Row>;
}

/** The <table> itself: caption, column widths, header row, the static HTML's sizer row, the rows. */
function TableElement<Row extends object>(props: TableElementProps<Row>) {
  const { tableRef, caption, columns, columnOf, sizes, screenKnown, busy, waiting, widestTexts, rows, nameId, emptyText, rowIdOf, panel } = props;
  return (
    <table
      ref={tableRef}
      className="min-w-full border-separate border-spacing-0 text-sm"
      // With a width of its own, the table gives each column its width instead of sharing
      // out the space by the content on the page.
      style={sizes ? { width: sizes.total } : undefined}
      aria-busy={busy || undefined}
      // The static HTML's columns (every screen's, hidden by CSS) until the script has learnt the screen.
      data-static-columns={screenKnown ? undefined : ''}
    >
      <caption className="sr-only">{caption}</caption>
      {sizes && (
        <colgroup>
          {sizes.columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
      )}
      <thead className="bg-slate-100 text-xs text-slate-700">
        <tr>
          {columns.map(({ column, key, hideClass }) => (
            <HeaderCell key={key} column={columnOf(column.id)} pinned={column.id === nameId} hideClass={hideClass} waiting={waiting} />
          ))}
        </tr>
      </thead>
      {/* Before the rows: a page still arriving is laid out with the whole set's widths. */}
      {!screenKnown && <SizerRows columns={columns} texts={widestTexts} />}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a row's click is a shortcut; its panel's own button (the opensPanel cell) takes the keyboard. */}
      <tbody onClick={rowClickHandler(panel)}>
        <BodyRows<Row> rows={rows} columns={columns} isStatic={!screenKnown} nameId={nameId} emptyText={emptyText} rowIdOf={rowIdOf} panel={panel} />
      </tbody>
    </table>
  );
}

/**
 * Each column's widest texts (./column-widths.ts) for `rows`. The build measured those of the
 * whole data set for its first page (`partial.widest`); the file that then replaces the first
 * page is that data set (as many rows), so its texts are kept rather than found again over every
 * row (a long task on a phone with a large file). Other rows are measured.
 */
function useWidestTexts<Row>(rows: readonly Row[], columns: readonly ColumnSpec<Row>[], partial: DataTableProps<Row>['partial']): readonly ColumnTexts[] {
  const [firstPage] = useState(partial);
  const kept = firstPage && rows.length === firstPage.total ? firstPage.widest : null;
  return useMemo(() => partial?.widest ?? kept ?? widestTextsOf(rows, columns), [partial, kept, rows, columns]);
}

/** The rows the table lists: those its own filter keeps and the search matches (all of them, the same array, when neither applies). */
function useListedRows<Row>(rows: readonly Row[], filter: ((row: Row) => boolean) | undefined, matches: ((row: Row) => boolean) | undefined): Row[] {
  return useMemo(() => {
    if (!filter && !matches) return rows as Row[];
    return rows.filter((row) => (!filter || filter(row)) && (!matches || matches(row)));
  }, [rows, filter, matches]);
}

/** The shown columns' measured widths, in order, and the table's width (their sum). */
function sizesOf(shownIds: readonly string[], widths: ReadonlyMap<string, number>): NonNullable<TableElementProps<object>['sizes']> {
  const columns = shownIds.map((id) => ({ id, width: widths.get(id) ?? 0 }));
  return { total: columns.reduce((sum, column) => sum + column.width, 0), columns };
}

/** The TanStack table of a DataTable, in the kit's state (sort, search, shown columns, widths). */
function useKitTable<Row extends object>(args: {
  columnDefs: KitColumnDef<Row>[];
  data: Row[];
  sort: SortState | null;
  setSort: (sort: SortState) => void;
  choice: { visibility: Record<string, boolean>; order: string[] };
  listedLast: ((row: Row) => boolean) | undefined;
}) {
  const { columnDefs, data, sort, setSort, choice, listedLast } = args;
  const orderedDefs = useMemo(() => columnDefsInOrder(columnDefs, choice.order), [columnDefs, choice.order]);
  return useTable({
    features: tableKitFeatures,
    columns: orderedDefs,
    data,
    state: {
      sorting: sort ? [sort] : [],
      columnVisibility: choice.visibility,
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sort ? [sort] : []) : updater;
      if (next[0]) setSort({ id: next[0].id, desc: next[0].desc });
    },
    ...KIT_TABLE_OPTIONS,
    meta: { listedLast: listedLast as ((row: never) => boolean) | undefined },
  });
}

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { rows, columns, caption, emptyMessage, searchNoun = 'players', csvFileName, columnsKey = csvFileName, getRowId } = props;
  const { initialSort = null, onSortChange, firstSort = 'desc', search, filter, paging = 'show-more', pageSize = TABLE_PAGE_SIZE, countLabel, toolbar } = props;
  const { partial, listedLast, csvColumns } = props;
  const searchId = useId();
  const panel = useRowPanel(getRowId ? props.rowPanel : undefined);
  const [query, setQuery] = useState('');
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const setSort = onSortChange ?? setOwnSort;
  const tableSearch = useTableSearch(search?.text, query);
  const data = useListedRows(rows, filter, tableSearch.matches);
  const columnDefs = useMemo(() => toColumnDefs(columns, firstSort), [columns, firstSort]);
  const nameId = nameColumnId(columns);
  const { page, setPage, start, end } = useListingPage(`${query}|${sort?.id}|${sort?.desc}|${data.length}|${rows.length}`, paging, pageSize);
  const tableRef = useRef<HTMLTableElement>(null);
  const { boxRef, holderRef } = useScrollHint();
  const widestTexts = useWidestTexts(rows, columns, partial);
  const { screenKnown, choice, widths } = useShownColumns({ tableRef, boxRef, columns, nameId, columnsKey, widestTexts });
  const scrolled = usePageScrolled();
  const table = useKitTable({ columnDefs, data, sort, setSort, choice, listedLast });
  const listed = table.getRowModel().rows;
  const pageRows = listed.slice(start, end);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const shownColumns: StaticColumn<Row>[] = screenKnown
    ? headers.map((header) => ({ column: specOf(header.column), key: header.id, hideClass: '' }))
    : staticColumnsFor(columns, nameId);
  const columnOf = (id: string) => table.getColumn(id)!;
  const waiting = partial !== undefined;
  // The controls (search, sort, columns, CSV, paging) wait for the whole set (partial) and for the
  // table's script: in the static HTML, until hydration, a press would do nothing and be lost.
  const controlsWait = waiting || !screenKnown;
  const rowsInOrder = () => listed.map((row) => row.original);
  // The CSV's code loads at the first download.
  const downloadRows = async () => {
    const [{ downloadCsv, toCsv }, csv] = await Promise.all([import('./csv.ts'), csvColumns ? csvColumns() : columns]);
    downloadCsv(`${csvFileName}.csv`, toCsv(csv, rowsInOrder()));
  };
  const trimmed = query.trim();
  // The first page only (props.partial): the whole set's count and pages.
  const listedCount = partial ? partial.total : listed.length;
  const totalCount = partial ? partial.total : rows.length;
  return (
    <div className="space-y-3" data-table={caption} data-partial={partial ? '' : undefined}>
      <TableToolbar
        waiting={controlsWait}
        searchPlaceholder={search?.placeholder}
        searchId={searchId}
        query={query}
        onQueryChange={setQuery}
        count={countLabel ? countLabel(listedCount, totalCount) : null}
        extra={toolbar}
        columnPicker={
          choice.choosable && <ColumnPicker columns={columns} nameId={nameId} shownIds={choice.shownIds} onPick={choice.pick} screenKnown={screenKnown} />
        }
        onDownloadCsv={downloadRows}
      />
      <ScrollBox
        caption={caption}
        boxRef={boxRef}
        holderRef={holderRef}
        stickyHeader={
          screenKnown &&
          scrolled && (
            <Suspense fallback={null}>
              <StickyHeader
                tableRef={tableRef}
                boxRef={boxRef}
                waiting={waiting}
                cells={headers.map((header) => ({ key: header.id, column: header.column, pinned: header.id === nameId }))}
              />
            </Suspense>
          )
        }
      >
        <TableElement<Row>
          tableRef={tableRef}
          caption={caption}
          columns={shownColumns}
          columnOf={columnOf}
          sizes={
            widths && screenKnown
              ? sizesOf(
                  headers.map((header) => header.id),
                  widths,
                )
              : null
          }
          screenKnown={screenKnown}
          busy={tableSearch.pending || waiting}
          waiting={controlsWait}
          widestTexts={widestTexts}
          rows={pageRows.map((row) => row.original)}
          nameId={nameId}
          emptyText={trimmed ? `No ${searchNoun} match '${trimmed}'` : emptyMessage}
          rowIdOf={getRowId && ((row, position) => getRowId(row, start + position))}
          panel={panel}
        />
      </ScrollBox>
      <TablePaging
        mode={paging}
        caption={caption}
        page={page}
        pageCount={Math.ceil(listedCount / pageSize)}
        shown={pageRows.length}
        listed={listedCount}
        onPageChange={setPage}
        waiting={controlsWait}
      />
    </div>
  );
}
