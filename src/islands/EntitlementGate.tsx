/**
 * The HR Projections access gate:
 *   const state = useEntitlement();          // 'loading' | 'allowed' | 'denied'
 *   <EntitlementGate>...premium content...</EntitlementGate>
 * Renders nothing while loading, sends a denied visitor on (a guest to /login, which brings him
 * back here after signing in; a member to /subscribe, which says why), renders the children when
 * allowed. Rules: src/lib/entitlement.ts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { loadAccountFeatures } from '../lib/account-features-loader.ts';
import { $entitlement, deniedDestination, type Entitlement } from '../lib/entitlement.ts';

// Configured mode: the role, the premium data and the presets come from the account layer.
loadAccountFeatures();

export function useEntitlement(): Entitlement {
  return useStore($entitlement);
}

export function EntitlementGate({ children }: { children: ReactNode }) {
  const entitlement = useEntitlement();
  useEffect(() => {
    if (entitlement === 'denied') window.location.replace(deniedDestination(`${window.location.pathname}${window.location.search}`));
  }, [entitlement]);
  return entitlement === 'allowed' ? children : null;
}
