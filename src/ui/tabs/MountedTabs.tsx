/**
 * Tabs that hold their own selection and keep every panel mounted (WAI-ARIA tabs pattern,
 * automatic activation): a tablist whose arrow keys, Home and End move between tabs. Inactive
 * panels are `hidden`, so a table keeps its sort and page when the user comes back to its tab.
 * When the page holds the selection and renders only the selected panel: ControlledTabs.tsx.
 * The tabs are drawn disabled until the island has hydrated (a press on the static HTML is lost).
 *
 *   <MountedTabs label="RV Comparison views" tabs={[{ id: 'summary', label: 'Summary', content: <... /> }, ...]} />
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUS_RING_CLASS } from '../styles.ts';
import { useHydrated } from '../use-hydrated.ts';

export interface MountedTabSpec {
  id: string;
  label: string;
  content: ReactNode;
}

export interface MountedTabsProps {
  /** Accessible name of the tablist. */
  label: string;
  tabs: readonly MountedTabSpec[];
  initialTab?: string;
  onChange?: (id: string) => void;
}

export function MountedTabs({ label, tabs, initialTab, onChange }: MountedTabsProps) {
  const baseId = useId();
  const [active, setActive] = useState(initialTab ?? tabs[0]?.id ?? '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hydrated = useHydrated();

  const select = (id: string, focus: boolean) => {
    setActive(id);
    onChange?.(id);
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={!hydrated}
              onClick={() => select(tab.id, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING_CLASS} ${
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          className="mt-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
