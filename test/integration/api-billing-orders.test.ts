// The money path through the api in local test mode (no Stripe keys): a plan order in each currency
// paid with Stripe's test cards through the local provider (which delivers signed webhook events to
// the api itself), declines and the authentication step, Idempotency-Key, owners only, top offers
// paid by card or by a plan's credit, and renewal charges of the saved card.
import t from 'tap';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

const CARD = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
  renewalDeclined: '4000 0000 0000 0341',
} as const;

let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0 });
});
t.teardown(() => api?.close());

const expYear = new Date().getUTCFullYear() + 2;

function payWith(order: OrderWithPayment, cardNumber: string, extra: Record<string, unknown> = {}) {
  if (!order.payment || !order.order.paymentId) throw new Error(`order ${order.order._id} has nothing to pay`);
  return call(api, 'POST', `/api/billing/local/payments/${order.order.paymentId}/confirm`, {
    clientSecret: order.payment.clientSecret,
    cardNumber,
    expMonth: 12,
    expYear,
    cvc: '123',
    ...extra,
  });
}

function authenticate(order: OrderWithPayment, approve: boolean) {
  return call(api, 'POST', `/api/billing/local/payments/${order.order.paymentId}/authenticate`, {
    clientSecret: order.payment!.clientSecret,
    approve,
  });
}

async function orderPlan(user: TestUser, planId: string, currency?: string, headers: Record<string, string> = {}) {
  return call<OrderWithPayment>(api, 'POST', '/api/billing/orders', currency ? { planId, currency } : { planId }, user.token, headers);
}

async function subscriptions(user: TestUser) {
  return (await call(api, 'GET', '/api/user/current', undefined, user.token)).body.subscriptions as {
    _id: string;
    status: string;
    plan: { _id: string };
    currentPeriodEndsAt: string | null;
    resources: { values: { type: string; limit: number; used: number }[] };
  }[];
}

async function publish(user: TestUser, i: number) {
  return call(api, 'POST', '/api/estate', estateBody({ price: 200_000 + i, geoData: { countryCode: 'ES', city: 'Nerja' } }), user.token);
}

const PRICES = { eur: 990, usd: 1090, rub: 97000 } as const;

for (const currency of ['eur', 'usd', 'rub'] as const) {
  t.test(`a new user buys Basic in ${currency} with 4242 and publishes more than the free plan allows`, async (t) => {
    const user = await newUser(api);
    for (let i = 0; i < 3; i++) t.equal((await publish(user, i)).status, 201, `free publication ${i + 1}`);
    const refused = await publish(user, 3);
    t.equal(refused.status, 403, 'the free plan allows three');
    t.equal(refused.body.code, 'PUBLICATION_LIMIT_REACHED');

    const created = await orderPlan(user, 'basic', currency);
    t.equal(created.status, 201);
    t.match(created.body.order, {
      kind: 'plan',
      planId: 'basic',
      amount: PRICES[currency],
      currency,
      status: 'pending',
      paidAt: null,
      failureCode: null,
    });
    t.match(created.body.order.paymentId, /^pi_local_/);
    t.equal(created.body.payment?.provider, 'local');
    t.match(created.body.payment?.clientSecret, new RegExp(`^${created.body.order.paymentId}_secret_`));
    t.notOk(created.body.payment && 'publishableKey' in created.body.payment, 'no publishable key in local mode');

    const before = await call(api, 'GET', `/api/billing/orders/${created.body.order._id}`, undefined, user.token);
    t.equal(before.body.order.status, 'pending', 'nothing is paid before the card');
    t.same(
      (await subscriptions(user)).map((s) => s.plan._id),
      ['legacy-free'],
    );

    const paid = await payWith(created.body, CARD.ok);
    t.equal(paid.status, 200);
    t.same(paid.body, { status: 'succeeded' });

    const after = await call<OrderWithPayment>(api, 'GET', `/api/billing/orders/${created.body.order._id}`, undefined, user.token);
    t.equal(after.status, 200);
    t.equal(after.body.order.status, 'paid');
    t.ok(after.body.order.paidAt, 'paid at a time');
    t.equal(after.body.payment, null, 'nothing left to pay');

    const subs = await subscriptions(user);
    t.equal(subs.length, 1, 'the paid plan replaces the free one');
    t.match(subs[0], { status: 'active', plan: { _id: 'basic' } });
    const ends = Date.parse(subs[0].currentPeriodEndsAt ?? '');
    t.ok(ends > Date.now() + 27 * 86_400_000 && ends < Date.now() + 32 * 86_400_000, 'a monthly period');
    t.equal((await publish(user, 4)).status, 201, 'a fourth estate is published now');

    const receipts = (await outbox(api)).filter((m) => m.to === user.email);
    t.equal(receipts.length, 1, 'one receipt');

    t.equal((await payWith(created.body, CARD.ok)).status, 409, 'a paid intent takes no second card');
  });
}

t.test('a declined card fails the order and grants nothing', async (t) => {
  const user = await newUser(api);
  const created = await orderPlan(user, 'basic');
  t.equal(created.body.order.currency, 'eur', 'euro when no currency is named');
  const declined = await payWith(created.body, CARD.declined);
  t.same(declined.body, { status: 'failed', failureCode: 'card_declined' });
  const order = await call(api, 'GET', `/api/billing/orders/${created.body.order._id}`, undefined, user.token);
  t.match(order.body, { order: { status: 'failed', failureCode: 'card_declined', paidAt: null }, payment: null });
  t.same(
    (await subscriptions(user)).map((s) => s.plan._id),
    ['legacy-free'],
    'still on the free plan',
  );
  const again = await payWith(created.body, CARD.ok);
  t.equal(again.status, 409, 'the failed intent takes no other card: a new order does');
  t.equal(again.body.code, 'PAYMENT_NOT_CONFIRMABLE');
  t.equal((await call(api, 'GET', `/api/billing/orders/${created.body.order._id}`, undefined, user.token)).body.order.status, 'failed');
  t.same(
    (await outbox(api)).filter((m) => m.to === user.email),
    [],
    'no receipt',
  );

  const badNumber = await payWith((await orderPlan(user, 'basic')).body, '4242 4242 4242 4241');
  t.same(badNumber.body, { status: 'failed', failureCode: 'incorrect_number' }, 'a number failing the Luhn check');
  const unknownCard = await payWith((await orderPlan(user, 'basic')).body, '5555 5555 5555 4444');
  t.same(unknownCard.body, { status: 'failed', failureCode: 'card_declined' }, 'any other card is declined');
  const expired = await payWith((await orderPlan(user, 'basic')).body, CARD.ok, { expYear: 2001 });
  t.same(expired.body, { status: 'failed', failureCode: 'expired_card' });
});

t.test('a card that asks for authentication: approved it pays, refused it fails', async (t) => {
  const user = await newUser(api);
  const first = (await orderPlan(user, 'basic', 'usd')).body;
  t.same((await payWith(first, CARD.authenticate)).body, { status: 'requires_action' });
  t.equal((await call(api, 'GET', `/api/billing/orders/${first.order._id}`, undefined, user.token)).body.order.status, 'pending');
  t.equal((await payWith(first, CARD.ok)).status, 409, 'waiting for authentication, it takes no other card');
  const refused = await authenticate(first, false);
  t.same(refused.body, { status: 'failed', failureCode: 'authentication_failed' });
  t.match((await call(api, 'GET', `/api/billing/orders/${first.order._id}`, undefined, user.token)).body.order, {
    status: 'failed',
    failureCode: 'authentication_failed',
  });
  t.equal((await authenticate(first, true)).status, 409, 'a refused authentication cannot be approved later');

  const second = (await orderPlan(user, 'basic', 'usd')).body;
  t.not(second.order._id, first.order._id, 'another card, another order');
  t.same((await payWith(second, CARD.authenticate)).body, { status: 'requires_action' });
  t.same((await authenticate(second, true)).body, { status: 'succeeded' });
  t.equal((await call(api, 'GET', `/api/billing/orders/${second.order._id}`, undefined, user.token)).body.order.status, 'paid');
  t.match(await subscriptions(user), [{ status: 'active', plan: { _id: 'basic' } }]);
});

t.test('the same Idempotency-Key answers the same order and payment', async (t) => {
  const user = await newUser(api);
  const key = { 'idempotency-key': `order-${user.id}` };
  const a = await orderPlan(user, 'professional', 'rub', key);
  const b = await orderPlan(user, 'professional', 'rub', key);
  t.equal(a.status, 201);
  t.equal(b.status, 201);
  t.equal(b.body.order._id, a.body.order._id, 'one order');
  t.equal(b.body.order.paymentId, a.body.order.paymentId, 'one payment');
  t.equal(b.body.payment?.clientSecret, a.body.payment?.clientSecret);
  const other = await orderPlan(user, 'premium', 'rub', key);
  t.match(other, { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } }, 'the key of another request');
  const unkeyed = await orderPlan(user, 'professional', 'rub');
  t.not(unkeyed.body.order._id, a.body.order._id, 'without a key, a new order');
  const [x, y] = await Promise.all([
    orderPlan(user, 'premium', 'eur', { 'idempotency-key': 'racing' }),
    orderPlan(user, 'premium', 'eur', { 'idempotency-key': 'racing' }),
  ]);
  t.equal(x.body.order._id, y.body.order._id, 'two racing requests with one key make one order');

  t.same((await payWith(a.body, CARD.ok)).body, { status: 'succeeded' });
  const replay = await orderPlan(user, 'professional', 'rub', key);
  t.equal(replay.body.order.status, 'paid', 'a replay after payment answers the paid order');
  t.equal(replay.body.payment, null);
});

t.test('orders are their owner’s: another user gets 404, nobody signed out gets anything', async (t) => {
  const owner = await newUser(api);
  const stranger = await newUser(api);
  const created = (await orderPlan(owner, 'basic')).body;
  const foreign = await call(api, 'GET', `/api/billing/orders/${created.order._id}`, undefined, stranger.token);
  t.equal(foreign.status, 404);
  t.equal(foreign.body.code, 'ORDER_NOT_FOUND');
  t.equal((await call(api, 'GET', '/api/billing/orders/no-such-order', undefined, owner.token)).status, 404);
  t.equal((await call(api, 'GET', `/api/billing/product-orders/${created.order._id}`, undefined, owner.token)).status, 404, 'not a product order');
  t.equal((await call(api, 'GET', `/api/billing/orders/${created.order._id}`)).status, 401);
  t.equal((await call(api, 'POST', '/api/billing/orders', { planId: 'basic' })).status, 401);
  const wrongSecret = await call(api, 'POST', `/api/billing/local/payments/${created.order.paymentId}/confirm`, {
    clientSecret: `${created.order.paymentId}_secret_guessed`,
    cardNumber: CARD.ok,
    expMonth: 1,
    expYear,
    cvc: '123',
  });
  t.equal(wrongSecret.status, 404, 'the client secret is the proof');
  t.equal((await call(api, 'GET', `/api/billing/orders/${created.order._id}`, undefined, owner.token)).body.order.status, 'pending');
});

t.test('what cannot be ordered, and how it is answered', async (t) => {
  const user = await newUser(api);
  const free = await orderPlan(user, 'legacy-free');
  t.match(free, { status: 409, body: { code: 'PLAN_IS_FREE' } });
  t.match(await orderPlan(user, 'gold'), { status: 404, body: { code: 'PLAN_NOT_FOUND' } });
  const badCurrency = await orderPlan(user, 'basic', 'chf');
  t.match(badCurrency, { status: 400, body: { code: 'VALIDATION', errors: [{ field: 'currency' }] } });
  const withAmount = await call(api, 'POST', '/api/billing/orders', { planId: 'basic', amount: 1 }, user.token);
  t.equal(withAmount.status, 400, 'the client never names the amount');
  t.equal(withAmount.body.errors[0].field, 'amount');
  const subscribe = await call(api, 'POST', '/api/billing/subscribe', { planId: 'basic' }, user.token);
  t.match(subscribe, { status: 409, body: { code: 'USE_ORDERS' } }, 'a paid plan is ordered, not subscribed');

  // a plan that may be changed to nothing
  await api.db.query(
    `INSERT INTO plans (id, names, prices, period, resources, upgradable_to, is_initial, sort)
     VALUES ('fixed', '{"en":"Fixed"}', '{"eur":500,"usd":500,"rub":50000}', 'month', '[{"type":"PUBLICATION","limit":5}]', '[]', false, 9)`,
  );
  await api.db.query(`UPDATE subscriptions SET plan_id = 'fixed' WHERE user_id = $1 AND status = 'active'`, [user.id]);
  t.match(await orderPlan(user, 'basic'), { status: 409, body: { code: 'PLAN_CHANGE_NOT_ALLOWED' } });
  t.match(await orderPlan(user, 'fixed'), { status: 409, body: { code: 'ALREADY_SUBSCRIBED' } });
  const [{ n }] = (await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM orders WHERE user_id = $1', [user.id])).rows;
  t.equal(n, 0, 'no order was made by any of these');
});

async function topOffers(): Promise<string[]> {
  const res = await call(api, 'GET', '/api/estate/search?topOffersSeparately=true&countryCode=ES');
  if (res.status !== 200) throw new Error(`search answered ${res.status}`);
  return res.body.topOffers.map((e: { aliasId: string }) => e.aliasId);
}

t.test('a paid top offer shows among the top offers until its period ends', async (t) => {
  const owner = await newUser(api);
  const estate = (await publish(owner, 10)).body;
  const order = await call<OrderWithPayment>(
    api,
    'POST',
    '/api/billing/product-orders',
    { product: 'top-offer', estateAliasId: estate.aliasId, days: 7, currency: 'usd' },
    owner.token,
  );
  t.equal(order.status, 201);
  t.match(order.body.order, {
    kind: 'product',
    product: 'top-offer',
    estateAliasId: estate.aliasId,
    days: 7,
    amount: 770,
    currency: 'usd',
    status: 'pending',
  });
  t.notOk((await topOffers()).includes(estate.aliasId), 'not before it is paid');
  t.same((await payWith(order.body, CARD.ok)).body, { status: 'succeeded' });
  const paid = await call(api, 'GET', `/api/billing/product-orders/${order.body.order._id}`, undefined, owner.token);
  t.match(paid.body, { order: { status: 'paid' }, payment: null });
  t.ok((await topOffers()).includes(estate.aliasId), 'a top offer now');
  const shown = await call(api, 'GET', `/api/estate/${estate.aliasId}`);
  const until = Date.parse(shown.body.topOfferUntil);
  t.ok(shown.body.isTopOffer);
  t.ok(until > Date.now() + 6.9 * 86_400_000 && until < Date.now() + 7.1 * 86_400_000, 'for seven days');
  t.equal((await outbox(api)).filter((m) => m.to === owner.email).length, 1, 'a receipt');

  const more = (
    await call<OrderWithPayment>(
      api,
      'POST',
      '/api/billing/product-orders',
      { product: 'top-offer', estateAliasId: estate.aliasId, days: 14, currency: 'rub' },
      owner.token,
    )
  ).body;
  t.equal(more.order.amount, 14 * 9900);
  await payWith(more, CARD.ok);
  const extended = Date.parse((await call(api, 'GET', `/api/estate/${estate.aliasId}`)).body.topOfferUntil);
  t.ok(Math.abs(extended - until - 14 * 86_400_000) < 60_000, 'a second period follows the first');

  await api.db.query(`UPDATE estates SET top_offer_until = now() - interval '1 minute' WHERE alias_id = $1`, [estate.aliasId]);
  t.notOk((await topOffers()).includes(estate.aliasId), 'gone when its period is over');
  t.notOk((await call(api, 'GET', `/api/estate/${estate.aliasId}`)).body.isTopOffer);
});

t.test('a top offer only for one’s own published estate, for 7, 14 or 30 days', async (t) => {
  const owner = await newUser(api);
  const stranger = await newUser(api);
  const estate = (await publish(owner, 20)).body;
  const draft = (await call(api, 'POST', '/api/estate', estateBody({ status: 'draft' }), owner.token)).body;
  const order = (who: TestUser, body: Record<string, unknown>) =>
    call(api, 'POST', '/api/billing/product-orders', { product: 'top-offer', estateAliasId: estate.aliasId, days: 7, ...body }, who.token);
  t.match(await order(stranger, {}), { status: 403, body: { code: 'NOT_OWNER' } });
  t.match(await order(owner, { estateAliasId: draft.aliasId }), { status: 409, body: { code: 'NOT_PUBLISHED' } });
  t.match(await order(owner, { estateAliasId: 'no-such-estate' }), { status: 404, body: { code: 'ESTATE_NOT_FOUND' } });
  const tenDays = await order(owner, { days: 10 });
  t.equal(tenDays.status, 400);
  t.match(tenDays.body.errors, [{ field: 'days', code: 'INVALID_CHOICE' }]);
  t.match(await order(owner, { product: 'banner' }), { status: 400, body: { errors: [{ field: 'product' }] } });
  const thirty = await order(owner, { days: 30, currency: 'eur' });
  t.match(thirty, { status: 201, body: { order: { amount: 3000, days: 30 } } });
  t.match(await order(owner, { useCredit: true }), { status: 409, body: { code: 'NO_TOP_OFFER_CREDIT' } }, 'the free plan grants no top offer');
});

t.test('a TOP_OFFER credit of the plan pays a top offer at once, as many as the plan grants', async (t) => {
  const owner = await newUser(api);
  const professional = (await orderPlan(owner, 'professional')).body;
  await payWith(professional, CARD.ok);
  const estates = [];
  for (let i = 0; i < 6; i++) estates.push((await publish(owner, 30 + i)).body);
  for (let i = 0; i < 5; i++) {
    const res = await call<OrderWithPayment>(
      api,
      'POST',
      '/api/billing/product-orders',
      { product: 'top-offer', estateAliasId: estates[i].aliasId, days: 14, useCredit: true },
      owner.token,
    );
    t.equal(res.status, 201, `credit ${i + 1} of 5`);
    t.match(res.body, { order: { status: 'paid', amount: 0, paymentId: null, days: 14 }, payment: null });
  }
  const top = (await subscriptions(owner))[0].resources.values.find((r) => r.type === 'TOP_OFFER');
  t.same(top, { type: 'TOP_OFFER', limit: 5, used: 5 });
  const sixth = await call(
    api,
    'POST',
    '/api/billing/product-orders',
    { product: 'top-offer', estateAliasId: estates[5].aliasId, days: 7, useCredit: true },
    owner.token,
  );
  t.match(sixth, { status: 409, body: { code: 'NO_TOP_OFFER_CREDIT' } });
  t.notOk((await call(api, 'GET', `/api/estate/${estates[5].aliasId}`)).body.isTopOffer);
  t.ok((await call(api, 'GET', `/api/estate/${estates[0].aliasId}`)).body.isTopOffer);
});

t.test('renewals charge the saved card: 4242 renews, 0341 is declined and the subscription goes past due', async (t) => {
  const payments = api.app.payments;
  for (const [card, outcome] of [
    [CARD.ok, 'paid'],
    [CARD.renewalDeclined, 'failed'],
  ] as const) {
    const user = await newUser(api);
    const bought = (await orderPlan(user, 'basic', 'eur')).body;
    t.same((await payWith(bought, card)).body, { status: 'succeeded' }, 'the first payment succeeds with either card');
    const [sub] = await subscriptions(user);
    const row = (
      await api.db.query<{ payment_method: string | null; current_period_ends_at: Date }>(
        'SELECT payment_method, current_period_ends_at FROM subscriptions WHERE id = $1',
        [sub._id],
      )
    ).rows[0];
    t.match(row.payment_method, /^pm_local_/, 'the card is kept for renewals');
    const renewal = (
      await api.db.query<{ id: string }>(
        `INSERT INTO orders (user_id, kind, plan_id, amount, currency, provider, renewal_of) VALUES ($1, 'plan', 'basic', 990, 'eur', 'local', $2) RETURNING id`,
        [user.id, sub._id],
      )
    ).rows[0];
    const charge = await payments.chargeSaved({
      paymentMethod: row.payment_method!,
      amount: 990,
      currency: 'eur',
      orderId: renewal.id,
      userId: user.id,
      description: 'renewal',
    });
    t.match(charge.id, /^pi_local_/);
    await (payments as unknown as { idle(): Promise<void> }).idle();
    const settled = (
      await api.db.query<{ status: string; payment_id: string; failure_code: string | null }>('SELECT * FROM orders WHERE id = $1', [renewal.id])
    ).rows[0];
    t.equal(settled.status, outcome, `the renewal order is ${outcome}`);
    t.equal(settled.payment_id, charge.id, 'matched by the order id of the intent before its payment id was stored');
    const after = (
      await api.db.query<{ status: string; past_due_since: Date | null; current_period_ends_at: Date }>('SELECT * FROM subscriptions WHERE id = $1', [
        sub._id,
      ])
    ).rows[0];
    if (outcome === 'paid') {
      t.equal(after.status, 'active');
      t.ok(new Date(after.current_period_ends_at) > new Date(row.current_period_ends_at), 'one period more');
    } else {
      t.equal(settled.failure_code, 'card_declined');
      t.equal(after.status, 'past_due');
      t.ok(after.past_due_since, 'past due since now');
      t.equal(
        (await outbox(api)).filter((m) => m.to === user.email).length,
        2,
        'the receipt of the first payment, then the notice of the failed renewal',
      );
    }
  }
});
