// The billing client: the card form's checks, the payment failures as messages, the status pages'
// decisions, the calls against a fake caller (the Idempotency-Key header included), and the sagas in
// the app's real store over a scripted api — buying a plan, paying with each test card, watching an
// order until it is paid or given up, promoting an estate by card or with a credit.
import t, { type Test } from 'tap';
import { createInstance } from 'i18next';
import { ApiError, type ApiCaller, type RequestOptions } from '../../client/lib/api.ts';
import { FORM } from '../../client/lib/forms/errors.ts';
import { luhnValid } from '../../shared/billing/card.ts';
import { configureStore, type AppStore, type PreloadedState } from '../../client/store/configureStore.ts';
import * as calls from '../../client/features/billing/api.ts';
import {
  cardForConfirm,
  changeablePlans,
  decideStatus,
  nextStep,
  orderKindOf,
  orderPagePath,
  parseExpiry,
  paymentFailure,
  paymentFailureMessage,
  POLL_GIVE_UP_MS,
  POLL_INTERVAL_MS,
  PROMOTE_DAYS,
  resourcesLeft,
  statusPagePath,
  stripeFailure,
  topOfferCredits,
  validateCard,
} from '../../client/features/billing/model.ts';
import {
  answerAuthentication,
  choosePlan,
  fetchOrderPage,
  fetchOrderStatus,
  payWithTestCard,
  promoteEstate,
  reorder,
  stopWatching,
  watchOrder,
} from '../../client/features/billing/slice.ts';
import { SCREENS as screens } from '../../client/app/screens.ts';
import * as contract from '../../shared/contract/billing.ts';
import type { Order, OrderWithPayment, Plan, Resource } from '../../shared/contract/billing.ts';
import type { User } from '../../shared/contract/users.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures

const plan = (id: string, prices: Plan['prices'], upgradableTo: Plan['upgradableTo'] = 'all', publication = 25): Plan => ({
  _id: id,
  name: { en: id[0]!.toUpperCase() + id.slice(1) },
  prices,
  period: prices.eur ? 'month' : null,
  resources: [
    { type: 'PUBLICATION', limit: publication },
    { type: 'TOP_OFFER', limit: 0 },
  ],
  upgradableTo,
  isInitial: true,
  isFree: prices.eur === 0,
});
const FREE = plan('legacy-free', { eur: 0, usd: 0, rub: 0 }, 'all', 3);
const BASIC = plan('basic', { eur: 990, usd: 1090, rub: 97000 }, ['professional', 'premium']);
const PRO = plan('professional', { eur: 2990, usd: 3290, rub: 293000 }, ['basic', 'premium'], 100);
const PREMIUM = plan('premium', { eur: 7990, usd: 8690, rub: 783000 }, ['basic', 'professional'], -1);

const order = (over: Partial<Order> = {}): Order => ({
  _id: 'o1',
  kind: 'plan',
  planId: 'basic',
  amount: 1090,
  currency: 'usd',
  status: 'pending',
  paymentId: 'pi_local_1',
  failureCode: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
  ...over,
});
const withPayment = (o: Order): OrderWithPayment => ({
  order: o,
  payment: o.status === 'pending' ? { provider: 'local', clientSecret: 'pi_local_1_secret_x' } : null,
});

const me: User = {
  _id: 'u-me',
  aliasId: 'me',
  title: 'ms',
  firstName: 'Ann',
  lastName: 'Me',
  isRealtor: false,
  company: null,
  phone: null,
  about: {},
  language: 'en',
  geoData: { countryCode: 'DE', area: null, city: 'Berlin' },
  tags: [],
  email: 'me@example.com',
};
const subscription = (p: Plan, used = 0, topUsed = 0) => ({
  _id: `s-${p._id}`,
  status: 'active' as const,
  renew: true,
  plan: { _id: p._id, name: p.name, upgradableTo: p.upgradableTo, period: p.period, prices: p.prices },
  currentPeriodEndsAt: null,
  resources: {
    meta: { total: 2 },
    values: p.resources.map((r) => ({ ...r, used: r.type === 'PUBLICATION' ? used : topUsed })),
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  canceledAt: null,
});

// ---------------------------------------------------------------------------------------------
// A store over a scripted api that records every call with its body and headers

interface Seen {
  method: string;
  path: string;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}
type Handler = (body: unknown, seen: Seen) => unknown;

function scripted(script: Record<string, Handler>) {
  const seen: Seen[] = [];
  const run = async (method: string, path: string, body: unknown, opts?: RequestOptions) => {
    const s: Seen = { method, path, ...(body !== undefined ? { body } : {}), ...(opts?.headers ? { headers: opts.headers } : {}) };
    seen.push(s);
    const handler = script[`${method} ${path}`];
    if (!handler) throw new ApiError(404, `no script for ${method} ${path}`, { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'no' });
    return handler(body, s);
  };
  const api: ApiCaller = {
    get: (path, opts) => run('GET', path, undefined, opts) as never,
    post: (path, body, opts) => run('POST', path, body, opts) as never,
    patch: (path, body, opts) => run('PATCH', path, body, opts) as never,
    put: (path, body, opts) => run('PUT', path, body, opts) as never,
    delete: (path, opts) => run('DELETE', path, undefined, opts) as never,
  };
  return { api, seen, paths: () => seen.map((s) => `${s.method} ${s.path}`) };
}

const refuse =
  (status: number, code: string, extra: Record<string, unknown> = {}) =>
  () => {
    throw new ApiError(status, code, { statusCode: status, code, message: code, ...extra });
  };

function storeWith(api: ApiCaller, state: PreloadedState = {}, browser = false): AppStore {
  return configureStore(state, {
    api,
    i18n: createInstance(),
    browser,
    logger: { error: () => undefined, warn: () => undefined },
    setCookie: () => undefined,
    messageRefreshMs: 300_000,
  }).store;
}

const signedIn = (resources: Resource[] = []): PreloadedState => ({
  user: { isLoggedIn: true, data: me, resources, status: 'success' },
});

/** Waits (tap's time-out ends a hang) until the state satisfies `done`. */
async function until(store: AppStore, done: (s: ReturnType<AppStore['getState']>) => boolean): Promise<void> {
  while (!done(store.getState())) await new Promise((r) => setTimeout(r, 2));
}

const current = (p: Plan) => () => ({ user: me, subscriptions: [subscription(p)] });
const UNREAD = { 'GET /api/messages/unread-amount': () => ({ unreadAmount: 0 }) };

// ---------------------------------------------------------------------------------------------
// The card form

t.test('the card form checks number, expiry and CVC in the browser', async (t) => {
  const now = new Date('2026-05-15T12:00:00Z');
  t.same(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now), {}, 'a good card passes');
  t.same(validateCard({ number: '4000-0027-6000-3184', expiry: '5/2026', cvc: '1234' }, now), {}, 'dashes, a 4-digit year and this month pass');
  t.same(
    Object.fromEntries(Object.entries(validateCard({ number: '', expiry: ' ', cvc: '' }, now)).map(([k, v]) => [k, v?.key])),
    { number: 'forms.errors.required', expiry: 'forms.errors.required', cvc: 'forms.errors.required' },
    'every empty field is named',
  );
  t.equal(validateCard({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, now).number?.key, 'billing.card.errors.number', 'Luhn');
  t.equal(validateCard({ number: '4242', expiry: '12/30', cvc: '123' }, now).number?.key, 'billing.card.errors.number', 'too short');
  t.equal(validateCard({ number: '4242 4242 4242 424x', expiry: '12/30', cvc: '123' }, now).number?.key, 'billing.card.errors.number', 'letters');
  t.equal(validateCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now).expiry?.key, 'billing.card.errors.expiryFormat');
  t.equal(validateCard({ number: '4242424242424242', expiry: '1230', cvc: '123' }, now).expiry?.key, 'billing.card.errors.expiryFormat');
  t.equal(validateCard({ number: '4242424242424242', expiry: '04/26', cvc: '123' }, now).expiry?.key, 'billing.payErrors.expiredCard', 'last month');
  t.equal(validateCard({ number: '4242424242424242', expiry: '12/25', cvc: '123' }, now).expiry?.key, 'billing.payErrors.expiredCard', 'last year');
  t.equal(validateCard({ number: '4242424242424242', expiry: '12/30', cvc: '12' }, now).cvc?.key, 'billing.card.errors.cvc');
  t.equal(validateCard({ number: '4242424242424242', expiry: '12/30', cvc: '12a' }, now).cvc?.key, 'billing.card.errors.cvc');
  t.ok(luhnValid('4000000000000002') && luhnValid('4000002760003184') && !luhnValid('') && !luhnValid('4242424242424243'));
  t.same(parseExpiry(' 04 / 2031 '), { month: 4, year: 2031 });
  t.equal(parseExpiry('00/30'), null);
  t.same(cardForConfirm({ number: '4242 4242 4242 4242', expiry: '04/31', cvc: ' 123 ' }), {
    cardNumber: '4242424242424242',
    expMonth: 4,
    expYear: 2031,
    cvc: '123',
  });
});

t.test('payment failures are localized messages, beside the field they concern', async (t) => {
  t.same(paymentFailure('card_declined'), { [FORM]: { key: 'billing.payErrors.cardDeclined' } });
  t.same(paymentFailure('insufficient_funds'), { [FORM]: { key: 'billing.payErrors.cardDeclined' } }, 'a decline code says only "declined"');
  t.same(paymentFailure('authentication_failed'), { [FORM]: { key: 'billing.payErrors.authenticationFailed' } });
  t.same(paymentFailure('expired_card'), { expiry: { key: 'billing.payErrors.expiredCard' } });
  t.same(paymentFailure('incorrect_cvc'), { cvc: { key: 'billing.payErrors.incorrectCvc' } });
  t.same(paymentFailure('incorrect_number'), { number: { key: 'billing.card.errors.number' } });
  t.same(paymentFailure('something_new'), { [FORM]: { key: 'billing.payErrors.generic' } }, 'an unknown code still says something');
  t.same(paymentFailure(null), { [FORM]: { key: 'billing.payErrors.generic' } });
  t.equal(paymentFailureMessage('expired_card').key, 'billing.payErrors.expiredCard', 'one message where no field can carry it');
  t.equal(paymentFailureMessage('processing_error').key, 'billing.payErrors.processing');

  // Stripe.js errors
  t.same(stripeFailure({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }), {
    [FORM]: { key: 'billing.payErrors.cardDeclined' },
  });
  t.same(stripeFailure({ type: 'card_error', code: 'incorrect_cvc' }), { cvc: { key: 'billing.payErrors.incorrectCvc' } });
  t.same(stripeFailure({ type: 'validation_error', code: 'incomplete_number' }), { number: { key: 'billing.card.errors.number' } }, 'element errors');
  t.same(stripeFailure({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' }), {
    [FORM]: { key: 'billing.payErrors.authenticationFailed' },
  });
  t.same(
    stripeFailure({ type: 'invalid_request_error', code: 'parameter_unknown' }),
    { [FORM]: { key: 'billing.payErrors.badOptions' } },
    'bad options',
  );
  t.same(stripeFailure({ type: 'api_connection_error' }), { [FORM]: { key: 'forms.errors.network' } });
  t.same(stripeFailure({}), { [FORM]: { key: 'billing.payErrors.generic' } }, 'never nothing');
});

t.test('Stripe mode: what spends the intent (a new order follows) and what the form shows in place', async (t) => {
  const { isRefusal, oneMessage } = await import('../../client/features/billing/components/StripeCardPayment.tsx');
  t.ok(isRefusal({ type: 'card_error', code: 'card_declined' }), 'a decline spends it');
  t.ok(isRefusal({ type: 'card_error', code: 'incorrect_cvc' }));
  t.ok(isRefusal({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' }), 'a failed 3-D Secure spends it');
  t.notOk(isRefusal({ type: 'validation_error', code: 'incomplete_number' }), 'an unfinished card field is corrected in place');
  t.notOk(isRefusal({ type: 'api_connection_error' }), 'a lost connection is retried in place');
  t.same(oneMessage({ cvc: { key: 'billing.payErrors.incorrectCvc' } }), { key: 'billing.payErrors.incorrectCvc' }, 'one field: its message');
  t.same(oneMessage({ [FORM]: { key: 'a' }, number: { key: 'b' } }), { key: 'a' }, 'the form-wide message first');
  t.equal(oneMessage({}), null);
});

// ---------------------------------------------------------------------------------------------
// Status pages, paths, plans and resources

t.test('a status page waits, then says paid, failed or canceled, and gives up after two minutes', async (t) => {
  t.equal(POLL_INTERVAL_MS, 1_500);
  t.equal(POLL_GIVE_UP_MS, 120_000);
  t.equal(decideStatus('pending', 0), 'waiting');
  t.equal(decideStatus('pending', 119_999), 'waiting');
  t.equal(decideStatus('pending', 120_000), 'timeout');
  t.equal(decideStatus(null, 5_000), 'waiting', 'not read yet');
  for (const s of ['paid', 'failed', 'canceled'] as const) t.equal(decideStatus(s, 999_999), s, `${s} is said even after the limit`);

  t.same(nextStep('plan', 'paid', 'o1'), { href: '/private/addnewestate', label: 'billing.status.publish' }, 'a paid plan: publish');
  t.same(nextStep('product', 'paid', 'p1'), { href: '/private/myestates', label: 'billing.status.backToMyEstates' });
  t.same(nextStep('plan', 'failed', 'o 1'), { href: '/private/order/o%201', label: 'billing.status.tryAnotherCard' });
  t.same(nextStep('product', 'failed', 'p1'), { href: '/private/order/p1?kind=product', label: 'billing.status.tryAnotherCard' });
  t.equal(nextStep('plan', 'waiting', 'o1'), null);
  t.equal(nextStep('plan', 'timeout', 'o1'), null, 'given up: the reload link is the step');
});

t.test('order and status paths, for plans and for top offers', async (t) => {
  t.equal(orderPagePath('plan', 'o1'), '/private/order/o1');
  t.equal(orderPagePath('product', 'p/1'), '/private/order/p%2F1?kind=product');
  t.equal(statusPagePath('plan', 'o1'), '/private/check-order-status/o1');
  t.equal(statusPagePath('product', 'p1'), '/private/check-product-order-status/p1');
  t.equal(orderKindOf('?kind=product'), 'product');
  t.equal(orderKindOf(''), 'plan');
  t.equal(orderKindOf('?kind=other'), 'plan');
  t.same(PROMOTE_DAYS, contract.TOP_OFFER_DAYS, 'the promote dialog offers the contract days');
});

t.test("a plan change offers only the current plan's upgradableTo", async (t) => {
  const all = [FREE, BASIC, PRO, PREMIUM];
  t.same(
    changeablePlans(all, BASIC).map((p) => p._id),
    ['professional', 'premium'],
  );
  t.same(
    changeablePlans(all, BASIC, true).map((p) => p._id),
    ['basic', 'professional', 'premium'],
    'a past-due plan is offered again, to pay it by another card',
  );
  t.same(
    changeablePlans(all, FREE).map((p) => p._id),
    ['basic', 'professional', 'premium'],
    "'all' is every plan but the current one",
  );
  t.same(
    changeablePlans(all, null).map((p) => p._id),
    ['legacy-free', 'basic', 'professional', 'premium'],
    'no plan: every plan',
  );
  t.same(changeablePlans(all, { _id: 'x', upgradableTo: [] }), [], 'nothing offered');
});

t.test('what is left of the resources', async (t) => {
  t.same(resourcesLeft([{ type: 'PUBLICATION', limit: 3, used: 1 }]), [{ type: 'PUBLICATION', unlimited: false, left: 2, limit: 3 }]);
  t.same(
    resourcesLeft([
      { type: 'PUBLICATION', limit: -1, used: 7 },
      { type: 'TOP_OFFER', limit: 5, used: 4 },
    ]),
    [
      { type: 'PUBLICATION', unlimited: true, left: -1, limit: -1 },
      { type: 'TOP_OFFER', unlimited: false, left: 1, limit: 5 },
    ],
  );
  t.same(resourcesLeft([{ type: 'TOP_OFFER', limit: 0, used: 0 }]), [], 'a resource the plan does not grant is not shown');
  t.same(resourcesLeft([{ type: 'PUBLICATION', limit: 3, used: 5 }])[0]?.left, 0, 'never below 0');
  t.equal(topOfferCredits([{ type: 'TOP_OFFER', limit: 5, used: 2 }]), 3);
  t.equal(topOfferCredits([{ type: 'TOP_OFFER', limit: -1 }]), -1);
  t.equal(topOfferCredits([{ type: 'PUBLICATION', limit: 5 }]), 0);
  t.equal(topOfferCredits(null), 0);
});

// ---------------------------------------------------------------------------------------------
// The calls

t.test('each call goes to its contract endpoint; an order carries its Idempotency-Key', async (t) => {
  const { api, seen } = scripted(
    Object.fromEntries(
      [
        'GET /api/billing/plans',
        'POST /api/billing/orders',
        'GET /api/billing/orders/o%201',
        'POST /api/billing/product-orders',
        'GET /api/billing/product-orders/p1',
        'POST /api/billing/local/payments/pi_1/confirm',
        'POST /api/billing/local/payments/pi_1/authenticate',
        'POST /api/billing/subscribe',
      ].map((k) => [k, () => ({ ok: true })]),
    ),
  );
  await calls.listPlans(api, {});
  await calls.createOrder(api, { body: { planId: 'basic', currency: 'usd' }, headers: { [calls.IDEMPOTENCY_HEADER]: 'k1' } });
  await calls.getOrder(api, { params: { orderId: 'o 1' } });
  await calls.createProductOrder(api, {
    body: { product: 'top-offer', estateAliasId: 'villa', days: 7, currency: 'eur', useCredit: false },
    headers: { [calls.IDEMPOTENCY_HEADER]: 'k2' },
  });
  await calls.getProductOrder(api, { params: { productOrderId: 'p1' } });
  const card = { clientSecret: 's', cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
  await calls.confirmLocalPayment(api, { params: { paymentId: 'pi_1' }, body: card });
  await calls.authenticateLocalPayment(api, { params: { paymentId: 'pi_1' }, body: { clientSecret: 's', approve: true } });
  await calls.subscribe(api, { body: { planId: 'legacy-free' } });
  t.same(seen, [
    { method: contract.listPlans.method, path: contract.listPlans.path },
    {
      method: contract.createOrder.method,
      path: contract.createOrder.path,
      body: { planId: 'basic', currency: 'usd' },
      headers: { 'idempotency-key': 'k1' },
    },
    { method: contract.getOrder.method, path: '/api/billing/orders/o%201' },
    {
      method: 'POST',
      path: contract.createProductOrder.path,
      body: { product: 'top-offer', estateAliasId: 'villa', days: 7, currency: 'eur', useCredit: false },
      headers: { 'idempotency-key': 'k2' },
    },
    { method: 'GET', path: '/api/billing/product-orders/p1' },
    { method: 'POST', path: '/api/billing/local/payments/pi_1/confirm', body: card },
    { method: 'POST', path: '/api/billing/local/payments/pi_1/authenticate', body: { clientSecret: 's', approve: true } },
    { method: 'POST', path: contract.subscribe.path, body: { planId: 'legacy-free' } },
  ]);
  t.ok('idempotency-key' in contract.createOrder.headers.properties, 'the contract declares the header the calls send');
  t.ok('idempotency-key' in contract.createProductOrder.headers.properties);
  const keys = new Set(Array.from({ length: 50 }, () => calls.newAttemptKey()));
  t.equal(keys.size, 50, 'attempt keys differ');
  t.ok([...keys].every((k) => /^[0-9a-f]{32}$/.test(k)));
});

t.test('the screens registry loads the billing pages with their data', async (t) => {
  const m = (params: Record<string, string>) => ({ route: { path: '/x' }, params });
  t.same(screens.changePlan.prefetch?.(m({}), { pathname: '/private/changeplan', search: '' }), {
    type: 'billing/fetchChangePlan',
    payload: undefined,
  });
  t.same(screens.order.prefetch?.(m({ orderId: 'o1' }), { pathname: '/private/order/o1', search: '?kind=product' }), {
    type: 'billing/fetchOrderPage',
    payload: { orderId: 'o1', kind: 'product' },
  });
  t.same(screens.checkOrderStatus.prefetch?.(m({ orderId: 'o1' }), { pathname: '', search: '' }), {
    type: 'billing/fetchOrderStatus',
    payload: { orderId: 'o1', kind: 'plan' },
  });
  t.same(screens.checkProductOrderStatus.prefetch?.(m({ productOrderId: 'p1' }), { pathname: '', search: '' }), {
    type: 'billing/fetchOrderStatus',
    payload: { orderId: 'p1', kind: 'product' },
  });
  for (const id of ['changePlan', 'order', 'checkOrderStatus', 'checkProductOrderStatus', 'initialPlan'] as const) {
    const mod = await screens[id].load();
    t.type(mod.default, 'function', `${id} has its screen`);
  }
});

// ---------------------------------------------------------------------------------------------
// The sagas

t.test('a paid plan is ordered in the chosen currency with the attempt key; a retry sends the same key', async (t) => {
  const { api, seen } = scripted({
    'POST /api/billing/orders': () => ({ order: order(), payment: { provider: 'local', clientSecret: 'x' } }),
  });
  const store = storeWith(api, signedIn());
  store.dispatch(choosePlan({ planId: 'basic', paid: true, currency: 'usd', key: 'attempt-1' }));
  await until(store, (s) => s.billing.orderCreated !== null);
  t.same(store.getState().billing.orderCreated, { orderId: 'o1', kind: 'plan' });
  store.dispatch(choosePlan({ planId: 'basic', paid: true, currency: 'usd', key: 'attempt-1' }));
  await until(store, (s) => s.billing.orderCreated !== null);
  t.same(
    seen.map((s) => [s.path, s.body, s.headers]),
    [
      ['/api/billing/orders', { planId: 'basic', currency: 'usd' }, { 'idempotency-key': 'attempt-1' }],
      ['/api/billing/orders', { planId: 'basic', currency: 'usd' }, { 'idempotency-key': 'attempt-1' }],
    ],
  );
  t.notOk(
    seen.some((s) => s.path === '/api/billing/subscribe'),
    'a paid plan is never "subscribed"',
  );
});

t.test('a refused plan says why; a new account that holds a plan already goes on, a plan change does not', async (t) => {
  const { api } = scripted({
    'POST /api/billing/orders': refuse(409, 'PLAN_CHANGE_NOT_ALLOWED'),
    'POST /api/billing/subscribe': refuse(409, 'ALREADY_SUBSCRIBED'),
    'GET /api/user/current': current(FREE),
    ...UNREAD,
  });
  const store = storeWith(api, signedIn());
  store.dispatch(choosePlan({ planId: 'premium', paid: true, currency: 'eur', key: 'k' }));
  await until(store, (s) => s.billing.error !== null);
  t.equal(store.getState().billing.error?.key, 'billing.errors.changeNotAllowed');
  store.dispatch(choosePlan({ planId: 'legacy-free', context: 'change' }));
  await until(store, (s) => s.billing.error !== null);
  t.equal(store.getState().billing.error?.key, 'billing.errors.alreadySubscribed');
  t.notOk(store.getState().billing.done);
  store.dispatch(choosePlan({ planId: 'legacy-free', context: 'initial' }));
  await until(store, (s) => s.billing.done);
  t.equal(store.getState().billing.error, null);
});

t.test('the change-plan page loads the plans and the subscriptions', async (t) => {
  const { api, paths } = scripted({ 'GET /api/billing/plans': () => [FREE, BASIC, PRO], 'GET /api/user/current': current(BASIC), ...UNREAD });
  const store = storeWith(api, signedIn());
  store.dispatch(screens.changePlan.prefetch!({ route: { path: '' }, params: {} }, { pathname: '', search: '' })!);
  await until(store, (s) => s.billing.change.status === 'success');
  const change = store.getState().billing.change;
  t.same(
    change.plans.map((p) => p._id),
    ['legacy-free', 'basic', 'professional'],
  );
  t.equal(change.subscriptions[0]?.plan._id, 'basic');
  t.same(paths().sort(), ['GET /api/billing/plans', 'GET /api/user/current']);
});

/** A store on the order page of `o` with the given confirm/authenticate answers. */
async function orderPage(t: Test, o: Order, script: Record<string, Handler>) {
  let current = withPayment(o);
  const s = scripted({
    [`GET /api/billing/orders/${o._id}`]: () => current,
    [`GET /api/billing/product-orders/${o._id}`]: () => current,
    'GET /api/billing/plans': () => [FREE, BASIC],
    ...script,
  });
  const store = storeWith(s.api, signedIn());
  store.dispatch(fetchOrderPage({ orderId: o._id, kind: o.kind }));
  await until(store, (st) => st.billing.order.status === 'success');
  t.equal(store.getState().billing.order.data?.order._id, o._id);
  return { ...s, store, setOrder: (next: Order) => (current = withPayment(next)) };
}

t.test('4242: the test card pays the order and the page moves on to the status page', async (t) => {
  const page = await orderPage(t, order(), { 'POST /api/billing/local/payments/pi_local_1/confirm': () => ({ status: 'succeeded' }) });
  t.same(
    page.store.getState().billing.order.plans.map((p) => p._id),
    ['legacy-free', 'basic'],
    'the plans name what is bought',
  );
  page.store.dispatch(payWithTestCard({ card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } }));
  await until(page.store, (s) => s.billing.pay.step === 'succeeded');
  t.same(page.seen.at(-1)?.body, { clientSecret: 'pi_local_1_secret_x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  t.equal(page.store.getState().billing.pay.busy, false);
});

t.test('0002: a declined card says so, closes this order and offers a new one', async (t) => {
  const page = await orderPage(t, order(), {
    'POST /api/billing/local/payments/pi_local_1/confirm': () => {
      page.setOrder(order({ status: 'failed', failureCode: 'card_declined' }));
      return { status: 'failed', failureCode: 'card_declined' };
    },
    'POST /api/billing/orders': (_b, s) => ({ order: order({ _id: s.headers?.['idempotency-key'] === 'again-1' ? 'o2' : 'o3' }), payment: null }),
  });
  page.store.dispatch(payWithTestCard({ card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' } }));
  await until(page.store, (s) => s.billing.order.data?.order.status === 'failed');
  const pay = page.store.getState().billing.pay;
  t.same(pay.errors, { [FORM]: { key: 'billing.payErrors.cardDeclined' } });
  t.equal(pay.final, true, 'the intent is spent');
  page.store.dispatch(reorder({ key: 'again-1' }));
  await until(page.store, (s) => s.billing.orderCreated !== null);
  t.same(page.store.getState().billing.orderCreated, { orderId: 'o2', kind: 'plan' });
  t.same(page.seen.at(-1)?.body, { planId: 'basic', currency: 'usd' }, 'the same plan in the same currency');
});

t.test("3184: the bank's confirm step, then approved or refused", async (t) => {
  const page = await orderPage(t, order(), {
    'POST /api/billing/local/payments/pi_local_1/confirm': () => ({ status: 'requires_action' }),
    'POST /api/billing/local/payments/pi_local_1/authenticate': (body) =>
      (body as { approve: boolean }).approve ? { status: 'succeeded' } : { status: 'failed', failureCode: 'authentication_failed' },
  });
  const card = { number: '4000 0027 6000 3184', expiry: '12/30', cvc: '123' };
  page.store.dispatch(payWithTestCard({ card }));
  await until(page.store, (s) => s.billing.pay.step === 'authenticate');
  page.store.dispatch(answerAuthentication({ approve: true }));
  await until(page.store, (s) => s.billing.pay.step === 'succeeded');
  t.same(page.seen.at(-1)?.body, { clientSecret: 'pi_local_1_secret_x', approve: true });

  const refused = await orderPage(t, order({ _id: 'o9' }), {
    'POST /api/billing/local/payments/pi_local_1/confirm': () => ({ status: 'requires_action' }),
    'POST /api/billing/local/payments/pi_local_1/authenticate': () => ({ status: 'failed', failureCode: 'authentication_failed' }),
  });
  refused.store.dispatch(payWithTestCard({ card }));
  await until(refused.store, (s) => s.billing.pay.step === 'authenticate');
  refused.store.dispatch(answerAuthentication({ approve: false }));
  await until(refused.store, (s) => s.billing.pay.errors !== null);
  t.same(refused.store.getState().billing.pay.errors, { [FORM]: { key: 'billing.payErrors.authenticationFailed' } });
  t.equal(refused.store.getState().billing.pay.final, true);
});

t.test("the api's field errors land beside the card's fields; a spent payment is final", async (t) => {
  const page = await orderPage(t, order(), {
    'POST /api/billing/local/payments/pi_local_1/confirm': refuse(400, 'VALIDATION', {
      errors: [
        { field: 'cardNumber', code: 'INVALID_FORMAT', message: 'x' },
        { field: 'expYear', code: 'TOO_SMALL', message: 'x', limit: 2000 },
      ],
    }),
  });
  page.store.dispatch(payWithTestCard({ card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } }));
  await until(page.store, (s) => s.billing.pay.errors !== null);
  const pay = page.store.getState().billing.pay;
  t.same(Object.keys(pay.errors ?? {}).sort(), ['expiry', 'number']);
  t.equal(pay.final, false, 'the form is corrected and sent again');

  const spent = await orderPage(t, order({ _id: 'o5' }), {
    'POST /api/billing/local/payments/pi_local_1/confirm': refuse(409, 'PAYMENT_NOT_CONFIRMABLE'),
  });
  spent.store.dispatch(payWithTestCard({ card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } }));
  await until(spent.store, (s) => s.billing.pay.errors !== null);
  t.same(spent.store.getState().billing.pay.errors, { [FORM]: { key: 'billing.payErrors.notPayable' } });
  t.equal(spent.store.getState().billing.pay.final, true);
});

t.test('a paid or failed order has nothing to pay: no call is made', async (t) => {
  const page = await orderPage(t, order({ status: 'paid' }), {});
  page.store.dispatch(payWithTestCard({ card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } }));
  await until(page.store, (s) => s.billing.pay.errors !== null);
  t.notOk(
    page.paths().some((p) => p.includes('/confirm')),
    'nothing confirmed',
  );
});

t.test('a top-offer order is read from the product-order endpoint and reordered as the same top offer', async (t) => {
  const product = order({
    _id: 'p1',
    kind: 'product',
    planId: undefined,
    product: 'top-offer',
    estateAliasId: 'villa',
    days: 14,
    status: 'failed',
    currency: 'eur',
  });
  const page = await orderPage(t, product, {
    'POST /api/billing/product-orders': () => ({ order: { ...product, _id: 'p2', status: 'pending' }, payment: null }),
  });
  t.ok(page.paths().includes('GET /api/billing/product-orders/p1'));
  t.notOk(page.paths().includes('GET /api/billing/plans'), 'no plans needed');
  page.store.dispatch(reorder({ key: 'r1' }));
  await until(page.store, (s) => s.billing.orderCreated !== null);
  t.same(page.store.getState().billing.orderCreated, { orderId: 'p2', kind: 'product' });
  t.same(page.seen.at(-1)?.body, { product: 'top-offer', estateAliasId: 'villa', days: 14, currency: 'eur' });
  t.same(page.seen.at(-1)?.headers, { 'idempotency-key': 'r1' });
});

t.test('the status page watches the order until it is paid, then refreshes the user and names the plan', async (t) => {
  let reads = 0;
  const { api, paths } = scripted({
    'GET /api/billing/orders/o1': () => withPayment(order({ status: ++reads < 3 ? 'pending' : 'paid' })),
    'GET /api/billing/plans': () => [FREE, BASIC],
    'GET /api/user/current': current(BASIC),
    ...UNREAD,
  });
  const store = storeWith(api, signedIn([{ type: 'PUBLICATION', limit: 3, used: 3 }]));
  store.dispatch(fetchOrderStatus({ orderId: 'o1', kind: 'plan' }));
  await until(store, (s) => s.billing.watch.status === 'success');
  t.equal(store.getState().billing.watch.outcome, 'waiting', 'the page shows the progress first');
  store.dispatch(watchOrder({ orderId: 'o1', kind: 'plan', intervalMs: 5 }));
  await until(store, (s) => s.billing.watch.outcome === 'paid' && s.billing.watch.plan !== null);
  t.equal(reads, 3, 'asked until paid, then no more');
  t.equal(store.getState().billing.watch.plan?._id, 'basic');
  t.same(store.getState().user.resources[0], { type: 'PUBLICATION', limit: 25, used: 0 }, 'the account box shows the new limit');
  t.ok(paths().includes('GET /api/user/current'));
  await new Promise((r) => setTimeout(r, 30));
  t.equal(reads, 3, 'nothing asked after the end');
});

t.test('a failed order is said at once; an unknown one stops the watch', async (t) => {
  const { api } = scripted({
    'GET /api/billing/product-orders/p1': () => withPayment(order({ _id: 'p1', kind: 'product', status: 'failed', failureCode: 'card_declined' })),
    'GET /api/billing/product-orders/p2': refuse(404, 'ORDER_NOT_FOUND'),
  });
  const store = storeWith(api, signedIn());
  store.dispatch(watchOrder({ orderId: 'p1', kind: 'product', intervalMs: 5 }));
  await until(store, (s) => s.billing.watch.outcome === 'failed');
  t.equal(store.getState().billing.watch.order?.failureCode, 'card_declined');
  store.dispatch(watchOrder({ orderId: 'p2', kind: 'product', intervalMs: 5 }));
  await until(store, (s) => s.billing.watch.orderId === 'p2' && s.billing.watch.status === 'failed');
  t.equal(store.getState().billing.watch.outcome, 'waiting');
});

t.test('the watch gives up after its limit, rides out passing errors, and stops when the page goes', async (t) => {
  let reads = 0;
  const { api } = scripted({
    'GET /api/billing/orders/o1': () => {
      reads++;
      if (reads === 2) throw new ApiError(502, 'bad gateway', { statusCode: 502, message: 'x' });
      return withPayment(order());
    },
  });
  const store = storeWith(api, signedIn());
  store.dispatch(watchOrder({ orderId: 'o1', kind: 'plan', intervalMs: 2, giveUpMs: 40 }));
  await until(store, (s) => s.billing.watch.outcome === 'timeout');
  t.ok(reads >= 3, 'a 502 did not end the watch');
  const after = reads;
  await new Promise((r) => setTimeout(r, 20));
  t.equal(reads, after, 'given up: no more calls');

  let more = 0;
  const second = scripted({ 'GET /api/billing/orders/o1': () => (more++, withPayment(order())) });
  const s2 = storeWith(second.api, signedIn());
  s2.dispatch(watchOrder({ orderId: 'o1', kind: 'plan', intervalMs: 2 }));
  await until(s2, () => more >= 2);
  s2.dispatch(stopWatching());
  const stopped = more;
  await new Promise((r) => setTimeout(r, 20));
  t.ok(more <= stopped + 1, 'stopped with the page');
});

t.test('promote: by card to the order page, with a credit paid at once (and the credit counted)', async (t) => {
  const product = (status: Order['status']) =>
    order({
      _id: status === 'paid' ? 'p-credit' : 'p-card',
      kind: 'product',
      planId: undefined,
      product: 'top-offer',
      estateAliasId: 'villa',
      days: 7,
      status,
      paymentId: status === 'paid' ? null : 'pi_2',
    });
  const { api, seen } = scripted({
    'POST /api/billing/product-orders': (body) => withPayment(product((body as { useCredit: boolean }).useCredit ? 'paid' : 'pending')),
    'GET /api/user/current': () => ({ user: me, subscriptions: [subscription(PRO, 0, 1)] }),
    ...UNREAD,
  });
  const store = storeWith(api, signedIn());
  store.dispatch(promoteEstate({ estateAliasId: 'villa', days: 7, currency: 'rub', useCredit: false, key: 'pk1' }));
  await until(store, (s) => s.billing.promote.result !== null);
  t.same(store.getState().billing.promote.result, { orderId: 'p-card', paid: false });
  t.same(seen[0]?.body, { product: 'top-offer', estateAliasId: 'villa', days: 7, currency: 'rub', useCredit: false });
  t.same(seen[0]?.headers, { 'idempotency-key': 'pk1' });

  store.dispatch(promoteEstate({ estateAliasId: 'villa', days: 7, currency: 'eur', useCredit: true, key: 'pk2' }));
  await until(store, (s) => s.billing.promote.result?.paid === true);
  t.same(store.getState().billing.promote.result, { orderId: 'p-credit', paid: true });
  t.same(
    store.getState().user.resources.find((r) => r.type === 'TOP_OFFER'),
    { type: 'TOP_OFFER', limit: 0, used: 1 },
    'the user is reloaded after a credit is spent',
  );
});

t.test('a refused promotion says why', async (t) => {
  for (const [status, code, key] of [
    [403, 'NOT_OWNER', 'billing.promote.errors.notYours'],
    [404, 'ESTATE_NOT_FOUND', 'billing.promote.errors.notFound'],
    [409, 'NO_TOP_OFFER_CREDIT', 'billing.promote.errors.notPossible'],
    [500, 'INTERNAL', 'billing.promote.errors.failed'],
    [0, 'x', 'forms.errors.network'],
  ] as const) {
    const { api } = scripted({ 'POST /api/billing/product-orders': refuse(status, code) });
    const store = storeWith(api, signedIn());
    store.dispatch(promoteEstate({ estateAliasId: 'villa', days: 30, currency: 'eur', useCredit: true, key: 'k' }));
    await until(store, (s) => s.billing.promote.error !== null);
    t.equal(store.getState().billing.promote.error?.key, key, `${status} ${code}`);
  }
});

t.test('a plan bought on the way (the guided listing flow) leads back where the user came from', async (t) => {
  const model = await import('../../client/features/billing/model.ts');
  t.equal(model.returnToOf('?returnTo=%2Fadvert%2Fpublish'), '/advert/publish');
  t.equal(model.returnToOf('?returnTo=https%3A%2F%2Fevil.example'), null, 'never off the site');
  t.equal(model.returnToOf('?returnTo=%2F%2Fevil.example'), null, 'nor protocol-relative');
  t.equal(model.returnToOf(''), null);
  t.equal(model.orderPagePath('plan', 'o1', '/advert/publish'), '/private/order/o1?returnTo=%2Fadvert%2Fpublish');
  t.equal(model.orderPagePath('product', 'o1'), '/private/order/o1?kind=product', 'unchanged without one');
  t.equal(model.statusPagePath('plan', 'o1', '/advert/publish'), '/private/check-order-status/o1?returnTo=%2Fadvert%2Fpublish');
  t.same(model.nextStep('plan', 'paid', 'o1', '/advert/publish'), { href: '/advert/publish', label: 'billing.status.continue' });
  t.same(model.nextStep('plan', 'paid', 'o1'), { href: '/private/addnewestate', label: 'billing.status.publish' }, 'the listing form otherwise');
  t.equal(model.nextStep('plan', 'failed', 'o1', '/advert/publish')?.href, '/private/order/o1?returnTo=%2Fadvert%2Fpublish');
});
