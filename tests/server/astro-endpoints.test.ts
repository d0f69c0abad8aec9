/**
 * The Astro endpoint files (src/pages/api/*.ts) and their adapter: on-demand, configuration read
 * at request time, a missing secret logged by name and answered with a generic 500.
 */
import type { APIContext } from 'astro';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as cancelPage from '../../src/pages/api/cancel-subscription.ts';
import * as checkoutPage from '../../src/pages/api/create-checkout-session.ts';
import * as customerPortalPage from '../../src/pages/api/create-customer-portal-session.ts';
import * as portalPage from '../../src/pages/api/create-portal-session.ts';
import * as webhookPage from '../../src/pages/api/stripe-webhook.ts';
import { REQUIRED_SERVER_VARIABLES } from '../../domain/config/env.ts';
import { astroEndpoint, PAYMENTS_UNAVAILABLE } from '../../src/server/runtime.ts';
import { stripeWebhook } from '../../src/server/stripe-webhook.ts';
import { stripeEvent, StripeStandIn } from './stripe-stand-in.ts';
import { apiRequest, STRIPE_KEY, testEnv, WEBHOOK_SECRET } from './support.ts';

function context(request: Request): APIContext {
  return { request } as APIContext;
}

async function answer(response: Response) {
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

function signedRequest(event: Record<string, unknown>, secret = WEBHOOK_SECRET): Request {
  const payload = JSON.stringify(event);
  const signer = new Stripe('sk_test_signer');
  return apiRequest('/api/stripe-webhook', {
    body: payload,
    headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}

describe('src/pages/api endpoint files', () => {
  it('are on-demand (prerender = false) and export ALL so every method reaches the handler', async () => {
    for (const page of [checkoutPage, portalPage, customerPortalPage, cancelPage, webhookPage]) {
      expect(page.prerender).toBe(false);
      expect(typeof page.ALL).toBe('function');
      const response = await page.ALL(context(apiRequest('/api/x', { method: 'GET' })));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});

describe('astroEndpoint', () => {
  let standIn: StripeStandIn;
  let port: number;
  const touched: string[] = [];
  beforeAll(async () => {
    standIn = new StripeStandIn(STRIPE_KEY);
    port = await standIn.start();
  });
  afterAll(async () => {
    await standIn.stop();
  });
  afterEach(() => {
    for (const name of touched.splice(0)) delete process.env[name];
  });

  it('answers 500 with a generic message when a secret is missing, and logs the ConfigError naming it', async () => {
    const logs: string[] = [];
    const env = { ...testEnv(port) } as Record<string, string>;
    delete env.STRIPE_WEBHOOK_SECRET;
    const endpoint = astroEndpoint(stripeWebhook, { env: () => env, log: (message) => logs.push(message) });

    const response = await answer(await endpoint(context(signedRequest(stripeEvent('evt_cfg', 'charge.captured', {})))));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: PAYMENTS_UNAVAILABLE });
    expect(JSON.stringify(response.body)).not.toContain('STRIPE_WEBHOOK_SECRET');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('/api/stripe-webhook: payments are not configured:');
    expect(logs[0]).toContain('STRIPE_WEBHOOK_SECRET is not set: the Stripe webhook cannot verify signatures.');
  });

  it('builds the production dependencies from the environment: the real SDK verifies with STRIPE_WEBHOOK_SECRET', async () => {
    const endpoint = astroEndpoint(stripeWebhook, { env: () => testEnv(port), log: () => undefined });
    const good = await answer(await endpoint(context(signedRequest(stripeEvent('evt_ok', 'charge.captured', {})))));
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ received: true, ignored: 'event type charge.captured is not handled' });

    const forged = await answer(await endpoint(context(signedRequest(stripeEvent('evt_bad', 'charge.captured', {}), 'whsec_other'))));
    expect(forged.status).toBe(400);
  });

  it('the page files read process.env at request time', async () => {
    const request = () => signedRequest(stripeEvent('evt_env', 'charge.captured', {}));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const missingVariables = REQUIRED_SERVER_VARIABLES.filter((name) => process.env[name] === undefined);
      const before = await webhookPage.ALL(context(request()));
      expect(before.status).toBe(500);
      const logged = String(consoleError.mock.calls[0]?.[0]);
      for (const name of missingVariables) expect(logged).toContain(`${name} is not set`);
    } finally {
      consoleError.mockRestore();
    }

    for (const [name, value] of Object.entries(testEnv(port))) {
      if (process.env[name] === undefined) {
        process.env[name] = value;
        touched.push(name);
      }
    }
    const after = await answer(await webhookPage.ALL(context(request())));
    expect(after.status).toBe(200);
    expect(after.body.received).toBe(true);
  });
});
