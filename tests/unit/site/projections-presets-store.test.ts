import { beforeEach, describe, expect, it } from 'vitest';
import {
  $presetAccess,
  $presets,
  BROWSER_PRESETS_NOTICE,
  connectPresetBackend,
  createBrowserPresetBackend,
  parseStoredPresets,
  SIGNED_OUT_PRESETS_NOTICE,
} from '../../../src/lib/presets-store.ts';
import { PRESETS_STORAGE_KEY } from '../../../src/lib/presets-key.ts';
import { deletePreset, presetNameProblem, savePreset } from '../../../src/lib/presets-save.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const weights = {
  hrRate: 10,
  isoRate: 10,
  barrelRate: 30,
  exitVelo: 20,
  launchAngle: 10,
  parkFactor: 10,
  recentPerformance: 5,
  temperature: 5,
};

function backend(storage = new MemoryStorage()) {
  let n = 0;
  return createBrowserPresetBackend(storage, { now: () => new Date('2026-08-21T12:00:00Z'), newId: () => `id-${++n}` });
}

describe('browser preset backend', () => {
  it('saves (trimmed), lists and removes presets in the storage', async () => {
    const storage = new MemoryStorage();
    const store = backend(storage);
    const saved = await store.save({ name: '  Barrels  ', description: ' mostly barrels ', weights });
    expect(saved).toEqual({ id: 'id-1', name: 'Barrels', description: 'mostly barrels', weights, savedAt: '2026-08-21T12:00:00.000Z' });
    await store.save({ name: 'Second', description: '', weights });
    expect((await store.list()).map((p) => p.name)).toEqual(['Barrels', 'Second']);
    expect(JSON.parse(storage.getItem(PRESETS_STORAGE_KEY)!)).toHaveLength(2);
    await store.remove('id-1');
    expect((await store.list()).map((p) => p.id)).toEqual(['id-2']);
  });
  it('ignores what is not a well-formed preset in storage', () => {
    const good = { id: 'a', name: 'Good', description: '', weights, savedAt: 'x' };
    expect(parseStoredPresets(null)).toEqual([]);
    expect(parseStoredPresets('{not json')).toEqual([]);
    expect(parseStoredPresets('{"a":1}')).toEqual([]);
    expect(
      parseStoredPresets(
        JSON.stringify([
          good,
          { ...good, id: 'b', name: '   ' },
          { ...good, id: 'c', weights: { ...weights, temperature: 101 } },
          { ...good, id: 'd', weights: { ...weights, hrRate: 2.5 } },
          { ...good, id: 'e', weights: { hrRate: 1 } },
          'text',
        ]),
      ),
    ).toEqual([good]);
  });
});

describe('preset names', () => {
  it('must be non-empty and must not repeat a built-in, a saved preset or a fixed HR Projections tab', () => {
    expect(presetNameProblem('   ', [])).toBe('A preset needs a name.');
    expect(presetNameProblem('standard model', [])).toBe('A preset named "standard model" already exists.');
    expect(presetNameProblem('Custom', [])).toBe('A preset named "Custom" already exists.');
    expect(presetNameProblem('Longball Model', [])).toBe('A preset named "Longball Model" already exists.');
    expect(presetNameProblem(' Mine ', [{ name: 'MINE' }])).toBe('A preset named "Mine" already exists.');
    expect(presetNameProblem('Mine', [{ name: 'Yours' }])).toBeNull();
  });
});

describe('the shared presets store', () => {
  beforeEach(async () => {
    await connectPresetBackend(backend(), { canSave: true, where: 'browser', notice: BROWSER_PRESETS_NOTICE });
  });

  it('save appends to the atom both pages read; a duplicate is refused with the reason', async () => {
    await savePreset({ name: 'Mine', description: 'd', weights });
    expect($presets.get()).toMatchObject({ status: 'ready', error: null });
    expect($presets.get().presets.map((p) => p.name)).toEqual(['Mine']);
    await expect(savePreset({ name: 'mine', description: '', weights })).rejects.toThrow('A preset named "mine" already exists.');
    await expect(savePreset({ name: 'Bad', description: '', weights: { ...weights, hrRate: 120 } })).rejects.toThrow(
      'Every weight must be a whole number from 0 to 100.',
    );
    const id = $presets.get().presets[0]!.id;
    await deletePreset(id);
    expect($presets.get().presets).toEqual([]);
  });

  it('without a signed-in user saving is refused with the notice, and nothing is listed', async () => {
    await connectPresetBackend(null, { canSave: false, notice: SIGNED_OUT_PRESETS_NOTICE });
    expect($presetAccess.get()).toEqual({ canSave: false, notice: SIGNED_OUT_PRESETS_NOTICE });
    expect($presets.get()).toEqual({ status: 'ready', presets: [], error: null });
    await expect(savePreset({ name: 'Mine', description: '', weights })).rejects.toThrow(SIGNED_OUT_PRESETS_NOTICE);
  });

  it('a backend that fails to list puts the error in the atom', async () => {
    const failing = {
      list: () => Promise.reject(new Error('offline')),
      save: () => Promise.reject(new Error('x')),
      remove: async () => undefined,
    };
    await connectPresetBackend(failing, { canSave: true, where: 'account', notice: 'Saved to your account.' });
    expect($presets.get()).toEqual({ status: 'error', presets: [], error: 'offline' });
  });
});
