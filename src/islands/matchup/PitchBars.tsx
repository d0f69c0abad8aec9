/**
 * The pitch-type run-value chart (docs/product.md#main-matchup-and-batter-vs-bullpen): for each of the
 * pitcher's pitch types, the batter's run value (left) and the pitcher's
 * (right) as bars on a track from -scale to +scale with 0 at its centre line (`scale`: the view's,
 * pitchBarScale; the number shown is the true value, 2 decimals), the pitcher's usage percent in
 * the middle, and a "+delta" marker on whichever side is higher.
 *
 * batterPitches null: the batter has no pitch data ("NOT ADDED YET" on his side).
 */
import type { PitchValue } from '../../../domain/contracts/index.ts';
import { formatPercent } from '../../lib/format.ts';
import { barPlacement, comparePitches, formatRunValue, formatSignedRunValue, type PitchComparisonRow } from './pitch-comparison.ts';

export const NO_PITCH_DATA_MESSAGE = 'No pitch data found for this pitcher.';
export const NOT_ADDED_YET = 'NOT ADDED YET';

function DeltaMarker({ row, side }: { row: PitchComparisonRow; side: 'batter' | 'pitcher' }) {
  if (row.leader !== side || row.delta === null) return null;
  return (
    <span
      data-testid="delta-marker"
      data-side={side}
      className={`rounded px-1 text-xs font-bold ${side === 'batter' ? 'bg-sky-100 text-sky-900' : 'bg-rose-100 text-rose-900'}`}
    >
      {formatSignedRunValue(row.delta)}
    </span>
  );
}

function Bar({ value, side, scale }: { value: number | null; side: 'batter' | 'pitcher'; scale: number }) {
  const { left, width } = barPlacement(value, scale);
  return (
    <div aria-hidden="true" className="relative h-3 w-full overflow-hidden rounded-full bg-slate-100">
      <div className="absolute inset-y-0 left-1/2 w-px bg-slate-400" />
      <div
        data-testid={`bar-${side}`}
        className={`absolute inset-y-0 rounded-sm ${side === 'batter' ? 'bg-sky-600' : 'bg-rose-600'}`}
        style={{ left: `${left}%`, width: `${width}%` }}
      />
    </div>
  );
}

/** The caption under the bars: what a run value is and where the bars end. */
export function barScaleCaption(scale: number): string {
  return `Run values in runs this season, per pitch type (above 0 favours that side). Bars run from −${scale} to +${scale}, 0 at the centre line.`;
}

export function PitchBars({
  batterName,
  batterPitches,
  pitcherName,
  pitcherPitches,
  scale,
}: {
  batterName: string;
  batterPitches: readonly PitchValue[] | null;
  pitcherName: string;
  pitcherPitches: readonly PitchValue[] | null;
  /** The view's bar scale (pitchBarScale): every bar runs from -scale to +scale. */
  scale: number;
}) {
  if (!pitcherPitches || pitcherPitches.length === 0) {
    return <p className="rounded-md bg-slate-50 px-3 py-6 text-center text-sm text-slate-700">{NO_PITCH_DATA_MESSAGE}</p>;
  }
  const rows = comparePitches(pitcherPitches, batterPitches);
  return (
    <div>
      <div className="mb-2 grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-xs font-semibold text-slate-700">
        <span className="flex min-w-0 items-center justify-end gap-1.5 text-right">
          <span className="min-w-0 [overflow-wrap:break-word]">{batterName}</span>
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-sky-600" />
        </span>
        <span className="text-center text-slate-600">Usage</span>
        <span className="flex min-w-0 items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-rose-600" />
          <span className="min-w-0 [overflow-wrap:break-word]">{pitcherName}</span>
        </span>
      </div>
      {batterPitches === null && (
        <p className="mb-2 rounded-md bg-amber-50 px-3 py-1.5 text-center text-xs text-amber-900">
          <span className="font-semibold">{NOT_ADDED_YET}</span>: no pitch data for {batterName}.
        </p>
      )}
      <ul className="space-y-3" aria-label={`Run values by pitch type: ${batterName} against ${pitcherName}`}>
        {rows.map((row) => (
          <li key={row.pitchType} data-testid="pitch-row" data-pitch={row.pitchType}>
            <p className="mb-1 text-center text-sm font-medium text-slate-900">
              {row.pitchName} <span className="text-xs text-slate-600">({row.pitchType})</span>
            </p>
            <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
              <div className="min-w-0">
                <div className="mb-0.5 flex items-center justify-end gap-1.5 text-sm tabular-nums">
                  <DeltaMarker row={row} side="batter" />
                  <span data-testid="batter-value" className="font-semibold text-slate-900">
                    <span className="sr-only">{batterName}: </span>
                    {row.batterRv === null ? (batterPitches === null ? NOT_ADDED_YET : '—') : formatRunValue(row.batterRv)}
                  </span>
                </div>
                <Bar value={row.batterRv} side="batter" scale={scale} />
              </div>
              <div className="w-16 text-center text-xs text-slate-700" data-testid="usage">
                <span className="sr-only">Usage: </span>
                {formatPercent(row.usage, 1)}
                {row.leader === 'even' && <span className="block font-semibold text-slate-600">Even</span>}
              </div>
              <div className="min-w-0">
                <div className="mb-0.5 flex items-center gap-1.5 text-sm tabular-nums">
                  <span data-testid="pitcher-value" className="font-semibold text-slate-900">
                    <span className="sr-only">{pitcherName}: </span>
                    {formatRunValue(row.pitcherRv)}
                  </span>
                  <DeltaMarker row={row} side="pitcher" />
                </div>
                <Bar value={row.pitcherRv} side="pitcher" scale={scale} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-center text-xs text-slate-600" data-testid="bar-scale">
        {barScaleCaption(scale)}
      </p>
    </div>
  );
}
