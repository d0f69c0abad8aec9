/**
 * loadPremiumSlate (src/lib/auth/premium-data.ts) through a real supabase-js client: the latest
 * or a given slate of premium_slates, read with the user's session and validated with the
 * generated-data contracts; null when RLS shows no row; typed errors otherwise. And
 * loadPremiumCalculatorPlayers: the calculator's per-batter factors from the same row.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, recordingClient } from './auth-supabase-fixture.ts';
import { INVENTED_PICK } from './fixture-generated.ts';

let current = recordingClient({ signedIn: true });
vi.mock('../../../src/lib/auth/auth-store.ts', () => ({ ensureAuthClient: async () => current.client }));
const { loadPremiumCalculatorPlayers, loadPremiumSlate, PremiumDataError } = await import('../../../src/lib/auth/premium-data.ts');

const header = { schemaVersion: 1, date: '2026-08-21' };
const projections = { ...header, batters: [], notInProjections: [], absence: null };
const picks = {
  ...header,
  confident: [INVENTED_PICK],
  punt: [],
  value: [],
};
const slateRow = { slate_date: '2026-08-21', projections, picks, published_at: '2026-08-21T09:00:00+00:00' };

beforeEach(() => {
  current = recordingClient({ signedIn: true });
});

describe('loadPremiumSlate', () => {
  it('reads the latest slate with the session and returns it validated', async () => {
    current.answer(200, [slateRow]);
    const slate = await loadPremiumSlate();
    expect(slate).toEqual({ date: '2026-08-21', projections, picks, publishedAt: '2026-08-21T09:00:00+00:00' });
    const [request] = current.requests;
    expect(request!.url.pathname).toBe('/rest/v1/premium_slates');
    expect(request!.url.searchParams.get('select')).toBe('slate_date,projections,picks,published_at');
    expect(request!.url.searchParams.get('order')).toBe('slate_date.desc');
    expect(request!.url.searchParams.get('limit')).toBe('1');
    expect(request!.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('reads a given date', async () => {
    current.answer(200, [slateRow]);
    await loadPremiumSlate('2026-08-21');
    expect(current.requests[0]!.url.searchParams.get('slate_date')).toBe('eq.2026-08-21');
    expect(current.requests[0]!.url.searchParams.get('order')).toBeNull();
  });

  it('is null when no row is visible (nothing published, or a role RLS filters out)', async () => {
    current.answer(200, []);
    expect(await loadPremiumSlate()).toBeNull();
  });

  it("rejects a slate that breaks its contract with kind 'invalid'", async () => {
    current.answer(200, [{ ...slateRow, picks: { ...picks, confident: [{ id: 'p1', name: 'X', team: 'NYY', hrProbability: 4.1 }] } }]);
    const error = await loadPremiumSlate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PremiumDataError);
    expect((error as InstanceType<typeof PremiumDataError>).kind).toBe('invalid');
    expect((error as Error).message).toContain('(picks)');
  });

  it("rejects a failed read with kind 'read-failed'", async () => {
    current.answer(500, { code: '42501', message: 'permission denied for table premium_slates', details: null, hint: null });
    const error = await loadPremiumSlate().catch((e: unknown) => e);
    expect((error as InstanceType<typeof PremiumDataError>).kind).toBe('read-failed');
    expect((error as Error).message).toContain('permission denied for table premium_slates');
  });

  it("rejects without a session ('not-signed-in') and sends nothing", async () => {
    current = recordingClient({ signedIn: false });
    const error = await loadPremiumSlate().catch((e: unknown) => e);
    expect((error as InstanceType<typeof PremiumDataError>).kind).toBe('not-signed-in');
    expect(current.requests).toEqual([]);
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    await expect(loadPremiumSlate('21/08/2026')).rejects.toThrow(RangeError);
  });
});

describe('loadPremiumCalculatorPlayers', () => {
  const player = {
    id: 'invented-slugger',
    name: 'Invented Slugger',
    team: 'NYY',
    playingToday: true,
    pHr: 0.1523,
    factors: { hrRate: 0.071, isoRate: 0.262, barrelRate: 17.2, exitVelo: 93.4, launchAngle: 16.1, parkFactor: 1.05, recentPerformance: 0.1, temperature: 78 },
  };

  it("reads only the latest slate's calculator_players with the session, validated", async () => {
    current.answer(200, [{ slate_date: '2026-08-21', calculator_players: [player] }]);
    expect(await loadPremiumCalculatorPlayers()).toEqual([player]);
    const [request] = current.requests;
    expect(request!.url.pathname).toBe('/rest/v1/premium_slates');
    expect(request!.url.searchParams.get('select')).toBe('slate_date,calculator_players');
    expect(request!.url.searchParams.get('order')).toBe('slate_date.desc');
    expect(request!.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('is null when RLS shows no row, invalid when a row breaks the contract, not-signed-in without a session', async () => {
    current.answer(200, []);
    expect(await loadPremiumCalculatorPlayers()).toBeNull();
    current = recordingClient({ signedIn: true });
    current.answer(200, [{ slate_date: '2026-08-21', calculator_players: [{ ...player, factors: 'none' }] }]);
    const invalid = await loadPremiumCalculatorPlayers().catch((e: unknown) => e);
    expect((invalid as InstanceType<typeof PremiumDataError>).kind).toBe('invalid');
    current = recordingClient({ signedIn: false });
    const signedOut = await loadPremiumCalculatorPlayers().catch((e: unknown) => e);
    expect((signedOut as InstanceType<typeof PremiumDataError>).kind).toBe('not-signed-in');
    expect(current.requests).toEqual([]);
  });
});
