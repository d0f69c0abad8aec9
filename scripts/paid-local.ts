/**
 * `npm run paid:local [-- --port 4323]`: the paid mode (configured mode) on your machine, with the
 * project's stand-ins, so you can click through sign-up to Pro: nothing leaves the machine, no
 * Supabase project or Stripe account is needed.
 *
 *   1. the sample -> the pipeline -> tmp/paid-local/generated; the site built in configured mode
 *      (a stand-in Supabase origin, test price ids and keys) into tmp/paid-local/dist, served by the
 *      production server (server/serve.mjs) on 127.0.0.1:<port>;
 *   2. the server side, run for real in this process: the payment and API-key routes
 *      (src/server) with the real Stripe SDK against the Stripe stand-in on loopback
 *      (tests/server/stripe-stand-in.ts) and the migrations on PGlite (the payments bridge of the
 *      browser tests, tests/browser/accounts-payments-bridge.ts);
 *   3. a Chromium window whose calls to Supabase (sign-up, sign-in, profiles, mailbox, the premium
 *      table holding the sample's projections) are answered by the fake Supabase of the browser
 *      tests (tests/browser/accounts-fake-supabase.ts), and whose Stripe Checkout and billing
 *      portal are two small local pages (Pay / Cancel, Return).
 *
 * A sign-up is confirmed at once (no mail): sign in with it, choose a plan, Pay, and the pages open
 * up as they would for a paying customer. Everything is in memory: closing the window (or Ctrl+C)
 * forgets it. `--smoke` runs that journey by itself, headless, and exits 0 when a new user ends on
 * Pro with HR Projections open (a check that the tool works; it prints each step).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { astroEnv, buildSite, CHROMIUM_FLAGS, run } from './site-lib.ts';
import type { PaymentsBridge as Bridge } from '../tests/browser/accounts-payments-bridge.ts';

const HOST = '127.0.0.1';
const WORK = path.resolve('tmp/paid-local');
const RAW = path.join(WORK, 'raw-data');
const GENERATED = path.join(WORK, 'generated');
const SITE = path.join(WORK, 'dist');
const PAY_PATH = '/longball-stand-in/pay/';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4323' }, smoke: { type: 'boolean', default: false } }, strict: true });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`--port ${values.port} is not a port number`);
const origin = `http://${HOST}:${port}`;

// The browser tests' modules read their folders when imported: point them at this run's.
process.env.LONGBALL_TEST_GENERATED_DIR = GENERATED;
process.env.LONGBALL_ACCOUNTS_SITE_OUT = SITE;
const { ACCOUNTS_BUILD_ENV, ACCOUNTS_VARIABLES } = await import('../tests/browser/accounts-env.ts');
const { FakeSupabase } = await import('../tests/browser/accounts-fake-supabase.ts');
const { PaymentsBridge } = await import('../tests/browser/accounts-payments-bridge.ts');
const { startWorld } = await import('../tests/server/support.ts');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const log = (line: string) => console.log(`[paid:local] ${line}`);

async function buildConfiguredSite(): Promise<void> {
  log(`1/4 Writing the sample and running the pipeline into ${GENERATED}...`);
  await run(npm, ['run', '--silent', 'sample', '--', '--out', RAW]);
  await run(npm, ['run', '--silent', 'pipeline', '--', 'build', '--raw', RAW, '--out', GENERATED, '--rewrite-history']);
  log(`2/4 Building the site in configured mode into ${SITE}...`);
  const env: NodeJS.ProcessEnv = { ...process.env, LONGBALL_GENERATED_DIR: GENERATED, LONGBALL_SITE_OUT: SITE };
  // The stand-ins' values, over anything a shell or .env holds.
  for (const name of ACCOUNTS_VARIABLES) env[name] = '';
  await buildSite({ ...env, ...ACCOUNTS_BUILD_ENV, PUBLIC_SITE_URL: origin });
}

function serveSite(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve('server/serve.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...astroEnv(), HOST, PORT: String(port), LONGBALL_SITE_OUT: SITE },
  });
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(String(port))) resolve(server);
    });
    server.on('exit', (code) => reject(new Error(`the site server stopped (exit ${code})`)));
  });
}

const readJson = (file: string) => JSON.parse(readFileSync(path.join(GENERATED, file), 'utf8')) as Record<string, unknown>;

const page = (title: string, body: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<body style="font-family:system-ui;max-width:34rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><p style="color:#b45309">Local stand-in: no card, no money.</p>${body}</body>`;

/** Stripe's hosted pages, played locally: Checkout (Pay / Cancel) and the billing portal (Return). */
async function standInStripePages(context: BrowserContext, bridge: Bridge): Promise<void> {
  const stripe = bridge.world.stripeStandIn;
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.Stripe = function () { return { _registerWrapper: function () {} }; };' }),
  );
  await context.route('https://checkout.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const paying = url.pathname.startsWith(PAY_PATH);
    const id = paying ? url.pathname.slice(PAY_PATH.length) : url.pathname.split('/').at(-1)!;
    const session = stripe.checkoutSessions.get(id);
    if (!session) return route.fulfill({ status: 404, contentType: 'text/html', body: page('Checkout', '<h1>No such checkout session</h1>') });
    if (paying) {
      stripe.now = Math.floor(Date.now() / 1000);
      bridge.pay(id);
      log(`Checkout ${id} paid.`);
      return route.fulfill({ status: 303, headers: { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) } });
    }
    const price = (session.line_items_requested as Array<{ price: string }> | undefined)?.[0]?.price;
    const plan = price === ACCOUNTS_BUILD_ENV.STRIPE_PRICE_PRO ? 'Pro, $19.99 a month' : 'Basic, $9.99 a month';
    return route.fulfill({
      contentType: 'text/html',
      body: page(
        'Stripe Checkout (stand-in)',
        `<h1>Stripe Checkout (stand-in)</h1><p>${plan}</p><p><a href="${PAY_PATH}${id}" style="display:inline-block;padding:.5rem 1rem;background:#0369a1;color:#fff;border-radius:.375rem;text-decoration:none">Pay</a> &nbsp; <a href="${String(session.cancel_url)}">Cancel</a></p>`,
      ),
    });
  });
  await context.route('https://billing.stripe.com/**', (route) => {
    const id = new URL(route.request().url()).pathname
      .split('/')
      .at(-1)!
      .replace(/^test_/, '');
    const session = stripe.portalSessions.get(id);
    const back = session?.return_url ? String(session.return_url) : `${origin}/account`;
    return route.fulfill({
      contentType: 'text/html',
      body: page('Billing portal (stand-in)', `<h1>Billing portal (stand-in)</h1><p><a href="${back}">Return to Longball</a></p>`),
    });
  });
}

/** --smoke: a new user signs up, signs in, buys Pro, pays, and sees HR Projections. */
async function smoke(tab: Page): Promise<void> {
  const email = `smoke-${Date.now()}@example.test`;
  const step = async (what: string, action: () => Promise<unknown>) => {
    log(`smoke: ${what}`);
    await action();
  };
  await step('the plans, as a guest', async () => {
    await tab.goto(`${origin}/subscribe`);
    await tab.getByTestId('plan-pro').getByRole('link', { name: 'Sign up for Pro' }).click();
  });
  await step(`sign up as ${email}`, async () => {
    await tab.getByLabel('Email').fill(email);
    await tab.getByLabel('Password').fill('local-password');
    await tab.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await tab.getByText('A confirmation email has been sent').first().waitFor();
  });
  await step('sign in: back to Pro, marked', async () => {
    await tab.locator('main').getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await tab.getByLabel('Email').fill(email);
    await tab.getByLabel('Password').fill('local-password');
    await tab.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await tab.waitForURL(/\/subscribe\/?\?plan=pro$/);
  });
  await step('Subscribe Now, Pay on the Checkout stand-in', async () => {
    await tab.getByTestId('plan-pro').getByRole('button', { name: 'Subscribe Now' }).click();
    await tab.getByRole('link', { name: 'Pay' }).click();
    await tab.getByRole('heading', { name: 'You are currently subscribed to the Pro plan' }).waitFor({ timeout: 15_000 });
  });
  await step('HR Projections, open', async () => {
    await tab.goto(`${origin}/mlb/hr-projections`);
    await tab.getByRole('heading', { name: /^HR Projections for / }).waitFor({ timeout: 15_000 });
  });
  log('smoke: done: a new user is on Pro with HR Projections open.');
}

async function main(): Promise<void> {
  await buildConfiguredSite();
  log('3/4 Starting the site server, the payment routes, PGlite and the Stripe stand-in...');
  const server = await serveSite();
  const world = await startWorld(PaymentsBridge.worldEnv({ PUBLIC_SITE_URL: origin }));
  const bridge: { current: Bridge | null } = { current: null };
  const fake = new FakeSupabase({
    acceptSignUps: (user) => bridge.current!.addUsers([user]).then(() => log(`Signed up ${user.email} (confirmed: sign in with it).`)),
  });
  bridge.current = PaymentsBridge.over(world, fake);
  const projections = readJson('projections.json');
  fake.premiumSlates = [
    {
      slate_date: String(projections.date),
      projections,
      picks: readJson('picks.json'),
      calculator_players: readJson('calculator.json').players,
      published_at: new Date().toISOString(),
    },
  ];

  log('4/4 Opening Chromium...');
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate));
  const headless = values.smoke;
  const browser = await chromium.launch({
    headless,
    ...(executablePath ? { executablePath } : {}),
    args: headless ? CHROMIUM_FLAGS : ['--no-first-run', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: headless ? { width: 1280, height: 900 } : null });
  await fake.install(context);
  await bridge.current.install(context);
  await standInStripePages(context, bridge.current);
  const tab = await context.newPage();
  const stop = async (code: number) => {
    await browser.close().catch(() => undefined);
    server.kill('SIGTERM');
    await world.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  if (values.smoke) {
    await smoke(tab).then(
      () => stop(0),
      (error: unknown) => {
        console.error(error);
        return stop(1);
      },
    );
    return;
  }
  await tab.goto(`${origin}/subscribe`);
  log(`Paid mode is running at ${origin}/ in the Chromium window (only there: its Supabase and Stripe are stand-ins).`);
  log('Sign up (confirmed at once), sign in, choose a plan, Pay. Close the window or press Ctrl+C to stop.');
  browser.on('disconnected', () => void stop(0));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
