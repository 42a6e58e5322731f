// The estate search in a real browser against the whole stack: filters change the URL and the
// results without a reload, pagination is made of real links, back restores the previous results,
// a shared URL opens the same search, the currency switch reprices every card, the language switch
// keeps the search, and axe finds nothing serious.
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../helpers/browser.ts';
import { fitsViewport, hydrated, instrument, mark, marked, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  /** The listings shown (their links), once the results are loaded. */
  async function results(page: Page): Promise<string[]> {
    await page.locator('.search-results[data-status="success"]').waitFor();
    return page.locator('.search-results__list a.estate-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }

  /** Does `action`, then waits for the api search it causes (`check` on its query) and its results. */
  async function searched(page: Page, check: (q: URLSearchParams) => boolean, action: () => Promise<unknown>): Promise<string[]> {
    const answered = page.waitForResponse((r) => {
      const u = new URL(r.url());
      return u.pathname === '/api/estate/search' && check(u.searchParams);
    });
    await action();
    await answered;
    await page.waitForFunction(() => document.querySelector('.search-results')?.getAttribute('data-status') === 'success');
    return results(page);
  }

  const cardsWithoutCurrency = (page: Page, sign: string) =>
    page
      .locator('.search-results .estate-card__price')
      .evaluateAll((prices, s) => prices.filter((p) => !(p.textContent ?? '').includes(s)).map((p) => p.textContent), sign);

  t.test('filters, pagination, back and a shared link: the URL is the search', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    const base = env().stack.gatewayUrl;
    const res = await page.goto(`${base}/search`);
    t.equal(res?.status(), 200);
    await hydrated(page);
    const all = await results(page);
    t.equal(all.length, 12, 'a full first page');
    const top = await page.locator('.search-results__top a.estate-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    t.ok(top.length > 0, 'top offers are shown');
    t.notOk(
      top.some((h) => all.includes(h ?? '')),
      'apart from the other listings, none twice',
    );
    await mark(page);

    await searched(
      page,
      (q) => q.get('dealType') === 'sale',
      () => page.getByLabel(text('en', 'estate.field.dealType'), { exact: true }).selectOption('sale'),
    );
    t.equal(new URL(page.url()).searchParams.get('dealType'), 'sale', 'the URL holds the filter');
    const kinds = await page.locator('.search-results__list .estate-card__kind').allTextContents();
    t.ok(kinds.length > 0 && kinds.every((k) => k.includes(text('en', 'estate.dealType.sale'))), 'only listings for sale');

    const livingTo = page.getByLabel(text('en', 'search.range.toOf', { field: text('en', 'estate.field.livingSpace') }));
    const page1 = await searched(
      page,
      (q) => q.get('livingSpace_lte') === '150',
      async () => {
        await livingTo.fill('150');
        await livingTo.press('Enter');
      },
    );
    t.equal(new URL(page.url()).search, '?dealType=sale&livingSpace_lte=150');
    t.notSame(page1, all.slice(0, page1.length), 'the results changed');
    t.ok(await marked(page), 'filters changed without a reload');

    const next = page.locator('.pagination a[rel="next"]');
    t.equal(await next.getAttribute('href'), '/search?dealType=sale&livingSpace_lte=150&page=2', 'pages are real links');
    const page2 = await searched(
      page,
      (q) => q.get('page') === '2',
      () => next.click(),
    );
    t.equal(new URL(page.url()).searchParams.get('page'), '2');
    t.equal(await page.locator('.pagination [aria-current="page"]').textContent(), '2');
    t.ok(page2.length > 0, 'page 2 has listings');
    t.notSame(page2, page1, 'page 2 shows other listings');

    const back = await searched(
      page,
      (q) => !q.has('page') && q.get('livingSpace_lte') === '150',
      () => page.goBack(),
    );
    t.same(back, page1, 'back restores the previous results');
    t.equal(await livingTo.inputValue(), '150', 'and the filters');
    t.ok(await marked(page), 'no reload on the way');

    const shared = await context.newPage();
    await shared.goto(`${base}/search?dealType=sale&livingSpace_lte=150&page=2`);
    t.same(await results(shared), page2, 'the shared URL opens the same search');
    t.equal(await shared.getByLabel(text('en', 'estate.field.dealType'), { exact: true }).inputValue(), 'sale');
    await screenshot(page, 'public-search-en');
    t.same(problems, [], 'no console errors or hydration warnings');
  });

  t.test('a country search: path country, banner, facet filters labelled from locales', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    const res = await page.goto(`${env().stack.gatewayUrl}/search/ES`);
    t.equal(res?.status(), 200);
    await hydrated(page);
    t.equal(await page.locator('h1').textContent(), text('en', 'search.titleIn', { country: 'Spain' }));
    await page.locator('.country-banner').waitFor();
    const places = await page.locator('.search-results .estate-card__place').allTextContents();
    t.ok(places.length > 0 && places.every((p) => p.startsWith('Spain')), 'every listing is in Spain');

    // the server wrote the chosen country alone; the app brings the whole list, the choice kept
    const country = page.getByLabel(text('en', 'search.fields.country'), { exact: true });
    t.equal(await country.inputValue(), 'ES', 'the path country is chosen');
    t.ok((await country.locator('option').count()) > 200, 'every country is offered once the app runs');
    // a closed group's boxes are rendered when it opens
    t.equal(await page.getByRole('checkbox', { name: text('en', 'estate.estateType.villa') }).count(), 0, 'no type boxes while closed');
    await page.locator('summary', { hasText: text('en', 'estate.field.estateType') }).click();
    await page.getByRole('checkbox', { name: text('en', 'estate.estateType.villa') }).waitFor();

    await page.getByText(text('en', 'search.panel.more')).click();
    const pool = page.getByRole('checkbox', { name: text('en', 'estate.comfort.pool') });
    await searched(
      page,
      (q) => q.get('comfort') === 'pool' && q.get('geoData.countryCode') === 'ES',
      () => pool.click(),
    );
    t.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/search/ES?comfort=pool');
    t.ok(await pool.isChecked(), 'the box shows the filter');
    t.same(problems, []);
  });

  t.test('the currency switch reprices every card; the language switch keeps the search', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${env().stack.gatewayUrl}/search?dealType=sale`);
    await hydrated(page);
    const titles = await results(page);
    await mark(page);

    await page.locator('main').getByLabel(text('en', 'search.fields.currency'), { exact: true }).selectOption('usd');
    await page.waitForURL((u) => u.searchParams.get('currency') === 'usd');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.search-results .estate-card__price')].every((p) => p.textContent?.includes('$')),
    );
    t.same(await cardsWithoutCurrency(page, '$'), [], 'every price is shown in dollars');
    t.equal((await context.cookies()).find((c) => c.name === 'currency')?.value, 'usd', 'the choice is kept');

    const inGerman = await searched(
      page,
      (q) => q.get('lang') === 'de',
      () => page.locator('.site-header__wide .language-selector__select').selectOption('de'),
    );
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.locator('h1', { hasText: text('de', 'search.title') }).waitFor();
    t.equal(new URL(page.url()).searchParams.get('dealType'), 'sale', 'same search');
    t.same(inGerman, titles, 'same listings');
    t.same(await cardsWithoutCurrency(page, '$'), [], 'still in dollars');
    t.ok(await marked(page), 'no reload');

    await page.reload();
    await hydrated(page);
    t.same(await cardsWithoutCurrency(page, '$'), [], 'the server renders the chosen currency next time');
    t.same(problems, []);
  });

  t.test('accessibility and small screens', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${env().stack.gatewayUrl}/search/ES?lng=en`);
    await hydrated(page);
    await results(page);
    t.same(await seriousViolations(page), [], 'axe: no serious or critical violations (desktop)');

    await page.setViewportSize({ width: 360, height: 780 });
    t.ok(await fitsViewport(page), 'nothing wider than 360 px');
    const toggle = page.getByRole('button', { name: text('en', 'search.panel.toggle') });
    t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'filters folded away on a phone');
    await toggle.click();
    await page.getByLabel(text('en', 'estate.field.dealType'), { exact: true }).waitFor();
    t.same(await seriousViolations(page), [], 'axe: no serious or critical violations (phone, filters open)');
    await screenshot(page, 'public-search-360');
    t.same(problems, []);
  });
}
