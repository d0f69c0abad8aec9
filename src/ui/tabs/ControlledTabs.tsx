/**
 * Tabs whose selection the page holds (WAI-ARIA tabs, automatic activation); only the
 * selected panel is rendered, from children. Tabs that keep every panel mounted: MountedTabs.tsx.
 *   <ControlledTabs label="Models" idPrefix="model" tabs={[{ id: 'own', label: 'Longball Model' }]}
 *         selected={tab} onSelect={setTab}>{panel of the selected tab}</ControlledTabs>
 * Arrow keys, Home and End move between enabled tabs; a disabled tab is shown
 * (aria-disabled) but cannot be selected.
 */
import type { KeyboardEvent, ReactNode } from 'react';

export interface ControlledTabSpec {
  id: string;
  label: string;
  disabled?: boolean;
}

interface ControlledTabsProps {
  label: string;
  idPrefix: string;
  tabs: readonly ControlledTabSpec[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
  size?: 'md' | 'sm';
}

const tabDomId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelDomId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function ControlledTabs({ label, idPrefix, tabs, selected, onSelect, children, size = 'md' }: ControlledTabsProps) {
  const enabled = tabs.filter((tab) => !tab.disabled);

  const focusTab = (id: string) => {
    onSelect(id);
    document.getElementById(tabDomId(idPrefix, id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected);
    const last = enabled.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null || enabled.length === 0) return;
    event.preventDefault();
    focusTab(enabled[target]!.id);
  };

  const pad = size === 'sm' ? 'px-3 py-1 text-sm' : 'px-3 py-1.5 text-sm sm:px-4';
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabDomId(idPrefix, tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelDomId(idPrefix, tab.id) : undefined}
              aria-disabled={tab.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => !tab.disabled && onSelect(tab.id)}
              className={
                'shrink-0 whitespace-nowrap rounded-md font-medium focus-visible:outline-2 focus-visible:outline-offset-1 ' +
                `focus-visible:outline-sky-600 ${pad} ${
                  isSelected
                    ? 'bg-white text-slate-900 shadow-sm'
                    : tab.disabled
                      ? 'cursor-not-allowed text-slate-600'
                      : 'text-slate-700 hover:bg-white/60 hover:text-slate-900'
                }`
              }
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelDomId(idPrefix, selected)} role="tabpanel" aria-labelledby={tabDomId(idPrefix, selected)} className="mt-4">
        {children}
      </div>
    </div>
  );
}
