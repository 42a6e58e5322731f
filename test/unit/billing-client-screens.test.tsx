// The billing screens rendered as the server renders them, with the real translations: the test-mode
// card form (marked as a test, the test cards listed, labelled fields), the bank's confirm step, the
// status page in each outcome with its next step, the plan choice, the account box's resources, and
// the order page over a real store in both provider modes.
import t from 'tap';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language } from '../../shared/core/constants.ts';
import type { Order, Plan, Resource } from '../../shared/contract/billing.ts';
import { AccountBox } from '../../client/app/layout/AccountBox.tsx';
import { AuthenticateStep } from '../../client/features/billing/components/AuthenticateStep.tsx';
import { OrderStatusView, type OrderStatusViewProps } from '../../client/features/billing/components/OrderStatusView.tsx';
import { PlanChooser } from '../../client/features/billing/components/PlanChooser.tsx';
import { PromoteDialog } from '../../client/features/billing/components/PromoteDialog.tsx';
import { TEST_CARDS, TestCardForm } from '../../client/features/billing/components/TestCardForm.tsx';
import { OrderScreen } from '../../client/features/billing/screens/OrderScreen.tsx';
import { initialPlanChoiceState } from '../../client/features/billing/slice.ts';
import { configureStore, type PreloadedState } from '../../client/store/configureStore.ts';
import { i18nFor, render, textOf, tr, hrefs } from './components-render.tsx';

const BASIC: Plan = {
  _id: 'basic',
  name: { en: 'Basic', de: 'Basis', ru: 'Базовый', es: 'Básico' },
  prices: { eur: 990, usd: 1090, rub: 97000 },
  period: 'month',
  resources: [
    { type: 'PUBLICATION', limit: 25 },
    { type: 'TOP_OFFER', limit: 0 },
  ],
  upgradableTo: ['professional'],
  isInitial: true,
  isFree: false,
};
const FREE: Plan = { ...BASIC, _id: 'legacy-free', name: { en: 'Free' }, prices: { eur: 0, usd: 0, rub: 0 }, period: null, isFree: true };

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

t.test('the test-mode card form says it is a test with no charge, lists the test cards and labels every field', async (t) => {
  for (const lng of ['en', 'de', 'ru', 'es'] as Language[]) {
    const html = render(<TestCardForm amount="10,90 $" busy={false} serverErrors={null} onPay={() => undefined} />, lng);
    const text = textOf(html);
    t.match(text, tr(lng, 'billing.testMode.badge'), `${lng}: marked as a test`);
    t.match(text, tr(lng, 'billing.testMode.noCharge'), `${lng}: no real charge`);
    for (const c of TEST_CARDS) t.match(text, c.number, `${lng}: ${c.number} listed`);
    t.match(text, tr(lng, 'billing.pay', { amount: '10,90 $' }));
  }
  const html = render(<TestCardForm amount="9,90 €" busy={false} serverErrors={null} onPay={() => undefined} />);
  for (const [name, autocomplete] of [
    ['cardNumber', 'cc-number'],
    ['cardExpiry', 'cc-exp'],
    ['cardCvc', 'cc-csc'],
  ]) {
    const input = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"[^>]*autoComplete="${autocomplete}"|<input[^>]*name="${name}"`).exec(html);
    t.ok(input, `${name} is there`);
    const id = /id="([^"]+)"/.exec(input![0])?.[1];
    t.ok(id && html.includes(`for="${id}"`), `${name} has its label`);
  }
  t.match(html, /type="submit"[^>]*disabled=""/, 'the submit waits for hydration (nothing is posted natively)');
});

t.test('errors from the api stand beside their fields', async (t) => {
  const html = render(
    <TestCardForm
      amount="1 €"
      busy={false}
      serverErrors={{ number: { key: 'billing.card.errors.number' }, _form: { key: 'billing.payErrors.cardDeclined' } }}
      onPay={() => undefined}
    />,
  );
  t.match(textOf(html), tr('en', 'billing.card.errors.number'));
  t.match(html, /role="alert"[^>]*>[^<]*Your card was declined/);
  t.match(html, /name="cardNumber"|aria-invalid="true"/);
  t.match(html, /aria-invalid="true"[^>]*aria-describedby="[^"]*-error/, 'the invalid field is described by its error');
});

t.test("the bank's confirm step asks in the user's language", async (t) => {
  const html = render(<AuthenticateStep amount="970 ₽" busy={false} onAnswer={() => undefined} />, 'ru');
  t.match(textOf(html), 'Ваш банк просит подтвердить этот платёж');
  t.match(textOf(html), '970 ₽');
  t.match(textOf(html), tr('ru', 'billing.authenticate.confirm'));
  t.match(textOf(html), tr('ru', 'billing.authenticate.cancel'));
});

t.test('the status page: progress, then the outcome in words and the next step', async (t) => {
  const base: OrderStatusViewProps = {
    kind: 'plan',
    orderId: 'o1',
    order: order(),
    outcome: 'waiting',
    unreadable: false,
    plan: BASIC,
    language: 'en',
    here: '/private/check-order-status/o1',
  };
  const waiting = render(<OrderStatusView {...base} />);
  t.match(waiting, /role="status"/);
  t.match(textOf(waiting), tr('en', 'billing.status.waiting'));
  t.match(waiting, /<progress/);

  const paid = render(<OrderStatusView {...base} order={order({ status: 'paid' })} outcome="paid" language="de" />, 'de');
  t.match(textOf(paid), tr('de', 'billing.status.paid'));
  t.match(textOf(paid), 'Ihr Tarif „Basis“ ist aktiv');
  t.match(textOf(paid), tr('de', 'plansPrivate.publication', { count: 25 }), 'the plan’s resources');
  t.notMatch(textOf(paid), tr('de', 'plansPrivate.topOffer', { count: 0 }), 'not what it does not grant');
  t.same(hrefs(paid), ['/private/addnewestate'], 'next: publish a listing');

  const topOffer = render(
    <OrderStatusView
      {...base}
      kind="product"
      orderId="p1"
      order={order({ _id: 'p1', kind: 'product', days: 7, status: 'paid' })}
      outcome="paid"
      plan={null}
    />,
    'es',
  );
  t.match(textOf(topOffer), tr('es', 'billing.status.topOfferActive', { count: 7 }));
  t.same(hrefs(topOffer), ['/private/myestates']);

  const failed = render(<OrderStatusView {...base} order={order({ status: 'failed', failureCode: 'card_declined' })} outcome="failed" />);
  t.match(textOf(failed), tr('en', 'billing.payErrors.cardDeclined'));
  t.same(hrefs(failed), ['/private/order/o1'], 'try another card');
  t.match(textOf(failed), tr('en', 'billing.status.tryAnotherCard'));

  const productFailed = render(
    <OrderStatusView {...base} kind="product" orderId="p1" order={order({ _id: 'p1', kind: 'product', status: 'failed' })} outcome="failed" />,
  );
  t.same(hrefs(productFailed), ['/private/order/p1?kind=product']);

  const timeout = render(<OrderStatusView {...base} outcome="timeout" />, 'ru');
  t.match(textOf(timeout), tr('ru', 'billing.status.timeout'));
  t.same(hrefs(timeout), ['/private/check-order-status/o1'], 'a reload link');

  const unreadable = render(<OrderStatusView {...base} order={null} unreadable />);
  t.match(unreadable, /role="alert"/);
  t.match(textOf(unreadable), tr('en', 'billing.status.unreadable'));
});

t.test('the plan choice prices paid plans in the chosen currency and offers to order them', async (t) => {
  const html = render(<PlanChooser plans={[FREE, BASIC]} currency="usd" language="en" busyPlanId={null} error={null} onChoose={() => undefined} />);
  const text = textOf(html);
  t.match(text, '$10.90');
  t.match(text, tr('en', 'billing.choosePaid', { plan: 'Basic' }));
  t.match(text, tr('en', 'plansPrivate.chooseFree'));
  t.match(text, tr('en', 'billing.paidByCard'));
  const rub = textOf(
    render(<PlanChooser plans={[BASIC]} currency="rub" language="ru" busyPlanId={null} error={null} onChoose={() => undefined} />, 'ru'),
  );
  t.match(rub, /970\s₽/);
});

t.test('the account box shows what is left of each resource and where to change the plan', async (t) => {
  const html = render(
    <AccountBox
      isLoggedIn
      fullName="Ann Me"
      unreadMessages={0}
      resources={[
        { type: 'PUBLICATION', limit: 3, used: 1 },
        { type: 'TOP_OFFER', limit: 5, used: 4 },
      ]}
    />,
  );
  t.match(textOf(html), 'Listings: 2 of 3 left');
  t.match(textOf(html), 'Top offers: 1 left');
  t.ok(hrefs(html).includes('/private/changeplan'));
  const de = textOf(
    render(<AccountBox isLoggedIn fullName="A" unreadMessages={0} resources={[{ type: 'PUBLICATION', limit: -1, used: 9 }]} />, 'de'),
  );
  t.match(de, tr('de', 'billing.account.listingsUnlimited'));
  t.notMatch(de, tr('de', 'billing.account.topOffersUnlimited'), 'a resource the plan does not grant is not shown');
  const guest = textOf(render(<AccountBox isLoggedIn={false} fullName="" unreadMessages={0} resources={[]} />));
  t.notMatch(guest, 'left');
});

/** The order page over a real store, as the server renders it. */
function orderPage(state: PreloadedState, url: string, lng: Language = 'en'): string {
  const { store } = configureStore(state, {
    api: { get: never, post: never, patch: never, put: never, delete: never },
    i18n: createInstance(),
    browser: false,
    logger: { error: () => undefined, warn: () => undefined },
    setCookie: () => undefined,
    messageRefreshMs: 300_000,
  });
  const tree: ReactElement = (
    <Provider store={store}>
      <I18nextProvider i18n={i18nFor(lng)}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/private/order/:orderId"
              element={<OrderScreen match={{ route: { path: '/private/order/:orderId' }, params: { orderId: 'o1' } }} />}
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return renderToString(tree);
}
function never(): never {
  throw new Error('no api call while rendering');
}

const pageState = (o: Order, payment: { provider: 'local' | 'stripe'; clientSecret: string; publishableKey?: string } | null): PreloadedState => ({
  billing: {
    ...initialPlanChoiceState,
    order: { status: 'success', orderId: o._id, kind: o.kind, data: { order: o, payment }, plans: [BASIC] },
  },
});

t.test('the order page: what is bought and the test-mode form in local mode', async (t) => {
  const html = orderPage(pageState(order(), { provider: 'local', clientSecret: 's' }), '/private/order/o1');
  const text = textOf(html);
  t.match(text, 'Plan “Basic”');
  t.match(text, '$10.90 per month');
  t.match(text, tr('en', 'billing.testMode.noCharge'));
  t.match(html, /name="cardNumber"/);
});

t.test('the order page in Stripe mode waits for Stripe Elements (fetched in the browser only), never a blank page', async (t) => {
  const html = orderPage(pageState(order(), { provider: 'stripe', clientSecret: 's', publishableKey: 'pk_test_x' }), '/private/order/o1', 'de');
  t.match(textOf(html), tr('de', 'billing.card.loading'));
  t.notMatch(html, /name="cardNumber"/, 'no test form in Stripe mode');
  t.notMatch(textOf(html), tr('de', 'billing.testMode.badge'));
});

t.test('the order page of a failed order offers a new order; a paid one links to its status', async (t) => {
  const failed = textOf(orderPage(pageState(order({ status: 'failed', failureCode: 'card_declined' }), null), '/private/order/o1'));
  t.match(failed, tr('en', 'billing.order.failedBefore'));
  t.match(failed, tr('en', 'billing.payErrors.cardDeclined'));
  t.match(failed, tr('en', 'billing.order.startAgain'));
  const paid = orderPage(pageState(order({ status: 'paid' }), null), '/private/order/o1');
  t.match(textOf(paid), tr('en', 'billing.order.paid'));
  t.ok(hrefs(paid).includes('/private/check-order-status/o1'));
});

/** The promote dialog over a real store (its contents are rendered even while it is closed). */
function promoteDialog(resources: Resource[], lng: Language = 'en'): string {
  const { store } = configureStore(
    { user: { isLoggedIn: true, data: null, resources, status: 'success' } },
    {
      api: { get: never, post: never, patch: never, put: never, delete: never },
      i18n: createInstance(),
      browser: false,
      logger: { error: () => undefined, warn: () => undefined },
      setCookie: () => undefined,
      messageRefreshMs: 300_000,
    },
  );
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18nFor(lng)}>
        <MemoryRouter>
          <PromoteDialog estate={{ aliasId: 'villa', title: 'Sea villa' }} onClose={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

t.test('the promote dialog: 7, 14 or 30 days, by card, or with a credit when the plan has one left', async (t) => {
  const noCredit = textOf(promoteDialog([{ type: 'PUBLICATION', limit: 3, used: 1 }]));
  t.match(noCredit, 'Listing: “Sea villa”');
  for (const d of [7, 14, 30]) t.match(noCredit, tr('en', 'billing.promote.daysOption', { count: d }));
  t.notMatch(noCredit, tr('en', 'billing.promote.byCard'), 'no choice of payment without credits');
  t.match(noCredit, tr('en', 'billing.promote.priceNote'));
  t.match(noCredit, tr('en', 'billing.promote.toPayment'));

  const credits = textOf(
    promoteDialog(
      [
        { type: 'PUBLICATION', limit: 100, used: 1 },
        { type: 'TOP_OFFER', limit: 5, used: 2 },
      ],
      'ru',
    ),
  );
  t.match(credits, tr('ru', 'billing.promote.byCard'));
  t.match(credits, tr('ru', 'billing.promote.byCredit', { count: 3 }), 'the credits left are counted');
  const spent = textOf(
    promoteDialog([
      { type: 'PUBLICATION', limit: 100, used: 1 },
      { type: 'TOP_OFFER', limit: 5, used: 5 },
    ]),
  );
  t.notMatch(spent, tr('en', 'billing.promote.byCard'), 'every credit spent: card only');
});
