/**
 * One body row of DataTable. Re-rendered only when its data, id or columns change: a row kept
 * below the fold during a re-listing costs nothing.
 */
import { memo, type ReactNode } from 'react';
import { formatCell } from './format-cell.ts';
import type { TableRowModel } from './table-model.ts';
import type { ColumnSpec } from './types.ts';

interface TableRowProps<Row extends object> {
  row: TableRowModel<Row>;
  rowId: string | undefined;
  specById: ReadonlyMap<string, ColumnSpec<Row>>;
}

export const TableRow = memo(
  function TableRow<Row extends object>({ row, rowId, specById }: TableRowProps<Row>) {
    return (
      <tr data-row-id={rowId} className="hover:bg-slate-50 *:border-t *:border-slate-100">
        {row.getAllCells().map((cell) => {
          const spec = specById.get(cell.column.id);
          const extra = spec?.cellClass?.(spec.value(row.original), row.original) ?? '';
          return (
            <td key={cell.column.id} className={`whitespace-nowrap px-2 py-1.5 ${spec?.kind === 'number' ? 'tabular text-right' : 'text-left'} ${extra}`}>
              {spec ? formatCell(spec, row.original) : null}
            </td>
          );
        })}
      </tr>
    );
  },
  (before, after) => before.row.original === after.row.original && before.rowId === after.rowId && before.specById === after.specById,
) as <Row extends object>(props: TableRowProps<Row>) => ReactNode;
