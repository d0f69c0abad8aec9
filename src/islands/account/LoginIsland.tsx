/**
 * The login page (docs/product.md#accounts).
 * - Two modes, 'Sign in to your account' / 'Create an account', toggled by the links
 *   "Don't have an account? Sign up" / 'Already have an account? Sign in' (?mode=signup opens
 *   sign-up; the URL follows the toggle).
 * - Email (type email) and password, both required; Google (back to /login, scopes email profile).
 * - Sign-in: loading toast, success -> /, failure -> the provider's message inline, the toast
 *   'Sign in failed: ...', and the reset link 'Forgot your password? Reset it here'.
 * - Sign-up: confirmation link to /email-confirmation; success -> the two catalogue messages and
 *   cleared fields (with ?next=, kept for the confirmation page's link, and said); failure -> 'An
 *   error occurred during signup' with the provider's message.
 * - Arriving from Google (tokens in the URL) -> / once the session is in; from a reset link ->
 *   a new-password form; with an auth error in the URL -> 'Sign in failed: <its description>'.
 */
import { useAuth } from './use-auth.ts';
import { useEffect, useId, useRef, useState, type SubmitEvent, type ReactNode, type RefObject } from 'react';
import { sendPasswordReset, signInWithGoogle, signUpWithEmail, updatePassword } from '../../lib/auth/auth-actions.ts';
import { $passwordRecovery, $session, AUTH_REDIRECT_AT_LOAD } from '../../lib/auth/auth-store.ts';
import { NEXT_PARAM, rememberAfterConfirmation, safeNextPath } from '../../lib/auth/next-path.ts';
import type { AuthRedirect } from '../../lib/auth/session-hint.ts';
import { SIGN_IN_TEXTS } from '../../lib/auth/texts.ts';
import { Toaster } from '../../ui/toast/Toaster.tsx';
import { showToast } from '../../ui/toast/toast-store.ts';
import { runSignIn, signInInlineError } from './sign-in-flow.ts';
import { Notice, inputClass, linkClass, primaryButtonClass, secondaryButtonClass } from './ui.tsx';

type Mode = 'sign-in' | 'sign-up';
type Message = { tone: 'error' | 'success'; lines: string[] } | null;

const cardClass = 'mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

function NewPasswordForm() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const outcome = await updatePassword(password);
    setBusy(false);
    setMessage(outcome.kind === 'done' ? { tone: 'success', lines: [SIGN_IN_TEXTS.newPasswordSaved] } : { tone: 'error', lines: [outcome.message] });
    if (outcome.kind === 'done') setPassword('');
  }
  return (
    <section className={cardClass} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {SIGN_IN_TEXTS.newPasswordTitle}
      </h1>
      <form onSubmit={onSubmit} className="mt-5 space-y-4">
        <div>
          <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium">
            New password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
        {message && <Notice tone={message.tone}>{message.lines[0]}</Notice>}
        <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
          Save password
        </button>
      </form>
      {message?.tone === 'success' && (
        <p className="mt-4 text-sm">
          <a href="/" className={linkClass}>
            Go to the home page
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * The email and password form: sign in or sign up (by `signingUp`), its message and the reset
 * link. A render function with positional arguments, called by LoginIsland (its markup, no
 * component of its own, and no property names in the bundle).
 */
function renderCredentialsForm(
  id: string,
  formRef: RefObject<HTMLFormElement | null>,
  signingUp: boolean,
  message: Message,
  showReset: boolean,
  busy: boolean,
  hydrated: boolean,
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void,
  onReset: () => void,
): ReactNode {
  return (
    <form ref={formRef} onSubmit={onSubmit} className="mt-5 space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
          Email
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium">
          Password
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          className={inputClass}
        />
      </div>
      {message && (
        <Notice tone={message.tone} testId="login-message">
          {message.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one message never reorder; two lines may have the same text.
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </Notice>
      )}
      {showReset && !signingUp && (
        <p className="text-sm">
          <button type="button" onClick={onReset} disabled={busy} className={linkClass}>
            {SIGN_IN_TEXTS.resetLink}
          </button>
        </p>
      )}
      <button type="submit" disabled={busy || !hydrated} className={`${primaryButtonClass} w-full`}>
        {signingUp ? SIGN_IN_TEXTS.signUp : SIGN_IN_TEXTS.signIn}
      </button>
    </form>
  );
}

/** localStorage, or null where the browser refuses it. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Where to go after signing in: the page's validated ?next= path, else home. */
function afterSignInPath(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get(NEXT_PARAM)) ?? '/';
}

/**
 * Back from Google (or an email link): goes on once the session is in, once (later auth events
 * must not restart the navigation).
 */
function useGoOnOnceSignedIn(signedIn: boolean, redirect: AuthRedirect): void {
  const leaving = useRef(false);
  useEffect(() => {
    if (!signedIn || redirect.kind !== 'sign-in' || leaving.current) return;
    leaving.current = true;
    window.location.assign(afterSignInPath());
  }, [signedIn, redirect]);
}

/** Below the form: Google sign-in and the link to the other mode (a render function, like renderCredentialsForm). */
function renderOtherWays(signingUp: boolean, hydrated: boolean, onGoogle: () => void, onSwitch: () => void): ReactNode {
  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button type="button" onClick={onGoogle} disabled={!hydrated} className={`${secondaryButtonClass} w-full`}>
        {signingUp ? SIGN_IN_TEXTS.googleSignUp : SIGN_IN_TEXTS.google}
      </button>
      <p className="mt-5 text-center text-sm">
        <button type="button" onClick={onSwitch} disabled={!hydrated} className={linkClass}>
          {signingUp ? SIGN_IN_TEXTS.toSignIn : SIGN_IN_TEXTS.toSignUp}
        </button>
      </p>
    </>
  );
}

/** Above the form: where signing in leads (?next=), or that the visitor is signed in already. */
function renderWhereNext(next: string | null, email: string | null, showSignedIn: boolean, signedIn: boolean): ReactNode {
  if (showSignedIn) {
    return (
      <p className="mt-2 text-sm text-slate-700" data-testid="already-signed-in">
        {SIGN_IN_TEXTS.alreadySignedIn(email ?? 'this account')}{' '}
        <a href={next ?? '/'} className={linkClass}>
          {next ? `Go to ${next}` : 'Go to the home page'}
        </a>
      </p>
    );
  }
  if (next === null || signedIn) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="sign-in-next">
      {SIGN_IN_TEXTS.continueTo(next)}
    </p>
  );
}

export default function LoginIsland({ supportInbox }: { supportInbox: string | null }) {
  const id = useId();
  const session = useAuth($session);
  // The URL is only known in the browser: read after hydration, so the server's HTML matches.
  const [redirect, setRedirect] = useState<AuthRedirect>({ kind: 'none' });
  const recovering = useAuth($passwordRecovery) || redirect.kind === 'recovery';
  const [mode, setMode] = useState<Mode>('sign-in');
  // Uncontrolled fields, read at submit: what a visitor typed before hydration counts.
  const form = useRef<HTMLFormElement>(null);
  // Until hydrated every button is disabled: the bare HTML form cannot be submitted (it would
  // put the password in the URL), and a click on Google or the mode switch is not silently lost.
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [showReset, setShowReset] = useState(false);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    setHydrated(true);
    setNext(safeNextPath(new URLSearchParams(window.location.search).get(NEXT_PARAM)));
    if (new URLSearchParams(window.location.search).get('mode') === 'signup') setMode('sign-up');
    setRedirect(AUTH_REDIRECT_AT_LOAD);
    if (AUTH_REDIRECT_AT_LOAD.kind === 'error') {
      setMessage({ tone: 'error', lines: [SIGN_IN_TEXTS.signInFailed(AUTH_REDIRECT_AT_LOAD.description)] });
    }
  }, []);

  useGoOnOnceSignedIn(Boolean(session), redirect);

  if (recovering && session) return <NewPasswordForm />;

  function switchMode(next: Mode) {
    setMode(next);
    setMessage(null);
    setShowReset(false);
    const url = new URL(window.location.href);
    if (next === 'sign-up') url.searchParams.set('mode', 'signup');
    else url.searchParams.delete('mode');
    window.history.replaceState(null, '', url);
  }

  function field(name: 'email' | 'password'): string {
    const element = form.current?.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element.value : '';
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = field('email');
    const password = field('password');
    setBusy(true);
    setMessage(null);
    if (mode === 'sign-in') {
      const outcome = await runSignIn(email, password);
      if (outcome.kind === 'signed-in') {
        window.location.assign(afterSignInPath());
        return;
      }
      setBusy(false);
      setMessage({ tone: 'error', lines: [signInInlineError(outcome) ?? ''] });
      setShowReset(true);
      return;
    }
    const outcome = await signUpWithEmail(email, password, supportInbox);
    setBusy(false);
    if (outcome.kind === 'signed-up') {
      // The confirmation link comes back to /email-confirmation, which leads on to `next`.
      rememberAfterConfirmation(browserStorage(), next);
      setMessage({ tone: 'success', lines: next ? [SIGN_IN_TEXTS.confirmationSent, SIGN_IN_TEXTS.afterConfirmation(next)] : [SIGN_IN_TEXTS.confirmationSent] });
      showToast({ title: SIGN_IN_TEXTS.accountCreated });
      form.current?.reset();
    } else {
      setMessage({ tone: 'error', lines: [SIGN_IN_TEXTS.signUpError, outcome.message] });
      showToast({ title: SIGN_IN_TEXTS.signUpError, description: outcome.message });
    }
  }

  async function onReset() {
    const email = field('email');
    if (email.trim() === '') {
      setMessage({ tone: 'error', lines: [SIGN_IN_TEXTS.resetNeedsEmail] });
      return;
    }
    setBusy(true);
    const outcome = await sendPasswordReset(email);
    setBusy(false);
    setMessage(outcome.kind === 'done' ? { tone: 'success', lines: [SIGN_IN_TEXTS.resetSent] } : { tone: 'error', lines: [outcome.message] });
  }

  async function onGoogle() {
    setMessage(null);
    const outcome = await signInWithGoogle(next);
    if (outcome.kind === 'failed') {
      setMessage({ tone: 'error', lines: [outcome.message] });
      showToast({ title: SIGN_IN_TEXTS.signInFailed(outcome.message) });
    }
  }

  const signingUp = mode === 'sign-up';
  const title = signingUp ? SIGN_IN_TEXTS.signUpTitle : SIGN_IN_TEXTS.signInTitle;
  return (
    <>
      {/* Its sign-in and sign-up messages are toasts; the header widgets may not be loaded. */}
      <Toaster />
      <section className={cardClass} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {renderWhereNext(next, session?.user.email ?? null, Boolean(session) && redirect.kind !== 'sign-in', Boolean(session))}
        {renderCredentialsForm(id, form, signingUp, message, showReset, busy, hydrated, onSubmit, onReset)}
        {renderOtherWays(signingUp, hydrated, onGoogle, () => switchMode(signingUp ? 'sign-in' : 'sign-up'))}
      </section>
    </>
  );
}
