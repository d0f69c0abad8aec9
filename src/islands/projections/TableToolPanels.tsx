/**
 * The Filter panel (min / max per number column) and the Sort panel (key and direction) of
 * "Today's HR Projections" (OwnModelPanel.tsx), loaded when one is first opened. Everything they
 * show comes in as props, so this chunk shares no code with the page but React.
 *
 *   <FilterPanel id filters texts onChange buttonClass />  texts: each column's bounds as typed
 *   <SortPanel id columns current onApply buttonClass />   onApply gets the chosen { id, desc }
 */
import { useState } from 'react';
import type { FilterableColumn } from '../../columns/hr-projections.ts';
import { LabelledSelect } from '../LabelledSelect.tsx';
import type { SortState } from '../table/types.ts';

/** Each filterable column's bounds as typed, by column id. */
export type BoundTexts = Record<string, { min: string; max: string }>;

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-sky-600 focus:outline-2 focus:outline-sky-600';
const labelClass = 'block text-xs font-semibold text-slate-700';

export function FilterPanel({
  id,
  filters,
  texts,
  onChange,
  buttonClass,
}: {
  id: string;
  filters: readonly FilterableColumn[];
  texts: BoundTexts;
  onChange: (texts: BoundTexts) => void;
  buttonClass: string;
}) {
  const set = (filterId: string, side: 'min' | 'max', value: string) =>
    onChange({ ...texts, [filterId]: { ...(texts[filterId] ?? { min: '', max: '' }), [side]: value } });
  return (
    <div id={id} role="group" aria-label="Column filters" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {filters.map((filter) => (
          <fieldset key={filter.id} className="min-w-0">
            <legend className="text-xs font-semibold text-slate-700">
              {filter.label}
              {filter.unit && <span className="font-normal text-slate-600"> ({filter.unit})</span>}
            </legend>
            <div className="mt-0.5 grid grid-cols-2 gap-2">
              {(['min', 'max'] as const).map((side) => (
                <label key={side} className="text-xs text-slate-700">
                  <span className="sr-only">
                    {filter.label} {side === 'min' ? 'minimum' : 'maximum'}
                  </span>
                  <input
                    type="number"
                    inputMode="decimal"
                    step={filter.step}
                    placeholder={side === 'min' ? 'Min' : 'Max'}
                    value={texts[filter.id]?.[side] ?? ''}
                    onChange={(event) => set(filter.id, side, event.target.value)}
                    className={inputClass}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-3 flex justify-end">
        <button type="button" className={`${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`} onClick={() => onChange({})}>
          Clear filters
        </button>
      </div>
    </div>
  );
}

export function SortPanel({
  id,
  columns,
  current,
  onApply,
  buttonClass,
}: {
  id: string;
  columns: readonly { id: string; header: string }[];
  current: SortState;
  onApply: (sort: SortState) => void;
  buttonClass: string;
}) {
  const [key, setKey] = useState(current.id);
  const [desc, setDesc] = useState(current.desc);
  return (
    <form
      id={id}
      aria-label="Sort rows"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ id: key, desc });
      }}
    >
      <LabelledSelect label="Sort by" value={key} onChange={setKey} labelClassName={labelClass} selectClassName={inputClass}>
        {columns.map((column) => (
          <option key={column.id} value={column.id}>
            {column.header}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label="Direction"
        value={desc ? 'desc' : 'asc'}
        onChange={(direction) => setDesc(direction === 'desc')}
        labelClassName={labelClass}
        selectClassName={inputClass}
      >
        <option value="asc">Ascending</option>
        <option value="desc">Descending</option>
      </LabelledSelect>
      <button type="submit" className={`${buttonClass} border-sky-700 bg-sky-700 text-white hover:bg-sky-800`}>
        Apply sort
      </button>
    </form>
  );
}
