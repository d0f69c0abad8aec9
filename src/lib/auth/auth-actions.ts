/**
 * What the account islands ask Supabase to do (docs/product.md#accounts). Each call loads supabase-js on
 * first use (ensureAuthClient) and never throws: it resolves with an outcome for the UI to word.
 *
 *   signInWithPassword(email, password)      -> { kind: 'signed-in' } | { kind: 'failed', message }
 *                                               (the provider refused: its message) |
 *                                               { kind: 'unexpected', message } (network, 5xx, crash)
 *   signUpWithEmail(email, password, inbox)  -> { kind: 'signed-up' } | { kind: 'failed', message };
 *                                               confirmation link to /email-confirmation; the
 *                                               new-account notice goes to the support inbox with
 *                                               the new user's first session (./signup-notice.ts)
 *   signInWithGoogle()                       -> redirects to Google (back to /login, scopes email
 *                                               and profile); resolves only when it could not
 *   sendPasswordReset(email)                 -> reset link back to /login
 *   updatePassword(password)                 -> after following the reset link
 *   signOut()
 *   sendFeedback(feedback, inbox)            -> stores the feedback in public.feedback (sender_id =
 *                                               the signed-in user or null; insert-only, never a
 *                                               mailbox message; the database marks it priority
 *                                               from the sender's plan). A signed-in user's is also
 *                                               mailed to the support inbox by the send-email
 *                                               function, which takes the sender and the priority
 *                                               from his session and plan (a storing failure is then
 *                                               only logged: 'sent' or 'failed' by the mail). A
 *                                               guest's is stored only ('sent' or 'failed' by the
 *                                               insert): the anon key cannot send mail.
 */
import { ensureAuthClient, expectSignOut } from './auth-store.ts';
import { oauthRedirectUrl } from './next-path.ts';
import { feedbackMessageBody, feedbackRequest, SEND_EMAIL_FUNCTION, type SupportRequest } from './support-email.ts';

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'failed'; message: string } | { kind: 'unexpected'; message: string };

export type SimpleOutcome = { kind: 'done' } | { kind: 'failed'; message: string };

export const GOOGLE_SCOPES = 'email profile';
export const LOGIN_PATH = '/login';
export const EMAIL_CONFIRMATION_PATH = '/email-confirmation';

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

/** A 4xx answer from Supabase Auth: the provider refused (wrong password, unconfirmed email...). */
function isProviderRefusal(error: unknown): boolean {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  try {
    const supabase = await ensureAuthClient();
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (!error) return { kind: 'signed-in' };
    return isProviderRefusal(error) ? { kind: 'failed', message: error.message } : { kind: 'unexpected', message: error.message };
  } catch (error) {
    return { kind: 'unexpected', message: errorText(error) };
  }
}

/** Asks the edge function to mail the support inbox (with the user's session); throws when it could not. */
export async function sendSupportEmail(request: SupportRequest): Promise<void> {
  const supabase = await ensureAuthClient();
  const { error } = await supabase.functions.invoke(SEND_EMAIL_FUNCTION, { body: request });
  if (error) throw error instanceof Error ? error : new Error(errorText(error));
}

export async function signUpWithEmail(
  email: string,
  password: string,
  supportInbox: string | null,
): Promise<{ kind: 'signed-up' } | { kind: 'failed'; message: string }> {
  try {
    const supabase = await ensureAuthClient();
    const { error } = await supabase.auth.signUp({
      email: email.trim(),
      password,
      options: { emailRedirectTo: siteUrl(EMAIL_CONFIRMATION_PATH) },
    });
    if (error) return { kind: 'failed', message: error.message };
  } catch (error) {
    return { kind: 'failed', message: errorText(error) };
  }
  // The notice needs the new user's session: it goes with his first one (./signup-notice.ts), here
  // at once when the project signs new users in without a confirmation.
  if (supportInbox === null) console.warn('[auth] SUPPORT_INBOX is not set: no new-signup notice will be sent.');
  return { kind: 'signed-up' };
}

/**
 * Sends the visitor to Google; he comes back to /login carrying `next` (kept only when it is one
 * of our own paths, ./next-path.ts), and the login page then sends him on there.
 */
export async function signInWithGoogle(next: string | null = null): Promise<SimpleOutcome> {
  try {
    const supabase = await ensureAuthClient();
    const { error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: oauthRedirectUrl(window.location.origin, next), scopes: GOOGLE_SCOPES },
    });
    return error ? { kind: 'failed', message: error.message } : { kind: 'done' };
  } catch (error) {
    return { kind: 'failed', message: errorText(error) };
  }
}

export async function sendPasswordReset(email: string): Promise<SimpleOutcome> {
  try {
    const supabase = await ensureAuthClient();
    const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo: siteUrl(LOGIN_PATH) });
    return error ? { kind: 'failed', message: error.message } : { kind: 'done' };
  } catch (error) {
    return { kind: 'failed', message: errorText(error) };
  }
}

export async function updatePassword(password: string): Promise<SimpleOutcome> {
  try {
    const supabase = await ensureAuthClient();
    const { error } = await supabase.auth.updateUser({ password });
    return error ? { kind: 'failed', message: error.message } : { kind: 'done' };
  } catch (error) {
    return { kind: 'failed', message: errorText(error) };
  }
}

export async function signOut(): Promise<SimpleOutcome> {
  try {
    const supabase = await ensureAuthClient();
    expectSignOut();
    const { error } = await supabase.auth.signOut();
    return error ? { kind: 'failed', message: error.message } : { kind: 'done' };
  } catch (error) {
    return { kind: 'failed', message: errorText(error) };
  }
}

export async function sendFeedback(feedback: string, supportInbox: string | null): Promise<'sent' | 'failed'> {
  let supabase: Awaited<ReturnType<typeof ensureAuthClient>>;
  try {
    supabase = await ensureAuthClient();
  } catch {
    return 'failed';
  }
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user ?? null;
  const senderEmail = user?.email ?? null;
  let stored = false;
  // Stored first; a guest's insert must not ask for the row back (anon has no select policy).
  try {
    const { error } = await supabase.from('feedback').insert({
      sender_id: user?.id ?? null,
      body: feedbackMessageBody(feedback, senderEmail),
      page: window.location.pathname,
    });
    if (error) console.error(`[feedback] could not store the feedback: ${error.message}`);
    else stored = true;
  } catch (error) {
    console.error(`[feedback] could not store the feedback: ${errorText(error)}`);
  }
  // A guest has no session to mail with: the stored row is what support reads.
  if (user === null) return stored ? 'sent' : 'failed';
  if (supportInbox === null) {
    console.error('[feedback] SUPPORT_INBOX is not set: the feedback cannot be mailed.');
    return 'failed';
  }
  try {
    await sendSupportEmail(feedbackRequest(supportInbox, feedback, window.location.pathname));
    return 'sent';
  } catch (error) {
    console.error(`[feedback] could not mail the feedback: ${errorText(error)}`);
    return 'failed';
  }
}
