/**
 * Spec part 2 §6: /subscribe and /account need a signed-in user, otherwise /login.
 * useRequireSignIn(delayMs) returns the session ($session) and, once it is known to be null,
 * replaces the page with /login after delayMs (0: at once).
 */
import { useAuth } from './use-auth.ts';
import { useEffect } from 'react';
import { $session } from '../../lib/auth/auth-store.ts';
import { LOGIN_PATH } from '../../lib/auth/auth-actions.ts';

export function useRequireSignIn(delayMs: number) {
  const session = useAuth($session);
  useEffect(() => {
    if (session !== null) return undefined;
    const timer = setTimeout(() => window.location.replace(LOGIN_PATH), delayMs);
    return () => clearTimeout(timer);
  }, [session, delayMs]);
  return session;
}
