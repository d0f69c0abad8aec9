// POST /api/resume-subscription: on-demand (never prerendered). The behaviour, status codes and decisions are
// documented in src/server/customer-routes.ts; this file only adapts it to Astro.
import { resumeSubscription } from '../../server/customer-routes.ts';
import { astroEndpoint } from '../../server/runtime.ts';

export const prerender = false;

export const ALL = astroEndpoint(resumeSubscription);
