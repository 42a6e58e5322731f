// Regression: on 360 px phones the header (German, Spanish) and loaded card images made the whole
// document scroll sideways; the earlier checks measured only <main>.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  for (const lng of ['en', 'de', 'ru', 'es']) {
    t.test(`${lng}: at 360 px nothing on the home page is wider than the screen`, async (t) => {
      const { stack, browser } = env();
      const { page, context } = await openPage(browser);
      await page.setViewportSize({ width: 360, height: 800 });
      await instrument(page);
      await page.goto(`${stack.gatewayUrl}/?lng=${lng}`, { waitUntil: 'load' });
      await hydrated(page);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((e) => !e.closest('[data-scrolls]'))
          .slice(0, 5)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
      );
      t.same(wide, [], 'no element reaches past the right edge');
      t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'the document does not scroll sideways');
      t.ok(await page.locator('.account-box').isVisible(), 'the account links are still on screen');
      await context.close();
    });
  }
}
