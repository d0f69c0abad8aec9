// POST /api/sync-billing: on-demand (never prerendered). The behaviour, status codes and decisions are
// documented in src/server/sync-billing.ts; this file only adapts it to Astro.
import { astroEndpoint } from '../../server/runtime.ts';
import { syncBilling } from '../../server/sync-billing.ts';

export const prerender = false;

export const ALL = astroEndpoint(syncBilling);
