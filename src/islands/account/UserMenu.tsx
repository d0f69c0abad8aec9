/**
 * The user menu (docs/product.md#accounts): a round button with the email's first letter (an icon when
 * there is none).
 * - Signed out: email, password, Sign In (inline, see sign-in-flow.ts), Sign in with Google,
 *   Sign Up (a link to /login?mode=signup, where the confirmation messages are shown).
 * - Signed in: the email, Profile (/account), Manage Subscription (/subscribe; disabled without a
 *   Stripe customer id), Sign Out ('Signed out successfully!' shown on / after going there).
 */
import { useAuth } from './use-auth.ts';
import { useId, useState, type SubmitEvent } from 'react';
import { signInWithGoogle, signOut } from '../../lib/auth/auth-actions.ts';
import { $profile, $session } from '../../lib/auth/auth-store.ts';
import { queueFlashToast } from '../../ui/toast/flash-toast.ts';
import { avatarLetter, hasPaymentCustomer } from '../../lib/auth/roles.ts';
import { SIGN_IN_TEXTS, USER_MENU_TEXTS } from '../../lib/auth/texts.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { HeaderPopover } from './HeaderPopover.tsx';
import { runSignIn, signInInlineError } from './sign-in-flow.ts';
import { Icon, Notice, inputClass, primaryButtonClass, secondaryButtonClass, useDisclosure } from './ui.tsx';

function SignedOutMenu() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await runSignIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setBusy(false);
    setError(signInInlineError(outcome));
  }

  async function onGoogle() {
    setError(null);
    // Back to this page after Google (the login page refuses /login itself as a destination).
    const outcome = await signInWithGoogle(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    if (outcome.kind === 'failed') {
      setError(outcome.message);
      showToast({ title: SIGN_IN_TEXTS.signInFailed(outcome.message) });
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Sign in">
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block font-medium text-slate-900">
          Email
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1 block font-medium text-slate-900">
          Password
        </label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required className={inputClass} />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {SIGN_IN_TEXTS.signIn}
        </button>
        <button type="button" onClick={onGoogle} className={secondaryButtonClass}>
          {SIGN_IN_TEXTS.google}
        </button>
        <a href="/login?mode=signup" className={secondaryButtonClass}>
          {SIGN_IN_TEXTS.signUp}
        </a>
      </div>
    </form>
  );
}

function SignedInMenu({ email }: { email: string | null }) {
  const profile = useAuth($profile);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const canManage = hasPaymentCustomer(profile);

  async function onSignOut() {
    setBusy(true);
    const outcome = await signOut();
    if (outcome.kind === 'failed') {
      setBusy(false);
      showToast({ title: USER_MENU_TEXTS.signOutFailed, description: outcome.message });
      return;
    }
    queueFlashToast({ title: USER_MENU_TEXTS.signedOut });
    window.location.assign('/');
  }

  const itemClass =
    'block w-full rounded-md px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100 ' + 'focus-visible:outline-2 focus-visible:outline-sky-600';
  return (
    <div>
      <p className="truncate border-b border-slate-200 pb-2 font-semibold text-slate-900" data-testid="user-menu-email">
        {email ?? 'Signed in'}
      </p>
      <ul className="mt-2 space-y-1">
        <li>
          <a href="/account" className={itemClass}>
            {USER_MENU_TEXTS.profile}
          </a>
        </li>
        <li>
          {canManage ? (
            <a href="/subscribe" className={itemClass}>
              {USER_MENU_TEXTS.manageSubscription}
            </a>
          ) : (
            <>
              <button type="button" disabled aria-describedby={hintId} className={`${itemClass} cursor-not-allowed text-slate-500 hover:bg-transparent`}>
                {USER_MENU_TEXTS.manageSubscription}
              </button>
              <p id={hintId} className="px-3 text-xs text-slate-600">
                {USER_MENU_TEXTS.noCustomerHint}
              </p>
            </>
          )}
        </li>
        <li>
          <button type="button" onClick={onSignOut} disabled={busy} className={itemClass}>
            {USER_MENU_TEXTS.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

export function UserMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const session = useAuth($session);
  const disclosure = useDisclosure(initiallyOpen);
  const email = session?.user.email ?? null;
  const letter = avatarLetter(email);
  return (
    <HeaderPopover
      widget="user-menu"
      disclosure={disclosure}
      shape="rounded-full"
      trigger={
        <>
          {letter ? (
            <span aria-hidden="true" className="text-sm font-bold">
              {letter}
            </span>
          ) : (
            <Icon name="user" />
          )}
          <span className="sr-only">{USER_MENU_TEXTS.label}</span>
        </>
      }
      panelName={{ 'aria-label': USER_MENU_TEXTS.label }}
    >
      {session === undefined ? <p role="status">Loading...</p> : session ? <SignedInMenu email={email} /> : <SignedOutMenu />}
    </HeaderPopover>
  );
}
