// The request handling of the Supabase Edge Function `send-email`, free of Deno and Node APIs so it
// runs unchanged in Deno (index.ts wires it to Deno.serve) and in Node (tests/functions/).
//
//   handleSendEmail(request, env, fetchImpl, log?) -> Promise<Response>
//
// Called by the site with supabase.functions.invoke('send-email', { body: { to, subject, text, html } })
// for feedback and for the new-signup notice (spec part 2 section 7). Both go to the support inbox,
// so that is the ONLY recipient accepted: the function cannot be used to mail anyone else.
//
// env (Supabase secrets, see SEND_EMAIL_VARIABLES):
//   SUPPORT_INBOX    the one allowed recipient (same value as the site's SUPPORT_INBOX)
//   EMAIL_API_KEY    API key of the email provider
//   EMAIL_FROM       sender, e.g. "Longball <noreply@longball.example>" (a domain verified there)
//   EMAIL_API_URL    optional; default https://api.resend.com/emails. Any provider that accepts
//                    POST { from, to: [..], subject, text, html } with "Authorization: Bearer <key>"
//                    and answers { id }
//   ALLOWED_ORIGIN   optional; the site's origin for CORS (default *)
//
// Answers (JSON; errors are { error }): 200 { id } sent (id: the provider's, or null);
// 204 the CORS preflight (OPTIONS); 400 invalid body; 403 recipient not allowed; 405 any other
// method; 500 the function is not configured (the answer names no variable; the log names the
// missing ones, never a value); 502 the provider refused or could not be reached.
//
// The body's html is validated but not forwarded: the email's HTML part is rendered here from the
// escaped text, so nobody can send crafted HTML (disguised links, scripts, tracking pixels) from
// our domain to the support team.

import { plainTextHtml } from '../_shared/email-html.ts';

export const SEND_EMAIL_VARIABLES = ['SUPPORT_INBOX', 'EMAIL_API_KEY', 'EMAIL_FROM', 'EMAIL_API_URL', 'ALLOWED_ORIGIN'] as const;
export type SendEmailEnv = Readonly<Partial<Record<(typeof SEND_EMAIL_VARIABLES)[number], string>>>;
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
export type Log = (message: string, cause?: unknown) => void;

export const MAX_SUBJECT = 200;
export const MAX_TEXT = 10_000;
export const MAX_HTML = 50_000;
export const DEFAULT_API_URL = 'https://api.resend.com/emails';
const REQUIRED = ['SUPPORT_INBOX', 'EMAIL_API_KEY', 'EMAIL_FROM'] as const;

export const SEND_EMAIL_MESSAGES = {
  notConfigured: 'Email is not configured.',
  notSent: 'The email could not be sent.',
  usePost: 'Use POST.',
  badJson: 'Body must be valid JSON.',
  notAnObject: 'Body must be a JSON object with to, subject, text and html.',
  recipientRequired: 'to is required (an email address).',
  recipientRefused: 'This function only sends to the support inbox.',
  subjectRequired: 'subject is required.',
  subjectTooLong: `subject is longer than ${MAX_SUBJECT} characters.`,
  subjectMultiline: 'subject must be a single line.',
  textRequired: 'text is required.',
  textTooLong: `text is longer than ${MAX_TEXT} characters.`,
  htmlNotString: 'html must be a string.',
  htmlTooLong: `html is longer than ${MAX_HTML} characters.`,
} as const;

interface Email {
  to: string;
  subject: string;
  text: string;
}

function corsHeaders(env: SendEmailEnv): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': env.ALLOWED_ORIGIN || '*',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}

/** The validated email, or the status and message saying what is wrong. */
function validate(body: unknown, supportInbox: string): Email | { error: string; status: number } {
  const m = SEND_EMAIL_MESSAGES;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { status: 400, error: m.notAnObject };
  const { to, subject, text, html } = body as Record<string, unknown>;
  if (typeof to !== 'string' || to.trim() === '') return { status: 400, error: m.recipientRequired };
  if (to.trim().toLowerCase() !== supportInbox.trim().toLowerCase()) return { status: 403, error: m.recipientRefused };
  if (typeof subject !== 'string' || subject.trim() === '') return { status: 400, error: m.subjectRequired };
  if (subject.length > MAX_SUBJECT) return { status: 400, error: m.subjectTooLong };
  if (/[\r\n]/.test(subject)) return { status: 400, error: m.subjectMultiline };
  if (typeof text !== 'string' || text.trim() === '') return { status: 400, error: m.textRequired };
  if (text.length > MAX_TEXT) return { status: 400, error: m.textTooLong };
  if (html !== undefined && html !== null && typeof html !== 'string') return { status: 400, error: m.htmlNotString };
  if (typeof html === 'string' && html.length > MAX_HTML) return { status: 400, error: m.htmlTooLong };
  return { to: supportInbox.trim(), subject: subject.trim(), text };
}

export async function handleSendEmail(
  request: Request,
  env: SendEmailEnv,
  fetchImpl: FetchLike,
  log: Log = (message, cause) => console.error(message, ...(cause === undefined ? [] : [cause])),
): Promise<Response> {
  const cors = corsHeaders(env);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json', ...extra } });

  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (request.method !== 'POST') return reply(405, { error: SEND_EMAIL_MESSAGES.usePost }, { Allow: 'POST, OPTIONS' });

  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    log(`send-email is not configured: ${missing.join(', ')} not set (supabase secrets set NAME=value).`);
    return reply(500, { error: SEND_EMAIL_MESSAGES.notConfigured });
  }
  const supportInbox = env.SUPPORT_INBOX!;

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return reply(400, { error: SEND_EMAIL_MESSAGES.badJson });
  }
  const email = validate(body, supportInbox);
  if ('error' in email) return reply(email.status, { error: email.error });

  let provider: Response;
  try {
    provider = await fetchImpl(env.EMAIL_API_URL || DEFAULT_API_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: plainTextHtml(email.text),
      }),
    });
  } catch (error) {
    log('send-email: provider unreachable', error);
    return reply(502, { error: SEND_EMAIL_MESSAGES.notSent });
  }
  if (!provider.ok) {
    log(`send-email: provider answered ${provider.status}: ${await provider.text().catch(() => '')}`);
    return reply(502, { error: SEND_EMAIL_MESSAGES.notSent });
  }
  const sent = (await provider.json().catch(() => ({}))) as { id?: unknown } | null;
  return reply(200, { id: typeof sent?.id === 'string' ? sent.id : null });
}
