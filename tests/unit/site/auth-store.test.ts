/**
 * The page's auth store (src/lib/auth/auth-store.ts) in configured mode, with supabase-js replaced
 * by a fake client: a signed-out visitor is a guest without supabase-js being loaded; a stored
 * session loads it, and the role comes from the profile read (error / empty role -> user);
 * signing out returns to guest, and a late profile answer for a signed-out user is dropped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'sb-127-auth-token';

type AuthListener = (event: string, session: unknown) => void;
interface ProfileAnswer {
  data: unknown;
  error: unknown;
  status?: number;
}

function fakeClient() {
  const listeners: AuthListener[] = [];
  const profileReads: Array<{ table: string; columns: string; column: string; value: string; answer: (a: ProfileAnswer) => void }> = [];
  const signOuts: unknown[] = [];
  const client = {
    auth: {
      onAuthStateChange(listener: AuthListener) {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe() {} } } };
      },
      async signOut(options?: unknown) {
        signOuts.push(options ?? null);
        for (const listener of listeners) listener('SIGNED_OUT', null);
        return { error: null };
      },
    },
    from(table: string) {
      return {
        select: (columns: string) => ({
          eq: (column: string, value: string) => ({
            maybeSingle: () => new Promise<ProfileAnswer>((resolve) => profileReads.push({ table, columns, column, value, answer: resolve })),
          }),
        }),
      };
    },
  };
  const emit = (event: string, session: unknown) => {
    for (const listener of listeners) listener(event, session);
  };
  return { client, listeners, profileReads, emit, signOuts };
}

const getSupabaseBrowser = vi.fn();
vi.mock('../../../src/lib/auth/supabase-browser.ts', () => ({
  getSupabaseBrowser: () => getSupabaseBrowser(),
  SUPABASE_AUTH_STORAGE_KEY: 'sb-127-auth-token',
}));

function installWindow(stored: Record<string, string>, hash = '') {
  vi.stubGlobal('window', {
    location: { hash, search: '', origin: 'http://127.0.0.1:4392' },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    addEventListener: vi.fn(),
  });
}

async function loadStore() {
  vi.resetModules();
  return import('../../../src/lib/auth/auth-store.ts');
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const session = (id: string) => ({ access_token: 't', user: { id, email: `${id}@example.com` } });

beforeEach(() => {
  vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54329');
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'test-anon-key');
  getSupabaseBrowser.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('auth store, configured mode', () => {
  it('without a stored session: guest, and supabase-js is not loaded', async () => {
    installWindow({});
    const store = await loadStore();
    expect(store.$role.get()).toBe('loading');
    await tick();
    expect(store.$role.get()).toBe('guest');
    expect(store.$session.get()).toBeNull();
    expect(store.$profile.get()).toBeNull();
    expect(getSupabaseBrowser).not.toHaveBeenCalled();
  });

  it('with a stored session: loads the client, reads the own profile, and takes its role', async () => {
    installWindow({ [STORAGE_KEY]: '{"access_token":"t"}' });
    const fake = fakeClient();
    getSupabaseBrowser.mockResolvedValue(fake.client);
    const store = await loadStore();
    store.$role.listen(() => undefined);
    await tick();
    expect(getSupabaseBrowser).toHaveBeenCalledTimes(1);
    fake.emit('INITIAL_SESSION', session('u1'));
    expect(store.$role.get()).toBe('loading');
    await tick();
    expect(fake.profileReads).toHaveLength(1);
    const read = fake.profileReads[0]!;
    expect([read.table, read.columns, read.column, read.value]).toEqual([
      'profiles',
      'id, email, role, stripe_customer_id, plan, subscription_status, current_period_end, cancel_at_period_end, access_ended_reason, access_ended_at',
      'id',
      'u1',
    ]);
    read.answer({ data: { id: 'u1', email: 'u1@example.com', role: 'subscriber', stripe_customer_id: 'cus_9' }, error: null });
    await tick();
    expect(store.$role.get()).toBe('subscriber');
    expect(store.$profile.get()).toEqual({
      id: 'u1',
      email: 'u1@example.com',
      role: 'subscriber',
      stripeCustomerId: 'cus_9',
      plan: null,
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      accessEndedReason: null,
      accessEndedAt: null,
    });

    // A token refresh for the same user does not read the profile again.
    fake.emit('TOKEN_REFRESHED', session('u1'));
    await tick();
    expect(fake.profileReads).toHaveLength(1);

    fake.emit('SIGNED_OUT', null);
    expect(store.$role.get()).toBe('guest');
    expect(store.$session.get()).toBeNull();
    expect(store.$profile.get()).toBeNull();
  });

  it.each([
    ['a read error', { data: null, error: { message: 'permission denied for table profiles' } }, 'permission denied for table profiles'],
    ['no profile row', { data: null, error: null }, null],
    ['an empty role', { data: { id: 'u1', email: null, role: '', stripe_customer_id: null }, error: null }, null],
  ])('%s gives role user', async (_label, answer, expectedError) => {
    installWindow({ [STORAGE_KEY]: '{}' });
    const fake = fakeClient();
    getSupabaseBrowser.mockResolvedValue(fake.client);
    const store = await loadStore();
    store.$role.listen(() => undefined);
    await tick();
    fake.emit('INITIAL_SESSION', session('u1'));
    await tick();
    fake.profileReads[0]!.answer(answer);
    await tick();
    expect(store.$role.get()).toBe('user');
    expect(store.$profileError.get()).toBe(expectedError);
  });

  it('a profile answer that arrives after sign-out does not bring the role back', async () => {
    installWindow({ [STORAGE_KEY]: '{}' });
    const fake = fakeClient();
    getSupabaseBrowser.mockResolvedValue(fake.client);
    const store = await loadStore();
    store.$role.listen(() => undefined);
    await tick();
    fake.emit('INITIAL_SESSION', session('u1'));
    await tick();
    fake.emit('SIGNED_OUT', null);
    fake.profileReads[0]!.answer({ data: { id: 'u1', email: null, role: 'moderator', stripe_customer_id: null }, error: null });
    await tick();
    expect(store.$role.get()).toBe('guest');
    expect(store.$profile.get()).toBeNull();
  });

  it('an auth redirect in the URL loads the client even without a stored session', async () => {
    installWindow({}, '#access_token=a.b.c&refresh_token=r&type=signup');
    const fake = fakeClient();
    getSupabaseBrowser.mockResolvedValue(fake.client);
    const store = await loadStore();
    expect(store.AUTH_REDIRECT_AT_LOAD).toEqual({ kind: 'sign-in' });
    store.$session.listen(() => undefined);
    await tick();
    expect(getSupabaseBrowser).toHaveBeenCalledTimes(1);
    expect(store.$role.get()).toBe('loading');
  });

  it('when the client cannot load, the visitor is a guest', async () => {
    installWindow({ [STORAGE_KEY]: '{}' });
    getSupabaseBrowser.mockRejectedValue(new Error('chunk failed'));
    const store = await loadStore();
    store.$role.listen(() => undefined);
    await tick();
    await tick();
    expect(store.$role.get()).toBe('guest');
  });
});

describe('auth store, local mode', () => {
  it('is a guest and never loads supabase-js', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', '');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', '');
    installWindow({ [STORAGE_KEY]: '{}' });
    const store = await loadStore();
    store.$role.listen(() => undefined);
    await tick();
    expect(store.$role.get()).toBe('guest');
    expect(getSupabaseBrowser).not.toHaveBeenCalled();
  });
});

describe('auth store: a session the server no longer accepts', () => {
  async function signedIn() {
    installWindow({ [STORAGE_KEY]: '{"access_token":"t"}' });
    const fake = fakeClient();
    getSupabaseBrowser.mockResolvedValue(fake.client);
    const store = await loadStore();
    store.$role.listen(() => undefined);
    await tick();
    fake.emit('INITIAL_SESSION', session('u1'));
    await tick();
    return { fake, store };
  }

  it('a profile read refused for the token (401, PGRST303) signs the visitor out here and marks the session ended', async () => {
    const { fake, store } = await signedIn();
    fake.profileReads[0]!.answer({ data: null, error: { code: 'PGRST303', message: 'JWT expired' }, status: 401 });
    await tick();
    await tick();
    expect(store.$sessionEnded.get()).toBe(true);
    expect(store.$session.get()).toBeNull();
    expect(store.$role.get()).toBe('guest');
    expect(store.$profileError.get()).toBeNull();
    expect(fake.signOuts).toEqual([{ scope: 'local' }]);
  });

  it('another read failure is no ended session: the role falls back to user and the error is shown', async () => {
    const { fake, store } = await signedIn();
    fake.profileReads[0]!.answer({ data: null, error: { code: 'XX000', message: 'profile read failed' }, status: 500 });
    await tick();
    expect(store.$sessionEnded.get()).toBe(false);
    expect(store.$role.get()).toBe('user');
    expect(store.$profileError.get()).toBe('profile read failed');
  });

  it('a sign-out the visitor did not ask for ends the session; one he asked for does not; signing in again clears it', async () => {
    const { fake, store } = await signedIn();
    fake.emit('SIGNED_OUT', null);
    expect(store.$sessionEnded.get()).toBe(true);
    fake.emit('SIGNED_IN', session('u1'));
    expect(store.$sessionEnded.get()).toBe(false);
    store.expectSignOut();
    fake.emit('SIGNED_OUT', null);
    expect(store.$sessionEnded.get()).toBe(false);
    expect(store.$role.get()).toBe('guest');
  });
});
