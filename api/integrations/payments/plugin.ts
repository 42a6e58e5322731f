// Integration tier: card payments. `app.payments` is Stripe when STRIPE_SECRET_KEY and
// STRIPE_PUBLISHABLE_KEY are both set, else the local test-mode provider (no real charge).
// `app.webhookSecret` signs and verifies the provider's webhook events: STRIPE_WEBHOOK_SECRET, or,
// when it is unset, a secret generated once and kept in the database (app_secrets, in DATA_DIR with
// the embedded database), so that restarts and several instances of the api agree on it.
// Neither secret nor any client secret is ever logged.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { ApiConfig } from '../../config.ts';
import type { Queryable } from '../../db/index.ts';
import { billingWebhook } from '../../../shared/contract/billing.ts';
import { createLocalProvider, type LocalProvider } from './local.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    webhookSecret: string;
  }
}

/** The local provider, with its test-mode confirm and authenticate steps; null in Stripe mode. */
export function localProvider(p: PaymentProvider): LocalProvider | null {
  return p.name === 'local' && 'confirm' in p ? (p as LocalProvider) : null;
}

const SECRET_NAME = 'payments.webhook_secret';

/** The webhook secret kept in app_secrets, generated on first use; the first writer wins a race. */
export async function storedWebhookSecret(q: Queryable): Promise<string> {
  await q.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    `whsec_${randomBytes(32).toString('base64url')}`,
  ]);
  const r = await q.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
  return r.rows[0].value;
}

export default fp(
  async (app, opts: { config: ApiConfig }) => {
    const { config } = opts;
    const stripeMode = Boolean(config.stripeSecretKey && config.stripePublishableKey);
    if (config.stripeSecretKey && !config.stripePublishableKey) {
      app.log.warn('payments: STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY; using the local test mode');
    }
    if (stripeMode && !config.stripeWebhookSecret) {
      app.log.error("payments: STRIPE_WEBHOOK_SECRET is unset; Stripe's events cannot be verified and will be refused");
    }
    const secret = config.stripeWebhookSecret ?? (await storedWebhookSecret(app.db));
    app.decorate('webhookSecret', secret);

    if (stripeMode) {
      app.decorate(
        'payments',
        createStripeProvider({ secretKey: config.stripeSecretKey!, publishableKey: config.stripePublishableKey!, db: app.db, api: config.stripeApi }),
      );
      app.log.info({ provider: 'stripe' }, 'payments: Stripe');
      return;
    }

    const local = createLocalProvider({
      db: app.db,
      log: app.log,
      // the same path a Stripe event takes: signed as Stripe signs, verified by the webhook route
      async deliver(event) {
        const payload = JSON.stringify(event);
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
        const res = await app.inject({
          method: 'POST',
          url: billingWebhook.path,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        return res.statusCode;
      },
    });
    app.decorate('payments', local);
    // renewal charges deliver their events a moment later: let them land before the app closes
    app.addHook('preClose', async () => local.idle());
    app.log.info({ provider: 'local' }, 'payments: local test mode (no real charge)');
  },
  { name: 'payments', dependencies: ['db'] },
);
