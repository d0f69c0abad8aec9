/**
 * The subscribe page (spec part 2 §2, §4-§8). Signed-in visitors only (else /login at once);
 * nothing is shown while the session or the role is loading.
 * - Active subscriber: 'You are currently subscribed to the {role} plan' with Manage Subscription
 *   (POST /api/create-portal-session { customerId } -> the portal URL) and Cancel Subscription
 *   (confirmed, then POST /api/cancel-subscription { customerId } -> 'Subscription cancelled
 *   successfully', and the profile is re-read: still a subscriber -> 'Failed to update
 *   subscription status'). The role is changed by the server only.
 * - Anyone else: 'Upgrade to Premium' and the two plans (PLANS + configured price ids), each with
 *   Subscribe Now ('Processing...'): POST /api/create-checkout-session { priceId } with the
 *   user's token, then the browser goes to the returned Stripe Checkout URL.
 * - Stripe.js is loaded with the publishable key when the page opens (Stripe recommends it on
 *   payment pages for fraud signals); checkout itself is a redirect and does not wait for it.
 * - Back from Checkout (?checkout=success) the profile is re-read a few times, since the webhook
 *   that sets the role may land a moment after the redirect.
 */
import { useAuth } from './use-auth.ts';
import { useEffect, useState, type ReactNode } from 'react';
import type { PlanOffer } from '../../../domain/config/env.ts';
import { $profile, $profileError, $role, refreshProfile } from '../../lib/auth/auth-store.ts';
import { checkoutStart } from '../../lib/auth/checkout-start.ts';
import { postPaymentApi, type ApiAnswer, type CheckoutAnswer, type OkAnswer, type UrlAnswer } from '../../lib/auth/payments-api.ts';
import { isActiveSubscriber } from '../../lib/auth/roles.ts';
import { SUBSCRIBE_TEXTS } from '../../lib/auth/texts.ts';
import { useRequireSignIn } from './guards.ts';
import { Notice, dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './ui.tsx';

type Message = { tone: 'error' | 'success' | 'info'; text: string } | null;

/** Re-reads after returning from Checkout: every 2 s, at most 5 times. */
const CHECKOUT_RETURN_POLL = { intervalMs: 2000, attempts: 5 } as const;

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

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

function useCheckoutReturn(setMessage: (message: Message) => void) {
  useEffect(() => {
    const checkout = new URLSearchParams(window.location.search).get('checkout');
    if (checkout === 'cancelled') setMessage({ tone: 'info', text: 'Checkout was cancelled; you have not been charged.' });
    if (checkout !== 'success') return undefined;
    setMessage({ tone: 'success', text: 'Thank you! Your subscription is being activated.' });
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      void refreshProfile().then(({ role }) => {
        if (isActiveSubscriber(role) || attempts >= CHECKOUT_RETURN_POLL.attempts) clearInterval(timer);
      });
    }, CHECKOUT_RETURN_POLL.intervalMs);
    return () => clearInterval(timer);
  }, [setMessage]);
}

/**
 * The plans on offer, each with its price, features and Subscribe Now ('Processing...' while its
 * checkout starts). A render function called by SubscribeIsland (no component of its own).
 */
function renderPlanList(plans: PlanOffer[], busy: string | null, onSubscribe: (plan: PlanOffer) => Promise<void>): ReactNode {
  return (
    <ul className="mt-5 grid gap-5 md:grid-cols-2" aria-label="Plans">
      {plans.map((plan) => (
        <li key={plan.id} className={`${cardClass} flex flex-col`} data-testid={`plan-${plan.id}`}>
          <h3 className="text-xl font-bold">{plan.name}</h3>
          <p className="mt-1">
            <span className="text-3xl font-extrabold">{formatPrice(plan.price)}</span>
            <span className="text-slate-600">/{plan.interval}</span>
          </p>
          <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-800">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => void onSubscribe(plan)} disabled={busy !== null} className={`${primaryButtonClass} mt-5 w-full`}>
            {busy === plan.id ? SUBSCRIBE_TEXTS.processing : SUBSCRIBE_TEXTS.subscribeNow}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The inline "are you sure" step before a cancellation. */
function renderCancelConfirmation(onConfirm: () => void, onKeep: () => void) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a confirmation with two buttons, not a form field set.
    <div role="group" aria-label="Confirm cancellation" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p>{SUBSCRIBE_TEXTS.cancelConfirm}</p>
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

export default function SubscribeIsland({ plans, stripePublishableKey }: { plans: PlanOffer[]; stripePublishableKey: string | null }) {
  const session = useRequireSignIn(0);
  const profile = useAuth($profile);
  const profileError = useAuth($profileError);
  const role = useAuth($role);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  useStripeJs(stripePublishableKey);
  useCheckoutReturn(setMessage);

  if (!session || role === 'loading') return <div aria-busy="true" className="min-h-64" />;

  const customerId = profile?.stripeCustomerId ?? null;

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
    setConfirmingCancel(false);
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
    setMessage({ tone: 'success', text: SUBSCRIBE_TEXTS.cancelled });
    const after = await refreshProfile();
    setBusy(null);
    if (after.error !== null || isActiveSubscriber(after.role)) setMessage({ tone: 'error', text: SUBSCRIBE_TEXTS.roleUpdateFailed });
  }

  const subscribed = isActiveSubscriber(role);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SUBSCRIBE_TEXTS.title}</h1>
      <div className="mt-4 space-y-3" aria-live="polite">
        {profileError && <Notice tone="error">{SUBSCRIBE_TEXTS.detailsFailed}</Notice>}
        {message && (
          <Notice tone={message.tone} testId="subscribe-message">
            {message.text}
          </Notice>
        )}
      </div>
      {subscribed ? (
        <section className={`${cardClass} mt-5`} aria-labelledby="current-plan">
          <h2 id="current-plan" className="text-lg font-semibold">
            {SUBSCRIBE_TEXTS.subscribedTo(role)}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" onClick={onManage} disabled={busy !== null} className={primaryButtonClass}>
              {SUBSCRIBE_TEXTS.manage}
            </button>
            <button type="button" onClick={() => setConfirmingCancel(true)} disabled={busy !== null} className={dangerButtonClass}>
              {SUBSCRIBE_TEXTS.cancel}
            </button>
          </div>
          {confirmingCancel && renderCancelConfirmation(onCancel, () => setConfirmingCancel(false))}
        </section>
      ) : (
        <>
          <section className={`${cardClass} mt-5`} aria-labelledby="upgrade">
            <h2 id="upgrade" className="text-lg font-semibold">
              {SUBSCRIBE_TEXTS.upgrade}
            </h2>
            <p className="mt-1 text-sm text-slate-700">Subscribe to unlock HR Projections and the rest of the premium analysis. Cancel at any time.</p>
          </section>
          {renderPlanList(plans, busy, onSubscribe)}
        </>
      )}
    </div>
  );
}
