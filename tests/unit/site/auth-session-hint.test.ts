/**
 * Whether a page starts supabase-js at load (a stored session or an auth redirect), decided
 * without it, and what an auth redirect brought the visitor for.
 */
import { describe, expect, it } from 'vitest';
import { authRedirectAtLoad, authStorageKey, hasStoredSession, mustStartAuthClient, urlCarriesAuthCallback } from '../../../src/lib/auth/session-hint.ts';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const at = (hash: string, search = '') => ({ hash, search });

describe('authStorageKey', () => {
  it('is supabase-js’s default key: sb-<first host label>-auth-token', () => {
    expect(authStorageKey('https://abcd1234.supabase.co')).toBe('sb-abcd1234-auth-token');
    expect(authStorageKey('http://127.0.0.1:54329')).toBe('sb-127-auth-token');
  });
});

describe('hasStoredSession', () => {
  it('is true only for a non-empty stored value under the key', () => {
    expect(hasStoredSession(storage({ k: '{"access_token":"t"}' }), 'k')).toBe(true);
    expect(hasStoredSession(storage({ other: 'x' }), 'k')).toBe(false);
    expect(hasStoredSession(storage({ k: '' }), 'k')).toBe(false);
    expect(hasStoredSession(storage({ k: 'null' }), 'k')).toBe(false);
    expect(hasStoredSession(null, 'k')).toBe(false);
  });
  it('is false when storage throws', () => {
    expect(
      hasStoredSession(
        {
          getItem: () => {
            throw new Error('SecurityError');
          },
        },
        'k',
      ),
    ).toBe(false);
  });
});

describe('urlCarriesAuthCallback / authRedirectAtLoad', () => {
  it('recognises OAuth and email-link tokens in the hash', () => {
    const url = at('#access_token=a.b.c&expires_in=3600&refresh_token=r&token_type=bearer&type=signup');
    expect(urlCarriesAuthCallback(url)).toBe(true);
    expect(authRedirectAtLoad(url)).toEqual({ kind: 'sign-in' });
  });
  it('recognises a password-recovery link', () => {
    const url = at('#access_token=a.b.c&refresh_token=r&type=recovery');
    expect(authRedirectAtLoad(url)).toEqual({ kind: 'recovery' });
  });
  it('recognises a PKCE code in the query', () => {
    expect(urlCarriesAuthCallback(at('', '?code=abc'))).toBe(true);
    expect(authRedirectAtLoad(at('', '?code=abc'))).toEqual({ kind: 'sign-in' });
  });
  it('reads the provider’s error description', () => {
    const url = at('#error=access_denied&error_code=access_denied&error_description=The+user+denied+access');
    expect(urlCarriesAuthCallback(url)).toBe(true);
    expect(authRedirectAtLoad(url)).toEqual({ kind: 'error', description: 'The user denied access' });
    expect(authRedirectAtLoad(at('', '?error=server_error&error_description=Unable%20to%20exchange'))).toEqual({
      kind: 'error',
      description: 'Unable to exchange',
    });
  });
  it('ignores ordinary fragments and queries', () => {
    for (const url of [at(''), at('#main'), at('', '?mode=signup'), at('#section-code=1', '?checkout=success&session_id=cs_1')]) {
      expect(urlCarriesAuthCallback(url)).toBe(false);
      expect(authRedirectAtLoad(url)).toEqual({ kind: 'none' });
    }
  });
});

describe('mustStartAuthClient', () => {
  it('starts for a stored session or an auth redirect, not otherwise', () => {
    expect(mustStartAuthClient(storage({ k: '{}' }), 'k', at(''))).toBe(true);
    expect(mustStartAuthClient(storage({}), 'k', at('#access_token=t'))).toBe(true);
    expect(mustStartAuthClient(storage({}), 'k', at('#main', '?mode=signup'))).toBe(false);
  });
});
