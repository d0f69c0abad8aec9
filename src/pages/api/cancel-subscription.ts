// POST /api/cancel-subscription: on-demand (never prerendered). The behaviour, status codes and decisions are
// documented in src/server/customer-routes.ts; this file only adapts it to Astro.
import { cancelSubscription } from '../../server/customer-routes.ts';
import { astroEndpoint } from '../../server/runtime.ts';

export const prerender = false;

export const ALL = astroEndpoint(cancelSubscription);
