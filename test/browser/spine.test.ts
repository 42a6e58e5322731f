// The spine in a real browser against the whole stack (api + gateway + renderer + client bundle):
// the home page in every language, hydration without warnings, client-side navigation without a
// reload, a page view per navigation, the language switch keeping the page, and the 404 page.
// Needs the client build (`npm test` builds first) and Debian's Chromium.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import { chromiumAvailable, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { allTranslations } from '../helpers/locales.ts';
import { localesVersion } from '../../renderer/assets.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifestFile = `${root}dist/public/manifest.json`;

type Tree = { [k: string]: string | Tree };
const locale = (lng: Language): Tree => allTranslations(lng) as Tree;
const lookup = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), tree);
/** the text the page must show for a key: the language's own, else the English fallback (as i18next does) */
const text = (tree: Tree, path: string): string => {
  const v = lookup(tree, path) ?? lookup(locale('en'), path);
  if (typeof v !== 'string') throw new Error(`no translation ${path}`);
  return v;
};

if (!chromiumAvailable() || !existsSync(manifestFile)) {
  t.fail(
    `browser tests need ${existsSync(manifestFile) ? '/usr/bin/chromium (apt-get install -y chromium)' : 'the client build (node bin/build.mjs)'}`,
  );
} else {
  let stack: Stack;
  let browser: Browser;

  t.before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  t.teardown(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** Records page views and marks the window, so a full reload (which loses the mark) is detectable. */
  async function instrument(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __pageviews: string[] };
      w.__pageviews = [];
      window.addEventListener('analytics:pageview', (e) => w.__pageviews.push((e as CustomEvent<{ path: string }>).detail.path));
    });
  }
  const pageviews = (page: Page) => page.evaluate(() => (window as unknown as { __pageviews: string[] }).__pageviews);
  const mark = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { __mark: number }).__mark = 42;
    });
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);
  /** the app has hydrated once the first page view was reported */
  const hydrated = (page: Page) => page.waitForFunction(() => ((window as unknown as { __pageviews?: string[] }).__pageviews ?? []).length > 0);

  for (const lng of LANGUAGES) {
    t.test(`the home page in ${lng}: html lang, localized header, hydrated without problems`, async (t) => {
      const { page, context, problems } = await openPage(browser);
      t.teardown(() => context.close());
      await instrument(page);
      const res = await page.goto(`${stack.gatewayUrl}/?lng=${lng}`);
      t.equal(res?.status(), 200);
      await hydrated(page);
      t.equal(await page.getAttribute('html', 'lang'), lng);
      const tr = locale(lng);
      await page
        .getByRole('link', { name: text(tr, 'header.account.signIn'), exact: true })
        .first()
        .waitFor();
      t.equal(await page.locator('h1').first().textContent(), text(tr, 'home.hero.title'));
      t.same(await pageviews(page), [`/?lng=${lng}`], 'one page view for the first page');
      if (lng === 'en') await screenshot(page, 'home-en');
      t.same(problems, [], 'no console errors or hydration warnings');
    });
  }

  t.test('client-side navigation to a static page and back, a page view each, no reload', async (t) => {
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${stack.gatewayUrl}/?lng=en`);
    await hydrated(page);
    await mark(page);
    const en = locale('en');

    await page
      .locator('footer')
      .getByRole('link', { name: text(en, 'footer.links.terms'), exact: true })
      .click();
    await page.waitForURL(/\/terms$/);
    await page.locator('h1.static-page__title').waitFor();
    t.ok(await marked(page), 'no full page load');
    t.match(await page.title(), /\|/);

    await page.goBack();
    await page.waitForURL(/\/\?lng=en$/);
    await page.locator('.hero__title').waitFor();
    t.ok(await marked(page), 'back without a reload');
    t.same(await pageviews(page), ['/?lng=en', '/terms', '/?lng=en']);
    await screenshot(page, 'back-home-en');
    t.same(problems, []);
  });

  t.test('switching the language keeps the page and loads the new translations', async (t) => {
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await instrument(page);
    const locales: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/locales/')) locales.push(new URL(r.url()).pathname);
    });
    const res = await page.goto(`${stack.gatewayUrl}/impressum`);
    t.equal(res?.status(), 200);
    await hydrated(page);
    t.same(locales, [], 'the current language came with the page');
    await mark(page);
    const firstTitle = await page.locator('h1.static-page__title').textContent();

    await page.locator('.site-header__wide .language-selector__select').selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    const de = locale('de');
    await page
      .getByRole('link', { name: text(de, 'header.account.signIn'), exact: true })
      .first()
      .waitFor();
    t.ok(page.url().endsWith('/impressum'), 'still on the same page');
    t.ok(await marked(page), 'no reload');
    const german = locales.filter((p) => p.startsWith('/locales/de/'));
    t.ok(german.includes(`/locales/de/app.${localesVersion(`${root}locales`)}.json`), 'the new language is fetched, by its versioned URLs');
    t.same(
      german.filter((p) => !/^\/locales\/de\/[A-Za-z0-9_-]+\.[0-9a-f]{12}\.json$/.test(p)),
      [],
      'by the URLs that carry the translations version',
    );
    await page.waitForFunction((before) => document.querySelector('h1.static-page__title')?.textContent !== before, firstTitle);
    const cookies = await context.cookies();
    t.equal(cookies.find((c) => c.name === 'lng')?.value, 'de', 'the choice is kept for the next visit');

    await page.reload();
    await hydrated(page);
    t.equal(await page.getAttribute('html', 'lang'), 'de', 'the server renders the chosen language next time');
    await screenshot(page, 'impressum-de');
    t.same(problems, []);
  });

  t.test('switching the language on a URL with ?lng= drops the parameter, so the choice sticks', async (t) => {
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${stack.gatewayUrl}/?lng=en`);
    await hydrated(page);
    await page.locator('.site-header__wide .language-selector__select').selectOption('es');
    await page.waitForURL((u) => u.pathname === '/' && !u.search.includes('lng'));
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    t.equal(await page.locator('h1').first().textContent(), text(locale('es'), 'home.hero.title'));
    t.same(problems, []);
  });

  t.test('an unknown path shows the 404 page with status 404, and the site still works from there', async (t) => {
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await instrument(page);
    const res = await page.goto(`${stack.gatewayUrl}/no/such/page?lng=en`);
    t.equal(res?.status(), 404);
    await hydrated(page);
    t.equal(await page.title(), 'Not Found');
    t.match(await page.locator('h1').first().textContent(), /^404 - /);
    await mark(page);
    await page.locator('header a.logo').click();
    await page.locator('.hero__title').waitFor();
    t.ok(await marked(page), 'left the 404 page without a reload');
    t.notMatch(await page.title(), 'Not Found');
    await screenshot(page, 'not-found-then-home');
    // Chromium logs the 404 answer of the document itself; that one is the point of this test
    t.same(
      problems.filter((p) => !(p.includes('status of 404') && p.includes('/no/such/page'))),
      [],
    );
  });
}
