/**
 * Pages whose features depend on the visitor's account (HR Projections, HR
 * Calculator) call this once: in configured mode it loads and connects the
 * account layer; in local mode it does nothing and ships nothing.
 */
import { SITE_MODE } from './site-config.ts';

export function loadAccountFeatures(): void {
  if (SITE_MODE !== 'configured' || typeof window === 'undefined') return;
  void import('./auth/account-features.ts').then((m) => m.connectAccountFeatures());
}
