import { describe, expect, it } from 'vitest';
import { $entitlement, entitlementForRole, initialEntitlement, reportRole } from '../../../src/lib/entitlement.ts';
import { siteConfig } from '../../../src/lib/site-config.ts';

describe('HR Projections access (docs/product.md#accounts)', () => {
  it('subscriber and moderator are allowed; every other role and a guest are denied', () => {
    expect(entitlementForRole('subscriber')).toBe('allowed');
    expect(entitlementForRole('moderator')).toBe('allowed');
    for (const role of ['member', 'user', '', 'Subscriber', null, undefined]) expect(entitlementForRole(role)).toBe('denied');
  });
  it("local mode is always open; configured mode starts 'loading' (nothing shown)", () => {
    expect(initialEntitlement('local')).toBe('allowed');
    expect(initialEntitlement('configured')).toBe('loading');
  });
  it('in this (local) test build a reported role changes nothing', () => {
    expect(siteConfig.mode).toBe('local');
    expect($entitlement.get()).toBe('allowed');
    reportRole(null);
    expect($entitlement.get()).toBe('allowed');
  });
});
