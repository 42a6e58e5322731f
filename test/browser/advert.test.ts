// nAdvert in a real browser against the whole stack: a visitor presses the header's "Add a listing",
// goes through every step (checks beside the fields, the browser's back button keeps what was typed,
// a reload on a middle step keeps the draft and the picked photos), signs up in place, takes the free
// plan in place, publishes, and finds the listing under My listings and on its own page. Each step
// is its own server-rendered address.
import t from 'tap';
import { openPage, screenshot } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { fitsViewport, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { createAccount, createEstate, fieldError, open, photoFiles, uniqueEmail } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  const DRAFT_KEY = 'advert.draft.v1';

  t.test('every step is a server-rendered page of its own', async (t) => {
    const base = env().stack.gatewayUrl;
    for (const step of ['what', 'price', 'photos', 'contact', 'plan', 'publish']) {
      const res = await fetch(`${base}/advert/${step}`);
      t.equal(res.status, 200, `/advert/${step}`);
      const html = await res.text();
      t.match(html, `<title>${en(`advert.steps.${step}.title`)} | `, `${step}: its own title`);
      t.match(html, /<nav class="advert-steps" aria-label="[^"]+">/, `${step}: the step list`);
      t.match(html, /aria-current="step"/, `${step}: the current step marked`);
    }
    const de = await (await fetch(`${base}/advert/what`, { headers: { cookie: 'lng=de' } })).text();
    t.match(de, text('de', 'advert.steps.what.title'), 'in the visitor language');
  });

  t.test('a visitor goes from the header button to a published listing', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    const base = env().stack.gatewayUrl;
    const title = `Bright flat by the river ${Date.now().toString(36)}`;
    const current = () => page.locator('.advert-steps [aria-current="step"]').textContent();
    const heading = (step: string) => page.getByRole('heading', { level: 1, name: en(`advert.steps.${step}.title`) });
    const next = () => page.getByRole('button', { name: en('advert.next'), exact: true }).click();
    const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));
    let aliasId = '';
    const thumbnailsLoaded = (n: number) =>
      page.waitForFunction((n) => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>('.photo-manager__img')];
        return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0);
      }, n);

    await t.test('the header button opens the first step', async (t) => {
      await open(page, base, '/');
      await page
        .locator('header')
        .getByRole('link', { name: en('header.addEstate') })
        .first()
        .click();
      await page.waitForURL(`${base}/advert/what`);
      await heading('what').waitFor();
      t.match(await current(), en('advert.steps.what.label'), 'the step list marks the current step');
      t.equal(await page.locator('.advert-steps__item').count(), 6, 'a visitor sees all six steps');
      t.equal(await focusedHeading(), en('advert.steps.what.title'), 'the step heading has the focus');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the first step');
    });

    await t.test('what and where: checked beside the fields, then kept', async (t) => {
      await next();
      t.equal(await fieldError(page, 'select[name=estateType]'), en('forms.errors.required'));
      t.equal(await fieldError(page, 'select[name=countryCode]'), en('forms.errors.required'));
      t.equal(await fieldError(page, 'input[name=city]'), en('forms.errors.required'));
      t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'estateType', 'the first invalid field has the focus');
      t.equal(page.url(), `${base}/advert/what`, 'no step further');
      await page.getByLabel(en('estate.dealType.rent'), { exact: true }).check();
      await page.locator('select[name=estateType]').selectOption('apartment');
      await page.locator('select[name=countryCode]').selectOption('PT');
      await page.locator('input[name=city]').fill('Lisboa');
      await next();
      await page.waitForURL(`${base}/advert/price`);
      await heading('price').waitFor();
      t.equal(await focusedHeading(), en('advert.steps.price.title'), 'the new step heading has the focus');
    });

    await t.test('price and size; the back button keeps what was typed', async (t) => {
      t.equal(await page.locator('select[name=currency]').inputValue(), 'eur', 'the visitor currency is offered');
      await page.locator('input[name=price]').fill('1250');
      await page.locator('input[name=livingSpace]').fill('abc');
      await next();
      t.equal(await fieldError(page, 'input[name=livingSpace]'), en('forms.errors.number'));
      t.equal(await fieldError(page, 'input[name=rooms]'), en('forms.errors.required'));
      await page.locator('input[name=livingSpace]').fill('64,5');
      await page.locator('input[name=rooms]').fill('2');
      t.match(
        await page
          .locator('input[name=title]')
          .getAttribute('aria-describedby')
          .then((id) => page.locator(`[id="${id}"]`).textContent()),
        'Apartment for rent in Lisboa',
        'the headline the flow would write is shown',
      );
      await page.locator('input[name=title]').fill(title);
      await next();
      await page.waitForURL(`${base}/advert/photos`);
      await heading('photos').waitFor();

      await page.goBack();
      await page.waitForURL(`${base}/advert/price`);
      await heading('price').waitFor();
      t.equal(await page.locator('input[name=price]').inputValue(), '1250', 'the price is kept');
      t.equal(await page.locator('input[name=livingSpace]').inputValue(), '64,5', 'the space is kept');
      t.equal(await page.locator('input[name=title]').inputValue(), title, 'the headline is kept');
      await page.goBack();
      await page.waitForURL(`${base}/advert/what`);
      t.equal(await page.locator('input[name=city]').inputValue(), 'Lisboa', 'the first step too');
      t.ok(await page.getByLabel(en('estate.dealType.rent'), { exact: true }).isChecked());
      await page.goForward();
      await page.waitForURL(`${base}/advert/price`);
      await next();
      await page.waitForURL(`${base}/advert/photos`);
    });

    await t.test('photos are picked and survive a reload with the rest of the draft', async (t) => {
      await page.locator('.photo-manager').waitFor();
      await page.locator('input[type=file][name=photos]').setInputFiles(await photoFiles());
      const items = page.locator('.photo-manager__item');
      await items.nth(1).waitFor();
      t.equal(await items.count(), 2, 'two thumbnails');
      await page.getByRole('button', { name: en('estateForm.photos.moveDown', { n: 1 }) }).click();
      await thumbnailsLoaded(2);
      const before = await page.locator('.photo-manager__img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
      t.same(before, [900, 1800], 'the PNG is the cover now');

      t.equal(await page.reload().then((r) => r?.status()), 200, 'the step itself is reloaded');
      await thumbnailsLoaded(2);
      const after = await page.locator('.photo-manager__img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
      t.same(after, [900, 1800], 'the photos and their order are still there');
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), DRAFT_KEY);
      t.match(stored, { v: 1, draft: { dealType: 'rent', estateType: 'apartment', countryCode: 'PT', city: 'Lisboa', price: '1250', title } });
      t.equal(stored.draft.photos.length, 2);
      t.ok(await page.getByRole('link', { name: en('advert.steps.price.label') }).isVisible(), 'a done step is a link');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the photo step');
      await next();
      await page.waitForURL(`${base}/advert/contact`);
      await heading('contact').waitFor();
    });

    await t.test('the contact details create the account in place', async (t) => {
      t.equal(await page.locator('select[name=countryCode]').inputValue(), 'PT', 'the listing place is offered as the seller place');
      t.equal(await page.locator('input[name=city]').inputValue(), 'Lisboa');
      await page.locator('input[name=firstName]').fill('Ana');
      await page.locator('input[name=lastName]').fill('Advert');
      await page.locator('input[name=email]').fill(uniqueEmail('advert'));
      await page.locator('input[name=phone]').fill('+351 900 000 000');
      await page.locator('input[name=password]').fill('advert-password-1');
      await page.getByRole('button', { name: en('advert.signUpAndContinue') }).click();
      t.equal(await fieldError(page, 'input[name=acceptTerms]'), en('forms.errors.mustAccept'));
      await page.locator('input[name=acceptTerms]').check();
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the contact step');
      await page.getByRole('button', { name: en('advert.signUpAndContinue') }).click();
      await page.waitForURL(`${base}/advert/plan`);
      await heading('plan').waitFor();
      // the total the flow started with stays (issue 21.7: 'Step 4 of 6' must not change under the user)
      t.equal(await page.locator('.advert-steps__item').count(), 6, 'signed in now: still the six steps the flow started with');
      t.match(
        await page.locator('.advert-steps__item.is-done').allTextContents(),
        [/./, /./, /./, en('advert.steps.contact.label')],
        'the contact step is done',
      );
    });

    await t.test('the free plan is taken in place', async (t) => {
      await page.getByText(en('advert.plan.none')).waitFor();
      t.ok(
        await page
          .getByRole('link', { name: en('advert.plan.paidLink') })
          .getAttribute('href')
          .then((h) => h?.endsWith('?returnTo=%2Fadvert%2Fpublish')),
      );
      await page.getByRole('button', { name: en('advert.plan.takeFree') }).click();
      await page.waitForURL(`${base}/advert/publish`);
      await heading('publish').waitFor();
      t.equal(await page.locator('.advert-steps__item').count(), 6, 'with room to publish: the total stays');
      t.match(
        await page.locator('.advert-steps__item.is-done').allTextContents(),
        [/./, /./, /./, /./, en('advert.steps.plan.label')],
        'the plan step is done',
      );
    });

    await t.test('publish: the summary, then the listing', async (t) => {
      const summary = page.locator('.advert-summary');
      await summary.waitFor();
      t.match(await summary.textContent(), title);
      t.match(await summary.textContent(), 'Lisboa, Portugal');
      t.match(await summary.textContent(), '€1,250');
      t.equal(await page.locator('.advert-thumbs img').count(), 2, 'the photos to be uploaded');
      await page.setViewportSize({ width: 390, height: 900 });
      t.ok(await fitsViewport(page), 'the step fits a phone');
      await screenshot(page, 'advert-publish-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: en('advert.publish') }).click();
      await page.waitForURL((u) => u.pathname === '/advert/publish' && u.searchParams.has('published'));
      aliasId = new URL(page.url()).searchParams.get('published') ?? '';
      t.ok(aliasId, 'the listing is named in the address');
      await page.getByRole('heading', { level: 1, name: en('advert.published.title') }).waitFor();
      t.equal(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY), null, 'the draft is gone');
      await screenshot(page, 'advert-published-1280');

      const estate = await call(env().stack.api, 'GET', `/api/estate/${aliasId}`);
      t.equal(estate.status, 200);
      t.match(estate.body, {
        status: 'published',
        dealType: 'rent',
        estateType: 'apartment',
        price: 1250,
        currency: 'eur',
        livingSpace: 64.5,
        rooms: 2,
      });
      t.same(estate.body.title, { en: title });
      t.equal(estate.body.photos.length, 2, 'both photos were uploaded');
      t.ok(estate.body.photos[0].width <= 900, 'in the chosen order');
    });

    await t.test('the listing is under My listings and has its own page', async (t) => {
      await page.getByRole('link', { name: en('advert.published.myEstatesLink') }).click();
      await page.waitForURL(`${base}/private/myestates`);
      const row = page.locator(`.my-estate[data-alias="${aliasId}"]`);
      await row.waitFor();
      t.match(await row.textContent(), title);
      t.match(await row.locator('.status-pill').textContent(), en('myEstates.status.published'));
      t.equal(await open(page, base, `/estate/${aliasId}`), 200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      t.ok((await page.locator('main img[src^="/media/estates/"]').count()) >= 1, 'with its photos');

      await open(page, base, '/advert/publish');
      await page.waitForURL(`${base}/advert/what`);
      t.pass('with the draft gone, the last step sends back to the first');
      t.equal(await page.locator('select[name=estateType]').inputValue(), '', 'a fresh draft');
      t.same(problems, [], 'no console errors, page errors or hydration warnings');
    });
  });
  t.test('a seller with an account signs in in place; a used-up plan leads to the plan choice and back', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    const base = env().stack.gatewayUrl;
    const stack = env().stack;
    const seller = await createAccount(stack, 'advert-full', { plan: 'legacy-free' });
    const listed: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await createEstate(stack, seller.token, `Listed ${n}`);
      t.equal(res.status, 201);
      listed.push(res.body.aliasId);
    }
    const next = () => page.getByRole('button', { name: en('advert.next'), exact: true }).click();

    await open(page, base, '/advert/what');
    await page.locator('select[name=estateType]').selectOption('villa');
    await page.locator('select[name=countryCode]').selectOption('ES');
    await page.locator('input[name=city]').fill('Marbella');
    await next();
    await page.waitForURL(`${base}/advert/price`);
    await page.locator('input[name=price]').fill('890000');
    await page.locator('input[name=livingSpace]').fill('240');
    await page.locator('input[name=rooms]').fill('6');
    await next();
    await page.waitForURL(`${base}/advert/photos`);
    await page.getByRole('button', { name: en('advert.skipPhotos') }).click();
    await page.waitForURL(`${base}/advert/contact`);

    await page.getByLabel(en('advert.account.existing')).check();
    await page.locator('input[name=email]').fill(seller.email);
    await page.locator('input[name=password]').fill('not-the-password');
    await page.getByRole('button', { name: en('advert.signInAndContinue') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: en('auth.errors.invalidCredentials') })
      .waitFor();
    t.equal(await page.locator('input[name=email]').inputValue(), seller.email, 'the address is kept');
    await page.locator('input[name=password]').fill(seller.password);
    await page.getByRole('button', { name: en('advert.signInAndContinue') }).click();

    await page.waitForURL(`${base}/advert/plan`);
    await page.getByText(en('advert.plan.usedUp')).waitFor();
    t.pass('every listing of the free plan is in use: the plan step explains it');
    t.equal(
      await page.getByRole('link', { name: en('advert.plan.changeLink') }).getAttribute('href'),
      '/private/changeplan?returnTo=%2Fadvert%2Fpublish',
      'the plan choice returns to publishing',
    );
    await open(page, base, '/advert/publish');
    await page.waitForURL(`${base}/advert/plan`);
    t.pass('publishing waits for room');

    const archived = await call(stack.api, 'PATCH', `/api/estate/${listed[0]}`, { status: 'archived' }, seller.token);
    t.equal(archived.status, 200);
    await open(page, base, '/advert/plan');
    await page.waitForURL(`${base}/advert/publish`);
    await page.locator('.advert-summary').waitFor();
    t.equal(await page.locator('.advert-steps__item').count(), 6, 'with room again: the six steps the flow started with');
    t.equal(
      await page
        .locator('.advert-steps__item.is-current')
        .textContent()
        .then((s) => s?.includes(en('advert.steps.publish.label'))),
      true,
      'on publish',
    );
    t.match(await page.locator('.advert-summary').textContent(), 'Villa for sale in Marbella', 'the headline the flow wrote');
    await page.getByRole('button', { name: en('advert.publish') }).click();
    await page.waitForURL((u) => u.searchParams.has('published'));
    const aliasId = new URL(page.url()).searchParams.get('published')!;
    const estate = await call(stack.api, 'GET', `/api/estate/${aliasId}`);
    t.match(estate.body, { status: 'published', estateType: 'villa', price: 890000, geoData: { countryCode: 'ES', city: 'Marbella' } });
    t.same(estate.body.photos, [], 'no photos were picked');
    t.same(
      problems.filter((p) => !/status of 401/.test(p)),
      [],
      'no console errors but the refused password',
    );
  });
}
