/**
 * After a deploy: proves the deployed Stripe webhook accepts Stripe's signature, so a wrong
 * STRIPE_WEBHOOK_SECRET or a wrong URL on the host fails the run instead of customers paying for
 * nothing. Sends one event signed with STRIPE_WEBHOOK_SECRET (the endpoint's signing secret, as
 * Stripe's dashboard shows it) to PUBLIC_SITE_URL/api/stripe-webhook. The event's type is one the
 * webhook does not handle, so an accepted check writes nothing: the route verifies the signature
 * first and answers 200 { received: true, ignored } only to a correctly signed event (400 to a
 * signature made with another secret).
 *
 *   npx tsx scripts/webhook-check.ts      exit 0: accepted; 1: refused or unreachable (the reason
 *                                         is printed); 2: a variable is missing
 */
import Stripe from 'stripe';

export const CHECK_EVENT_TYPE = 'longball.deploy_check';

export interface WebhookCheckResult {
  ok: boolean;
  message: string;
}

/** Sends the signed check event; `fetchImpl` lets the tests call the handler directly. */
export async function checkDeployedWebhook(
  siteUrl: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
  now: Date = new Date(),
): Promise<WebhookCheckResult> {
  const url = `${siteUrl.replace(/\/+$/, '')}/api/stripe-webhook`;
  const created = Math.floor(now.getTime() / 1000);
  const payload = JSON.stringify({
    id: `evt_deploy_check_${created}`,
    object: 'event',
    type: CHECK_EVENT_TYPE,
    created,
    livemode: false,
    data: { object: { id: 'deploy_check', object: 'deploy_check' } },
  });
  // The SDK's own signer (the same scheme Stripe uses); no API call is made, so no key is needed.
  const signature = new Stripe('sk_deploy_check_unused').webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    return { ok: false, message: `${url} did not answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = await response.text();
  if (response.status === 200 && /"received":\s*true/.test(text)) return { ok: true, message: `${url} accepted a signed event (${text})` };
  if (response.status === 400) {
    return {
      ok: false,
      message: `${url} refused the signed event (400 ${text}): the server's STRIPE_WEBHOOK_SECRET is not the endpoint's signing secret`,
    };
  }
  return { ok: false, message: `${url} answered ${response.status} ${text.slice(0, 300)}` };
}

async function main(): Promise<number> {
  const siteUrl = process.env.PUBLIC_SITE_URL ?? '';
  const secret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
  if (siteUrl === '' || secret === '') {
    console.error('webhook-check: PUBLIC_SITE_URL and STRIPE_WEBHOOK_SECRET must be set.');
    return 2;
  }
  const result = await checkDeployedWebhook(siteUrl, secret);
  (result.ok ? console.log : console.error)(`webhook-check: ${result.message}`);
  return result.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
