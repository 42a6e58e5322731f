// "Recently viewed" in the private area (issue 20: the screen added in one feature's folder): the
// listings this browser opened, newest first, reached through the private navigation the manifests
// declare; kept across a reload, emptied by "Clear this list"; nothing of it before the browser has
// opened a listing, and the page is private (a visitor is sent to sign in).
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, useEnv } from './public-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('a signed-in buyer finds the listings they opened, newest first', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'recent');
    const { page, context, problems } = await openPage(browser);

    t.equal(await open(page, stack.gatewayUrl, '/private/recently-viewed?lng=en'), 200);
    await page.waitForURL(/\/sign-in\?returnTo=/);
    t.pass('a visitor is sent to sign in');

    await signInUi(page, stack.gatewayUrl, account.email, account.password, '/private/recently-viewed');
    await page.waitForURL(/\/private\/recently-viewed/);
    await page.getByText('You have not opened any listing in this browser yet.').waitFor();
    t.pass('an empty list says so');

    await open(page, stack.gatewayUrl, '/search?lng=en');
    const links = page.locator('.search-results__list a.estate-card__link');
    const first = (await links.nth(0).getAttribute('href'))!;
    const second = (await links.nth(1).getAttribute('href'))!;
    await links.nth(0).click(); // a client-side navigation
    await page.waitForURL((u) => u.pathname === first);
    await page.locator('.estate-view').first().waitFor();
    await open(page, stack.gatewayUrl, `${second}?lng=en`); // a first load
    await page.locator('.estate-view').first().waitFor();

    await open(page, stack.gatewayUrl, '/private?lng=en');
    await page.locator('.private-nav').getByRole('link', { name: 'Recently viewed' }).click();
    await page.waitForURL(/\/private\/recently-viewed$/);
    await page.getByRole('status').filter({ hasText: '2 listings you opened recently' }).waitFor();
    const shown = await page.locator('main .card-grid a.estate-card__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    t.same([...new Set(shown)], [second, first], 'newest first, each once');

    await page.reload();
    await page.getByRole('status').filter({ hasText: '2 listings you opened recently' }).waitFor();
    t.pass('kept across a reload');

    await page.getByRole('button', { name: 'Clear this list' }).click();
    await page.getByText('You have not opened any listing in this browser yet.').waitFor();
    t.equal(await page.evaluate(() => localStorage.getItem('recentlyViewed')), null, 'and gone from the browser');
    t.same(problems, [], 'no console errors or hydration warnings');
    await context.close();
  });
}
