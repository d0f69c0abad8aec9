/**
 * HR Projections' other model tabs (docs/product.md#score-model): Custom and one per saved
 * preset. Each shows stat sliders with the spec's ranges that filter the rows
 * (plus a "K Tax" ceiling on the opposing starter's K%), and the table of batter
 * and opposing-starter columns scored by the tab's model (src/lib/model-tab-scoring.ts):
 * Custom re-scores live as its weights move; a preset tab uses the calculator
 * formula with the preset's weights.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { CalculatorWeightKey } from '../../../domain/contracts/calculator.ts';
import { CUSTOM_MODEL_FEATURES, HR_MODEL_TERMS, type CustomModelFeatureKey } from '../../../domain/spec-constants.ts';
import { PROJECTION_STAT_RANGES } from '../../config/ui-settings.ts';
import { modelTabColumns, modelTabSearchText } from '../../columns/model-tabs.ts';
import { PROJECTIONS_INITIAL_SORT } from '../../columns/hr-projections.ts';
import { CALCULATOR_FACTORS } from '../../lib/calculator-factors.ts';
import { movedSliderCount, passesStatSliders, scoreWithCustomWeights, type ScoredBatter } from '../../lib/model-tab-scoring.ts';
import { DEFAULT_CUSTOM_WEIGHTS, K_TAX_RANGE, type CustomWeights, type StatSliderSettings } from '../../lib/model-tab-settings.ts';
import type { SavedPreset } from '../../lib/presets-store.ts';
import { NO_PLAYER_DATA, PROJECTIONS_SEARCH_PLACEHOLDER } from '../../lib/projection-texts.ts';
import { fullStatRanges, type StatRangeKey } from '../../lib/range-filters.ts';
import { formatRate } from '../../lib/format.ts';
import { formatParkFactor, PARK_FACTOR_UNIT } from '../../lib/park-factor.ts';
import { AbsenceNote, LoadError, Loading } from '../DataStatus.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { useData } from '../use-data.ts';
import { RangeSlider, WeightSlider } from './Sliders.tsx';
import { COMPACT_FIELD_CLASS, FOCUS_RING_CLASS } from '../../ui/styles.ts';

const SEARCH = { placeholder: PROJECTIONS_SEARCH_PLACEHOLDER, text: modelTabSearchText };

function defaultSliderSettings(): StatSliderSettings {
  return { stats: fullStatRanges(), kTax: { ...K_TAX_RANGE } };
}

/** What a panel shows while the page holds no setting of its own (null: none changed yet). */
const DEFAULT_SLIDERS = defaultSliderSettings();

/** Names, steps and display of the model tabs' slider stats (docs/product.md#score-model), in their groups. */
const STAT_SLIDERS: Record<StatRangeKey, { label: string; step: number; format: (v: number) => string }> = {
  battingOrder: { label: 'Batting Order', step: 1, format: (v) => String(v) },
  barrelRate: { label: 'Barrel %', step: 0.5, format: (v) => `${v}%` },
  exitVelo: { label: 'Exit Velo (mph)', step: 0.5, format: (v) => String(v) },
  launchAngle: { label: 'Launch Angle (°)', step: 1, format: (v) => `${v}°` },
  hardHitRate: { label: 'Hard Hit %', step: 0.5, format: (v) => `${v}%` },
  maxEV: { label: 'Max EV (mph)', step: 0.5, format: (v) => String(v) },
  hr: { label: 'HR Last 7', step: 1, format: (v) => String(v) },
  avg: { label: 'AVG Last 7', step: 0.005, format: (v) => formatRate(v) },
  slg: { label: 'SLG Last 7', step: 0.01, format: (v) => formatRate(v) },
  parkFactor: { label: `Park Factor (${PARK_FACTOR_UNIT})`, step: 0.01, format: formatParkFactor },
  temperature: { label: 'Temp (°F)', step: 1, format: (v) => `${v}°` },
};
const BATTER_SLIDERS: StatRangeKey[] = ['battingOrder', 'barrelRate', 'exitVelo', 'launchAngle', 'hardHitRate', 'maxEV', 'hr', 'avg', 'slg'];
const CONDITION_SLIDERS: StatRangeKey[] = ['parkFactor', 'temperature'];

const CUSTOM_FEATURE_LABELS: Record<CustomModelFeatureKey, string> = {
  barrelRate: 'Barrel Rate',
  exitVelo: 'Exit Velo',
  launchAngle: 'Launch Angle',
  hardHitRate: 'Hard Hit %',
  maxEV: 'Max EV',
  parkFactor: 'Park Factor',
  temperature: 'Temperature',
  hr: 'HR Last 7',
  avg: 'AVG Last 7',
  slg: 'SLG Last 7',
  hrRate: 'HR Rate',
};

const smallButton = `rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 ${FOCUS_RING_CLASS}`;

function Card({ title, summary, open, children }: { title: string; summary?: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 focus-visible:outline-2 focus-visible:outline-sky-600">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-slate-600">
          {summary}{' '}
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="border-t border-slate-100 px-4 py-3">{children}</div>
    </details>
  );
}

export function StatSliders({ value, onChange }: { value: StatSliderSettings; onChange: (value: StatSliderSettings) => void }) {
  const moved = movedSliderCount(value);
  const slider = (key: StatRangeKey) => (
    <RangeSlider
      key={key}
      label={STAT_SLIDERS[key].label}
      full={PROJECTION_STAT_RANGES[key]}
      value={value.stats[key]}
      step={STAT_SLIDERS[key].step}
      format={STAT_SLIDERS[key].format}
      onChange={(range) => onChange({ ...value, stats: { ...value.stats, [key]: range } })}
    />
  );
  return (
    <Card title="Filter by stats" summary={moved === 0 ? 'no filter' : `${moved} active`} open={false}>
      <div className="space-y-4">
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-700">Batter stats</h4>
          <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">{BATTER_SLIDERS.map(slider)}</div>
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-700">Ballpark and weather</h4>
          <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">{CONDITION_SLIDERS.map(slider)}</div>
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-700">Pitcher stats</h4>
          <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <RangeSlider
              label="K Tax (pitcher K%)"
              title="K Tax is the opposing starter's strikeout rate (K%)"
              full={K_TAX_RANGE}
              value={value.kTax}
              step={0.5}
              format={(v) => `${v}%`}
              onChange={(kTax) => onChange({ ...value, kTax })}
            />
          </div>
        </div>
        <p className="text-xs text-slate-600">A handle left at its end filters nothing; once moved, hitters without that stat are hidden.</p>
        <button type="button" className={smallButton} onClick={() => onChange(defaultSliderSettings())} disabled={moved === 0}>
          Reset filters
        </button>
      </div>
    </Card>
  );
}

function CustomWeightsCard({ weights, onChange }: { weights: CustomWeights; onChange: (weights: CustomWeights) => void }) {
  const total = CUSTOM_MODEL_FEATURES.reduce((sum, key) => sum + weights[key], 0);
  return (
    <Card title="Model weights" summary={`total ${total}`} open>
      <p className="mb-3 text-sm text-slate-700">
        HR Projection is the weighted average of each stat&apos;s normalised value over the stats a hitter has (the Longball Model&apos;s formulas, without
        batting order). Move a weight and the table re-scores.
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6 lg:grid-cols-3">
        {CUSTOM_MODEL_FEATURES.map((key) => (
          <WeightSlider
            key={key}
            label={CUSTOM_FEATURE_LABELS[key]}
            title={`Normalised as ${HR_MODEL_TERMS[key].formula}`}
            value={weights[key]}
            onChange={(weight) => onChange({ ...weights, [key]: weight })}
          />
        ))}
      </div>
      <button type="button" className={`${smallButton} mt-3`} onClick={() => onChange({ ...DEFAULT_CUSTOM_WEIGHTS })}>
        Reset to model weights
      </button>
    </Card>
  );
}

function PresetWeightsCard({ preset }: { preset: SavedPreset }) {
  const keys = Object.keys(CALCULATOR_FACTORS) as CalculatorWeightKey[];
  return (
    <Card title={`Preset: ${preset.name}`} summary="calculator weights" open>
      {preset.description && <p className="mb-2 text-sm text-slate-700">{preset.description}</p>}
      <p className="mb-3 text-sm text-slate-700">
        HR Projection here is the HR Calculator&apos;s score for each hitter with this preset&apos;s weights.{' '}
        <a href="/mlb/hr-calculator" className="font-medium text-sky-800 underline underline-offset-2">
          Edit weights in the HR Calculator
        </a>
        .
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {keys.map((key) => (
          <div key={key} className="flex justify-between gap-2 border-b border-slate-100 py-0.5">
            <dt className="text-slate-700">{CALCULATOR_FACTORS[key].label}</dt>
            <dd className="tabular-nums font-semibold">{preset.weights[key]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ModelTable({ rows, sliders, name }: { rows: ScoredBatter[]; sliders: StatSliderSettings; name: string }) {
  const sourceId = useId();
  const filter = useMemo(() => (row: ScoredBatter) => passesStatSliders(row.batter, sliders), [sliders]);
  const dataSource = (
    <div className="flex items-center gap-2">
      <label htmlFor={sourceId} className="text-sm font-medium text-slate-700">
        Data source
      </label>
      <select id={sourceId} defaultValue="longball" className={COMPACT_FIELD_CLASS} title="Whose hitters and stats the table scores">
        <option value="longball">Longball Model (today&apos;s hitters)</option>
        <option value="old-bomb" disabled>
          Old Bomb (Coming Soon)
        </option>
      </select>
    </div>
  );
  return (
    <DataTable
      rows={rows}
      columns={modelTabColumns}
      caption={`${name}: HR projections`}
      getRowId={(row) => row.batter.id}
      initialSort={PROJECTIONS_INITIAL_SORT}
      firstSort="desc"
      search={SEARCH}
      filter={filter}
      paging="pages"
      csvFileName={`hr-projections-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      emptyMessage={NO_PLAYER_DATA}
      countLabel={(shown, total) => (shown === total ? `${total} hitters` : `${shown} of ${total} hitters`)}
      toolbar={dataSource}
    />
  );
}

export function CustomPanel(props: {
  /** null: the model's weights. */
  weights: CustomWeights | null;
  onWeights: (weights: CustomWeights) => void;
  /** null: every slider at its full range. */
  sliders: StatSliderSettings | null;
  onSliders: (sliders: StatSliderSettings) => void;
}) {
  const weights = props.weights ?? DEFAULT_CUSTOM_WEIGHTS;
  const sliders = props.sliders ?? DEFAULT_SLIDERS;
  const { data, error } = useData('projections.json');
  const rows = useMemo(() => (data ? scoreWithCustomWeights(data.batters, weights) : []), [data, weights]);
  return (
    <div className="space-y-4">
      <CustomWeightsCard weights={weights} onChange={props.onWeights} />
      <StatSliders value={sliders} onChange={props.onSliders} />
      {data ? (
        <>
          <AbsenceNote absence={data.absence} />
          <ModelTable rows={rows} sliders={sliders} name="Custom" />
        </>
      ) : error ? (
        <LoadError heading="Failed to load today's projections" message={error.message} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

type PresetScoring = typeof import('../../lib/preset-scoring.ts');
let presetScoring: Promise<PresetScoring> | null = null;
const loadPresetScoring = () => (presetScoring ??= import('../../lib/preset-scoring.ts'));

export function PresetPanel(props: {
  preset: SavedPreset;
  /** null: every slider at its full range. */
  sliders: StatSliderSettings | null;
  onSliders: (sliders: StatSliderSettings) => void;
}) {
  const sliders = props.sliders ?? DEFAULT_SLIDERS;
  const projections = useData('projections.json');
  const calculator = useData('calculator.json');
  const [scoring, setScoring] = useState<PresetScoring | null>(null);
  const [scoringError, setScoringError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadPresetScoring().then(
      (module) => live && setScoring(module),
      (e: unknown) => live && setScoringError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  const rows = useMemo(
    () =>
      projections.data && calculator.data && scoring ? scoring.scoreWithPreset(projections.data.batters, calculator.data.players, props.preset.weights) : [],
    [projections.data, calculator.data, scoring, props.preset.weights],
  );
  const error = projections.error?.message ?? calculator.error?.message ?? scoringError;
  return (
    <div className="space-y-4">
      <PresetWeightsCard preset={props.preset} />
      <StatSliders value={sliders} onChange={props.onSliders} />
      {projections.data && calculator.data && scoring ? (
        <ModelTable rows={rows} sliders={sliders} name={props.preset.name} />
      ) : error ? (
        <LoadError heading="Failed to load the data for this preset" message={error} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
