/**
 * Who may see HR Projections (docs/product.md#accounts): role subscriber or
 * moderator; anyone else is sent to /subscribe; while the role is loading
 * nothing is shown.
 *
 * - local mode (no Supabase): always 'allowed' (the page is open).
 * - configured mode: 'loading' until the account layer reports the visitor's
 *   role with `reportRole(role)` (null for a guest), then 'allowed' or 'denied'.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { loginPathFor } from './auth/next-path.ts';
import { SITE_MODE, type SiteMode } from './site-config.ts';

export type Entitlement = 'loading' | 'allowed' | 'denied';

/** Roles that may open HR Projections. */
export const PROJECTIONS_ROLES = ['subscriber', 'moderator'] as const;

/** Where a visitor without the role is sent. */
export const SUBSCRIBE_PATH = '/subscribe';

export function entitlementForRole(role: string | null | undefined): 'allowed' | 'denied' {
  return role != null && (PROJECTIONS_ROLES as readonly string[]).includes(role) ? 'allowed' : 'denied';
}

export function initialEntitlement(mode: SiteMode): Entitlement {
  return mode === 'local' ? 'allowed' : 'loading';
}

const entitlement = atom<Entitlement>(initialEntitlement(SITE_MODE));
export const $entitlement: ReadableAtom<Entitlement> = entitlement;
/** The last reported visitor was a guest (role null). */
let deniedAsGuest = false;

/** Who the last denied visitor was: a guest (not signed in), or a member without the role. */
export function deniedVisitor(): 'guest' | 'member' {
  return deniedAsGuest ? 'guest' : 'member';
}

/** The query parameter that tells /subscribe which subscriber page the visitor came from. */
export const FROM_PARAM = 'from';

/**
 * Where a denied visitor of `currentPath` goes: a guest to /login?next=<path> (he may be a
 * subscriber who is not signed in, and comes back after signing in); a signed-in visitor without
 * the role to /subscribe?from=<path>, which says why.
 */
export function deniedDestination(currentPath: string, guest: boolean = deniedAsGuest): string {
  // A local build denies no one (the page is open): the build constant, tested by name, folds the
  // sign-in path and its module out of a local build's HR Projections.
  if (guest && import.meta.env.LONGBALL_SITE_MODE !== 'local') return loginPathFor(currentPath);
  return `${SUBSCRIBE_PATH}?${FROM_PARAM}=${encodeURIComponent(currentPath)}`;
}

/**
 * The account layer's one call: the signed-in visitor's role (null: guest or no
 * profile). Ignored in local mode, where the page is always open.
 */
export function reportRole(role: string | null): void {
  if (SITE_MODE === 'local') return;
  deniedAsGuest = role === null;
  entitlement.set(entitlementForRole(role));
}
