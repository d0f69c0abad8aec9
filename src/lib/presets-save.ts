/**
 * Saving and deleting presets (the HR Calculator), through the wiring of ./presets-store.ts.
 *
 * Name rule (the spec is silent): a name is trimmed, non-empty, and must not repeat
 * a built-in preset, another saved preset (case-insensitive) or a fixed HR
 * Projections tab, because saved presets become tabs named after them.
 */
import type { Preset } from '../../domain/contracts/calculator.ts';
import { CALCULATOR_PRESETS } from '../../domain/spec-constants.ts';
import { $presets, currentPresetWiring, isWeights, type SavedPreset } from './presets-store.ts';

/** Tab names the HR Projections page already uses (a preset may not take one). */
export const RESERVED_PRESET_NAMES = ['Longball Model', 'Old Bomb', 'Custom'] as const;

/** Why `name` cannot be used, or null when it can. */
export function presetNameProblem(name: string, saved: readonly Pick<Preset, 'name'>[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'A preset needs a name.';
  const folded = trimmed.toLowerCase();
  const taken = [...RESERVED_PRESET_NAMES, ...CALCULATOR_PRESETS.map((p) => p.name), ...saved.map((p) => p.name)];
  return taken.some((other) => other.toLowerCase() === folded) ? `A preset named "${trimmed}" already exists.` : null;
}

/**
 * Saves a preset; resolves with it, or rejects with an Error whose message is
 * shown after "Error saving preset: ". Checks access and the name rule first.
 */
export async function savePreset(preset: Preset): Promise<SavedPreset> {
  const { backend, access } = currentPresetWiring();
  if (!access.canSave || !backend) throw new Error(access.notice);
  if (!isWeights(preset.weights)) throw new Error('Every weight must be a whole number from 0 to 100.');
  const known = $presets.get().status === 'ready' ? $presets.get().presets : await backend.list();
  const problem = presetNameProblem(preset.name, known);
  if (problem) throw new Error(problem);
  const saved = await backend.save(preset);
  $presets.set({ status: 'ready', presets: [...known, saved], error: null });
  return saved;
}

export async function deletePreset(id: string): Promise<void> {
  const { backend } = currentPresetWiring();
  if (!backend) return;
  await backend.remove(id);
  $presets.set({ ...$presets.get(), presets: $presets.get().presets.filter((p) => p.id !== id) });
}
