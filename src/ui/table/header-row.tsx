/**
 * DataTable's header row: a <th scope="col" aria-sort> per column; a sortable column's header is
 * a button (sortBy) with its direction arrow. Numeric columns are right-aligned, their arrow first.
 * The row sticks to the top of the table's box, its first cell also to the left.
 * A plain render function called by DataTable (positional arguments: no property names in the bundle).
 */
import type { ReactNode } from 'react';
import type { ColumnSpec, SortState } from './types.ts';

export function renderHeaderRow<Row extends object>(
  shown: readonly ColumnSpec<Row>[],
  sort: SortState | null,
  sortBy: (spec: ColumnSpec<Row>) => void,
): ReactNode {
  return (
    <tr>
      {shown.map((spec, position) => {
        const numeric = spec.kind === 'number';
        const label = spec.header;
        const direction = sort?.id === spec.id ? (sort.desc ? 'descending' : 'ascending') : undefined;
        return (
          <th
            key={spec.id}
            scope="col"
            aria-sort={direction}
            title={spec.title}
            className={`sticky top-0 whitespace-nowrap bg-slate-100 px-2 py-2 font-semibold ${position === 0 ? 'left-0 z-[3] shadow-[inset_-1px_0_0_var(--color-slate-200)] max-sm:whitespace-normal' : 'z-[2]'} ${numeric ? 'text-right' : 'text-left'}`}
          >
            {spec.sortable !== false ? (
              <button
                type="button"
                onClick={() => sortBy(spec)}
                className={
                  'inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600 ' +
                  (numeric ? 'flex-row-reverse' : '')
                }
              >
                {label}
                <span aria-hidden="true" className={direction ? 'text-sky-700' : 'text-slate-400'}>
                  {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                </span>
              </button>
            ) : (
              label
            )}
          </th>
        );
      })}
    </tr>
  );
}

/** The shown columns' widths (./use-column-widths.ts), one <col> per shown column. */
export function renderColgroup<Row extends object>(shown: readonly ColumnSpec<Row>[], widths: ReadonlyMap<string, number>): ReactNode {
  return (
    <colgroup>
      {shown.map((spec) => (
        <col key={spec.id} style={{ width: widths.get(spec.id) }} />
      ))}
    </colgroup>
  );
}
