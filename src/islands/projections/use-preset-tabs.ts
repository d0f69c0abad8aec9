/**
 * The saved presets HR Projections shows a tab for (src/lib/presets-store.ts). The presets' code
 * loads only where there can be presets: in configured mode at once (the account layer lists the
 * signed-in user's), in local mode once this browser holds some (at load, or when another tab
 * saves one). None in the static HTML and at hydration: the tabs follow.
 */
import { useEffect, useState } from 'react';
import { PRESETS_STORAGE_KEY } from '../../lib/presets-key.ts';
import type { SavedPreset } from '../../lib/presets-store.ts';
import { SITE_MODE } from '../../lib/site-config.ts';

function storedPresetsExist(): boolean {
  try {
    return window.localStorage.getItem(PRESETS_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function usePresetTabs(): readonly SavedPreset[] {
  const [presets, setPresets] = useState<readonly SavedPreset[]>([]);
  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | null = null;
    const load = () => {
      window.removeEventListener('storage', onStorage);
      void import('../../lib/presets-store.ts').then(({ $presets }) => {
        if (live) unsubscribe = $presets.subscribe((state) => setPresets(state.presets));
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === PRESETS_STORAGE_KEY) load();
    };
    if (SITE_MODE === 'configured' || storedPresetsExist()) load();
    else window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, []);
  return presets;
}
