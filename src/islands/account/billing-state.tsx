/**
 * What the account pages (/account, /subscribe) share about the customer's billing state
 * (docs/product.md#subscribe, docs/configuration.md#access-refunds-and-limits):
 *
 *   useBillingReconcile()   once the profile names a Stripe customer, asks the server to reconcile
 *                           with Stripe (POST /api/sync-billing): reason 'return' when the page is
 *                           the Stripe portal's return (?billing=portal, removed from the URL
 *                           afterwards), else 'visit' (the server reconciles a stored state older
 *                           than a few minutes); re-reads the profile when the server did. Not on
 *                           the return from Checkout, which /api/confirm-checkout reconciles.
 *   SessionEndedNotice      the server no longer accepts the session: "Your session ended — sign
 *                           in again", a link to /login that brings the visitor back here.
 *   AccessEndedNotice       a full refund or a dispute ended access: why, and since when.
 */
import { useEffect } from 'react';
import { $profile, refreshProfile } from '../../lib/auth/auth-store.ts';
import { PORTAL_RETURN } from '../../lib/auth/checkout-return.ts';
import { postPaymentApi, type SyncAnswer } from '../../lib/auth/payments-api.ts';
import { formatPeriodEnd, type Profile } from '../../lib/auth/roles.ts';
import { accessEndedText, SESSION_TEXTS } from '../../lib/auth/texts.ts';
import { currentLoginPath } from './guards.ts';
import { Notice, linkClass } from './ui.tsx';
import { useAuth } from './use-auth.ts';

/** Whether this page load came back from the Stripe portal; the marker is taken out of the URL. */
function takePortalReturn(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(PORTAL_RETURN.param) !== PORTAL_RETURN.value) return false;
  url.searchParams.delete(PORTAL_RETURN.param);
  window.history.replaceState(window.history.state, '', url);
  return true;
}

/** The return from Checkout, which confirm-checkout reconciles already (SubscribeIsland.tsx). */
function isCheckoutReturn(): boolean {
  return new URLSearchParams(window.location.search).get('checkout') === 'success';
}

export function useBillingReconcile(): void {
  const customerId = useAuth($profile)?.stripeCustomerId ?? null;
  useEffect(() => {
    if (customerId === null || isCheckoutReturn()) return undefined;
    let current = true;
    const reason = takePortalReturn() ? 'return' : 'visit';
    void postPaymentApi<SyncAnswer>('/api/sync-billing', { reason }).then((answer) => {
      if (current && answer.ok && answer.data.synced) void refreshProfile();
    });
    return () => {
      current = false;
    };
  }, [customerId]);
}

export function SessionEndedNotice() {
  return (
    <section className="mx-auto max-w-md rounded-xl border border-amber-300 bg-amber-50 p-6 text-center shadow-sm" data-testid="session-ended">
      <p className="text-lg font-semibold text-amber-950">
        <a href={currentLoginPath()} className={linkClass}>
          {SESSION_TEXTS.ended}
        </a>
      </p>
    </section>
  );
}

export function AccessEndedNotice({ profile }: { profile: Pick<Profile, 'accessEndedReason' | 'accessEndedAt'> | null }) {
  if (profile?.accessEndedReason == null) return null;
  const day = profile.accessEndedAt === null ? null : formatPeriodEnd(profile.accessEndedAt);
  return (
    <Notice tone="error" testId="access-ended">
      {accessEndedText(profile.accessEndedReason, day)}
    </Notice>
  );
}
