// Issue 21, finding 3: a plan could be paid twice. Two pending Basic orders A and B; paying A
// activated Basic, and confirming B still succeeded (B paid, a second receipt, the subscription
// restarted). Now paying A cancels B (and its intent), and a payment that arrives for B anyway is
// refunded: B ends canceled with failure code `refunded`, no second receipt, the subscription as A
// left it. Through the gateway, in local test mode (the Stripe refund: api-billing-stripe.test.ts).
import t from 'tap';
import Stripe from 'stripe';
import { call, outbox } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { newUser, type TestUser } from './api-estates-fixtures.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

let stack: Stack;
let gw: { url: string; dataDir: string };
t.before(async () => {
  stack = await startStack({ estates: 0 });
  gw = { url: stack.gatewayUrl, dataDir: stack.api.dataDir };
});
t.teardown(() => stack?.close());

const expYear = new Date().getUTCFullYear() + 2;

async function order(user: TestUser, key: string): Promise<OrderWithPayment> {
  const res = await call<OrderWithPayment>(gw, 'POST', '/api/billing/orders', { planId: 'basic' }, user.token, { 'idempotency-key': key });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

function pay(o: OrderWithPayment) {
  return call(gw, 'POST', `/api/billing/local/payments/${o.order.paymentId}/confirm`, {
    clientSecret: o.payment!.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear,
    cvc: '123',
  });
}

async function view(user: TestUser, id: string) {
  return (await call(gw, 'GET', `/api/billing/orders/${id}`, undefined, user.token)).body.order as { status: string; failureCode: string | null };
}

async function plans(user: TestUser) {
  const subs = (await call(gw, 'GET', '/api/user/current', undefined, user.token)).body.subscriptions as {
    _id: string;
    plan: { _id: string };
    currentPeriodEndsAt: string | null;
  }[];
  return subs.map((s) => ({ id: s._id, plan: s.plan._id, ends: s.currentPeriodEndsAt }));
}

const mailsTo = async (user: TestUser) => (await outbox(stack.api)).filter((m) => m.to === user.email).length;

/** The provider's success of a payment, signed as the local provider signs it (the payment went through before its cancel). */
async function succeededAnyway(paymentId: string) {
  await stack.api.db.query(`UPDATE local_payments SET status = 'succeeded', card_last4 = '4242' WHERE id = $1`, [paymentId]);
  const row = (
    await stack.api.db.query<{ amount: number; currency: string; metadata: Record<string, string> }>('SELECT * FROM local_payments WHERE id = $1', [
      paymentId,
    ])
  ).rows[0];
  const payload = JSON.stringify({
    id: `evt_late_${paymentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: paymentId, object: 'payment_intent', amount: row.amount, currency: row.currency, status: 'succeeded', metadata: row.metadata },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.api.app.webhookSecret });
  return call(gw, 'POST', '/api/billing/webhook', payload, undefined, { 'content-type': 'application/json', 'stripe-signature': signature });
}

const refundedAt = async (paymentId: string) =>
  (await stack.api.db.query<{ r: string | null }>(`SELECT metadata->>'refundedAt' AS r FROM local_payments WHERE id = $1`, [paymentId])).rows[0].r;

t.test('two pending orders of one plan: paying one cancels the other, whose late payment is refunded', async (t) => {
  const user = await newUser(stack.api);
  const a = await order(user, 'order-a');
  const b = await order(user, 'order-b');
  t.equal(a.order.status, 'pending');
  t.equal(b.order.status, 'pending');
  const mailsBefore = await mailsTo(user);

  t.match((await pay(a)).body, { status: 'succeeded' }, 'A is paid');
  t.equal((await view(user, a.order._id)).status, 'paid');
  t.match(await view(user, b.order._id), { status: 'canceled', failureCode: 'superseded' }, 'B is canceled by the payment of A');
  const afterA = await plans(user);
  t.same(
    afterA.map((s) => s.plan),
    ['basic'],
    'Basic, once',
  );
  t.equal(await mailsTo(user), mailsBefore + 1, 'one receipt');

  const confirmB = await pay(b);
  t.equal(confirmB.status, 409, 'B can no longer be confirmed');
  t.equal(confirmB.body.code, 'PAYMENT_NOT_CONFIRMABLE');

  const late = await succeededAnyway(b.order.paymentId!);
  t.equal(late.status, 200, "B's payment, arriving anyway, is taken");
  t.match(late.body, { received: true, ignored: /refunded/ });
  t.match(await view(user, b.order._id), { status: 'canceled', failureCode: 'refunded' }, 'B: refunded');
  t.ok(await refundedAt(b.order.paymentId!), 'the provider gave the money back');
  t.same(await plans(user), afterA, 'the subscription as A left it: no second period');
  t.equal(await mailsTo(user), mailsBefore + 1, 'no second receipt');
  t.notOk(await refundedAt(a.order.paymentId!), 'A is not refunded');
});

t.test('a pending order whose plan was bought meanwhile is refunded when its payment arrives', async (t) => {
  const user = await newUser(stack.api);
  const a = await order(user, 'order-a');
  const b = await order(user, 'order-b');
  // B's success lands while B is still pending (A's cancel of it not yet visible), after A
  t.match((await pay(a)).body, { status: 'succeeded' });
  await stack.api.db.query(`UPDATE orders SET status = 'pending', failure_code = NULL WHERE id = $1`, [b.order._id]);
  const late = await succeededAnyway(b.order.paymentId!);
  t.match(late.body, { received: true, ignored: 'plan no longer applies: refunded' });
  t.match(await view(user, b.order._id), { status: 'canceled', failureCode: 'refunded' });
  t.ok(await refundedAt(b.order.paymentId!));
  t.equal((await plans(user)).length, 1, 'one subscription');
});

// Concurrent on a PostgreSQL server (truly parallel transactions); PGlite runs them one at a time.
t.test('three orders paid at once give one subscription and one receipt', async (t) => {
  const user = await newUser(stack.api);
  const orders = [await order(user, 'one'), await order(user, 'two'), await order(user, 'three')];
  const mailsBefore = await mailsTo(user);
  const answers = await Promise.all(orders.map((o) => pay(o)));
  t.ok(
    answers.every((a) => a.status === 200 || (a.status === 409 && a.body.code === 'PAYMENT_NOT_CONFIRMABLE')),
    `each confirm succeeded or found its order superseded (${answers.map((a) => a.status).join(', ')})`,
  );
  const views = await Promise.all(orders.map((o) => view(user, o.order._id)));
  t.equal(views.filter((v) => v.status === 'paid').length, 1, 'one order paid');
  t.equal(views.filter((v) => v.status === 'canceled').length, 2, 'the others canceled');
  for (const [i, v] of views.entries()) {
    const paidAtProvider = answers[i].status === 200;
    if (v.status === 'canceled' && paidAtProvider) t.equal(v.failureCode, 'refunded', 'a canceled order whose card was charged is refunded');
    if (v.status === 'canceled' && paidAtProvider) t.ok(await refundedAt(orders[i].order.paymentId!));
  }
  t.same(
    (await plans(user)).map((s) => s.plan),
    ['basic'],
    'one subscription',
  );
  t.equal(await mailsTo(user), mailsBefore + 1, 'one receipt');
});

t.test('three payments of one plan arriving at once: one subscription, the other two refunded', async (t) => {
  const user = await newUser(stack.api);
  const orders = [await order(user, 'x'), await order(user, 'y'), await order(user, 'z')];
  const mailsBefore = await mailsTo(user);
  const answers = await Promise.all(orders.map((o) => succeededAnyway(o.order.paymentId!)));
  t.same(
    answers.map((a) => a.status),
    [200, 200, 200],
  );
  const views = await Promise.all(orders.map((o) => view(user, o.order._id)));
  t.equal(views.filter((v) => v.status === 'paid').length, 1, 'one order paid');
  t.same(
    views.filter((v) => v.status !== 'paid'),
    [
      { ...views.find((v) => v.status !== 'paid'), status: 'canceled', failureCode: 'refunded' },
      { ...views.filter((v) => v.status !== 'paid')[1], status: 'canceled', failureCode: 'refunded' },
    ],
    'the other two canceled and refunded',
  );
  const refunds = await Promise.all(orders.map((o) => refundedAt(o.order.paymentId!)));
  t.equal(refunds.filter(Boolean).length, 2, 'two payments given back');
  t.same(
    (await plans(user)).map((s) => s.plan),
    ['basic'],
    'one subscription',
  );
  t.equal(await mailsTo(user), mailsBefore + 1, 'one receipt');
});
