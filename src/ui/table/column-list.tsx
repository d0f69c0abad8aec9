/**
 * The open list of the "Columns" control (./column-picker.tsx): "All" and "Default", then every
 * column of the spec with a checkbox, the name column's ticked and disabled.
 */
import type { ColumnSpec } from './types.ts';

export interface ColumnListProps<Row> {
  columns: readonly ColumnSpec<Row>[];
  nameId: string;
  shownIds: ReadonlySet<string>;
  /** The new set of shown columns; null: the table's default set. */
  onPick: (ids: ReadonlySet<string> | null) => void;
}

const smallButtonClass = 'rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50';

export default function ColumnList<Row>({ columns, nameId, shownIds, onPick }: ColumnListProps<Row>) {
  const toggle = (id: string) => {
    const next = new Set(shownIds);
    if (!next.delete(id)) next.add(id);
    onPick(next);
  };
  return (
    <div className="absolute left-0 z-30 mt-1 sm:right-0 sm:left-auto max-h-80 w-60 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg">
      <div className="mb-2 flex gap-2 border-b border-slate-100 pb-2">
        <button type="button" className={smallButtonClass} onClick={() => onPick(new Set(columns.map((column) => column.id)))}>
          All
        </button>
        <button type="button" className={smallButtonClass} onClick={() => onPick(null)}>
          Default
        </button>
      </div>
      <fieldset>
        <legend className="sr-only">Columns shown</legend>
        {columns.map((column) => (
          <label key={column.id} className="flex items-center gap-2 py-0.5" title={column.title}>
            <input type="checkbox" checked={shownIds.has(column.id)} disabled={column.id === nameId} onChange={() => toggle(column.id)} />
            {column.header}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
