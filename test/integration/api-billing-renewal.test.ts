// The subscription lifecycle through the real api in local test mode: plans bought with Stripe's test
// cards, then the renewal job (run directly, its timer off) at the end of a period made short by
// moving its end into the past: 4242 renews for one period more, 4000 0000 0000 0341 is declined on
// renewal (past due, a mail, the resources kept through the grace, then the end and the free plan
// back), renewal off ends at the period's end, the reminder goes out once, the receipt comes in the
// user's language and the order's currency, and no subscription is charged twice.
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';
import { estateBody } from './api-estates-fixtures.ts';
import { runRenewal } from '../../api/billing/renewal.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';
import type { Currency, Language } from '../../shared/core/constants.ts';

const DAY = 86_400_000;
const GRACE = 2 * DAY;
const REMINDER = 3 * DAY;
const CARD = { ok: '4242 4242 4242 4242', renewalDeclined: '4000 0000 0000 0341' } as const;

let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0, config: { billing: { renewalIntervalMs: 0, reminderMs: REMINDER, graceMs: GRACE } } });
});
t.teardown(() => api?.close());

interface User {
  id: string;
  email: string;
  token: string;
}

async function newUser(language: Language = 'en', on: StartedApi = api): Promise<User> {
  const email = `renewal-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'correct-horse-battery-42';
  const up = await call(on, 'POST', '/api/auth/sign-up', {
    email,
    password,
    title: 'mr',
    firstName: 'Ivan',
    lastName: 'Tester',
    isRealtor: false,
    countryCode: 'ES',
    city: 'Málaga',
    language,
  });
  if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
  const inn = await call(on, 'POST', '/api/auth/sign-in', { email, password });
  const user = { id: inn.body.user._id as string, email, token: inn.body.token as string };
  const free = await call(on, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, user.token);
  if (free.status !== 201) throw new Error(`subscribe: ${free.status}`);
  return user;
}

/** Helpers reaching the local provider: wait until the events it delivers to the webhook have landed. */
const settled = () => (api.app.payments as unknown as { idle(): Promise<void> }).idle();

async function buy(user: User, planId: string, card: string, currency: Currency = 'eur'): Promise<OrderWithPayment> {
  const created = await call<OrderWithPayment>(api, 'POST', '/api/billing/orders', { planId, currency }, user.token);
  if (created.status !== 201) throw new Error(`order: ${created.status} ${JSON.stringify(created.body)}`);
  const { order, payment } = created.body;
  const paid = await call(api, 'POST', `/api/billing/local/payments/${order.paymentId}/confirm`, {
    clientSecret: payment!.clientSecret,
    cardNumber: card,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  if (paid.body?.status !== 'succeeded') throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
  await settled();
  return created.body;
}

interface SubscriptionView {
  _id: string;
  status: string;
  renew: boolean;
  plan: { _id: string };
  currentPeriodEndsAt: string | null;
  canceledAt: string | null;
  resources: { values: { type: string; limit: number; used: number }[] };
}

async function subscriptions(user: User): Promise<SubscriptionView[]> {
  const res = await call(api, 'GET', '/api/user/current', undefined, user.token);
  return res.body.subscriptions;
}

async function row(id: string) {
  const r = await api.db.query<{
    status: string;
    current_period_ends_at: Date | null;
    past_due_since: Date | null;
    renewal_reminded_at: Date | null;
    canceled_at: Date | null;
    payment_method: string | null;
  }>('SELECT * FROM subscriptions WHERE id = $1', [id]);
  return r.rows[0];
}

/** Moves the end of the subscription's period: into the past to let it end now, or near to remind. */
async function periodEndsIn(subscriptionId: string, ms: number): Promise<Date> {
  const ends = new Date(Date.now() + ms);
  await api.db.query('UPDATE subscriptions SET current_period_ends_at = $2 WHERE id = $1', [subscriptionId, ends.toISOString()]);
  return ends;
}

async function renewalOrders(subscriptionId: string) {
  const r = await api.db.query<{
    id: string;
    status: string;
    amount: number;
    currency: string;
    failure_code: string | null;
    payment_id: string | null;
  }>('SELECT * FROM orders WHERE renewal_of = $1 ORDER BY created_at', [subscriptionId]);
  return r.rows;
}

async function mailsTo(user: User) {
  return (await outbox(api)).filter((m) => m.to === user.email);
}

function publish(user: User, i: number) {
  return call(api, 'POST', '/api/estate', estateBody({ price: 100_000 + i }), user.token);
}

t.test('4242: at the end of its period the subscription is charged again and runs one period more', async (t) => {
  const user = await newUser();
  await buy(user, 'basic', CARD.ok, 'usd');
  const [sub] = await subscriptions(user);
  t.match(sub, { status: 'active', renew: true, plan: { _id: 'basic' } });
  const ended = await periodEndsIn(sub._id, -60_000);

  const report = await runRenewal(api.app);
  t.ok(report.charged.includes(sub._id), 'charged');
  t.equal((await row(sub._id)).status, 'unpaid', 'while the charge is under way');
  t.equal((await subscriptions(user))[0].resources.values[0].limit, 25, 'the resources stay meanwhile');
  await settled();

  const after = await row(sub._id);
  t.equal(after.status, 'active');
  const expected = new Date(ended);
  expected.setUTCMonth(expected.getUTCMonth() + 1);
  t.equal(new Date(after.current_period_ends_at!).toISOString().slice(0, 10), expected.toISOString().slice(0, 10), 'one month after the old end');
  const view = (await subscriptions(user))[0];
  t.equal(view._id, sub._id, 'the same subscription, renewed');
  t.equal(view.currentPeriodEndsAt, new Date(after.current_period_ends_at!).toISOString());

  const orders = await renewalOrders(sub._id);
  t.equal(orders.length, 1);
  t.match(orders[0], { status: 'paid', amount: 1090, currency: 'usd' }, "the plan's stored price in the currency it was bought in");
  t.match(orders[0].payment_id, /^pi_local_/);
  const receipts = (await mailsTo(user)).filter((m) => m.subject.startsWith('Your receipt'));
  t.equal(receipts.length, 2, 'a receipt for the purchase and one for the renewal');
  t.match(receipts[1].text, /\$10\.90/);
  t.match(receipts[1].text, /renewed/);

  const again = await runRenewal(api.app);
  t.notOk(again.charged.includes(sub._id), 'a second run charges nothing');
  t.equal((await renewalOrders(sub._id)).length, 1);
});

t.test('two runs at once charge a subscription once', async (t) => {
  const user = await newUser();
  await buy(user, 'basic', CARD.ok);
  const [sub] = await subscriptions(user);
  await periodEndsIn(sub._id, -60_000);
  const [a, b] = await Promise.all([runRenewal(api.app), runRenewal(api.app)]);
  t.equal([...a.charged, ...b.charged].filter((id) => id === sub._id).length, 1);
  await settled();
  t.equal((await renewalOrders(sub._id)).length, 1);
  t.equal((await row(sub._id)).status, 'active');
});

t.test('0341: the renewal is declined; past due keeps the resources through the grace, then the plan ends and the free one is back', async (t) => {
  const user = await newUser('ru');
  await buy(user, 'basic', CARD.renewalDeclined, 'rub');
  const [sub] = await subscriptions(user);
  for (let i = 0; i < 4; i++) t.equal((await publish(user, i)).status, 201, `publication ${i + 1} on Basic`);
  await periodEndsIn(sub._id, -60_000);

  const before = Date.now();
  await runRenewal(api.app);
  await settled();
  const pastDue = await row(sub._id);
  t.equal(pastDue.status, 'past_due');
  t.ok(pastDue.past_due_since && new Date(pastDue.past_due_since).getTime() >= before - 1000, 'past due since the failure');
  const [order] = await renewalOrders(sub._id);
  t.match(order, { status: 'failed', failure_code: 'card_declined', amount: 97000, currency: 'rub' });
  const view = await subscriptions(user);
  t.same(
    view.map((s) => [s.plan._id, s.status]),
    [['basic', 'past_due']],
    'the user sees the subscription past due',
  );
  t.equal((await publish(user, 4)).status, 201, 'past due within its grace: the publications of Basic still hold');

  const failure = (await mailsTo(user)).find((m) => m.subject.includes('Не удалось продлить'));
  t.ok(failure, 'the failure is mailed in Russian');
  t.match(failure?.text, /970\u00a0₽/);
  t.match(failure?.text, /http:\/\/marketplace\.test\/private\/changeplan/, 'with the way to another card');

  const stillGrace = await runRenewal(api.app, new Date(Date.now() + GRACE - 60_000));
  t.notOk(stillGrace.expired.includes(sub._id), 'not before the grace is over');
  const over = await runRenewal(api.app, new Date(Date.now() + GRACE + 60_000));
  t.ok(over.expired.includes(sub._id), 'ended after the grace');
  const ended = await row(sub._id);
  t.equal(ended.status, 'canceled');
  t.ok(ended.canceled_at);
  const now = await subscriptions(user);
  t.same(
    now.map((s) => [s.plan._id, s.status]),
    [['legacy-free', 'active']],
    'the free plan is back',
  );
  const refused = await publish(user, 5);
  t.equal(refused.status, 403, 'five published estates are more than the free plan allows');
  t.equal(refused.body.code, 'PUBLICATION_LIMIT_REACHED');
});

t.test('past due, the plan can be paid again with another card: it starts afresh', async (t) => {
  const user = await newUser();
  await buy(user, 'basic', CARD.renewalDeclined);
  const [sub] = await subscriptions(user);
  await periodEndsIn(sub._id, -60_000);
  await runRenewal(api.app);
  await settled();
  t.equal((await row(sub._id)).status, 'past_due');
  await buy(user, 'basic', CARD.ok);
  const view = await subscriptions(user);
  t.equal(view.length, 1);
  t.not(view[0]._id, sub._id, 'a new subscription');
  t.match(view[0], { status: 'active', plan: { _id: 'basic' } });
  t.ok(Date.parse(view[0].currentPeriodEndsAt!) > Date.now() + 27 * DAY);
  t.equal((await row(sub._id)).status, 'canceled', 'the past-due one ended');
  const again = await call(api, 'POST', '/api/billing/orders', { planId: 'basic' }, user.token);
  t.equal(again.status, 409, 'while in force, the same plan is not sold twice');
  t.equal(again.body.code, 'ALREADY_SUBSCRIBED');
});

t.test('a charge the provider refuses at once fails the renewal the same way', async (t) => {
  const user = await newUser('es');
  await buy(user, 'professional', CARD.ok);
  const [sub] = await subscriptions(user);
  await api.db.query(`UPDATE subscriptions SET payment_method = 'pm_local_gone' WHERE id = $1`, [sub._id]);
  await periodEndsIn(sub._id, -60_000);
  const report = await runRenewal(api.app);
  t.ok(report.failed.includes(sub._id));
  t.equal((await row(sub._id)).status, 'past_due');
  t.match((await renewalOrders(sub._id))[0], { status: 'failed', failure_code: 'charge_refused', amount: 2990, currency: 'eur' });
  const failure = (await mailsTo(user)).find((m) => m.subject.startsWith('No hemos podido renovar'));
  t.ok(failure, 'mailed in Spanish');
  t.match(failure?.text, /29,90\u00a0€/);
});

t.test('renewal off: the subscription ends at the end of its period, nothing is charged, the free plan comes back', async (t) => {
  const user = await newUser();
  await buy(user, 'basic', CARD.ok);
  const [sub] = await subscriptions(user);
  const off = await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: sub._id }, user.token);
  t.equal(off.body.renew, false);
  await periodEndsIn(sub._id, 60 * 60_000);
  const early = await runRenewal(api.app);
  t.notOk(early.ended.includes(sub._id), 'not before its end');
  t.equal((await row(sub._id)).status, 'active');

  await periodEndsIn(sub._id, -60_000);
  const report = await runRenewal(api.app);
  t.ok(report.ended.includes(sub._id));
  t.same(await renewalOrders(sub._id), [], 'no charge');
  t.equal((await row(sub._id)).status, 'canceled');
  t.same(
    (await subscriptions(user)).map((s) => [s.plan._id, s.status, s.currentPeriodEndsAt]),
    [['legacy-free', 'active', null]],
  );
});

t.test('the reminder is mailed once, some days before the end, in the user language', async (t) => {
  const user = await newUser('de');
  await buy(user, 'basic', CARD.ok);
  const [sub] = await subscriptions(user);
  await periodEndsIn(sub._id, REMINDER + DAY);
  t.notOk((await runRenewal(api.app)).reminded.includes(sub._id), 'too early');

  const ends = await periodEndsIn(sub._id, REMINDER - DAY);
  const first = await runRenewal(api.app);
  t.ok(first.reminded.includes(sub._id));
  t.ok((await row(sub._id)).renewal_reminded_at);
  const day = `${String(ends.getUTCDate()).padStart(2, '0')}.${String(ends.getUTCMonth() + 1).padStart(2, '0')}.${ends.getUTCFullYear()}`;
  const reminders = (await mailsTo(user)).filter((m) => m.subject.startsWith('Ihr Tarif Basis verlängert sich'));
  t.equal(reminders.length, 1);
  t.equal(reminders[0].subject, `Ihr Tarif Basis verlängert sich am ${day}`);
  t.match(reminders[0].text, /9,90\u00a0€/);

  t.notOk((await runRenewal(api.app)).reminded.includes(sub._id), 'not twice');
  t.equal((await mailsTo(user)).filter((m) => m.subject.startsWith('Ihr Tarif')).length, 1);

  await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: sub._id }, user.token);
  await periodEndsIn(sub._id, -60_000);
  await runRenewal(api.app);
  await settled();
  t.equal((await row(sub._id)).status, 'canceled', 'renewal switched off after the reminder: it ends');
});

t.test('a renewed period gets its own reminder', async (t) => {
  const user = await newUser();
  await buy(user, 'basic', CARD.ok);
  const [sub] = await subscriptions(user);
  await periodEndsIn(sub._id, DAY);
  await runRenewal(api.app);
  await periodEndsIn(sub._id, -60_000);
  await runRenewal(api.app);
  await settled();
  const renewed = await row(sub._id);
  t.equal(renewed.status, 'active');
  t.equal(renewed.renewal_reminded_at, null, 'the next period will be reminded again');
  const reminders = (await mailsTo(user)).filter((m) => m.subject.startsWith('Your Basic plan renews'));
  t.equal(reminders.length, 1);
});

t.test('the receipt is in the user language and the order currency', async (t) => {
  const cases = [
    { language: 'ru', currency: 'rub', subject: /^Ваш чек: Тариф «Базовый», 1 месяц$/, amount: '970\u00a0₽', date: /\d{2}\.\d{2}\.\d{4}/ },
    { language: 'de', currency: 'eur', subject: /^Ihre Quittung: Tarif Basis, 1 Monat$/, amount: '9,90\u00a0€', date: /\d{2}\.\d{2}\.\d{4}/ },
    { language: 'es', currency: 'usd', subject: /^Su recibo: Plan Básico, 1 mes$/, amount: '10,90\u00a0$', date: /\d{2}\/\d{2}\/\d{4}/ },
  ] as const;
  for (const c of cases) {
    const user = await newUser(c.language);
    const { order } = await buy(user, 'basic', CARD.ok, c.currency);
    const receipts = await mailsTo(user);
    t.equal(receipts.length, 1, `${c.language}: one receipt`);
    const [mail] = receipts;
    t.match(mail.subject, c.subject);
    t.ok(mail.text.includes(c.amount), `${c.language}: ${c.amount}`);
    t.ok(mail.text.includes(order._id), `${c.language}: the order number`);
    t.match(mail.text, c.date);
    t.ok(mail.text.includes(`http://marketplace.test/private/check-order-status/${order._id}`), `${c.language}: the order's page`);
  }
});

t.test('in the api process the job runs on its own every interval, and closing the api stops it', async (t) => {
  const own = await startApi({ estates: 0, config: { billing: { renewalIntervalMs: 25, reminderMs: REMINDER, graceMs: GRACE } } });
  t.teardown(() => own.close());
  const { id: userId } = await newUser('en', own);
  const sub = (
    await own.db.query<{ id: string }>(
      `INSERT INTO subscriptions (user_id, plan_id, status, renew, current_period_ends_at) VALUES ($1, 'basic', 'active', false, now() - interval '1 minute') RETURNING id`,
      [userId],
    )
  ).rows[0].id;
  let status = 'active';
  while (status === 'active') {
    await new Promise((r) => setTimeout(r, 10));
    status = (await own.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE id = $1', [sub])).rows[0].status;
  }
  t.equal(status, 'canceled', 'ended by the job without being asked');
  await own.close();
  t.pass('closed while the job was scheduled');
});
