/**
 * astro:env: astro.config.mjs declares every variable of domain/config/env.ts once, public ones as
 * client fields and server ones as secrets, and declaredEnv (src/server/env.ts) hands the
 * server and the prerendered account pages (src/server/account-page-config.ts) exactly those variables,
 * read at the call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { VARIABLES, type VariableName } from '../../domain/config/env.ts';
import { accountPageConfig } from '../../src/server/account-page-config.ts';
import { declaredEnv } from '../../src/server/env.ts';

const NAMES = Object.keys(VARIABLES) as VariableName[];

describe('the env schema in astro.config.mjs', () => {
  it('declares each variable of VARIABLES: public ones as optional client fields, server ones as optional secrets', () => {
    const schema = astroConfig.env?.schema ?? {};
    expect(Object.keys(schema)).toEqual(NAMES);
    for (const name of NAMES) {
      const expected = VARIABLES[name].scope === 'public' ? { context: 'client', access: 'public' } : { context: 'server', access: 'secret' };
      expect({ name, ...schema[name] }).toEqual({ name, type: 'string', optional: true, ...expected });
    }
    expect(astroConfig.env?.validateSecrets).toBe(false);
  });
});

describe('declaredEnv', () => {
  const saved = new Map<string, string | undefined>();
  const set = (name: string, value: string) => {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    process.env[name] = value;
  };
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    saved.clear();
  });

  it('holds the declared variables and nothing else of the environment', () => {
    set('LONGBALL_UNDECLARED_FOR_TEST', 'not for the server');
    expect(Object.keys(declaredEnv())).toEqual(NAMES);
  });

  it('reads secrets and public values from the environment at each call', () => {
    set('STRIPE_WEBHOOK_SECRET', 'whsec_first');
    set('PUBLIC_SITE_URL', 'https://first.example');
    expect(declaredEnv()).toMatchObject({ STRIPE_WEBHOOK_SECRET: 'whsec_first', PUBLIC_SITE_URL: 'https://first.example' });
    set('STRIPE_WEBHOOK_SECRET', 'whsec_second');
    set('PUBLIC_SITE_URL', 'https://second.example');
    expect(declaredEnv()).toMatchObject({ STRIPE_WEBHOOK_SECRET: 'whsec_second', PUBLIC_SITE_URL: 'https://second.example' });
  });

  it("gives the account pages the build environment's values, price ids (server variables) included", () => {
    set('SUPPORT_INBOX', 'help@build.example');
    set('PUBLIC_STRIPE_PUBLISHABLE_KEY', 'pk_test_build');
    set('STRIPE_PRICE_BASIC', 'price_build_basic');
    set('STRIPE_PRICE_PRO', 'price_build_pro');
    const config = accountPageConfig();
    expect(config).toMatchObject({ supportInbox: 'help@build.example', stripePublishableKey: 'pk_test_build' });
    expect(config.plans.map((plan) => [plan.id, plan.stripePriceId])).toEqual([
      ['basic', 'price_build_basic'],
      ['pro', 'price_build_pro'],
    ]);
    set('STRIPE_PRICE_PRO', 'not-a-price');
    expect(() => accountPageConfig()).toThrow(/STRIPE_PRICE_PRO is invalid/);
  });
});
