// Card payments through Stripe (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set), with the official
// `stripe` package. An order becomes a PaymentIntent: card only, 3-D Secure when the bank asks for it
// (Stripe's automatic mode), the card kept for later off-session charges so that renewals can be paid
// without the user, and the order and user in its metadata. The order page confirms it with Stripe
// Elements; Stripe reports the outcome to POST /api/billing/webhook. A card saved for later belongs to
// a Stripe customer, so each user gets one on their first payment (table payment_customers).
// "Card only" is `allowed_payment_method_types: ['card']`: the API version this package is pinned to
// (2026-10-28) names it so; earlier versions called it `payment_method_types`.
import Stripe from 'stripe';
import type { Queryable } from '../../db/index.ts';
import type { PaymentProvider } from './provider.ts';

/** Where the `stripe` client sends its requests; tests point it at a local fake of Stripe's API. */
export interface StripeApiEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  db: Queryable;
  /** default: Stripe's own API */
  api?: StripeApiEndpoint;
}

export function createStripeClient(secretKey: string, api?: StripeApiEndpoint): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'estate-marketplace' },
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
}

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(opts.secretKey, opts.api);
  const { db } = opts;

  /** The user's Stripe customer, made on first use; two requests racing keep the first one stored. */
  async function customerOf(userId: string): Promise<string> {
    const stored = await db.query<{ customer_id: string }>(`SELECT customer_id FROM payment_customers WHERE user_id = $1 AND provider = 'stripe'`, [
      userId,
    ]);
    if (stored.rows[0]) return stored.rows[0].customer_id;
    // the idempotency key makes a racing second request get the same customer from Stripe
    const customer = await stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
    await db.query(`INSERT INTO payment_customers (user_id, provider, customer_id) VALUES ($1, 'stripe', $2) ON CONFLICT DO NOTHING`, [
      userId,
      customer.id,
    ]);
    const kept = await db.query<{ customer_id: string }>(`SELECT customer_id FROM payment_customers WHERE user_id = $1 AND provider = 'stripe'`, [
      userId,
    ]);
    return kept.rows[0]?.customer_id ?? customer.id;
  }

  return {
    name: 'stripe',
    publishableKey: opts.publishableKey,

    async createIntent(input) {
      const customer = await customerOf(input.userId);
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          customer,
          description: input.description,
          allowed_payment_method_types: ['card'],
          payment_method_options: { card: { request_three_d_secure: 'automatic' } },
          setup_future_usage: 'off_session',
          metadata: { orderId: input.orderId, userId: input.userId },
        },
        // one intent per order, however often the order asks
        { idempotencyKey: `order-${input.orderId}` },
      );
      if (!intent.client_secret) throw new Error(`stripe: payment intent ${intent.id} came without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async chargeSaved(input) {
      const customer = await customerOf(input.userId);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer,
            payment_method: input.paymentMethod,
            allowed_payment_method_types: ['card'],
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { orderId: input.orderId, userId: input.userId, offSession: 'true' },
          },
          { idempotencyKey: `order-${input.orderId}` },
        );
        return { id: intent.id };
      } catch (err) {
        // a declined off-session charge still made an intent; its payment_failed event settles the order
        if (err instanceof Stripe.errors.StripeCardError && err.payment_intent?.id) return { id: err.payment_intent.id };
        throw err;
      }
    },

    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },

    async refund(id, reason = 'duplicate') {
      // one refund per payment, however often it is asked for; Stripe reports it as charge.refunded
      await stripe.refunds.create({ payment_intent: id, reason }, { idempotencyKey: `refund-${id}` });
    },
  };
}
