// Admins refund orders, change plan prices and override exchange rates (issue 23, items 7 and 8),
// through the gateway in local test mode: a paid Basic order refunded → refunded, the subscription
// ended (free plan back), listings beyond the free plan's limit archived (not deleted), the
// customer mailed in their language, a second refund 409 ALREADY_REFUNDED; moderator 403, signed out
// 401; a new price for new orders while a running subscription keeps its paid period; an override of
// a rate current for a day (moved by an injected clock) then the feed's rate again; audit entries.
import t from 'tap';
import { call, DEMO, outbox } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import { browser, operator, type Browser } from './api-admin-operators-fixtures.ts';
import { expireRateOverrides } from '../../api/rates/overrides.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

let stack: Stack;
let admin: Browser;
let moderator: Browser;

t.before(async () => {
  stack = await startStack({
    estates: 0,
    api: { config: { adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
  });
  admin = await operator(stack, DEMO.demo.email, DEMO.demo.password);
  const mod = await newUser(stack.api, null);
  const roles = await admin.send('PUT', `/api/admin/users/${mod.id}/roles`, { roles: ['moderator'] });
  if (roles.status !== 200) throw new Error(`roles ${roles.status}`);
  moderator = await operator(stack, mod.email, 'correct-horse-battery-42');
});
t.teardown(() => stack?.close());

const expYear = new Date().getUTCFullYear() + 2;

async function buyBasic(token: string, currency = 'eur') {
  const api = stack.api;
  const created = await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'basic', currency }, token);
  if (created.status !== 201) throw new Error(`order ${created.status} ${JSON.stringify(created.body)}`);
  const paid = await call(api, 'POST', `/api/billing/local/payments/${created.body.order.paymentId}/confirm`, {
    clientSecret: created.body.payment!.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear,
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`pay ${paid.status}`);
  return created.body.order;
}

t.test('a paid plan refunded by an admin: plan ended, extra listings archived, mail in German, second refund 409', async (t) => {
  const api = stack.api;
  const user = await newUser(api);
  t.equal((await call(api, 'PATCH', '/api/user/current', { language: 'de' }, user.token)).status, 200);
  const order = await buyBasic(user.token);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await call(api, 'POST', '/api/estate', estateBody({ price: 100_000 + i }), user.token);
    t.equal(r.status, 201, `listing ${i + 1} published on Basic`);
    ids.push(r.body.aliasId);
  }

  const path = `/api/admin/orders/${order._id}/refund`;
  t.equal((await browser(stack).send('POST', path, { reason: 'x' })).status, 401, 'signed out: 401');
  const forbidden = await moderator.send('POST', path, { reason: 'customer asked' });
  t.equal(forbidden.status, 403, 'a moderator: 403');
  t.equal(forbidden.body?.code, 'FORBIDDEN');
  const blank = await admin.send('POST', path, {});
  t.equal(blank.status, 400, 'no reason: 400');
  t.match(blank.text, /reason/, 'names the field');

  const listed = await admin.send('GET', `/api/admin/orders?status=paid&q=${encodeURIComponent(user.email)}`);
  t.equal(listed.status, 200);
  t.same(
    listed.body.values.map((o: { _id: string }) => o._id),
    [order._id],
    'found by the customer address and status',
  );

  const refunded = await admin.send('POST', path, { reason: 'customer asked' });
  t.equal(refunded.status, 200, refunded.text);
  t.equal(refunded.body.status, 'refunded', 'the order is refunded (local mode: the event has arrived)');
  t.ok(refunded.body.refundedAt);

  const again = await admin.send('POST', path, { reason: 'twice' });
  t.equal(again.status, 409);
  t.equal(again.body?.code, 'ALREADY_REFUNDED');

  const me = await call(api, 'GET', '/api/user/current', undefined, user.token);
  t.same(
    me.body.subscriptions.map((s: { plan: { _id: string } }) => s.plan._id),
    ['legacy-free'],
    'Basic ended; the free plan is back',
  );
  const mine = await call(api, 'GET', '/api/estate/my?onPage=100', undefined, user.token);
  const statuses = (mine.body.values as { aliasId: string; status: string }[]).map((e) => e.status).sort();
  t.same(statuses, ['archived', 'archived', 'published', 'published', 'published'], 'two beyond the free limit of three archived, none deleted');

  const mails = (await outbox(api)).filter((m) => m.to === user.email);
  const refundMail = mails.find((m) => /erstattet/.test(m.subject));
  t.ok(refundMail, 'a refund mail in German');
  t.match(refundMail?.text ?? '', /archiviert/);

  const audit = await admin.send('GET', `/api/admin/audit?target=order:${order._id}`);
  t.equal(audit.body.values[0]?.action, 'order.refund');
  t.equal(audit.body.values[0]?.reason, 'customer asked');
});

t.test('an order that is not paid cannot be refunded', async (t) => {
  const user = await newUser(stack.api);
  const created = await call<OrderWithPayment>(stack.api, 'POST', '/api/billing/orders', { planId: 'basic' }, user.token);
  const res = await admin.send('POST', `/api/admin/orders/${created.body.order._id}/refund`, { reason: 'r' });
  t.equal(res.status, 409);
  t.equal(res.body?.code, 'ORDER_NOT_PAID');
  t.equal((await admin.send('POST', '/api/admin/orders/nope/refund', { reason: 'r' })).status, 404);
});

t.test('a new price for new orders; a running subscription keeps its period', async (t) => {
  const api = stack.api;
  const user = await newUser(api);
  await buyBasic(user.token);
  const before = (await call(api, 'GET', '/api/user/current', undefined, user.token)).body.subscriptions[0];

  const bad = await admin.send('PATCH', '/api/admin/plans/basic', { prices: { eur: -5, usd: 1090, rub: 97000 } });
  t.equal(bad.status, 400);
  t.match(bad.text, /prices/, 'names the field');
  t.equal((await moderator.send('PATCH', '/api/admin/plans/basic', { prices: { eur: 1490, usd: 1590, rub: 140000 } })).status, 403);
  const changed = await admin.send('PATCH', '/api/admin/plans/basic', { prices: { eur: 1490, usd: 1590, rub: 140000 } });
  t.equal(changed.status, 200, changed.text);
  t.same(changed.body.prices, { eur: 1490, usd: 1590, rub: 140000 });

  const other = await newUser(api);
  const created = await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId: 'basic' }, other.token);
  t.equal(created.body.order.amount, 1490, 'a new order pays the new price');

  const after = (await call(api, 'GET', '/api/user/current', undefined, user.token)).body.subscriptions[0];
  t.equal(after._id, before._id, 'the running subscription goes on');
  t.equal(after.currentPeriodEndsAt, before.currentPeriodEndsAt, 'its paid period unchanged');
  const paidOrders = await admin.send('GET', `/api/admin/orders?q=${encodeURIComponent(user.email)}`);
  t.equal(paidOrders.body.values[0].amount, 990, 'what it paid stays as paid');

  const audit = await admin.send('GET', '/api/admin/audit?target=plan:basic');
  t.equal(audit.body.values[0]?.action, 'plan.update');
  t.same(audit.body.values[0]?.before.prices, { eur: 990, usd: 1090, rub: 97000 });
});

t.test('a rate override is current for a day, then the feed rate again', async (t) => {
  const api = stack.api;
  const rates = async () => (await call(api, 'GET', '/api/currencies')).body as { code: string; rate: number; source?: string }[];
  const usdBefore = (await rates()).find((c) => c.code === 'usd')!;
  t.equal((await moderator.send('POST', '/api/admin/rates/override', { currency: 'usd', rate: 1.5, note: 'feed down' })).status, 403);
  const bad = await admin.send('POST', '/api/admin/rates/override', { currency: 'usd', rate: 0, note: 'feed down' });
  t.equal(bad.status, 400);
  t.match(bad.text, /rate/);
  const set = await admin.send('POST', '/api/admin/rates/override', { currency: 'usd', rate: 1.5, note: 'feed down' });
  t.equal(set.status, 200, set.text);
  t.match(set.body, { code: 'usd', rate: 1.5, source: 'override', override: { note: 'feed down', rate: 1.5 } });
  t.match(
    (await rates()).find((c) => c.code === 'usd'),
    { rate: 1.5, source: 'override' },
    'readers see the override',
  );

  const now = Date.now();
  t.same(await expireRateOverrides(api.db, new Date(now + 23.5 * 3600_000)), [], 'still current after 23.5 hours');
  t.same(await expireRateOverrides(api.db, new Date(now + 24.5 * 3600_000)), ['usd'], 'ended after 24.5 hours');
  t.match(
    (await rates()).find((c) => c.code === 'usd'),
    { rate: usdBefore.rate, source: usdBefore.source },
    'the earlier rate is back',
  );
  const list = await admin.send('GET', '/api/admin/rates');
  t.equal(list.body.find((r: { code: string }) => r.code === 'usd').override, null);

  const audit = await admin.send('GET', '/api/admin/audit?target=currency:usd');
  t.same(
    audit.body.values.map((a: { action: string }) => a.action),
    ['rate.override_expired', 'rate.override'],
  );
});

t.test("the dashboard: what waits for an operator; today's orders and revenue for admins only", async (t) => {
  const before = await admin.send('GET', '/api/admin/dashboard');
  t.equal(before.status, 200);
  t.match(before.body, { openReports: Number, pending: Number, importsRunning: 0, today: { orders: Number, revenue: Array } });
  const user = await newUser(stack.api);
  await buyBasic(user.token, 'usd');
  const after = await admin.send('GET', '/api/admin/dashboard');
  t.equal(after.body.today.orders, before.body.today.orders + 1, 'the order paid now counts');
  const usd = (body: { today: { revenue: { currency: string; amount: number }[] } }) =>
    body.today.revenue.find((r) => r.currency === 'usd')?.amount ?? 0;
  t.ok(usd(after.body) > usd(before.body), 'and its amount is in the usd revenue');
  const reported = await call(stack.api, 'POST', '/api/estate', estateBody(), user.token);
  t.equal((await call(stack.api, 'POST', `/api/estate/${reported.body.aliasId}/reports`, { reason: 'spam' })).status, 201);
  const mod = await moderator.send('GET', '/api/admin/dashboard');
  t.equal(mod.status, 200, 'a moderator sees the dashboard');
  t.equal(mod.body.openReports, before.body.openReports + 1, 'with the new report');
  t.notOk('today' in mod.body, 'but not the revenue');
  t.equal((await browser(stack).send('GET', '/api/admin/dashboard')).status, 401, 'signed out: 401');
});
