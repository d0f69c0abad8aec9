/**
 * The subscribe page (docs/product.md#subscribe).
 * - Guest: what he would buy, without signing in: the two plans (PlanCards) with their prices and
 *   features, each with 'Sign up for <plan>' (/login?mode=signup&next=/subscribe?plan=<id>: he
 *   comes back here signed in with that plan marked), and a sign-in link for an existing account.
 *   Nothing is shown while the session or the role is loading.
 * - Back signed in with ?plan=<id> (lib/plan-choice.ts): that plan's card is marked and a notice
 *   says its Subscribe Now opens the checkout.
 * - Active subscriber: 'You are currently subscribed to the {plan} plan', the plan line ('Pro,
 *   renews Oct 3' / 'Pro, ends on Oct 3'), Manage Subscription (POST /api/create-portal-session
 *   { customerId } -> the portal URL), and Cancel Subscription (confirmed with what happens to
 *   access and money; POST /api/cancel-subscription { customerId } cancels at the period end) or,
 *   once cancelled, Resume subscription (POST /api/resume-subscription). The plan, dates and role
 *   come from the profile the server writes from Stripe's data.
 * - Anyone else: 'Upgrade to Premium' and the two plans (PLANS + configured price ids), each with
 *   Subscribe Now ('Processing...'): POST /api/create-checkout-session { priceId } with the
 *   user's token, then the browser goes to the returned Stripe Checkout URL. Sent here from a
 *   subscriber page (?from=<path>), it says that page is for subscribers.
 * - Stripe.js is loaded with the publishable key when the page opens (Stripe recommends it on
 *   payment pages for fraud signals); checkout itself is a redirect and does not wait for it.
 * - The server no longer accepts the session: signed out here, 'Your session ended — sign in
 *   again' (a link back here through /login) instead of the plans and their errors.
 * - A full refund or a dispute ended access: why, above the plans (./billing-state.tsx).
 * - Back from the Stripe portal (?billing=portal), and on a load whose stored state is a few
 *   minutes old: the server reconciles with Stripe (./billing-state.tsx), so a plan changed there
 *   shows at once.
 * - Back from Checkout (?checkout=success&session_id=cs_...): POST /api/confirm-checkout makes the
 *   server read the session from Stripe and grant access at once (the webhook's sync); the profile
 *   is then re-read with back-off (1 s, doubling, at most 8 s apart) until the role is subscriber
 *   (the page switches by itself) or ACTIVATION_POLL.giveUpMs passes (a message with a support
 *   link). The 'being activated' message is replaced by the 'active' one.
 */
import { useAuth } from './use-auth.ts';
import { useEffect, useState, type ReactNode } from 'react';
import type { PlanOffer } from '../../../domain/config/env.ts';
import { $profile, $profileError, $role, $session, $sessionEnded, refreshProfile } from '../../lib/auth/auth-store.ts';
import { ACTIVATION_POLL, CHECKOUT_SESSION_ID } from '../../lib/auth/checkout-return.ts';
import { checkoutStart } from '../../lib/auth/checkout-start.ts';
import { safeNextPath } from '../../lib/auth/next-path.ts';
import { postPaymentApi, type ApiAnswer, type CheckoutAnswer, type ConfirmAnswer, type OkAnswer, type UrlAnswer } from '../../lib/auth/payments-api.ts';
import { formatPeriodEnd, isActiveSubscriber, planName, planSummary, type Profile } from '../../lib/auth/roles.ts';
import { SUBSCRIBE_TEXTS } from '../../lib/auth/texts.ts';
import { FROM_PARAM } from '../../lib/entitlement.ts';
import { chosenPlan, signUpPathFor } from '../../lib/plan-choice.ts';
import { AccessEndedNotice, SessionEndedNotice, useBillingReconcile } from './billing-state.tsx';
import { currentLoginPath } from './guards.ts';
import { PlanCards } from './PlanCards.tsx';
import { Notice, dangerButtonClass, linkClass, primaryButtonClass, secondaryButtonClass } from './ui.tsx';

type Message = { tone: 'error' | 'success' | 'info'; text: string; supportLink?: boolean } | null;

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** The message for a checkout that did not give a URL. */
function checkoutProblem(answer: ApiAnswer<CheckoutAnswer>): string {
  if (answer.ok) return SUBSCRIBE_TEXTS.checkoutFailed;
  if (answer.status === 401) return SUBSCRIBE_TEXTS.loginToSubscribe;
  // The route's own words for a refusal (invalid plan, already subscribed, ...).
  if (answer.status >= 400 && answer.status < 500 && answer.error) return answer.error;
  return SUBSCRIBE_TEXTS.checkoutFailed;
}

/** The message for a cancellation the route refused. */
function cancelProblem(answer: ApiAnswer<OkAnswer>): string {
  if (answer.ok) return SUBSCRIBE_TEXTS.cancelFailed;
  if (answer.status === 404) return SUBSCRIBE_TEXTS.noActiveSubscription;
  return answer.error === SUBSCRIBE_TEXTS.roleUpdateFailed ? SUBSCRIBE_TEXTS.roleUpdateFailed : SUBSCRIBE_TEXTS.cancelFailed;
}

function periodEndText(iso: string | null | undefined): string | null {
  return iso ? formatPeriodEnd(iso) : null;
}

function useStripeJs(publishableKey: string | null) {
  useEffect(() => {
    if (publishableKey === null) {
      console.warn('[subscribe] PUBLIC_STRIPE_PUBLISHABLE_KEY is not set: Stripe.js is not loaded.');
      return;
    }
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .catch((error: unknown) => console.error('[subscribe] Stripe.js could not be loaded', error));
  }, [publishableKey]);
}

/** The return from Checkout: confirm with the server, then re-read with back-off until active. */
function useCheckoutReturn(signedIn: boolean, setMessage: (message: Message) => void) {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const checkout = params.get('checkout');
    if (checkout === 'cancelled') setMessage({ tone: 'info', text: SUBSCRIBE_TEXTS.checkoutCancelled });
    if (checkout !== 'success' || !signedIn) return undefined;
    const sessionId = params.get('session_id');
    setMessage({ tone: 'info', text: SUBSCRIBE_TEXTS.activating });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();

    const activated = (plan: Profile['plan']) => {
      setMessage({ tone: 'success', text: SUBSCRIBE_TEXTS.activated(plan ? planName(plan) : 'Premium') });
      const url = new URL(window.location.href);
      url.searchParams.delete('checkout');
      url.searchParams.delete('session_id');
      window.history.replaceState(window.history.state, '', url);
    };
    const check = async (delayMs: number): Promise<void> => {
      if (stopped) return;
      const { role, profile } = await refreshProfile();
      if (stopped) return;
      if (isActiveSubscriber(role)) return activated(profile?.plan ?? null);
      if (Date.now() - startedAt + delayMs > ACTIVATION_POLL.giveUpMs) {
        setMessage({ tone: 'error', text: SUBSCRIBE_TEXTS.activationTimeout, supportLink: true });
        return;
      }
      timer = setTimeout(() => void check(Math.min(delayMs * 2, ACTIVATION_POLL.maxDelayMs)), delayMs);
    };
    void (async () => {
      // The server reads the session from Stripe and grants access now, whether or not the
      // webhook has arrived; a failure here only leaves the polling to wait for the webhook.
      if (sessionId !== null && CHECKOUT_SESSION_ID.test(sessionId)) await postPaymentApi<ConfirmAnswer>('/api/confirm-checkout', { sessionId });
      await check(ACTIVATION_POLL.firstDelayMs);
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [signedIn, setMessage]);
}

/**
 * The plans on offer with Subscribe Now ('Processing...' while its checkout starts); `chosen`: the
 * plan picked before signing in. A render function called by SubscribeIsland.
 */
function renderPlanList(plans: PlanOffer[], busy: string | null, onSubscribe: (plan: PlanOffer) => Promise<void>, chosen: PlanOffer['id'] | null): ReactNode {
  return (
    <PlanCards
      plans={plans}
      chosen={chosen}
      action={(plan) => (
        <button type="button" onClick={() => void onSubscribe(plan)} disabled={busy !== null} className={`${primaryButtonClass} w-full`}>
          {busy === plan.id ? SUBSCRIBE_TEXTS.processing : SUBSCRIBE_TEXTS.subscribeNow}
        </button>
      )}
    />
  );
}

/** The inline "are you sure" step before a cancellation. */
function renderCancelConfirmation(periodEnd: string | null, onConfirm: () => void, onKeep: () => void) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a confirmation with two buttons, not a form field set.
    <div role="group" aria-label="Confirm cancellation" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p>{SUBSCRIBE_TEXTS.cancelConfirm(periodEnd)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onConfirm} className={dangerButtonClass}>
          {SUBSCRIBE_TEXTS.cancelConfirmYes}
        </button>
        <button type="button" onClick={onKeep} className={secondaryButtonClass}>
          {SUBSCRIBE_TEXTS.cancelConfirmNo}
        </button>
      </div>
    </div>
  );
}

/** The current plan: its line, the way back to the page the visitor came from, and the actions. */
function renderSubscribedCard(card: {
  heading: string;
  summary: string | null;
  from: string | null;
  busy: boolean;
  cancelling: boolean;
  confirmation: ReactNode;
  onManage: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  return (
    <section className={`${cardClass} mt-5`} aria-labelledby="current-plan">
      <h2 id="current-plan" className="text-lg font-semibold">
        {card.heading}
      </h2>
      {card.summary && (
        <p className="mt-1 text-sm text-slate-700" data-testid="plan-summary">
          {card.summary}
        </p>
      )}
      {card.from && (
        <p className="mt-2 text-sm">
          <a href={card.from} className={linkClass}>
            {SUBSCRIBE_TEXTS.backTo(card.from)}
          </a>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={card.onManage} disabled={card.busy} className={primaryButtonClass}>
          {SUBSCRIBE_TEXTS.manage}
        </button>
        {card.cancelling ? (
          <button type="button" onClick={card.onResume} disabled={card.busy} className={secondaryButtonClass}>
            {SUBSCRIBE_TEXTS.resume}
          </button>
        ) : (
          <button type="button" onClick={card.onCancel} disabled={card.busy} className={dangerButtonClass}>
            {SUBSCRIBE_TEXTS.cancel}
          </button>
        )}
      </div>
      {card.confirmation}
    </section>
  );
}

/** The visitor who is not signed in: the plans and what each includes, and the way to subscribe. */
function renderGuest(plans: PlanOffer[]) {
  return (
    <div className="mx-auto max-w-4xl" data-testid="subscribe-guest">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SUBSCRIBE_TEXTS.title}</h1>
      <section className={`${cardClass} mt-5`} aria-labelledby="upgrade" data-testid="subscribe-signed-out">
        <h2 id="upgrade" className="text-lg font-semibold">
          {SUBSCRIBE_TEXTS.upgrade}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{SUBSCRIBE_TEXTS.guestIntro}</p>
        <p className="mt-2 text-sm">
          <a href={currentLoginPath()} className={linkClass}>
            {SUBSCRIBE_TEXTS.guestSignIn}
          </a>
        </p>
      </section>
      <PlanCards
        plans={plans}
        action={(plan) => (
          <a href={signUpPathFor(plan.id)} className={`${primaryButtonClass} w-full`}>
            {SUBSCRIBE_TEXTS.signUpFor(plan.name)}
          </a>
        )}
      />
    </div>
  );
}

/** The message area: the message, with a support link when it asks for one. */
function renderMessage(message: Message, supportInbox: string | null) {
  if (message === null) return null;
  return (
    <Notice tone={message.tone} testId="subscribe-message">
      {message.text}
      {message.supportLink && supportInbox && (
        <>
          {' '}
          <a href={`mailto:${supportInbox}?subject=${encodeURIComponent('Payment not activated')}`} className={linkClass}>
            {SUBSCRIBE_TEXTS.contactSupport}
          </a>
        </>
      )}
    </Notice>
  );
}

/** Manage, cancel (at period end) and resume, on the user's own Stripe customer. */
function subscriptionActions(
  customerId: string | null,
  setBusy: (busy: string | null) => void,
  setMessage: (message: Message) => void,
  closeConfirmation: () => void,
) {
  async function onManage() {
    setMessage(null);
    if (customerId === null) {
      setMessage({ tone: 'error', text: SUBSCRIBE_TEXTS.noActiveSubscription });
      return;
    }
    setBusy('manage');
    const answer = await postPaymentApi<UrlAnswer>('/api/create-portal-session', { customerId });
    if (answer.ok && typeof answer.data.url === 'string') {
      window.location.assign(answer.data.url);
      return;
    }
    setBusy(null);
    setMessage({
      tone: 'error',
      text: !answer.ok && answer.status === 404 ? SUBSCRIBE_TEXTS.noActiveSubscription : SUBSCRIBE_TEXTS.portalFailed,
    });
  }

  async function onCancel() {
    closeConfirmation();
    setMessage(null);
    if (customerId === null) {
      setMessage({ tone: 'error', text: SUBSCRIBE_TEXTS.noActiveSubscription });
      return;
    }
    setBusy('cancel');
    const answer = await postPaymentApi<OkAnswer>('/api/cancel-subscription', { customerId });
    if (!answer.ok) {
      setBusy(null);
      setMessage({ tone: 'error', text: cancelProblem(answer) });
      return;
    }
    const after = await refreshProfile();
    setBusy(null);
    if (after.error !== null || after.profile?.cancelAtPeriodEnd !== true) {
      setMessage({ tone: 'error', text: SUBSCRIBE_TEXTS.roleUpdateFailed });
      return;
    }
    setMessage({ tone: 'success', text: SUBSCRIBE_TEXTS.cancelScheduled(periodEndText(after.profile.currentPeriodEnd)) });
  }

  async function onResume() {
    setMessage(null);
    if (customerId === null) {
      setMessage({ tone: 'error', text: SUBSCRIBE_TEXTS.noActiveSubscription });
      return;
    }
    setBusy('resume');
    const answer = await postPaymentApi<OkAnswer>('/api/resume-subscription', { customerId });
    const after = answer.ok ? await refreshProfile() : null;
    setBusy(null);
    if (!answer.ok) {
      setMessage({ tone: 'error', text: answer.status === 404 ? SUBSCRIBE_TEXTS.nothingToResume : SUBSCRIBE_TEXTS.resumeFailed });
      return;
    }
    setMessage(
      after?.profile?.cancelAtPeriodEnd === false ? { tone: 'success', text: SUBSCRIBE_TEXTS.resumed } : { tone: 'error', text: SUBSCRIBE_TEXTS.resumeFailed },
    );
  }

  return { onManage, onCancel, onResume };
}

export default function SubscribeIsland({
  plans,
  stripePublishableKey,
  supportInbox = null,
}: {
  plans: PlanOffer[];
  stripePublishableKey: string | null;
  supportInbox?: string | null;
}) {
  const session = useAuth($session);
  const profile = useAuth($profile);
  const profileError = useAuth($profileError);
  const role = useAuth($role);
  const sessionEnded = useAuth($sessionEnded);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  useStripeJs(stripePublishableKey);
  useCheckoutReturn(Boolean(session), setMessage);
  useEffect(() => {
    setFrom(safeNextPath(new URLSearchParams(window.location.search).get(FROM_PARAM)));
    setChosen(chosenPlan(window.location.search, plans));
  }, [plans]);
  useBillingReconcile();

  if (session === null && sessionEnded) return <SessionEndedNotice />;
  if (session === null) return renderGuest(plans);
  if (!session || role === 'loading') return <div aria-busy="true" className="min-h-64" />;

  const customerId = profile?.stripeCustomerId ?? null;
  const periodEnd = periodEndText(profile?.currentPeriodEnd);

  async function onSubscribe(plan: PlanOffer) {
    setMessage(null);
    const start = checkoutStart(Boolean(session), plan);
    if ('error' in start) {
      setMessage({ tone: 'error', text: start.error });
      return;
    }
    setBusy(plan.id);
    const answer = await postPaymentApi<CheckoutAnswer>('/api/create-checkout-session', { priceId: start.priceId });
    if (answer.ok && typeof answer.data.url === 'string') {
      window.location.assign(answer.data.url);
      return;
    }
    setBusy(null);
    setMessage({ tone: 'error', text: checkoutProblem(answer) });
  }

  const { onManage, onCancel, onResume } = subscriptionActions(customerId, setBusy, setMessage, () => setConfirmingCancel(false));

  const subscribed = isActiveSubscriber(role);
  const summary = planSummary(profile);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SUBSCRIBE_TEXTS.title}</h1>
      <div className="mt-4 space-y-3" aria-live="polite">
        {profileError && <Notice tone="error">{SUBSCRIBE_TEXTS.detailsFailed}</Notice>}
        {!subscribed && <AccessEndedNotice profile={profile} />}
        {!subscribed && from && (
          <Notice tone="info" testId="subscribe-why">
            {SUBSCRIBE_TEXTS.subscribersOnly(from)}
          </Notice>
        )}
        {!subscribed && chosen && (
          <Notice tone="info" testId="subscribe-chosen">
            {SUBSCRIBE_TEXTS.chosenPlan(chosen.name)}
          </Notice>
        )}
        {renderMessage(message, supportInbox)}
      </div>
      {subscribed ? (
        renderSubscribedCard({
          heading: SUBSCRIBE_TEXTS.subscribedTo(profile?.plan ? planName(profile.plan) : role),
          summary,
          from,
          busy: busy !== null,
          cancelling: profile?.cancelAtPeriodEnd === true,
          confirmation: confirmingCancel ? renderCancelConfirmation(periodEnd, onCancel, () => setConfirmingCancel(false)) : null,
          onManage,
          onResume,
          onCancel: () => setConfirmingCancel(true),
        })
      ) : (
        <>
          <section className={`${cardClass} mt-5`} aria-labelledby="upgrade">
            <h2 id="upgrade" className="text-lg font-semibold">
              {SUBSCRIBE_TEXTS.upgrade}
            </h2>
            <p className="mt-1 text-sm text-slate-700">Subscribe to unlock HR Projections and the rest of the premium analysis. Cancel at any time.</p>
          </section>
          {renderPlanList(plans, busy, onSubscribe, chosen?.id ?? null)}
        </>
      )}
    </div>
  );
}
