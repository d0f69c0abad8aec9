/** The role and billing-state rules of billing-sync.ts, case by case (the webhook tests prove them end to end). */
import { describe, expect, it } from 'vitest';
import { type BillingRecord, decideBillingState, decideRole, entitles, normaliseRole } from '../../src/server/billing-sync.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const LATER = '2026-12-28T12:00:00.000Z';
const EARLIER = '2026-11-28T11:59:59.000Z';

function record(status: string, overrides: Partial<BillingRecord> = {}): BillingRecord {
  return {
    id: `sub_${status}`,
    userId: 'user-1',
    customerId: 'cus_1',
    status,
    priceId: 'price_pro',
    currentPeriodEnd: LATER,
    cancelAtPeriodEnd: false,
    plan: 'pro',
    accessEnded: null,
    ...overrides,
  };
}
const subs = (...statuses: string[]) => statuses.map((status) => record(status));

describe('decideRole (null = leave the role unchanged)', () => {
  it.each([
    // stored role, subscription statuses, expected
    ['member', subs('active'), 'subscriber'],
    ['user', subs('trialing'), 'subscriber'],
    ['subscriber', subs('past_due'), null],
    ['subscriber', subs('active'), null],
    ['subscriber', subs('canceled'), 'user'],
    ['subscriber', subs('unpaid'), 'user'],
    ['subscriber', subs('paused'), 'user'],
    ['subscriber', subs(), 'user'],
    ['subscriber', subs('incomplete_expired'), 'user'],
    ['member', subs('canceled'), 'user'],
    ['member', subs('incomplete'), null],
    ['member', subs('incomplete_expired'), null],
    ['member', subs(), null],
    ['user', subs('canceled'), null],
    ['member', subs('canceled', 'active'), 'subscriber'],
    ['moderator', subs('active'), null],
    ['moderator', subs('canceled'), null],
    [null, subs('active'), 'subscriber'],
    [null, subs(), 'user'],
    ['', subs('canceled'), 'user'],
  ] as const)('%s with [%j] -> %s', (stored, subscriptions, expected) => {
    expect(decideRole(stored, subscriptions, NOW)).toBe(expected);
  });

  it('an active subscription whose period has ended (the deletion event lost) or that a refund or dispute ended gives no access', () => {
    const lapsed = record('active', { currentPeriodEnd: EARLIER, cancelAtPeriodEnd: true });
    const refunded = record('active', { accessEnded: { reason: 'refund', at: EARLIER } });
    const unknownEnd = record('active', { currentPeriodEnd: null });
    for (const stale of [lapsed, refunded, unknownEnd]) {
      expect(entitles(stale, NOW)).toBe(false);
      expect(decideRole('subscriber', [stale], NOW)).toBe('user');
      expect(decideRole('member', [stale], NOW)).toBe('user');
      expect(decideRole('moderator', [stale], NOW)).toBeNull();
    }
    // One instant before the end it still entitles.
    expect(entitles(record('active', { currentPeriodEnd: '2026-11-28T12:00:00.001Z' }), NOW)).toBe(true);
  });

  it('reads an empty or unknown stored role as user (spec part 2 section 4)', () => {
    expect([normaliseRole(null), normaliseRole(''), normaliseRole('  '), normaliseRole('admin'), normaliseRole('member')]).toEqual([
      'user',
      'user',
      'user',
      'user',
      'member',
    ]);
  });
});

describe('decideBillingState', () => {
  it('the entitling subscription that runs longest gives plan, status and dates', () => {
    const basic = record('active', { id: 'sub_b', plan: 'basic', currentPeriodEnd: '2026-12-01T00:00:00.000Z' });
    const pro = record('trialing', { id: 'sub_p', plan: 'pro', currentPeriodEnd: LATER, cancelAtPeriodEnd: true });
    expect(decideBillingState([basic, pro], NOW)).toEqual({
      plan: 'pro',
      status: 'trialing',
      currentPeriodEnd: LATER,
      cancelAtPeriodEnd: true,
      accessEnded: null,
    });
  });

  it('without an entitling subscription: no plan, and why access ended when a refund or dispute ended it', () => {
    const disputed = record('canceled', { accessEnded: { reason: 'dispute', at: EARLIER } });
    expect(decideBillingState([disputed], NOW)).toEqual({
      plan: null,
      status: 'canceled',
      currentPeriodEnd: LATER,
      cancelAtPeriodEnd: false,
      accessEnded: { reason: 'dispute', at: EARLIER },
    });
    expect(decideBillingState([record('active', { currentPeriodEnd: EARLIER, cancelAtPeriodEnd: true })], NOW)).toMatchObject({
      plan: null,
      cancelAtPeriodEnd: false,
    });
    expect(decideBillingState([], NOW)).toEqual({ plan: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, accessEnded: null });
  });
});
