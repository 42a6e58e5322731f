// Listings in the reader's language as a visitor sees them (issue 26, item 1): a Russian listing read
// on the German page shows the engine's German text (a LibreTranslate-compatible server of the test's
// own: "[de] <text>"), marked "Maschinell übersetzt aus dem Russischen", with the original one click
// away (a native disclosure) and folded again; the title is German too. Switching the language on the
// page reads the listing again: the English translation shows without a reload. On the German search
// page its card shows the German title marked as machine-translated, the original in its tooltip.
// Without a translation (the engine failing, or no engine configured at all: an api started without
// TRANSLATE_URL or DEEPL_API_KEY), the page says "Original auf Russisch".
import t from 'tap';
import type { Browser } from 'playwright-core';
import { call } from '../helpers/api.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { startFakeLibreTranslate, type FakeLibreTranslate } from '../helpers/libretranslate.ts';
import { mark, marked, missingPrerequisite } from './public-helpers.ts';
import { createAccount, open } from './private-helpers.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import { TRANSLATE_QUEUE } from '../../api/estates/translations-plugin.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  let engine: FakeLibreTranslate;
  let stack: Stack;
  let browser: Browser;
  t.before(async () => {
    engine = await startFakeLibreTranslate();
    stack = await startStack({
      estates: 0,
      api: { config: { jobsPollSeconds: 0.5, translate: { url: engine.url, dailyChars: 100_000, timeoutMs: 5000 } } },
    });
    browser = await launchBrowser();
  });
  t.teardown(async () => {
    await browser?.close();
    await stack?.close();
    await engine?.close();
  });

  const listing = (title: string, text: string) => ({
    dealType: 'sale',
    estateType: 'apartment',
    title: { ru: title },
    description: { ru: text },
    price: 210_000,
    currency: 'eur',
    geoData: { countryCode: 'DE', city: 'Übersetzhausen' },
    livingSpace: 64,
    rooms: 2,
  });

  t.test('a Russian listing on the German page: machine-translated, the original one click away', async (t) => {
    const account = await createAccount(stack, 'translate', { plan: 'legacy-free', isRealtor: true });
    const created = await call<Estate>(
      stack.api,
      'POST',
      '/api/estate',
      listing('Квартира у парка', '<p>Тихая квартира у парка.</p>'),
      account.token,
    );
    t.equal(created.status, 201, JSON.stringify(created.body));
    const alias = created.body.aliasId;
    // the job on the queue makes the translation; the page never asks the engine itself
    for (let i = 0; i < 100; i++) {
      const [de, en] = await Promise.all(['de', 'en'].map((lang) => call<Estate>(stack.api, 'GET', `/api/estate/${alias}?lang=${lang}`)));
      if (de.body.translation && en.body.translation) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const calls = engine.calls.length;
    t.ok(calls >= 2, 'the engine was asked by the job');

    const { page, problems } = await openPage(browser, { locale: 'de-DE' });
    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=de`), 200);
    const section = page.locator('section.estate-description');
    const text = section.locator('.estate-description__text');
    t.equal((await text.textContent())?.trim(), '[de] Тихая квартира у парка.', 'the German text, server-rendered');
    t.equal(await text.getAttribute('lang'), 'de');
    t.equal((await page.locator('h1.estate-view__title').textContent())?.trim(), '[de] Квартира у парка', 'the title in German');
    const note = section.getByRole('note');
    t.match(await note.textContent(), /Maschinell übersetzt aus dem Russischen/);

    const original = section.locator('details.estate-description__original > div');
    t.equal(await original.isVisible(), false, 'the original is folded away');
    await section.getByText('Original anzeigen').click();
    await original.waitFor({ state: 'visible' });
    t.equal((await original.textContent())?.trim(), 'Тихая квартира у парка.', 'one click shows the original');
    t.equal(await original.getAttribute('lang'), 'ru');
    await section.getByText('Original anzeigen').click();
    await original.waitFor({ state: 'hidden' });
    t.pass('and one more folds it again');

    // another language in the header: the listing is read again, no reload
    await mark(page);
    await page.locator('.site-header__wide .language-selector__select').selectOption('en');
    await text.filter({ hasText: '[en] Тихая квартира у парка.' }).waitFor();
    t.equal(await text.getAttribute('lang'), 'en', 'the English translation, after the switch');
    t.match(await note.textContent(), /Machine-translated from Russian/);
    t.equal((await page.locator('h1.estate-view__title').textContent())?.trim(), '[en] Квартира у парка', 'the title in English');
    t.ok(await marked(page), 'without a reload');

    // the German search page: the card's title in German, marked, the original in its tooltip
    const search = await openPage(browser, { locale: 'de-DE' });
    t.equal(await open(search.page, stack.gatewayUrl, '/search/DE?lng=de'), 200);
    const card = search.page.locator('.estate-card', { hasText: '[de] Квартира у парка' });
    t.equal(await card.count(), 1, 'the card, server-rendered in German');
    const hint = card.locator('.estate-card__translated');
    t.match(await hint.textContent(), /^Maschinell übersetzt/);
    t.equal(await hint.getAttribute('title'), 'Квартира у парка', 'the original in its tooltip');
    t.equal(engine.calls.length, calls, 'reading the pages sent nothing to the engine');
    t.same(problems, [], 'no console errors');
    t.same(search.problems, [], 'no console errors on the search page');
  });

  t.test('without a translation yet, the original shows with "Original auf Russisch"', async (t) => {
    engine.mode = 'fail';
    t.teardown(() => {
      engine.mode = 'ok';
    });
    const account = await createAccount(stack, 'translate-none', { plan: 'legacy-free', isRealtor: true });
    const created = await call<Estate>(stack.api, 'POST', '/api/estate', listing('Дом у реки', '<p>Дом у реки.</p>'), account.token);
    t.equal(created.status, 201);
    const { page, problems } = await openPage(browser, { locale: 'de-DE' });
    t.equal(await open(page, stack.gatewayUrl, `/estate/${created.body.aliasId}?lng=de`), 200);
    const section = page.locator('section.estate-description');
    t.match(await section.getByRole('note').textContent(), /Original auf Russisch/);
    t.equal((await section.locator('.estate-description__text').textContent())?.trim(), 'Дом у реки.');
    t.equal(await section.getByText('Original anzeigen').count(), 0, 'no disclosure without a translation');
    t.same(problems, [], 'no console errors');
  });

  t.test('with no engine configured (no TRANSLATE_URL, no DEEPL_API_KEY), the page says "Original auf Russisch"', async (t) => {
    const bare = await startStack({ estates: 0, api: { config: { jobsPollSeconds: 0.5 } } });
    t.teardown(bare.close);
    const account = await createAccount(bare, 'translate-no-engine', { plan: 'legacy-free', isRealtor: true });
    const created = await call<Estate>(bare.api, 'POST', '/api/estate', listing('Дом в горах', '<p>Дом в горах.</p>'), account.token);
    t.equal(created.status, 201);
    t.equal(await bare.api.app.jobs.pending(TRANSLATE_QUEUE).catch(() => 0), 0, 'no translation job queued');
    const { page, problems } = await openPage(browser, { locale: 'de-DE' });
    t.equal(await open(page, bare.gatewayUrl, `/estate/${created.body.aliasId}?lng=de`), 200);
    const section = page.locator('section.estate-description');
    t.match(await section.getByRole('note').textContent(), /Original auf Russisch/);
    t.equal((await section.locator('.estate-description__text').textContent())?.trim(), 'Дом в горах.', 'the lister’s Russian text');
    t.equal(await section.getByText('Original anzeigen').count(), 0, 'no disclosure: nothing was invented');
    t.equal((await page.locator('h1.estate-view__title').textContent())?.trim(), 'Дом в горах', 'the title is the original too');
    t.same(problems, [], 'no console errors');
  });
}
