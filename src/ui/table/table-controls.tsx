/**
 * DataTable's controls around the table: the toolbar above it (search box, count badge, the
 * page's own controls, the "Columns" control, "Download CSV") and the paging below it
 * ("Show More", or Previous / Next).
 */
import type { ReactNode } from 'react';
import { FIELD_CLASS, SECONDARY_BUTTON_CLASS } from '../styles.ts';
import { preloadTextSearch } from './table-search.ts';

export const buttonClass = SECONDARY_BUTTON_CLASS;

const searchInputClass = `w-full ${FIELD_CLASS} placeholder:text-slate-500`;

export interface TableToolbarProps {
  /** The search box's placeholder (also its label); no search box without it. */
  searchPlaceholder?: string;
  searchId: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The count badge's text; no badge when null. */
  count: string | null;
  /** The page's own controls (selects, filters). */
  extra?: ReactNode;
  columnPicker?: ReactNode;
  onDownloadCsv: () => void;
  /** The table shows only its first page (DataTable's `partial`): search and CSV wait for the rest. */
  waiting?: boolean;
}

export function TableToolbar(props: TableToolbarProps) {
  const { searchPlaceholder, searchId, query, onQueryChange, count, extra, columnPicker, onDownloadCsv, waiting = false } = props;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {searchPlaceholder !== undefined && (
        <div className="w-full sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            {searchPlaceholder}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onFocus={preloadTextSearch}
            placeholder={searchPlaceholder}
            disabled={waiting}
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
        <button type="button" className={buttonClass} disabled={waiting} onClick={onDownloadCsv}>
          Download CSV
        </button>
      </div>
    </div>
  );
}

export type PagingMode = 'show-more' | 'pages';

export interface TablePagingProps {
  mode: PagingMode;
  caption: string;
  /** 'pages': the page shown (from 0); 'show-more': how many pages are listed, less one. */
  page: number;
  pageCount: number;
  /** Rows listed now, and rows the search and filter leave. */
  shown: number;
  listed: number;
  onPageChange: (page: number) => void;
  /** The table shows only its first page (DataTable's `partial`): the buttons wait for the rest. */
  waiting?: boolean;
}

/**
 * 'show-more': "Showing {shown} of {listed}" and Show More while rows are left; 'pages':
 * Previous / "Page n of m" / Next (a nav named "<caption> pages") when there is more than one page.
 */
export function TablePaging({ mode, caption, page, pageCount, shown, listed, onPageChange, waiting = false }: TablePagingProps) {
  if (mode === 'show-more') {
    if (shown >= listed) return null;
    return (
      <div className="flex items-center justify-center gap-3">
        <span className="text-sm text-slate-600">
          Showing {shown} of {listed}
        </span>
        <button type="button" className={buttonClass} disabled={waiting} onClick={() => onPageChange(page + 1)}>
          Show More
        </button>
      </div>
    );
  }
  if (pageCount <= 1) return null;
  return (
    <nav className="flex items-center justify-center gap-3" aria-label={`${caption} pages`}>
      <button type="button" className={buttonClass} disabled={waiting || page === 0} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {page + 1} of {pageCount}
      </span>
      <button type="button" className={buttonClass} disabled={waiting || page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
