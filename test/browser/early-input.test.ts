// A click while the page is still hydrating is not lost. The browser hydrates as a transition
// (client/entry.tsx), in slices that yield to the browser, so a phone's main thread is never blocked
// for the whole page; React must then hydrate the clicked part at once and replay the click on it.
// With the CPU slowed as a phone's, a script in the page clicks a heart the moment React's root exists
// but before that button is hydrated, and the heart must be saved all the same.
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, useEnv } from './public-helpers.ts';

/** what the script in the page saw: whether it clicked before the button was hydrated */
interface Early {
  clicked: boolean;
}

/**
 * Installs, before any of the page's scripts, a watcher that clicks `selector` as early as it can: in
 * the first task after React has taken the page's root, if the button is not hydrated yet. A string,
 * not a function, because the test's compiler wraps named functions in a helper the page lacks.
 */
async function clickWhileHydrating(page: Page, selector: string): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const sel = ${JSON.stringify(selector)};
      const reactKey = (el, prefix) => !!el && Object.keys(el).some((k) => k.startsWith(prefix));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const root = document.getElementById('root');
        const target = document.querySelector(sel);
        if (reactKey(root, '__reactContainer$') && target) {
          const hydratedAlready = reactKey(target, '__reactFiber$');
          if (!hydratedAlready) target.click();
          window.__early = { clicked: !hydratedAlready };
          return;
        }
        channel.port2.postMessage(null);
      };
      document.addEventListener('DOMContentLoaded', () => channel.port2.postMessage(null));
    })();`,
  });
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  for (const [name, path, selector] of [
    ['a card\u2019s heart on the search page', '/search?lng=en', '.search-results__list .estate-card .heart-button'],
    ['the heart on a listing\u2019s page', null, '.heart-button--page'],
  ] as const) {
    t.test(`${name}, clicked while the page hydrates, is saved`, async (t) => {
      const { stack, browser } = env();
      const { page, context, problems } = await openPage(browser);
      let target: string = path ?? '';
      if (!path) {
        const found = (await (await fetch(`${stack.apiUrl}/api/estate/search?lang=en`)).json()) as { values: { aliasId: string }[] };
        target = `/estate/${found.values[0]!.aliasId}?lng=en`;
      }
      await instrument(page);
      await clickWhileHydrating(page, selector);
      // a phone's CPU (Lighthouse's mobile setting), so that hydration takes many slices
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${stack.gatewayUrl}${target}`);
      await hydrated(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const early = await page.evaluate(() => (window as unknown as { __early?: Early }).__early);
      t.same(early, { clicked: true }, 'the click came after React took the page and before the button was hydrated');
      const heart = page.locator(selector).first();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true', selector, { timeout: 5_000 });
      t.equal(await heart.getAttribute('aria-pressed'), 'true', 'the heart is filled');
      const kept = await page.evaluate(() => localStorage.getItem('favourites'));
      t.ok(kept && JSON.parse(kept).length === 1, `the listing is kept in the browser (${kept})`);
      t.same(problems, [], 'no console errors or hydration warnings');
      await context.close();
    });
  }
}
