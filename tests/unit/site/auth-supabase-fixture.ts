/**
 * A real supabase-js client whose HTTP goes to a recording fake fetch, signed in through its own
 * storage (no network), for the tests of the data modules (presets, premium data). Answers are
 * queued per test: `fake.answer(status, body)`.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const URL_BASE = 'http://127.0.0.1:54329';
export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const ACCESS_TOKEN = 'header.payload.signature';

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export function recordingClient(options: { signedIn: boolean }) {
  const requests: Recorded[] = [];
  const answers: Array<{ status: number; body: unknown }> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : null });
    const answer = answers.shift() ?? { status: 501, body: { message: 'no answer queued' } };
    return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const stored = new Map<string, string>();
  const storageKey = 'sb-test-auth-token';
  if (options.signedIn) {
    stored.set(
      storageKey,
      JSON.stringify({
        access_token: ACCESS_TOKEN,
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        refresh_token: 'refresh',
        user: {
          id: USER_ID,
          aud: 'authenticated',
          role: 'authenticated',
          email: 'fan@example.com',
          app_metadata: {},
          user_metadata: {},
          created_at: '2026-11-01T00:00:00Z',
        },
      }),
    );
  }
  const client: SupabaseClient = createClient(URL_BASE, 'test-anon-key', {
    global: { fetch: fetchImpl },
    auth: {
      storageKey,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  return {
    client,
    requests,
    answer(status: number, body: unknown) {
      answers.push({ status, body });
    },
  };
}
