// A payment given back in full, as the provider reports it: Stripe's signed `charge.refunded` event,
// which the local test-mode provider delivers the same way (api/integrations/payments/local.ts), so
// one code path does the state change in both modes, inside the webhook's transaction, once per
// event (payment_events) and once per order:
// - only a paid order becomes refunded (refunded_at); a refund of a payment whose order never started
//   (a superseded or late payment, api/billing/webhook.ts) changes nothing more;
// - a plan order: the subscription it paid ends (its pending renewals canceled), the free plan comes
//   back, and the listings beyond what the user's plans then allow are archived, never deleted: the
//   most recently published first, so the oldest stay up;
// - a top offer: the days it bought are taken off the estate's top offer (which ends, unless days
//   paid otherwise remain).
// The customer's mail and the cancelation of canceled renewals' intents follow after the commit.
import type { Queryable } from '../db/index.ts';
import type { ChargeObject } from '../integrations/payments/provider.ts';
import { REFUND_EVENT } from '../integrations/payments/provider.ts';
import { claimPaymentEvent, lockOrderForPayment, setPaymentEventOutcome, type OrderRow } from './sql.ts';
import { activeResources, endSubscription } from './subscriptions.ts';

export interface RefundSettled {
  answer: { received: true; ignored?: string };
  /** the order this event refunded */
  order?: OrderRow;
  /** intents of renewal orders canceled with the subscription, to cancel at the provider after the commit */
  cancel?: string[];
  /** listings archived because the user's plans no longer allow them */
  archived?: string[];
}

/** Archives the user's published listings beyond what their plans now allow, newest publication first; their ids. */
export async function archiveBeyondLimit(tx: Queryable, userId: string): Promise<string[]> {
  const { PUBLICATION: pub } = await activeResources(tx, userId);
  if (pub.limit === -1 || pub.used <= pub.limit) return [];
  const r = await tx.query<{ id: string }>(
    `UPDATE estates SET status = 'archived', updated_at = now()
      WHERE id IN (SELECT id FROM estates WHERE owner_id = $1 AND status = 'published'
                    ORDER BY published_at DESC NULLS LAST, id DESC LIMIT $2)
      RETURNING id`,
    [userId, pub.used - pub.limit],
  );
  return r.rows.map((row) => row.id);
}

/** Takes the days a refunded top offer bought off the estate's top offer (ended now at the latest). */
async function takeBackTopOffer(tx: Queryable, estateId: string, days: number): Promise<void> {
  await tx.query(
    `UPDATE estates SET top_offer_until = GREATEST(now(), top_offer_until - ($2::integer * interval '1 day'))
      WHERE id = $1 AND top_offer_until > now()`,
    [estateId, days],
  );
}

/** The live subscription a plan order paid: the one it started, or the one it renewed. */
async function subscriptionsOf(tx: Queryable, order: OrderRow): Promise<string[]> {
  const r = await tx.query<{ id: string }>(
    `SELECT id FROM subscriptions WHERE user_id = $1 AND status <> 'canceled' AND (order_id = $2 OR id = $3) ORDER BY created_at`,
    [order.user_id, order.id, order.renewal_of],
  );
  return r.rows.map((row) => row.id);
}

/** One charge.refunded event's effect, inside the webhook's transaction. */
export async function settleRefund(tx: Queryable, eventId: string, charge: ChargeObject): Promise<RefundSettled> {
  const ignore = async (reason: string): Promise<RefundSettled> => {
    await setPaymentEventOutcome(tx, eventId, `ignored: ${reason}`);
    return { answer: { received: true, ignored: reason } };
  };
  const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : null;
  if (!paymentId) return { answer: { received: true, ignored: 'no payment intent' } };
  if (!(await claimPaymentEvent(tx, eventId, REFUND_EVENT, paymentId))) return { answer: { received: true, ignored: 'duplicate' } };
  // a partial refund (made by hand at the provider) leaves the order as it is
  if (charge.refunded !== true) return ignore('partial refund');
  const order = await lockOrderForPayment(tx, paymentId, charge.metadata?.orderId);
  if (!order || order.provider === 'credit') return ignore('unknown payment');
  if (String(charge.currency).toLowerCase() !== order.currency) return ignore('currency mismatch');
  if (order.status !== 'paid') return ignore(`order ${order.status}`);
  const r = await tx.query<OrderRow>(
    `UPDATE orders SET status = 'refunded', refunded_at = now(), updated_at = now(), refund_requested_at = COALESCE(refund_requested_at, now())
      WHERE id = $1 RETURNING *`,
    [order.id],
  );
  const updated = r.rows[0];
  let cancel: string[] = [];
  let archived: string[] = [];
  if (updated.kind === 'plan') {
    for (const id of await subscriptionsOf(tx, updated)) cancel = cancel.concat(await endSubscription(tx, id, updated.user_id));
    archived = await archiveBeyondLimit(tx, updated.user_id);
  } else if (updated.estate_id && updated.days) {
    await takeBackTopOffer(tx, updated.estate_id, updated.days);
  }
  await setPaymentEventOutcome(tx, eventId, archived.length ? `order refunded; ${archived.length} listings archived` : 'order refunded');
  return { answer: { received: true }, order: updated, cancel, archived };
}
