// Listing statistics in Chromium (issue 24, item 1): three visitors (distinct user agents), the
// owner and a bot open a listing's page; a visitor sends an enquiry; the owner opens the listing's
// statistics from My listings and the screen shows 3 views and 1 contact, with the chart drawn. A
// visitor who reaches a listing by client-side navigation from the search (no page load) sends the
// view beacon too, and is counted once however often they come back that day.
import t, { type Test } from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from '../integration/api-estates-fixtures.ts';
import { hydrated, instrument, mark, marked, missingPrerequisite } from './public-helpers.ts';

const UA = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.${n} Safari/537.36`;

/** A product counting views within 0.1 s, a browser, and an owner with one listing; closed with the test. */
async function ownerWithListing(t: Test) {
  const stack = await startStack({ estates: 0, api: { config: { stats: { flushMs: 100, flushSize: 1000 } } } });
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await stack.close();
  });
  const owner = await newUser(stack.api);
  const flat = (await call(stack.api, 'POST', '/api/estate', estateBody(), owner.token)).body as { aliasId: string };
  return { stack, browser, gw: stack.gatewayUrl, owner, flat };
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  t.test('three visitors, the owner and a bot: the owner sees 3 views and the lead', async (t) => {
    const { browser, gw, owner, flat } = await ownerWithListing(t);

    const visit = async (userAgent: string, cookie?: string) => {
      const context = await browser.newContext({ userAgent, locale: 'en-GB' });
      if (cookie) await context.addCookies([{ name: 'sid', value: cookie, url: gw }]);
      const page = await context.newPage();
      const beacon = page.waitForResponse((r) => r.url().endsWith(`/api/estate/${flat.aliasId}/view`));
      await page.goto(`${gw}/estate/${flat.aliasId}?lng=en`);
      t.equal((await beacon).status(), 204, `the page sent its view (${userAgent.slice(0, 40)})`);
      return { context, page };
    };
    for (const n of [1, 2, 3]) await (await visit(UA(n))).context.close();
    await (await visit('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).context.close();

    const lead = await fetch(`${gw}/api/estate/${flat.aliasId}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.org', message: 'Still available?', language: 'en' }),
    });
    t.equal(lead.status, 201, 'a visitor sends an enquiry');

    // the owner: signed in through the gateway, views their own listing, then its statistics
    const signIn = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify({ email: owner.email, password: 'correct-horse-battery-42' }),
    });
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(signIn.headers.getSetCookie().join('; '))?.[1];
    t.ok(sid, 'the owner is signed in');
    const { context, page } = await visit(UA(4), sid);
    t.teardown(() => context.close());
    await page.goto(`${gw}/private/myestates?lng=en`);
    await page
      .getByRole('link', { name: /^Statistics of/ })
      .first()
      .click();
    await page.waitForURL(`**/private/stats/${flat.aliasId}`);
    // the counter writes every 100 ms: reload until the numbers are there
    const views = page.locator('.stats-totals [data-count="views"] strong');
    for (let i = 0; i < 50 && (await views.textContent().catch(() => null)) !== '3'; i++) {
      await page.reload();
      await views.waitFor();
    }
    t.equal(await views.textContent(), '3', 'three views: not the owner, not the bot');
    t.equal(await page.locator('.stats-totals [data-count="contacts"] strong').textContent(), '1', 'the lead is a contact');
    await page.locator('.stats-chart canvas').first().waitFor();
    t.pass('the chart is drawn');
    t.equal(await page.locator('.stats-table tbody tr').count(), 30, 'the table: the last 30 days');
  });

  t.test('client-side navigation from the search to a listing counts one view', async (t) => {
    const { stack, browser, gw, owner, flat } = await ownerWithListing(t);
    const today = new Date().toISOString().slice(0, 10);
    const totals = async () =>
      (await call(stack.api, 'GET', `/api/estate/${flat.aliasId}/stats?from=${today}&to=${today}`, undefined, owner.token)).body.totals as {
        views: number;
        impressions: number;
      };
    t.equal((await totals()).views, 0, 'no views yet');

    const context = await browser.newContext({ userAgent: UA(7), locale: 'en-GB' });
    t.teardown(() => context.close());
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/view')) beacons.push(new URL(r.url()).pathname);
    });
    await instrument(page);
    await page.goto(`${gw}/search?lng=en`);
    await hydrated(page);
    await mark(page);
    t.same(beacons, [], 'the search page sends no view');
    const cardLink = page.locator(`main a[href*="/estate/${flat.aliasId}"]`).first();
    const first = page.waitForResponse((r) => r.url().endsWith(`/api/estate/${flat.aliasId}/view`));
    await cardLink.click();
    await page.waitForURL(`**/estate/${flat.aliasId}**`);
    await page.locator('.estate-view__updated').waitFor();
    t.equal((await first).status(), 204, 'the view beacon after client-side navigation');
    t.ok(await marked(page), 'no page load: the app navigated');
    t.same(beacons, [`/api/estate/${flat.aliasId}/view`], 'one beacon for one showing');

    // back to the search and to the listing again: a second beacon, the same visitor, the same day
    const second = page.waitForResponse((r) => r.url().endsWith(`/api/estate/${flat.aliasId}/view`));
    await page.goBack();
    await page.waitForURL('**/search**');
    await cardLink.click();
    await page.waitForURL(`**/estate/${flat.aliasId}**`);
    t.equal((await second).status(), 204);
    t.ok(await marked(page), 'still no page load');
    t.equal(beacons.length, 2, 'each showing sends its beacon');

    // the counter writes every 100 ms
    let views = 0;
    for (let i = 0; i < 50 && views < 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      views = (await totals()).views;
    }
    await new Promise((r) => setTimeout(r, 500));
    const after = await totals();
    t.equal(after.views, 1, 'counted once: one visitor, one day');
    t.ok(after.impressions >= 1, 'the search showed it: an impression');
  });
}
