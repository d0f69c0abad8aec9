/**
 * The "Columns" control of a table whose columns have a default set (ColumnSpec.show): a
 * disclosure listing every column of the spec with a checkbox, "All" and "Default". The name
 * column is always shown (its box ticked and disabled); every other column can be ticked or
 * unticked from any state. The list is in the page only while open (its checkboxes' labels
 * would otherwise match the page's own controls, e.g. a "Team" select).
 */
import { useEffect, useRef, useState } from 'react';
import { defaultColumnIds, type ScreenClass } from './default-columns.ts';
import { buttonClass } from './table-controls.tsx';
import type { ColumnSpec } from './types.ts';

const smallButtonClass = 'rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50';

export interface ColumnPickerProps<Row> {
  columns: readonly ColumnSpec<Row>[];
  nameId: string;
  shownIds: ReadonlySet<string>;
  onPick: (ids: ReadonlySet<string> | null) => void;
  /**
   * False while the static HTML is drawn and hydrated (the screen unknown): the count then reads
   * each screen's default set, shown by CSS on that screen, as the static table's columns are.
   */
  screenKnown?: boolean;
}

/** Where each screen's count shows in the static HTML (Tailwind's md and lg, as staticColumnsFor). */
const STATIC_COUNT_CLASS: Record<ScreenClass, string> = { phone: 'md:hidden', tablet: 'max-md:hidden lg:hidden', desktop: 'max-lg:hidden' };

function ShownCount<Row>({ columns, nameId, shownIds, screenKnown }: Omit<ColumnPickerProps<Row>, 'onPick'>) {
  if (screenKnown !== false) return <>{`${shownIds.size}/${columns.length}`}</>;
  return (
    <>
      {(Object.keys(STATIC_COUNT_CLASS) as ScreenClass[]).map((screen) => (
        <span key={screen} className={STATIC_COUNT_CLASS[screen]}>
          {`${defaultColumnIds(columns, screen, nameId, null, null).size}/${columns.length}`}
        </span>
      ))}
    </>
  );
}

export function ColumnPicker<Row>({ columns, nameId, shownIds, onPick, screenKnown }: ColumnPickerProps<Row>) {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // A tap before hydration opens the static <details> without React seeing its toggle: list it.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);
  const toggle = (id: string) => {
    const next = new Set(shownIds);
    if (!next.delete(id)) next.add(id);
    onPick(next);
  };
  return (
    <details ref={detailsRef} className="relative" data-testid="column-picker" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        Columns
        <span className="text-xs text-slate-600" data-testid="column-count">
          <ShownCount columns={columns} nameId={nameId} shownIds={shownIds} screenKnown={screenKnown} />
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
