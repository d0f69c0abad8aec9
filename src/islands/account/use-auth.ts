/**
 * useAuth(store): subscribe an account island to an auth-store atom, hydrating with the atom's
 * INITIAL value (what the server rendered) and updating right after. Without it, an island that
 * hydrates after the session has loaded (the header widgets may start supabase-js first) would
 * render different HTML than the server did: a React hydration error (#418).
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

export function useAuth<T>(store: ReadableAtom<T>): T {
  return useStore(store, { ssr: 'initial' });
}
