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

export type PlanId = 'basic' | 'pro';

/**
 * The billing state the server stores on the profile from Stripe's data (migration 0008); the
 * browser only reads it.
 */
export interface ProfileBilling {
  plan: PlanId | null;
  subscriptionStatus: string | null;
  /** ISO 8601, or null. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** The columns the browser reads from its own profiles row. */
export interface Profile extends ProfileBilling {
  /** Why access ended before its time (migration 0012): a full refund or a dispute; null otherwise. */
  accessEndedReason: 'refund' | 'dispute' | null;
  /** When that was recorded (ISO 8601), or null. */
  accessEndedAt: string | null;
  id: string;
  email: string | null;
  role: string | null;
  stripeCustomerId: string | null;
}

/** A profiles row as PostgREST returns it (`select(PROFILE_COLUMNS)`). */
export interface ProfileRow {
  id?: unknown;
  email?: unknown;
  role?: unknown;
  stripe_customer_id?: unknown;
  plan?: unknown;
  subscription_status?: unknown;
  current_period_end?: unknown;
  cancel_at_period_end?: unknown;
  access_ended_reason?: unknown;
  access_ended_at?: unknown;
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
    plan: row.plan === 'basic' || row.plan === 'pro' ? row.plan : null,
    subscriptionStatus: text(row.subscription_status),
    currentPeriodEnd: text(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end === true,
    accessEndedReason: row.access_ended_reason === 'refund' || row.access_ended_reason === 'dispute' ? row.access_ended_reason : null,
    accessEndedAt: text(row.access_ended_at),
  };
}

const PLAN_NAMES: Record<PlanId, string> = { basic: 'Basic', pro: 'Pro' };

/** 'Oct 3' (or 'Oct 3, 2027' in another year than `now`), in UTC like Stripe's period ends. */
export function formatPeriodEnd(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' });
}

/**
 * The plan line of the subscribe and account pages: 'Pro, renews Oct 3', 'Basic, ends on Oct 3'
 * (cancelled at period end), 'Pro' (no period end known); null without a plan.
 */
export function planSummary(billing: ProfileBilling | null, now: Date = new Date()): string | null {
  if (billing?.plan == null) return null;
  const name = PLAN_NAMES[billing.plan];
  if (billing.currentPeriodEnd === null) return name;
  const when = formatPeriodEnd(billing.currentPeriodEnd, now);
  return billing.cancelAtPeriodEnd ? `${name}, ends on ${when}` : `${name}, renews ${when}`;
}

export function planName(plan: PlanId): string {
  return PLAN_NAMES[plan];
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
