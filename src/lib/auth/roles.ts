/**
 * The role rules of docs/product.md#accounts, pure (no supabase-js, no browser):
 *
 *   Role = 'guest' | 'user' | 'member' | 'subscriber' | 'moderator' | 'loading'
 *
 *   roleFromProfileRead({ data, error })  the signed-in visitor's role from the read of their
 *                                          profiles row: a read error, no row, an empty or an
 *                                          unknown role all give 'user' (least privilege).
 *   visitorRole(session, profileRead)     'loading' while the session or the profile read is
 *                                          not known yet, 'guest' without a session, else the
 *                                          role read from the profile.
 *   accountRoleLabel(profile)             what the account page shows: the profile's role,
 *                                          'member' when it has none
 *                                          (docs/product.md#accounts).
 *   hasPaymentCustomer(profile)           a stored Stripe customer id (Manage Subscription).
 *   isActiveSubscriber(role)              the subscribe page's "currently subscribed" card.
 */

/** Roles a profiles row can hold (the database's check constraint). */
export const ACCOUNT_ROLES = ['user', 'member', 'subscriber', 'moderator'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Every state the site's role can be in. */
export type Role = 'guest' | AccountRole | 'loading';

/** The role given to a signed-in visitor whose role cannot be read (docs/product.md#accounts). */
export const FALLBACK_ROLE: AccountRole = 'user';

/** The role the sign-up trigger gives, and the account page's default label. */
export const SIGN_UP_ROLE: AccountRole = 'member';

/** The columns the browser reads from its own profiles row. */
export interface Profile {
  id: string;
  email: string | null;
  role: string | null;
  stripeCustomerId: string | null;
}

/** A profiles row as PostgREST returns it (`select('id, email, role, stripe_customer_id')`). */
export interface ProfileRow {
  id?: unknown;
  email?: unknown;
  role?: unknown;
  stripe_customer_id?: unknown;
}

/** What a supabase-js read answers: `{ data, error }`. */
export interface ProfileRead {
  data: ProfileRow | null;
  error: unknown;
}

function isAccountRole(value: string): value is AccountRole {
  return (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** The role of a signed-in visitor from the read of their profile (docs/product.md#accounts). */
export function roleFromProfileRead(read: ProfileRead): AccountRole {
  if (read.error !== null && read.error !== undefined) return FALLBACK_ROLE;
  const role = read.data?.role;
  if (typeof role !== 'string') return FALLBACK_ROLE;
  const trimmed = role.trim();
  return isAccountRole(trimmed) ? trimmed : FALLBACK_ROLE;
}

/**
 * The visitor's role. session: undefined = not known yet, null = signed out.
 * profileRead: undefined = in flight (or not started) for a signed-in visitor.
 */
export function visitorRole(session: object | null | undefined, profileRead: ProfileRead | undefined): Role {
  if (session === undefined) return 'loading';
  if (session === null) return 'guest';
  if (profileRead === undefined) return 'loading';
  return roleFromProfileRead(profileRead);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The Profile of a row (null when the row is missing or has no id). */
export function profileFromRow(row: ProfileRow | null | undefined): Profile | null {
  if (!row || typeof row.id !== 'string') return null;
  return {
    id: row.id,
    email: text(row.email),
    role: text(row.role)?.trim() ?? null,
    stripeCustomerId: text(row.stripe_customer_id),
  };
}

/** The role the account page shows: the profile's own, or 'member' when it has none. */
export function accountRoleLabel(profile: Pick<Profile, 'role'> | null): string {
  return profile?.role ?? SIGN_UP_ROLE;
}

export function hasPaymentCustomer(profile: Pick<Profile, 'stripeCustomerId'> | null): boolean {
  return profile?.stripeCustomerId != null;
}

export function isActiveSubscriber(role: Role): boolean {
  return role === 'subscriber';
}

/** The letter on the user-menu button: the email's first character, upper-cased; null = show the icon. */
export function avatarLetter(email: string | null | undefined): string | null {
  const first = email?.trim().charAt(0) ?? '';
  return first === '' ? null : first.toUpperCase();
}
