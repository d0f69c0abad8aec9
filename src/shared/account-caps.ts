/**
 * Per-user caps on what a customer stores himself (docs/configuration.md#access-refunds-and-limits).
 * The database enforces them (migration 0012, private.enforce_per_user_cap: a 51st follow or a
 * 21st saved view is refused with check_violation naming the cap); the pages word the refusal
 * with these numbers. tests/db/entitlement.test.ts checks both sides hold the same numbers.
 *
 * Free of imports: the browser bundles this module.
 */

/** Players one user may follow (public.player_follows). */
export const MAX_FOLLOWS_PER_USER = 50;

/** Saved table views one user may keep (public.saved_views). */
export const MAX_SAVED_VIEWS_PER_USER = 20;

/** The constraint name the database's refusal carries, per table. */
export const CAP_CONSTRAINTS = {
  follows: 'player_follows_per_user_cap',
  savedViews: 'saved_views_per_user_cap',
} as const;
