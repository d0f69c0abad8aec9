/**
 * What HR Projections shows an entitled visitor (docs/product.md#hr-projections): the picks block,
 * followed players (Pro, configured mode: account/FollowedPlayers.tsx), the model
 * tabs (Longball Model, Old Bomb, Custom, one per saved preset) and the page's static
 * information cards (passed in as children). Loaded by HrProjectionsIsland once the gate opens.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SITE_MODE } from '../../lib/site-config.ts';
import type { CustomWeights, StatSliderSettings } from '../../lib/model-tab-settings.ts';
import { Loading } from '../DataStatus.tsx';
import { OwnModelPanel, type ProjectionsFirstPage } from './OwnModelPanel.tsx';
import { PicksBlock, type PickRows } from './PicksBlock.tsx';
import { ControlledTabs, type ControlledTabSpec } from '../../ui/tabs/ControlledTabs.tsx';
import { usePresetTabs } from './use-preset-tabs.ts';

export const OWN_MODEL_NAME = 'Longball Model';
const PRESET_TAB_PREFIX = 'preset-';

// The Custom and preset tabs' code loads when one of them is first opened.
const CustomPanel = lazy(() => import('./ModelTabPanels.tsx').then((m) => ({ default: m.CustomPanel })));
// Followed players (Pro) need the account layer: configured mode only, its own chunk.
const FollowPlayersCard = SITE_MODE === 'configured' ? lazy(() => import('../account/FollowedPlayers.tsx')) : null;
const PresetPanel = lazy(() => import('./ModelTabPanels.tsx').then((m) => ({ default: m.PresetPanel })));

function ModelTabs({ teamNames, firstPage }: { teamNames: Readonly<Record<string, string>>; firstPage: ProjectionsFirstPage | null }) {
  // The saved presets' tabs come after hydration (the static HTML has none).
  const presets = usePresetTabs();
  const [selected, setSelected] = useState('own');
  // Kept here so a tab switch loses nothing; null until first changed (the panels show the defaults).
  const [customWeights, setCustomWeights] = useState<CustomWeights | null>(null);
  const [sliders, setSliders] = useState<StatSliderSettings | null>(null);

  const tabs: ControlledTabSpec[] = [
    { id: 'own', label: OWN_MODEL_NAME },
    { id: 'old-bomb', label: 'Old Bomb' },
    { id: 'custom', label: 'Custom' },
    ...presets.map((preset) => ({ id: `${PRESET_TAB_PREFIX}${preset.id}`, label: preset.name })),
  ];
  const preset = selected.startsWith(PRESET_TAB_PREFIX) ? presets.find((p) => `${PRESET_TAB_PREFIX}${p.id}` === selected) : undefined;
  // A preset deleted elsewhere (another tab of the site) falls back to the own model.
  const current = selected.startsWith(PRESET_TAB_PREFIX) && !preset ? 'own' : selected;

  return (
    <section aria-label="Models" className="space-y-2">
      <ControlledTabs label="Models" idPrefix="model" tabs={tabs} selected={current} onSelect={setSelected}>
        {current === 'own' ? (
          <OwnModelPanel teamNames={teamNames} firstPage={firstPage} />
        ) : current === 'old-bomb' ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
            <p className="text-lg font-semibold">Old Bomb</p>
            <p className="mt-1 text-slate-700">Coming Soon</p>
          </div>
        ) : (
          <Suspense fallback={<Loading />}>
            {current === 'custom' ? (
              <CustomPanel weights={customWeights} onWeights={setCustomWeights} sliders={sliders} onSliders={setSliders} />
            ) : preset ? (
              <PresetPanel key={preset.id} preset={preset} sliders={sliders} onSliders={setSliders} />
            ) : null}
          </Suspense>
        )}
      </ControlledTabs>
    </section>
  );
}

/** What the build puts in the static HTML (local mode only): the main table's first page and the picks. */
export interface HrProjectionsFirstRows {
  projections: ProjectionsFirstPage;
  picks: PickRows;
}

export interface HrProjectionsProps {
  /** Code -> club name (the page's teamNamesByCode()), for searching by club. */
  teamNames: Readonly<Record<string, string>>;
  /** Local mode: the build's first rows, shown until the files are loaded; null in configured mode (premium data stays out of the build). */
  firstRows: HrProjectionsFirstRows | null;
  /** The static score/probability card (the page's "explainer" slot), shown above the tables. */
  explainer?: ReactNode;
  /** The static information cards, shown below the tables. */
  children?: ReactNode;
}

export default function HrProjectionsContent({ teamNames, firstRows, explainer, children }: HrProjectionsProps) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">HR Projections</h1>
        <p className="mt-1 text-slate-600">
          The slate&apos;s hitters ranked by the HR Prob score, with HR Chance, the calibrated chance of a home run, beside the book&apos;s price.{' '}
          <a className="font-medium text-sky-800 underline" href="/model">
            How HR Chance is graded
          </a>
        </p>
      </div>
      {explainer}
      <PicksBlock firstRows={firstRows?.picks ?? null} />
      {FollowPlayersCard && (
        <Suspense fallback={null}>
          <FollowPlayersCard />
        </Suspense>
      )}
      <ModelTabs teamNames={teamNames} firstPage={firstRows?.projections ?? null} />
      {children}
    </div>
  );
}
