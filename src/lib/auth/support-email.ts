/**
 * What the site sends the support inbox (docs/product.md#accounts) through the `send-email` edge
 * function, which writes the mail itself (supabase/functions/send-email/handler.ts): the sender
 * and the priority come from the verified user and his plan, never from the page. The page sends
 * only what it asks for:
 *
 *   feedbackRequest(inbox, feedback, page)   { kind: 'feedback', to, text, page }: a signed-in
 *                                            user's feedback
 *   SIGNUP_NOTICE_REQUEST                    { kind: 'signup' }: the new-account notice
 *   feedbackMessageBody(feedback, sender)    the stored feedback's body (public.feedback): the
 *                                            feedback plus a sender line
 *
 * A guest has no session, so no mail: his feedback is stored only (the anon key cannot send).
 */

export { escapeHtml } from '../../../supabase/functions/_shared/email-html.ts';

/** The edge function that mails the support inbox. */
export const SEND_EMAIL_FUNCTION = 'send-email';

export type SupportRequest = { kind: 'feedback'; to: string; text: string; page: string } | { kind: 'signup' };

export const GUEST_SENDER = 'a guest (not signed in)';

export function senderLine(senderEmail: string | null): string {
  return `Sent by ${senderEmail ?? GUEST_SENDER}`;
}

export function feedbackMessageBody(feedback: string, senderEmail: string | null): string {
  return `${feedback.trim()}\n\n${senderLine(senderEmail)}`;
}

export function feedbackRequest(inbox: string, feedback: string, page: string): SupportRequest {
  return { kind: 'feedback', to: inbox, text: feedback.trim(), page };
}

export const SIGNUP_NOTICE_REQUEST: SupportRequest = { kind: 'signup' };
