// Plans and subscriptions: initial plans, prices in every currency, the free plan, renewal toggling.
import t from 'tap';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0 });
});
t.teardown(() => api?.close());

t.test('plans carry prices in every currency, resources, period and upgrade paths', async (t) => {
  const all = await call(api, 'GET', '/api/billing/plans');
  t.equal(all.status, 200);
  const ids = all.body.map((p: { _id: string }) => p._id);
  t.same(ids, ['legacy-free', 'basic', 'professional', 'premium']);
  for (const plan of all.body) {
    t.same(Object.keys(plan.prices).sort(), ['eur', 'rub', 'usd'], `${plan._id} prices`);
    t.same(
      plan.resources.map((r: { type: string }) => r.type),
      ['PUBLICATION', 'TOP_OFFER'],
    );
    t.ok(plan.name.en && plan.name.de && plan.name.ru && plan.name.es, `${plan._id} names`);
  }
  const free = all.body[0];
  t.same({ period: free.period, isFree: free.isFree, upgradableTo: free.upgradableTo }, { period: null, isFree: true, upgradableTo: 'all' });
  t.equal(all.body[3].resources[0].limit, -1, 'premium publishes without limit');

  const initial = await call(api, 'GET', '/api/billing/initial-plans');
  t.ok(initial.body.length >= 1 && initial.body.length < all.body.length);
  t.ok(initial.body.every((p: { isInitial: boolean }) => p.isInitial));
  t.equal(initial.body[0]._id, 'legacy-free');
});

t.test('subscribing to the free plan makes an endless active subscription, once', async (t) => {
  const token = await signIn(api, DEMO.newbie.email, DEMO.newbie.password);
  t.same((await call(api, 'GET', '/api/user/current', undefined, token)).body.subscriptions, []);
  t.equal((await call(api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' })).status, 401);

  const res = await call(api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, token);
  t.equal(res.status, 201);
  t.equal(res.body.subscription.status, 'active');
  t.equal(res.body.subscription.currentPeriodEndsAt, null);
  t.equal(res.body.subscription.plan._id, 'legacy-free');
  t.same(res.body.subscription.resources.values[0], { type: 'PUBLICATION', limit: 3, used: 0 });

  const again = await call(api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, token);
  t.equal(again.status, 409);
  t.equal(again.body.code, 'ALREADY_SUBSCRIBED');
  const current = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(current.body.subscriptions.length, 1);
});

t.test('a paid plan is ordered, not subscribed (409 USE_ORDERS); unknown plans 404', async (t) => {
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const paid = await call(api, 'POST', '/api/billing/subscribe', { planId: 'premium' }, token);
  t.equal(paid.status, 409);
  t.match(paid.body.message, /orders/);
  t.equal(paid.body.code, 'USE_ORDERS');
  const current = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(current.body.subscriptions[0].plan._id, 'legacy-free', 'the free subscription is untouched');
  const unknown = await call(api, 'POST', '/api/billing/subscribe', { planId: 'gold' }, token);
  t.match(unknown.body, { statusCode: 404, code: 'PLAN_NOT_FOUND' });
});

t.test('a plan that may not be changed to the target is refused', async (t) => {
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const res = await call(api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, token);
  t.equal(res.status, 409, 'professional cannot go back to free');
  t.equal(res.body.code, 'PLAN_CHANGE_NOT_ALLOWED');
});

t.test('toggle-renew flips renewal for the owner only', async (t) => {
  const owner = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const other = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const [sub] = (await call(api, 'GET', '/api/user/current', undefined, owner)).body.subscriptions;
  t.equal(sub.renew, true);

  const off = await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: sub._id }, owner);
  t.equal(off.status, 200);
  t.equal(off.body._id, sub._id);
  t.equal(off.body.renew, false);
  const on = await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: sub._id }, owner);
  t.equal(on.body.renew, true);

  const stranger = await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: sub._id }, other);
  t.equal(stranger.status, 404);
  const check = await call(api, 'GET', '/api/user/current', undefined, owner);
  t.equal(check.body.subscriptions[0].renew, true, 'unchanged by the stranger');
  const unknown = await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: 'nope' }, owner);
  t.match(unknown.body, { statusCode: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
});

t.test('a malformed plan choice names every invalid field with its code', async (t) => {
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const res = await call(api, 'POST', '/api/billing/subscribe', { planId: '', coupon: 'FREE' }, token);
  t.equal(res.status, 400);
  t.equal(res.body.code, 'VALIDATION');
  t.same(res.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort(), ['coupon:NOT_ALLOWED', 'planId:REQUIRED']);
  t.match(res.body.message, /body\/planId /);
  const toggle = await call(api, 'POST', '/api/billing/toggle-renew', {}, token);
  t.match(toggle.body, { statusCode: 400, code: 'VALIDATION', errors: [{ field: 'subscriptionId', code: 'REQUIRED' }] });
});
