// POST /api/billing/webhook: the payment provider's events, in both modes (Stripe's, and those the
// local test-mode provider delivers to itself the same way). Each event is verified first: the
// Stripe-Signature header over the raw body with the webhook secret, within Stripe's five-minute
// tolerance; a bad or missing signature is answered 400 INVALID_SIGNATURE and changes nothing.
// A verified event changes at most one order, once:
// - the event id is recorded in payment_events in the same transaction as its effect, so a
//   redelivered event is answered 200 `ignored: 'duplicate'` and changes nothing;
// - the order is found by its payment id; its amount and currency must match the payment's;
// - an unknown payment, a mismatch or an event for an order that is no longer pending is answered
//   200 with the reason in `ignored` (and a warning in the log): the provider need not retry it;
// - a paid order grants what it bought (the plan, or the top offer) in that same transaction; a
//   failed renewal makes its subscription past due. The receipt, or the notice of a failed
//   renewal, is mailed after the commit;
// - a paid plan order re-checks the plan rules first (issue 21: two pending orders of one plan
//   could both be paid, each restarting the subscription): one that no longer applies ends
//   canceled with failure code `refunded` and its payment is refunded after the commit; one that
//   applies cancels the user's other pending plan orders (`superseded`) and, after the commit,
//   their intents. A success for an order that had ended (canceled, failed) is refunded too.
// - charge.refunded (a payment given back in full: an admin's refund, or one made at the provider)
//   makes a paid order refunded and takes back what it granted (api/billing/refunds.ts); the
//   customer is mailed after the commit.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { Static } from 'typebox';
import { billingWebhook, type WebhookAnswer } from '../../shared/contract/billing.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { route } from '../http/route.ts';
import { HANDLED_EVENTS, REFUND_EVENT, type ChargeObject, type HandledEvent, type PaymentIntentObject } from '../integrations/payments/provider.ts';
import { mailReceipt, mailRefund, mailRenewalFailed } from './mails.ts';
import { settleRefund } from './refunds.ts';
import { orderTransition } from './orders.ts';
import {
  cancelOtherPendingPlanOrders,
  claimPaymentEvent,
  extendTopOffer,
  lockOrderForPayment,
  markOrderRefunded,
  setPaymentEventOutcome,
  settleOrder,
  type OrderRow,
} from './sql.ts';
import { activatePlanOrder, planOrderApplies, renewalFailed } from './subscriptions.ts';

/** Stripe's tolerance for the age of a signature, in seconds. */
export const SIGNATURE_TOLERANCE_S = 300;

type Answer = Static<typeof WebhookAnswer>;

const invalidSignature = (message: string) => new ApiError(400, 'INVALID_SIGNATURE', message);

/** Stripe's code of a failed attempt, in the words the client localizes (authentication_failed, card_declined, …). */
export function failureCodeOf(pi: PaymentIntentObject): string {
  const code = pi.last_payment_error?.code ?? pi.last_payment_error?.decline_code ?? 'payment_failed';
  return code === 'payment_intent_authentication_failure' ? 'authentication_failed' : code;
}

const isHandled = (type: string): type is HandledEvent => (HANDLED_EVENTS as readonly string[]).includes(type);

interface Settled {
  answer: Answer;
  /** the order, when this event paid or failed it */
  order?: OrderRow;
  /** a payment to give back after the commit */
  refund?: string;
  /** intents of orders this payment superseded, to cancel after the commit */
  cancel?: string[];
}

/** Whether the Stripe-Signature header's timestamp `t` lies more than the tolerance in the future. */
export function signedInFuture(header: string | string[] | undefined, nowS = Math.floor(Date.now() / 1000)): boolean {
  if (typeof header !== 'string') return false;
  const t = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  return t !== undefined && Number(t) > nowS + SIGNATURE_TOLERANCE_S;
}

async function requireSignature(request: FastifyRequest): Promise<void> {
  if (typeof request.headers['stripe-signature'] !== 'string' || !request.headers['stripe-signature']) {
    throw invalidSignature('The Stripe-Signature header is missing');
  }
}

const webhookRoutes: FastifyPluginAsync = async (app) => {
  // the signature covers the exact bytes sent: this route (and only this one, the plugin being
  // encapsulated) keeps the body raw instead of parsing it
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(
    app,
    billingWebhook,
    async (request) => {
      const raw = request.body as unknown;
      if (!Buffer.isBuffer(raw) || raw.length === 0) throw invalidSignature('The event has no body');
      let event: { id: string; type: string; data?: { object?: unknown } | null };
      const signature = request.headers['stripe-signature'];
      // Stripe's check refuses only signatures older than the tolerance: one dated later is refused too
      if (signedInFuture(signature)) {
        request.log.warn('webhook: signature dated in the future refused');
        throw invalidSignature('The signature of this event is not valid');
      }
      try {
        event = Stripe.webhooks.constructEvent(raw, signature, app.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (err) {
        request.log.warn({ reason: (err as Error).message }, 'webhook: signature refused');
        throw invalidSignature('The signature of this event is not valid');
      }
      if (event.type === REFUND_EVENT) {
        const charge = event.data?.object as ChargeObject | null | undefined;
        if (!charge || typeof charge !== 'object' || typeof charge.id !== 'string') {
          request.log.warn({ eventId: event.id, type: event.type }, 'webhook: event without a charge ignored');
          return { received: true, ignored: 'no charge' };
        }
        const eventId = event.id;
        const settled = await app.db.transaction((tx) => settleRefund(tx, eventId, charge));
        const log = { eventId, type: event.type, paymentId: charge.payment_intent, orderId: settled.order?.id };
        if (settled.answer.ignored) {
          request.log[settled.answer.ignored === 'duplicate' ? 'info' : 'warn']({ ...log, reason: settled.answer.ignored }, 'webhook: event ignored');
          return settled.answer;
        }
        request.log.info({ ...log, archived: settled.archived?.length ?? 0 }, 'webhook: order refunded');
        for (const id of settled.cancel ?? []) {
          await app.payments.cancelIntent(id).catch((err: unknown) => request.log.warn({ err, paymentId: id }, 'renewal payment not canceled'));
        }
        if (settled.order) await mailRefund(app, settled.order.id, settled.archived?.length ?? 0);
        return settled.answer;
      }
      if (!isHandled(event.type)) {
        request.log.info({ eventId: event.id, type: event.type }, 'webhook: event type not handled');
        return { received: true, ignored: `unhandled type ${event.type}` };
      }
      const type = event.type;
      // a signed event without its object is ignored (200), never a 500
      const object = event.data?.object;
      if (!object || typeof object !== 'object' || typeof (object as { id?: unknown }).id !== 'string') {
        request.log.warn({ eventId: event.id, type }, 'webhook: event without a payment intent ignored');
        return { received: true, ignored: 'no payment intent' };
      }
      const pi = object as PaymentIntentObject;
      const settled = await app.db.transaction((tx) => settle(tx, event.id, type, pi));
      const log = { eventId: event.id, type, paymentId: pi.id, orderId: settled.order?.id };
      for (const id of settled.cancel ?? []) {
        await app.payments.cancelIntent(id).catch((err: unknown) => request.log.warn({ err, paymentId: id }, 'superseded payment not canceled'));
      }
      if (settled.refund) {
        const refunded = await app.payments.refund(settled.refund).then(
          () => true,
          (err: unknown) => {
            request.log.error({ ...log, err }, 'webhook: refund failed: refund it by hand');
            return false;
          },
        );
        if (refunded) request.log.warn({ ...log, reason: settled.answer.ignored }, 'webhook: payment refunded');
        return settled.answer;
      }
      if (settled.answer.ignored) {
        const level = settled.answer.ignored === 'duplicate' ? 'info' : 'warn';
        request.log[level]({ ...log, reason: settled.answer.ignored }, 'webhook: event ignored');
        return settled.answer;
      }
      const order = settled.order;
      request.log.info({ ...log, status: order?.status }, 'webhook: order settled');
      if (order?.status === 'paid') {
        await mailReceipt(app, order.id).catch((err: unknown) => request.log.error({ err, orderId: order.id }, 'receipt not mailed'));
      } else if (order?.status === 'failed') {
        // the intent of a failed order must not be paid later: close it at the provider
        await app.payments.cancelIntent(pi.id).catch((err: unknown) => request.log.warn({ err, paymentId: pi.id }, 'failed payment not canceled'));
        // a renewal the saved card did not pay: the user hears of it (mails.ts logs its own failures)
        if (order.renewal_of) await mailRenewalFailed(app, order.id);
      }
      return settled.answer;
    },
    { preValidation: [requireSignature] },
  );
};

/** One event's effect, inside its transaction. */
async function settle(tx: Queryable, eventId: string, type: HandledEvent, pi: PaymentIntentObject): Promise<Settled> {
  const ignore = async (reason: string): Promise<Settled> => {
    await setPaymentEventOutcome(tx, eventId, `ignored: ${reason}`);
    return { answer: { received: true, ignored: reason } };
  };
  if (typeof pi?.id !== 'string') return { answer: { received: true, ignored: 'no payment intent' } };
  if (!(await claimPaymentEvent(tx, eventId, type, pi.id))) return { answer: { received: true, ignored: 'duplicate' } };
  const order = await lockOrderForPayment(tx, pi.id, pi.metadata?.orderId);
  if (!order) return ignore('unknown payment');
  if (order.provider === 'credit') return ignore('unknown payment');
  if (Number(pi.amount) !== Number(order.amount)) return ignore('amount mismatch');
  if (String(pi.currency).toLowerCase() !== order.currency) return ignore('currency mismatch');
  const move = orderTransition(order.status, type);
  const refund = async (reason: string): Promise<Settled> => {
    const updated = await markOrderRefunded(tx, order.id, pi.id);
    await setPaymentEventOutcome(tx, eventId, `refunded: ${reason}`);
    return { answer: { received: true, ignored: `${reason}: refunded` }, order: updated, refund: pi.id };
  };
  if ('ignore' in move) {
    // money taken for an order that had ended: given back rather than kept for support to find
    if (type === 'payment_intent.succeeded' && (order.status === 'canceled' || order.status === 'failed') && order.failure_code !== 'refunded') {
      return refund(move.ignore);
    }
    return ignore(move.ignore);
  }
  if (move.to === 'paid' && !(await planOrderApplies(tx, order))) return refund('plan no longer applies');

  const failureCode = move.to === 'failed' ? failureCodeOf(pi) : null;
  const updated = await settleOrder(tx, order.id, { status: move.to, paymentId: pi.id, failureCode });
  let cancel: string[] = [];
  if (move.to === 'paid') {
    if (updated.kind === 'plan') {
      await activatePlanOrder(tx, updated, typeof pi.payment_method === 'string' ? pi.payment_method : null);
      if (!updated.renewal_of) cancel = await cancelOtherPendingPlanOrders(tx, updated.user_id, updated.id);
    } else if (updated.estate_id && updated.days) await extendTopOffer(tx, updated.estate_id, updated.days);
  } else if (move.to === 'failed' && updated.renewal_of) {
    await renewalFailed(tx, updated);
  }
  await setPaymentEventOutcome(tx, eventId, `order ${move.to}`);
  return { answer: { received: true }, order: updated, cancel };
}

export default webhookRoutes;
