// POST /api/stripe-webhook: on-demand (never prerendered). The behaviour, status codes and decisions are
// documented in src/server/stripe-webhook.ts; this file only adapts it to Astro.
import { stripeWebhook } from '../../server/stripe-webhook.ts';
import { astroEndpoint } from '../../server/runtime.ts';

export const prerender = false;

export const ALL = astroEndpoint(stripeWebhook);
