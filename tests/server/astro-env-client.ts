/**
 * `astro:env/client` under vitest (vitest.config.ts aliases it here): the public values a build
 * writes in. Tests build nothing, so there are none; src/server/runtime.ts then takes every
 * public value from the environment at run time, as the built server does for a value set there.
 */
export {};
