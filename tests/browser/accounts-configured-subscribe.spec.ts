/**
 * Configured mode, subscriptions (docs/product.md#subscribe): the subscribe page for a member
 * (Upgrade to Premium, the two plans, Subscribe Now -> POST /api/create-checkout-session with the
 * Bearer token and no userId -> Stripe Checkout), for a subscriber (Manage / Cancel and their
 * messages), Stripe.js loaded with the publishable key, and the account page. The payment routes
 * are answered at the network layer; their server side has its own tests (tests/server).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { PRICE_BASIC, PRICE_PRO, STRIPE_PUBLISHABLE_KEY } from './accounts-env.ts';
import { formatPeriodEnd } from '../../src/lib/auth/roles.ts';
import { PLANS } from '../../domain/spec-constants.ts';
import { AUTH_STORAGE_KEY, FakeSupabase, MEMBER, SUBSCRIBER, type FakeUser } from './accounts-fake-supabase.ts';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_longball';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_longball';

interface ApiCall {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * Answers /api/* with `reply(path)`; records every call. The pages' reconciliation with Stripe
 * (/api/sync-billing, tested in accounts-configured-billing.spec.ts) is answered "nothing to
 * reconcile" and not recorded.
 */
async function fakePaymentApi(page: Page, reply: (path: string) => { status: number; body: unknown; delayMs?: number }): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  await page.route('**/api/**', async (route) => {
    const request: Request = route.request();
    const path = new URL(request.url()).pathname;
    if (path === '/api/sync-billing') return route.fulfill({ status: 200, contentType: 'application/json', body: '{"synced":false}' });
    calls.push({ path, authorization: request.headers().authorization, body: request.postDataJSON() });
    const { status, body, delayMs } = reply(path);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return calls;
}

/** Stands in for js.stripe.com: records the publishable key Stripe.js was started with. */
async function fakeStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.Stripe = function (key) { window.__stripeKey = key; return { _registerWrapper: function () {} }; };
             window.Stripe.version = 'endive';`,
    }),
  );
  await page.route(/^https:\/\/(checkout|billing)\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe (fake)</title><h1>Stripe (fake)</h1>' }),
  );
}

function users(subscriberCustomer: string | null = 'cus_sub_1') {
  const fake = new FakeSupabase();
  fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
  fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: subscriberCustomer });
  return fake;
}

async function openAs(page: Page, fake: FakeSupabase, user: FakeUser, pathname: string) {
  await fake.install(page);
  await fakeStripeJs(page);
  await fake.signInBeforeLoad(page, user);
  await page.goto(pathname);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

const message = (page: Page) => page.getByTestId('subscribe-message');

/** The header's user menu offers to sign in: nobody is shown signed in. */
async function expectSignedOutHeader(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('region', { name: 'User menu' }).getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('subscribe page, guest', () => {
  test('lists the plans, prices and what each includes without signing in, each with its way to sign up and back to its checkout', async ({ page }) => {
    const fake = users();
    await fake.install(page);
    await fakeStripeJs(page);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Subscription' })).toBeVisible();
    await expect(page.getByTestId('subscribe-signed-out')).toContainText(
      'Choose a plan: create a free account (or sign in), and its checkout opens right after.',
    );
    for (const plan of PLANS) {
      const card = page.getByTestId(`plan-${plan.id}`);
      await expect(card.getByRole('heading')).toHaveText(plan.name);
      await expect(card).toContainText(`$${plan.price.toFixed(2)}/month`);
      await expect(card.getByRole('listitem')).toHaveText(plan.features.map((feature) => `✓${feature}`));
      await expect(card.getByRole('link', { name: `Sign up for ${plan.name}` })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(`/subscribe?plan=${plan.id}`)}&mode=signup`,
      );
      await expect(card.getByRole('button', { name: 'Subscribe Now' })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/login?next=%2Fsubscribe');
    // Sign up for Pro: the sign-up form, which says where the confirmation leads and keeps it.
    await page.getByTestId('plan-pro').getByRole('link', { name: 'Sign up for Pro' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    const form = page.locator('main');
    await form.getByLabel('Email').fill('new-fan@example.test');
    await form.getByLabel('Password').fill('a-new-password');
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(form).toContainText('Once you confirm your email, the confirmation page takes you on to /subscribe?plan=pro.');
    // The confirmation link lands on /email-confirmation, whose link leads on to the plan.
    await page.goto('/email-confirmation');
    await expect(page.getByTestId('confirmed-next')).toHaveAttribute('href', `/login?next=${encodeURIComponent('/subscribe?plan=pro')}`);
  });
});

test.describe('subscribe page, member', () => {
  test('Upgrade to Premium and the two plans with their prices and features; Stripe.js gets the publishable key', async ({ page }) => {
    await openAs(page, users(), MEMBER, '/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Subscription' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
    const basic = page.getByTestId('plan-basic');
    const pro = page.getByTestId('plan-pro');
    await expect(basic.getByRole('heading')).toHaveText('Basic');
    await expect(basic).toContainText('$9.99/month');
    // What a subscriber really gets, not "Basic Analytics" and "Daily Updates".
    await expect(basic.getByRole('listitem')).toHaveText(PLANS[0]!.features.map((feature) => `✓${feature}`));
    await expect(basic).not.toContainText('Basic Analytics');
    await expect(pro.getByRole('heading')).toHaveText('Pro');
    await expect(pro).toContainText('$19.99/month');
    // Exactly the Pro features that exist, in plain words.
    await expect(pro.getByRole('listitem')).toHaveText([
      '✓All Basic Features',
      "✓API access: your own key for the day's projections and picks as JSON or CSV",
      '✓Real-time updates: a message when a player you follow is in a confirmed lineup or his HR Chance moves',
      '✓Custom reports: saved table views and a CSV of graded picks over a date range',
      '✓Priority support: your feedback is marked priority for our support team',
    ]);
    await expect(basic.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __stripeKey?: string }).__stripeKey)).toBe(STRIPE_PUBLISHABLE_KEY);
    await expect(page.getByText('You are currently subscribed', { exact: false })).toHaveCount(0);
  });

  test('Subscribe Now posts the price id with the Bearer token (no userId) and goes to the returned Checkout URL', async ({ page }) => {
    const fake = users();
    await fake.install(page);
    await fakeStripeJs(page);
    const calls = await fakePaymentApi(page, () => ({
      status: 200,
      body: { sessionId: 'cs_test_longball', url: CHECKOUT_URL },
      delayMs: 700,
    }));
    await fake.signInBeforeLoad(page, MEMBER);
    await page.goto('/subscribe');
    const pro = page.getByTestId('plan-pro');
    await expect(pro).toBeVisible();
    // The header must carry the signed-in user's access token (the one stored for the session).
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token: string } | null, AUTH_STORAGE_KEY);
    expect(stored?.access_token).toBeTruthy();
    await pro.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(pro.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await page.waitForURL(CHECKOUT_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/create-checkout-session');
    expect(calls[0]!.body).toEqual({ priceId: PRICE_PRO });
    expect(calls[0]!.authorization).toBe(`Bearer ${stored!.access_token}`);
    const claims = JSON.parse(Buffer.from(stored!.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
    expect(claims.sub).toBe(MEMBER.id);
  });

  test("a failed checkout says 'Failed to process subscription'; a refusal shows the route's message; a 401 ends the session", async ({ page }) => {
    const fake = users();
    await fake.install(page);
    await fakeStripeJs(page);
    let status = 502;
    const errors: Record<number, string> = {
      502: 'Failed to process subscription',
      400: 'Invalid plan selected',
      401: 'Please log in to subscribe: your session is invalid or has expired.',
    };
    await fakePaymentApi(page, () => ({ status, body: { error: errors[status] } }));
    await fake.signInBeforeLoad(page, MEMBER);
    await page.goto('/subscribe');
    await page.getByTestId('plan-basic').getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(message(page)).toHaveText('Failed to process subscription');
    await expect(page.getByTestId('plan-basic').getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    status = 400;
    await page.getByTestId('plan-basic').getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(message(page)).toHaveText('Invalid plan selected');
    // The route no longer accepts the session: signed out here, with the way back in.
    status = 401;
    await page.getByTestId('plan-basic').getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByRole('link', { name: 'Your session ended — sign in again' })).toHaveAttribute('href', '/login?next=%2Fsubscribe');
    await expectSignedOutHeader(page);
    expect(page.url()).toMatch(/\/subscribe$/);
  });
});

test.describe('subscribe page, subscriber', () => {
  test("shows 'You are currently subscribed to the subscriber plan'; Manage opens the portal", async ({ page }) => {
    const fake = users();
    await fake.install(page);
    await fakeStripeJs(page);
    const calls = await fakePaymentApi(page, () => ({ status: 200, body: { url: PORTAL_URL } }));
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'You are currently subscribed to the subscriber plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(PORTAL_URL);
    expect(calls.map((call) => [call.path, call.body])).toEqual([['/api/create-portal-session', { customerId: 'cus_sub_1' }]]);
    expect(calls[0]!.authorization).toMatch(/^Bearer /);
  });

  test('Cancel Subscription: the confirmation says what happens to access and money; access kept until the period end', async ({ page }) => {
    const fake = users();
    const periodEnd = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const ends = formatPeriodEnd(periodEnd);
    Object.assign(fake.profiles.get(SUBSCRIBER.id)!, { plan: 'basic', subscription_status: 'active', current_period_end: periodEnd });
    await fake.install(page);
    await fakeStripeJs(page);
    const calls = await fakePaymentApi(page, (path) => {
      // What the server does (tests/server/customer-routes.test.ts): Stripe ends it at the period end.
      if (path === '/api/cancel-subscription') fake.profiles.get(SUBSCRIBER.id)!.cancel_at_period_end = true;
      return { status: 200, body: { ok: true, currentPeriodEnd: periodEnd } };
    });
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/subscribe');
    await expect(page.getByTestId('plan-summary')).toHaveText(`Basic, renews ${ends}`);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('group', { name: 'Confirm cancellation' })).toHaveText(
      `Cancel at the end of the paid period? You keep access to HR Projections until ${ends}. You will not be charged again; the current period is not refunded. You can resume until then.Yes, cancel at period endKeep subscription`,
    );
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await expect(message(page)).toHaveText(`Subscription cancelled successfully. You keep access until ${ends} and will not be charged again.`);
    await expect(page.getByTestId('plan-summary')).toHaveText(`Basic, ends on ${ends}`);
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toHaveCount(0);
    expect(calls.map((call) => [call.path, call.body])).toEqual([['/api/cancel-subscription', { customerId: 'cus_sub_1' }]]);
    expect(fake.calls('GET', '/rest/v1/profiles')).toHaveLength(2);
  });

  test("'Failed to update subscription status' when the re-read still says subscriber", async ({ page }) => {
    const fake = users();
    await fake.install(page);
    await fakeStripeJs(page);
    await fakePaymentApi(page, () => ({ status: 200, body: { ok: true } }));
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await expect(message(page)).toHaveText('Failed to update subscription status');
    await expect(page.getByRole('heading', { name: 'You are currently subscribed to the subscriber plan' })).toBeVisible();
  });

  test("'Failed to cancel subscription' when the route fails; 'Failed to access subscription management' when the portal does", async ({ page }) => {
    const fake = users();
    await fake.install(page);
    await fakeStripeJs(page);
    await fakePaymentApi(page, (path) => ({
      status: 502,
      body: { error: path === '/api/cancel-subscription' ? 'Failed to cancel subscription' : 'Failed to access subscription management' },
    }));
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await expect(message(page)).toHaveText('Failed to cancel subscription');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(message(page)).toHaveText('Failed to access subscription management');
  });

  test("a subscriber without a stored customer id gets 'No active subscription found' and no call", async ({ page }) => {
    const fake = users(null);
    await fake.install(page);
    await fakeStripeJs(page);
    const calls = await fakePaymentApi(page, () => ({ status: 200, body: { ok: true } }));
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(message(page)).toHaveText('No active subscription found');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await expect(message(page)).toHaveText('No active subscription found');
    expect(calls).toEqual([]);
  });

  for (const path of ['/subscribe', '/account']) {
    test(`a session the server no longer accepts signs the user out on ${path}: "Your session ended — sign in again"`, async ({ page }) => {
      const fake = users();
      fake.options.sessionRejected = true;
      await openAs(page, fake, SUBSCRIBER, path);
      const link = page.getByRole('link', { name: 'Your session ended — sign in again' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(path)}`);
      await expectSignedOutHeader(page);
      await expect(page.getByText('Failed to load subscription details')).toHaveCount(0);
      await expect(page.getByText('Please log in to subscribe')).toHaveCount(0);
      await expect(page.getByText('Please sign in to view your account.')).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
      // No redirect: the visitor reads why and follows the link.
      await page.waitForTimeout(4500);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test("a failed profile read says 'Failed to load subscription details'", async ({ page }) => {
    const fake = users();
    fake.options.profileStatus = 500;
    await openAs(page, fake, SUBSCRIBER, '/subscribe');
    await expect(page.getByText('Failed to load subscription details', { exact: true })).toBeVisible();
    // A role-read error means role user: the upgrade offer, not the subscriber card.
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
  });
});

test.describe('account page', () => {
  test('shows the email and the role; Manage Subscription without a customer id says so', async ({ page }) => {
    const fake = users();
    await fake.install(page);
    const calls = await fakePaymentApi(page, () => ({ status: 200, body: { url: PORTAL_URL } }));
    await fake.signInBeforeLoad(page, MEMBER);
    await page.goto('/account');
    await expect(page.getByTestId('account-email')).toHaveText(MEMBER.email);
    await expect(page.getByTestId('account-role')).toHaveText('member');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('No subscription found for this account.', { exact: true })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a profile without a role shows member', async ({ page }) => {
    const fake = users();
    fake.profiles.get(MEMBER.id)!.role = null;
    await openAs(page, fake, MEMBER, '/account');
    await expect(page.getByTestId('account-role')).toHaveText('member');
  });

  test('Manage Subscription opens the customer portal; a failure says so', async ({ page }) => {
    const fake = users();
    await fake.install(page);
    let fail = true;
    const calls = await fakePaymentApi(page, () =>
      fail ? { status: 502, body: { error: 'Failed to access subscription management' } } : { status: 200, body: { url: PORTAL_URL } },
    );
    await fakeStripeJs(page);
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/account');
    await expect(page.getByTestId('account-role')).toHaveText('subscriber');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Failed to access subscription management', { exact: true })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(PORTAL_URL);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/create-customer-portal-session', { stripeCustomerId: 'cus_sub_1' }],
      ['/api/create-customer-portal-session', { stripeCustomerId: 'cus_sub_1' }],
    ]);
  });
});

test('Subscribe Now on Basic sends the Basic price id', async ({ page }) => {
  // The price ids are public configuration; the page sends the chosen one and nothing else.
  const fake = users();
  await fake.install(page);
  await fakeStripeJs(page);
  const calls = await fakePaymentApi(page, () => ({ status: 200, body: { sessionId: 'cs_test_longball', url: CHECKOUT_URL } }));
  await fake.signInBeforeLoad(page, MEMBER);
  await page.goto('/subscribe');
  await page.getByTestId('plan-basic').getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL(CHECKOUT_URL);
  expect(calls[0]!.body).toEqual({ priceId: PRICE_BASIC });
});
