/**
 * Whether a page must start supabase-js at load, decided WITHOUT loading it (so a signed-out
 * visitor's pages never download it until they act):
 *
 *   authStorageKey(supabaseUrl)            the localStorage key supabase-js keeps the session
 *                                           under (its own default: sb-<first host label>-auth-token)
 *   hasStoredSession(storage, key)          a session (valid or to be refreshed) is stored
 *   urlCarriesAuthCallback({ hash, search }) the URL is an auth redirect supabase-js must read
 *                                           (OAuth / email-link tokens in the hash, a PKCE code,
 *                                           or an auth error)
 *   mustStartAuthClient(...)                either of the two
 *   authRedirectAtLoad({ hash, search })    what the redirect is for: { kind: 'none' | 'sign-in' |
 *                                           'recovery' } or { kind: 'error', description }
 *   browserStorage(kind)                    window.localStorage / sessionStorage, or null where
 *                                           reading it throws (disabled cookies, private modes)
 */

export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export function hasStoredSession(storage: Pick<Storage, 'getItem'> | null | undefined, key: string): boolean {
  try {
    const stored = storage?.getItem(key);
    return typeof stored === 'string' && stored !== '' && stored !== 'null';
  } catch {
    // Storage can throw (disabled cookies, private modes): then there is no session to resume.
    return false;
  }
}

const HASH_MARKERS = ['access_token=', 'refresh_token=', 'error_description=', 'error_code='];
const SEARCH_MARKERS = ['code=', 'error_description=', 'error_code='];

function hasParam(part: string, markers: readonly string[]): boolean {
  const body = part.replace(/^[#?]/, '');
  return body.split('&').some((pair) => markers.some((marker) => pair.startsWith(marker)));
}

export function urlCarriesAuthCallback(location: Pick<Location, 'hash' | 'search'>): boolean {
  return hasParam(location.hash, HASH_MARKERS) || hasParam(location.search, SEARCH_MARKERS);
}

export function mustStartAuthClient(storage: Pick<Storage, 'getItem'> | null | undefined, key: string, location: Pick<Location, 'hash' | 'search'>): boolean {
  return hasStoredSession(storage, key) || urlCarriesAuthCallback(location);
}

/** What an auth redirect brought the visitor to this page for. */
export type AuthRedirect = { kind: 'none' } | { kind: 'sign-in' } | { kind: 'recovery' } | { kind: 'error'; description: string };

export function authRedirectAtLoad(location: Pick<Location, 'hash' | 'search'>): AuthRedirect {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const search = new URLSearchParams(location.search);
  const description = hash.get('error_description') ?? search.get('error_description') ?? hash.get('error') ?? search.get('error');
  if (description !== null) return { kind: 'error', description };
  if (hash.get('type') === 'recovery') return { kind: 'recovery' };
  if (hash.has('access_token') || search.has('code')) return { kind: 'sign-in' };
  return { kind: 'none' };
}

export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
