// The place autocomplete in a real browser (issue 15, item 1): on the Russian search page "малага" is
// typed, the suggestions open as an ARIA listbox with a polite count, Málaga is chosen with the arrow
// keys and Enter, and the results are the listings of Málaga, each card naming its city and region in
// Russian; Escape closes the list; the home page's search box has the same combobox and carries the
// chosen place into the search URL.
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { hydrated, instrument, missingPrerequisite, seriousViolations, text } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  t.before(async () => {
    // enough demo estates for Málaga to have some
    stack = await startStack({ estates: 400 });
    browser = await launchBrowser();
  });
  t.teardown(async () => {
    await browser?.close();
    await stack?.close();
  });

  const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

  t.test('type "малага" on the Russian search page, choose Málaga with the keyboard, see its listings', async (t) => {
    const { page, context, problems } = await openPage(browser!, { locale: 'ru-RU' });
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${stack!.gatewayUrl}/search?lng=ru`);
    await hydrated(page);
    const input = combobox(page, text('ru', 'search.fields.placeName'));
    t.equal(await input.getAttribute('aria-expanded'), 'false', 'closed at first');
    const listId = await input.getAttribute('aria-controls');
    t.ok(listId, 'it names its listbox');

    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/places') asked.push(u.searchParams.get('q') ?? '');
    });
    await input.click();
    await input.pressSequentially('малага', { delay: 40 });
    const list = page.locator(`#${listId}`);
    await list.getByRole('option').first().waitFor();
    t.equal(await list.getAttribute('role'), 'listbox');
    t.equal(await input.getAttribute('aria-expanded'), 'true', 'open with suggestions');
    t.ok(asked.length >= 1 && asked.length < 6, `typing asked once or a few times, not per letter (${asked.join(', ')})`);
    t.equal(asked[asked.length - 1], 'малага', 'the last request is for the whole text');
    const first = list.getByRole('option').first();
    t.match(await first.textContent(), /Малага.*Андалусия, Испания/, 'Málaga, named in Russian with its region and country');
    const count = await list.getByRole('option').count();
    await page.waitForFunction(
      (n) => Array.from(document.querySelectorAll('[role="status"][aria-live="polite"]')).some((s) => (s.textContent ?? '').includes(String(n))),
      count,
    );
    t.pass('a polite live region says how many');

    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    t.equal(active, await first.getAttribute('id'), 'ArrowDown makes the first option active');
    t.equal(await first.getAttribute('aria-selected'), 'true');
    t.same(await seriousViolations(page), [], 'axe finds nothing serious with the list open');

    const answered = page.waitForResponse((r) => {
      const u = new URL(r.url());
      return u.pathname === '/api/estate/search' && u.searchParams.get('placeId') === 'es.andalusia.malaga';
    });
    await input.press('Enter');
    await answered;
    await page.waitForFunction(() => document.querySelector('.search-results')?.getAttribute('data-status') === 'success');
    t.equal(await input.getAttribute('aria-expanded'), 'false', 'closed after choosing');
    t.equal(await input.inputValue(), 'Малага');
    const url = new URL(page.url());
    t.equal(url.searchParams.get('placeId'), 'es.andalusia.malaga', 'the URL carries the place id');
    t.equal(url.searchParams.get('placeName'), 'Малага', 'and its name');
    const places = await page.locator('.search-results .estate-card__place').allTextContents();
    t.ok(places.length > 0, `listings of Málaga are shown (${places.length})`);
    t.ok(
      places.every((p) => p === 'Испания, Андалусия, Малага'),
      `every card names its place in Russian: ${[...new Set(places)].join(' / ')}`,
    );
    t.match(await page.title(), /Малага/, 'the title names the place in Russian');
    // issue 21.7b: the heading and the country filter reflect the chosen place
    t.match(await page.locator('h1').textContent(), /Малага/, 'the heading names the place');
    t.equal(await page.getByLabel(text('ru', 'search.fields.country'), { exact: true }).inputValue(), 'ES', 'the country filter shows Spain');
    t.equal(url.pathname, '/search/ES', 'the search is the country’s');

    // the country's search is another route: the field is rendered anew
    const again = page.locator(`#${await input.getAttribute('aria-controls')}`);
    await input.fill('');
    await input.pressSequentially('вене', { delay: 30 });
    await again.getByRole('option').first().waitFor();
    await input.press('Escape');
    t.equal(await input.getAttribute('aria-expanded'), 'false', 'Escape closes the list');
    t.same(problems, [], 'no console errors');
  });

  // issue 21.7b: "München" suggested nothing; a name no place has said nothing either
  t.test('German cities are found by any name; a name nothing matches says so and offers to save the search', async (t) => {
    const { page, context, problems } = await openPage(browser!, { locale: 'de-DE' });
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${stack!.gatewayUrl}/search?lng=de`);
    await hydrated(page);
    const input = combobox(page, text('de', 'search.fields.placeName'));
    const list = page.locator(`#${await input.getAttribute('aria-controls')}`);
    await input.click();
    await input.pressSequentially('München', { delay: 30 });
    await list.getByRole('option').first().waitFor();
    t.match(await list.getByRole('option').first().textContent(), /München.*Bayern, Deutschland/, 'Munich, in German, in Bavaria');

    await input.fill('');
    await input.pressSequentially('Xyzzydorf', { delay: 30 });
    const none = page.locator('.place-combobox__none');
    await none.waitFor();
    t.equal((await none.locator('p').textContent())?.trim(), 'Kein Ort passt zu „Xyzzydorf“', 'said where the suggestions would be');
    const offer = none.getByRole('button', { name: text('de', 'places.saveForAlerts') });
    t.ok(await offer.isVisible(), 'the offer to save the search');
    await input.press('Tab');
    t.ok(await offer.evaluate((el) => el === document.activeElement), 'Tab reaches the offer');
    await offer.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('placeName') === 'Xyzzydorf' && u.hash === '#save-search');
    await page.locator('#save-search').waitFor();
    t.pass('the search by that name, with the save-search box');
    t.same(problems, [], 'no console errors');
  });

  t.test('the home page: choose a place and search', async (t) => {
    const { page, context } = await openPage(browser!);
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${stack!.gatewayUrl}/?lng=de`);
    await hydrated(page);
    const input = combobox(page, text('de', 'places.label'));
    await input.click();
    await input.pressSequentially('Venezia', { delay: 30 });
    const option = page.getByRole('option', { name: /Venedig/ }).first();
    await option.waitFor();
    t.match(await option.textContent(), /Venedig.*Venetien, Italien/, 'Venice in German');
    await input.press('ArrowDown');
    await input.press('Enter');
    t.equal(await input.inputValue(), 'Venedig');
    await page
      .locator('.home-search')
      .getByRole('button', { name: text('de', 'home.search.submit') })
      .click();
    await page.waitForURL(/\/search/);
    const url = new URL(page.url());
    t.equal(url.searchParams.get('placeId'), 'it.veneto.venice', 'the search opens for the chosen place');
  });
}
