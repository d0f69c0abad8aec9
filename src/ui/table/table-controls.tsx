/**
 * DataTable's controls around the table: the toolbar above it (search box, count badge, the
 * page's own controls, "Download CSV") and the paging below it ("Show More", or Previous / Next).
 * Plain render functions with positional arguments, called by DataTable: no component of their
 * own, so the markup is DataTable's and the arguments cost no property names in the bundle.
 */
import type { ReactNode } from 'react';
import type { PagingMode } from './use-paging.ts';
import { preloadTextSearch } from './use-table-search.ts';

export const buttonClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ' +
  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

const searchInputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm placeholder:text-slate-500 ' +
  'focus:border-sky-600 focus:outline-2 focus:outline-sky-600';

/**
 * The toolbar: a search box when `search` is given (labelled by its placeholder, id `searchId`),
 * the count badge when `count` is not null, the page's `extra` controls, the "Columns" control
 * (`columnPicker`, when the table offers one) and "Download CSV".
 */
export function renderToolbar(
  search: { placeholder: string } | undefined,
  searchId: string,
  query: string,
  setQuery: (query: string) => void,
  count: string | null,
  extra: ReactNode,
  columnPicker: ReactNode,
  onDownloadCsv: () => void,
): ReactNode {
  return (
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
            onFocus={preloadTextSearch}
            placeholder={search.placeholder}
            className={searchInputClass}
          />
        </div>
      )}
      {count !== null && (
        <span
          className="inline-flex items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white"
          role="status"
          data-testid="table-count"
        >
          {count}
        </span>
      )}
      {extra}
      <div className="flex items-center gap-2 sm:ms-auto">
        {columnPicker}
        <button type="button" className={buttonClass} onClick={onDownloadCsv}>
          Download CSV
        </button>
      </div>
    </div>
  );
}

/**
 * The paging below the table: 'show-more' shows "Showing {shown} of {listed}" and Show More while
 * rows are left; 'pages' shows Previous / "Page n of m" / Next (a nav named "<caption> pages")
 * when there is more than one page.
 */
export function renderPaging(
  mode: PagingMode,
  caption: string,
  page: number,
  pageCount: number,
  shown: number,
  listed: number,
  setPage: (page: number) => void,
): ReactNode {
  if (mode === 'show-more') {
    return (
      shown < listed && (
        <div className="flex items-center justify-center gap-3">
          <span className="text-sm text-slate-600">
            Showing {shown} of {listed}
          </span>
          <button type="button" className={buttonClass} onClick={() => setPage(page + 1)}>
            Show More
          </button>
        </div>
      )
    );
  }
  return (
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
  );
}
