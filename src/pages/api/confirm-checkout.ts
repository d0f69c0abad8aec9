// POST /api/confirm-checkout: on-demand (never prerendered). The behaviour, status codes and decisions are
// documented in src/server/checkout-return.ts; this file only adapts it to Astro.
import { confirmCheckout } from '../../server/checkout-return.ts';
import { astroEndpoint } from '../../server/runtime.ts';

export const prerender = false;

export const ALL = astroEndpoint(confirmCheckout);
