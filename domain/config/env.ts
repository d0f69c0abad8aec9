/**
 * The one validated configuration module: every environment variable Longball reads, what it is
 * for, where to find its value, and the two views of it.
 *
 *  - publicConfig(env): what the site build may know (and ship to browsers). Decides the mode:
 *      'local'      no Supabase project configured: everything open, data from generated/.
 *      'configured' PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY both set.
 *    Setting only one of the two is an error naming the missing one.
 *  - serverConfig(env): what the payment API routes need, secrets included. Throws a ConfigError
 *    whose message names every missing or malformed variable and says where to get its value.
 *  - publishConfig(env): what `pipeline publish` needs (the Supabase URL and service-role key),
 *    with the same messages.
 *
 * Build-time / server-side only (it imports zod): islands receive the values as props, or apply
 * the zod-free rules of ./public-rules.ts that this module validates with (the mode decision,
 * what counts as set, the feed URL).
 * Values are trimmed; an empty value counts as unset. Messages never echo a secret's value.
 */
import { z } from 'zod';
import { PLANS, type Plan } from '../spec-constants.ts';
import { isHomeRunFeedUrl, isHttpUrl, presentValue, supabaseModeOf, type SiteMode } from './public-rules.ts';

export type { SiteMode };

/** process.env, import.meta.env (which also holds booleans such as DEV) or a plain object. */
export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

export type VariableScope = 'public' | 'server';

export interface VariableSpec {
  scope: VariableScope;
  /** What breaks while it is missing (completes "X is not set: ..."). */
  consequence: string;
  /** Where its value comes from (completes "Set it to ..."). */
  source: string;
  /** Checks a present (trimmed, non-empty) value; the message says what was expected. */
  format: z.ZodType<string>;
}

const httpUrl = (what: string) => z.string().refine(isHttpUrl, { message: `expected an http(s) URL (${what})` });

const prefixed = (prefixes: readonly string[], what: string) =>
  z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
    message: `expected ${what} starting with ${prefixes.join(' or ')}`,
  });

const anyText = z.string();

/** Every variable, in the order the docs list them. */
export const VARIABLES = {
  PUBLIC_SUPABASE_URL: {
    scope: 'public',
    consequence: 'the site cannot reach Supabase (accounts, mailbox, subscriptions, premium data)',
    source: 'the Project URL of your Supabase project (Supabase dashboard > Project Settings > API)',
    format: httpUrl('e.g. https://abcd1234.supabase.co'),
  },
  PUBLIC_SUPABASE_ANON_KEY: {
    scope: 'public',
    consequence: 'the site cannot call Supabase on behalf of visitors',
    source: 'the anon (publishable) key of your Supabase project (Supabase dashboard > Project Settings > API)',
    format: anyText,
  },
  PUBLIC_STRIPE_PUBLISHABLE_KEY: {
    scope: 'public',
    consequence: 'the subscribe page cannot load Stripe.js',
    source: 'the publishable key of your Stripe account (Stripe dashboard > Developers > API keys)',
    format: prefixed(['pk_'], 'a Stripe publishable key'),
  },
  PUBLIC_SITE_URL: {
    scope: 'public',
    consequence: 'Stripe cannot send customers back to the site after checkout or the billing portal',
    source: 'the public origin of the site, e.g. https://longball.example (no trailing path)',
    format: httpUrl('the public origin of the site'),
  },
  SUPPORT_INBOX: {
    scope: 'public',
    consequence: 'feedback has no recipient',
    source: 'the email address that receives feedback and sign-up notices',
    format: z.email({ message: 'expected an email address' }),
  },
  PUBLIC_HOME_RUN_FEED_URL: {
    scope: 'public',
    consequence: "Season Home Runs polls the pipeline's own /data/home-runs.json (the normal case)",
    source: 'the URL of an external home-run feed (JSON), absolute or a path on this site',
    format: z.string().refine(isHomeRunFeedUrl, {
      message: 'expected an http(s) URL or a path on this site starting with / (the home-run feed)',
    }),
  },
  SUPABASE_SERVICE_ROLE_KEY: {
    scope: 'server',
    consequence: 'the payment routes cannot read profiles, record subscriptions or set roles, and `pipeline publish` cannot send the premium data',
    source: 'the service_role (secret) key of your Supabase project (Supabase dashboard > Project Settings > API). Server only: never give it a PUBLIC_ name',
    format: anyText,
  },
  STRIPE_SECRET_KEY: {
    scope: 'server',
    consequence: 'the payment routes cannot call Stripe',
    source: 'the secret key of your Stripe account (Stripe dashboard > Developers > API keys)',
    format: prefixed(['sk_', 'rk_'], 'a Stripe secret or restricted key'),
  },
  STRIPE_WEBHOOK_SECRET: {
    scope: 'server',
    consequence: 'the Stripe webhook cannot verify signatures',
    source: 'the signing secret of your webhook endpoint (Stripe dashboard > Developers > Webhooks)',
    format: prefixed(['whsec_'], 'a webhook signing secret'),
  },
  STRIPE_PRICE_BASIC: {
    scope: 'server',
    consequence: 'the Basic plan cannot be bought',
    source: 'the id of the Basic plan price, 9.99 USD per month (Stripe dashboard > Product catalogue > Basic > Pricing)',
    format: prefixed(['price_'], 'a Stripe price id'),
  },
  STRIPE_PRICE_PRO: {
    scope: 'server',
    consequence: 'the Pro plan cannot be bought',
    source: 'the id of the Pro plan price, 19.99 USD per month (Stripe dashboard > Product catalogue > Pro > Pricing)',
    format: prefixed(['price_'], 'a Stripe price id'),
  },
  STRIPE_API_BASE: {
    scope: 'server',
    consequence: 'the real Stripe API is used (the normal case)',
    source: 'a base URL such as http://127.0.0.1:12111 to point the Stripe SDK at a local stand-in (tests only)',
    format: httpUrl('the Stripe API stand-in'),
  },
} as const satisfies Record<string, VariableSpec>;

export type VariableName = keyof typeof VARIABLES;

/** The variables serverConfig requires. */
export const REQUIRED_SERVER_VARIABLES = [
  'PUBLIC_SUPABASE_URL',
  'PUBLIC_SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_PRO',
  'PUBLIC_SITE_URL',
] as const satisfies readonly VariableName[];

export interface ConfigProblem {
  variable: VariableName;
  message: string;
}

/** A configuration that cannot work. message: one line per problem, each naming its variable. */
export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(problems.map((problem) => problem.message).join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }

  /** The variables at fault, in the order found. */
  get variables(): VariableName[] {
    return this.problems.map((problem) => problem.variable);
  }
}

export function missingMessage(variable: VariableName): string {
  const spec: VariableSpec = VARIABLES[variable];
  return `${variable} is not set: ${spec.consequence}. Set it to ${spec.source}.`;
}

/** Reads and checks variables, collecting every problem instead of stopping at the first. */
class EnvReader {
  readonly problems: ConfigProblem[] = [];

  constructor(private readonly env: EnvSource) {}

  /** The trimmed value, or null when unset/empty. A malformed value is a problem (and null). */
  optional(variable: VariableName): string | null {
    const value = presentValue(this.env[variable]);
    if (value === null) return null;
    const spec: VariableSpec = VARIABLES[variable];
    const checked = spec.format.safeParse(value);
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? 'malformed';
      this.fail(variable, `${variable} is invalid: ${reason}.`);
      return null;
    }
    return value;
  }

  required(variable: VariableName): string | null {
    if (presentValue(this.env[variable]) === null) {
      this.fail(variable, missingMessage(variable));
      return null;
    }
    return this.optional(variable);
  }

  fail(variable: VariableName, message: string): void {
    this.problems.push({ variable, message });
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}

// ---------------------------------------------------------------------------------------------
// Plans: the spec's texts (domain/spec-constants.ts) joined with the configured price ids.

export interface PlanOffer extends Plan {
  /** The Stripe price id, or null when its variable is not set. */
  stripePriceId: string | null;
}

const PRICE_VARIABLE: Record<Plan['id'], 'STRIPE_PRICE_BASIC' | 'STRIPE_PRICE_PRO'> = {
  basic: 'STRIPE_PRICE_BASIC',
  pro: 'STRIPE_PRICE_PRO',
};

function joinPlans(priceIds: Record<Plan['id'], string | null>): PlanOffer[] {
  return PLANS.map((plan) => ({ ...plan, features: [...plan.features], stripePriceId: priceIds[plan.id] }));
}

function readPlans(reader: EnvReader, requirePrices: boolean): PlanOffer[] {
  const priceIds = {
    basic: requirePrices ? reader.required(PRICE_VARIABLE.basic) : reader.optional(PRICE_VARIABLE.basic),
    pro: requirePrices ? reader.required(PRICE_VARIABLE.pro) : reader.optional(PRICE_VARIABLE.pro),
  };
  if (priceIds.basic !== null && priceIds.basic === priceIds.pro) {
    reader.fail('STRIPE_PRICE_PRO', 'STRIPE_PRICE_PRO is invalid: it is the same price as STRIPE_PRICE_BASIC; each plan needs its own price.');
  }
  return joinPlans(priceIds);
}

/** The plans with their price ids (null when not configured). Throws ConfigError on a malformed id. */
export function plansFromEnv(env: EnvSource): PlanOffer[] {
  const reader = new EnvReader(env);
  const plans = readPlans(reader, false);
  reader.throwIfProblems();
  return plans;
}

// ---------------------------------------------------------------------------------------------
// Guards against secrets in public variables.

/** base64url text (a JWT part) decoded as UTF-8, with the web's atob; throws when it is not base64. */
function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The `role` claim of a legacy Supabase JWT key, or null when the key is not a readable JWT. */
function jwtRole(key: string): string | null {
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (claims && typeof claims === 'object' && 'role' in claims && typeof claims.role === 'string') return claims.role;
  } catch {
    // not a JWT: a new-style key, checked by prefix
  }
  return null;
}

function isSupabaseSecretKey(key: string): boolean {
  return key.startsWith('sb_secret_') || jwtRole(key) === 'service_role';
}

function checkAnonKeyIsPublic(reader: EnvReader, anonKey: string | null): void {
  if (anonKey !== null && isSupabaseSecretKey(anonKey)) {
    reader.fail(
      'PUBLIC_SUPABASE_ANON_KEY',
      'PUBLIC_SUPABASE_ANON_KEY holds a secret (service_role) key: it would be shipped to every browser. Use the anon (publishable) key; the secret key belongs in SUPABASE_SERVICE_ROLE_KEY.',
    );
  }
}

function stripeKeyMode(key: string): 'test' | 'live' | null {
  if (/^(sk|rk|pk)_test_/.test(key)) return 'test';
  if (/^(sk|rk|pk)_live_/.test(key)) return 'live';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The public view

export interface PublicConfig {
  mode: SiteMode;
  /** Set in configured mode. */
  supabaseUrl: string | null;
  anonKey: string | null;
  stripePublishableKey: string | null;
  siteUrl: string | null;
  supportInbox: string | null;
  /** PUBLIC_HOME_RUN_FEED_URL; null: the pipeline's /data/home-runs.json (the browser reads it in src/islands/home-runs/feed-url.ts). */
  homeRunFeedUrl: string | null;
  /** The spec's plans with their price ids (null when not configured). Price ids are not secret. */
  plans: PlanOffer[];
}

/**
 * The configuration a site build may use and ship to browsers.
 * Throws ConfigError on a partial Supabase configuration, a malformed value, or a secret in a
 * public variable.
 */
export function publicConfig(env: EnvSource): PublicConfig {
  const reader = new EnvReader(env);
  const supabaseUrl = reader.optional('PUBLIC_SUPABASE_URL');
  const anonKey = reader.optional('PUBLIC_SUPABASE_ANON_KEY');
  const { mode, missing } = supabaseModeOf(env);
  if (missing !== null) {
    reader.fail(missing.variable, `${missingMessage(missing.variable)} (${missing.present} is set: set both for configured mode, or neither for local mode.)`);
  }
  checkAnonKeyIsPublic(reader, anonKey);
  // A secret key pasted here fails the pk_ format check, so it is reported, never shipped.
  const stripePublishableKey = reader.optional('PUBLIC_STRIPE_PUBLISHABLE_KEY');
  const config: PublicConfig = {
    mode,
    supabaseUrl,
    anonKey,
    stripePublishableKey,
    siteUrl: withoutTrailingSlash(reader.optional('PUBLIC_SITE_URL')),
    supportInbox: reader.optional('SUPPORT_INBOX'),
    homeRunFeedUrl: reader.optional('PUBLIC_HOME_RUN_FEED_URL'),
    plans: readPlans(reader, false),
  };
  reader.throwIfProblems();
  if (config.mode === 'local') {
    return { ...config, supabaseUrl: null, anonKey: null };
  }
  return config;
}

// ---------------------------------------------------------------------------------------------
// The server view

export interface StripeApiOverride {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface ServerConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  supabaseServiceRoleKey: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Origin for Stripe's return URLs, without a trailing slash. */
  siteUrl: string;
  /** Both plans, each with its price id. */
  plans: Array<PlanOffer & { stripePriceId: string }>;
  /** Set only when STRIPE_API_BASE points the SDK at a stand-in (tests). */
  stripeApi: StripeApiOverride | null;
}

export interface PublishConfig {
  supabaseUrl: string;
  supabaseServiceRoleKey: string;
}

/**
 * What `pipeline publish` needs to write the day's premium data (server side, like the payment
 * routes). Throws ConfigError naming every missing or malformed variable.
 */
export function publishConfig(env: EnvSource): PublishConfig {
  const reader = new EnvReader(env);
  const supabaseUrl = reader.required('PUBLIC_SUPABASE_URL');
  const supabaseServiceRoleKey = reader.required('SUPABASE_SERVICE_ROLE_KEY');
  reader.throwIfProblems();
  return { supabaseUrl: supabaseUrl!, supabaseServiceRoleKey: supabaseServiceRoleKey! };
}

/** What the payment routes need. Throws ConfigError naming every missing or malformed variable. */
export function serverConfig(env: EnvSource): ServerConfig {
  const reader = new EnvReader(env);
  const supabaseUrl = reader.required('PUBLIC_SUPABASE_URL');
  const supabaseAnonKey = reader.required('PUBLIC_SUPABASE_ANON_KEY');
  const supabaseServiceRoleKey = reader.required('SUPABASE_SERVICE_ROLE_KEY');
  const stripeSecretKey = reader.required('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = reader.required('STRIPE_WEBHOOK_SECRET');
  const plans = readPlans(reader, true);
  const siteUrl = withoutTrailingSlash(reader.required('PUBLIC_SITE_URL'));
  const stripeApiBase = reader.optional('STRIPE_API_BASE');

  checkAnonKeyIsPublic(reader, supabaseAnonKey);
  if (supabaseServiceRoleKey !== null && supabaseServiceRoleKey === supabaseAnonKey) {
    reader.fail(
      'SUPABASE_SERVICE_ROLE_KEY',
      'SUPABASE_SERVICE_ROLE_KEY is invalid: it is the anon key. Set it to the service_role (secret) key (Supabase dashboard > Project Settings > API).',
    );
  }
  const publishableKey = reader.optional('PUBLIC_STRIPE_PUBLISHABLE_KEY');
  if (stripeSecretKey !== null && publishableKey !== null) {
    const secretMode = stripeKeyMode(stripeSecretKey);
    const publishableMode = stripeKeyMode(publishableKey);
    if (secretMode !== null && publishableMode !== null && secretMode !== publishableMode) {
      reader.fail(
        'PUBLIC_STRIPE_PUBLISHABLE_KEY',
        `PUBLIC_STRIPE_PUBLISHABLE_KEY is invalid: it is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key; use the pair from the same mode.`,
      );
    }
  }
  let stripeApi: StripeApiOverride | null = null;
  if (stripeApiBase !== null) {
    if (stripeSecretKey !== null && stripeKeyMode(stripeSecretKey) === 'live') {
      reader.fail(
        'STRIPE_API_BASE',
        'STRIPE_API_BASE is invalid: it redirects Stripe calls away from api.stripe.com and is for tests only; it cannot be used with a live STRIPE_SECRET_KEY. Unset it.',
      );
    } else {
      const url = new URL(stripeApiBase);
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      stripeApi = {
        host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
        protocol,
      };
    }
  }

  reader.throwIfProblems();
  // Every value below was checked by required(): the non-null assertions cannot fail here.
  return {
    supabaseUrl: supabaseUrl!,
    supabaseAnonKey: supabaseAnonKey!,
    supabaseServiceRoleKey: supabaseServiceRoleKey!,
    stripeSecretKey: stripeSecretKey!,
    stripeWebhookSecret: stripeWebhookSecret!,
    siteUrl: siteUrl!,
    plans: plans.map((plan) => ({ ...plan, stripePriceId: plan.stripePriceId! })),
    stripeApi,
  };
}

function withoutTrailingSlash(url: string | null): string | null {
  return url === null ? null : url.replace(/\/+$/, '');
}
