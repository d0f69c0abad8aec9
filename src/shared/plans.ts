/**
 * Who has the Pro plan's features (docs/product.md#custom-reports): a subscriber whose stored plan is Pro.
 * The same rule as the database's private.caller_is_pro_subscriber() (migration 0010) and the
 * feedback priority (0008); the server (src/server) decides with it from the profile it reads,
 * the pages only to choose what to show.
 *
 * Free of imports: the browser bundles this module.
 */
export function isProSubscriber(profile: { role: string | null; plan: string | null } | null | undefined): boolean {
  return profile?.role === 'subscriber' && profile.plan === 'pro';
}
