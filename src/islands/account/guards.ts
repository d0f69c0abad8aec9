/**
 * docs/product.md#accounts: /subscribe and /account need a signed-in user, otherwise /login.
 * useRequireSignIn(delayMs) returns the session ($session) and, once it is known to be null,
 * replaces the page with /login?next=<this page> after delayMs (0: at once), so the visitor comes
 * back here after signing in. When the server ended the session ($sessionEnded), the page stays
 * and says so with its own link (no redirect: the visitor reads why first).
 */
import { useAuth } from './use-auth.ts';
import { useEffect } from 'react';
import { $session, $sessionEnded } from '../../lib/auth/auth-store.ts';
import { loginPathFor } from '../../lib/auth/next-path.ts';

export function useRequireSignIn(delayMs: number) {
  const session = useAuth($session);
  const ended = useAuth($sessionEnded);
  useEffect(() => {
    // An ended session stays on the page with its "sign in again" link (SessionEndedNotice).
    if (session !== null || ended) return undefined;
    const timer = setTimeout(() => window.location.replace(currentLoginPath()), delayMs);
    return () => clearTimeout(timer);
  }, [session, ended, delayMs]);
  return session;
}

/** /login with this page (path and query) as where to come back to. */
export function currentLoginPath(): string {
  return loginPathFor(`${window.location.pathname}${window.location.search}`);
}
