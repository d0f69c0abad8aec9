/**
 * The two emails the site sends to the support inbox through the `send-email` edge function
 * (spec part 2 §7): feedback, and the new-signup notice. Pure: the caller passes the time.
 *
 *   feedbackMessageBody(feedback, senderEmail)   the stored 'User Feedback' message's body:
 *                                                the feedback plus a sender line
 *   feedbackEmail({ to, feedback, senderEmail, page, sentAt })  -> { to, subject, text, html }
 *   signupNoticeEmail({ to, email, sentAt })                    -> { to, subject, text, html }
 */

export interface SupportEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const GUEST_SENDER = 'a guest (not signed in)';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlOf(text: string): string {
  return `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(text)}</pre>`;
}

export function senderLine(senderEmail: string | null): string {
  return `Sent by ${senderEmail ?? GUEST_SENDER}`;
}

export function feedbackMessageBody(feedback: string, senderEmail: string | null): string {
  return `${feedback.trim()}\n\n${senderLine(senderEmail)}`;
}

export function feedbackEmail(input: {
  to: string;
  feedback: string;
  senderEmail: string | null;
  page: string;
  sentAt: Date;
}): SupportEmail {
  const text = [feedbackMessageBody(input.feedback, input.senderEmail), `Page: ${input.page}`, `Time: ${input.sentAt.toISOString()}`].join('\n');
  return { to: input.to, subject: 'Longball feedback', text, html: htmlOf(text) };
}

export function signupNoticeEmail(input: { to: string; email: string; sentAt: Date }): SupportEmail {
  const text = `A new account was created: ${input.email}\nTime: ${input.sentAt.toISOString()}\nIt becomes active once the email address is confirmed.`;
  return { to: input.to, subject: 'Longball: new sign-up', text, html: htmlOf(text) };
}
