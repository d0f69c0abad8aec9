/**
 * Saved calculator presets (docs/product.md#hr-calculator; a preset is its user, name,
 * description and weights), shared by the HR Calculator (saves, loads) and HR Projections (one
 * tab per saved preset) through one nanostores atom.
 *
 * Where presets live is a `PresetBackend`:
 * - local mode (no Supabase): `createBrowserPresetBackend(localStorage)`, this
 *   browser only, anyone may save;
 * - configured mode: the account layer calls `connectPresetBackend(backend, access)`
 *   once it knows the user (a Supabase backend when signed in; `null` with a
 *   refusal when signed out). Until then nothing is listed and saving is refused
 *   (docs/product.md#hr-calculator: saving needs a signed-in user).
 *
 * Saving, deleting and the name rule are in ./presets-save.ts (the HR Calculator's), so a
 * page that only lists presets does not load them.
 */
import { atom, onMount } from 'nanostores';
import type { CalculatorWeights, Preset } from '../../domain/contracts/calculator.ts';
import { CALCULATOR_DEFAULT_WEIGHTS } from '../../domain/spec-constants.ts';
import { PRESETS_STORAGE_KEY } from './presets-key.ts';
import { SITE_MODE } from './site-config.ts';

export interface SavedPreset extends Preset {
  id: string;
  /** ISO timestamp of the save. */
  savedAt: string;
}

export interface PresetBackend {
  list(): Promise<SavedPreset[]>;
  save(preset: Preset): Promise<SavedPreset>;
  remove(id: string): Promise<void>;
}

/** Whether the visitor may save, and the sentence that says where presets go (or why not). */
export type PresetAccess = { canSave: true; where: 'browser' | 'account'; notice: string } | { canSave: false; notice: string };

export interface PresetsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  presets: SavedPreset[];
  error: string | null;
}

export const BROWSER_PRESETS_NOTICE = 'Sign-in is not configured on this site; presets are saved in this browser.';
export const SIGNED_OUT_PRESETS_NOTICE = 'Sign in to save presets.';

/**
 * The eight weight keys. Taken from the zod-free constants module rather than the
 * contract's CALCULATOR_WEIGHT_KEYS, which would bring zod into every page that lists presets.
 */
const WEIGHT_KEYS = Object.keys(CALCULATOR_DEFAULT_WEIGHTS) as (keyof CalculatorWeights)[];

/** Eight whole-number weights from 0 to 100. */
export function isWeights(value: unknown): value is CalculatorWeights {
  if (typeof value !== 'object' || value === null) return false;
  return WEIGHT_KEYS.every((key) => {
    const weight = (value as Record<string, unknown>)[key];
    return typeof weight === 'number' && Number.isInteger(weight) && weight >= 0 && weight <= 100;
  });
}

function isSavedPreset(value: unknown): value is SavedPreset {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    v.name.trim() !== '' &&
    typeof v.description === 'string' &&
    typeof v.savedAt === 'string' &&
    isWeights(v.weights)
  );
}

/** The entries of a stored list that are well-formed presets (anything else is ignored). */
export function parseStoredPresets(text: string | null): SavedPreset[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(json) ? json.filter(isSavedPreset) : [];
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Presets in this browser's storage (localStorage in the page; any Storage-like in tests). */
export function createBrowserPresetBackend(storage: StorageLike, options: { now?: () => Date; newId?: () => string } = {}): PresetBackend {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const read = () => parseStoredPresets(storage.getItem(PRESETS_STORAGE_KEY));
  const write = (presets: SavedPreset[]) => storage.setItem(PRESETS_STORAGE_KEY, JSON.stringify(presets));
  return {
    list: async () => read(),
    save: async (preset) => {
      const saved: SavedPreset = {
        id: newId(),
        name: preset.name.trim(),
        description: preset.description.trim(),
        weights: { ...preset.weights },
        savedAt: now().toISOString(),
      };
      write([...read(), saved]);
      return saved;
    },
    remove: async (id) => write(read().filter((p) => p.id !== id)),
  };
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export interface Wiring {
  backend: PresetBackend | null;
  access: PresetAccess;
}

function defaultWiring(): Wiring {
  if (SITE_MODE === 'local' && typeof localStorage !== 'undefined') {
    return {
      backend: createBrowserPresetBackend(localStorage),
      access: { canSave: true, where: 'browser', notice: BROWSER_PRESETS_NOTICE },
    };
  }
  if (SITE_MODE === 'local') {
    // Prerendering (no localStorage): the same wording; the browser wires the backend.
    return { backend: null, access: { canSave: true, where: 'browser', notice: BROWSER_PRESETS_NOTICE } };
  }
  return { backend: null, access: { canSave: false, notice: SIGNED_OUT_PRESETS_NOTICE } };
}

let wiring: Wiring | null = null;
/** Where presets live now and whether the visitor may save (./presets-save.ts writes through it). */
export const currentPresetWiring = (): Wiring => (wiring ??= defaultWiring());

export const $presets = atom<PresetsState>({ status: 'idle', presets: [], error: null });
export const $presetAccess = atom<PresetAccess>(
  SITE_MODE === 'local' ? { canSave: true, where: 'browser', notice: BROWSER_PRESETS_NOTICE } : { canSave: false, notice: SIGNED_OUT_PRESETS_NOTICE },
);

let loadGeneration = 0;

/** (Re)reads the list from the backend into $presets. */
export async function reloadPresets(): Promise<void> {
  const { backend } = currentPresetWiring();
  const generation = ++loadGeneration;
  if (!backend) {
    $presets.set({ status: 'ready', presets: [], error: null });
    return;
  }
  $presets.set({ ...$presets.get(), status: 'loading' });
  try {
    const presets = await backend.list();
    if (generation === loadGeneration) $presets.set({ status: 'ready', presets, error: null });
  } catch (e) {
    if (generation === loadGeneration) $presets.set({ status: 'error', presets: [], error: errorMessage(e) });
  }
}

onMount($presets, () => {
  if ($presets.get().status === 'idle') void reloadPresets();
  // Another tab of this site saved or deleted a preset in this browser.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRESETS_STORAGE_KEY && currentPresetWiring().access.canSave && currentPresetWiring().backend) void reloadPresets();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
});

/** Plugs in where presets live (the account layer, or tests) and reloads the list. */
export function connectPresetBackend(backend: PresetBackend | null, access: PresetAccess): Promise<void> {
  wiring = { backend, access };
  $presetAccess.set(access);
  return reloadPresets();
}
