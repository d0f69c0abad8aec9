/**
 * The HR Projections access gate:
 *   const state = useEntitlement();          // ./use-entitlement.ts: 'loading' | 'allowed' | 'denied'
 *   <EntitlementGate denied={(visitor) => ...}>...premium content...</EntitlementGate>
 * Renders nothing while loading and the children when allowed. A denied visitor sees `denied`
 * (visitor 'guest' or 'member': the subscribers' preview, with the plans) in place; without it he
 * is sent on (a guest to /login, which brings him back here after signing in; a member to
 * /subscribe, which says why). Rules: src/lib/entitlement.ts.
 */
import { useEffect, type ReactNode } from 'react';
import { loadAccountFeatures } from '../lib/account-features-loader.ts';
import { deniedDestination, deniedVisitor } from '../lib/entitlement.ts';
import { useEntitlement } from './use-entitlement.ts';

// Configured mode: the role, the premium data and the presets come from the account layer.
loadAccountFeatures();

export function EntitlementGate({ children, denied }: { children: ReactNode; denied?: (visitor: 'guest' | 'member') => ReactNode }) {
  const entitlement = useEntitlement();
  const showsPreview = denied !== undefined;
  useEffect(() => {
    if (entitlement === 'denied' && !showsPreview) window.location.replace(deniedDestination(`${window.location.pathname}${window.location.search}`));
  }, [entitlement, showsPreview]);
  if (entitlement === 'allowed') return children;
  return entitlement === 'denied' && denied ? denied(deniedVisitor()) : null;
}
