// Stripe mode: the api with (fake) Stripe keys and the `stripe` package's HTTP client pointed at a
// local fake of the few Stripe API calls the api makes (customers, payment intents, cancel). The
// test reads the requests the package sends — amount, currency, card only, 3-D Secure, the card
// kept for renewals, metadata, idempotency — and sends Stripe's events signed with the package's
// own generateTestHeaderString.
import t from 'tap';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { call, startApi, type StartedApi } from '../helpers/api.ts';
import { newUser } from './api-estates-fixtures.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** the form fields as Stripe encodes them: metadata[orderId], allowed_payment_method_types[0], … */
  form: Record<string, string>;
}

const requests: FakeRequest[] = [];
let intents = 0;

/** A fake of Stripe's API: just the calls the api makes, answered as Stripe answers them. */
function fakeStripe(): Server {
  return createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(text));
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/v1/customers') return json(200, { id: 'cus_fake_1', object: 'customer', metadata: {} });
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_fake_${++intents}`;
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        );
        if (form.off_session === 'true' && form.payment_method === 'pm_card_chargeDeclined') {
          return json(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: {
                id,
                object: 'payment_intent',
                status: 'requires_payment_method',
                amount: Number(form.amount),
                currency: form.currency,
              },
            },
          });
        }
        return json(200, {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: form.confirm === 'true' ? 'succeeded' : 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
        });
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) return json(200, { id: cancel[1], object: 'payment_intent', status: 'canceled' });
      if (req.method === 'POST' && path === '/v1/refunds') {
        return json(200, { id: `re_fake_${requests.length}`, object: 'refund', payment_intent: form.payment_intent, status: 'succeeded' });
      }
      return json(404, { error: { type: 'invalid_request_error', message: `no fake for ${req.method} ${path}` } });
    });
  });
}

const WEBHOOK_SECRET = 'whsec_test_fake_secret';
let fake: Server;
let api: StartedApi;

t.before(async () => {
  fake = fakeStripe();
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  api = await startApi({
    estates: 0,
    config: {
      stripeSecretKey: 'sk_test_fake',
      stripePublishableKey: 'pk_test_fake',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApi: { host: '127.0.0.1', port, protocol: 'http' },
    },
  });
});
t.teardown(async () => {
  await api?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

function sendEvent(e: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(e);
  return call(api, 'POST', '/api/billing/webhook', payload, undefined, {
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  });
}

const piEvent = (id: string, type: string, pi: Record<string, unknown>) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  type,
  data: { object: { object: 'payment_intent', ...pi } },
});

t.test('an order makes a card-only PaymentIntent at Stripe and answers its client secret and the publishable key', async (t) => {
  t.equal(api.app.payments.name, 'stripe');
  const user = await newUser(api);
  const res = await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'basic', currency: 'usd' }, user.token);
  t.equal(res.status, 201);
  const { order, payment } = res.body;
  t.match(order, { kind: 'plan', planId: 'basic', amount: 1090, currency: 'usd', status: 'pending', paymentId: 'pi_fake_1' });
  t.same(payment, { provider: 'stripe', clientSecret: 'pi_fake_1_secret_fake', publishableKey: 'pk_test_fake' });

  const customer = requests.find((r) => r.path === '/v1/customers');
  t.ok(customer, 'a Stripe customer for the user, to keep the card for renewals');
  t.equal(customer?.form['metadata[userId]'], user.id);
  const created = requests.filter((r) => r.path === '/v1/payment_intents');
  t.equal(created.length, 1, 'one intent');
  const sent = created[0];
  t.equal(sent.headers.authorization, 'Bearer sk_test_fake', 'the secret key authenticates the call');
  t.equal(sent.headers['idempotency-key'], `order-${order._id}`, 'one intent per order, even when a request is retried');
  t.same(
    Object.keys(sent.form).filter((k) => k.includes('payment_method_types')),
    ['allowed_payment_method_types[0]'],
    'one payment method type',
  );
  t.match(sent.form, {
    amount: '1090',
    currency: 'usd',
    customer: 'cus_fake_1',
    'allowed_payment_method_types[0]': 'card',
    'payment_method_options[card][request_three_d_secure]': 'automatic',
    setup_future_usage: 'off_session',
    'metadata[orderId]': order._id,
    'metadata[userId]': user.id,
  });

  const again = await call<OrderWithPayment>(api, 'GET', `/api/billing/orders/${order._id}`, undefined, user.token);
  t.same(again.body.payment, payment, 'the order page gets the same payment back');
  t.equal(requests.filter((r) => r.path === '/v1/payment_intents').length, 1, 'without asking Stripe again');

  t.equal(
    (
      await call(api, 'POST', `/api/billing/local/payments/${order.paymentId}/confirm`, {
        clientSecret: 'x',
        cardNumber: '4242424242424242',
        expMonth: 1,
        expYear: 2099,
        cvc: '123',
      })
    ).status,
    404,
    'the test-mode card steps do not exist in Stripe mode',
  );

  // Stripe reports the payment; the card it saved is kept for renewals
  const paid = await sendEvent(
    piEvent('evt_fake_paid', 'payment_intent.succeeded', {
      id: 'pi_fake_1',
      amount: 1090,
      currency: 'usd',
      status: 'succeeded',
      payment_method: 'pm_card_visa',
      metadata: { orderId: order._id },
    }),
  );
  t.same(paid.body, { received: true });
  const after = await call<OrderWithPayment>(api, 'GET', `/api/billing/orders/${order._id}`, undefined, user.token);
  t.match(after.body, { order: { status: 'paid' }, payment: null });
  const sub = (
    await api.db.query<{ plan_id: string; status: string; payment_method: string }>(
      `SELECT * FROM subscriptions WHERE user_id = $1 AND status = 'active'`,
      [user.id],
    )
  ).rows;
  t.match(sub, [{ plan_id: 'basic', payment_method: 'pm_card_visa' }]);
  t.same((await sendEvent(piEvent('evt_fake_paid', 'payment_intent.succeeded', { id: 'pi_fake_1', amount: 1090, currency: 'usd' }))).body, {
    received: true,
    ignored: 'duplicate',
  });

  const second = await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'premium', currency: 'eur' }, user.token);
  t.equal(requests.filter((r) => r.path === '/v1/customers').length, 1, 'the customer is made once per user');
  t.equal(requests.at(-1)?.form.customer, 'cus_fake_1');
  t.equal(second.body.order.amount, 7990);
});

t.test('only events signed with STRIPE_WEBHOOK_SECRET count', async (t) => {
  const user = await newUser(api);
  const { order } = (await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'basic', currency: 'eur' }, user.token)).body;
  t.equal(api.app.webhookSecret, WEBHOOK_SECRET);
  const e = piEvent('evt_fake_forged', 'payment_intent.succeeded', { id: order.paymentId, amount: 990, currency: 'eur', status: 'succeeded' });
  t.match(await sendEvent(e, 'whsec_someone_else'), { status: 400, body: { code: 'INVALID_SIGNATURE' } });
  t.equal((await call(api, 'GET', `/api/billing/orders/${order._id}`, undefined, user.token)).body.order.status, 'pending');
});

t.test('a failed payment fails the order and cancels its intent at Stripe', async (t) => {
  const user = await newUser(api);
  const { order } = (await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'professional', currency: 'rub' }, user.token)).body;
  const failed = await sendEvent(
    piEvent('evt_fake_failed', 'payment_intent.payment_failed', {
      id: order.paymentId,
      amount: 293000,
      currency: 'rub',
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    }),
  );
  t.same(failed.body, { received: true });
  const got = await call<OrderWithPayment>(api, 'GET', `/api/billing/orders/${order._id}`, undefined, user.token);
  t.match(got.body.order, { status: 'failed', failureCode: 'card_declined' });
  t.ok(
    requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${order.paymentId}/cancel`),
    'the intent is canceled so that it cannot be paid later',
  );
});

t.test('a second order of a plan paid meanwhile is refunded at Stripe, the first one cancels its intent', async (t) => {
  const user = await newUser(api);
  const orderOf = async () =>
    (await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'basic', currency: 'eur' }, user.token)).body.order;
  const a = await orderOf();
  const b = await orderOf();
  const paid = (o: typeof a, id: string) =>
    piEvent(id, 'payment_intent.succeeded', { id: o.paymentId, amount: 990, currency: 'eur', status: 'succeeded' });
  t.same((await sendEvent(paid(a, 'evt_fake_double_a'))).body, { received: true });
  t.ok(
    requests.some((r) => r.path === `/v1/payment_intents/${b.paymentId}/cancel`),
    "paying A cancels B's intent",
  );
  t.match((await sendEvent(paid(b, 'evt_fake_double_b'))).body, { received: true, ignored: /refunded/ });
  const refund = requests.find((r) => r.path === '/v1/refunds' && r.form.payment_intent === b.paymentId);
  t.ok(refund, "B's payment is refunded at Stripe");
  t.equal(refund?.headers['idempotency-key'], `refund-${b.paymentId}`, 'once per payment');
  t.notOk(
    requests.some((r) => r.path === '/v1/refunds' && r.form.payment_intent === a.paymentId),
    'A is not refunded',
  );
  const got = await call<OrderWithPayment>(api, 'GET', `/api/billing/orders/${b._id}`, undefined, user.token);
  t.match(got.body.order, { status: 'canceled', failureCode: 'refunded' });
});

t.test('a renewal charges the saved card off-session; a decline still answers the intent, whose event settles it', async (t) => {
  const user = await newUser(api);
  const ok = await api.app.payments.chargeSaved({
    paymentMethod: 'pm_card_visa',
    amount: 990,
    currency: 'eur',
    orderId: 'order-renewal-1',
    userId: user.id,
    description: 'renewal',
  });
  t.match(ok.id, /^pi_fake_/);
  const sent = requests.at(-1)!;
  t.match(sent.form, {
    off_session: 'true',
    confirm: 'true',
    payment_method: 'pm_card_visa',
    amount: '990',
    currency: 'eur',
    'metadata[orderId]': 'order-renewal-1',
  });
  const declined = await api.app.payments.chargeSaved({
    paymentMethod: 'pm_card_chargeDeclined',
    amount: 990,
    currency: 'eur',
    orderId: 'order-renewal-2',
    userId: user.id,
    description: 'renewal',
  });
  t.match(declined.id, /^pi_fake_/, 'the declined intent, for its payment_failed event');
});
