/**
 * The role rules (docs/product.md#accounts): the role of a signed-in visitor comes from their profile
 * read; a read error, no row, an empty or unknown role give 'user'; no session is 'guest'; an
 * unknown session or an unanswered read is 'loading'. The account page's label defaults to member.
 */
import { describe, expect, it } from 'vitest';
import {
  accountRoleLabel,
  avatarLetter,
  hasPaymentCustomer,
  isActiveSubscriber,
  planSummary,
  profileFromRow,
  roleFromProfileRead,
  visitorRole,
} from '../../../src/lib/auth/roles.ts';

const ok = (role: unknown) => ({ data: { id: 'u1', email: 'a@b.c', role, stripe_customer_id: null }, error: null });

describe('roleFromProfileRead', () => {
  it.each(['user', 'member', 'subscriber', 'moderator'])('a profile with role %s has that role', (role) => {
    expect(roleFromProfileRead(ok(role))).toBe(role);
  });

  it('trims the stored role', () => {
    expect(roleFromProfileRead(ok('  moderator '))).toBe('moderator');
  });

  it.each([
    ['an empty role', ''],
    ['a blank role', '   '],
    ['a null role', null],
    ['a missing role', undefined],
    ['a non-text role', 42],
    ['a role the site does not know', 'admin'],
    ['a differently cased role', 'Subscriber'],
  ])('%s gives user', (_label, role) => {
    expect(roleFromProfileRead(ok(role))).toBe('user');
  });

  it('no profile row gives user', () => {
    expect(roleFromProfileRead({ data: null, error: null })).toBe('user');
  });

  it('a read error gives user, even when data came with it', () => {
    expect(roleFromProfileRead({ data: null, error: { message: 'permission denied for table profiles', code: '42501' } })).toBe('user');
    expect(roleFromProfileRead({ data: { role: 'subscriber' }, error: new Error('network') })).toBe('user');
  });
});

describe('visitorRole', () => {
  const session = { user: { id: 'u1' } };
  it('is loading until the session is known', () => {
    expect(visitorRole(undefined, ok('subscriber'))).toBe('loading');
  });
  it('is guest when signed out, whatever was read before', () => {
    expect(visitorRole(null, undefined)).toBe('guest');
    expect(visitorRole(null, ok('subscriber'))).toBe('guest');
  });
  it('is loading while a signed-in visitor’s profile is being read', () => {
    expect(visitorRole(session, undefined)).toBe('loading');
  });
  it('is the profile’s role once read, user on an error', () => {
    expect(visitorRole(session, ok('member'))).toBe('member');
    expect(visitorRole(session, { data: null, error: { message: 'boom' } })).toBe('user');
  });
});

describe('profile helpers', () => {
  it('maps a PostgREST row to a Profile', () => {
    expect(
      profileFromRow({
        id: 'u1',
        email: 'fan@example.com',
        role: ' subscriber ',
        stripe_customer_id: 'cus_1',
        plan: 'pro',
        subscription_status: 'active',
        current_period_end: '2026-10-03T12:00:00+00:00',
        cancel_at_period_end: true,
        access_ended_reason: 'dispute',
        access_ended_at: '2026-09-20T08:00:00+00:00',
      }),
    ).toEqual({
      id: 'u1',
      email: 'fan@example.com',
      role: 'subscriber',
      stripeCustomerId: 'cus_1',
      plan: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: '2026-10-03T12:00:00+00:00',
      cancelAtPeriodEnd: true,
      accessEndedReason: 'dispute',
      accessEndedAt: '2026-09-20T08:00:00+00:00',
    });
    expect(
      profileFromRow({
        id: 'u1',
        email: '',
        role: '',
        stripe_customer_id: '',
        plan: 'enterprise',
        cancel_at_period_end: 'yes',
        access_ended_reason: 'chargeback',
      }),
    ).toEqual({
      id: 'u1',
      email: null,
      role: null,
      stripeCustomerId: null,
      plan: null,
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      accessEndedReason: null,
      accessEndedAt: null,
    });
    expect(profileFromRow(null)).toBeNull();
    expect(profileFromRow({ email: 'x@y.z' })).toBeNull();
  });

  it("the plan line: 'Pro, renews Oct 3', 'Basic, ends on Oct 3', the year when it is not this one; none without a plan", () => {
    const now = new Date('2026-09-01T00:00:00Z');
    const billing = { plan: 'pro' as const, subscriptionStatus: 'active', currentPeriodEnd: '2026-10-03T12:00:00Z', cancelAtPeriodEnd: false };
    expect(planSummary(billing, now)).toBe('Pro, renews Oct 3');
    expect(planSummary({ ...billing, plan: 'basic', cancelAtPeriodEnd: true }, now)).toBe('Basic, ends on Oct 3');
    expect(planSummary({ ...billing, currentPeriodEnd: '2027-01-05T00:00:00Z' }, now)).toBe('Pro, renews Jan 5, 2027');
    expect(planSummary({ ...billing, currentPeriodEnd: null }, now)).toBe('Pro');
    expect(planSummary({ ...billing, plan: null }, now)).toBeNull();
    expect(planSummary(null, now)).toBeNull();
  });

  it('the account page shows the profile role, member when it has none', () => {
    expect(accountRoleLabel({ role: 'user' })).toBe('user');
    expect(accountRoleLabel({ role: 'subscriber' })).toBe('subscriber');
    expect(accountRoleLabel({ role: null })).toBe('member');
    expect(accountRoleLabel(null)).toBe('member');
  });

  it('Manage Subscription needs a stored customer id', () => {
    expect(hasPaymentCustomer({ stripeCustomerId: 'cus_1' })).toBe(true);
    expect(hasPaymentCustomer({ stripeCustomerId: null })).toBe(false);
    expect(hasPaymentCustomer(null)).toBe(false);
  });

  it('only the subscriber role is an active subscription on the subscribe page', () => {
    expect(isActiveSubscriber('subscriber')).toBe(true);
    for (const role of ['moderator', 'member', 'user', 'guest', 'loading'] as const) expect(isActiveSubscriber(role)).toBe(false);
  });

  it('the user-menu letter is the email’s first character, upper-cased; none without an email', () => {
    expect(avatarLetter('mia@example.com')).toBe('M');
    expect(avatarLetter('  zed@example.com')).toBe('Z');
    expect(avatarLetter('')).toBeNull();
    expect(avatarLetter(null)).toBeNull();
    expect(avatarLetter(undefined)).toBeNull();
  });
});
