// Buying in a real browser against the whole stack, in the local test mode (no Stripe keys): a new
// user buys the Basic plan in dollars with 4242 4242 4242 4242 and sees it active in the account box;
// a declined card (4000 0000 0000 0002) is refused in German and the order stays unpaid, then a new
// order passes the bank's confirm step (4000 0027 6000 3184); a published estate is promoted for 7
// days and found among the top offers of the search. And the Stripe packages stay out of every page
// but the order page's Stripe form.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Page } from 'playwright-core';
import type { CurrentUser } from '../../shared/contract/users.ts';
import { resourcesFromSubscriptions } from '../../shared/billing/resources.ts';
import { openPage, screenshot } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { createAccount, open, signInUi, uniqueEmail } from './private-helpers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const missing = missingPrerequisite();

/** Fills the test-mode card form and pays. */
async function payWithCard(page: Page, number: string): Promise<void> {
  await page.locator('input[name=cardNumber]').fill(number);
  await page.locator('input[name=cardExpiry]').fill('12/34');
  await page.locator('input[name=cardCvc]').fill('123');
  await page.locator('.card-form__submit').click();
}

/** The signed-in user as the gateway answers it (the session cookie goes along). */
function currentUser(page: Page): Promise<CurrentUser> {
  return page.evaluate(() => fetch('/api/user/current').then((r) => r.json()));
}

/** Every file the entry loads before any screen: the entry and what it imports statically. */
function entryClosure(): string[] {
  const root = join(ROOT, 'dist/public');
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as { entry: string };
  const seen = new Set<string>();
  const todo = [join(root, manifest.entry)];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // static imports only (`import … from "x"`, `import "x"`); `import("x")` loads on demand
    for (const m of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      todo.push(m[1]!.startsWith('/') ? join(root, m[1]!) : join(dirname(file), m[1]!));
    }
  }
  return [...seen];
}

if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  const de = (key: string, values?: Record<string, string | number>) => text('de', key, values);

  t.test('the Stripe packages are not in the entry bundle nor anything it imports', async (t) => {
    const stripe = /js\.stripe\.com|loadStripe/;
    const files = entryClosure();
    t.ok(files.length >= 1);
    t.same(
      files.filter((f) => stripe.test(readFileSync(f, 'utf8'))).map((f) => f.slice(ROOT.length)),
      [],
      'no file the entry imports holds Stripe code',
    );
    const chunks = readdirSync(join(ROOT, 'dist/public/assets/chunks')).filter((f) => f.endsWith('.js'));
    const withStripe = chunks.filter((f) => stripe.test(readFileSync(join(ROOT, 'dist/public/assets/chunks', f), 'utf8')));
    t.ok(
      withStripe.length > 0 && withStripe.every((f) => f.startsWith('StripeCardPayment-')),
      `Stripe.js is only in the order page's Stripe form chunk (${withStripe.join(', ')})`,
    );
    const manifest = readFileSync(join(ROOT, 'dist/public/manifest.json'), 'utf8');
    t.notMatch(manifest, /stripe/i, 'the manifest names no Stripe file for the first load');
  });

  t.test('a new user buys the Basic plan in dollars with 4242 and sees it active', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    const base = env().stack.gatewayUrl;
    const stripeRequests: string[] = [];
    page.on('request', (r) => {
      if (/stripe/i.test(r.url())) stripeRequests.push(r.url());
    });
    let orderId = '';

    await t.test('sign up and land on the plan choice', async (t) => {
      await open(page, base, '/sign-up');
      await page.locator('select[name=title]').selectOption('ms');
      await page.locator('input[name=firstName]').fill('Paula');
      await page.locator('input[name=lastName]').fill('Payer');
      await page.locator('input[name=email]').fill(uniqueEmail('billing-plan'));
      await page.locator('input[name=password]').fill('billing-password-1');
      await page.locator('select[name=countryCode]').selectOption('PT');
      await page.locator('input[name=city]').fill('Porto');
      await page.locator('input[name=acceptTerms]').check();
      await page.locator('.auth-form button[type=submit]').click();
      await page.waitForURL(`${base}/private/initialplan`);
      await page.getByRole('heading', { level: 1, name: en('titles.initialPlan') }).waitFor();
      t.pass('on the plan choice');
    });

    await t.test('Basic, priced in dollars, goes to its order page', async (t) => {
      await page.locator('.site-header__currency select').selectOption('usd');
      const basic = page.locator('.plan-choice[data-plan=basic]');
      await basic.getByText('$10.90').waitFor();
      await basic.getByRole('button', { name: en('billing.choosePaid', { plan: 'Basic' }) }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/private/order/'));
      orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      t.ok(orderId, 'the order is in the URL');
      await page.locator('.card-form').waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      t.match(body, en('billing.testMode.badge'), 'marked as test mode');
      t.match(body, en('billing.testMode.noCharge'), 'no real charge');
      t.match(body, '4242 4242 4242 4242', 'the test cards are listed');
      t.match(await page.locator('.order-summary__amount').textContent(), '$10.90', 'the amount in dollars');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the order page');
      await screenshot(page, 'billing-order-1280');
    });

    await t.test('the form checks the card in the browser, errors beside the fields', async (t) => {
      await payWithCard(page, '4242 4242 4242 4241');
      await page.waitForFunction(() => document.querySelector('input[name=cardNumber]')?.getAttribute('aria-invalid') === 'true');
      const describedBy = (await page.locator('input[name=cardNumber]').getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(/\s+/).find((id) => id.endsWith('-error'));
      t.equal((await page.locator(`[id="${errorId}"]`).textContent())?.trim(), en('billing.card.errors.number'));
      t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'cardNumber', 'the invalid field has the focus');
    });

    await t.test('4242 pays; the status page says so and the account box shows the new limit', async (t) => {
      await payWithCard(page, '4242 4242 4242 4242');
      await page.waitForURL(`${base}/private/check-order-status/${encodeURIComponent(orderId)}`);
      await page.getByRole('heading', { name: en('billing.status.paid') }).waitFor();
      t.match(await page.locator('.order-status').textContent(), en('billing.status.planActive', { plan: 'Basic' }));
      t.ok(await page.getByRole('link', { name: en('billing.status.publish') }).isVisible(), 'next: publish a listing');

      const me = await currentUser(page);
      const sub = me.subscriptions?.find((s) => s.plan._id === 'basic');
      t.equal(sub?.status, 'active', 'the Basic plan is active');
      const publication = resourcesFromSubscriptions(me.subscriptions).find((r) => r.type === 'PUBLICATION');
      t.ok(publication && publication.limit >= 25, 'its 25 listings are granted');
      const line = page.locator('.account-box__resource[data-resource=PUBLICATION]');
      t.equal(
        (await line.textContent())?.trim(),
        en(publication!.limit - (publication!.used ?? 0) === 1 ? 'billing.account.listingsLeft_one' : 'billing.account.listingsLeft_other', {
          count: publication!.limit - (publication!.used ?? 0),
          limit: publication!.limit,
        }),
        'the account box shows the new limit',
      );
      const order = await page.evaluate((id) => fetch(`/api/billing/orders/${id}`).then((r) => r.json()), orderId);
      t.match(order.order, { status: 'paid', amount: 1090, currency: 'usd', kind: 'plan', planId: 'basic' });
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the status page');
    });

    await t.test('the next step opens the listing form', async (t) => {
      await page.getByRole('link', { name: en('billing.status.publish') }).click();
      await page.waitForURL(`${base}/private/addnewestate`);
      await page.locator('.estate-form').waitFor();
      t.pass('a paying user publishes');
      t.same(stripeRequests, [], 'nothing was asked of Stripe in test mode');
      t.same(problems, [], 'no console errors, page errors or hydration warnings');
    });
  });

  t.test('a declined card is refused in German and the order stays unpaid; 3184 asks the bank first', async (t) => {
    const { page, context, problems } = await openPage(env().browser, { locale: 'de-DE' });
    t.teardown(() => context.close());
    const base = env().stack.gatewayUrl;
    const stack = env().stack;
    const account = await createAccount(stack, 'billing-decline', { plan: 'legacy-free' });
    await context.addCookies([{ name: 'lng', value: 'de', url: base }]);
    await signInUi(page, base, account.email, account.password, '/private/changeplan');
    await page.waitForURL(`${base}/private/changeplan`);
    const basic = page.locator('.plan-choice[data-plan=basic]');
    await basic.getByText('9,90').waitFor();
    t.equal(await page.locator('.plan-choice[data-plan=legacy-free]').count(), 0, 'the current plan is not offered again');
    await basic.getByRole('button', { name: de('billing.choosePaid', { plan: 'Basis' }) }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/private/order/'));
    const declinedId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await payWithCard(page, '4000 0000 0000 0002');
    const alert = page.locator('.order-page [role=alert]');
    await alert.waitFor();
    t.equal((await alert.textContent())?.trim(), de('billing.payErrors.cardDeclined'), 'the decline in German');
    t.equal(new URL(page.url()).pathname, `/private/order/${declinedId}`, 'still on the order page');
    const declined = await call(stack.api, 'GET', `/api/billing/orders/${declinedId}`, undefined, account.token);
    t.not(declined.body.order.status, 'paid', 'the order stays unpaid');
    t.equal(declined.body.order.failureCode, 'card_declined');
    const mine = await call(stack.api, 'GET', '/api/user/current', undefined, account.token);
    t.notOk(
      mine.body.subscriptions.some((s: { plan: { _id: string }; status: string }) => s.plan._id === 'basic' && s.status === 'active'),
      'no Basic plan without payment',
    );

    await t.test('the status page of the declined order offers another card', async (t) => {
      await open(page, base, `/private/check-order-status/${declinedId}`);
      await page.getByRole('heading', { name: de('billing.status.failed') }).waitFor();
      await page.getByRole('link', { name: de('billing.status.tryAnotherCard') }).click();
      await page.waitForURL(`${base}/private/order/${declinedId}`);
      await page.getByRole('button', { name: de('billing.order.startAgain') }).waitFor();
      t.pass('back on the order page, with a way to order again');
    });

    await t.test("another user's order is not found, not shown", async (t) => {
      const other = await openPage(env().browser);
      t.teardown(() => other.context.close());
      const stranger = await createAccount(stack, 'billing-stranger', { plan: 'legacy-free' });
      await signInUi(other.page, base, stranger.email, stranger.password);
      t.equal(await open(other.page, base, `/private/order/${declinedId}`), 404);
      t.equal(await open(other.page, base, `/private/check-order-status/${declinedId}`), 404);
      t.equal(await other.page.locator('.card-form').count(), 0);
    });

    await t.test('a new order with 3184: the bank asks, the user confirms, the plan is paid', async (t) => {
      await page.getByRole('button', { name: de('billing.order.startAgain') }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/private/order/') && !u.pathname.endsWith(declinedId));
      const newId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await page.locator('.card-form').waitFor();
      await payWithCard(page, '4000 0027 6000 3184');
      const step = page.getByRole('heading', { name: de('billing.authenticate.title') });
      await step.waitFor();
      t.equal(await page.evaluate(() => document.activeElement?.id), 'authenticate-title', 'the question takes the focus');
      await page.getByRole('button', { name: de('billing.authenticate.confirm') }).click();
      await page.waitForURL(`${base}/private/check-order-status/${newId}`);
      await page.getByRole('heading', { name: de('billing.status.paid') }).waitFor();
      const paid = await call(stack.api, 'GET', `/api/billing/orders/${newId}`, undefined, account.token);
      t.match(paid.body.order, { status: 'paid', currency: 'eur', amount: 990 });
      const unexpected = problems.filter((p) => !/status of 4\d\d/.test(p));
      t.same(unexpected, [], 'no console errors, page errors or hydration warnings');
    });
  });

  t.test('a published estate is promoted for 7 days with 4242 and found among the top offers', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    const base = env().stack.gatewayUrl;
    const stack = env().stack;
    const account = await createAccount(stack, 'billing-promote', { plan: 'legacy-free' });
    const title = `Promoted loft ${Date.now().toString(36)}`;
    const price = 100000 + Math.floor(Math.random() * 800000);
    const made = await call(
      stack.api,
      'POST',
      '/api/estate',
      {
        dealType: 'sale',
        estateType: 'apartment',
        title: { en: title },
        price,
        currency: 'eur',
        geoData: { countryCode: 'PT', city: 'Lisboa' },
        livingSpace: 70,
        rooms: 3,
        status: 'published',
      },
      account.token,
    );
    t.equal(made.status, 201);
    const aliasId: string = made.body.aliasId;
    const search = `/search/PT?price_gte=${price}&price_lte=${price}`;

    await open(page, base, search);
    await page.getByText(title).first().waitFor();
    t.equal(await page.locator('.search-results__top').getByText(title).count(), 0, 'not a top offer before');

    await signInUi(page, base, account.email, account.password, '/private/myestates');
    await page.waitForURL(`${base}/private/myestates`);
    await page.getByRole('button', { name: en('myEstates.promote.named', { title }) }).click();
    const dialog = page.getByRole('dialog', { name: en('billing.promote.title') });
    await dialog.waitFor();
    t.ok(await dialog.getByLabel(en('billing.promote.daysOption_other', { count: 7 })).isChecked(), '7 days by default');
    t.equal(await dialog.getByText(en('billing.promote.byCard')).count(), 0, 'the free plan has no credit to offer');
    t.same(await seriousViolations(page), [], 'axe: nothing serious with the dialog open');
    await dialog.getByRole('button', { name: en('billing.promote.toPayment') }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/private/order/') && u.searchParams.get('kind') === 'product');
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    t.match(await page.locator('.order-summary__what').textContent(), en('billing.order.topOffer_other', { count: 7, listing: aliasId }));
    t.match(await page.locator('.order-summary__amount').textContent(), '€');

    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(`${base}/private/check-product-order-status/${encodeURIComponent(orderId)}`);
    await page.getByRole('heading', { name: en('billing.status.paid') }).waitFor();
    t.match(await page.locator('.order-status').textContent(), en('billing.status.topOfferActive_other', { count: 7 }));
    await page.getByRole('link', { name: en('billing.status.backToMyEstates') }).click();
    await page.waitForURL(`${base}/private/myestates`);
    const row = page.locator(`.my-estate[data-alias="${aliasId}"]`);
    await row.locator('.status-pill--top-offer').waitFor();
    t.pass('my listings mark it as a top offer');

    await open(page, base, search);
    await page.locator('.search-results__top').getByText(title).first().waitFor();
    t.pass('found among the top offers of the search');
    const estate = await call(stack.api, 'GET', `/api/estate/${aliasId}`);
    t.equal(estate.body.isTopOffer, true);
    const until = Date.parse(estate.body.topOfferUntil);
    t.ok(until > Date.now() + 6 * 86_400_000 && until <= Date.now() + 7 * 86_400_000 + 60_000, 'for 7 days');
    t.same(problems, [], 'no console errors, page errors or hydration warnings');
  });
}
