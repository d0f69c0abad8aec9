/**
 * What the payment handlers depend on. Everything is injected so the handlers run without Astro,
 * Supabase or the network: production wires supabase-admin.ts and the Stripe SDK; tests wire the
 * SQL implementation on PGlite and the Stripe SDK pointed at a loopback stand-in.
 */
import type Stripe from 'stripe';
import type { ServerConfig } from '../../domain/config/env.ts';

/** The user a verified Supabase access token belongs to. */
export interface AuthenticatedUser {
  userId: string;
  email: string | null;
}

/** null when the token is not a valid, current session of an existing user. */
export type VerifyAccessToken = (token: string) => Promise<AuthenticatedUser | null>;

export type ProfileRole = 'user' | 'member' | 'subscriber' | 'moderator';

export interface Profile {
  id: string;
  email: string | null;
  /** As stored; may be null or unexpected (read as 'user', docs/product.md#accounts). */
  role: string | null;
  stripeCustomerId: string | null;
  /** The plan the server stored from Stripe's data (migration 0008); null without one or when unexpected. */
  plan: PlanId | null;
  /** The stored end of the paid period (ISO 8601), or null. */
  currentPeriodEnd: string | null;
  /** When the server last reconciled the billing state with Stripe (ISO 8601, migration 0012); null if never. */
  billingSyncedAt: string | null;
}

/** Why access ended before its time (migration 0012): a full refund or a dispute, and when it was recorded. */
export interface AccessEnded {
  reason: 'refund' | 'dispute';
  /** ISO 8601. */
  at: string;
}

export type PlanId = 'basic' | 'pro';

/** The billing columns of a profile (migration 0008), written from Stripe's data only. */
export interface BillingState {
  plan: PlanId | null;
  /** Stripe's subscription status, or null when the customer has no subscription. */
  status: string | null;
  /** ISO 8601, or null. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Set while the subscription the state comes from was ended by a full refund or a dispute. */
  accessEnded: AccessEnded | null;
}

/** A row of public.subscriptions, mirrored from Stripe. */
export interface SubscriptionRecord {
  /** Stripe subscription id (sub_...). */
  id: string;
  userId: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** ISO 8601, or null when Stripe reports none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The plan of its price (STRIPE_PRICE_BASIC / _PRO); null for any other price. */
  plan: PlanId | null;
}

/** A refund or a dispute of a customer's charge, as the webhook records it (public.charge_adjustments). */
export interface ChargeAdjustment {
  /** The Stripe event that reported it (one record per event). */
  eventId: string;
  userId: string;
  customerId: string;
  chargeId: string;
  kind: 'full_refund' | 'partial_refund' | 'dispute';
  /** In the currency's smallest unit, as Stripe reports the charge. */
  amount: number;
  amountRefunded: number;
  currency: string | null;
  /** A full refund or a dispute: the named subscriptions no longer entitle. */
  endsAccess: boolean;
  subscriptionIds: string[];
}

/** The subscriptions a full refund or a dispute ended, and why (for the sync and the pages). */
export interface AccessEnding extends AccessEnded {
  subscriptionIds: string[];
}

/** The checkout attempt a request must use (public.claim_checkout_attempt). */
export interface CheckoutAttempt {
  /** Names the Stripe idempotency key of the attempt's session. */
  attemptId: string;
  /** The session recorded for the attempt; null while none is (new, or another request is creating it). */
  session: { id: string; url: string | null } | null;
  /** The recorded session of the attempt this claim replaced, to be expired; null if none. */
  replacedSessionId: string | null;
}

/** The server's (service role's) access to the billing tables and functions. */
export interface BillingDb {
  getProfile(userId: string): Promise<Profile | null>;
  /** Links the user to their Stripe customer (profiles.stripe_customer_id). */
  setStripeCustomerId(userId: string, customerId: string): Promise<void>;
  /** True when the event id was recorded before (a duplicate delivery). */
  isEventRecorded(eventId: string): Promise<boolean>;
  /** public.record_stripe_event: true the first time, false for a duplicate. */
  recordEvent(eventId: string, type: string): Promise<boolean>;
  /** public.set_user_role. */
  setUserRole(userId: string, role: ProfileRole): Promise<void>;
  upsertSubscription(subscription: SubscriptionRecord): Promise<void>;
  /**
   * Stores the billing state on the user's profile (plan, status, period end, cancel at period
   * end, why access ended) and when it was reconciled with Stripe (billing_synced_at, ISO 8601).
   */
  setBillingState(userId: string, state: BillingState, syncedAt: string): Promise<void>;
  /**
   * Forgets when the billing state was last reconciled (billing_synced_at = null): the customer
   * opened the Stripe portal, where it may change, so his next return or visit reconciles at once.
   */
  markBillingUnsynced(userId: string): Promise<void>;
  /** public.charge_adjustments: true the first time the event is recorded, false for a duplicate. */
  recordChargeAdjustment(adjustment: ChargeAdjustment): Promise<boolean>;
  /** The full refunds and disputes of the customer's charges (oldest first). */
  accessEndings(customerId: string): Promise<AccessEnding[]>;
  /** public.entitlement: the role and plan the database rules give the user now (migration 0012). */
  entitlement(userId: string): Promise<{ role: ProfileRole; plan: PlanId | null }>;
  /** The user whose profile holds this Stripe customer id, or null. */
  userIdForCustomer(customerId: string): Promise<string | null>;
  /**
   * public.claim_checkout_attempt: the user's current attempt for this price, or a new one.
   * staleAttemptId: an attempt whose session is no longer open, never to be kept.
   */
  claimCheckoutAttempt(userId: string, priceId: string, staleAttemptId: string | null): Promise<CheckoutAttempt>;
  /** public.record_checkout_session: false when the attempt was replaced meanwhile. */
  recordCheckoutSession(userId: string, attemptId: string, session: { id: string; url: string | null; expiresAt: string }): Promise<boolean>;
}

export type Logger = (message: string, details?: Record<string, unknown>) => void;

export interface PaymentDeps {
  stripe: Stripe;
  verifyAccessToken: VerifyAccessToken;
  db: BillingDb;
  config: ServerConfig;
  /** Server-side log for failures; defaults to console.error. */
  log?: Logger;
  /** The clock the access rules read (defaults to the system's). */
  now?: () => Date;
}

export type Handler = (request: Request, deps: PaymentDeps) => Promise<Response>;

/** A personal API key as its owner sees it (public.api_keys without key_hash). */
export interface ApiKeyMetadata {
  id: string;
  /** The key's first characters (lb_ and 8 more), to recognise it. */
  prefix: string;
  /** ISO 8601. */
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** public.use_api_key: the key a request presented (by its hash) and whether it may be used now. */
export interface ApiKeyUse {
  keyId: string;
  userId: string;
  revoked: boolean;
  /** The owner's plan includes API access now (Pro, subscriber). */
  hasAccess: boolean;
}

/** A premium_slates row as stored (validated by the caller against the contracts). */
export interface StoredSlate {
  date: string;
  projections: unknown;
  picks: unknown;
  /** ISO 8601, or null. */
  publishedAt: string | null;
}

/** Why the database refused a key: not Pro, too many live keys, too many made in 24 hours. */
export type KeyRefusal = 'plan' | 'limit' | 'rate';

export type CreateKeyResult = { created: ApiKeyMetadata } | { refused: KeyRefusal };

/** The server's (service role's) access to API keys and the premium slates (migrations 0005, 0009). */
export interface ApiKeyDb {
  /** The user's keys, newest first, revoked ones included. */
  listKeys(userId: string): Promise<ApiKeyMetadata[]>;
  /** public.create_api_key: refused when the plan is not Pro, maxActive keys are live, or maxPerDay were made in 24 hours. */
  createKey(userId: string, prefix: string, keyHash: string, maxActive: number, maxPerDay: number): Promise<CreateKeyResult>;
  /** public.revoke_api_key: false when the key is not the user's. */
  revokeKey(userId: string, keyId: string): Promise<boolean>;
  /** public.use_api_key: null when no key has this hash. */
  checkKey(keyHash: string): Promise<ApiKeyUse | null>;
  /** The slate of that date, or the latest one when date is null; null when none is published. */
  slate(date: string | null): Promise<StoredSlate | null>;
}

export interface ApiDeps {
  verifyAccessToken: VerifyAccessToken;
  keys: ApiKeyDb;
  /** The data API's limits (src/server/rate-limit.ts), one set per server process for every endpoint. */
  limits: ApiLimits;
  log?: Logger;
}

/** A refusal by one of the limits: which, and the seconds to wait (Retry-After). */
export interface LimitRefusal {
  scope: 'key' | 'account' | 'address';
  retryAfter: number;
}

export interface ApiLimits {
  /** Whether the client address is throttled for presenting bad keys (counts nothing). */
  addressRefusal(address: string): LimitRefusal | null;
  /** Counts one unknown, malformed or revoked key presented from the address. */
  recordBadKey(address: string): void;
  /** Counts one request of a usable key against the key's and its account's budgets; a refusal counts nothing. */
  admit(keyId: string, userId: string): LimitRefusal | null;
}

/** Who sent the request, as the server that received it saw it. */
export interface ClientInfo {
  /** The client's address (null when the runtime cannot tell). */
  address: string | null;
}

export type ApiHandler = (request: Request, deps: ApiDeps, client?: ClientInfo) => Promise<Response>;
