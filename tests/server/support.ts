/**
 * The payment tests' world: the real `stripe` SDK against the loopback stand-in, the real
 * migrations on PGlite behind the SQL BillingDb (run as service_role), and a token table standing
 * in for Supabase Auth (the one piece that cannot run here).
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Stripe from 'stripe';
import { serverConfig, type ServerConfig } from '../../domain/config/env.ts';
import { sqlApiKeyDb } from '../../src/server/sql-api-key-db.ts';
import { sqlBillingDb, type InTransaction } from '../../src/server/sql-billing-db.ts';
import type { ApiKeyDb, AuthenticatedUser, BillingDb, Handler, PaymentDeps, ProfileRole, VerifyAccessToken } from '../../src/server/types.ts';
import { applySchema, subscriptionSql } from '../db/harness.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

export const STRIPE_KEY = 'sk_test_longball_stand_in';
export const WEBHOOK_SECRET = 'whsec_longball_test_secret';
export const PRICE_BASIC = 'price_basic_monthly';
export const PRICE_PRO = 'price_pro_monthly';
export const SITE_URL = 'https://longball.example';

export function testEnv(stripePort: number): Record<string, string> {
  return {
    PUBLIC_SUPABASE_URL: 'https://project.supabase.example',
    PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_test_anon',
    PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_longball',
    SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_test_service',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: PRICE_BASIC,
    STRIPE_PRICE_PRO: PRICE_PRO,
    PUBLIC_SITE_URL: SITE_URL,
    SUPPORT_INBOX: 'support@longball.example',
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
  };
}

/** Stands in for Supabase Auth: tokens issued here verify, anything else does not. */
export class TokenTable {
  private readonly tokens = new Map<string, AuthenticatedUser>();
  verifications = 0;

  issue(user: AuthenticatedUser): string {
    const token = `token-${randomUUID()}`;
    this.tokens.set(token, user);
    return token;
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  readonly verify: VerifyAccessToken = async (token) => {
    this.verifications += 1;
    return this.tokens.get(token) ?? null;
  };
}

export interface StoredProfile {
  role: string;
  stripe_customer_id: string | null;
  updated_at: Date;
  plan: string | null;
  subscription_status: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  access_ended_reason: string | null;
  access_ended_at: Date | null;
  billing_synced_at: Date | null;
}

/** The migrations on PGlite, with helpers to create users and read back what the server wrote. */
export class BillingDatabase {
  private constructor(
    readonly pg: PGlite,
    readonly db: BillingDb,
    /** The API keys and premium slates as the server reaches them (service_role). */
    readonly keys: ApiKeyDb,
  ) {}

  static async start(): Promise<BillingDatabase> {
    const pg = await PGlite.create();
    await applySchema({
      name: 'pglite',
      query: async (sql, params) => {
        const result = await pg.query(sql, params);
        return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
      },
      exec: async (sql) => {
        await pg.exec(sql);
      },
      close: () => pg.close(),
    });
    const inTransaction: InTransaction = (work) =>
      pg.transaction((tx) => work(async (sql, params) => ({ rows: (await tx.query(sql, params)).rows as never[] })));
    return new BillingDatabase(pg, sqlBillingDb(inTransaction), sqlApiKeyDb(inTransaction));
  }

  /** A signed-up user (the sign-up trigger creates the profile, role member), optionally adjusted. */
  async createUser(email: string, setup: { role?: ProfileRole; stripeCustomerId?: string } = {}): Promise<string> {
    const id = randomUUID();
    await this.pg.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [id, email, '{}']);
    if (setup.role) await this.pg.query('update public.profiles set role = $2 where id = $1', [id, setup.role]);
    if (setup.stripeCustomerId) {
      await this.pg.query('update public.profiles set stripe_customer_id = $2 where id = $1', [id, setup.stripeCustomerId]);
    }
    return id;
  }

  /**
   * Gives the user a mirrored subscription of `plan` whose paid period runs (or, with periodEnd,
   * ends then: a SQL expression), as the server's sync writes it: the subscriptions row the
   * database's rules read and the profile's mirror (migration 0012). plan null: a price that is
   * neither plan. Returns the subscription id.
   */
  async grantPlan(userId: string, plan: 'basic' | 'pro' | null, options: { periodEnd?: string; status?: string } = {}): Promise<string> {
    const id = `sub_granted_${userId.slice(0, 8)}`;
    await this.pg.exec(subscriptionSql(userId, plan, { ...options, id }));
    return id;
  }

  async profile(userId: string): Promise<StoredProfile> {
    const { rows } = await this.pg.query<StoredProfile>(
      `select role, stripe_customer_id, updated_at, plan, subscription_status, current_period_end, cancel_at_period_end,
              access_ended_reason, access_ended_at, billing_synced_at
         from public.profiles where id = $1`,
      [userId],
    );
    if (!rows[0]) throw new Error(`no profile ${userId}`);
    return rows[0];
  }

  async subscriptions(userId: string) {
    const { rows } = await this.pg.query<{
      id: string;
      customer_id: string;
      status: string;
      price_id: string | null;
      current_period_end: Date | null;
      cancel_at_period_end: boolean;
    }>('select id, customer_id, status, price_id, current_period_end, cancel_at_period_end from public.subscriptions where user_id = $1 order by id', [userId]);
    return rows;
  }

  async recordedEvents(): Promise<string[]> {
    const { rows } = await this.pg.query<{ id: string }>('select id from public.stripe_events order by id');
    return rows.map((row) => row.id);
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}

/** Counts the calls each BillingDb method receives (the database still does the work). */
export function countingDb(db: BillingDb): {
  db: BillingDb;
  counts: Record<keyof BillingDb, number>;
  roleChanges: Array<[string, string]>;
} {
  const counts = {
    getProfile: 0,
    setStripeCustomerId: 0,
    isEventRecorded: 0,
    recordEvent: 0,
    setUserRole: 0,
    upsertSubscription: 0,
    setBillingState: 0,
    markBillingUnsynced: 0,
    userIdForCustomer: 0,
    claimCheckoutAttempt: 0,
    recordCheckoutSession: 0,
    recordChargeAdjustment: 0,
    accessEndings: 0,
    entitlement: 0,
  } satisfies Record<keyof BillingDb, number>;
  const roleChanges: Array<[string, string]> = [];
  const counted: BillingDb = {
    getProfile: (...args) => {
      counts.getProfile++;
      return db.getProfile(...args);
    },
    setStripeCustomerId: (...args) => {
      counts.setStripeCustomerId++;
      return db.setStripeCustomerId(...args);
    },
    isEventRecorded: (...args) => {
      counts.isEventRecorded++;
      return db.isEventRecorded(...args);
    },
    recordEvent: (...args) => {
      counts.recordEvent++;
      return db.recordEvent(...args);
    },
    setUserRole: (userId, role) => {
      counts.setUserRole++;
      roleChanges.push([userId, role]);
      return db.setUserRole(userId, role);
    },
    upsertSubscription: (...args) => {
      counts.upsertSubscription++;
      return db.upsertSubscription(...args);
    },
    setBillingState: (...args) => {
      counts.setBillingState++;
      return db.setBillingState(...args);
    },
    markBillingUnsynced: (...args) => {
      counts.markBillingUnsynced++;
      return db.markBillingUnsynced(...args);
    },
    userIdForCustomer: (...args) => {
      counts.userIdForCustomer++;
      return db.userIdForCustomer(...args);
    },
    claimCheckoutAttempt: (...args) => {
      counts.claimCheckoutAttempt++;
      return db.claimCheckoutAttempt(...args);
    },
    recordCheckoutSession: (...args) => {
      counts.recordCheckoutSession++;
      return db.recordCheckoutSession(...args);
    },
    recordChargeAdjustment: (...args) => {
      counts.recordChargeAdjustment++;
      return db.recordChargeAdjustment(...args);
    },
    accessEndings: (...args) => {
      counts.accessEndings++;
      return db.accessEndings(...args);
    },
    entitlement: (...args) => {
      counts.entitlement++;
      return db.entitlement(...args);
    },
  };
  return { db: counted, counts, roleChanges };
}

export interface World {
  stripeStandIn: StripeStandIn;
  stripe: Stripe;
  database: BillingDatabase;
  tokens: TokenTable;
  config: ServerConfig;
  logs: string[];
  deps(overrides?: Partial<PaymentDeps>): PaymentDeps;
  close(): Promise<void>;
}

/** envOverrides: variables over testEnv's (the browser journeys use the test build's price ids). */
export async function startWorld(envOverrides: Record<string, string> = {}): Promise<World> {
  const stripeStandIn = new StripeStandIn(STRIPE_KEY);
  const port = await stripeStandIn.start();
  const config = serverConfig({ ...testEnv(port), ...envOverrides });
  // The real SDK, pointed at loopback by the same setting production would use (STRIPE_API_BASE).
  const stripe = new Stripe(STRIPE_KEY, { ...config.stripeApi!, maxNetworkRetries: 0 });
  const database = await BillingDatabase.start();
  const tokens = new TokenTable();
  const logs: string[] = [];
  return {
    stripeStandIn,
    stripe,
    database,
    tokens,
    config,
    logs,
    deps: (overrides = {}) => ({
      stripe,
      verifyAccessToken: tokens.verify,
      db: database.db,
      config,
      log: (message, details) => logs.push(details ? `${message} ${JSON.stringify(details)}` : message),
      ...overrides,
    }),
    async close() {
      await stripeStandIn.stop();
      await database.close();
    },
  };
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export function apiRequest(path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`${SITE_URL}${path}`, { method: options.method ?? 'POST', headers, body });
}

export async function call(handler: Handler, deps: PaymentDeps, path: string, options: CallOptions = {}) {
  const response = await handler(apiRequest(path, options), deps);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) };
}
