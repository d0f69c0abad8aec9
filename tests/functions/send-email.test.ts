/**
 * The send-email Edge Function's handler (supabase/functions/send-email/handler.ts), run in Node
 * with Node's own fetch against a loopback HTTP server standing in for the email provider (Resend's
 * API shape: POST { from, to: [..], subject, text, html } with a Bearer key, answering { id }).
 * index.ts only hands Deno.serve's requests, Deno.env and fetch to this handler.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_API_URL,
  handleSendEmail,
  MAX_SUBJECT,
  MAX_TEXT,
  SEND_EMAIL_MESSAGES,
  type SendEmailEnv,
} from '../../supabase/functions/send-email/handler.ts';

const SUPPORT_INBOX = 'support@longball.test';
const API_KEY = 're_test_secret_key_123';
const FROM = 'Longball <noreply@longball.test>';
const ORIGIN = 'https://longball.test';

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
let providerUrl = '';
let logged: string[] = [];

beforeAll(async () => {
  providerUrl = await provider.start();
});
afterAll(() => provider.stop());
beforeEach(() => {
  provider.calls.length = 0;
  provider.next = { status: 200, body: { id: 'email_0001' } };
  logged = [];
});

function env(overrides: Partial<Record<keyof SendEmailEnv, string | undefined>> = {}): SendEmailEnv {
  return { SUPPORT_INBOX, EMAIL_API_KEY: API_KEY, EMAIL_FROM: FROM, EMAIL_API_URL: providerUrl, ALLOWED_ORIGIN: ORIGIN, ...overrides };
}

const FEEDBACK = {
  to: SUPPORT_INBOX,
  subject: 'User Feedback',
  text: 'The picks table is great.',
  html: '<p>The picks table is great.</p>',
};

function post(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://127.0.0.1/functions/v1/send-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer anon-key' },
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

describe('send-email', () => {
  it("sends to the support inbox through the provider and answers 200 with the provider's id", async () => {
    provider.next = { status: 200, body: { id: '4ef9a417-02e9-4d39-ad75-9611e0fcc33c' } };
    const { status, body, response } = await send(post(FEEDBACK));
    expect(status).toBe(200);
    expect(body).toEqual({ id: '4ef9a417-02e9-4d39-ad75-9611e0fcc33c' });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);

    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/emails');
    expect(call!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toEqual({
      from: FROM,
      to: [SUPPORT_INBOX],
      subject: 'User Feedback',
      text: 'The picks table is great.',
      html: '<pre style="font-family: inherit; white-space: pre-wrap">The picks table is great.</pre>',
    });
  });

  it('accepts the support inbox in any case and with spaces, and answers id null when the provider gives none', async () => {
    provider.next = { status: 200, body: {} };
    const { status, body } = await send(post({ ...FEEDBACK, to: '  Support@LONGBALL.test ', subject: '  Hello  ', html: undefined }));
    expect(status).toBe(200);
    expect(body).toEqual({ id: null });
    expect(provider.calls[0]!.body).toMatchObject({ to: [SUPPORT_INBOX], subject: 'Hello' });
  });

  it('answers 403 to any other recipient and calls no provider', async () => {
    for (const to of ['someone@example.com', `${SUPPORT_INBOX}.evil.test`, `x${SUPPORT_INBOX}`]) {
      const { status, body } = await send(post({ ...FEEDBACK, to }));
      expect(status, to).toBe(403);
      expect(body).toEqual({ error: SEND_EMAIL_MESSAGES.recipientRefused });
    }
    expect(provider.calls).toHaveLength(0);
  });

  it.each([
    ['a body that is not JSON', '{"to": "support@longball.test", ', SEND_EMAIL_MESSAGES.badJson],
    ['an empty body', '', SEND_EMAIL_MESSAGES.badJson],
    ['a JSON array', [FEEDBACK], SEND_EMAIL_MESSAGES.notAnObject],
    ['JSON null', 'null', SEND_EMAIL_MESSAGES.notAnObject],
    ['a JSON string', '"hello"', SEND_EMAIL_MESSAGES.notAnObject],
    ['no recipient', { ...FEEDBACK, to: undefined }, SEND_EMAIL_MESSAGES.recipientRequired],
    ['a list of recipients', { ...FEEDBACK, to: [SUPPORT_INBOX] }, SEND_EMAIL_MESSAGES.recipientRequired],
    ['no subject', { ...FEEDBACK, subject: undefined }, SEND_EMAIL_MESSAGES.subjectRequired],
    ['a blank subject', { ...FEEDBACK, subject: '   ' }, SEND_EMAIL_MESSAGES.subjectRequired],
    ['a subject that is not text', { ...FEEDBACK, subject: 42 }, SEND_EMAIL_MESSAGES.subjectRequired],
    ['an oversized subject', { ...FEEDBACK, subject: 's'.repeat(MAX_SUBJECT + 1) }, SEND_EMAIL_MESSAGES.subjectTooLong],
    ['a subject with a line break (header injection)', { ...FEEDBACK, subject: 'Hi\r\nBcc: victim@example.com' }, SEND_EMAIL_MESSAGES.subjectMultiline],
    ['no text', { ...FEEDBACK, text: undefined }, SEND_EMAIL_MESSAGES.textRequired],
    ['a blank text', { ...FEEDBACK, text: ' \n ' }, SEND_EMAIL_MESSAGES.textRequired],
    ['an oversized text', { ...FEEDBACK, text: 't'.repeat(MAX_TEXT + 1) }, SEND_EMAIL_MESSAGES.textTooLong],
    ['html that is not text', { ...FEEDBACK, html: { tag: 'p' } }, SEND_EMAIL_MESSAGES.htmlNotString],
    ['an oversized html', { ...FEEDBACK, html: 'h'.repeat(50_001) }, SEND_EMAIL_MESSAGES.htmlTooLong],
  ])('answers 400 to %s', async (_, body, error) => {
    const { status, body: answer } = await send(post(body));
    expect(status).toBe(400);
    expect(answer).toEqual({ error });
    expect(provider.calls).toHaveLength(0);
  });

  it('accepts a subject and a text exactly at their limits', async () => {
    const { status } = await send(post({ ...FEEDBACK, subject: 's'.repeat(MAX_SUBJECT), text: 't'.repeat(MAX_TEXT) }));
    expect(status).toBe(200);
    expect(provider.calls).toHaveLength(1);
  });

  it('answers the CORS preflight (OPTIONS) with 204 and the allowed origin, methods and headers', async () => {
    const { status, text, response } = await send(
      new Request('http://127.0.0.1/functions/v1/send-email', {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      }),
    );
    expect(status).toBe(204);
    expect(text).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(response.headers.get('vary')).toBe('Origin');
    // Without ALLOWED_ORIGIN any origin may call (the anon key or a user token is still required).
    const open = await send(new Request('http://127.0.0.1/functions/v1/send-email', { method: 'OPTIONS' }), env({ ALLOWED_ORIGIN: undefined }));
    expect(open.response.headers.get('access-control-allow-origin')).toBe('*');
    expect(provider.calls).toHaveLength(0);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 to %s with Allow: POST, OPTIONS', async (method) => {
    const request = new Request('http://127.0.0.1/functions/v1/send-email', {
      method,
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(FEEDBACK) }),
    });
    const { status, body, response } = await send(request);
    expect(status).toBe(405);
    expect(body).toEqual({ error: SEND_EMAIL_MESSAGES.usePost });
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(provider.calls).toHaveLength(0);
  });

  it.each(['SUPPORT_INBOX', 'EMAIL_API_KEY', 'EMAIL_FROM'] as const)(
    'answers 500 without %s: the answer names nothing secret, the log names the variable but no value',
    async (name) => {
      const { status, body, text } = await send(post(FEEDBACK), env({ [name]: undefined }));
      expect(status).toBe(500);
      expect(body).toEqual({ error: SEND_EMAIL_MESSAGES.notConfigured });
      for (const secret of [API_KEY, FROM, SUPPORT_INBOX, providerUrl, name]) expect(text).not.toContain(secret);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(`${name} not set`);
      for (const value of [API_KEY, FROM, SUPPORT_INBOX]) expect(logged[0]).not.toContain(value);
      expect(provider.calls).toHaveLength(0);
    },
  );

  it('names every missing secret in one log line; an empty value counts as missing', async () => {
    const { status } = await send(post(FEEDBACK), env({ SUPPORT_INBOX: '', EMAIL_API_KEY: undefined, EMAIL_FROM: undefined }));
    expect(status).toBe(500);
    expect(logged).toEqual(['send-email is not configured: SUPPORT_INBOX, EMAIL_API_KEY, EMAIL_FROM not set (supabase secrets set NAME=value).']);
  });

  it.each([
    [401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' }],
    [422, { statusCode: 422, name: 'validation_error', message: 'The from field is invalid.' }],
    [429, { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' }],
    [500, { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error.' }],
  ])('answers 502 when the provider refuses with %i, and logs what it said', async (providerStatus, providerBody) => {
    provider.next = { status: providerStatus, body: providerBody };
    const { status, body, text } = await send(post(FEEDBACK));
    expect(status).toBe(502);
    expect(body).toEqual({ error: SEND_EMAIL_MESSAGES.notSent });
    expect(text).not.toContain(providerBody.message);
    expect(provider.calls).toHaveLength(1);
    expect(logged).toEqual([`send-email: provider answered ${providerStatus}: ${JSON.stringify(providerBody)}`]);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { status, body } = await send(post(FEEDBACK), env({ EMAIL_API_URL: `http://127.0.0.1:${port}/emails` }));
    expect(status).toBe(502);
    expect(body).toEqual({ error: SEND_EMAIL_MESSAGES.notSent });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^send-email: provider unreachable /);
  });

  it("renders the HTML part from the escaped text: the caller's html (scripts, crafted links) is never forwarded", async () => {
    const text = 'Loved it <script>alert("x")</script> & see <a href="https://evil.test/login">your account</a>\nsecond line';
    const html = '<p>Please <a href="https://evil.test/phish">verify your password</a></p><script>steal()</script><img src="https://evil.test/pixel.gif">';
    const { status } = await send(post({ ...FEEDBACK, text, html }));
    expect(status).toBe(200);
    const sent = provider.calls[0]!.body;
    expect(sent.text).toBe(text);
    expect(sent.html).toBe(
      '<pre style="font-family: inherit; white-space: pre-wrap">Loved it &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; see ' +
        '&lt;a href=&quot;https://evil.test/login&quot;&gt;your account&lt;/a&gt;\nsecond line</pre>',
    );
    // Nothing of the caller's html reaches the provider, and the HTML part has no live markup.
    const forwarded = JSON.stringify(sent);
    for (const fragment of ['/phish', 'steal()', 'pixel.gif', '<img', '<p>']) expect(forwarded).not.toContain(fragment);
    for (const tag of ['<script', '<a ', '<img']) expect(sent.html).not.toContain(tag);
  });

  it('uses the default provider URL when EMAIL_API_URL is not set', async () => {
    const urls: string[] = [];
    const recordingFetch = async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ id: 'email_default' }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const response = await handleSendEmail(post(FEEDBACK), env({ EMAIL_API_URL: undefined }), recordingFetch);
    expect(response.status).toBe(200);
    expect(urls).toEqual([DEFAULT_API_URL]);
  });
});
