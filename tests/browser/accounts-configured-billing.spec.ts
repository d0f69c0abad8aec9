/**
 * The paying customer's billing states through the PRODUCTION server: `node server/serve.mjs` on the
 * configured test build (dist-accounts), as the container runs it, with the Stripe stand-in and a
 * Supabase stand-in backed by the real migrations (PGlite) for the server's calls; in the browser,
 * the fake Supabase reads the profile from that same database. Nothing of /api/* is answered in
 * the test: the server's routes do the work.
 *  - Basic -> Pro in the Stripe portal: seen on the return within 3 s, the webhook withheld;
 *  - a full refund (Stripe's event to the server's webhook): access ends, /account says why;
 *  - the server no longer accepts the session: signed out, "Your session ended — sign in again";
 *  - a long email wraps inside the account card at 375 px.
 * With LONGBALL_SCREENSHOTS=<folder>, each state is also photographed at 375, 768, 1024 and 1280 px.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { stripeEvent } from '../server/stripe-stand-in.ts';
import { SupabaseStandIn, type TokenVerifier } from '../server/supabase-stand-in.ts';
import { STRIPE_KEY, WEBHOOK_SECRET, type World } from '../server/support.ts';
import { ACCOUNTS_SITE_OUT, FAKE_ANON_KEY, PRICE_BASIC, PRICE_PRO, STRIPE_PUBLISHABLE_KEY, SUPPORT_INBOX } from './accounts-env.ts';
import { FakeSupabase, type FakeUser, type ProfileRow } from './accounts-fake-supabase.ts';
import { newPayer, PaymentsBridge } from './accounts-payments-bridge.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVICE_KEY = 'sb_secret_billing_walk';
const SCREENSHOTS = process.env.LONGBALL_SCREENSHOTS ?? null;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: World;
let supabase: SupabaseStandIn;
let server: ChildProcess;
let serverLog = '';
let base = '';
/** Users whose sessions the server no longer accepts. */
const rejected = new Set<string>();

/** Supabase Auth as the server asks it: the fake session's token names its user (sub), unless rejected. */
const verifier: TokenVerifier = {
  async verify(token) {
    const payload = token.split('.')[1];
    if (payload === undefined) return null;
    const { sub, email } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string; email?: string };
    if (sub === undefined || rejected.has(sub)) return null;
    const { rows } = await world.database.pg.query('select 1 from auth.users where id = $1', [sub]);
    return rows.length === 1 ? { userId: sub, email: email ?? null } : null;
  },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  world = await PaymentsBridge.warmUp();
  supabase = new SupabaseStandIn(world.database, verifier, SERVICE_KEY);
  await supabase.start();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const stripe = world.config.stripeApi!;
  server = spawn(process.execPath, [path.join(ROOT, 'server/serve.mjs')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LONGBALL_SITE_OUT: ACCOUNTS_SITE_OUT,
      ASTRO_TELEMETRY_DISABLED: '1',
      // The host's configuration: the server's Supabase is the stand-in; the pages keep the build's.
      PUBLIC_SUPABASE_URL: supabase.url,
      PUBLIC_SUPABASE_ANON_KEY: FAKE_ANON_KEY,
      PUBLIC_STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY,
      PUBLIC_SITE_URL: base,
      SUPPORT_INBOX,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: PRICE_BASIC,
      STRIPE_PRICE_PRO: PRICE_PRO,
      STRIPE_API_BASE: `${stripe.protocol}://${stripe.host}:${stripe.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (data: Buffer) => (serverLog += data.toString()));
  server.stderr!.on('data', (data: Buffer) => (serverLog += data.toString()));
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt >= 150 || server.exitCode !== null) throw new Error(`the production server did not start:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  server?.kill();
  await supabase?.stop();
});

/** The browser side: the fake Supabase reading profiles from the server's database, Stripe's pages stood in for. */
async function customer(page: Page, user: FakeUser) {
  const fake = new FakeSupabase({
    profileSource: async (id) => {
      const { rows } = await world.database.pg.query<Record<string, unknown>>(
        `select role, stripe_customer_id, plan, subscription_status, current_period_end, cancel_at_period_end, access_ended_reason, access_ended_at
           from public.profiles where id = $1`,
        [id],
      );
      const row = rows[0];
      if (row === undefined) return null;
      const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
      return { ...row, current_period_end: iso(row.current_period_end), access_ended_at: iso(row.access_ended_at) } as Partial<ProfileRow>;
    },
  });
  fake.addUser(user, { role: 'member', stripe_customer_id: null });
  const bridge = await PaymentsBridge.start(fake);
  await bridge.addUsers([user]);
  await fake.install(page);
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.Stripe = function () { return { _registerWrapper: function () {} }; };' }),
  );
  await page.route(/^https:\/\/billing\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe portal (stand-in)</title><h1>Stripe customer portal (stand-in)</h1>' }),
  );
  await fake.signInBeforeLoad(page, user);
  return { fake, bridge };
}

/** The customer's subscription in the Stripe stand-in. */
function subscriptionOf(customerId: string): string {
  const found = [...world.stripeStandIn.subscriptions.values()].find((subscription) => subscription.customer === customerId);
  if (found === undefined) throw new Error(`no subscription for ${customerId}`);
  return found.id;
}

/** Photographs the page at the four widths (LONGBALL_SCREENSHOTS only). */
async function photograph(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS === null) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The shell lays its sidebar out again after a resize (a short transition): let it settle.
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Basic -> Pro in the Stripe portal is seen on the return within 3 s, with the webhook withheld', async ({ page }) => {
  const user = newPayer();
  const { bridge } = await customer(page, user);
  await bridge.subscribe(user, 'basic');
  const customerId = (await bridge.stored(user.id)).stripe_customer_id!;
  await page.goto(`${base}/account`);
  await expect(page.getByTestId('account-plan')).toHaveText(/^Basic, renews /);
  await expect(page.getByText('API keys are part of the Pro plan.')).toBeVisible();

  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await page.waitForURL(/billing\.stripe\.com/);
  // In the portal: the customer switches to Pro. Stripe's webhook never reaches the server.
  world.stripeStandIn.changePrice(subscriptionOf(customerId), PRICE_PRO);
  const portal = [...world.stripeStandIn.portalSessions.values()].at(-1)!;
  expect(portal.return_url).toBe(`${base}/account?billing=portal`);

  await page.goto(String(portal.return_url));
  const loadedAt = Date.now();
  await expect(page.getByTestId('account-plan')).toHaveText(/^Pro, renews /, { timeout: 3000 });
  expect(Date.now() - loadedAt).toBeLessThan(3000);
  expect(new URL(page.url()).search).toBe('');
  // Pro's features answer at once: a key is made through the server.
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(page.locator('#new-api-key')).toHaveValue(/^lb_[A-Za-z0-9_-]{43}$/);
  expect(await bridge.stored(user.id)).toMatchObject({ role: 'subscriber', plan: 'pro' });
  await photograph(page, 'account-portal-return-pro');
});

test('a full refund ends access at once: role and plan gone, and /account says why', async ({ page }) => {
  const user = { ...newPayer(), email: `a.very.long.address.for.a.refunded.customer.${Date.now()}@subdomain.example-mail-provider.test` };
  const { bridge } = await customer(page, user);
  await bridge.subscribe(user, 'pro');
  const customerId = (await bridge.stored(user.id)).stripe_customer_id!;
  const charge = world.stripeStandIn.addCharge(customerId);
  const payload = JSON.stringify(stripeEvent(`evt_walk_refund_${Date.now()}`, 'charge.refunded', world.stripeStandIn.refund(charge.id)));
  const delivered = await fetch(`${base}/api/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': world.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
  expect([delivered.status, await delivered.json()]).toEqual([200, { received: true }]);

  await page.goto(`${base}/account`);
  await expect(page.getByTestId('access-ended')).toContainText('your payment was refunded in full');
  await expect(page.getByTestId('account-role')).toHaveText('user');
  await expect(page.getByTestId('account-plan')).toHaveText('No plan');
  await photograph(page, 'account-refunded-long-email');
  await page.goto(`${base}/subscribe`);
  await expect(page.getByTestId('access-ended')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  await photograph(page, 'subscribe-refunded');
});

test('a long email wraps inside the account card at 375 px', async ({ page }) => {
  const user = { ...newPayer(), email: `averyveryveryverylongemailaddresswithoutanybreaks.${Date.now()}@subdomain.example-mail-provider.test` };
  await customer(page, user);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/account`);
  const email = page.getByTestId('account-email');
  await expect(email).toHaveText(user.email);
  const card = page.locator('section[aria-labelledby="account-title"]');
  const [emailBox, cardBox] = [await email.boundingBox(), await card.boundingBox()];
  expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await photograph(page, 'account-long-email');
});

for (const pagePath of ['/account', '/subscribe']) {
  test(`the server no longer accepts the session on ${pagePath}: signed out, "Your session ended — sign in again"`, async ({ page }) => {
    const user = newPayer();
    const { bridge } = await customer(page, user);
    await bridge.subscribe(user, 'basic');
    rejected.add(user.id);
    // The page reconciles with the server, which refuses the token: the session ends here too.
    await page.goto(`${base}${pagePath}`);
    const link = page.getByRole('link', { name: 'Your session ended — sign in again' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(pagePath)}`);
    await expect(page.getByText('Failed to load subscription details')).toHaveCount(0);
    await expect(page.getByText('Please log in to subscribe')).toHaveCount(0);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByRole('region', { name: 'User menu' }).getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Escape');
    await photograph(page, `${pagePath.slice(1)}-session-ended`);
  });
}
