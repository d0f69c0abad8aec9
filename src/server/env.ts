/**
 * Every variable of domain/config/env.ts read the framework's way (astro:env; astro.config.mjs
 * declares each one from VARIABLES), for both kinds of reader:
 *  - the on-demand routes (src/server/runtime.ts) at each request: getSecret reads the server's
 *    environment (process.env under the Node adapter) at the moment of the call;
 *  - the prerendered pages' frontmatter (src/server/account-page-config.ts) at build time: Astro has
 *    copied what it loaded from .env into process.env (the shell's values win), so getSecret
 *    gives the build's environment.
 * Server/build side only: astro:env/server refuses to load in the browser.
 */
import * as builtPublicValues from 'astro:env/client';
import { getSecret } from 'astro:env/server';
import { VARIABLES, type EnvSource, type VariableName } from '../../domain/config/env.ts';

const PUBLIC_VALUES_IN_BUILD: Readonly<Record<string, string | undefined>> = builtPublicValues;

/**
 * The declared variables and nothing else of the environment: a secret from the environment now
 * (getSecret); a public value from the same environment when set there, else the value the build
 * wrote in (astro:env/client).
 */
export function declaredEnv(): EnvSource {
  const env: Partial<Record<VariableName, string | undefined>> = {};
  for (const name of Object.keys(VARIABLES) as VariableName[]) {
    env[name] = VARIABLES[name].scope === 'public' ? (getSecret(name) ?? PUBLIC_VALUES_IN_BUILD[name]) : getSecret(name);
  }
  return env;
}
