// Where sign-in leads: only our own paths are kept from ?next= (src/lib/auth/next-path.ts).
import { describe, expect, it } from 'vitest';
import { loginPathFor, oauthRedirectUrl, safeNextPath } from '../../../src/lib/auth/next-path.ts';
import { deniedDestination } from '../../../src/lib/entitlement.ts';

describe('safeNextPath', () => {
  it('keeps a path of ours with its query and hash', () => {
    expect(safeNextPath('/mlb/hr-projections')).toBe('/mlb/hr-projections');
    expect(safeNextPath('/subscribe?from=%2Fmlb%2Fhr-projections')).toBe('/subscribe?from=%2Fmlb%2Fhr-projections');
    expect(safeNextPath('/account#plan')).toBe('/account#plan');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'mlb/hr-projections'],
    ['a control character', '/mlb\n/x'],
    ['the login page itself', '/login?next=/login'],
    ['nothing', ''],
    ['null', null],
    ['a very long value', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPathFor and deniedDestination', () => {
  it('builds /login?next=<path>, plain /login for anything not ours', () => {
    expect(loginPathFor('/account')).toBe('/login?next=%2Faccount');
    expect(loginPathFor('https://evil.example/')).toBe('/login');
  });

  it('sends a guest to sign in and back, a member to /subscribe with where he came from', () => {
    expect(deniedDestination('/mlb/hr-projections', true)).toBe('/login?next=%2Fmlb%2Fhr-projections');
    expect(deniedDestination('/mlb/hr-projections', false)).toBe('/subscribe?from=%2Fmlb%2Fhr-projections');
  });
});

describe('oauthRedirectUrl: where Google sends the visitor back', () => {
  const origin = 'https://longball.example';

  it('carries a path of ours as next, so the login page sends him on there', () => {
    const url = new URL(oauthRedirectUrl(origin, '/mlb/hr-projections?game=776001#picks'));
    expect(url.origin + url.pathname).toBe('https://longball.example/login');
    expect(url.searchParams.get('next')).toBe('/mlb/hr-projections?game=776001#picks');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/mlb/hr-projections?game=776001#picks');
    expect(url.hash).toBe('');
  });

  it.each([
    ['no next', null],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['the login page itself', '/login?next=/account'],
  ])('drops %s: plain /login', (_what, next) => {
    expect(oauthRedirectUrl(origin, next)).toBe('https://longball.example/login');
  });
});
