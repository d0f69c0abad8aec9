// The two mails the send-email function writes to the support inbox (docs/configuration.md,
// "The send-email function"): a signed-in user's feedback and the new-account notice. The function
// fills in who sent it and whether it is priority from the verified user and the database;
// nothing here comes from the caller but the feedback text and the page. Free of imports but the
// HTML rendering and of runtime APIs, so it runs in Deno and Node.

import { plainTextHtml } from './email-html.ts';

export interface SupportMail {
  subject: string;
  text: string;
  html: string;
}

export const FEEDBACK_SUBJECT = 'Longball feedback';
export const PRIORITY_FEEDBACK_SUBJECT = '[Priority] Longball feedback from a Pro subscriber';
export const SIGNUP_NOTICE_SUBJECT = 'Longball: new sign-up';

/** A sign-up notice is sent for an account created at most this long ago (once per user). */
export const SIGNUP_NOTICE_WINDOW_MS = 24 * 3600 * 1000;

/** The feedback of a verified user; priority when his plan is Pro now (the database's rule). */
export function feedbackMail(input: { feedback: string; senderEmail: string; page: string | null; sentAt: Date; priority: boolean }): SupportMail {
  const lines = [input.feedback.trim(), '', `Sent by ${input.senderEmail}`, `Page: ${input.page ?? 'unknown'}`, `Time: ${input.sentAt.toISOString()}`];
  if (input.priority) lines.push('Priority support: Pro plan');
  const text = lines.join('\n');
  return { subject: input.priority ? PRIORITY_FEEDBACK_SUBJECT : FEEDBACK_SUBJECT, text, html: plainTextHtml(text) };
}

/** The notice of a new account, once per user. */
export function signupNoticeMail(input: { email: string; createdAt: string }): SupportMail {
  const text = `A new account was created: ${input.email}\nTime: ${input.createdAt}`;
  return { subject: SIGNUP_NOTICE_SUBJECT, text, html: plainTextHtml(text) };
}
