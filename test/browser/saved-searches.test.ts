// Saved searches in a real browser (issue 15, item 4): a visitor on a search page is asked to sign in
// and comes back to the same search, saves it with a name and a frequency, and finds it at
// /private/saved-searches, where it is paused, renamed and deleted; an unsubscribe link that is not
// valid says so without an error page.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, seriousViolations, useEnv } from './public-helpers.ts';
import { createAccount, createEstate, open } from './private-helpers.ts';
import { outbox } from '../helpers/api.ts';
import { runSavedSearchAlerts } from '../../api/savedSearches/alerts.ts';
import type { SavedSearchList } from '../../shared/contract/saved-searches.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('save a search from the search page and find it at /private/saved-searches', async (t) => {
    const { stack, browser } = env();
    // no plan: a buyer keeps saved searches too
    const account = await createAccount(stack, 'saved');
    const { page, context, problems } = await openPage(browser);
    const searchPath = '/search/ES?dealType=sale';
    await open(page, stack.gatewayUrl, `${searchPath}&lng=en`);
    await page.getByRole('link', { name: 'Sign in to save this search' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=/);
    await page.locator('.auth-form input[name=email]').fill(account.email);
    await page.locator('.auth-form input[name=password]').fill(account.password);
    await page.locator('.auth-form button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/search/ES' && u.searchParams.get('dealType') === 'sale');
    t.pass('back on the same search after signing in');

    const toggle = page.getByRole('button', { name: 'Save this search' });
    await toggle.click();
    t.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the form opens');
    t.same(await seriousViolations(page), [], 'axe: nothing serious with the form open');
    const name = page.getByRole('textbox', { name: /^Name/ });
    t.equal(await name.inputValue(), 'Spain', 'a name is suggested');
    await name.fill('');
    await page.getByRole('button', { name: 'Save search' }).click();
    t.equal(await name.getAttribute('aria-invalid'), 'true', 'an empty name is refused beside the field');
    await name.fill('Sales in Spain');
    await page.getByRole('combobox', { name: /E-mail alerts/ }).selectOption('weekly');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('status').filter({ hasText: '“Sales in Spain” is saved' }).waitFor();
    t.pass('saved, and said so');

    await page.getByRole('link', { name: 'Manage saved searches' }).click();
    await page.waitForURL(/\/private\/saved-searches$/);
    const item = page.locator('.saved-search').filter({ hasText: 'Sales in Spain' });
    await item.waitFor();
    t.equal(await item.getByRole('link', { name: 'Sales in Spain' }).getAttribute('href'), searchPath, 'it links the search');
    t.equal(await item.getByRole('combobox', { name: 'E-mail alerts' }).inputValue(), 'weekly', 'with its frequency');
    t.match(await item.textContent(), /Alerts on/);
    t.same(await seriousViolations(page), [], 'axe: nothing serious on the list');

    await item.getByRole('button', { name: 'Pause alerts' }).click();
    await item.getByRole('button', { name: 'Resume alerts' }).waitFor();
    t.match(await item.textContent(), /Paused/, 'paused');
    await item.getByRole('textbox', { name: 'Name' }).fill('Spanish sales');
    await item.getByRole('button', { name: 'Rename' }).click();
    await page.locator('.saved-search').filter({ hasText: 'Spanish sales' }).getByRole('link', { name: 'Spanish sales' }).waitFor();
    const stored = (await (
      await fetch(`${stack.apiUrl}/api/saved-searches`, { headers: { authorization: `Bearer ${account.token}` } })
    ).json()) as SavedSearchList;
    t.match(stored.values, [{ name: 'Spanish sales', query: 'geoData.countryCode=ES&dealType=sale', frequency: 'weekly', enabled: false }]);

    // after a reload (server-rendered) it is still there
    await open(page, stack.gatewayUrl, '/private/saved-searches');
    const again = page.locator('.saved-search').filter({ hasText: 'Spanish sales' });
    await again.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You have no saved searches yet', { exact: false }).waitFor();
    t.pass('deleted: the empty state shows');

    await open(page, stack.gatewayUrl, '/saved-searches/unsubscribe?token=forged.token');
    await page.getByRole('alert').filter({ hasText: 'This link is not valid' }).waitFor();
    t.pass('a forged unsubscribe link says it is not valid');
    t.same(problems, [], 'no console errors or hydration warnings');
    await context.close();
  });

  t.test('the unsubscribe link of an alert mail stops its alerts without signing in', async (t) => {
    const { stack, browser } = env();
    const buyer = await createAccount(stack, 'unsub');
    const seller = await createAccount(stack, 'unsubseller', { plan: 'legacy-free' });
    const saved = await fetch(`${stack.apiUrl}/api/saved-searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ name: 'Lisbon flats', query: 'geoData.countryCode=PT', frequency: 'instant' }),
    });
    t.equal(saved.status, 201);
    t.equal((await createEstate(stack, seller.token, 'Flat by the river')).status, 201);
    await runSavedSearchAlerts(stack.api.app, { now: new Date(Date.now() + 1000) });
    const mail = (await outbox(stack.api)).find((m) => m.to === buyer.email);
    const link = /\/saved-searches\/unsubscribe\?token=[^\s&]+/.exec(mail?.text ?? '')?.[0];
    t.ok(link, 'the alert mail links the unsubscribe page');

    const { page, context, problems } = await openPage(browser);
    await open(page, stack.gatewayUrl, `${link}&lng=en`);
    await page.getByText('Stop the e-mail alerts of your saved search “Lisbon flats”?').waitFor();
    t.same(await seriousViolations(page), [], 'axe: nothing serious on the unsubscribe page');
    await page.getByRole('button', { name: 'Stop alerts' }).click();
    await page.getByRole('status').filter({ hasText: 'The alerts of “Lisbon flats” are stopped' }).waitFor();
    const stored = (await (
      await fetch(`${stack.apiUrl}/api/saved-searches`, { headers: { authorization: `Bearer ${buyer.token}` } })
    ).json()) as SavedSearchList;
    t.equal(stored.values[0]?.enabled, false, 'its alerts are off');
    await open(page, stack.gatewayUrl, `${link}&lng=en`);
    await page.getByRole('status').filter({ hasText: 'already stopped' }).waitFor();
    t.pass('opened again, the page says so');

    // a mail client's one-click POST through the gateway: form-encoded, no cookie, no Origin
    const id = stored.values[0]!.id;
    await fetch(`${stack.apiUrl}/api/saved-searches/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ enabled: true }),
    });
    const oneClick = await fetch(`${stack.gatewayUrl}${link}`.replace('/saved-searches/', '/api/saved-searches/'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    t.equal(oneClick.status, 200, 'the one-click POST passes the gateway');
    t.match(await oneClick.json(), { name: 'Lisbon flats', enabled: false });
    t.same(problems, [], 'no console errors or hydration warnings');
    await context.close();
  });
}
