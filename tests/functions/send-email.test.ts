/**
 * The send-email Edge Function's handler (supabase/functions/send-email/handler.ts), run in Node
 * with Node's own fetch against two loopback stand-ins: the email provider (Resend's API shape:
 * POST { from, to: [..], reply_to?, subject, text, html } with a Bearer key, answering { id }) and
 * Supabase (tests/server/supabase-stand-in.ts: Auth's /user from a token table, the RPC functions
 * on the real migrations in PGlite). index.ts only hands Deno.serve's requests, Deno.env and fetch
 * to this handler.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, handleSendEmail, MAX_TEXT, SEND_EMAIL_MESSAGES, type SendEmailEnv } from '../../supabase/functions/send-email/handler.ts';
import { FEEDBACK_SUBJECT, PRIORITY_FEEDBACK_SUBJECT, SIGNUP_NOTICE_SUBJECT } from '../../supabase/functions/_shared/support-mail.ts';
import { SupabaseStandIn } from '../server/supabase-stand-in.ts';
import { BillingDatabase, TokenTable } from '../server/support.ts';

const SUPPORT_INBOX = 'support@longball.test';
const API_KEY = 're_test_secret_key_123';
const FROM = 'Longball <noreply@longball.test>';
const ORIGIN = 'https://longball.test';
const SERVICE_KEY = 'sb_secret_function_service';
const ANON_KEY = 'sb_publishable_function_anon';

interface ProviderCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** The email provider on loopback: records each call and answers what `next` says. */
class ProviderStandIn {
  readonly calls: ProviderCall[] = [];
  next: { status: number; body: unknown } = { status: 200, body: { id: 'email_0001' } };
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.calls.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        });
        response.writeHead(this.next.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(this.next.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/emails`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const provider = new ProviderStandIn();
const tokens = new TokenTable();
let database: BillingDatabase;
let supabase: SupabaseStandIn;
let providerUrl = '';
let logged: string[] = [];

beforeAll(async () => {
  providerUrl = await provider.start();
  database = await BillingDatabase.start();
  supabase = new SupabaseStandIn(database, tokens, SERVICE_KEY);
  await supabase.start();
});
afterAll(async () => {
  await provider.stop();
  await supabase.stop();
  await database.close();
});
beforeEach(() => {
  provider.calls.length = 0;
  provider.next = { status: 200, body: { id: 'email_0001' } };
  logged = [];
});

function env(overrides: Partial<Record<keyof SendEmailEnv, string | undefined>> = {}): SendEmailEnv {
  return {
    SUPPORT_INBOX,
    EMAIL_API_KEY: API_KEY,
    EMAIL_FROM: FROM,
    EMAIL_API_URL: providerUrl,
    ALLOWED_ORIGIN: ORIGIN,
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    SUPABASE_ANON_KEY: ANON_KEY,
    ...overrides,
  };
}

/** A signed-up user with a session; `plan` gives him a running subscription of that plan. */
async function user(email: string, plan: 'basic' | 'pro' | null = null): Promise<{ userId: string; token: string }> {
  const userId = await database.createUser(email);
  if (plan !== null) await database.grantPlan(userId, plan);
  return { userId, token: tokens.issue({ userId, email }) };
}

const FEEDBACK = { kind: 'feedback', text: 'The picks table is great.', page: '/mlb/hr-projections' };

function post(body: unknown, token: string | null, init: RequestInit = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return new Request('http://127.0.0.1/functions/v1/send-email', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function send(request: Request, environment: SendEmailEnv = env()) {
  const response = await handleSendEmail(request, environment, fetch, (message, cause) => {
    logged.push(cause === undefined ? message : `${message} ${String(cause)}`);
  });
  const text = await response.text();
  return { response, status: response.status, text, body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) };
}

describe('send-email: who may send, and who decides what the mail says', () => {
  it("a member's feedback goes to the inbox from EMAIL_FROM, with his verified email as sender line and Reply-To", async () => {
    const member = await user('member-mail@example.test');
    provider.next = { status: 200, body: { id: '4ef9a417-02e9-4d39-ad75-9611e0fcc33c' } };
    const { status, body, response } = await send(post(FEEDBACK, member.token));
    expect(status).toBe(200);
    expect(body).toEqual({ id: '4ef9a417-02e9-4d39-ad75-9611e0fcc33c' });
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    expect(call!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call!.body).toMatchObject({ from: FROM, to: [SUPPORT_INBOX], reply_to: 'member-mail@example.test', subject: FEEDBACK_SUBJECT });
    const lines = String(call!.body.text).split('\n');
    expect(lines.slice(0, 4)).toEqual(['The picks table is great.', '', 'Sent by member-mail@example.test', 'Page: /mlb/hr-projections']);
    expect(lines[4]).toMatch(/^Time: \d{4}-\d{2}-\d{2}T/);
    expect(lines).toHaveLength(5);
  });

  it("a Pro subscriber's feedback is priority: the plan is read from the database now", async () => {
    const pro = await user('pro-mail@example.test', 'pro');
    expect((await send(post(FEEDBACK, pro.token))).status).toBe(200);
    expect(provider.calls[0]!.body.subject).toBe(PRIORITY_FEEDBACK_SUBJECT);
    expect(String(provider.calls[0]!.body.text).split('\n').at(-1)).toBe('Priority support: Pro plan');
    expect(supabase.calls).toContain('POST /rest/v1/rpc/entitlement');
  });

  it('a Basic user cannot send a priority mail: a subject, a priority flag, a sender or a reply-to from the client are ignored', async () => {
    const basic = await user('basic-mail@example.test', 'basic');
    const forged = {
      ...FEEDBACK,
      subject: '[Priority] Longball feedback from a Pro subscriber',
      priority: true,
      from: 'ceo@longball.test',
      reply_to: 'victim@example.test',
      senderEmail: 'pro@example.test',
      html: '<p>Please <a href="https://evil.test/phish">verify</a></p>',
    };
    expect((await send(post(forged, basic.token))).status).toBe(200);
    const sent = provider.calls[0]!.body;
    expect(sent).toMatchObject({ from: FROM, reply_to: 'basic-mail@example.test', subject: FEEDBACK_SUBJECT });
    expect(String(sent.text)).not.toContain('Priority');
    expect(JSON.stringify(sent)).not.toContain('evil.test');
    expect(JSON.stringify(sent)).not.toContain('victim@example.test');
  });

  it('a Pro customer whose paid period has ended (no event said so) is no longer priority', async () => {
    const lapsed = await user('lapsed-mail@example.test', 'pro');
    await database.pg.query(`update public.subscriptions set current_period_end = now() - interval '1 minute' where user_id = $1`, [lapsed.userId]);
    expect((await send(post(FEEDBACK, lapsed.token))).status).toBe(200);
    expect(provider.calls[0]!.body.subject).toBe(FEEDBACK_SUBJECT);
  });

  it('the anon key cannot send, nor a request without a token or with a forged one: 401, no mail', async () => {
    for (const token of [ANON_KEY, null, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged', SERVICE_KEY]) {
      const { status, body, response } = await send(post({ ...FEEDBACK, subject: '[Priority] from a Pro subscriber', priority: true }, token));
      expect([String(token), status, body]).toEqual([String(token), 401, { error: SEND_EMAIL_MESSAGES.signInRequired }]);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(provider.calls).toHaveLength(0);
  });

  it('the new-account notice goes once per user, and only within a day of sign-up', async () => {
    const fresh = await user('fresh-signup@example.test');
    const first = await send(post({ kind: 'signup' }, fresh.token));
    expect(first.body).toEqual({ id: 'email_0001' });
    expect(provider.calls[0]!.body).toMatchObject({ to: [SUPPORT_INBOX], subject: SIGNUP_NOTICE_SUBJECT });
    expect(provider.calls[0]!.body.reply_to).toBeUndefined();
    expect(String(provider.calls[0]!.body.text).split('\n')[0]).toBe('A new account was created: fresh-signup@example.test');
    expect((await send(post({ kind: 'signup' }, fresh.token))).body).toEqual({ id: null, sent: false });
    expect(provider.calls).toHaveLength(1);

    const old = await user('old-account@example.test');
    await database.pg.query(`update auth.users set created_at = now() - interval '2 days' where id = $1`, [old.userId]);
    expect((await send(post({ kind: 'signup' }, old.token))).body).toEqual({ id: null, sent: false });
    expect(provider.calls).toHaveLength(1);
  });

  it('answers 503 when Supabase cannot be asked, and sends nothing', async () => {
    const member = await user('supabase-down@example.test');
    const { status, body } = await send(post(FEEDBACK, member.token), env({ SUPABASE_URL: 'http://127.0.0.1:9' }));
    expect([status, body]).toEqual([503, { error: SEND_EMAIL_MESSAGES.cannotVerify }]);
    expect(provider.calls).toHaveLength(0);
  });
});

describe('send-email: the request', () => {
  let token = '';
  beforeAll(async () => {
    token = (await user('request-checks@example.test')).token;
  });

  it('accepts the support inbox as `to` in any case and with spaces; answers 403 to any other recipient', async () => {
    expect((await send(post({ ...FEEDBACK, to: '  Support@LONGBALL.test ' }, token))).status).toBe(200);
    for (const to of ['someone@example.com', `${SUPPORT_INBOX}.evil.test`, `x${SUPPORT_INBOX}`, [SUPPORT_INBOX]]) {
      const { status, body } = await send(post({ ...FEEDBACK, to }, token));
      expect([to, status, body]).toEqual([to, 403, { error: SEND_EMAIL_MESSAGES.recipientRefused }]);
    }
    expect(provider.calls).toHaveLength(1);
  });

  it.each([
    ['a body that is not JSON', '{"kind": "feedback", ', SEND_EMAIL_MESSAGES.badJson],
    ['an empty body', '', SEND_EMAIL_MESSAGES.badJson],
    ['a JSON array', [FEEDBACK], SEND_EMAIL_MESSAGES.notAnObject],
    ['JSON null', 'null', SEND_EMAIL_MESSAGES.notAnObject],
    ['an unknown kind', { ...FEEDBACK, kind: 'newsletter' }, SEND_EMAIL_MESSAGES.unknownKind],
    ['no text', { ...FEEDBACK, text: undefined }, SEND_EMAIL_MESSAGES.textRequired],
    ['a blank text', { ...FEEDBACK, text: ' \n ' }, SEND_EMAIL_MESSAGES.textRequired],
    ['a text that is not text', { ...FEEDBACK, text: 42 }, SEND_EMAIL_MESSAGES.textRequired],
    ['an oversized text', { ...FEEDBACK, text: 't'.repeat(MAX_TEXT + 1) }, SEND_EMAIL_MESSAGES.textTooLong],
    ['a page with a line break', { ...FEEDBACK, page: '/\r\nBcc: victim@example.com' }, SEND_EMAIL_MESSAGES.badPage],
    ['a page that is not text', { ...FEEDBACK, page: ['/'] }, SEND_EMAIL_MESSAGES.badPage],
  ])('answers 400 to %s', async (_, body, error) => {
    const { status, body: answer } = await send(post(body, token));
    expect([status, answer]).toEqual([400, { error }]);
    expect(provider.calls).toHaveLength(0);
  });

  it("renders the HTML part from the escaped text: the caller's html (scripts, crafted links) is never forwarded", async () => {
    const text = 'Loved it <script>alert("x")</script> & see <a href="https://evil.test/login">your account</a>\nsecond line';
    const html = '<p>Please <a href="https://evil.test/phish">verify your password</a></p><script>steal()</script><img src="https://evil.test/pixel.gif">';
    expect((await send(post({ ...FEEDBACK, text, html }, token))).status).toBe(200);
    const sent = provider.calls[0]!.body;
    expect(String(sent.text).startsWith(text)).toBe(true);
    expect(String(sent.html)).toContain('Loved it &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; see');
    const forwarded = JSON.stringify(sent);
    for (const fragment of ['/phish', 'steal()', 'pixel.gif', '<img', '<p>']) expect(forwarded).not.toContain(fragment);
    for (const tag of ['<script', '<a ', '<img']) expect(String(sent.html)).not.toContain(tag);
  });

  it('answers the CORS preflight (OPTIONS) with 204 and the allowed origin, methods and headers, without a token', async () => {
    const { status, text, response } = await send(new Request('http://127.0.0.1/functions/v1/send-email', { method: 'OPTIONS', headers: { origin: ORIGIN } }));
    expect([status, text]).toEqual([204, '']);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(response.headers.get('vary')).toBe('Origin');
    const open = await send(new Request('http://127.0.0.1/functions/v1/send-email', { method: 'OPTIONS' }), env({ ALLOWED_ORIGIN: undefined }));
    expect(open.response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 to %s with Allow: POST, OPTIONS', async (method) => {
    const request = new Request('http://127.0.0.1/functions/v1/send-email', { method, ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }) });
    const { status, body, response } = await send(request);
    expect([status, body, response.headers.get('allow')]).toEqual([405, { error: SEND_EMAIL_MESSAGES.usePost }, 'POST, OPTIONS']);
  });

  it.each(['SUPPORT_INBOX', 'EMAIL_API_KEY', 'EMAIL_FROM', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const)(
    'answers 500 without %s: the answer names nothing secret, the log names the variable but no value',
    async (name) => {
      const { status, body, text } = await send(post(FEEDBACK, token), env({ [name]: undefined }));
      expect([status, body]).toEqual([500, { error: SEND_EMAIL_MESSAGES.notConfigured }]);
      for (const secret of [API_KEY, FROM, SUPPORT_INBOX, SERVICE_KEY, name]) expect(text).not.toContain(secret);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(`${name} not set`);
      for (const value of [API_KEY, FROM, SUPPORT_INBOX, SERVICE_KEY]) expect(logged[0]).not.toContain(value);
      expect(provider.calls).toHaveLength(0);
    },
  );

  it.each([
    [401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' }],
    [422, { statusCode: 422, name: 'validation_error', message: 'The from field is invalid.' }],
    [500, { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error.' }],
  ])('answers 502 when the provider refuses with %i, and logs what it said', async (providerStatus, providerBody) => {
    provider.next = { status: providerStatus, body: providerBody };
    const { status, body, text } = await send(post(FEEDBACK, token));
    expect([status, body]).toEqual([502, { error: SEND_EMAIL_MESSAGES.notSent }]);
    expect(text).not.toContain(providerBody.message);
    expect(logged).toEqual([`send-email: provider answered ${providerStatus}: ${JSON.stringify(providerBody)}`]);
  });

  it('answers 502 when the provider cannot be reached, and uses the default provider URL when EMAIL_API_URL is not set', async () => {
    const { status } = await send(post(FEEDBACK, token), env({ EMAIL_API_URL: 'http://127.0.0.1:9/emails' }));
    expect(status).toBe(502);
    expect(logged[0]).toMatch(/^send-email: provider unreachable /);
    const urls: string[] = [];
    const recordingFetch = async (url: string, init: RequestInit) => {
      if (url.startsWith(supabase.url)) return fetch(url, init);
      urls.push(url);
      return new Response(JSON.stringify({ id: 'email_default' }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const response = await handleSendEmail(post(FEEDBACK, token), env({ EMAIL_API_URL: undefined }), recordingFetch);
    expect(response.status).toBe(200);
    expect(urls).toEqual([DEFAULT_API_URL]);
  });
});
