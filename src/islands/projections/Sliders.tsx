/**
 * Slider controls shared by HR Projections and the HR Calculator:
 * - <WeightSlider>: one weight, 0-100 step 1 (docs/product.md#hr-calculator), value shown;
 * - <RangeSlider>: two handles (minimum, maximum) over a fixed range; a handle
 *   never passes the other (src/lib/range-filters.ts moveHandle).
 * Native <input type="range">: keyboard (arrows, Home, End) and screen readers work as is.
 */
import { useId } from 'react';
import { CALCULATOR_SLIDER } from '../../config/ui-settings.ts';
import { moveHandle, type SliderRange } from '../../lib/range-filters.ts';

const rangeClass = 'h-2 w-full cursor-pointer accent-sky-700';

/** `share`, when given, is shown after the value: the weight's share of the total ("21.7%"). */
export function WeightSlider({
  label,
  value,
  onChange,
  title,
  share,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  title?: string;
  share?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1" title={title}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums font-semibold text-slate-900">
          {value}
          {share !== undefined && (
            <span className="ms-1.5 font-normal text-slate-600" data-testid="weight-share">
              ({share})
            </span>
          )}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={CALCULATOR_SLIDER.min}
        max={CALCULATOR_SLIDER.max}
        step={CALCULATOR_SLIDER.step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={rangeClass}
      />
    </div>
  );
}

export function RangeSlider({
  label,
  full,
  value,
  step,
  onChange,
  format = String,
  title,
}: {
  label: string;
  full: SliderRange;
  value: SliderRange;
  step: number;
  onChange: (value: SliderRange) => void;
  format?: (value: number) => string;
  title?: string;
}) {
  const id = useId();
  const moved = value.min !== full.min || value.max !== full.max;
  return (
    <fieldset className="space-y-1" title={title}>
      <legend className="flex w-full items-center justify-between gap-2 text-sm">
        <span className={`font-medium ${moved ? 'text-sky-800' : 'text-slate-800'}`}>{label}</span>
        <span className="tabular-nums text-xs text-slate-700">
          {format(value.min)} – {format(value.max)}
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-min`} className="sr-only">
            {label} minimum
          </label>
          <input
            id={`${id}-min`}
            type="range"
            min={full.min}
            max={full.max}
            step={step}
            value={value.min}
            onChange={(event) => onChange(moveHandle(value, full, 'min', Number(event.target.value)))}
            className={rangeClass}
            aria-valuetext={`${label} at least ${format(value.min)}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="sr-only">
            {label} maximum
          </label>
          <input
            id={`${id}-max`}
            type="range"
            min={full.min}
            max={full.max}
            step={step}
            value={value.max}
            onChange={(event) => onChange(moveHandle(value, full, 'max', Number(event.target.value)))}
            className={rangeClass}
            aria-valuetext={`${label} at most ${format(value.max)}`}
          />
        </div>
      </div>
    </fieldset>
  );
}
