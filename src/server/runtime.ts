/**
 * Wiring for the deployed server: the Stripe client, the Supabase-backed dependencies, and the
 * adapter from a framework-free Handler to an Astro endpoint (src/pages/api/*.ts).
 *
 * Configuration is read per request (declaredEnv in ./env.ts: the variables astro.config.mjs declares
 * with astro:env from domain/config/env.ts) and the dependencies are built once per distinct configuration.
 * A ConfigError (a missing or malformed variable) is logged in full and answered 500 with a
 * generic message: the client learns that payments are unavailable, not which secret is missing.
 */
import type { APIRoute } from 'astro';
import Stripe from 'stripe';
import { ConfigError, serverConfig, type EnvSource, type ServerConfig } from '../../domain/config/env.ts';
import { supabaseModeOf } from '../../domain/config/public-rules.ts';
import { API_MESSAGES } from '../shared/api-access.ts';
import { declaredEnv } from './env.ts';
import { defaultLogger, json, methodNotAllowed } from './http.ts';
import { apiLimits } from './rate-limit.ts';
import { supabaseApiKeyDb, supabaseBillingDb, supabaseTokenVerifier } from './supabase-admin.ts';
import type { ApiDeps, ApiHandler, ApiLimits, Handler, Logger, PaymentDeps } from './types.ts';

export const PAYMENTS_UNAVAILABLE = 'Payments are temporarily unavailable. Please try again later.';

export function createStripeClient(config: Pick<ServerConfig, 'stripeSecretKey' | 'stripeApi'>): Stripe {
  return new Stripe(config.stripeSecretKey, {
    ...(config.stripeApi ?? {}),
    maxNetworkRetries: 2,
    appInfo: { name: 'Longball' },
  });
}

export function productionDeps(config: ServerConfig): PaymentDeps {
  return {
    config,
    stripe: createStripeClient(config),
    verifyAccessToken: supabaseTokenVerifier(config),
    db: supabaseBillingDb(config),
  };
}

export interface EndpointOptions {
  env?: () => EnvSource;
  buildDeps?: (config: ServerConfig) => PaymentDeps;
  log?: Logger;
}

/** An Astro endpoint (export it as ALL, so any method reaches the handler's 405). */
export function astroEndpoint(handler: Handler, options: EndpointOptions = {}): APIRoute {
  const readEnv = options.env ?? declaredEnv;
  const buildDeps = options.buildDeps ?? productionDeps;
  const log = options.log ?? defaultLogger;
  let cache: { key: string; deps: PaymentDeps } | null = null;

  return async ({ request }) => {
    if (request.method !== 'POST') return methodNotAllowed(request.method);
    let config: ServerConfig;
    try {
      config = serverConfig(readEnv());
    } catch (error) {
      if (error instanceof ConfigError) {
        log(`${new URL(request.url).pathname}: payments are not configured:\n${error.message}`);
        return json(500, { error: PAYMENTS_UNAVAILABLE });
      }
      throw error;
    }
    const key = JSON.stringify(config);
    if (cache === null || cache.key !== key) cache = { key, deps: { log, ...buildDeps(config) } };
    return handler(request, cache.deps);
  };
}

export function productionApiDeps(config: ServerConfig, limits: ApiLimits): ApiDeps {
  return { verifyAccessToken: supabaseTokenVerifier(config), keys: supabaseApiKeyDb(config), limits };
}

/**
 * The data API's limits of this server process, one set for every endpoint: a key's budget is
 * spent across /api/v1/projections.json, .csv, picks.json and .csv alike (src/server/rate-limit.ts
 * says what changes with several processes).
 */
export const PROCESS_API_LIMITS: ApiLimits = apiLimits();

/**
 * The header server/serve.mjs sets on every request to the client address it resolved (the
 * socket's peer, or the trusted proxy's X-Forwarded-For entry), replacing any the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-longball-client-address';

/** The request's client address: serve.mjs's header, else what the adapter reports, else null. */
export function clientAddressOf(request: Request, adapterAddress: () => string): string | null {
  const resolved = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (resolved !== null && resolved !== '') return resolved;
  try {
    return adapterAddress();
  } catch {
    return null;
  }
}

export interface ApiEndpointOptions {
  env?: () => EnvSource;
  buildDeps?: (config: ServerConfig, limits: ApiLimits) => ApiDeps;
  log?: Logger;
  /** Defaults to PROCESS_API_LIMITS. */
  limits?: ApiLimits;
}

/**
 * An Astro endpoint for the API key routes and the data API (export it as ALL; the handler
 * answers 405 to other methods). Local mode (no Supabase: no accounts, no keys) answers 404 with
 * where the open data is; a configuration that cannot work is logged and answered 500. Every
 * endpoint counts against the same limits (PROCESS_API_LIMITS), kept across configuration changes.
 */
export function astroApiEndpoint(handler: ApiHandler, options: ApiEndpointOptions = {}): APIRoute {
  const readEnv = options.env ?? declaredEnv;
  const buildDeps = options.buildDeps ?? productionApiDeps;
  const log = options.log ?? defaultLogger;
  const limits = options.limits ?? PROCESS_API_LIMITS;
  let cache: { key: string; deps: ApiDeps } | null = null;

  return async (context) => {
    const { request } = context;
    const env = readEnv();
    const mode = supabaseModeOf(env);
    if (mode.mode === 'local' && mode.missing === null) return json(404, { error: API_MESSAGES.localMode });
    let config: ServerConfig;
    try {
      config = serverConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) {
        log(`${new URL(request.url).pathname}: the API is not configured:\n${error.message}`);
        return json(500, { error: API_MESSAGES.unavailable });
      }
      throw error;
    }
    const key = JSON.stringify(config);
    if (cache === null || cache.key !== key) cache = { key, deps: { log, ...buildDeps(config, limits) } };
    return handler(request, cache.deps, { address: clientAddressOf(request, () => context.clientAddress) });
  };
}
