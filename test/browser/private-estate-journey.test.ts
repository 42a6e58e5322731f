// A new user's whole way in a real browser against the whole stack: sign up → choose the free plan →
// add a listing with two photos (form checks in the browser and from the api, nothing typed lost) →
// it is found by the search and has its page → its price is changed → it is deleted after a
// confirmation. Then the publication limit: a 403 shown in words, and the draft that still saves.
import t from 'tap';
import { openPage, screenshot } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { fitsViewport, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { createAccount, createEstate, fieldError, open, photoFiles, signInUi, uniqueEmail } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

  t.test('sign up, plan, add a listing with photos, find it, change it, delete it', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    const base = env().stack.gatewayUrl;
    const title = `Sea view villa ${Date.now().toString(36)}`;
    let aliasId = '';

    await t.test('sign-up checks fields in the browser, with messages beside them', async (t) => {
      t.equal(await open(page, base, '/sign-up'), 200);
      await page.locator('.auth-form button[type=submit]').click();
      t.equal(await fieldError(page, 'input[name=firstName]'), en('forms.errors.required'));
      t.equal(await fieldError(page, 'input[name=email]'), en('forms.errors.required'));
      t.equal(await fieldError(page, 'select[name=countryCode]'), en('forms.errors.required'));
      t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'firstName', 'the first invalid field has the focus');
      await page.locator('input[name=email]').fill('not-an-address');
      await page.locator('input[name=password]').fill('short');
      await page.locator('.auth-form button[type=submit]').click();
      t.equal(await fieldError(page, 'input[name=email]'), en('forms.errors.email'));
      t.match(await fieldError(page, 'input[name=password]'), en('forms.errors.tooShort', { min: 8 }));
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the sign-up form with errors');
    });

    await t.test('a realtor signs up and is sent to choose a plan', async (t) => {
      await page.getByLabel(en('auth.realtor')).check();
      await page.locator('input[name=company]').fill('Costa Homes S.L.');
      await page.locator('select[name=title]').selectOption('mr');
      await page.locator('input[name=firstName]').fill('Jon');
      await page.locator('input[name=lastName]').fill('Journey');
      await page.locator('input[name=email]').fill(uniqueEmail('journey'));
      await page.locator('input[name=password]').fill('journey-password-1');
      await page.locator('select[name=countryCode]').selectOption('ES');
      await page.locator('input[name=city]').fill('Marbella');
      await page.locator('input[name=phone]').fill('+34 600 000 000');
      await page.locator('.auth-form button[type=submit]').click();
      t.equal(await fieldError(page, 'input[name=acceptTerms]'), en('forms.errors.mustAccept'));
      t.equal(await page.locator('input[name=firstName]').inputValue(), 'Jon', 'what was typed is kept');
      await page.locator('input[name=acceptTerms]').check();
      await page.locator('.auth-form button[type=submit]').click();
      await page.waitForURL(`${base}/private/initialplan`);
      await page.getByRole('heading', { level: 1, name: en('titles.initialPlan') }).waitFor();
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the plan choice');
    });

    await t.test('the free plan opens the private area', async (t) => {
      await page.getByRole('button', { name: en('plansPrivate.chooseFree') }).click();
      await page.waitForURL(`${base}/private`);
      await page.getByRole('heading', { level: 1, name: en('titles.profile') }).waitFor();
      t.match(await page.locator('.resource-use').first().textContent(), /0 of \d+ used/);
      t.match(await page.locator('.profile').textContent(), /Mr Jon Journey/);
    });

    await t.test('the listing form: api checks land beside their field, nothing typed is lost', async (t) => {
      // the private navigation's link (the header's button leads into the guided flow)
      await page
        .getByRole('navigation', { name: en('privateArea.navLabel') })
        .getByRole('link', { name: en('privateArea.nav.addEstate'), exact: true })
        .click();
      await page.waitForURL(`${base}/private/addnewestate`);
      await page.locator('.estate-form').waitFor();
      await page
        .locator('.estate-form button[type=submit]')
        .filter({ hasText: en('estateForm.publish') })
        .click();
      t.equal(await fieldError(page, 'select[name=estateType]'), en('forms.errors.required'));
      t.equal(await fieldError(page, 'input[name="title.en"]'), en('estateForm.errors.titleRequired'));
      t.equal(await fieldError(page, 'input[name=livingSpace]'), en('forms.errors.required'));

      await page.locator('select[name=estateType]').selectOption('villa');
      await page.locator('input[name="title.en"]').fill(title);
      await page.locator('textarea[name="description.en"]').fill('Bright rooms <b>bold</b> & a pool.\n\nSecond paragraph.');
      // the language tabs' keyboard (WAI-ARIA tabs): the arrows move and wrap round, End goes to the last
      const langTab = (lng: string) => page.getByRole('tab', { name: en(`estateForm.languages.${lng}`) });
      await langTab('de').click();
      await page.keyboard.press('ArrowRight');
      t.equal(await langTab('ru').getAttribute('aria-selected'), 'true', 'ArrowRight selects the next language');
      await page.keyboard.press('End');
      t.equal(await langTab('es').getAttribute('aria-selected'), 'true', 'End selects the last');
      await page.keyboard.press('ArrowRight');
      t.equal(await langTab('en').getAttribute('aria-selected'), 'true', 'ArrowRight on the last wraps round to the first');
      t.ok(await langTab('en').evaluate((el) => el === document.activeElement), 'the selected tab has the focus');
      await langTab('de').click();
      await page.locator('input[name="title.de"]').fill(`Villa mit Meerblick ${title}`);
      await page.locator('input[name=price]').fill('245000');
      await page.locator('select[name=countryCode]').selectOption('ES');
      await page.locator('input[name=city]').fill('Marbella');
      await page.locator('input[name=livingSpace]').fill('180');
      await page.locator('input[name=totalSpace]').fill('150');
      await page.locator('input[name=rooms]').fill('5');
      await page.getByLabel(en('estate.comfort.pool'), { exact: true }).check();
      await page.getByLabel(en('estate.condition.renovated'), { exact: true }).check();
      await page.locator('input[name="distances.sea"]').fill('0.4');
      await page
        .locator('.estate-form button[type=submit]')
        .filter({ hasText: en('estateForm.publish') })
        .click();
      await page.waitForFunction(() => document.querySelector('input[name=totalSpace]')?.getAttribute('aria-invalid') === 'true');
      t.ok(await fieldError(page, 'input[name=totalSpace]'), 'the api answer (total area below living space) is shown at its field');
      t.equal(await page.locator('input[name="title.en"]').inputValue(), title, 'the title is kept');
      t.equal(await page.locator('input[name=price]').inputValue(), '245000', 'the price is kept');
      t.ok(await page.getByLabel(en('estate.comfort.pool'), { exact: true }).isChecked(), 'the facets are kept');
      await page.locator('input[name=totalSpace]').fill('220');
    });

    await t.test('two photos are picked, ordered, and the listing is published', async (t) => {
      await page.locator('input[type=file][name=photos]').setInputFiles(await photoFiles());
      const items = page.locator('.photo-manager__item');
      await items.nth(1).waitFor();
      t.equal(await items.count(), 2);
      const before = await page.locator('.photo-manager__img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      await page.getByRole('button', { name: en('estateForm.photos.moveDown', { n: 1 }) }).click();
      const after = await page.locator('.photo-manager__img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      t.same(after, [...before].reverse(), 'the second photo is now the cover');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the listing form');
      await page.setViewportSize({ width: 390, height: 900 });
      t.ok(await fitsViewport(page), 'the form fits a phone');
      await screenshot(page, 'private-add-estate-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'private-add-estate-1280');

      await page
        .locator('.estate-form button[type=submit]')
        .filter({ hasText: en('estateForm.publish') })
        .click();
      await page.waitForURL((u) => u.pathname === '/private/myestates' && u.searchParams.has('saved'));
      aliasId = new URL(page.url()).searchParams.get('saved') ?? '';
      t.ok(aliasId, 'the saved listing is named in the URL');
      await page.getByText(en('myEstates.saved')).waitFor();
      const row = page.locator(`.my-estate[data-alias="${aliasId}"]`);
      t.match(await row.textContent(), title);
      t.match(await row.locator('.status-pill').textContent(), en('myEstates.status.published'));

      const estate = await call(env().stack.api, 'GET', `/api/estate/${aliasId}`);
      t.equal(estate.status, 200);
      t.equal(estate.body.photos.length, 2, 'both photos were uploaded');
      t.ok(estate.body.photos[0].width <= 900, 'in the chosen order: the PNG (900 px) is the cover');
      t.same(estate.body.comfort, ['pool']);
      t.same(estate.body.condition, ['renovated']);
      t.equal(estate.body.details.distances.sea, 0.4);
      for (const p of estate.body.photos) {
        const img = await fetch(`${base}${p.url}`);
        t.equal(img.headers.get('content-type'), 'image/webp', 'photos are served as webp through the gateway');
      }
    });

    await t.test('the listing is found by the search and has its page', async (t) => {
      await open(page, base, '/search/ES?price_gte=244000&price_lte=246000&estateType=villa');
      await page.getByText(title).first().waitFor();
      t.pass('found by the search');
      t.equal(await open(page, base, `/estate/${aliasId}`), 200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      t.match(body, 'Bright rooms <b>bold</b> & a pool.', 'the description shows what was typed, as text');
      t.equal(await page.locator('main b', { hasText: 'bold' }).count(), 0, 'no markup from the description');
      const photos = await page.locator('main img[src^="/media/estates/"]').count();
      t.ok(photos >= 1, 'the uploaded photos are shown');
    });

    await t.test('its price is changed', async (t) => {
      await open(page, base, '/private/myestates');
      await page.getByRole('link', { name: en('myEstates.editNamed', { title }) }).click();
      await page.waitForURL(`${base}/private/edit/${aliasId}`);
      const price = page.locator('input[name=price]');
      await page.waitForFunction(() => (document.querySelector('input[name=price]') as HTMLInputElement | null)?.value === '245000');
      t.equal(
        await page.locator('textarea[name="description.en"]').inputValue(),
        'Bright rooms <b>bold</b> & a pool.\n\nSecond paragraph.',
        'the description comes back as typed',
      );
      t.equal(await page.locator('.photo-manager__item').count(), 2, 'the photos are there');
      await price.fill('199000');
      await page
        .locator('.estate-form button[type=submit]')
        .filter({ hasText: en('estateForm.savePublished') })
        .click();
      await page.waitForURL((u) => u.pathname === '/private/myestates');
      await open(page, base, `/estate/${aliasId}`);
      await page.getByText('€199,000').first().waitFor();
      t.pass('the new price is on the listing page');
    });

    await t.test('it is deleted after a confirmation', async (t) => {
      await open(page, base, '/private/myestates');
      await page.getByRole('button', { name: en('myEstates.deleteNamed', { title }) }).click();
      const dialog = page.getByRole('dialog', { name: en('myEstates.confirmTitle') });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: en('forms.cancel') }).click();
      t.equal(await page.locator(`.my-estate[data-alias="${aliasId}"]`).count(), 1, 'cancel keeps it');
      await page.getByRole('button', { name: en('myEstates.deleteNamed', { title }) }).click();
      await dialog.getByRole('button', { name: en('myEstates.delete') }).click();
      await page.locator(`.my-estate[data-alias="${aliasId}"]`).waitFor({ state: 'detached' });
      await page.getByText(en('myEstates.empty')).waitFor();
      // the one failed call was the api's 400 this test caused on purpose
      const unexpected = problems.filter((p) => !/status of 400 .*\/api\/estate\)$/.test(p));
      t.same(unexpected, [], 'no other console errors, page errors or hydration warnings');
      t.equal((await call(env().stack.api, 'GET', `/api/estate/${aliasId}`)).status, 404, 'gone from the api');
    });
  });

  t.test('publishing beyond the plan is refused in words; the draft still saves', async (t) => {
    const stack = env().stack;
    const user = await createAccount(stack, 'limit', { plan: 'legacy-free' });
    // use up every publication of the plan
    for (let i = 0; ; i++) {
      const res = await createEstate(stack, user.token, `Filler ${i}`);
      if (res.status === 403) break;
      t.equal(res.status, 201);
      if (i > 50) throw new Error('the plan never ran out');
    }
    const { page, context } = await openPage(env().browser);
    t.teardown(() => context.close());
    const base = stack.gatewayUrl;
    await signInUi(page, base, user.email, user.password, '/private/addnewestate');
    await page.waitForURL(`${base}/private/addnewestate`);
    await page.locator('select[name=estateType]').selectOption('apartment');
    await page.locator('input[name="title.en"]').fill('One too many');
    await page.locator('input[name=price]').fill('99000');
    await page.locator('select[name=countryCode]').selectOption('PT');
    await page.locator('input[name=city]').fill('Porto');
    await page.locator('input[name=livingSpace]').fill('55');
    await page.locator('input[name=rooms]').fill('2');
    await page
      .locator('.estate-form button[type=submit]')
      .filter({ hasText: en('estateForm.publish') })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: en('estateForm.errors.publicationLimit') });
    await alert.waitFor();
    t.pass('the 403 is shown in words');
    t.equal(await page.locator('input[name="title.en"]').inputValue(), 'One too many', 'nothing typed is lost');
    await page.locator('.estate-form button[value=draft]').click();
    await page.waitForURL((u) => u.pathname === '/private/myestates');
    await open(page, base, '/private/myestates?status=draft');
    await page.getByText('One too many').waitFor();
    t.pass('saved as a draft');
  });
}
