/**
 * The account page (docs/product.md#accounts): the email, the role (the profile's role,
 * 'member' when it has none), the plan ('Pro, renews Oct 3', 'Basic, ends on Oct 3', from the
 * billing state the server stores from Stripe) and Manage Subscription, which opens the Stripe
 * customer portal (POST /api/create-customer-portal-session { stripeCustomerId }).
 * - Signed out: 'Please sign in to view your account.' with a sign-in link, then /login after
 *   SIGNED_OUT_REDIRECT_MS (the spec asks for both the text and the redirect); the link and the
 *   redirect bring the visitor back here after signing in (/login?next=/account).
 * - While the session or the role is loading: nothing.
 * - The server no longer accepts the session: signed out here, 'Your session ended — sign in
 *   again' (a link back here through /login), no redirect.
 * - A full refund or a dispute ended access: why, and since when (./billing-state.tsx).
 * - Each load of a customer's page reconciles with Stripe when the stored state is a few minutes
 *   old, and at once on the return from the Stripe portal (./billing-state.tsx).
 * - A subscriber also sees his followed players, each with Remove (FollowedPlayers.tsx).
 * - API access (./ApiKeys.tsx): a Pro subscriber's personal API keys (docs/api.md).
 * - A long email wraps inside the card (at 375 px too).
 */
import { useAuth } from './use-auth.ts';
import { useState } from 'react';
import { $profile, $profileError, $role, $sessionEnded } from '../../lib/auth/auth-store.ts';
import { postPaymentApi, type UrlAnswer } from '../../lib/auth/payments-api.ts';
import { accountRoleLabel, planSummary } from '../../lib/auth/roles.ts';
import { ACCOUNT_TEXTS } from '../../lib/auth/texts.ts';
import ApiKeys from './ApiKeys.tsx';
import { AccessEndedNotice, SessionEndedNotice, useBillingReconcile } from './billing-state.tsx';
import { currentLoginPath, useRequireSignIn } from './guards.ts';
import { FollowedPlayersList } from './FollowedPlayers.tsx';
import { Notice, linkClass, primaryButtonClass } from './ui.tsx';

/** How long a signed-out visitor reads the notice before /login. */
export const SIGNED_OUT_REDIRECT_MS = 1500;

export default function AccountIsland() {
  const session = useRequireSignIn(SIGNED_OUT_REDIRECT_MS);
  const profile = useAuth($profile);
  const profileError = useAuth($profileError);
  const role = useAuth($role);
  const sessionEnded = useAuth($sessionEnded);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useBillingReconcile();

  if (session === null && sessionEnded) return <SessionEndedNotice />;
  if (session === null) {
    return (
      <section className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <p className="text-lg font-semibold">{ACCOUNT_TEXTS.signedOut}</p>
        <p className="mt-2 text-sm">
          <a href={currentLoginPath()} className={linkClass}>
            Sign in
          </a>
        </p>
      </section>
    );
  }
  if (session === undefined || role === 'loading') return <div aria-busy="true" className="min-h-64" />;

  async function onManage() {
    setProblem(null);
    const customerId = profile?.stripeCustomerId ?? null;
    if (customerId === null) {
      setProblem(ACCOUNT_TEXTS.noSubscription);
      return;
    }
    setBusy(true);
    const answer = await postPaymentApi<UrlAnswer>('/api/create-customer-portal-session', { stripeCustomerId: customerId });
    if (answer.ok && typeof answer.data.url === 'string') {
      window.location.assign(answer.data.url);
      return;
    }
    setBusy(false);
    setProblem(!answer.ok && answer.status === 404 ? ACCOUNT_TEXTS.noSubscription : ACCOUNT_TEXTS.portalFailed);
  }

  return (
    <section className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="account-title">
      <h1 id="account-title" className="text-2xl font-bold tracking-tight">
        {ACCOUNT_TEXTS.title}
      </h1>
      {profileError && (
        <div className="mt-3">
          <Notice tone="error">Some account details could not be loaded.</Notice>
        </div>
      )}
      {profile?.accessEndedReason && (
        <div className="mt-3">
          <AccessEndedNotice profile={profile} />
        </div>
      )}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]" data-testid="account-email">
          {profile?.email ?? session.user.email ?? '—'}
        </dd>
        <dt className="font-medium text-slate-600">Role</dt>
        <dd className="text-slate-900" data-testid="account-role">
          {accountRoleLabel(profile)}
        </dd>
        <dt className="font-medium text-slate-600">Plan</dt>
        <dd className="text-slate-900" data-testid="account-plan">
          {planSummary(profile) ?? ACCOUNT_TEXTS.noPlan}
        </dd>
      </dl>
      <div className="mt-6 space-y-3">
        <button type="button" onClick={onManage} disabled={busy} className={primaryButtonClass}>
          {ACCOUNT_TEXTS.manage}
        </button>
        {problem && <Notice tone="error">{problem}</Notice>}
      </div>
      {role === 'subscriber' && <FollowedPlayersList />}
      <ApiKeys profile={profile} />
    </section>
  );
}
