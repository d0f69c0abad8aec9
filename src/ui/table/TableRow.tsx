/**
 * One body row of DataTable. Re-rendered only when its data, id, columns or shown columns change: a row kept
 * below the fold during a re-listing costs nothing.
 */
import { memo, type ReactNode } from 'react';
import { formatCell } from './format-cell.ts';
import { PlayerName } from './player-name.tsx';
import type { ColumnSpec } from './types.ts';

/** The first cell (the row's name) stays in view while the row scrolls sideways; on a phone a long name wraps. */
const STICKY_CELL = 'sticky left-0 z-[1] bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)] group-hover/row:bg-slate-50 max-sm:whitespace-normal';

interface TableRowProps<Row extends object> {
  row: Row;
  rowId: string | undefined;
  /** The shown columns, one cell each: a new choice re-renders the row. */
  shown: readonly ColumnSpec<Row>[];
}

export const TableRow = memo(
  function TableRow<Row extends object>({ row, rowId, shown }: TableRowProps<Row>) {
    return (
      <tr data-row-id={rowId} className="group/row hover:bg-slate-50 *:border-t *:border-slate-100">
        {shown.map((spec, position) => (
          <td
            key={spec.id}
            className={`whitespace-nowrap px-2 py-1.5 ${position === 0 ? STICKY_CELL : ''} ${spec.kind === 'number' ? 'tabular text-right' : 'text-left'} ${spec.cellClass?.(spec.value(row), row) ?? ''}`}
          >
            {cellContent(spec, row)}
          </td>
        ))}
      </tr>
    );
  },
  (before, after) => before.row === after.row && before.rowId === after.rowId && before.shown === after.shown,
) as <Row extends object>(props: TableRowProps<Row>) => ReactNode;

function cellContent<Row>(spec: ColumnSpec<Row>, row: Row): ReactNode {
  const text = formatCell(spec, row);
  const links = spec.links?.(row);
  return links ? <PlayerName name={text} links={links} /> : text;
}

/**
 * The body's rows (`rows`: the visible page, `start`: its first row's position in the listed
 * order, for getRowId), or one row with `emptyText` spanning the shown columns.
 */
export function renderBodyRows<Row extends object>(
  rows: readonly Row[],
  start: number,
  emptyText: string,
  getRowId: ((row: Row, index: number) => string) | undefined,
  shown: readonly ColumnSpec<Row>[],
): ReactNode {
  if (rows.length === 0) {
    return (
      <tr>
        <td colSpan={Math.max(1, shown.length)} className="px-3 py-8 text-center text-slate-600">
          {emptyText}
        </td>
      </tr>
    );
  }
  return rows.map((row, position) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position, a re-sort reuses the rows' DOM and only changes their text.
    <TableRow key={position} row={row} rowId={getRowId?.(row, start + position)} shown={shown} />
  ));
}
