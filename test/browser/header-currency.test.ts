// The currency switch in the header: on the home page (which has no other switch) choosing a
// currency reprices every card at once, is kept in the cookie, and the next server render uses it.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('the header currency switch reprices the home page and is remembered', async (t) => {
    const { stack, browser } = env();
    const { page, context, problems } = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await instrument(page);
    await page.goto(`${stack.gatewayUrl}/?lng=en`);
    await hydrated(page);

    const prices = () => page.locator('.estate-card__price').allTextContents();
    const before = await prices();
    t.ok(before.length > 0, 'the home page shows priced top offers');
    t.ok(
      before.every((p) => p.includes('€')),
      'prices are shown in euros by default',
    );

    const select = page.locator('.site-header__currency select');
    t.ok(await select.isVisible(), 'the switch is in the header on a desktop screen');
    await select.selectOption('rub');
    await page.waitForFunction(() => [...document.querySelectorAll('.estate-card__price')].every((p) => (p.textContent ?? '').includes('₽')));
    t.pass('every card price follows the chosen currency without a reload');

    const cookies = await context.cookies();
    t.equal(cookies.find((c) => c.name === 'currency')?.value, 'rub', 'the choice is kept in the currency cookie');

    const html = await (await page.request.get(`${stack.gatewayUrl}/?lng=en`)).text();
    t.match(html, /estate-card__price[^]*₽/, 'the server renders the next page in the kept currency');
    t.same(problems, [], 'no console errors or hydration warnings');
    await context.close();
  });
}
