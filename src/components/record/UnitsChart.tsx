/**
 * Each list's cumulative units by day (docs/product.md#historic-projections): one line per list
 * over the days with a graded pick, oldest left, the zero line marked; inline SVG (no chart
 * library) stretched to the card's width, its labels in HTML so they keep their size on a phone.
 * A single day is drawn as dots. The figures are in the record cards beside it; the chart carries
 * a text summary for screen readers.
 */
import { PICK_LISTS, type PickList } from '../../../domain/record.ts';
import { calendarDateText } from '../../lib/clock-text.ts';
import { formatUnits, PICK_LIST_TITLES, type RecordView } from '../../lib/history-record.ts';

/** "2026-08-15" -> "Aug 15": the chart's axis (the full day is in its text summary). */
const shortDay = (date: string): string =>
  calendarDateText(date)
    .replace(/^\w+, /, '')
    .replace(/, \d{4}$/, '');

/** Each list's line colour (Tailwind's sky-700, amber-600, emerald-700), with a dash pattern so the lines differ without colour. */
export const LIST_STYLES: Record<PickList, { colour: string; dash: string | undefined }> = {
  confident: { colour: '#0369a1', dash: undefined },
  punt: { colour: '#d97706', dash: '6 4' },
  value: { colour: '#047857', dash: '2 3' },
};

/** The plot's coordinate box: x 0-100 over the days, y 0-100 from the highest units to the lowest. */
const SPAN = 100;

export function UnitsChart({ cumulative }: { cumulative: RecordView['cumulative'] }) {
  const values = cumulative.flatMap((d) => PICK_LISTS.map((list) => d.units[list]));
  const top = Math.max(1, ...values);
  const bottom = Math.min(-1, ...values);
  const x = (i: number) => (cumulative.length === 1 ? SPAN / 2 : (i * SPAN) / (cumulative.length - 1));
  const y = (units: number) => ((top - units) * SPAN) / (top - bottom);
  const first = cumulative[0]?.date;
  const last = cumulative.at(-1)?.date;
  const summary = PICK_LISTS.map((list) => `${PICK_LIST_TITLES[list]} ${formatUnits(cumulative.at(-1)?.units[list] ?? 0)}`).join(', ');
  return (
    <figure className="mt-4" data-testid="units-chart">
      <figcaption className="text-sm font-semibold text-slate-700">Cumulative units by day</figcaption>
      <div className="mt-2 flex gap-2">
        <div className="relative w-16 shrink-0 text-right text-xs tabular-nums text-slate-700" aria-hidden="true">
          <span className="absolute right-0 -translate-y-1/2" style={{ top: '0%' }}>
            {formatUnits(top)}
          </span>
          <span className="absolute right-0 -translate-y-1/2" style={{ top: `${y(0)}%` }}>
            {formatUnits(0)}
          </span>
          <span className="absolute right-0 -translate-y-1/2" style={{ top: '100%' }}>
            {formatUnits(bottom)}
          </span>
        </div>
        <svg
          viewBox={`-2 -4 ${SPAN + 4} ${SPAN + 8}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 sm:h-48"
          role="img"
          aria-label={`Cumulative units from ${first ? calendarDateText(first) : ''} to ${last ? calendarDateText(last) : ''}: ${summary}`}
        >
          <line x1="0" x2={SPAN} y1={y(0)} y2={y(0)} stroke="#94a3b8" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          {PICK_LISTS.map((list) => {
            const { colour, dash } = LIST_STYLES[list];
            const points = cumulative.map((d, i) => `${x(i).toFixed(2)},${y(d.units[list]).toFixed(2)}`).join(' ');
            return cumulative.length === 1 ? (
              <line
                key={list}
                data-list={list}
                x1={x(0) - 1}
                x2={x(0) + 1}
                y1={y(cumulative[0]!.units[list])}
                y2={y(cumulative[0]!.units[list])}
                stroke={colour}
                strokeWidth="8"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ) : (
              <polyline
                key={list}
                data-list={list}
                points={points}
                fill="none"
                stroke={colour}
                strokeWidth="2.5"
                strokeDasharray={dash}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
      </div>
      <div className="ml-[4.5rem] mt-1 flex justify-between text-xs text-slate-700" aria-hidden="true">
        <span>{first ? shortDay(first) : ''}</span>
        {last && last !== first && <span>{shortDay(last)}</span>}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {PICK_LISTS.map((list) => (
          <li key={list} className="flex items-center gap-1.5">
            <svg width="22" height="8" viewBox="0 0 22 8" aria-hidden="true">
              <line x1="1" x2="21" y1="4" y2="4" stroke={LIST_STYLES[list].colour} strokeWidth="2.5" strokeDasharray={LIST_STYLES[list].dash} />
            </svg>
            {PICK_LIST_TITLES[list]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
