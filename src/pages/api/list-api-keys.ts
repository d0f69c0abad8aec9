// POST /api/list-api-keys: on-demand (never prerendered). The behaviour and status codes are documented in
// src/server/api-keys.ts and docs/api.md; this file only adapts it to Astro.
import { listApiKeys } from '../../server/api-keys.ts';
import { astroApiEndpoint } from '../../server/runtime.ts';

export const prerender = false;

export const ALL = astroApiEndpoint(listApiKeys);
