// The interactive components in Chromium: the header's dropdown menus by mouse and keyboard, the
// language selector, the search-by-id box, the home page's search form, and the layout at phone
// width. The components are bundled with esbuild into one page (real styles included) and their
// callbacks are recorded on `window.calls`.
import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from '../helpers/browser.ts';
import { harnessPage } from '../helpers/harness.ts';
import { allTranslations } from '../helpers/locales.ts';

const HARNESS = `
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { Header } from '../../client/app/layout/Header.tsx';
import { Footer } from '../../client/app/layout/Footer.tsx';
import { Layout } from '../../client/app/layout/Layout.tsx';
import { HomeView } from '../../client/features/home/components/HomeView.tsx';
import '../../client/styles/index.css';

window.calls = [];
const record = (name) => (arg) => window.calls.push([name, arg]);
const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  resources: { en: { app: ${JSON.stringify(allTranslations('en'))} }, de: { app: ${JSON.stringify(allTranslations('de'))} } }, lng: 'en', fallbackLng: 'en', defaultNS: 'app',
  interpolation: { escapeValue: false }, initAsync: false, showSupportNotice: false,
});
const offer = {
  aliasId: 'a-1', title: { en: 'A long and descriptive title of a lovely sea view villa' }, price: 1250000,
  currency: 'eur', geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Marbella' }, livingSpace: 240,
  rooms: 6, photos: [], isTopOffer: true,
};
function App() {
  const [signedIn] = useState(new URLSearchParams(location.hash.slice(1)).has('signedIn'));
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Layout
          loading={false}
          header={<Header language="en" isLoggedIn={signedIn} fullName="Dr Anna Schmidt" unreadMessages={2}
            onLanguageChange={record('language')} onSearchById={record('searchById')} />}
          footer={<Footer language="en" />}
        >
          <HomeView language="en" currency="eur" topOffers={[offer, offer].map((o, i) => ({ ...o, aliasId: 'a-' + i }))}
            countries={[{ code: 'ES', name: 'Spain', count: 1234 }]} articles={[]} onSearch={record('search')} />
        </Layout>
      </MemoryRouter>
    </I18nextProvider>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`;

type Calls = [string, unknown][];
const calls = (page: Page) => page.evaluate(() => (window as unknown as { calls: Calls }).calls);

if (!chromiumAvailable()) {
  t.fail('needs /usr/bin/chromium (apt-get install -y chromium)');
} else {
  let browser: Browser;
  let html: string;
  t.before(async () => {
    [browser, html] = await Promise.all([launchBrowser(), harnessPage(HARNESS)]);
  });
  t.teardown(() => browser?.close());

  /** Opens the harness at a width, runs `body`, then checks the page logged no error. */
  async function withPage(t: Test, width: number, hash: string, body: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(`http://harness.test/${hash}`);
      await page.waitForSelector('.site-header');
      await body(page);
      t.same(errors, [], `${width}px: no errors in the page`);
    } finally {
      await context.close();
    }
  }

  t.test('a menu dropdown opens on mouse over and closes on mouse out', async (t) => {
    await withPage(t, 1280, '', async (page) => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = menu.getByRole('button', { name: 'Realtors' });
      t.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await toggle.hover();
      t.equal(await toggle.getAttribute('aria-expanded'), 'true');
      t.ok(await menu.getByRole('link', { name: 'Realtor directory' }).isVisible(), 'its links show');
      await page.mouse.move(5, 600);
      t.equal(await toggle.getAttribute('aria-expanded'), 'false');
      t.notOk(await menu.getByRole('link', { name: 'Realtor directory' }).isVisible(), 'its links hide');
    });
  });

  t.test('a menu dropdown works by keyboard and closes when focus leaves it', async (t) => {
    await withPage(t, 1280, '', async (page) => {
      const toggle = page.getByRole('button', { name: 'Realtors' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      t.equal(await toggle.getAttribute('aria-expanded'), 'true', 'Enter opens');
      await page.keyboard.press('Escape');
      t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'Escape closes');
      t.ok(await toggle.evaluate((el) => el === document.activeElement), 'focus returns to the toggle');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Realtor directory');
      t.equal(await toggle.getAttribute('aria-expanded'), 'true', 'ArrowDown opens and focuses the first entry');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'tabbing past the last entry closes it');
    });
  });

  t.test('the account menu of a signed-in user', async (t) => {
    await withPage(t, 1280, '#signedIn', async (page) => {
      const toggle = page.getByRole('button', { name: /Dr Anna Schmidt/ });
      await toggle.click();
      t.equal(await toggle.getAttribute('aria-expanded'), 'true', 'a click (or tap) opens it');
      t.ok(await page.getByRole('link', { name: /^Messages\s*2 unread messages$/ }).isVisible());
      t.ok(await page.getByRole('button', { name: 'Sign out' }).isVisible());
    });
  });

  t.test('the language selector reports the chosen language', async (t) => {
    await withPage(t, 1280, '', async (page) => {
      await page.getByLabel('Language').first().selectOption('de');
      t.same(await calls(page), [['language', 'de']]);
    });
  });

  t.test('search by id sends the trimmed text, and nothing for an empty box', async (t) => {
    await withPage(t, 1280, '', async (page) => {
      await page.getByRole('button', { name: 'Find' }).click();
      t.same(await calls(page), [], 'empty: no call');
      await page.getByLabel('Find a listing by its ID').first().fill('  ab-12 ');
      await page.keyboard.press('Enter');
      t.same(await calls(page), [['searchById', 'ab-12']]);
    });
  });

  t.test('the home search builds the search URL from the chosen filters', async (t) => {
    await withPage(t, 1280, '', async (page) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('radio', { name: 'Rent' }).check();
      await page.getByLabel('Property type').selectOption('apartment');
      await page.getByLabel('Country', { exact: true }).selectOption('ES');
      await page.getByLabel('Max. price, €').fill('200 000');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      t.same(await calls(page), [
        ['search', '/search?dealType=sale'],
        ['search', '/search/ES?dealType=rent&estateType=apartment,room,shared-flat,elite-apartment&price_lte=200000'],
      ]);
    });
  });

  t.test('at phone width nothing overflows and the small-screen parts hide', async (t) => {
    for (const width of [360, 390]) {
      await withPage(t, width, '', async (page) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow)
          console.error(
            await page.evaluate(() =>
              [...document.querySelectorAll('*')]
                .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
                .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
                .slice(0, 15)
                .join('\n'),
            ),
          );
        t.equal(overflow, 0, `${width}px: no horizontal scrolling`);
        t.notOk(
          await page.getByLabel('Find a listing by its ID').first().isVisible(),
          `${width}px: the id search of the bar hides (the menu has its own)`,
        );
        t.notOk(await page.getByRole('link', { name: /Add a listing/ }).isVisible(), `${width}px: the add button hides`);
        // the main menu moves into the panel the header's menu button opens (issue 21.7a)
        t.ok(await page.locator('.site-header__menu-button').isVisible(), `${width}px: the menu button stays`);
      });
    }
  });

  t.test('the skip link is the first stop and moves focus to the main content', async (t) => {
    await withPage(t, 1280, '', async (page) => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      t.ok(await skip.isVisible(), 'visible when focused');
      await page.keyboard.press('Enter');
      t.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    });
  });
}
