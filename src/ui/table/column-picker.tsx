/**
 * The "Columns" control of a table whose columns have a default set (ColumnSpec.show): a
 * disclosure listing every column of the spec with a checkbox, "All" and "Default". The name
 * column is always shown (its box ticked and disabled); every other column can be ticked or
 * unticked from any state. The list is in the page only while open (its checkboxes' labels
 * would otherwise match the page's own controls, e.g. a "Team" select).
 */
import { useState } from 'react';
import { buttonClass } from './table-controls.tsx';
import type { ColumnSpec } from './types.ts';

const smallButtonClass = 'rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50';

export interface ColumnPickerProps<Row> {
  columns: readonly ColumnSpec<Row>[];
  nameId: string;
  shownIds: ReadonlySet<string>;
  onPick: (ids: ReadonlySet<string> | null) => void;
}

export function ColumnPicker<Row>({ columns, nameId, shownIds, onPick }: ColumnPickerProps<Row>) {
  const [open, setOpen] = useState(false);
  const toggle = (id: string) => {
    const next = new Set(shownIds);
    if (!next.delete(id)) next.add(id);
    onPick(next);
  };
  return (
    <details className="relative" data-testid="column-picker" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        Columns
        <span className="text-xs text-slate-600">
          {shownIds.size}/{columns.length}
        </span>
      </summary>
      {open && (
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
      )}
    </details>
  );
}
