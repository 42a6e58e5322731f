// Listings side by side as a visitor uses them (issue 26, item 4): "Compare" on two search cards and on
// an estate page collects three listings (kept in this browser), the bar counts them and opens
// /compare with three columns and the differing rows marked; taking one out changes the URL and the
// browser's list; with four chosen, a fifth asks in a modal dialog which one to drop, and the choice
// holds. No console errors or hydration warnings, and axe finds no serious violation on the page.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { open } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('three listings side by side, and a fifth asks which to drop', async (t) => {
    const { stack, browser } = env();
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    const stored = () => page.evaluate(() => (JSON.parse(localStorage.getItem('compare') ?? '[]') as { aliasId: string }[]).map((e) => e.aliasId));
    const bar = page.locator('.compare-bar__link');
    const cards = page.locator('.search-results__list article.estate-card');
    const aliasOf = async (i: number) =>
      decodeURIComponent((await cards.nth(i).locator('a.estate-card__link').getAttribute('href'))!.replace('/estate/', ''));
    const toggleOf = (i: number) => cards.nth(i).getByRole('button', { name: text('en', 'compareToggle.add') });

    t.equal(await open(page, stack.gatewayUrl, '/search?lng=en'), 200);
    t.equal(await bar.count(), 0, 'no bar before anything is chosen');
    const [a, b, c] = [await aliasOf(0), await aliasOf(1), await aliasOf(2)];
    await toggleOf(0).click();
    await toggleOf(1).click();
    t.equal(await toggleOf(0).getAttribute('aria-pressed'), 'true', 'a chosen card’s toggle is pressed');
    await bar.filter({ hasText: 'Compare 2 listings' }).waitFor();
    t.same(await stored(), [a, b], 'kept in the browser');

    // the third from its own page
    await open(page, stack.gatewayUrl, `/estate/${c}?lng=en`);
    const pageToggle = page.locator('.estate-view__price').getByRole('button', { name: text('en', 'compareToggle.add') });
    await pageToggle.click();
    t.equal(await pageToggle.getAttribute('aria-pressed'), 'true');
    await bar.filter({ hasText: 'Compare 3 listings' }).click();
    await page.waitForURL((u) => u.pathname === '/compare');
    t.same(new URL(page.url()).searchParams.get('ids')?.split(','), [a, b, c], 'the URL names the three');
    const columns = page.locator('th.compare-table__listing');
    await columns.nth(2).waitFor();
    t.equal(await columns.count(), 3, 'three columns');
    t.ok(await page.locator('tr[data-row="price"]').count(), 'a price row');
    t.ok((await page.locator('tr.compare-row--differs').count()) >= 1, 'rows where they differ are marked');
    t.match(await page.locator('tr.compare-row--differs th').first().textContent(), /differs/, 'in words too');
    t.equal(await bar.count(), 0, 'no bar on the compare page itself');
    t.same(await seriousViolations(page), [], 'no serious accessibility violation');

    // taking one out: the URL and the browser's list follow
    await columns
      .nth(1)
      .getByRole('button', { name: /Remove/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('ids') === `${a},${c}`);
    await page.locator('th.compare-table__listing').nth(1).waitFor();
    t.equal(await page.locator('th.compare-table__listing').count(), 2, 'two columns left');
    t.same(await stored(), [a, c]);

    // four chosen, then a fifth
    await open(page, stack.gatewayUrl, '/search?lng=en');
    const [d, e] = [await aliasOf(3), await aliasOf(4)];
    await toggleOf(1).click();
    await toggleOf(3).click();
    await bar.filter({ hasText: 'Compare 4 listings' }).waitFor();
    await toggleOf(4).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'compareToggle.fullTitle', { count: 4 }) });
    await dialog.waitFor();
    t.equal(await dialog.getByRole('button').count(), 5, 'one choice per listing, and cancel');
    t.same(await stored(), [a, c, b, d], 'nothing changes while it asks');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    t.same(await stored(), [a, c, b, d], 'Escape keeps the four');
    t.equal(await toggleOf(4).getAttribute('aria-pressed'), 'false');

    await toggleOf(4).click();
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /^Take out/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    t.same(await stored(), [c, b, d, e], 'the first taken out, the fifth in its place');
    t.equal(await toggleOf(4).getAttribute('aria-pressed'), 'true');
    t.equal(await toggleOf(0).getAttribute('aria-pressed'), 'false');
    t.same(problems, [], 'no console errors or hydration warnings');
  });
}
