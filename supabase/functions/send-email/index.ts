// Supabase Edge Function `send-email` (Deno). Called by the site with
// supabase.functions.invoke('send-email', { body: { to, subject, text, html } }) for feedback and
// for the new-signup notice (spec part 2 section 7). Both go to the support inbox, so that is the
// ONLY recipient this function accepts: it cannot be used to mail anyone else.
//
// Secrets (supabase secrets set ...):
//   SUPPORT_INBOX    the one allowed recipient (same value as the site's SUPPORT_INBOX)
//   EMAIL_API_KEY    API key of the email provider
//   EMAIL_FROM       sender, e.g. "Longball <noreply@longball.example>" (a domain verified there)
//   EMAIL_API_URL    optional; default https://api.resend.com/emails. Any provider that accepts
//                    POST { from, to: [..], subject, text, html } with "Authorization: Bearer <key>"
//   ALLOWED_ORIGIN   optional; the site's origin for CORS (default *)
//
// Answers: 200 { id } sent; 400 { error } invalid body; 403 recipient not allowed; 405 not POST;
// 500 the function is not configured (the missing secret is logged); 502 the provider refused.
//
// The body's html is validated but not forwarded: the email's HTML part is rendered here from the
// (escaped) text, so nobody can send crafted HTML (disguised links, tracking pixels) from our
// domain to the support team. Keep verify_jwt on (the default): callers need the project's anon
// key or a user's access token.

const MAX_SUBJECT = 200;
const MAX_TEXT = 10_000;
const MAX_HTML = 50_000;
const DEFAULT_API_URL = 'https://api.resend.com/emails';

const allowedOrigin = Deno.env.get('ALLOWED_ORIGIN') ?? '*';
const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': allowedOrigin,
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  Vary: 'Origin',
};

function reply(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...extra },
  });
}

interface Email {
  to: string;
  subject: string;
  text: string;
}

/** The validated email, or the message saying what is wrong. */
function validate(body: unknown, supportInbox: string): Email | { error: string; status: number } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { status: 400, error: 'Body must be a JSON object with to, subject, text and html.' };
  }
  const { to, subject, text, html } = body as Record<string, unknown>;
  if (typeof to !== 'string' || to.trim() === '') return { status: 400, error: 'to is required (an email address).' };
  if (to.trim().toLowerCase() !== supportInbox.trim().toLowerCase()) {
    return { status: 403, error: 'This function only sends to the support inbox.' };
  }
  if (typeof subject !== 'string' || subject.trim() === '') return { status: 400, error: 'subject is required.' };
  if (subject.length > MAX_SUBJECT) return { status: 400, error: `subject is longer than ${MAX_SUBJECT} characters.` };
  if (/[\r\n]/.test(subject)) return { status: 400, error: 'subject must be a single line.' };
  if (typeof text !== 'string' || text.trim() === '') return { status: 400, error: 'text is required.' };
  if (text.length > MAX_TEXT) return { status: 400, error: `text is longer than ${MAX_TEXT} characters.` };
  if (html !== undefined && html !== null && typeof html !== 'string') return { status: 400, error: 'html must be a string.' };
  if (typeof html === 'string' && html.length > MAX_HTML) return { status: 400, error: `html is longer than ${MAX_HTML} characters.` };
  return { to: supportInbox, subject: subject.trim(), text };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') return reply(405, { error: 'Use POST.' }, { Allow: 'POST, OPTIONS' });

  const supportInbox = Deno.env.get('SUPPORT_INBOX');
  const apiKey = Deno.env.get('EMAIL_API_KEY');
  const from = Deno.env.get('EMAIL_FROM');
  const missing = [
    ['SUPPORT_INBOX', supportInbox],
    ['EMAIL_API_KEY', apiKey],
    ['EMAIL_FROM', from],
  ].filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) {
    console.error(`send-email is not configured: ${missing.join(', ')} not set (supabase secrets set NAME=value).`);
    return reply(500, { error: 'Email is not configured.' });
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return reply(400, { error: 'Body must be valid JSON.' });
  }
  const email = validate(body, supportInbox!);
  if ('error' in email) return reply(email.status, { error: email.error });

  const providerResponse = await fetch(Deno.env.get('EMAIL_API_URL') ?? DEFAULT_API_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      html: `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(email.text)}</pre>`,
    }),
  }).catch((error: unknown) => {
    console.error('send-email: provider unreachable', error);
    return null;
  });
  if (providerResponse === null || !providerResponse.ok) {
    if (providerResponse) console.error(`send-email: provider answered ${providerResponse.status}: ${await providerResponse.text()}`);
    return reply(502, { error: 'The email could not be sent.' });
  }
  const sent = (await providerResponse.json().catch(() => ({}))) as { id?: unknown };
  return reply(200, { id: typeof sent.id === 'string' ? sent.id : null });
});
