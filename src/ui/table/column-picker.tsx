/**
 * The "Columns" control of a table whose columns have a default set (ColumnSpec.show): a
 * disclosure listing every column of the spec with a checkbox, "All" and "Default". The name
 * column is always shown (its box ticked and disabled); every other column can be ticked or
 * unticked from any state. The list is in the page only while open (its checkboxes' labels
 * would otherwise match the page's own controls, e.g. a "Team" select); its code loads when it
 * is first opened.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defaultColumnIds, type ScreenClass } from './default-columns.ts';
import { buttonClass } from './table-controls.tsx';
import type { ColumnListProps } from './column-list.tsx';

type ColumnListComponent = typeof import('./column-list.tsx').default;

// The open list's code loads at the first opening (./column-list.tsx).
const ColumnList = lazy(() => import('./column-list.tsx')) as unknown as ColumnListComponent;

export interface ColumnPickerProps<Row> extends ColumnListProps<Row> {
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
  return (
    <details ref={detailsRef} className="relative" data-testid="column-picker" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${buttonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        Columns
        <span className="text-xs text-slate-600" data-testid="column-count">
          <ShownCount columns={columns} nameId={nameId} shownIds={shownIds} screenKnown={screenKnown} />
        </span>
      </summary>
      {open && (
        <Suspense fallback={null}>
          <ColumnList columns={columns} nameId={nameId} shownIds={shownIds} onPick={onPick} />
        </Suspense>
      )}
    </details>
  );
}
