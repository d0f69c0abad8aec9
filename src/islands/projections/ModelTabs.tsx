/**
 * HR Projections' model tabs (docs/product.md#hr-projections): Longball Model (the main table,
 * ./OwnModelPanel.tsx), Old Bomb, Custom and one per saved preset, and the page's static
 * information cards below them. An island of its own (HrProjectionsModelsIsland.tsx), below the
 * picks: it hydrates as it nears the screen.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CustomWeights, StatSliderSettings } from '../../lib/model-tab-settings.ts';
import { Loading } from '../DataStatus.tsx';
import { ControlledTabs, type ControlledTabSpec } from '../../ui/tabs/ControlledTabs.tsx';
import { OwnModelPanel, type ProjectionsFirstPage } from './OwnModelPanel.tsx';
import { usePresetTabs } from './use-preset-tabs.ts';

const OWN_MODEL_NAME = 'Longball Model';
const PRESET_TAB_PREFIX = 'preset-';

// The Custom and preset tabs' code loads when one of them is first opened.
const CustomPanel = lazy(() => import('./ModelTabPanels.tsx').then((m) => ({ default: m.CustomPanel })));
const PresetPanel = lazy(() => import('./ModelTabPanels.tsx').then((m) => ({ default: m.PresetPanel })));

export interface ModelTabsProps {
  /** Code -> club name (the page's teamNamesByCode()), for searching by club. */
  teamNames: Readonly<Record<string, string>>;
  /** Local mode: the build's first page of the main table, shown until the file is loaded; null in configured mode. */
  firstPage: ProjectionsFirstPage | null;
  /** The page's static information cards, shown below the tabs. */
  children?: ReactNode;
}

export default function ModelTabs({ teamNames, firstPage, children }: ModelTabsProps) {
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
    <div className="mt-8 space-y-8">
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
      {children}
    </div>
  );
}
