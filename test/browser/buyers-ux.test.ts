// What a visitor tripped over (issue 15, item 7), checked in a real browser: the header's listing-id
// box fits its placeholder at 1366 px in every language, the currency switch is in the phone header,
// the search's price field follows the header's currency, and paging a search goes back to the top
// of the results.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('at 1366 px the listing-id box shows its whole placeholder in every language', async (t) => {
    const { stack, browser } = env();
    const { page, context } = await openPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const lng of ['en', 'de', 'es', 'ru']) {
      await page.goto(`${stack.gatewayUrl}/?lng=${lng}`, { waitUntil: 'load' });
      const fit = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('.search-by-id__input')!;
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(input.placeholder).width;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: Math.ceil(text), room: Math.floor(room), placeholder: input.placeholder };
      });
      t.ok(fit.room >= fit.text, `${lng}: "${fit.placeholder}" needs ${fit.text} px, the box has ${fit.room} px`);
    }
    await context.close();
  });

  t.test('the phone header has the currency switch, and it reprices the page', async (t) => {
    const { stack, browser } = env();
    const { page, context } = await openPage(browser);
    await page.setViewportSize({ width: 360, height: 800 });
    await instrument(page);
    await page.goto(`${stack.gatewayUrl}/?lng=de`);
    await hydrated(page);
    // on a phone the header is one bar; its menu button opens the panel with the switch (issue 21.7a)
    t.notOk(await page.locator('.site-header__currency select').isVisible(), 'not in the bar at 360 px');
    await page.locator('.site-header__menu-button').click();
    const select = page.locator('.site-header__panel-currency select');
    t.ok(await select.isVisible(), 'the switch is in the menu at 360 px');
    await select.selectOption('usd');
    await page.waitForFunction(() => [...document.querySelectorAll('.estate-card__price')].every((p) => (p.textContent ?? '').includes('$')));
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'the header still fits the screen');
    await context.close();
  });

  t.test("the search's price field follows the header's currency", async (t) => {
    const { stack, browser } = env();
    const { page, context } = await openPage(browser);
    await instrument(page);
    await context.addCookies([{ name: 'currency', value: 'rub', url: stack.gatewayUrl }]);
    await page.goto(`${stack.gatewayUrl}/search?lng=en`);
    await hydrated(page);
    const legend = () => page.locator('.search-panel fieldset legend').first().textContent();
    t.match(await legend(), '₽', 'a search without a currency in its URL is in the visitor\u2019s currency');
    t.notMatch(await legend(), '€');

    await page.goto(`${stack.gatewayUrl}/search?lng=en&price_lte=200000&currency=eur`);
    await hydrated(page);
    await page.waitForFunction(
      () =>
        document.querySelector('.site-header__currency select') &&
        (document.querySelector('.site-header__currency select') as HTMLSelectElement).value === 'eur',
    );
    t.match(await legend(), '€', 'a link naming euros shows euros');
    t.pass('and the header switches to euros with it');

    await page.locator('.site-header__currency select').selectOption('usd');
    await page.waitForURL(/currency=usd/);
    const url = new URL(page.url());
    t.not(url.searchParams.get('price_lte'), '200000', 'the price bound is re-expressed in dollars');
    t.ok(Number(url.searchParams.get('price_lte')) > 0);
    await page.waitForFunction(() => document.querySelector('.search-panel fieldset legend')?.textContent?.includes('$'));
    t.pass('the price field now says dollars');
    await context.close();
  });

  t.test('paging a search returns to the top of the results', async (t) => {
    const { stack, browser } = env();
    const { page, context } = await openPage(browser);
    await instrument(page);
    await page.goto(`${stack.gatewayUrl}/search?lng=en`);
    await hydrated(page);
    const next = page.locator('.search-results .pagination a', { hasText: '2' }).first();
    await next.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    t.ok(await page.evaluate(() => window.scrollY > 0), 'the page is scrolled down to the pagination');
    await next.click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => {
      const top = document.querySelector('.search-results')!.getBoundingClientRect().top;
      return top >= -2 && top < window.innerHeight / 2;
    });
    t.pass('the top of the results is in view');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'search-results-title', 'the results heading has the focus');
    await context.close();
  });
}
