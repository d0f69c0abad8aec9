/**
 * A table's header cells (DataTable's <th>s) and their content, which the page-sticky header
 * (./sticky-header.tsx) draws again: the sort button, the "score" tag, the help button.
 */
import { useState } from 'react';
import type { Column } from '@tanstack/react-table';
import type { KitFeatures } from './engine.ts';
import { headerLines, type ColumnSpec } from './types.ts';

/**
 * Cell padding: px-2 from 1280 px, px-1.5 below (a laptop's or a phone's table fits more columns);
 * use-column-widths.ts reads it off the header cell.
 */
export const CELL_PADDING_X = 'px-1.5 xl:px-2';

/** The sort arrow: ▲ / ▼ for the sorted column, ↕ for the others. */
function SortArrow({ direction, className = '' }: { direction: 'ascending' | 'descending' | undefined; className?: string }) {
  return (
    <span aria-hidden="true" className={`${direction ? 'text-sky-700' : 'text-slate-400'} ${className}`}>
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

/**
 * A `headerBreak` header's sort button content on two lines (a space between them, so its text still
 * reads as the header): from 768 px the arrow beside the first, shorter line, so it adds no width;
 * on a phone under both, as every header's.
 */
function HeaderLines({
  header,
  numeric,
  direction,
}: {
  header: { header: string; headerBreak?: true };
  numeric: boolean;
  direction: 'ascending' | 'descending' | undefined;
}) {
  const [first, second] = headerLines(header);
  return (
    <span className={`flex flex-col ${numeric ? 'items-end' : 'items-start'}`}>
      <span className={`inline-flex items-center gap-1 ${numeric ? 'flex-row-reverse' : ''}`}>
        {first}
        <SortArrow direction={direction} className="max-md:hidden" />
      </span>{' '}
      <span>{second}</span>
      <SortArrow direction={direction} className="md:hidden" />
    </span>
  );
}

export const specOf = <Row extends object>(column: Column<KitFeatures, Row>) => column.columnDef.meta!.spec as ColumnSpec<Row>;

/**
 * A header's explanation (ColumnSpec.title): a small "?" button that opens it on tap, click or Enter;
 * Escape or leaving closes it. The "?" (and HeaderTag's text) is drawn by CSS, so a header's text
 * stays its name.
 */
function HeaderHelp({ header, text, cloned }: { header: string; text: string; cloned: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        tabIndex={cloned ? -1 : undefined}
        className="inline-flex size-4 items-center justify-center rounded-full border before:content-['?'] border-slate-400 text-[10px] font-bold leading-none text-slate-600 hover:border-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
        aria-label={`About ${header}`}
        aria-expanded={open}
        data-testid="header-help"
        onClick={() => setOpen(!open)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {open && (
        <span
          role="tooltip"
          className="absolute right-0 top-5 z-20 w-56 whitespace-normal rounded-md bg-slate-900 p-2 text-left text-xs font-normal normal-case text-white shadow-lg"
        >
          {text}
        </span>
      )}
    </span>
  );
}

/** The small tag after a header's text (ColumnSpec.tag: "score" on the Longball score's columns). */
function HeaderTag({ tag }: { tag: string }) {
  return (
    <span
      data-tag={tag}
      data-testid="header-tag"
      className="rounded bg-slate-200 px-1 text-[10px] font-semibold uppercase leading-4 tracking-wide text-slate-700 after:content-[attr(data-tag)]"
    />
  );
}

/**
 * What a header cell holds: its sort button (or its text), then its tag and help button on a
 * second line, so they add no width beside the header's text. `cloned`: the copy in the
 * page-sticky header (./sticky-header.tsx), hidden from assistive technology and out of the tab order.
 */
export function HeaderContent<Row extends object>({
  column,
  waiting,
  cloned = false,
}: {
  column: Column<KitFeatures, Row>;
  waiting: boolean;
  cloned?: boolean;
}) {
  const spec = specOf(column);
  const numeric = spec.kind === 'number';
  const direction = sortDirectionOf(column);
  return (
    <span className={`inline-flex flex-col gap-0.5 ${numeric ? 'items-end' : 'items-start'}`}>
      {column.getCanSort() ? (
        <button
          type="button"
          disabled={waiting}
          tabIndex={cloned ? -1 : undefined}
          onClick={() => column.toggleSorting(undefined, false)}
          // On a phone the arrow goes under the (wrapped) header text, so it adds no width to the column.
          className={`inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600 max-md:flex-col max-md:gap-0 ${numeric ? 'flex-row-reverse max-md:items-end' : 'max-md:items-start'}`}
        >
          {spec.headerBreak ? (
            <HeaderLines header={spec} numeric={numeric} direction={direction} />
          ) : (
            <>
              {spec.header}
              <SortArrow direction={direction} />
            </>
          )}
        </button>
      ) : (
        spec.header
      )}
      {(spec.tag || spec.title) && (
        <span className="inline-flex items-center gap-1">
          {spec.tag && <HeaderTag tag={spec.tag} />}
          {spec.title && <HeaderHelp header={spec.header} text={spec.title} cloned={cloned} />}
        </span>
      )}
    </span>
  );
}

const sortDirectionOf = <Row extends object>(column: Column<KitFeatures, Row>) => {
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
};

interface HeaderCellProps<Row extends object> {
  column: Column<KitFeatures, Row>;
  pinned: boolean;
  /** The static HTML's class hiding the cell on some screens (default-columns.ts staticColumnsFor). */
  hideClass?: string;
  /** The sort waits for the whole data set. */
  waiting: boolean;
}

export function HeaderCell<Row extends object>({ column, pinned, hideClass = '', waiting }: HeaderCellProps<Row>) {
  const spec = specOf(column);
  return (
    <th
      scope="col"
      data-column-id={spec.id}
      aria-sort={sortDirectionOf(column)}
      // Named by the header alone: its tag and help button are read on their own.
      aria-label={spec.header}
      title={spec.title}
      className={`sticky top-0 whitespace-nowrap bg-slate-100 ${CELL_PADDING_X} py-2 align-bottom font-semibold max-md:whitespace-normal ${pinned ? 'left-0 z-[3] shadow-[inset_-1px_0_0_var(--color-slate-200)]' : 'z-[2]'} ${spec.kind === 'number' ? 'text-right' : 'text-left'} ${hideClass}`}
    >
      <HeaderContent column={column} waiting={waiting} />
    </th>
  );
}
