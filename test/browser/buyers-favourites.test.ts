// Favourites in a real browser (issue 15, item 3): a visitor hearts a listing on the search page, the
// heart survives a reload (kept in the browser), and after signing in the listing is in the
// account's /private/favourites; taking the heart off there removes it.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, useEnv } from './public-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('a visitor hearts a listing and finds it after signing in', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'fav', { plan: 'legacy-free' });
    const { page, context, problems } = await openPage(browser);
    await open(page, stack.gatewayUrl, '/search?lng=en');
    const card = page.locator('.search-results__list .estate-card').first();
    const href = (await card.locator('a.estate-card__link').getAttribute('href'))!;
    const heart = card.getByRole('button', { name: 'Save to favourites' });
    t.equal(await heart.getAttribute('aria-pressed'), 'false', 'not saved yet');
    await heart.click();
    t.equal(await heart.getAttribute('aria-pressed'), 'true', 'the heart fills at once');

    await open(page, stack.gatewayUrl, '/search?lng=en');
    const again = page.locator(`.estate-card:has(a[href="${href}"]) .heart-button`).first();
    await page.waitForFunction(
      (h) => document.querySelector(`.estate-card:has(a[href="${h}"]) .heart-button`)?.getAttribute('aria-pressed') === 'true',
      href,
    );
    t.equal(await again.getAttribute('aria-pressed'), 'true', 'kept in the browser across a reload');

    await signInUi(page, stack.gatewayUrl, account.email, account.password, '/private/favourites');
    await page.waitForURL(/\/private\/favourites/);
    await page.locator(`.estate-grid a[href="${href}"], a.estate-card__link[href="${href}"]`).first().waitFor();
    t.pass('the visitor\u2019s favourite is in the account after signing in');
    t.equal(await page.evaluate(() => localStorage.getItem('favourites')), null, 'and no longer kept in the browser');

    await page.locator(`.estate-card:has(a[href="${href}"]) .heart-button`).click();
    await page.waitForFunction((h) => !document.querySelector(`a.estate-card__link[href="${h}"]`), href);
    t.pass('taking the heart off removes it from the page');
    const ids = await (await fetch(`${stack.apiUrl}/api/favourites/ids`, { headers: { authorization: `Bearer ${account.token}` } })).json();
    t.same(ids, { aliasIds: [] }, 'and from the account');
    t.same(problems, [], 'no console errors or hydration warnings');
    await context.close();
  });

  t.test('a signed-in user hearts a listing on its page and finds it in /private/favourites', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'favsigned', { plan: 'legacy-free' });
    const { page, context, problems } = await openPage(browser);
    await signInUi(page, stack.gatewayUrl, account.email, account.password, '/search?lng=en');
    await page.waitForURL(/\/search/);
    const href = (await page.locator('.search-results__list a.estate-card__link').first().getAttribute('href'))!;
    await open(page, stack.gatewayUrl, `${href}?lng=en`);
    const heart = page.locator('.heart-button--page');
    t.equal(await heart.getAttribute('aria-pressed'), 'false', 'not saved yet');
    const saved = page.waitForResponse((r) => r.url().includes('/api/favourites/') && r.request().method() === 'PUT');
    await heart.click();
    const answer = await saved;
    t.ok(answer.ok(), `the heart is saved in the account (PUT answered ${answer.status()})`);
    t.equal(await heart.getAttribute('aria-pressed'), 'true', 'and stays filled');

    await open(page, stack.gatewayUrl, '/private/favourites?lng=en');
    await page.locator(`main a.estate-card__link[href="${href}"]`).first().waitFor();
    t.pass('the listing is on the favourites page');
    const ids = await (await fetch(`${stack.apiUrl}/api/favourites/ids`, { headers: { authorization: `Bearer ${account.token}` } })).json();
    t.same(ids, { aliasIds: [href.replace('/estate/', '')] }, 'and in the account');
    t.same(problems, [], 'no console errors or hydration warnings');
    await context.close();
  });
}
