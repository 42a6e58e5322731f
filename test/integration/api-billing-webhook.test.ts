// POST /api/billing/webhook over HTTP, with events signed by the `stripe` package's own
// generateTestHeaderString: a forged, tampered, missing or stale signature is refused (400) and
// changes nothing; a replayed event, a wrong amount or currency, an unknown payment or type is
// answered 200 with the reason and changes nothing; a good event pays the order once.
import t from 'tap';
import Stripe from 'stripe';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { newUser, type TestUser } from './api-estates-fixtures.ts';
import { storedWebhookSecret } from '../../api/integrations/payments/plugin.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0 });
});
t.teardown(() => api?.close());

let seq = 0;
function event(type: string, pi: Record<string, unknown>, id = `evt_test_${++seq}_${Date.now()}`) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { object: 'payment_intent', ...pi } },
  };
}

interface SendOptions {
  secret?: string;
  /** seconds since the epoch the signature claims */
  timestamp?: number;
  /** sign this text but send `payload` */
  signed?: string;
  header?: string | null;
  contentType?: string;
}

async function send(payload: string, opts: SendOptions = {}) {
  const header =
    opts.header !== undefined
      ? opts.header
      : Stripe.webhooks.generateTestHeaderString({
          payload: opts.signed ?? payload,
          secret: opts.secret ?? api.app.webhookSecret,
          timestamp: opts.timestamp,
        });
  return call(api, 'POST', '/api/billing/webhook', payload, undefined, {
    'content-type': opts.contentType ?? 'application/json',
    ...(header === null ? {} : { 'stripe-signature': header }),
  });
}

const sendEvent = (e: object, opts: SendOptions = {}) => send(JSON.stringify(e), opts);

async function pendingOrder(user: TestUser, planId = 'basic', currency = 'eur'): Promise<OrderWithPayment> {
  const res = await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId, currency }, user.token);
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function state(user: TestUser, orderId: string) {
  const order = (await call(api, 'GET', `/api/billing/orders/${orderId}`, undefined, user.token)).body.order;
  const plans = (await call(api, 'GET', '/api/user/current', undefined, user.token)).body.subscriptions.map(
    (s: { plan: { _id: string } }) => s.plan._id,
  );
  const events = (await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM payment_events')).rows[0].n;
  const receipts = (await outbox(api)).filter((m) => m.to === user.email).length;
  return { status: order.status, plans, events, receipts };
}

t.test('the local webhook secret is generated once and kept', async (t) => {
  t.match(api.app.webhookSecret, /^whsec_[A-Za-z0-9_-]{40,}$/);
  t.equal(await storedWebhookSecret(api.db), api.app.webhookSecret, 'asked again, the same secret');
});

t.test('a bad signature is refused with 400 and changes nothing', async (t) => {
  const user = await newUser(api);
  const { order } = await pendingOrder(user);
  const paid = event('payment_intent.succeeded', { id: order.paymentId, amount: order.amount, currency: order.currency, status: 'succeeded' });
  const before = await state(user, order._id);

  const forged = await sendEvent(paid, { secret: 'whsec_not_the_right_one' });
  t.equal(forged.status, 400);
  t.equal(forged.body.code, 'INVALID_SIGNATURE');

  const tampered = await send(JSON.stringify({ ...paid, data: { object: { ...paid.data.object, amount: 1 } } }), { signed: JSON.stringify(paid) });
  t.match(tampered, { status: 400, body: { code: 'INVALID_SIGNATURE' } }, 'a body changed after signing');

  t.match(await sendEvent(paid, { header: null }), { status: 400, body: { code: 'INVALID_SIGNATURE' } }, 'no signature');
  t.match(await sendEvent(paid, { header: 't=1,v1=00' }), { status: 400, body: { code: 'INVALID_SIGNATURE' } }, 'a made-up signature');
  const stale = await sendEvent(paid, { timestamp: Math.floor(Date.now() / 1000) - 301 });
  t.match(stale, { status: 400, body: { code: 'INVALID_SIGNATURE' } }, 'signed more than five minutes ago');
  const future = await sendEvent(paid, { timestamp: Math.floor(Date.now() / 1000) + 301 });
  t.match(future, { status: 400, body: { code: 'INVALID_SIGNATURE' } }, 'signed more than five minutes in the future (issue 21)');

  t.same(await state(user, order._id), before, 'the order, the plans, the events and the mails are as they were');

  const late = await sendEvent(paid, { timestamp: Math.floor(Date.now() / 1000) - 240 });
  t.same(late.body, { received: true }, 'four minutes old is within the tolerance');
  t.equal((await state(user, order._id)).status, 'paid');
});

t.test('a signed event without data.object is ignored with 200, not a 500 (issue 21)', async (t) => {
  for (const data of [{}, { object: null }, { object: 'pi_x' }, null]) {
    const res = await sendEvent({ ...event('payment_intent.succeeded', {}), data });
    t.equal(res.status, 200, JSON.stringify(data));
    t.same(res.body, { received: true, ignored: 'no payment intent' });
  }
  const { data: _data, ...noData } = event('payment_intent.succeeded', {});
  t.same((await sendEvent(noData)).body, { received: true, ignored: 'no payment intent' }, 'no data at all');
});

t.test('a replayed event changes nothing the second time', async (t) => {
  const user = await newUser(api);
  const { order } = await pendingOrder(user, 'professional', 'rub');
  const paid = event('payment_intent.succeeded', {
    id: order.paymentId,
    amount: order.amount,
    currency: 'rub',
    status: 'succeeded',
    payment_method: null,
  });
  const first = await sendEvent(paid);
  t.same(first.body, { received: true });
  const after = await state(user, order._id);
  t.match(after, { status: 'paid', plans: ['professional'], receipts: 1 });

  const replay = await sendEvent(paid);
  t.same(replay.body, { received: true, ignored: 'duplicate' });
  const again = event('payment_intent.succeeded', { id: order.paymentId, amount: order.amount, currency: 'rub', status: 'succeeded' });
  t.same((await sendEvent(again)).body, { received: true, ignored: 'order paid' }, 'another event of the same payment');
  const failed = event('payment_intent.payment_failed', {
    id: order.paymentId,
    amount: order.amount,
    currency: 'rub',
    last_payment_error: { code: 'card_declined' },
  });
  t.same((await sendEvent(failed)).body, { received: true, ignored: 'order paid' }, 'a paid order does not fail later');
  const now = await state(user, order._id);
  t.same({ ...now, events: after.events }, after, 'one subscription, one receipt, still paid');
  t.equal(now.events, after.events + 2, 'the later events are recorded as ignored');

  // a pretty-printed body: the signature is over the exact bytes, not over re-serialized JSON
  const { order: second } = await pendingOrder(await newUser(api));
  const pretty = JSON.stringify(
    event('payment_intent.succeeded', { id: second.paymentId, amount: second.amount, currency: second.currency, status: 'succeeded' }),
    null,
    2,
  );
  t.same((await send(pretty, { contentType: 'application/json; charset=utf-8' })).body, { received: true });
});

t.test('a wrong amount or currency, an unknown payment or type is ignored with 200 and changes nothing', async (t) => {
  const user = await newUser(api);
  const { order } = await pendingOrder(user, 'basic', 'usd');
  const before = await state(user, order._id);
  const pi = { id: order.paymentId, amount: order.amount, currency: 'usd', status: 'succeeded' };
  t.same((await sendEvent(event('payment_intent.succeeded', { ...pi, amount: order.amount - 1 }))).body, {
    received: true,
    ignored: 'amount mismatch',
  });
  t.same((await sendEvent(event('payment_intent.succeeded', { ...pi, currency: 'eur' }))).body, { received: true, ignored: 'currency mismatch' });
  t.same((await sendEvent(event('payment_intent.succeeded', { ...pi, id: 'pi_unknown_123' }))).body, { received: true, ignored: 'unknown payment' });
  t.same(
    (await sendEvent(event('payment_intent.succeeded', { ...pi, id: 'pi_unknown_456', metadata: { orderId: order._id } }))).body,
    {
      received: true,
      ignored: 'unknown payment',
    },
    'the metadata cannot claim an order that has its own payment',
  );
  t.same((await sendEvent(event('customer.created', pi))).body, { received: true, ignored: 'unhandled type customer.created' });
  const after = await state(user, order._id);
  t.same({ ...after, events: before.events }, before, 'still pending, still free, no mail');
  const outcomes = (await api.db.query<{ outcome: string }>('SELECT outcome FROM payment_events ORDER BY received_at DESC LIMIT 4')).rows.map(
    (r) => r.outcome,
  );
  t.same(outcomes.sort(), ['ignored: amount mismatch', 'ignored: currency mismatch', 'ignored: unknown payment', 'ignored: unknown payment'].sort());
});

t.test('a failed payment fails the order with its code and closes the intent', async (t) => {
  const user = await newUser(api);
  const created = await pendingOrder(user);
  const { order } = created;
  const failed = event('payment_intent.payment_failed', {
    id: order.paymentId,
    amount: order.amount,
    currency: order.currency,
    status: 'requires_payment_method',
    last_payment_error: { code: 'payment_intent_authentication_failure' },
  });
  t.same((await sendEvent(failed)).body, { received: true });
  const got = await call(api, 'GET', `/api/billing/orders/${order._id}`, undefined, user.token);
  t.match(got.body, { order: { status: 'failed', failureCode: 'authentication_failed' }, payment: null });
  const intent = (await api.db.query<{ status: string }>('SELECT status FROM local_payments WHERE id = $1', [order.paymentId])).rows[0];
  t.equal(intent.status, 'canceled', 'the intent of a failed order can no longer be paid');
  const late = event('payment_intent.succeeded', { id: order.paymentId, amount: order.amount, currency: order.currency, status: 'succeeded' });
  t.same((await sendEvent(late)).body, { received: true, ignored: 'order failed: refunded' });
  t.same((await state(user, order._id)).plans, ['legacy-free']);
});

t.test("through the gateway, the provider's event and the order's Idempotency-Key arrive as sent", async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const viaGateway = { url: stack.gatewayUrl };
  const user = await newUser(stack.api);
  const key = { 'idempotency-key': 'through-the-gateway' };
  const first = await call<OrderWithPayment>(viaGateway, 'POST', '/api/billing/orders', { planId: 'basic' }, user.token, key);
  const second = await call<OrderWithPayment>(viaGateway, 'POST', '/api/billing/orders', { planId: 'basic' }, user.token, key);
  t.equal(first.status, 201);
  t.equal(second.body.order._id, first.body.order._id, 'the key reaches the api');
  const { order } = first.body;
  // pretty-printed, as a provider may send it: any change on the way would break the signature
  const payload = JSON.stringify(event('payment_intent.succeeded', { id: order.paymentId, amount: order.amount, currency: order.currency }), null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.api.app.webhookSecret });
  const res = await call(viaGateway, 'POST', '/api/billing/webhook', payload, undefined, {
    'content-type': 'application/json',
    'stripe-signature': header,
  });
  t.same(res.body, { received: true });
  t.equal((await call(viaGateway, 'GET', `/api/billing/orders/${order._id}`, undefined, user.token)).body.order.status, 'paid');
});
