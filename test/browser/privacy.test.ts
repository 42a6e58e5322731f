// Privacy in a real browser (issue 22): a first visit gets the consent banner and no analytics
// request; a refusal is remembered in the consent cookie and "Privacy settings" opens the banner
// again. On /private the user finds "Download my data" and deletes the account: a wrong password
// is shown beside the field, the right one after the confirmation signs out and lands home with a
// notice.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, useEnv } from './public-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('the consent banner asks first, and the footer opens it again', async (t) => {
    const { stack, browser } = env();
    const { page, context, problems } = await openPage(browser, { consent: null });
    const gtag: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('googletagmanager')) gtag.push(r.url());
    });
    await open(page, stack.gatewayUrl, '/?lng=en');
    const banner = page.getByRole('region', { name: 'Analytics cookies' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Refuse' }).click();
    await banner.waitFor({ state: 'detached' });
    t.match(await page.evaluate(() => document.cookie), /consent=none/, 'the refusal is remembered');
    await open(page, stack.gatewayUrl, '/?lng=en');
    t.equal(await page.getByRole('region', { name: 'Analytics cookies' }).count(), 0, 'not asked again');
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await page.getByRole('region', { name: 'Analytics cookies' }).waitFor();
    t.pass('the footer opens it again');
    t.same(gtag, [], 'no analytics request');
    t.same(problems, []);
    await context.close();
  });

  t.test('download my data, and delete the account', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'erase', { plan: 'legacy-free' });
    const { page, context, problems } = await openPage(browser);
    await signInUi(page, stack.gatewayUrl, account.email, account.password, '/private');
    await page.waitForURL(/\/private$/);
    const download = page.getByRole('link', { name: 'Download my data' });
    t.equal(await download.getAttribute('href'), '/api/user/current/export');

    const password = page.getByLabel('Your password');
    await password.fill('not-my-password-1');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByText('This is not your password.').waitFor();
    t.pass('a wrong password beside the field');

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('Your account has been deleted.').waitFor();
    t.pass('home with a notice');
    const me = await page.evaluate(async () => (await fetch('/api/user/current')).status);
    t.equal(me, 401, 'signed out');
    // the browser logs the refused wrong password (400) and the check above (401); nothing else
    t.same(
      problems.filter((p) => !/status of (400|401) .*\/api\/user\/current\)/.test(p)),
      [],
    );
    await context.close();
  });
}
