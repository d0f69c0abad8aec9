/** domain/config/env.ts: modes, the server secrets, and messages that name what is wrong. */
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  plansFromEnv,
  publicConfig,
  publishConfig,
  REQUIRED_SERVER_VARIABLES,
  serverConfig,
  VARIABLES,
  type EnvSource,
} from '../../domain/config/env.ts';
import { resolveSiteConfig } from '../../src/lib/site-config.ts';
import { PLANS } from '../../domain/spec-constants.ts';
import { testEnv } from './support.ts';

const FULL = testEnv(12111);

function without(env: Record<string, string>, ...names: string[]): Record<string, string> {
  const copy = { ...env };
  for (const name of names) delete copy[name];
  return copy;
}

function configError(read: () => unknown): ConfigError {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** A legacy Supabase key: an unsigned-looking JWT whose payload carries the role. */
function legacyKey(role: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iss: 'supabase', role })}.signature`;
}

describe('publicConfig: local vs configured mode', () => {
  it('is local with no Supabase variables (empty and whitespace count as unset)', () => {
    for (const env of [{}, { PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: '   ' }] as EnvSource[]) {
      const config = publicConfig(env);
      expect(config.mode).toBe('local');
      expect([config.supabaseUrl, config.anonKey, config.stripePublishableKey]).toEqual([null, null, null]);
    }
  });

  it('is configured with both Supabase variables, and carries the public values', () => {
    const config = publicConfig(FULL);
    expect(config).toMatchObject({
      mode: 'configured',
      supabaseUrl: 'https://project.supabase.example',
      anonKey: 'sb_publishable_test_anon',
      stripePublishableKey: 'pk_test_longball',
      siteUrl: 'https://longball.example',
      supportInbox: 'support@longball.example',
      homeRunFeedUrl: null,
    });
  });

  it('never exposes a server secret', () => {
    const serialised = JSON.stringify(publicConfig(FULL));
    for (const secret of [FULL.SUPABASE_SERVICE_ROLE_KEY, FULL.STRIPE_SECRET_KEY, FULL.STRIPE_WEBHOOK_SECRET]) {
      expect(serialised).not.toContain(secret);
    }
  });

  it('refuses a partial Supabase configuration, naming the missing variable', () => {
    const urlOnly = configError(() => publicConfig({ PUBLIC_SUPABASE_URL: 'https://project.supabase.example' }));
    expect(urlOnly.variables).toEqual(['PUBLIC_SUPABASE_ANON_KEY']);
    expect(urlOnly.message).toMatch(
      /^PUBLIC_SUPABASE_ANON_KEY is not set: .* \(PUBLIC_SUPABASE_URL is set: set both for configured mode, or neither for local mode\.\)$/,
    );

    const keyOnly = configError(() => publicConfig({ PUBLIC_SUPABASE_ANON_KEY: 'anon' }));
    expect(keyOnly.variables).toEqual(['PUBLIC_SUPABASE_URL']);
  });

  it('refuses a service-role key in the public anon-key variable (it would ship to browsers)', () => {
    for (const key of [legacyKey('service_role'), 'sb_secret_abc123']) {
      const error = configError(() => publicConfig({ PUBLIC_SUPABASE_URL: 'https://p.supabase.example', PUBLIC_SUPABASE_ANON_KEY: key }));
      expect(error.variables).toEqual(['PUBLIC_SUPABASE_ANON_KEY']);
      expect(error.message).toContain('holds a secret (service_role) key');
      expect(error.message).not.toContain(key);
    }
    expect(publicConfig({ PUBLIC_SUPABASE_URL: 'https://p.supabase.example', PUBLIC_SUPABASE_ANON_KEY: legacyKey('anon') }).mode).toBe('configured');
  });

  it('refuses a Stripe secret key in the publishable-key variable without echoing it', () => {
    const error = configError(() => publicConfig({ PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_live_topsecret' }));
    expect(error.message).toBe('PUBLIC_STRIPE_PUBLISHABLE_KEY is invalid: expected a Stripe publishable key starting with pk_.');
  });

  it('joins the spec plans with the configured price ids', () => {
    expect(publicConfig(FULL).plans).toEqual([
      { ...PLANS[0], features: [...PLANS[0]!.features], stripePriceId: 'price_basic_monthly' },
      { ...PLANS[1], features: [...PLANS[1]!.features], stripePriceId: 'price_pro_monthly' },
    ]);
    expect(plansFromEnv({}).map((plan) => [plan.name, plan.price, plan.stripePriceId])).toEqual([
      ['Basic', 9.99, null],
      ['Pro', 19.99, null],
    ]);
  });
});

describe('publicConfig: the home-run feed', () => {
  it('is PUBLIC_HOME_RUN_FEED_URL, the variable the site reads; HOME_RUN_FEED_URL is not one', () => {
    expect(VARIABLES).toHaveProperty('PUBLIC_HOME_RUN_FEED_URL');
    expect(VARIABLES).not.toHaveProperty('HOME_RUN_FEED_URL');
    expect(publicConfig({ HOME_RUN_FEED_URL: 'https://feed.example/hr.json' }).homeRunFeedUrl).toBeNull();
    expect(publicConfig({ PUBLIC_HOME_RUN_FEED_URL: ' https://feed.example/hr.json ' }).homeRunFeedUrl).toBe('https://feed.example/hr.json');
    expect(publicConfig({ PUBLIC_HOME_RUN_FEED_URL: '/feeds/home-runs.json' }).homeRunFeedUrl).toBe('/feeds/home-runs.json');
    expect(publicConfig({ PUBLIC_HOME_RUN_FEED_URL: '  ' }).homeRunFeedUrl).toBeNull();
  });

  it('refuses a value that is neither an http(s) URL nor a path on this site, naming the variable', () => {
    for (const value of ['feeds/home-runs.json', '//feed.example/hr.json', 'ftp://feed.example/hr.json', 'javascript:alert(1)']) {
      const error = configError(() => publicConfig({ PUBLIC_HOME_RUN_FEED_URL: value }));
      expect(error.variables).toEqual(['PUBLIC_HOME_RUN_FEED_URL']);
      expect(error.message).toBe('PUBLIC_HOME_RUN_FEED_URL is invalid: expected an http(s) URL or a path on this site starting with / (the home-run feed).');
    }
  });
});

describe('the site mode in the browser (src/lib/site-config.ts) follows the same rule as publicConfig', () => {
  it.each<EnvSource>([
    {},
    { PUBLIC_SUPABASE_URL: '  ', PUBLIC_SUPABASE_ANON_KEY: '' },
    { PUBLIC_SUPABASE_URL: 'https://p.supabase.example', PUBLIC_SUPABASE_ANON_KEY: ' anon ' },
    { PUBLIC_SUPABASE_URL: 'https://p.supabase.example' },
    { PUBLIC_SUPABASE_ANON_KEY: 'anon', PUBLIC_SUPABASE_URL: ' ' },
  ])('%o', (env) => {
    const site = (() => {
      try {
        return resolveSiteConfig(env as Record<string, string>);
      } catch (error) {
        return (error as Error).message.match(/is set but (\w+) is not/)![1];
      }
    })();
    const build = (() => {
      try {
        const config = publicConfig(env);
        return { mode: config.mode, supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.anonKey };
      } catch (error) {
        return (error as ConfigError).variables[0];
      }
    })();
    expect(site).toEqual(build);
  });
});

describe('publishConfig (pipeline publish)', () => {
  it('reads the Supabase URL and the service-role key', () => {
    expect(publishConfig(FULL)).toEqual({
      supabaseUrl: 'https://project.supabase.example',
      supabaseServiceRoleKey: 'sb_secret_test_service',
    });
  });

  it('names each missing or malformed variable', () => {
    expect(configError(() => publishConfig({})).variables).toEqual(['PUBLIC_SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']);
    const malformed = configError(() => publishConfig({ PUBLIC_SUPABASE_URL: 'project.supabase.example', SUPABASE_SERVICE_ROLE_KEY: 'k' }));
    expect(malformed.message).toBe('PUBLIC_SUPABASE_URL is invalid: expected an http(s) URL (e.g. https://abcd1234.supabase.co).');
  });
});

describe('serverConfig', () => {
  it('reads a complete configuration, including the STRIPE_API_BASE override', () => {
    const config = serverConfig({ ...FULL, PUBLIC_SITE_URL: 'https://longball.example/' });
    expect(config).toMatchObject({
      supabaseUrl: 'https://project.supabase.example',
      supabaseServiceRoleKey: 'sb_secret_test_service',
      stripeSecretKey: 'sk_test_longball_stand_in',
      stripeWebhookSecret: 'whsec_longball_test_secret',
      siteUrl: 'https://longball.example',
      stripeApi: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(config.plans.map((plan) => [plan.id, plan.stripePriceId])).toEqual([
      ['basic', 'price_basic_monthly'],
      ['pro', 'price_pro_monthly'],
    ]);
    expect(serverConfig(without(FULL, 'STRIPE_API_BASE')).stripeApi).toBeNull();
  });

  it('names each missing required variable in its message', () => {
    for (const variable of REQUIRED_SERVER_VARIABLES) {
      const error = configError(() => serverConfig(without(FULL, variable)));
      expect(error.variables).toEqual([variable]);
      expect(error.message.startsWith(`${variable} is not set: `)).toBe(true);
    }
    expect(configError(() => serverConfig(without(FULL, 'STRIPE_WEBHOOK_SECRET'))).message).toBe(
      'STRIPE_WEBHOOK_SECRET is not set: the Stripe webhook cannot verify signatures. Set it to the signing secret of your webhook endpoint (Stripe dashboard > Developers > Webhooks).',
    );
  });

  it('lists every missing variable at once, one line each', () => {
    const error = configError(() => serverConfig({}));
    expect(error.variables).toEqual([...REQUIRED_SERVER_VARIABLES]);
    expect(error.message.split('\n')).toHaveLength(REQUIRED_SERVER_VARIABLES.length);
  });

  it('reports malformed values by name without echoing them', () => {
    const error = configError(() =>
      serverConfig({
        ...FULL,
        STRIPE_SECRET_KEY: 'pk_test_wrong_kind',
        STRIPE_WEBHOOK_SECRET: 'not-a-secret',
        STRIPE_PRICE_PRO: 'prod_123',
      }),
    );
    expect(error.variables).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO']);
    expect(error.message).toContain('STRIPE_SECRET_KEY is invalid: expected a Stripe secret or restricted key starting with sk_ or rk_.');
    expect(error.message).not.toContain('pk_test_wrong_kind');
    expect(error.message).not.toContain('not-a-secret');
  });

  it('refuses the same price for both plans, the anon key as service key, and mixed test/live Stripe keys', () => {
    expect(configError(() => serverConfig({ ...FULL, STRIPE_PRICE_PRO: FULL.STRIPE_PRICE_BASIC! })).variables).toEqual(['STRIPE_PRICE_PRO']);
    expect(configError(() => serverConfig({ ...FULL, SUPABASE_SERVICE_ROLE_KEY: FULL.PUBLIC_SUPABASE_ANON_KEY! })).variables).toEqual([
      'SUPABASE_SERVICE_ROLE_KEY',
    ]);
    expect(configError(() => serverConfig({ ...without(FULL, 'STRIPE_API_BASE'), PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })).variables).toEqual([
      'PUBLIC_STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('refuses STRIPE_API_BASE with a live secret key (the override is for tests only)', () => {
    const error = configError(() => serverConfig({ ...FULL, STRIPE_SECRET_KEY: 'sk_live_real', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_real' }));
    expect(error.variables).toEqual(['STRIPE_API_BASE']);
  });

  it('accepts import.meta.env-like sources that also hold booleans', () => {
    expect(serverConfig({ ...FULL, DEV: true, PROD: false, SSR: true }).siteUrl).toBe('https://longball.example');
  });
});
