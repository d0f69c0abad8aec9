/**
 * POST /api/stripe-webhook
 *
 *   400 missing Stripe-Signature header, or the signature does not verify on the RAW body
 *       (wrong secret, tampered body, timestamp older than Stripe's 300 s tolerance);
 *       a correctly signed body that is not JSON ('... invalid JSON') or not an event
 *   413 the body is over 1 MB (read from the stream and cut off there, chunked or not)
 *   200 { received: true }                    handled: state re-read from Stripe and applied
 *   200 { received: true, duplicate: true }   the event id was processed before: nothing done
 *   200 { received: true, ignored: reason }   an event type we do not handle, a one-off payment
 *                                             checkout, or a customer that is no Longball user
 *   405 not POST
 *   500 processing failed (Stripe or the database): not recorded, so Stripe's retry redoes it
 *
 * Idempotency: processing re-reads the customer's subscriptions from Stripe and writes the result
 * (billing-sync.ts), so running it twice is harmless. The event id is therefore recorded AFTER
 * successful processing: a failure leaves it unrecorded and Stripe's retry is processed, not
 * mistaken for a duplicate. A duplicate that arrives after that is answered without any write.
 * Two deliveries racing each other may both process; both write the state Stripe reports.
 *
 * Out-of-order events converge: the event only says WHICH customer (or charge) to look at; WHAT
 * to write comes from Stripe at processing time.
 *
 * Refunds and disputes (charge.refunded, charge.dispute.created; docs/configuration.md#refunds-and-disputes):
 * the charge is re-read from Stripe. Disputed, or refunded in full: the customer's access ends at
 * once: the refund or dispute is recorded with the event id and the subscriptions it ends
 * (public.charge_adjustments, which the database's entitlement rule reads), every subscription
 * still running is cancelled at Stripe (no further charge), and the sync writes role user, no plan
 * and the reason the pages show. Partly refunded: recorded, access unchanged. Recording first
 * makes the end of access independent of the cancellation (a failed cancel answers 500 and the
 * retry cancels; the record is kept once per event id).
 */
import type Stripe from 'stripe';
import { customerIdOf, FINAL_STATUSES, listCustomerSubscriptions, syncCustomer } from './billing-sync.ts';
import { HttpError, json, logOf, MAX_WEBHOOK_BODY_BYTES, parseJsonBytes, postOnly, readBodyBytes, ROUTE_MESSAGES } from './http.ts';
import type { PaymentDeps } from './types.ts';

export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
]);

/** Events about a charge (its id is where the event names it). */
const CHARGE_EVENT_TYPES: ReadonlySet<string> = new Set(['charge.refunded', 'charge.dispute.created']);

export const WEBHOOK_FAILED = 'Webhook processing failed';

type Target = { customerId: string; userId: string } | { ignored: string };

export const stripeWebhook = postOnly(WEBHOOK_FAILED, async (request, deps) => {
  const signature = request.headers.get('stripe-signature');
  if (signature === null || signature.trim() === '') {
    throw new HttpError(400, 'Missing Stripe-Signature header.');
  }
  const payload = await readBodyBytes(request, MAX_WEBHOOK_BODY_BYTES);
  // The signature is checked on the raw bytes first; only a signed payload is parsed, so a
  // parse failure is reported as what it is, not as a bad signature.
  try {
    deps.stripe.webhooks.signature!.verifyHeader(payload, signature, deps.config.stripeWebhookSecret);
  } catch (error) {
    logOf(deps)('stripe-webhook: signature verification failed', { error: error instanceof Error ? error.message : String(error) });
    throw new HttpError(400, 'Webhook signature verification failed.');
  }
  const parsed = parseJsonBytes(payload);
  if (parsed === undefined) throw new HttpError(400, ROUTE_MESSAGES.webhookInvalidJson);
  if (!isEvent(parsed.value)) throw new HttpError(400, ROUTE_MESSAGES.webhookNotAnEvent);
  const event = parsed.value;

  if (!HANDLED_EVENT_TYPES.has(event.type)) {
    return json(200, { received: true, ignored: `event type ${event.type} is not handled` });
  }
  if (await deps.db.isEventRecorded(event.id)) {
    return json(200, { received: true, duplicate: true });
  }

  const target: Target | ChargeTarget = CHARGE_EVENT_TYPES.has(event.type) ? await chargeTargetOf(event, deps) : await targetOf(event, deps);
  if ('ignored' in target) {
    await deps.db.recordEvent(event.id, event.type);
    return json(200, { received: true, ignored: target.ignored });
  }
  if ('charge' in target) await applyChargeOutcome(event, target as ChargeTarget, deps);
  await syncCustomer(deps, target.customerId, target.userId);
  await deps.db.recordEvent(event.id, event.type);
  return json(200, { received: true });
});

type ChargeTarget = { customerId: string; userId: string; charge: Stripe.Charge };

/** The charge of a refund or dispute event, re-read from Stripe, and its customer's Longball user. */
async function chargeTargetOf(event: Stripe.Event, deps: PaymentDeps): Promise<ChargeTarget | { ignored: string }> {
  const object = event.data.object as { id?: unknown; charge?: unknown };
  const named = event.type === 'charge.refunded' ? object.id : object.charge;
  const chargeId = typeof named === 'string' ? named : typeof named === 'object' && named !== null && 'id' in named ? named.id : null;
  if (typeof chargeId !== 'string') return { ignored: 'the event names no charge' };
  const charge = await deps.stripe.charges.retrieve(chargeId);
  const customerId = customerIdOf(charge.customer);
  if (customerId === null) return { ignored: 'the charge has no customer' };
  const userId = await deps.db.userIdForCustomer(customerId);
  if (userId === null) {
    logOf(deps)('stripe-webhook: no Longball user for this customer', { eventId: event.id, customerId });
    return { ignored: 'no Longball user for this customer' };
  }
  return { customerId, userId, charge };
}

/**
 * What the event reports, checked against the charge as Stripe reports it now: a dispute (the
 * charge is disputed), a full or a partial refund, or nothing to act on (null).
 */
export function chargeOutcome(
  eventType: string,
  charge: Pick<Stripe.Charge, 'disputed' | 'refunded' | 'amount_refunded'>,
): 'dispute' | 'full_refund' | 'partial_refund' | null {
  if (eventType === 'charge.dispute.created') return charge.disputed ? 'dispute' : null;
  if (charge.refunded) return 'full_refund';
  return charge.amount_refunded > 0 ? 'partial_refund' : null;
}

/**
 * Records the refund or dispute under the event's id; a full refund or a dispute names the
 * subscriptions it ends (every one still running, else the latest) and cancels the running ones
 * at Stripe. The sync that follows writes what the pages show.
 */
async function applyChargeOutcome(event: Stripe.Event, target: ChargeTarget, deps: PaymentDeps): Promise<void> {
  const kind = chargeOutcome(event.type, target.charge);
  if (kind === null) return;
  const endsAccess = kind !== 'partial_refund';
  const subscriptions = endsAccess ? await listCustomerSubscriptions(deps.stripe, target.customerId) : [];
  const running = subscriptions.filter((subscription) => !FINAL_STATUSES.has(subscription.status));
  const latest = [...subscriptions].sort((a, b) => b.created - a.created)[0];
  const ended = running.length > 0 ? running : latest === undefined ? [] : [latest];
  await deps.db.recordChargeAdjustment({
    eventId: event.id,
    userId: target.userId,
    customerId: target.customerId,
    chargeId: target.charge.id,
    kind,
    amount: target.charge.amount,
    amountRefunded: target.charge.amount_refunded,
    currency: target.charge.currency ?? null,
    endsAccess,
    subscriptionIds: ended.map((subscription) => subscription.id),
  });
  for (const subscription of running) {
    await deps.stripe.subscriptions.cancel(subscription.id);
  }
}

/** The envelope fields every Stripe event has (the payload is signed, so the rest is Stripe's). */
function isEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, type, data } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof type === 'string' && typeof data === 'object' && data !== null;
}

/** Which customer (and Longball user) the event concerns. */
async function targetOf(event: Stripe.Event, deps: PaymentDeps): Promise<Target> {
  let customerId: string | null = null;
  let checkoutUserId: string | null = null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ignored: 'not a subscription checkout' };
      customerId = customerIdOf(session.customer);
      // Set by create-checkout-session from the verified token; the event itself is signed.
      checkoutUserId = session.metadata?.userId ?? session.client_reference_id ?? null;
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      customerId = customerIdOf(event.data.object.customer);
      break;
    case 'invoice.payment_failed':
      customerId = customerIdOf(event.data.object.customer);
      break;
    default:
      return { ignored: `event type ${event.type} is not handled` };
  }
  if (customerId === null) return { ignored: 'the event names no customer' };

  const userId = await deps.db.userIdForCustomer(customerId);
  if (userId !== null) return { customerId, userId };

  // create-checkout-session stores the customer id before creating the session, so this is only
  // reached if that write was lost: link the customer to the checkout's user if they have none.
  if (checkoutUserId !== null) {
    const profile = await deps.db.getProfile(checkoutUserId);
    if (profile !== null && profile.stripeCustomerId === null) {
      await deps.db.setStripeCustomerId(checkoutUserId, customerId);
      return { customerId, userId: checkoutUserId };
    }
  }
  logOf(deps)('stripe-webhook: no Longball user for this customer', { eventId: event.id, customerId });
  return { ignored: 'no Longball user for this customer' };
}
