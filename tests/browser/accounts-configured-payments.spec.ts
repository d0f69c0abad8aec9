/**
 * Configured mode, paying customers' journeys at 375 and 1280 px, with the payment routes run for
 * real (accounts-payments-bridge.ts: the server's handlers, the real Stripe SDK against the
 * loopback stand-in, the real migrations on PGlite):
 *  - pay, webhook 30 s late: access within 3 s of the return (the return confirms with Stripe);
 *    the late webhook then changes nothing;
 *  - pay, webhook lost: access via the return alone;
 *  - the return cannot confirm (Stripe unreachable): the page waits with back-off and switches by
 *    itself when the webhook lands; with no webhook it stops with a support link;
 *  - Basic vs Pro: the plan bought is what the pages show;
 *  - cancel at period end: access kept ('ends on ...'), resume possible, then removed when the
 *    period ends in the stand-in;
 *  - a guest picks a plan on /subscribe, signs in, and comes back to its checkout.
 */
import { expect, test, type Page } from '@playwright/test';
import { FakeSupabase, type FakeUser } from './accounts-fake-supabase.ts';
import { newPayer, PaymentsBridge } from './accounts-payments-bridge.ts';
import { ACTIVATION_POLL } from '../../src/lib/auth/checkout-return.ts';
import { formatPeriodEnd } from '../../src/lib/auth/roles.ts';

const message = (page: Page) => page.getByTestId('subscribe-message');

/** Stands in for js.stripe.com and Stripe's hosted pages. */
async function fakeStripePages(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.Stripe = function () { return { _registerWrapper: function () {} }; };' }),
  );
  await page.route(/^https:\/\/(checkout|billing)\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout (stand-in)</title><h1>Stripe Checkout (stand-in)</h1>' }),
  );
}

async function world(page: Page, user: FakeUser) {
  const fake = new FakeSupabase();
  fake.addUser(user, { role: 'member', stripe_customer_id: null });
  const bridge = await PaymentsBridge.start(fake);
  bridge.world.stripeStandIn.now = Math.floor(Date.now() / 1000);
  await bridge.addUsers([user]);
  await fake.install(page);
  await fakeStripePages(page);
  await bridge.install(page);
  await fake.signInBeforeLoad(page, user);
  return { fake, bridge, user };
}

/** Subscribe Now on a plan, through the real checkout route, to Stripe's (stand-in) page. */
async function checkout(page: Page, bridge: PaymentsBridge, user: FakeUser, plan: 'basic' | 'pro'): Promise<string> {
  await page.goto('/subscribe');
  await page.getByTestId(`plan-${plan}`).getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL(/checkout\.stripe\.com/);
  return bridge.lastSessionId(user.id);
}

/** What the stored period end reads as on the pages. */
async function periodEndLabel(bridge: PaymentsBridge, userId: string): Promise<string> {
  const stored = await bridge.stored(userId);
  return formatPeriodEnd(stored.current_period_end!.toISOString());
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await PaymentsBridge.warmUp();
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });
    test.describe.configure({ timeout: 90_000 });

    test('pay with the webhook 30 s late: access within 3 s of the return; the late webhook changes nothing', async ({ page }) => {
      const { bridge, user } = await world(page, newPayer());
      const sessionId = await checkout(page, bridge, user, 'pro');
      bridge.pay(sessionId);
      const returnedAt = Date.now();
      await page.goto(`/subscribe?checkout=success&session_id=${sessionId}`);
      // Within 3 s of the returned page's load (the load itself is the machine's, not the flow's).
      const loadedAt = Date.now();
      await expect(page.getByRole('heading', { name: 'You are currently subscribed to the Pro plan' })).toBeVisible({ timeout: 3000 });
      expect(Date.now() - loadedAt).toBeLessThan(3000);
      const ends = await periodEndLabel(bridge, user.id);
      await expect(page.getByTestId('plan-summary')).toHaveText(`Pro, renews ${ends}`);
      await expect(message(page)).toHaveText('Your Pro subscription is active. Enjoy HR Projections!');
      await expect(page.getByText('being activated')).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
      expect(bridge.calls).toContain('/api/confirm-checkout');

      // Stripe's webhook, 30 s after the return: the same state, no change on the page.
      const before = await bridge.stored(user.id);
      await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - returnedAt)));
      const customer = before.stripe_customer_id!;
      const delivered = await bridge.deliverWebhook('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        customer,
        client_reference_id: user.id,
        metadata: { userId: user.id },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
      });
      expect(delivered).toEqual({ status: 200, body: { received: true } });
      expect(await bridge.stored(user.id)).toEqual(before);
      await page.reload();
      await expect(page.getByTestId('plan-summary')).toHaveText(`Pro, renews ${ends}`);
    });

    test('pay with the webhook lost: access via the return alone, plan shown on Subscribe and Account', async ({ page }) => {
      const { bridge, user } = await world(page, newPayer());
      const sessionId = await checkout(page, bridge, user, 'basic');
      bridge.pay(sessionId);
      await page.goto(`/subscribe?checkout=success&session_id=${sessionId}`);
      await expect(page.getByRole('heading', { name: 'You are currently subscribed to the Basic plan' })).toBeVisible({ timeout: 3000 });
      const ends = await periodEndLabel(bridge, user.id);
      await expect(page.getByTestId('plan-summary')).toHaveText(`Basic, renews ${ends}`);
      expect(await bridge.stored(user.id)).toMatchObject({ role: 'subscriber', plan: 'basic', subscription_status: 'active' });
      await page.goto('/account');
      await expect(page.getByTestId('account-role')).toHaveText('subscriber');
      await expect(page.getByTestId('account-plan')).toHaveText(`Basic, renews ${ends}`);
    });

    test('the return cannot confirm: the page waits and switches by itself when the webhook lands', async ({ page }) => {
      const { bridge, user } = await world(page, newPayer());
      const sessionId = await checkout(page, bridge, user, 'pro');
      bridge.pay(sessionId);
      bridge.confirmDown = true;
      await page.goto(`/subscribe?checkout=success&session_id=${sessionId}`);
      await expect(message(page)).toHaveText('Thank you! Your subscription is being activated.');
      await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
      await page.waitForTimeout(2500);
      const customer = (await bridge.stored(user.id)).stripe_customer_id!;
      await bridge.deliverWebhook('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        customer,
        client_reference_id: user.id,
        metadata: { userId: user.id },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
      });
      await expect(page.getByRole('heading', { name: 'You are currently subscribed to the Pro plan' })).toBeVisible({
        timeout: ACTIVATION_POLL.maxDelayMs + 2000,
      });
      await expect(message(page)).toHaveText('Your Pro subscription is active. Enjoy HR Projections!');
    });

    test('no confirmation and no webhook: the waiting ends with a message and a support link', async ({ page }) => {
      await page.clock.install();
      const { bridge } = await world(page, newPayer());
      bridge.confirmDown = true;
      await page.goto('/subscribe?checkout=success&session_id=cs_test_never_paid');
      await expect(message(page)).toHaveText('Thank you! Your subscription is being activated.');
      await page.clock.runFor(ACTIVATION_POLL.giveUpMs + ACTIVATION_POLL.maxDelayMs);
      await expect(message(page)).toContainText('We could not confirm your payment yet.');
      await expect(message(page).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:support@longball\.test\?subject=/);
    });

    test('cancel at period end: access kept with "ends on", resume possible, then removed when the period ends', async ({ page }) => {
      const { bridge, user } = await world(page, newPayer());
      const sessionId = await checkout(page, bridge, user, 'pro');
      bridge.pay(sessionId);
      await page.goto(`/subscribe?checkout=success&session_id=${sessionId}`);
      await expect(page.getByRole('heading', { name: 'You are currently subscribed to the Pro plan' })).toBeVisible();
      const ends = await periodEndLabel(bridge, user.id);

      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      const confirmation = page.getByRole('group', { name: 'Confirm cancellation' });
      await expect(confirmation).toContainText(`You keep access to HR Projections until ${ends}.`);
      await expect(confirmation).toContainText('You will not be charged again; the current period is not refunded.');
      await confirmation.getByRole('button', { name: 'Yes, cancel at period end' }).click();
      await expect(message(page)).toHaveText(`Subscription cancelled successfully. You keep access until ${ends} and will not be charged again.`);
      await expect(page.getByTestId('plan-summary')).toHaveText(`Pro, ends on ${ends}`);
      expect(await bridge.stored(user.id)).toMatchObject({ role: 'subscriber', plan: 'pro', cancel_at_period_end: true });

      // Resume, then cancel again.
      await page.getByRole('button', { name: 'Resume subscription' }).click();
      await expect(message(page)).toHaveText('Your subscription is resumed. It renews as before.');
      await expect(page.getByTestId('plan-summary')).toHaveText(`Pro, renews ${ends}`);
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
      await expect(page.getByTestId('plan-summary')).toHaveText(`Pro, ends on ${ends}`);

      // Access holds until the period ends.
      await page.goto('/account');
      await expect(page.getByTestId('account-plan')).toHaveText(`Pro, ends on ${ends}`);

      // The period ends in the stand-in; Stripe ends the subscription and says so by webhook.
      const stored = await bridge.stored(user.id);
      const [ended] = bridge.world.stripeStandIn.advanceTo(Math.floor(stored.current_period_end!.getTime() / 1000));
      const subscription = bridge.world.stripeStandIn.subscriptions.get(ended!)!;
      expect(await bridge.deliverWebhook('customer.subscription.deleted', structuredClone(subscription))).toMatchObject({ status: 200 });
      await page.goto('/subscribe');
      await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
      expect(await bridge.stored(user.id)).toMatchObject({ role: 'user', plan: null, subscription_status: 'canceled' });
      await page.goto('/account');
      await expect(page.getByTestId('account-plan')).toHaveText('No plan');
    });

    test('a guest picks Pro on /subscribe, signs in, comes back to Pro marked and goes through its checkout', async ({ page }) => {
      const fake = new FakeSupabase();
      const user = newPayer();
      fake.addUser(user, { role: 'member', stripe_customer_id: null });
      const bridge = await PaymentsBridge.start(fake);
      bridge.world.stripeStandIn.now = Math.floor(Date.now() / 1000);
      await bridge.addUsers([user]);
      await fake.install(page);
      await fakeStripePages(page);
      await bridge.install(page);
      await page.goto('/subscribe');
      await expect(page.getByTestId('plan-pro')).toContainText('$19.99/month');
      await page.getByTestId('plan-pro').getByRole('link', { name: 'Sign up for Pro' }).click();
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Already have an account? Sign in' }).click();
      await main.getByLabel('Email').fill(user.email);
      await main.getByLabel('Password').fill(user.password);
      await main.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/subscribe\/?\?plan=pro$/);
      await expect(page.getByTestId('plan-pro')).toHaveAttribute('data-chosen', 'true');
      await page.getByTestId('plan-pro').getByRole('button', { name: 'Subscribe Now' }).click();
      await page.waitForURL(/checkout\.stripe\.com/);
      bridge.pay(bridge.lastSessionId(user.id));
      await page.goto(`/subscribe?checkout=success&session_id=${bridge.lastSessionId(user.id)}`);
      await expect(page.getByRole('heading', { name: 'You are currently subscribed to the Pro plan' })).toBeVisible();
    });
  });
}
