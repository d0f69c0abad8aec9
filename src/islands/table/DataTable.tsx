/**
 * The shared table (TanStack Table v9 for the sorted row model; React owns
 * markup and behaviour). One component, small typed API:
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
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { TABLE_PAGE_SIZE } from '../../../pipeline/core/spec-constants.ts';
import { downloadCsv, toCsv } from './csv.ts';
import { formatCell } from './format-cell.ts';
import { searchRows } from './search.ts';
import { compareCellValues, nextSort } from './sorting.ts';
import type { CellValue, ColumnSpec, FirstSortRule, SortState } from './types.ts';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ColumnSpec<Row>[];
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  /** Spec-visible text when no row is left (after search / filter). */
  emptyMessage: string;
  /** Base name of the downloaded file (".csv" is added). */
  csvFileName: string;
  getRowId?: (row: Row, index: number) => string;
  initialSort?: SortState | null;
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
  rowClass?: (row: Row) => string | undefined;
}

function buildColumnDefs<Row extends object>(columns: readonly ColumnSpec<Row>[]) {
  const helper = createColumnHelper<typeof features, Row>();
  return helper.columns(columns.map((spec) =>
    helper.accessor((row: Row) => spec.value(row), {
      id: spec.id,
      header: spec.header,
      cell: (context) => formatCell(spec, context.row.original),
      enableSorting: spec.sortable !== false,
      sortUndefined: false,
      sortFn: (rowA, rowB, columnId) =>
        compareCellValues(rowA.getValue<CellValue>(columnId), rowB.getValue<CellValue>(columnId)),
    }),
  ));
}

const buttonClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const {
    rows,
    columns,
    caption,
    emptyMessage,
    csvFileName,
    getRowId,
    initialSort = null,
    firstSort = 'desc',
    search,
    filter,
    paging = 'show-more',
    pageSize = TABLE_PAGE_SIZE,
    countLabel,
    toolbar,
    rowClass,
  } = props;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(initialSort);

  const columnDefs = useMemo(() => buildColumnDefs(columns), [columns]);
  const specById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const data = useMemo(() => {
    const filtered = filter ? rows.filter(filter) : rows;
    return search ? searchRows(filtered, query, search.text) : filtered;
  }, [rows, filter, search, query]);
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) =>
      setSort((old) => {
        const next = typeof updater === 'function' ? updater(old ? [old] : []) : updater;
        return next[0] ?? null;
      }),
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  // Paging restarts whenever what is listed changes.
  const pagingKey = `${query}|${sort?.id}|${sort?.desc}|${data.length}|${rows.length}`;
  const [pageState, setPageState] = useState({ key: pagingKey, page: 0 });
  const page = pageState.key === pagingKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ key: pagingKey, page: next });

  const sortedRows = table.getRowModel().rows;
  const pageCount = Math.max(1, Math.ceil(sortedRows.length / pageSize));
  const visibleRows =
    paging === 'pages'
      ? sortedRows.slice(page * pageSize, (page + 1) * pageSize)
      : sortedRows.slice(0, (page + 1) * pageSize);

  const headers = table.getHeaderGroups()[0]?.headers ?? [];

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
            {countLabel(sortedRows.length, rows.length)}
          </span>
        )}
        {toolbar}
        <button
          type="button"
          className={`${buttonClass} sm:ms-auto`}
          onClick={() =>
            downloadCsv(
              `${csvFileName}.csv`,
              toCsv(
                columns,
                sortedRows.map((row) => row.original),
              ),
            )
          }
        >
          Download CSV
        </button>
      </div>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-sky-600"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="min-w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
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
                        onClick={() => setSort((old) => nextSort(old, spec, firstSort))}
                        className={`inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600 ${numeric ? 'flex-row-reverse' : ''}`}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className={direction ? 'text-sky-700' : 'text-slate-400'}>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visibleRows.length === 0 ? (
              <tr>
                <td colSpan={Math.max(1, headers.length)} className="px-3 py-8 text-center text-slate-600">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visibleRows.map((row) => (
                <tr key={row.id} className={`border-t border-slate-100 hover:bg-slate-50 ${rowClass?.(row.original) ?? ''}`}>
                  {row.getAllCells().map((cell) => {
                    const spec = specById.get(cell.column.id);
                    const extra = spec?.cellClass?.(spec.value(row.original), row.original) ?? '';
                    return (
                      <td
                        key={cell.id}
                        className={`whitespace-nowrap px-2 py-1.5 ${spec?.kind === 'number' ? 'tabular text-right' : 'text-left'} ${extra}`}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging === 'show-more' ? (
        visibleRows.length < sortedRows.length && (
          <div className="flex items-center justify-center gap-3">
            <span className="text-sm text-slate-600">
              Showing {visibleRows.length} of {sortedRows.length}
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
            <button
              type="button"
              className={buttonClass}
              disabled={page >= pageCount - 1}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        )
      )}
    </div>
  );
}
