// POST /api/create-checkout-session: on-demand (never prerendered). The behaviour, status codes and decisions are
// documented in src/server/create-checkout-session.ts; this file only adapts it to Astro.
import { createCheckoutSession } from '../../server/create-checkout-session.ts';
import { astroEndpoint } from '../../server/runtime.ts';

export const prerender = false;

export const ALL = astroEndpoint(createCheckoutSession);
