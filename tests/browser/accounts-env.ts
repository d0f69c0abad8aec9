/**
 * The configured-mode test site: how scripts/site-test-prepare.ts builds it (dist-accounts) and
 * where playwright.config.ts serves it. Supabase is a fake origin nobody listens on: the specs
 * answer its HTTP calls and its realtime socket inside the browser (page.route /
 * page.routeWebSocket, see accounts-fake-supabase.ts).
 */
import path from 'node:path';

/** The pipeline's output on the sample that both test builds are made from (and the specs read). */
export const TEST_GENERATED_DIR = path.resolve(process.env.LONGBALL_TEST_GENERATED_DIR ?? 'tmp/test-generated');
export const ACCOUNTS_SITE_OUT = path.resolve(process.env.LONGBALL_ACCOUNTS_SITE_OUT ?? 'dist-accounts');
export const ACCOUNTS_TEST_PORT = Number(process.env.LONGBALL_ACCOUNTS_TEST_PORT ?? 4392);
export const ACCOUNTS_BASE_URL = `http://127.0.0.1:${ACCOUNTS_TEST_PORT}`;

/** Nothing listens here; every request to it is answered by the fake. */
export const FAKE_SUPABASE_URL = 'http://127.0.0.1:54329';
export const FAKE_ANON_KEY = 'test-anon-key';
export const SUPPORT_INBOX = 'support@longball.test';
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_longball';
export const PRICE_BASIC = 'price_test_basic';
export const PRICE_PRO = 'price_test_pro';

/** The environment of the configured-mode build (public values only; no server secret). */
export const ACCOUNTS_BUILD_ENV: Record<string, string> = {
  PUBLIC_SUPABASE_URL: FAKE_SUPABASE_URL,
  PUBLIC_SUPABASE_ANON_KEY: FAKE_ANON_KEY,
  PUBLIC_STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY,
  SUPPORT_INBOX,
  STRIPE_PRICE_BASIC: PRICE_BASIC,
  STRIPE_PRICE_PRO: PRICE_PRO,
};

/** Variables a developer's shell may hold that would change what the test builds contain. */
export const ACCOUNTS_VARIABLES = [
  'PUBLIC_SUPABASE_URL',
  'PUBLIC_SUPABASE_ANON_KEY',
  'PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'PUBLIC_SITE_URL',
  'SUPPORT_INBOX',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_PRO',
] as const;
