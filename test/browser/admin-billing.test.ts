// The operator area's billing screens in Chromium (issue 23, items 7, 8 and 10): an admin with
// two-factor sign-in refunds a customer's paid order (local test mode) from the Orders screen with a
// reason and a confirmation, sees it refunded, and a second refund of an order refunded meanwhile
// says ALREADY_REFUNDED in words; the customer's order page says refunded and offers no payment; a
// moderator has no Orders, Plans or Rates link, gets the not-found page there and a 403 from the
// refund api; an admin's new eur price of a plan shows on the public /plans page.
import t from 'tap';
import type { Page } from 'playwright-core';
import { call, DEMO } from '../helpers/api.ts';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { codeAt, OPERATOR_STACK } from './operator-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);
  // the demo account is an admin (ADMIN_EMAILS); sign-in back-off out of the way of many sign-ins
  const env = useEnv(t, OPERATOR_STACK);
  const expYear = new Date().getUTCFullYear() + 2;

  /** A paid Basic order of the customer (local test mode), as the refund integration test makes it. */
  async function paidOrder(token: string): Promise<string> {
    const { stack } = env();
    const created = await call<OrderWithPayment>(stack.api, 'POST', '/api/billing/orders', { planId: 'basic', currency: 'eur' }, token);
    if (created.status !== 201) throw new Error(`order ${created.status}`);
    const paid = await call(stack.api, 'POST', `/api/billing/local/payments/${created.body.order.paymentId}/confirm`, {
      clientSecret: created.body.payment!.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear,
      cvc: '123',
    });
    if (paid.status !== 200) throw new Error(`pay ${paid.status}`);
    return created.body.order._id;
  }

  /** Enrols two-factor sign-in through the api, then signs in on the page with a code. */
  async function operatorPage(email: string, password: string, token: string): Promise<Page> {
    const { stack, browser } = env();
    const setup = await call<{ secret: string }>(stack.api, 'POST', '/api/auth/mfa/setup', undefined, token);
    const verified = await call(stack.api, 'POST', '/api/auth/mfa/verify', { code: codeAt(setup.body.secret, Date.now()) }, token);
    if (verified.status !== 200) throw new Error(`mfa ${verified.status}`);
    const { page, context } = await openPage(browser);
    t.teardown(() => context.close());
    await open(page, stack.gatewayUrl, '/sign-in?lng=en');
    await page.locator('.auth-form input[name=email]').fill(email);
    await page.locator('.auth-form input[name=password]').fill(password);
    await page.locator('.auth-form button[type=submit]').click();
    await page.locator('.auth-form input[name=otp]').fill(codeAt(setup.body.secret, Date.now() + 30_000));
    await page.locator('.auth-form button[type=submit]').click();
    await page.waitForURL((u) => u.pathname !== '/sign-in');
    return page;
  }

  async function refundOnPage(page: Page, orderId: string, reason: string) {
    const row = page.locator(`tr[data-order="${orderId}"]`);
    await row.getByRole('button', { name: en('admin.actions.refund') }).click();
    await row.getByLabel(en('admin.reason')).fill(reason);
    await row.getByRole('button', { name: en('admin.actions.refund') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en('admin.actions.refund') }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  let adminToken = '';
  let refundedId = '';
  let adminPage: Page | null = null;

  t.test('an admin refunds a paid order; the customer sees it refunded', async (t) => {
    const { stack, browser } = env();
    const customer = await createAccount(stack, 'refund-customer');
    refundedId = await paidOrder(customer.token);
    const secondCustomer = await createAccount(stack, 'refund-customer-2');
    const second = await paidOrder(secondCustomer.token);
    const signIn = await call<{ token: string }>(stack.api, 'POST', '/api/auth/sign-in', { email: DEMO.demo.email, password: DEMO.demo.password });
    adminToken = signIn.body.token;
    const page = await operatorPage(DEMO.demo.email, DEMO.demo.password, adminToken);
    adminPage = page;

    t.equal(await open(page, stack.gatewayUrl, `/admin/orders?q=${encodeURIComponent(customer.email)}`), 200, 'the orders screen');
    const row = page.locator(`tr[data-order="${refundedId}"]`);
    await row.waitFor();
    t.equal(await row.getAttribute('data-status'), 'paid');
    t.match(await row.textContent(), customer.email, 'the customer');
    t.match(await row.textContent(), en('admin.orders.status.paid'), 'the state in words');

    await refundOnPage(page, refundedId, 'Customer asked by phone');
    await page.getByText(en('admin.outcome.refunded')).waitFor();
    await page.locator(`tr[data-order="${refundedId}"][data-status=refunded]`).waitFor();
    t.match(await page.locator(`tr[data-order="${refundedId}"]`).textContent(), en('admin.orders.status.refunded'), 'refunded on the list');
    t.equal(
      await page
        .locator(`tr[data-order="${refundedId}"]`)
        .getByRole('button', { name: en('admin.actions.refund') })
        .count(),
      0,
      'no refund button on a refunded order',
    );

    // the status filter is in the URL
    await open(page, stack.gatewayUrl, `/admin/orders?status=refunded&q=${encodeURIComponent(customer.email)}`);
    await page.locator(`tr[data-order="${refundedId}"]`).waitFor();
    t.equal(await page.locator('tr[data-order]').count(), 1, 'only the refunded order');

    // refunded meanwhile (another admin): the page says so in words
    await open(page, stack.gatewayUrl, `/admin/orders?status=paid&q=${encodeURIComponent(secondCustomer.email)}`);
    await page.locator(`tr[data-order="${second}"]`).waitFor();
    const meanwhile = await call(stack.api, 'POST', `/api/admin/orders/${second}/refund`, { reason: 'meanwhile' }, adminToken);
    t.equal(meanwhile.status, 200, 'refunded through the api meanwhile');
    await refundOnPage(page, second, 'Twice');
    await page.getByText(en('admin.outcome.ALREADY_REFUNDED')).waitFor();
    t.pass('ALREADY_REFUNDED shown as a message');

    // the customer's order page
    const other = await openPage(browser);
    t.teardown(() => other.context.close());
    await signInUi(other.page, stack.gatewayUrl, customer.email, customer.password);
    t.equal(await open(other.page, stack.gatewayUrl, `/private/order/${refundedId}?lng=en`), 200);
    await other.page.getByText(en('billing.order.refunded')).waitFor();
    t.match(await other.page.locator('.status-pill').first().textContent(), en('billing.orderStatus.refunded'), 'the refunded label');
    t.equal(await other.page.getByRole('button', { name: en('billing.order.startAgain') }).count(), 0, 'no way to pay again');
    t.equal(await other.page.locator('form input[name=number], .card-form').count(), 0, 'no card form');
  });

  t.test('a moderator has no billing screens and the refund api refuses', async (t) => {
    const { stack } = env();
    t.ok(adminToken, 'the admin signed in');
    const mod = await createAccount(stack, 'billing-moderator');
    const list = await call<{ values: { _id: string }[] }>(
      stack.api,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(mod.email)}`,
      undefined,
      adminToken,
    );
    t.equal((await call(stack.api, 'PUT', `/api/admin/users/${list.body.values[0]._id}/roles`, { roles: ['moderator'] }, adminToken)).status, 200);
    const page = await operatorPage(mod.email, mod.password, mod.token);
    t.equal(await open(page, stack.gatewayUrl, '/admin/reports'), 200, 'the reports screen');
    await page.locator('.admin-nav').waitFor();
    for (const key of ['titles.adminOrders', 'titles.adminPlans', 'titles.adminRates'])
      t.equal(
        await page
          .locator('.admin-nav')
          .getByRole('link', { name: en(key) })
          .count(),
        0,
        `no ${en(key)} link`,
      );
    t.equal(await open(page, stack.gatewayUrl, '/admin/orders'), 404, 'the orders screen is not found');
    const status = await page.evaluate(async (id) => {
      const res = await fetch(`/api/admin/orders/${id}/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'try' }),
      });
      return res.status;
    }, refundedId);
    t.equal(status, 403, 'the refund api refuses a moderator');
  });

  t.test('an admin changes a plan’s eur price; the public plans page shows it', async (t) => {
    const { stack, browser } = env();
    const page = adminPage;
    if (!page) return t.fail('the admin signed in');
    t.equal(await open(page, stack.gatewayUrl, '/admin/plans'), 200, 'the plans screen');
    await page.getByText(en('admin.plans.note')).waitFor();
    const basic = page.locator('[data-plan=basic]');
    await basic.locator('input[name=price-eur]').fill('abc');
    await basic.getByRole('button', { name: en('admin.actions.savePlan') }).click();
    await basic.getByText(en('admin.plans.priceInvalid')).waitFor();
    t.pass('a wrong price is shown at its field');
    await basic.locator('input[name=price-eur]').fill('12.34');
    await basic.getByRole('button', { name: en('admin.actions.savePlan') }).click();
    await page.getByText(en('admin.outcome.planSaved')).waitFor();
    t.equal(await page.locator('[data-plan=basic] input[name=price-eur]').inputValue(), '12.34', 'the stored price');

    const visitor = await openPage(browser);
    t.teardown(() => visitor.context.close());
    t.equal(await open(visitor.page, stack.gatewayUrl, '/plans?lng=en'), 200);
    t.match(await visitor.page.locator('main').textContent(), /12\.34/, 'the new price on the public plans page');
  });
}
