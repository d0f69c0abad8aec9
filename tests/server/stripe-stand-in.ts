/**
 * A stand-in for the Stripe API on loopback, for the REAL `stripe` SDK to talk to
 * (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`).
 *
 * It answers the calls Longball makes with Stripe's response shapes (objects, lists, errors) and
 * keeps state: customers, checkout sessions, billing-portal sessions, subscriptions.
 *   POST   /v1/customers                   create (honours Idempotency-Key like Stripe)
 *   POST   /v1/checkout/sessions           create
 *   GET    /v1/checkout/sessions/:id       retrieve
 *   POST   /v1/checkout/sessions/:id/expire  expire (an open session only)
 *   POST   /v1/billing_portal/sessions     create
 *   GET    /v1/subscriptions               list (customer, status incl. 'all', limit, starting_after)
 *   GET    /v1/subscriptions/:id           retrieve
 *   POST   /v1/subscriptions/:id           update (cancel_at_period_end, metadata)
 *   DELETE /v1/subscriptions/:id           cancel (immediately)
 *   GET    /v1/charges/:id                 retrieve (refunds and disputes: addCharge, refund, dispute)
 * Idempotency-Key on a POST: the first answer is replayed for the same key and path; the same key
 * with other parameters is refused with 400 idempotency_error, as Stripe does.
 * Every request is recorded (method, path, query, form body, idempotency key) for assertions.
 * Requests with a key other than the one given are refused with 401, as Stripe does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface SubscriptionSeed {
  customer: string;
  price: string;
  status: string;
  /** Unix seconds; defaults to 30 days after `now`. */
  currentPeriodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = (key.match(/^[^[\]]+|\[[^[\]]*\]/g) ?? [key]).map((part) => (part.startsWith('[') ? part.slice(1, -1) : part));
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly checkoutSessions = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  /** Unix seconds used for created / period timestamps: the wall clock when the stand-in is made (the database's rules read now()). */
  now = Math.floor(Date.now() / 1000);
  /** When set, every API call answers this Stripe error (status 500 api_error by default). */
  failing: { status: number; message: string } | null = null;

  private counter = 0;
  private readonly idempotent = new Map<string, { status: number; body: unknown; params: string }>();
  private server: Server | null = null;

  constructor(readonly apiKey: string) {}

  async start(): Promise<number> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Requests whose method and path match. */
  calls(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));
  }

  reset(): void {
    this.requests.length = 0;
    this.failing = null;
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(6, '0')}`;
  }

  // ----- state helpers for tests (what Stripe does on its own side) -----

  addCustomer(email: string | null = null, metadata: Record<string, string> = {}): StripeObject {
    const customer: StripeObject = {
      id: this.nextId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now,
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email,
      invoice_prefix: 'LB0001',
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata,
      name: null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A subscription as Stripe creates it after a checkout (or a dashboard action). */
  addSubscription(seed: SubscriptionSeed): StripeObject {
    const id = this.nextId('sub');
    const periodEnd = seed.currentPeriodEnd ?? this.now + 30 * 24 * 3600;
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: this.now,
      cancel_at: null,
      cancel_at_period_end: seed.cancelAtPeriodEnd ?? false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: this.now,
      currency: 'usd',
      customer: seed.customer,
      default_payment_method: null,
      description: null,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            created: this.now,
            current_period_end: periodEnd,
            current_period_start: this.now,
            metadata: {},
            price: {
              id: seed.price,
              object: 'price',
              active: true,
              currency: 'usd',
              product: 'prod_longball',
              recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
              type: 'recurring',
              unit_amount: 999,
            },
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: seed.metadata ?? {},
      start_date: this.now,
      status: seed.status,
      trial_end: null,
      trial_start: null,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** The customer changes plan in the portal: the subscription's price becomes `price`, its period unchanged. */
  changePrice(id: string, price: string): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const item = (subscription.items as { data: Array<{ price: { id: string } }> }).data[0]!;
    item.price = { ...item.price, id: price };
  }

  /** A paid charge of the customer (an invoice's payment), in cents. */
  addCharge(customer: string, amount = 1999): StripeObject {
    const charge: StripeObject = {
      id: this.nextId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: this.now,
      currency: 'usd',
      customer,
      disputed: false,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: this.nextId('pi'),
      refunded: false,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  /** Refunds `amount` cents of the charge (all of it by default), as the dashboard does. */
  refund(chargeId: string, amount?: number): StripeObject {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    charge.amount_refunded = Math.min(Number(charge.amount), Number(charge.amount_refunded) + (amount ?? Number(charge.amount)));
    charge.refunded = charge.amount_refunded === charge.amount;
    return charge;
  }

  /** The card holder disputes the charge: the dispute object the event carries. */
  dispute(chargeId: string): StripeObject {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    charge.disputed = true;
    return {
      id: this.nextId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: chargeId,
      created: this.now,
      currency: 'usd',
      livemode: false,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
    };
  }

  setSubscriptionStatus(id: string, status: string): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    subscription.status = status;
    if (status === 'canceled') {
      subscription.canceled_at = this.now;
      subscription.ended_at = this.now;
    }
  }

  /**
   * The customer pays on Stripe's page: the session becomes complete and paid, and a subscription
   * to its price starts (metadata from subscription_data, as Stripe copies it).
   */
  completeCheckout(sessionId: string, status = 'active'): StripeObject {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const lineItems = session.line_items_requested as Array<{ price: string }> | undefined;
    const price = lineItems?.[0]?.price;
    if (typeof session.customer !== 'string' || typeof price !== 'string') throw new Error(`session ${sessionId} has no customer or price`);
    const subscription = this.addSubscription({ customer: session.customer, price, status, metadata: session.metadata as Record<string, string> });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    return subscription;
  }

  /**
   * Moves the clock to `unixSeconds`: a subscription set to cancel at period end whose period has
   * ended is canceled, as Stripe does at the period's end.
   */
  advanceTo(unixSeconds: number): string[] {
    this.now = unixSeconds;
    const ended: string[] = [];
    for (const subscription of this.subscriptions.values()) {
      const items = (subscription.items as { data: Array<{ current_period_end: number }> }).data;
      const periodEnd = Math.max(...items.map((item) => item.current_period_end));
      if (subscription.cancel_at_period_end === true && subscription.status !== 'canceled' && periodEnd <= unixSeconds) {
        this.setSubscriptionStatus(subscription.id, 'canceled');
        ended.push(subscription.id);
      }
    }
    return ended;
  }

  // ----- HTTP -----

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const body = parseStripeForm(rawBody);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({
      method,
      path: url.pathname,
      query: parseStripeForm(url.search.slice(1)),
      body,
      idempotencyKey,
    });

    let answer: { status: number; body: unknown };
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      answer = stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    } else if (this.failing) {
      answer = stripeError(this.failing.status, 'api_error', this.failing.message);
    } else if (method === 'POST' && idempotencyKey !== null && this.idempotent.has(`${url.pathname} ${idempotencyKey}`)) {
      const first = this.idempotent.get(`${url.pathname} ${idempotencyKey}`)!;
      answer =
        first.params === rawBody
          ? first
          : stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with.`);
    } else {
      answer = this.route(method, url, body);
      if (method === 'POST' && idempotencyKey !== null) {
        this.idempotent.set(`${url.pathname} ${idempotencyKey}`, { ...answer, params: rawBody });
      }
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': this.nextId('req') });
    res.end(JSON.stringify(answer.body));
  }

  private route(method: string, url: URL, body: Record<string, unknown>): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = this.addCustomer(typeof body.email === 'string' ? body.email : null, (body.metadata as Record<string, string> | undefined) ?? {});
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(body);
    const checkoutPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (checkoutPath) {
      const id = decodeURIComponent(checkoutPath[1]!);
      const session = this.checkoutSessions.get(id);
      if (!session) {
        return stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'session' });
      }
      if (method === 'GET' && checkoutPath[2] === undefined) return { status: 200, body: session };
      if (method === 'POST' && checkoutPath[2] === '/expire') {
        if (session.status !== 'open') {
          return stripeError(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
          );
        }
        session.status = 'expired';
        return { status: 200, body: session };
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortalSession(body);
    const chargePath = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === 'GET' && chargePath) {
      const id = decodeURIComponent(chargePath[1]!);
      const charge = this.charges.get(id);
      if (!charge) return stripeError(404, 'invalid_request_error', `No such charge: '${id}'`, { code: 'resource_missing', param: 'id' });
      return { status: 200, body: charge };
    }
    if (method === 'GET' && path === '/v1/subscriptions') return this.listSubscriptions(parseStripeForm(url.search.slice(1)));
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const id = decodeURIComponent(subscriptionPath[1]!);
      const subscription = this.subscriptions.get(id);
      if (!subscription) {
        return stripeError(404, 'invalid_request_error', `No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' });
      }
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.metadata) subscription.metadata = { ...(subscription.metadata as object), ...(body.metadata as object) };
        return { status: 200, body: subscription };
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          return stripeError(400, 'invalid_request_error', `No such subscription: '${id}'`, { code: 'resource_missing' });
        }
        this.setSubscriptionStatus(id, 'canceled');
        return { status: 200, body: subscription };
      }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCheckoutSession(body: Record<string, unknown>) {
    const customer = typeof body.customer === 'string' ? body.customer : null;
    if (customer !== null && !this.customers.has(customer)) {
      return stripeError(400, 'invalid_request_error', `No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    }
    for (const field of ['success_url', 'mode']) {
      if (typeof body[field] !== 'string') {
        return stripeError(400, 'invalid_request_error', `Missing required param: ${field}.`, { code: 'parameter_missing', param: field });
      }
    }
    const id = this.nextId('cs_test');
    // Expiry on the wall clock, as Stripe's: the server compares it with the database's now().
    const created = Math.floor(Date.now() / 1000);
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created,
      currency: 'usd',
      customer,
      customer_email: null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: body.metadata ?? {},
      mode: body.mode,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: body.success_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      line_items_requested: body.line_items,
    };
    this.checkoutSessions.set(id, session);
    return { status: 200, body: session };
  }

  private createPortalSession(body: Record<string, unknown>) {
    const customer = typeof body.customer === 'string' ? body.customer : '';
    if (!this.customers.has(customer)) {
      return stripeError(400, 'invalid_request_error', `No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    }
    const id = this.nextId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_longball',
      created: this.now,
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: body.return_url ?? null,
      url: `https://billing.stripe.com/p/session/test_${id}`,
    };
    this.portalSessions.set(id, session);
    return { status: 200, body: session };
  }

  private listSubscriptions(query: Record<string, unknown>) {
    const status = typeof query.status === 'string' ? query.status : null;
    const limit = Math.min(100, Number(query.limit ?? 10));
    let matching = [...this.subscriptions.values()].filter((subscription) => {
      if (typeof query.customer === 'string' && subscription.customer !== query.customer) return false;
      if (status === 'all') return true;
      if (status === null) return subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';
      if (status === 'ended') return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
      return subscription.status === status;
    });
    if (typeof query.starting_after === 'string') {
      const index = matching.findIndex((subscription) => subscription.id === query.starting_after);
      matching = matching.slice(index + 1);
    }
    return {
      status: 200,
      body: { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url: '/v1/subscriptions' },
    };
  }
}

/** A Stripe event envelope around `object`, as the webhook delivers it. */
export function stripeEvent(id: string, type: string, object: unknown, created = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
