/**
 * Sign-in as the login page and the user menu both run it (docs/product.md#accounts): a loading toast
 * 'Signing in...' while it runs; on a refusal the toast 'Sign in failed: <provider message>'
 * (the caller shows the provider's message inline and reveals the reset link); on anything
 * unexpected the toast 'An unexpected error occurred during sign in.' (inline: 'An unexpected
 * error occurred'). A new attempt first dismisses the previous attempt's failure toast, so a
 * stale 'Sign in failed' never stands beside 'Signing in...'.
 */
import { signInWithPassword, type SignInOutcome } from '../../lib/auth/auth-actions.ts';
import { SIGN_IN_TEXTS } from '../../lib/auth/texts.ts';
import { dismissToast, showToast } from '../../ui/toast/toast-store.ts';

/** Long enough to outlast any sign-in; dismissed as soon as it ends. */
const LOADING_TOAST_MS = 60_000;

/** The failure toast of the last attempt, if it may still be shown. */
let lastFailureToast: ReturnType<typeof showToast> | null = null;

export async function runSignIn(email: string, password: string): Promise<SignInOutcome> {
  if (lastFailureToast !== null) dismissToast(lastFailureToast);
  lastFailureToast = null;
  const loading = showToast({ title: SIGN_IN_TEXTS.signingIn, durationMs: LOADING_TOAST_MS });
  const outcome = await signInWithPassword(email, password);
  dismissToast(loading);
  if (outcome.kind === 'failed') lastFailureToast = showToast({ title: SIGN_IN_TEXTS.signInFailed(outcome.message) });
  if (outcome.kind === 'unexpected') lastFailureToast = showToast({ title: SIGN_IN_TEXTS.unexpectedDuringSignIn });
  return outcome;
}

/** The inline text for a sign-in outcome (null when signed in). */
export function signInInlineError(outcome: SignInOutcome): string | null {
  if (outcome.kind === 'failed') return outcome.message;
  if (outcome.kind === 'unexpected') return SIGN_IN_TEXTS.unexpected;
  return null;
}
