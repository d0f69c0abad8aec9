/**
 * The visitor's entitlement (src/lib/entitlement.ts) in an island. An island's hydrating render
 * draws what the build drew (the mode's initial entitlement: 'allowed' in local mode, 'loading' in
 * configured mode), whatever the account layer has learnt meanwhile, and the next render draws the
 * role: an island that hydrates after another has learnt it (HR Projections' model tabs, the
 * calculator) would otherwise not match its static HTML (React's hydration error #418).
 */
import { useSyncExternalStore } from 'react';
import { $entitlement, initialEntitlement, type Entitlement } from '../lib/entitlement.ts';
import { SITE_MODE } from '../lib/site-config.ts';

const AS_BUILT = initialEntitlement(SITE_MODE);
const subscribe = (onChange: () => void) => $entitlement.listen(onChange);
const current = () => $entitlement.get();
const asBuilt = () => AS_BUILT;

export function useEntitlement(): Entitlement {
  return useSyncExternalStore(subscribe, current, asBuilt);
}
