// The request handling of the Supabase Edge Function `send-email`, free of Deno and Node APIs so it
// runs unchanged in Deno (index.ts wires it to Deno.serve) and in Node (tests/functions/).
//
//   handleSendEmail(request, env, fetchImpl, log?, deps?) -> Promise<Response>
//
// The site calls it with a signed-in user's access token (supabase.functions.invoke('send-email',
// { body })) for two mails to the support inbox, the ONLY recipient there is:
//   { kind: 'feedback', text, page? }   the user's feedback
//   { kind: 'signup' }                  the new-account notice (once per user, within a day of sign-up)
// The server decides everything else (docs/configuration.md, "The send-email function"): the
// sender is the verified user (Supabase Auth, from the bearer token), written in the text and as
// Reply-To; priority ("[Priority]" subject) is the user's plan now, read with the service key
// (public.entitlement: a Pro subscription whose period runs). A subject, an html part, a priority
// flag, a from or a reply_to in the body are ignored; a `to` other than the inbox is refused. The
// anon key is no user: it cannot send (401), so a guest's feedback is stored (public.feedback) and
// not mailed.
//
// env (Supabase secrets, see SEND_EMAIL_VARIABLES):
//   SUPPORT_INBOX    the one recipient (same value as the site's SUPPORT_INBOX)
//   EMAIL_API_KEY    API key of the email provider
//   EMAIL_FROM       sender, e.g. "Longball <noreply@longball.example>" (a domain verified there)
//   EMAIL_API_URL    optional; default https://api.resend.com/emails. Any provider that accepts
//                    POST { from, to: [..], reply_to?, subject, text, html } with "Authorization:
//                    Bearer <key>" and answers { id }
//   ALLOWED_ORIGIN   optional; the site's origin for CORS (default *)
//   SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY   given to every Edge Function by Supabase
//
// Answers (JSON; errors are { error }): 200 { id } sent (id: the provider's, or null), 200
// { id: null, sent: false } for a sign-up notice already sent or for an account older than a day;
// 204 the CORS preflight (OPTIONS); 400 invalid body; 401 no signed-in user; 403 recipient not
// allowed; 405 any other method; 500 the function is not configured (the answer names no
// variable; the log names the missing ones, never a value); 502 the provider refused or could not
// be reached; 503 Auth or the database could not be asked.
//
// The email's HTML part is rendered here from the escaped text, so nobody can send crafted HTML
// (disguised links, scripts, tracking pixels) from our domain to the support team.

import { feedbackMail, SIGNUP_NOTICE_WINDOW_MS, type SupportMail, signupNoticeMail } from '../_shared/support-mail.ts';
import { type FetchLike, type SupportDeps, supabaseSupportDeps, type VerifiedUser } from './supabase.ts';

export type { FetchLike } from './supabase.ts';

export const SEND_EMAIL_VARIABLES = [
  'SUPPORT_INBOX',
  'EMAIL_API_KEY',
  'EMAIL_FROM',
  'EMAIL_API_URL',
  'ALLOWED_ORIGIN',
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_ANON_KEY',
] as const;
export type SendEmailEnv = Readonly<Partial<Record<(typeof SEND_EMAIL_VARIABLES)[number], string>>>;
export type Log = (message: string, cause?: unknown) => void;

export const MAX_TEXT = 10_000;
export const MAX_PAGE = 500;
export const DEFAULT_API_URL = 'https://api.resend.com/emails';
const REQUIRED = ['SUPPORT_INBOX', 'EMAIL_API_KEY', 'EMAIL_FROM', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

export const SEND_EMAIL_MESSAGES = {
  notConfigured: 'Email is not configured.',
  notSent: 'The email could not be sent.',
  usePost: 'Use POST.',
  signInRequired: 'Sign in to write to support.',
  cannotVerify: 'Could not verify your session. Please try again.',
  badJson: 'Body must be valid JSON.',
  notAnObject: 'Body must be a JSON object: { kind: "feedback", text, page } or { kind: "signup" }.',
  unknownKind: 'kind must be "feedback" or "signup".',
  recipientRefused: 'This function only sends to the support inbox.',
  textRequired: 'text is required.',
  textTooLong: `text is longer than ${MAX_TEXT} characters.`,
  badPage: `page must be a single line of at most ${MAX_PAGE} characters.`,
} as const;

type Ask = { kind: 'feedback'; text: string; page: string | null } | { kind: 'signup' };

function corsHeaders(env: SendEmailEnv): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': env.ALLOWED_ORIGIN || '*',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}

/** What the caller asks for, or the status and message saying what is wrong. Everything else in the body is ignored. */
function validate(body: unknown, supportInbox: string): Ask | { error: string; status: number } {
  const m = SEND_EMAIL_MESSAGES;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { status: 400, error: m.notAnObject };
  const { kind = 'feedback', to, text, page } = body as Record<string, unknown>;
  if (to !== undefined && (typeof to !== 'string' || to.trim().toLowerCase() !== supportInbox.trim().toLowerCase())) {
    return { status: 403, error: m.recipientRefused };
  }
  if (kind === 'signup') return { kind };
  if (kind !== 'feedback') return { status: 400, error: m.unknownKind };
  if (typeof text !== 'string' || text.trim() === '') return { status: 400, error: m.textRequired };
  if (text.length > MAX_TEXT) return { status: 400, error: m.textTooLong };
  if (page !== undefined && page !== null && (typeof page !== 'string' || page.length > MAX_PAGE || /[\r\n]/.test(page))) {
    return { status: 400, error: m.badPage };
  }
  return { kind, text, page: typeof page === 'string' ? page : null };
}

/** The mail to send for the verified user, or null when there is none (a sign-up notice already sent, or too late). */
async function compose(ask: Ask, user: VerifiedUser, deps: SupportDeps, now: Date): Promise<SupportMail | null> {
  const sender = user.email ?? `user ${user.id}`;
  if (ask.kind === 'feedback') {
    const { role, plan } = await deps.entitlement(user.id);
    return feedbackMail({ feedback: ask.text, senderEmail: sender, page: ask.page, sentAt: now, priority: role === 'subscriber' && plan === 'pro' });
  }
  const createdAt = user.createdAt === null ? Number.NaN : Date.parse(user.createdAt);
  if (!(now.getTime() - createdAt <= SIGNUP_NOTICE_WINDOW_MS)) return null;
  if (!(await deps.claimSignupNotice(user.id))) return null;
  return signupNoticeMail({ email: sender, createdAt: new Date(createdAt).toISOString() });
}

function bearerToken(request: Request): string | null {
  return /^Bearer[ \t]+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

export async function handleSendEmail(
  request: Request,
  env: SendEmailEnv,
  fetchImpl: FetchLike,
  log: Log = (message, cause) => console.error(message, ...(cause === undefined ? [] : [cause])),
  deps?: SupportDeps,
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
  const supabase =
    deps ??
    supabaseSupportDeps(
      { SUPABASE_URL: env.SUPABASE_URL!, SUPABASE_SERVICE_ROLE_KEY: env.SUPABASE_SERVICE_ROLE_KEY!, SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY },
      fetchImpl,
    );

  const token = bearerToken(request);
  let user: VerifiedUser | null;
  try {
    user = token === null ? null : await supabase.verifyUser(token);
  } catch (error) {
    log('send-email: Supabase Auth could not be asked', error);
    return reply(503, { error: SEND_EMAIL_MESSAGES.cannotVerify });
  }
  if (user === null) return reply(401, { error: SEND_EMAIL_MESSAGES.signInRequired }, { 'WWW-Authenticate': 'Bearer' });

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return reply(400, { error: SEND_EMAIL_MESSAGES.badJson });
  }
  const ask = validate(body, supportInbox);
  if ('error' in ask) return reply(ask.status, { error: ask.error });

  let mail: SupportMail | null;
  try {
    mail = await compose(ask, user, supabase, new Date());
  } catch (error) {
    log('send-email: the database could not be asked', error);
    return reply(503, { error: SEND_EMAIL_MESSAGES.cannotVerify });
  }
  if (mail === null) return reply(200, { id: null, sent: false });
  return sendThroughProvider(env, fetchImpl, log, { to: supportInbox.trim(), replyTo: ask.kind === 'feedback' ? user.email : null, mail }, reply);
}

async function sendThroughProvider(
  env: SendEmailEnv,
  fetchImpl: FetchLike,
  log: Log,
  email: { to: string; replyTo: string | null; mail: SupportMail },
  reply: (status: number, body: unknown) => Response,
): Promise<Response> {
  let provider: Response;
  try {
    provider = await fetchImpl(env.EMAIL_API_URL || DEFAULT_API_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM,
        to: [email.to],
        ...(email.replyTo === null ? {} : { reply_to: email.replyTo }),
        subject: email.mail.subject,
        text: email.mail.text,
        html: email.mail.html,
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
