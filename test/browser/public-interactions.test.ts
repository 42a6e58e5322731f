// The public screens' interactions in a real browser: the gallery by keyboard, buttons and swipe;
// the contact action; the currency switch on a listing and on the plans; the realtor search; the
// contact form's checks, the api's answer beside a field, and its success state.
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../helpers/browser.ts';
import { hydrated, instrument, mark, marked, missingPrerequisite, text, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  let alias = '';

  t.before(async () => {
    const api = env().stack.apiUrl;
    const list = await (await fetch(`${api}/api/estate/search?onPage=40`)).json();
    const withPhotos = list.values.find((e: { photos: unknown[]; currency: string }) => e.photos.length >= 3 && e.currency === 'eur');
    alias = withPhotos.aliasId;
  });

  async function open(path: string) {
    const w = await openPage(env().browser);
    await instrument(w.page);
    const res = await w.page.goto(`${env().stack.gatewayUrl}${path}`);
    await hydrated(w.page);
    return { ...w, status: res?.status() };
  }

  const counter = (page: Page) => page.locator('.gallery__counter').textContent();

  t.test('the gallery: arrow keys, Home / End, labelled buttons, thumbnails, swipe', async (t) => {
    const { page, context, problems, status } = await open(`/estate/${alias}?lng=en`);
    t.teardown(() => context.close());
    t.equal(status, 200);
    const total = await page.locator('.gallery__thumb').count();
    t.ok(total >= 3);
    const photoN = (n: number) => text('en', 'estateView.gallery.counter', { n, total });
    t.equal(await counter(page), photoN(1));

    await page.locator('.gallery').focus();
    await page.keyboard.press('ArrowRight');
    t.equal(await counter(page), photoN(2), 'arrow right: next photo');
    await page.keyboard.press('End');
    t.equal(await counter(page), photoN(total), 'End: last photo');
    await page.keyboard.press('ArrowRight');
    t.equal(await counter(page), photoN(1), 'after the last comes the first');
    await page.keyboard.press('ArrowLeft');
    t.equal(await counter(page), photoN(total), 'arrow left from the first: the last');

    await page.getByRole('button', { name: text('en', 'estateView.gallery.next') }).click();
    t.equal(await counter(page), photoN(1));
    await page.getByRole('button', { name: text('en', 'estateView.gallery.show', { n: 3 }) }).click();
    t.equal(await counter(page), photoN(3), 'a thumbnail shows its photo');
    t.equal(await page.getAttribute('.gallery__thumb >> nth=2', 'aria-current'), 'true');
    t.match(await page.getAttribute('.gallery__photo', 'alt'), new RegExp(`3 of ${total}$`), 'the photo is described');

    // a swipe to the left shows the next photo
    await page.locator('.gallery__stage').evaluate((stage) => {
      // (no named helper in here: the test runner's transform would name it with a helper the page lacks)
      const start = new Touch({ identifier: 1, target: stage, clientX: 300, clientY: 100 });
      const end = new Touch({ identifier: 1, target: stage, clientX: 120, clientY: 100 });
      stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [start], changedTouches: [start] }));
      stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [end] }));
    });
    t.equal(await counter(page), photoN(4), 'swipe left: next photo');
    t.same(problems, []);
  });

  t.test('contact: a visitor signs in first and comes back to the message form', async (t) => {
    const { page, context, problems } = await open(`/estate/${alias}?lng=en`);
    t.teardown(() => context.close());
    const owner = await (await fetch(`${env().stack.apiUrl}/api/estate/${alias}`)).json();
    const action = text('en', owner.owner.isRealtor ? 'buyers.contactRealtor' : 'estateView.owner.contact');
    const href = await page.getByRole('link', { name: action }).getAttribute('href');
    const target = `/private/messages/new?to=${encodeURIComponent(owner.owner.aliasId)}&estate=${encodeURIComponent(alias)}`;
    t.equal(href, `/sign-in?returnTo=${encodeURIComponent(target)}`);
    t.same(problems, []);
  });

  t.test('the currency switch on a listing and on the plans', async (t) => {
    const { page, context, problems } = await open(`/estate/${alias}?lng=de`);
    t.teardown(() => context.close());
    await mark(page);
    const price = page.locator('.estate-view__price .price-tag__main');
    t.match(await price.textContent(), /€$/, 'listed in euro');
    await page.locator('main').getByLabel(text('de', 'currency.label'), { exact: true }).selectOption('rub');
    await page.waitForFunction(() => document.querySelector('.estate-view__price .price-tag__main')?.textContent?.endsWith('₽'));
    t.match(await price.textContent(), /^≈ ungefähr [\d\u00a0.]+\u00a0₽$/, 'converted to roubles, German digit groups, said to be approximate');
    t.match(await page.locator('.estate-view__price .rate-note').textContent(), /^1\u00a0€ = [\d,]+\u00a0₽ · /, 'the rate it used');
    t.match(await page.locator('.estate-view__price .price-tag__original').textContent(), /€/, 'the listed price stays in sight');
    const similar = await page.locator('.estate-view__similar .estate-card__price').allTextContents();
    t.ok(
      similar.every((p) => p.includes('₽')),
      'similar listings follow',
    );

    await page
      .getByRole('link', { name: text('de', 'header.menu.plans') })
      .first()
      .click();
    await page.waitForURL(/\/plans$/);
    await page.locator('.plan-card').first().waitFor();
    t.ok(await marked(page), 'no reload');
    const amounts = await page.locator('.plan-card__amount').allTextContents();
    const paid = amounts.filter((a) => a !== text('de', 'plans.free'));
    t.ok(paid.length > 0 && paid.every((a) => a.endsWith('₽')), 'plan prices in roubles');
    await page.locator('main').getByLabel(text('de', 'currency.label'), { exact: true }).selectOption('usd');
    await page.waitForFunction(() => [...document.querySelectorAll('.plan-card__amount')].some((a) => a.textContent?.endsWith('$')));
    await screenshot(page, 'public-plans-usd-de');
    t.same(problems, []);
  });

  t.test('the realtor search: name and country in the URL, results, a profile with listings', async (t) => {
    const { page, context, problems } = await open('/realtor?lng=en');
    t.teardown(() => context.close());
    const answered = page.waitForResponse((r) => r.url().includes('/api/user?') && new URL(r.url()).searchParams.get('countryCode') === 'IT');
    await page.getByLabel(text('en', 'realtors.search.country'), { exact: true }).selectOption('IT');
    await answered;
    await page.waitForFunction(() => !document.querySelector('main')?.hasAttribute('aria-busy') && document.querySelector('.realtor-card'));
    t.equal(new URL(page.url()).searchParams.get('countryCode'), 'IT', 'the URL holds the filter');
    const places = await page.locator('.realtor-card__place').allTextContents();
    t.ok(places.length > 0 && places.every((p) => p.startsWith('Italy')), 'realtors in Italy');

    const first = (await page.locator('.realtor-card__name').first().textContent()) ?? '';
    await page.getByLabel(text('en', 'realtors.search.q')).fill(first.slice(0, 5));
    const named = page.waitForResponse((r) => r.url().includes('/api/user?') && new URL(r.url()).searchParams.get('q') === first.slice(0, 5));
    await page.getByRole('button', { name: text('en', 'realtors.search.submit') }).click();
    await named;
    await page.waitForFunction(() => !document.querySelector('main')?.hasAttribute('aria-busy'));
    t.equal(new URL(page.url()).searchParams.get('q'), first.slice(0, 5));
    t.ok(await page.locator('.realtor-card__name', { hasText: first }).count(), 'the realtor is found by name');

    await page.locator('.realtor-card__name a').first().click();
    await page.waitForURL(/\/realtor\/[^/?]+$/);
    t.equal((await page.locator('h1.realtor-profile__name').textContent())?.trim(), first);
    await page.locator('.realtor-profile__estates .estate-card').first().waitFor();
    t.same(problems, []);
  });

  t.test('the contact form: browser checks, the api answer beside its field, success', async (t) => {
    const { page, context, problems } = await open('/contacts?lng=es');
    t.teardown(() => context.close());
    const send = page.getByRole('button', { name: text('es', 'contacts.form.send') });
    await send.click();
    const invalid = await page.locator('.contact-form [aria-invalid="true"]').count();
    t.equal(invalid, 4, 'every empty field is marked');
    t.equal(await page.locator('.contact-form .form-field__error').first().textContent(), text('es', 'forms.errors.required'));

    await page.getByLabel(text('es', 'contacts.form.name')).fill('Ana');
    await page.getByLabel(text('es', 'contacts.form.email')).fill('ana@');
    await page.getByLabel(text('es', 'contacts.form.subject')).fill('Pregunta');
    await page.getByLabel(text('es', 'contacts.form.message')).fill('¿Sigue disponible la villa?');
    await send.click();
    t.equal(await page.locator('.contact-form [aria-invalid="true"]').count(), 1);
    t.equal(await page.locator('.contact-form .form-field__error').textContent(), text('es', 'forms.errors.email'));

    await page.getByLabel(text('es', 'contacts.form.email')).fill('ana@example.com');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await send.click();
    const body = (await posted).postDataJSON();
    t.same(body, { name: 'Ana', email: 'ana@example.com', subject: 'Pregunta', message: '¿Sigue disponible la villa?', language: 'es' });
    await page
      .getByRole('status')
      .filter({ hasText: text('es', 'contacts.form.sentTitle') })
      .waitFor();
    await page.getByRole('button', { name: text('es', 'contacts.form.another') }).click();
    t.equal(await page.getByLabel(text('es', 'contacts.form.message')).inputValue(), '', 'a fresh form');
    t.same(problems, []);
  });
}
