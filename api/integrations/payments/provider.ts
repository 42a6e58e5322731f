// Card payments behind one interface, filled by Stripe (stripe.ts, when its keys are set) or by the
// local test-mode provider (local.ts, the default). Both keep Stripe's shape: a payment intent with a
// client secret that the order page confirms, and the outcome reported later as a signed webhook
// event (payment_intent.succeeded / payment_intent.payment_failed) to POST /api/billing/webhook,
// so one code path (api/billing/webhook.ts) turns payments into paid orders in both modes.
import type { Currency } from '../../../shared/core/constants.ts';
import type { PaymentProviderName } from '../../../shared/contract/billing.ts';

export interface PaymentIntentRef {
  id: string;
  clientSecret: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key, the one value of the provider the browser sees (Stripe mode only) */
  readonly publishableKey?: string;
  /**
   * A card payment of `amount` minor units, confirmed later from the order page. Idempotent per
   * order: asking again for the same order answers the same intent while it is open.
   */
  createIntent(input: { amount: number; currency: Currency; orderId: string; userId: string; description: string }): Promise<PaymentIntentRef>;
  /**
   * Charges a saved card without the user (renewals); the outcome arrives later as a webhook event
   * like any payment. Create and commit the order first: the event finds it by its payment id or,
   * when that is not stored yet, by the order id in the intent's metadata.
   */
  chargeSaved(input: {
    paymentMethod: string;
    amount: number;
    currency: Currency;
    orderId: string;
    userId: string;
    description: string;
  }): Promise<{ id: string }>;
  /** Cancels an open intent so that it can no longer be paid (a failed or abandoned order). */
  cancelIntent(id: string): Promise<void>;
  /**
   * Gives a succeeded payment back in full: one that paid an order that could no longer apply (a
   * second order of a plan already bought, reason `duplicate`), or an order an admin refunds (reason
   * `requested_by_customer`). The provider then reports it as a signed `charge.refunded` event (Stripe
   * on its own; the local provider delivers it before this resolves), which the webhook turns into a
   * refunded order. Idempotent per payment: asking again refunds nothing more.
   */
  refund(id: string, reason?: RefundReason): Promise<void>;
}

/** What a webhook event carries of a payment intent (the fields of Stripe's object we read). */
export interface PaymentIntentObject {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  /** the card used; a renewal charges it again */
  payment_method?: string | null;
}

/** Stripe's reasons of a refund that we use. */
export type RefundReason = 'duplicate' | 'requested_by_customer';

/** What a charge.refunded event carries of the charge (the fields of Stripe's object we read). */
export interface ChargeObject {
  id: string;
  object?: string;
  /** the payment intent the charge belongs to */
  payment_intent: string | null;
  amount: number;
  amount_refunded: number;
  currency: string;
  /** true once the whole amount is refunded */
  refunded: boolean;
  metadata?: Record<string, string>;
}

/** The event of a refund: the order it paid becomes refunded (api/billing/refunds.ts). */
export const REFUND_EVENT = 'charge.refunded';

/** The events the webhook acts on. */
export const HANDLED_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled'] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];
