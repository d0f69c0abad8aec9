// GET /api/v1/projections.json: on-demand (never prerendered). The behaviour and status codes are documented
// in src/server/data-api.ts and docs/api.md; this file only adapts it to Astro.
import { projectionsJson } from '../../../server/data-api.ts';
import { astroApiEndpoint } from '../../../server/runtime.ts';

export const prerender = false;

export const ALL = astroApiEndpoint(projectionsJson);
