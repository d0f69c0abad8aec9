/**
 * Who is visiting, for every island on the page (nanostores: one module instance per page).
 *
 *   $session   Session | null | undefined     undefined until known; null = signed out
 *   $profile   Profile | null                 the visitor's own profiles row (id, email, role,
 *                                             stripeCustomerId); null signed out / while loading /
 *                                             when the read failed or found no row
 *   $profileError  string | null              why the last profile read failed (null if it did not)
 *   $role      Role                           'loading' | 'guest' | 'user' | 'member' |
 *                                             'subscriber' | 'moderator' (rules: roles.ts; a read
 *                                             error or empty role gives 'user')
 *   $passwordRecovery  boolean                the page was opened from a password-reset link
 *   $sessionEnded  boolean                    the server stopped accepting the session (a rejected
 *                                             token on a profile read or a payment route, or a
 *                                             sign-out the visitor did not ask for): the visitor is
 *                                             signed out here and the pages say "Your session ended"
 *
 *   initAuth()              starts the store (idempotent; subscribing to any atom above calls it)
 *   ensureAuthClient()      the Supabase client with the auth listener attached (loads supabase-js)
 *   refreshProfile()        re-reads the profile (after a cancel, say); resolves with the new state
 *   getAccessToken()        the current access token (refreshed if due), or null when signed out
 *   endSession()            the server refused the session: sign out locally, $sessionEnded true
 *   expectSignOut()         the visitor asked to sign out (auth-actions.ts): not an ended session
 *   AUTH_REDIRECT_AT_LOAD   what the page URL carried at load: 'none' | 'sign-in' | 'recovery' |
 *                           'error' (+ the provider's description)
 *
 * Lazy loading (what a page downloads):
 *  - local mode: nothing; $session is null and $role 'guest' (accounts are off, pages are open).
 *  - configured mode, no stored session and no auth redirect in the URL: supabase-js is NOT
 *    loaded; the visitor is a guest until they act (sign in, send feedback), or until another
 *    tab signs in (the storage event), and then ensureAuthClient() loads it.
 *  - a stored session or an auth redirect: supabase-js loads at once, and onAuthStateChange keeps
 *    $session current; the profile is read for each newly signed-in user.
 *
 * In an island, read the atoms with useStore(atom, { ssr: 'initial' }) (src/islands/account/
 * use-auth.ts): the first render then matches the server's HTML even when the session arrived
 * before the island hydrated. Gate example: $role 'loading' -> render nothing; 'subscriber' or
 * 'moderator' -> allowed; anything else -> denied.
 */
import { atom, batch, onMount, type ReadableAtom } from 'nanostores';
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { SITE_MODE } from '../site-config.ts';
import { profileFromRow, roleFromProfileRead, type Profile, type ProfileRead, type Role } from './roles.ts';
import { authRedirectAtLoad, browserStorage, mustStartAuthClient, type AuthRedirect } from './session-hint.ts';
import { askForSignupNotice } from './signup-notice.ts';
import { getSupabaseBrowser, SUPABASE_AUTH_STORAGE_KEY } from './supabase-browser.ts';

const sessionAtom = atom<Session | null | undefined>(undefined);
const profileAtom = atom<Profile | null>(null);
const profileErrorAtom = atom<string | null>(null);
const roleAtom = atom<Role>('loading');
const passwordRecoveryAtom = atom<boolean>(false);
const sessionEndedAtom = atom<boolean>(false);

export const $session: ReadableAtom<Session | null | undefined> = sessionAtom;
export const $profile: ReadableAtom<Profile | null> = profileAtom;
export const $profileError: ReadableAtom<string | null> = profileErrorAtom;
export const $role: ReadableAtom<Role> = roleAtom;
export const $passwordRecovery: ReadableAtom<boolean> = passwordRecoveryAtom;
export const $sessionEnded: ReadableAtom<boolean> = sessionEndedAtom;

const inBrowser = typeof window !== 'undefined';

/** Read once, before supabase-js (which clears the URL's tokens) can run. */
export const AUTH_REDIRECT_AT_LOAD: AuthRedirect = inBrowser ? authRedirectAtLoad(window.location) : { kind: 'none' };

/** The profile columns the browser reads (its own row only: the select policy). */
export const PROFILE_COLUMNS =
  'id, email, role, stripe_customer_id, plan, subscription_status, current_period_end, cancel_at_period_end, access_ended_reason, access_ended_at';

/**
 * A PostgREST answer saying the token is no longer accepted: 401, or one of its JWT codes
 * (PGRST301 expired / PGRST302 missing / PGRST303 invalid claims).
 */
export function isRejectedSession(status: number | undefined, error: unknown): boolean {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  return status === 401 || /^PGRST30[1-3]$/.test(code);
}

let started = false;
let client: Promise<SupabaseClient> | null = null;
/** The user whose profile $profile holds or is being read. */
let profileUserId: string | null = null;
/** Bumped by every read and every sign-out, so a stale answer is dropped. */
let profileGeneration = 0;
/** Set while a sign-out the visitor asked for is under way (not an ended session). */
let signOutExpected = false;

function becomeGuest(): void {
  profileUserId = null;
  profileGeneration++;
  batch(() => {
    sessionAtom.set(null);
    profileAtom.set(null);
    profileErrorAtom.set(null);
    roleAtom.set('guest');
  });
}

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

async function readProfile(userId: string): Promise<{ profile: Profile | null; role: Role; error: string | null }> {
  const generation = ++profileGeneration;
  let read: ProfileRead;
  try {
    const supabase = await getSupabaseBrowser();
    const { data, error, status } = await supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
    if (error && isRejectedSession(status, error)) {
      await endSession();
      return { profile: null, role: 'guest', error: null };
    }
    read = { data, error };
  } catch (error) {
    read = { data: null, error };
  }
  const profile = read.error ? null : profileFromRow(read.data);
  const role = roleFromProfileRead(read);
  const error = read.error ? errorText(read.error) : null;
  if (error) console.error(`[auth] could not read the profile: ${error}`);
  if (generation === profileGeneration && profileUserId === userId) {
    batch(() => {
      profileAtom.set(profile);
      profileErrorAtom.set(error);
      roleAtom.set(role);
    });
  }
  return { profile, role, error };
}

function applySession(event: AuthChangeEvent | 'INITIAL', session: Session | null): void {
  if (event === 'PASSWORD_RECOVERY') passwordRecoveryAtom.set(true);
  if (session === null) {
    // Signed out without asking (another tab, or Auth refused to refresh the session): it ended.
    if (event === 'SIGNED_OUT' && !signOutExpected && sessionAtom.get()) sessionEndedAtom.set(true);
    signOutExpected = false;
    if (sessionAtom.get() !== null || roleAtom.get() !== 'guest') becomeGuest();
    return;
  }
  sessionEndedAtom.set(false);
  sessionAtom.set(session);
  const userId = session.user.id;
  if (userId === profileUserId) return;
  profileUserId = userId;
  batch(() => {
    profileAtom.set(null);
    profileErrorAtom.set(null);
    roleAtom.set('loading');
  });
  // Never call Supabase from inside its auth callback (supabase-js holds a lock there).
  setTimeout(() => {
    void readProfile(userId);
    void getSupabaseBrowser()
      .then((supabase) => askForSignupNotice(supabase, session.user, browserStorage('localStorage')))
      .catch(() => undefined);
  }, 0);
}

/** The client, with this store listening to its auth events. Loads supabase-js on first use. */
export function ensureAuthClient(): Promise<SupabaseClient> {
  initAuth();
  client ??= getSupabaseBrowser()
    .then((supabase) => {
      supabase.auth.onAuthStateChange((event, session) => applySession(event, session));
      return supabase;
    })
    .catch((error: unknown) => {
      client = null;
      console.error(`[auth] could not start the account client: ${errorText(error)}`);
      if (sessionAtom.get() === undefined) becomeGuest();
      throw error;
    });
  return client;
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in: resume its session here.
  if (event.key === SUPABASE_AUTH_STORAGE_KEY && event.newValue) void ensureAuthClient().catch(() => undefined);
}

export function initAuth(): void {
  if (started || !inBrowser) return;
  started = true;
  if (SITE_MODE !== 'configured' || SUPABASE_AUTH_STORAGE_KEY === null) {
    // After the current render: islands hydrate with the server's 'loading' state first.
    queueMicrotask(becomeGuest);
    return;
  }
  if (mustStartAuthClient(browserStorage('localStorage'), SUPABASE_AUTH_STORAGE_KEY, window.location)) {
    void ensureAuthClient().catch(() => undefined);
    return;
  }
  queueMicrotask(() => {
    if (sessionAtom.get() === undefined) becomeGuest();
  });
  window.addEventListener('storage', onStorage);
}

for (const store of [sessionAtom, profileAtom, profileErrorAtom, roleAtom, passwordRecoveryAtom, sessionEndedAtom]) {
  onMount(store, () => {
    initAuth();
  });
}

/** Re-reads the signed-in visitor's profile; null profile and role 'guest' when signed out. */
export async function refreshProfile(): Promise<{ profile: Profile | null; role: Role; error: string | null }> {
  const supabase = await ensureAuthClient();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id ?? null;
  if (userId === null) return { profile: null, role: 'guest', error: null };
  profileUserId = userId;
  return readProfile(userId);
}

/** The visitor asked to sign out: the SIGNED_OUT that follows is not an ended session. */
export function expectSignOut(): void {
  signOutExpected = true;
}

/**
 * The server no longer accepts the session (the profile read or a payment route answered 401):
 * the visitor is signed out here too (the header shows it at once) and the pages say so.
 */
export async function endSession(): Promise<void> {
  if (sessionAtom.get() === null) return;
  sessionEndedAtom.set(true);
  try {
    const supabase = await getSupabaseBrowser();
    // Local scope: the server already refuses the session; this clears it from this browser.
    await supabase.auth.signOut({ scope: 'local' });
  } catch (error) {
    console.error(`[auth] could not clear the ended session: ${errorText(error)}`);
  }
  becomeGuest();
}

/** The signed-in visitor's access token (refreshed by supabase-js when due); null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (sessionAtom.get() === null && client === null) return null;
  const supabase = await ensureAuthClient();
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
