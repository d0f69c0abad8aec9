/** The role rule of billing-sync.ts, case by case (the webhook tests prove it end to end). */
import { describe, expect, it } from 'vitest';
import { decideRole, normaliseRole } from '../../src/server/billing-sync.ts';

const subs = (...statuses: string[]) => statuses.map((status) => ({ status }));

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
    expect(decideRole(stored, subscriptions)).toBe(expected);
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
