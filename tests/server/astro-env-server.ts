/**
 * `astro:env/server` under vitest (vitest.config.ts aliases it here): Astro's own getEnv from
 * astro/env/runtime, the function the virtual module's getSecret calls, which reads process.env
 * unless an adapter replaces it (the Node adapter does not). So getSecret behaves in tests as in
 * the built server: the value in process.env at the moment of the call.
 */
export { getEnv as getSecret } from 'astro/env/runtime';
