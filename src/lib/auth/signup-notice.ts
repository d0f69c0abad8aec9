/**
 * The new-account notice to the support inbox (docs/product.md#accounts). The send-email function
 * writes it from the verified user, once per user and within a day of sign-up
 * (supabase/functions/send-email/handler.ts), and only for a signed-in user (the anon key cannot
 * send). A new user has a session only once he has confirmed his address, so the notice is asked
 * for with his first session on any page (auth-store.ts): when the account is less than
 * NOTICE_WINDOW_MS old and this browser has not asked for it yet. A failure is only logged.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SIGNUP_NOTICE_WINDOW_MS } from '../../../supabase/functions/_shared/support-mail.ts';
import { SEND_EMAIL_FUNCTION, SIGNUP_NOTICE_REQUEST } from './support-email.ts';

/** The function's own window: past it, it would not send. */
export const NOTICE_WINDOW_MS = SIGNUP_NOTICE_WINDOW_MS;
const ASKED_KEY_PREFIX = 'longball-signup-notice:';

/** Whether to ask for the notice for this user now. */
export function shouldAskForSignupNotice(user: { id: string; created_at?: string }, now: Date, storage: Pick<Storage, 'getItem'> | null): boolean {
  const createdAt = Date.parse(user.created_at ?? '');
  if (!Number.isFinite(createdAt) || now.getTime() - createdAt > NOTICE_WINDOW_MS) return false;
  return storage === null || storage.getItem(`${ASKED_KEY_PREFIX}${user.id}`) === null;
}

export async function askForSignupNotice(
  supabase: SupabaseClient,
  user: { id: string; created_at?: string },
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: Date = new Date(),
): Promise<void> {
  if (!shouldAskForSignupNotice(user, now, storage)) return;
  storage?.setItem(`${ASKED_KEY_PREFIX}${user.id}`, now.toISOString());
  const { error } = await supabase.functions.invoke(SEND_EMAIL_FUNCTION, { body: SIGNUP_NOTICE_REQUEST });
  if (error) console.error(`[auth] the new-signup notice could not be sent: ${error.message}`);
}
