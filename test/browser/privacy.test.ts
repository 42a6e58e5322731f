// Privacy in a real browser (issue 22): a first visit gets the consent banner and no analytics
// request; a refusal is remembered in the consent cookie and "Privacy settings" opens the banner
// again. On /private the user finds "Download my data" and deletes the account: a wrong password
// is shown beside the field, the right one after the confirmation signs out and lands home with a
// notice.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { startStack } from '../helpers/stack.ts';
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

  t.test('a German visitor refuses: nothing reaches the analytics host; accepts in the settings: the page view is sent', async (t) => {
    const { browser } = env();
    // a site with an analytics property, as production has; the tag manager is answered here, never the network
    const stack = await startStack({ env: { ANALYTICS_ID_COM: 'G-TEST123' } });
    t.teardown(() => stack.close());
    const { page, context, problems } = await openPage(browser, { consent: null, locale: 'de-DE' });
    const analyticsRequests: string[] = [];
    let analyticsSeen: () => void = () => {};
    const firstAnalyticsRequest = new Promise<void>((resolve) => (analyticsSeen = resolve));
    await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      analyticsRequests.push(route.request().url());
      analyticsSeen();
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* tag manager stand-in */' });
    });
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry) as unknown[])
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await open(page, stack.gatewayUrl, '/?lng=de');
    t.equal(await page.locator('script[src*="googletagmanager"]').count(), 0, 'no tag manager script in the served page');
    const banner = page.getByRole('region', { name: 'Cookies für Statistik' });
    await banner.waitFor();
    await banner.getByText('Einzelheiten nach Zweck').click();
    await banner.getByText('Statistik (nur mit Ihrer Einwilligung)').waitFor();
    t.pass('the banner explains each purpose');
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await banner.waitFor({ state: 'detached' });
    await page
      .getByRole('link', { name: /Suche|Immobilien/ })
      .first()
      .click();
    await page.waitForLoadState('networkidle');
    t.same(analyticsRequests, [], 'refused: no request reached the analytics host');
    t.same(await pageViews(), [], 'refused: no page view in the data layer');

    await page.getByRole('button', { name: 'Datenschutzeinstellungen' }).click();
    await page.getByRole('region', { name: 'Cookies für Statistik' }).getByRole('button', { name: 'Akzeptieren' }).click();
    await page.waitForFunction(() => document.querySelector('script[src*="googletagmanager"]') !== null);
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length > 0);
    const here = await page.evaluate(() => location.pathname + location.search);
    t.same(await pageViews(), [here], 'accepted: the page on screen is counted');
    await Promise.race([firstAnalyticsRequest, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    t.ok(
      analyticsRequests.some((u) => u.includes('id=G-TEST123')),
      'the tag manager loads after the yes',
    );
    t.match(await page.evaluate(() => document.cookie), /consent=analytics/, 'the yes is remembered');
    await page.getByRole('link', { name: 'Datenschutzerklärung' }).first().click();
    await page.waitForURL(/privacy-policy/);
    await page.waitForFunction(() => location.pathname.includes('privacy-policy'));
    await page.waitForFunction(
      (n) => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter((e) => e[0] === 'event' && e[1] === 'page_view').length > n,
      1,
    );
    t.equal((await pageViews()).length, 2, 'the next page is counted too');
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
