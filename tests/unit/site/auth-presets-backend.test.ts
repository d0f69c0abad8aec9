/**
 * supabasePresets (src/lib/auth/presets-backend.ts) through a real supabase-js client: the
 * PostgREST requests it sends (only the signed-in user's rows; insert of user_id, name,
 * description, weights), what it makes of the answers, and its refusals.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_DEFAULT_WEIGHTS } from '../../../domain/spec-constants.ts';
import { ACCESS_TOKEN, recordingClient, USER_ID } from './auth-supabase-fixture.ts';

let current = recordingClient({ signedIn: true });
vi.mock('../../../src/lib/auth/auth-store.ts', () => ({ ensureAuthClient: async () => current.client }));
const { supabasePresets, savedPresetFromRow } = await import('../../../src/lib/auth/presets-backend.ts');

const weights = { ...CALCULATOR_DEFAULT_WEIGHTS };
const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: 'desc',
  weights,
  created_at: '2026-11-20T10:00:00+00:00',
  ...extra,
});

beforeEach(() => {
  current = recordingClient({ signedIn: true });
});

describe('supabasePresets.list', () => {
  it("selects the user's presets, oldest first, with the user's token", async () => {
    current.answer(200, [row('p1', 'Power'), row('p2', 'Contact', { description: null })]);
    const presets = await supabasePresets.list();
    expect(presets).toEqual([
      { id: 'p1', name: 'Power', description: 'desc', weights, savedAt: '2026-11-20T10:00:00+00:00' },
      { id: 'p2', name: 'Contact', description: '', weights, savedAt: '2026-11-20T10:00:00+00:00' },
    ]);
    const [request] = current.requests;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/rest/v1/presets');
    expect(request!.url.searchParams.get('select')).toBe('id,name,description,weights,created_at');
    expect(request!.url.searchParams.get('user_id')).toBe(`eq.${USER_ID}`);
    expect(request!.url.searchParams.get('order')).toBe('created_at.asc');
    expect(request!.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('drops malformed rows', async () => {
    current.answer(200, [row('p1', 'Ok'), row('p2', 'Bad', { weights: { ...weights, hrRate: 101 } }), { id: 'p3' }]);
    expect((await supabasePresets.list()).map((p) => p.id)).toEqual(['p1']);
  });

  it('rejects with the PostgREST message', async () => {
    current.answer(500, { code: 'XX000', message: 'database unavailable', details: null, hint: null });
    await expect(supabasePresets.list()).rejects.toThrow('database unavailable');
  });
});

describe('supabasePresets.save', () => {
  it('inserts user_id, name, description and weights and answers the stored row', async () => {
    current.answer(201, row('p9', 'Night games'));
    const saved = await supabasePresets.save({ name: '  Night games ', description: ' late starts ', weights });
    expect(saved).toEqual({ id: 'p9', name: 'Night games', description: 'desc', weights, savedAt: '2026-11-20T10:00:00+00:00' });
    const [request] = current.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/rest/v1/presets');
    expect(request!.body).toEqual({ user_id: USER_ID, name: 'Night games', description: 'late starts', weights });
    expect(request!.headers.get('prefer')).toContain('return=representation');
  });

  it("rejects with the database's refusal (the weights check)", async () => {
    current.answer(400, {
      code: '23514',
      message: 'new row for relation "presets" violates check constraint "presets_weights_valid"',
      details: null,
      hint: null,
    });
    await expect(supabasePresets.save({ name: 'X', description: '', weights })).rejects.toThrow('presets_weights_valid');
  });
});

describe('supabasePresets.remove', () => {
  it("deletes by id within the user's rows", async () => {
    current.answer(204, null);
    await supabasePresets.remove('p1');
    const [request] = current.requests;
    expect(request!.method).toBe('DELETE');
    expect(request!.url.searchParams.get('id')).toBe('eq.p1');
    expect(request!.url.searchParams.get('user_id')).toBe(`eq.${USER_ID}`);
  });
});

describe('signed out', () => {
  it('every call refuses with the sign-in notice and sends nothing', async () => {
    current = recordingClient({ signedIn: false });
    await expect(supabasePresets.list()).rejects.toThrow('Sign in to save presets.');
    await expect(supabasePresets.save({ name: 'X', description: '', weights })).rejects.toThrow('Sign in to save presets.');
    await expect(supabasePresets.remove('p1')).rejects.toThrow('Sign in to save presets.');
    expect(current.requests).toEqual([]);
  });
});

it('savedPresetFromRow needs every weight key in 0..100', () => {
  const { temperature: _dropped, ...missing } = weights;
  expect(savedPresetFromRow(row('p', 'n', { weights: missing }))).toBeNull();
  expect(savedPresetFromRow(row('p', 'n', { weights: { ...weights, exitVelo: -1 } }))).toBeNull();
  expect(savedPresetFromRow(row('p', 'n'))).not.toBeNull();
});
