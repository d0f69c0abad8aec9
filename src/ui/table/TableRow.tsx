/**
 * One body row of DataTable. Re-rendered only when its data, id, columns or shown columns change: a row kept
 * below the fold during a re-listing costs nothing.
 */
import { memo, type ReactNode } from 'react';
import { formatCell } from './format-cell.ts';
import { PlayerName } from './player-name.tsx';
import type { TableRowModel } from './table-model.ts';
import type { ColumnSpec } from './types.ts';

/** The first cell (the row's name) stays in view while the row scrolls sideways; on a phone a long name wraps. */
const STICKY_CELL = 'sticky left-0 z-[1] bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)] group-hover/row:bg-slate-50 max-sm:whitespace-normal';

interface TableRowProps<Row extends object> {
  row: TableRowModel<Row>;
  rowId: string | undefined;
  specById: ReadonlyMap<string, ColumnSpec<Row>>;
  /** The shown columns: a new choice re-renders the row. */
  shown: readonly ColumnSpec<Row>[];
}

export const TableRow = memo(
  function TableRow<Row extends object>({ row, rowId, specById }: TableRowProps<Row>) {
    return (
      <tr data-row-id={rowId} className="group/row hover:bg-slate-50 *:border-t *:border-slate-100">
        {row.getAllCells().map((cell, position) => {
          const spec = specById.get(cell.column.id);
          const extra = spec?.cellClass?.(spec.value(row.original), row.original) ?? '';
          return (
            <td
              key={cell.column.id}
              className={`whitespace-nowrap px-2 py-1.5 ${position === 0 ? STICKY_CELL : ''} ${spec?.kind === 'number' ? 'tabular text-right' : 'text-left'} ${extra}`}
            >
              {spec ? cellContent(spec, row.original) : null}
            </td>
          );
        })}
      </tr>
    );
  },
  (before, after) =>
    before.row.original === after.row.original && before.rowId === after.rowId && before.specById === after.specById && before.shown === after.shown,
) as <Row extends object>(props: TableRowProps<Row>) => ReactNode;

function cellContent<Row>(spec: ColumnSpec<Row>, row: Row): ReactNode {
  const text = formatCell(spec, row);
  const links = spec.links?.(row);
  return links ? <PlayerName name={text} links={links} /> : text;
}

/** The body's rows, or one row with `emptyText` spanning the `columnCount` columns. */
export function renderBodyRows<Row extends object>(
  rows: readonly TableRowModel<Row>[],
  columnCount: number,
  emptyText: string,
  withIds: boolean,
  specById: ReadonlyMap<string, ColumnSpec<Row>>,
  shown: readonly ColumnSpec<Row>[],
): ReactNode {
  if (rows.length === 0) {
    return (
      <tr>
        <td colSpan={Math.max(1, columnCount)} className="px-3 py-8 text-center text-slate-600">
          {emptyText}
        </td>
      </tr>
    );
  }
  return rows.map((row, position) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position, a re-sort reuses the rows' DOM and only changes their text.
    <TableRow key={position} row={row} rowId={withIds ? row.id : undefined} specById={specById} shown={shown} />
  ));
}
