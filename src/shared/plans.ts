/**
 * Who has the Pro plan's features (docs/product.md#custom-reports): a subscriber whose plan is Pro.
 * The server applies it to the database's own reading of the plan (public.entitlement, migration
 * 0012: a Pro subscription whose status entitles and whose period runs); the pages apply it to the
 * stored profile only to choose what to show.
 *
 * Free of imports: the browser bundles this module.
 */
export function isProSubscriber(profile: { role: string | null; plan: string | null } | null | undefined): boolean {
  return profile?.role === 'subscriber' && profile.plan === 'pro';
}
