/**
 * The two emails the site sends to the support inbox through the `send-email` edge function
 * (docs/product.md#accounts): feedback, and the new-signup notice. Pure: the caller passes the time.
 *
 *   feedbackMessageBody(feedback, senderEmail)   the stored feedback's body (public.feedback):
 *                                                the feedback plus a sender line
 *   feedbackEmail({ to, feedback, senderEmail, page, sentAt, priority })  -> { to, subject, text, html }
 *                                                priority (a Pro subscriber's feedback): the
 *                                                subject starts with '[Priority]'
 *   signupNoticeEmail({ to, email, sentAt })                    -> { to, subject, text, html }
 *
 * The html part is plainTextHtml(text), the rendering the send-email function itself uses for
 * the mail it sends (it never forwards a caller's html).
 */
import { plainTextHtml } from '../../../supabase/functions/_shared/email-html.ts';

export { escapeHtml } from '../../../supabase/functions/_shared/email-html.ts';

export interface SupportEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const GUEST_SENDER = 'a guest (not signed in)';

export function senderLine(senderEmail: string | null): string {
  return `Sent by ${senderEmail ?? GUEST_SENDER}`;
}

export function feedbackMessageBody(feedback: string, senderEmail: string | null): string {
  return `${feedback.trim()}\n\n${senderLine(senderEmail)}`;
}

export const FEEDBACK_SUBJECT = 'Longball feedback';
export const PRIORITY_FEEDBACK_SUBJECT = '[Priority] Longball feedback from a Pro subscriber';

export function feedbackEmail(input: {
  to: string;
  feedback: string;
  senderEmail: string | null;
  page: string;
  sentAt: Date;
  priority?: boolean;
}): SupportEmail {
  const lines = [feedbackMessageBody(input.feedback, input.senderEmail), `Page: ${input.page}`, `Time: ${input.sentAt.toISOString()}`];
  if (input.priority) lines.push('Priority support: Pro plan');
  const text = lines.join('\n');
  return { to: input.to, subject: input.priority ? PRIORITY_FEEDBACK_SUBJECT : FEEDBACK_SUBJECT, text, html: plainTextHtml(text) };
}

export function signupNoticeEmail(input: { to: string; email: string; sentAt: Date }): SupportEmail {
  const text = `A new account was created: ${input.email}\nTime: ${input.sentAt.toISOString()}\nIt becomes active once the email address is confirmed.`;
  return { to: input.to, subject: 'Longball: new sign-up', text, html: plainTextHtml(text) };
}
