/**
 * The Filter panel (min / max per number column) and the Sort panel (key and direction) of
 * "Today's HR Projections" (OwnModelPanel.tsx), loaded when one is first opened, with the
 * filtering itself: the page keeps the panel's last RowFilter and applies its `keep`.
 *
 *   <FilterPanel id filters columns filter onChange buttonClass />  onChange gets the new RowFilter
 *   <SortPanel id columns current onApply buttonClass />            onApply gets the chosen { id, desc }
 */
import { useState } from 'react';
import type { FilterableColumn } from '../../columns/hr-projections-filters.ts';
import { isOpen, parseBound, withinBounds, type Bounds } from '../../lib/range-filters.ts';
import { LabelledSelect } from '../LabelledSelect.tsx';
import type { ColumnSpec, SortState } from '../../ui/table/types.ts';
import { FIELD_FRAME_CLASS } from '../../ui/styles.ts';

/** Each filterable column's bounds as typed, by column id. */
export type BoundTexts = Record<string, { min: string; max: string }>;

/** The bounds in force: the boxes as typed, how many columns they bound, and the test a row must pass (null: none). */
export interface RowFilter<Row> {
  texts: BoundTexts;
  count: number;
  keep: ((row: Row) => boolean) | null;
}

/** The filter the boxes' texts make: each bounded column's value, in the unit shown (a percent box of 40 is 0.40 stored). */
export function rowFilterOf<Row>(filters: readonly FilterableColumn[], columns: readonly ColumnSpec<Row>[], texts: BoundTexts): RowFilter<Row> {
  const active = filters.flatMap((filter) => {
    const text = texts[filter.id];
    const column = columns.find((c) => c.id === filter.id);
    if (!text || !column) return [];
    const bounds: Bounds = { min: parseBound(text.min), max: parseBound(text.max) };
    return isOpen(bounds) ? [] : [{ filter, column, bounds }];
  });
  const keep =
    active.length === 0
      ? null
      : (row: Row) =>
          active.every(({ filter, column, bounds }) => {
            const raw = column.value(row);
            return withinBounds(typeof raw === 'number' ? raw * filter.scale : null, bounds);
          });
  return { texts, count: active.length, keep };
}

const inputClass = `w-full ${FIELD_FRAME_CLASS} px-2 py-1`;
const labelClass = 'block text-xs font-semibold text-slate-700';

export interface FilterPanelProps<Row> {
  id: string;
  filters: readonly FilterableColumn[];
  columns: readonly ColumnSpec<Row>[];
  filter: RowFilter<Row>;
  onChange: (filter: RowFilter<Row>) => void;
  buttonClass: string;
}

export function FilterPanel<Row>({ id, filters, columns, filter: current, onChange, buttonClass }: FilterPanelProps<Row>) {
  const { texts } = current;
  const set = (filterId: string, side: 'min' | 'max', value: string) =>
    onChange(rowFilterOf(filters, columns, { ...texts, [filterId]: { ...(texts[filterId] ?? { min: '', max: '' }), [side]: value } }));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of range boxes laid out as a grid; a fieldset would bring its own border and legend layout.
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
        <button
          type="button"
          className={`${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
          onClick={() => onChange(rowFilterOf(filters, columns, {}))}
        >
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
