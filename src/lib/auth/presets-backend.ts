/**
 * Calculator presets in Supabase, for the signed-in user only (table presets; RLS: owner CRUD).
 *
 *   import { supabasePresets } from './auth/presets-backend.ts';
 *   connectPresetBackend(supabasePresets, { canSave: true, where: 'account', notice: ... });
 *
 *   supabasePresets.list(): Promise<SavedPreset[]>   the user's presets, oldest first
 *                                                    (select ... where user_id = the user)
 *   supabasePresets.save(p: Preset): Promise<SavedPreset>
 *                                                    insert { user_id, name, description, weights }
 *                                                    and answers the stored row
 *   supabasePresets.remove(id): Promise<void>        delete where id and user_id = the user
 *
 * It is the PresetBackend of src/lib/presets-store.ts. Every call rejects with an Error whose
 * message can be shown (after "Error saving preset: ") when nobody is signed in, when Supabase
 * refuses (e.g. the weights check), or when a returned row is malformed.
 */
import type { CalculatorWeights, Preset } from '../../../domain/contracts/calculator.ts';
import { CALCULATOR_DEFAULT_WEIGHTS } from '../../../domain/spec-constants.ts';
import { SIGNED_OUT_PRESETS_NOTICE, type PresetBackend, type SavedPreset } from '../presets-store.ts';
import { ensureAuthClient } from './auth-store.ts';

export const PRESET_COLUMNS = 'id, name, description, weights, created_at';

// The contracts' key list lives next to zod; the spec constants give the same keys without it.
const WEIGHT_KEYS = Object.keys(CALCULATOR_DEFAULT_WEIGHTS) as (keyof CalculatorWeights)[];

/** A presets row -> SavedPreset, or null when it is not a well-formed preset. */
export function savedPresetFromRow(row: unknown): SavedPreset | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.name !== 'string' || typeof r.created_at !== 'string') return null;
  const weights = r.weights as Record<string, unknown> | null;
  if (!weights || typeof weights !== 'object') return null;
  const checked = {} as CalculatorWeights;
  for (const key of WEIGHT_KEYS) {
    const value = weights[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return null;
    checked[key] = value;
  }
  return {
    id: r.id,
    name: r.name,
    description: typeof r.description === 'string' ? r.description : '',
    weights: checked,
    savedAt: r.created_at,
  };
}

async function signedInUser() {
  const supabase = await ensureAuthClient();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error(SIGNED_OUT_PRESETS_NOTICE);
  return { supabase, userId };
}

export const supabasePresets: PresetBackend = {
  async list() {
    const { supabase, userId } = await signedInUser();
    const { data, error } = await supabase.from('presets').select(PRESET_COLUMNS).eq('user_id', userId).order('created_at', { ascending: true });
    if (error) throw new Error(error.message);
    return (data ?? []).map(savedPresetFromRow).filter((preset): preset is SavedPreset => preset !== null);
  },

  async save(preset: Preset) {
    const { supabase, userId } = await signedInUser();
    const { data, error } = await supabase
      .from('presets')
      .insert({
        user_id: userId,
        name: preset.name.trim(),
        description: preset.description.trim(),
        weights: preset.weights,
      })
      .select(PRESET_COLUMNS)
      .single();
    if (error) throw new Error(error.message);
    const saved = savedPresetFromRow(data);
    if (!saved) throw new Error('The saved preset came back malformed.');
    return saved;
  },

  async remove(id: string) {
    const { supabase, userId } = await signedInUser();
    const { error } = await supabase.from('presets').delete().eq('id', id).eq('user_id', userId);
    if (error) throw new Error(error.message);
  },
};
