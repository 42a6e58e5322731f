// The local test-mode card provider: what the api uses when no Stripe keys are set (development,
// tests, a fresh clone). It behaves like Stripe so that the rest of the api cannot tell them apart:
// a payment intent with a client secret, confirmed with a card from the order page, then a webhook
// event signed with the webhook secret and handed to the api's own POST /api/billing/webhook.
// No money moves. It knows Stripe's test cards:
//   4242 4242 4242 4242  succeeds (and renewals charging it later succeed)
//   4000 0000 0000 0341  succeeds now, but a later charge of the saved card is declined (failed renewals)
//   4000 0027 6000 3184  asks for authentication first (3-D Secure): approve → succeeds, refuse → fails;
//                        a renewal cannot ask the absent card holder, so it fails (authentication_required)
//   4000 0000 0000 0002  declined (card_declined)
//   4000 0000 0000 0069  declined (expired_card);  4000 0000 0000 0127  declined (incorrect_cvc)
// Any other number is declined (card_declined), or incorrect_number when it fails the Luhn check;
// an expiry date in the past is expired_card. A failed intent is final: its order fails with it, and
// the user tries another card on a new order.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '../../../shared/core/constants.ts';
import { luhnValid } from '../../../shared/billing/card.ts';
import type { LocalPaymentResult } from '../../../shared/contract/billing.ts';
import type { Queryable } from '../../db/index.ts';
import { errors } from '../../errors.ts';
import type { ChargeObject, PaymentIntentObject, PaymentIntentRef, PaymentProvider } from './provider.ts';

/** What a test card does: pay, ask for authentication first, or be declined with a code. */
export type CardBehaviour =
  | { kind: 'succeed'; /** the code a later charge of the saved card fails with; none: it succeeds */ laterDecline?: string }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string };

/** Stripe's test cards this provider knows, by number. */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000341': { kind: 'succeed', laterDecline: 'card_declined' },
  '4000002760003184': { kind: 'authenticate' },
  '4000000000000002': { kind: 'decline', code: 'card_declined' },
  '4000000000000069': { kind: 'decline', code: 'expired_card' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc' },
};

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What paying with this card does now (`now` for the expiry check). */
export function cardBehaviour(card: CardInput, now = new Date()): CardBehaviour {
  const digits = card.cardNumber.replace(/\s+/g, '');
  if (!luhnValid(digits)) return { kind: 'decline', code: 'incorrect_number' };
  const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) return { kind: 'decline', code: 'expired_card' };
  return TEST_CARDS[digits] ?? { kind: 'decline', code: 'card_declined' };
}

/** How the stored behaviour of a saved card (local_payments.card_behaviour) answers a later charge. */
function savedCardOutcome(behaviour: string | null): { ok: true } | { ok: false; code: string } {
  if (behaviour === 'succeed') return { ok: true };
  if (behaviour === 'authenticate') return { ok: false, code: 'authentication_required' };
  if (behaviour?.startsWith('succeed:')) return { ok: false, code: behaviour.slice('succeed:'.length) };
  return { ok: false, code: 'card_declined' };
}

const storedBehaviour = (b: CardBehaviour): string => (b.kind === 'succeed' ? (b.laterDecline ? `succeed:${b.laterDecline}` : 'succeed') : b.kind);

const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  authentication_failed: 'The card holder did not confirm the payment.',
  authentication_required: 'This payment needs the card holder to authenticate it.',
};

interface LocalPaymentRow {
  id: string;
  client_secret: string;
  amount: number;
  currency: Currency;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  card_last4: string | null;
  card_behaviour: string | null;
  metadata: Record<string, string>;
}

/** The payment method a succeeded local intent leaves behind for renewals: pm_local_<the intent's id part>. */
const paymentMethodOf = (intentId: string): string => intentId.replace(/^pi_local_/, 'pm_local_');
const intentOfPaymentMethod = (pm: string): string | null => (/^pm_local_[a-f0-9]{24}$/.test(pm) ? pm.replace(/^pm_local_/, 'pi_local_') : null);

const STATE_TEXT: Record<LocalPaymentRow['status'], string> = {
  requires_payment_method: 'waiting for a card',
  requires_action: 'waiting for the card holder to authenticate it',
  processing: 'being processed',
  succeeded: 'paid already',
  canceled: 'closed (its order failed or was canceled)',
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface LocalProviderDeps {
  db: Queryable;
  log: FastifyBaseLogger;
  /**
   * Hands a webhook event to the api's own POST /api/billing/webhook, signed with the webhook
   * secret as Stripe signs; resolves with the status of the answer.
   */
  deliver(event: LocalEvent): Promise<number>;
}

export type LocalEvent =
  | {
      id: string;
      object: 'event';
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';
      created: number;
      livemode: false;
      data: { object: PaymentIntentObject & { object: 'payment_intent' } };
    }
  | { id: string; object: 'event'; type: 'charge.refunded'; created: number; livemode: false; data: { object: ChargeObject & { object: 'charge' } } };

export interface LocalProvider extends PaymentProvider {
  readonly name: 'local';
  /** Pays an intent with a test card; the outcome is delivered as a webhook event before this resolves. */
  confirm(id: string, input: CardInput & { clientSecret: string }): Promise<LocalPaymentResult>;
  /** The card holder's answer to the authentication step. */
  authenticate(id: string, input: { clientSecret: string; approve: boolean }): Promise<LocalPaymentResult>;
  /** Resolves once every event queued so far (renewal charges) has been delivered. */
  idle(): Promise<void>;
}

export function createLocalProvider(deps: LocalProviderDeps): LocalProvider {
  const { db, log } = deps;
  const pending = new Set<Promise<void>>();

  type IntentEventType = Exclude<LocalEvent['type'], 'charge.refunded'>;

  /** Hands an event to the webhook; as Stripe does, one that is not answered 2xx is delivered again (here: a few times at once). */
  async function deliverSigned(event: LocalEvent, paymentId: string): Promise<void> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const status = await deps.deliver(event).catch((err: unknown) => {
        log.error({ err, eventId: event.id, paymentId }, 'local payments: webhook delivery failed');
        return 0;
      });
      if (status >= 200 && status < 300) return;
      log.warn({ status, eventId: event.id, paymentId, attempt }, 'local payments: webhook not accepted');
    }
  }

  async function deliverEvent(row: LocalPaymentRow, type: IntentEventType, failureCode?: string, paymentMethod?: string): Promise<void> {
    const event: LocalEvent = {
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: row.id,
          object: 'payment_intent',
          amount: row.amount,
          currency: row.currency,
          // as Stripe: a failed attempt leaves the intent waiting for another card
          status: type === 'payment_intent.succeeded' ? 'succeeded' : type === 'payment_intent.canceled' ? 'canceled' : 'requires_payment_method',
          metadata: row.metadata,
          last_payment_error: failureCode ? { code: failureCode, message: FAILURE_MESSAGES[failureCode] ?? 'The payment failed.' } : null,
          payment_method: paymentMethod ?? (row.card_last4 ? paymentMethodOf(row.id) : null),
        },
      },
    };
    await deliverSigned(event, row.id);
  }

  /** Stripe's charge.refunded for a payment refunded in full; the charge id is derived from the intent's. */
  async function deliverRefund(row: LocalPaymentRow): Promise<void> {
    const event: LocalEvent = {
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: row.id.replace(/^pi_local_/, 'ch_local_'),
          object: 'charge',
          payment_intent: row.id,
          amount: row.amount,
          amount_refunded: row.amount,
          currency: row.currency,
          refunded: true,
          metadata: row.metadata,
        },
      },
    };
    await deliverSigned(event, row.id);
  }

  /** Delivers after the caller has gone on (a renewal charge answers its id first, like Stripe). */
  function deliverLater(row: LocalPaymentRow, type: IntentEventType, failureCode: string | undefined, paymentMethod: string): void {
    const p = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliverEvent(row, type, failureCode, paymentMethod));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  async function find(id: string, clientSecret: string): Promise<LocalPaymentRow> {
    const r = await db.query<LocalPaymentRow>('SELECT * FROM local_payments WHERE id = $1', [id]);
    const row = r.rows[0];
    // a wrong client secret looks like an unknown payment: the secret is the proof, as with Stripe
    if (!row || !sameSecret(row.client_secret, clientSecret)) throw errors.notFound('payment');
    return row;
  }

  /** Moves the intent from `from` to `to` unless another request did first; the updated row or null. */
  async function transition(id: string, from: LocalPaymentRow['status'], to: LocalPaymentRow['status'], card?: { last4: string; behaviour: string }) {
    const r = await db.query<LocalPaymentRow>(
      `UPDATE local_payments SET status = $3, updated_at = now(),
              card_last4 = COALESCE($4, card_last4), card_behaviour = COALESCE($5, card_behaviour)
        WHERE id = $1 AND status = $2 RETURNING *`,
      [id, from, to, card?.last4 ?? null, card?.behaviour ?? null],
    );
    return r.rows[0] ?? null;
  }

  async function fail(row: LocalPaymentRow, code: string): Promise<LocalPaymentResult> {
    await deliverEvent(row, 'payment_intent.payment_failed', code);
    return { status: 'failed', failureCode: code };
  }

  return {
    name: 'local',

    async createIntent(input) {
      // one open intent per order: asking again answers it
      const open = await db.query<{ id: string; client_secret: string }>(
        `SELECT id, client_secret FROM local_payments
          WHERE metadata->>'orderId' = $1 AND status IN ('requires_payment_method', 'requires_action') ORDER BY created_at LIMIT 1`,
        [input.orderId],
      );
      if (open.rows[0]) return { id: open.rows[0].id, clientSecret: open.rows[0].client_secret };
      const id = `pi_local_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(18).toString('base64url')}`;
      await db.query(
        `INSERT INTO local_payments (id, client_secret, amount, currency, status, metadata)
         VALUES ($1, $2, $3, $4, 'requires_payment_method', $5::jsonb)`,
        [
          id,
          clientSecret,
          input.amount,
          input.currency,
          JSON.stringify({ orderId: input.orderId, userId: input.userId, description: input.description }),
        ],
      );
      return { id, clientSecret } satisfies PaymentIntentRef;
    },

    async chargeSaved(input) {
      const savedIntent = intentOfPaymentMethod(input.paymentMethod);
      const saved = savedIntent
        ? (
            await db.query<{ card_behaviour: string | null; card_last4: string | null }>(
              `SELECT card_behaviour, card_last4 FROM local_payments WHERE id = $1 AND status = 'succeeded'`,
              [savedIntent],
            )
          ).rows[0]
        : undefined;
      // as Stripe answers an unknown payment method at once
      if (!saved) throw new Error(`local payments: no saved card ${input.paymentMethod.slice(0, 40)}`);
      const outcome = savedCardOutcome(saved.card_behaviour);
      const id = `pi_local_${randomBytes(12).toString('hex')}`;
      const r = await db.query<LocalPaymentRow>(
        `INSERT INTO local_payments (id, client_secret, amount, currency, status, card_last4, card_behaviour, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING *`,
        [
          id,
          `${id}_secret_${randomBytes(18).toString('base64url')}`,
          input.amount,
          input.currency,
          outcome.ok ? 'succeeded' : 'canceled',
          saved.card_last4,
          saved.card_behaviour,
          JSON.stringify({ orderId: input.orderId, userId: input.userId, description: input.description, offSession: 'true' }),
        ],
      );
      // the event names the new intent; its payment method stays the saved card
      if (outcome.ok) deliverLater(r.rows[0], 'payment_intent.succeeded', undefined, input.paymentMethod);
      else deliverLater(r.rows[0], 'payment_intent.payment_failed', outcome.code, input.paymentMethod);
      return { id };
    },

    async cancelIntent(id) {
      const r = await db.query<LocalPaymentRow>(
        `UPDATE local_payments SET status = 'canceled', updated_at = now()
          WHERE id = $1 AND status IN ('requires_payment_method', 'requires_action') RETURNING *`,
        [id],
      );
      if (r.rows[0]) log.info({ paymentId: id }, 'local payments: intent canceled');
    },

    async refund(id, reason = 'duplicate') {
      // no money moved; the intent keeps its status and records the refund (refundedAt in metadata)
      const r = await db.query<LocalPaymentRow>(
        `UPDATE local_payments SET metadata = metadata || jsonb_build_object('refundedAt', now()::text, 'refundReason', $2::text), updated_at = now()
          WHERE id = $1 AND status = 'succeeded' AND NOT metadata ? 'refundedAt' RETURNING *`,
        [id, reason],
      );
      const row = r.rows[0];
      if (!row) return;
      log.info({ paymentId: id, reason }, 'local payments: payment refunded');
      // as Stripe reports a refund: a signed charge.refunded event, delivered before this resolves
      await deliverRefund(row);
    },

    async confirm(id, input) {
      const row = await find(id, input.clientSecret);
      if (row.status !== 'requires_payment_method') {
        throw errors.conflict(`This payment is ${STATE_TEXT[row.status]}: it takes no card now`, 'PAYMENT_NOT_CONFIRMABLE');
      }
      const behaviour = cardBehaviour(input);
      const last4 = input.cardNumber.replace(/\s+/g, '').slice(-4);
      const card = { last4, behaviour: storedBehaviour(behaviour) };
      if (behaviour.kind === 'authenticate') {
        const moved = await transition(id, 'requires_payment_method', 'requires_action', card);
        if (!moved) throw errors.conflict('This payment is being confirmed already', 'PAYMENT_NOT_CONFIRMABLE');
        return { status: 'requires_action' };
      }
      if (behaviour.kind === 'decline') {
        const moved = await transition(id, 'requires_payment_method', 'canceled', card);
        if (!moved) throw errors.conflict('This payment is being confirmed already', 'PAYMENT_NOT_CONFIRMABLE');
        return fail(moved, behaviour.code);
      }
      const moved = await transition(id, 'requires_payment_method', 'succeeded', card);
      if (!moved) throw errors.conflict('This payment is being confirmed already', 'PAYMENT_NOT_CONFIRMABLE');
      await deliverEvent(moved, 'payment_intent.succeeded');
      return { status: 'succeeded' };
    },

    async authenticate(id, input) {
      const row = await find(id, input.clientSecret);
      if (row.status !== 'requires_action') {
        throw errors.conflict(`This payment is ${STATE_TEXT[row.status]}: it awaits no authentication`, 'PAYMENT_NOT_AUTHENTICABLE');
      }
      const moved = await transition(id, 'requires_action', input.approve ? 'succeeded' : 'canceled');
      if (!moved) throw errors.conflict('This payment is being authenticated already', 'PAYMENT_NOT_AUTHENTICABLE');
      if (!input.approve) return fail(moved, 'authentication_failed');
      await deliverEvent(moved, 'payment_intent.succeeded');
      return { status: 'succeeded' };
    },

    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
