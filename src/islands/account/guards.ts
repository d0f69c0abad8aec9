/**
 * docs/product.md#accounts: /subscribe and /account need a signed-in user, otherwise /login.
 * useRequireSignIn(delayMs) returns the session ($session) and, once it is known to be null,
 * replaces the page with /login?next=<this page> after delayMs (0: at once), so the visitor comes
 * back here after signing in.
 */
import { useAuth } from './use-auth.ts';
import { useEffect } from 'react';
import { $session } from '../../lib/auth/auth-store.ts';
import { loginPathFor } from '../../lib/auth/next-path.ts';

export function useRequireSignIn(delayMs: number) {
  const session = useAuth($session);
  useEffect(() => {
    if (session !== null) return undefined;
    const timer = setTimeout(() => window.location.replace(currentLoginPath()), delayMs);
    return () => clearTimeout(timer);
  }, [session, delayMs]);
  return session;
}

/** /login with this page (path and query) as where to come back to. */
export function currentLoginPath(): string {
  return loginPathFor(`${window.location.pathname}${window.location.search}`);
}
