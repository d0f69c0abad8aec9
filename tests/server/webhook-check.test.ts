/**
 * scripts/webhook-check.ts against the real webhook handler: accepted with the server's secret,
 * refused (and reported as a secret mismatch) with another, unreachable reported; nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDeployedWebhook } from '../../scripts/webhook-check.ts';
import { stripeWebhook } from '../../src/server/stripe-webhook.ts';
import { SITE_URL, startWorld, WEBHOOK_SECRET, type World } from './support.ts';

describe('post-deploy webhook check', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world.close();
  });

  /** fetch that hands the request to the webhook route, as the deployed server would. */
  const viaHandler: typeof fetch = async (input, init) => stripeWebhook(new Request(input, init), world.deps());

  it('passes when the deployed server verifies the signature, and writes nothing', async () => {
    const result = await checkDeployedWebhook(SITE_URL, WEBHOOK_SECRET, viaHandler);
    expect(result.ok).toBe(true);
    expect(result.message).toContain(`${SITE_URL}/api/stripe-webhook accepted a signed event`);
    expect(await world.database.recordedEvents()).toEqual([]);
    expect(world.stripeStandIn.requests).toEqual([]);
  });

  it('fails when the server holds another secret than the endpoint signs with', async () => {
    const result = await checkDeployedWebhook(SITE_URL, 'whsec_the_dashboard_secret', viaHandler);
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/refused the signed event \(400 .*\): the server's STRIPE_WEBHOOK_SECRET is not the endpoint's signing secret$/),
    });
  });

  it('fails when nothing answers at the URL', async () => {
    const result = await checkDeployedWebhook('http://127.0.0.1:9', WEBHOOK_SECRET);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^http:\/\/127\.0\.0\.1:9\/api\/stripe-webhook did not answer/);
  });

  it('fails on an answer that is not an acceptance (e.g. a 404 from a wrong URL)', async () => {
    const notFound: typeof fetch = async () => new Response('Not found', { status: 404 });
    expect(await checkDeployedWebhook(SITE_URL, WEBHOOK_SECRET, notFound)).toEqual({
      ok: false,
      message: `${SITE_URL}/api/stripe-webhook answered 404 Not found`,
    });
  });
});
