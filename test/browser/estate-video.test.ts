// Video and virtual tour as a visitor sees them (issue 24, item 5): the estate page shows neutral
// posters and sends nothing to YouTube, Vimeo or the tour host until a click; the click puts the
// privacy-enhanced player (youtube-nocookie.com, player.vimeo.com with dnt=1) or the tour in the
// poster's place. Every third-party host is intercepted with page.route (nothing leaves the machine).
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { createAccount, fieldError, open, signInUi } from './private-helpers.ts';

const YT = 'dQw4w9WgXcQ';
const THIRD_PARTY = /youtube|ytimg|vimeo|matterport|kuula/i;

/** Answers every request to a video or tour host with a tiny page, and records it. */
async function interceptThirdParties(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => THIRD_PARTY.test(url.hostname),
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
    },
  );
  return seen;
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('posters first, the player and the tour only after a click', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'video', { plan: 'legacy-free', isRealtor: true });
    const body = {
      dealType: 'sale',
      estateType: 'one-family-house',
      title: { en: 'House with a film', de: 'Haus mit Film' },
      price: 540_000,
      currency: 'eur',
      geoData: { countryCode: 'DE', city: 'Filmdorf' },
      livingSpace: 140,
      rooms: 5,
    };
    const created = await call(
      stack.api,
      'POST',
      '/api/estate',
      { ...body, videoUrl: `https://youtu.be/${YT}`, tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo' },
      account.token,
    );
    t.equal(created.status, 201, JSON.stringify(created.body));
    const alias = created.body.aliasId as string;

    const { page, problems } = await openPage(browser);
    const seen = await interceptThirdParties(page);
    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=en`), 200);
    const play = page.getByRole('button', { name: text('en', 'estateView.media.play', { provider: 'YouTube' }) });
    const tour = page.getByRole('button', { name: text('en', 'estateView.media.openTour', { provider: 'Matterport' }) });
    await play.waitFor();
    await tour.waitFor();
    t.equal(await page.locator('iframe').count(), 0, 'no frame before a click');
    await page.waitForLoadState('networkidle');
    t.same(seen, [], 'no request to YouTube or Matterport before the click');

    await play.click();
    const frame = page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${YT}?autoplay=1"]`);
    await frame.waitFor();
    t.equal(await frame.getAttribute('title'), text('en', 'estateView.media.videoOf', { title: 'House with a film' }), 'titled for screen readers');
    t.match(await frame.getAttribute('allow'), /fullscreen/, 'fullscreen allowed');
    t.ok(await frame.getAttribute('sandbox'), 'sandboxed');
    await play.waitFor({ state: 'detached' });
    t.ok(
      seen.some((u) => u.startsWith(`https://www.youtube-nocookie.com/embed/${YT}`)),
      'the click loads the privacy-enhanced player',
    );
    t.notOk(
      seen.some((u) => /(^|\.)youtube\.com\//.test(new URL(u).hostname + '/')),
      'and nothing from youtube.com itself',
    );
    t.notOk(
      seen.some((u) => /matterport/.test(u)),
      'the tour is still not loaded',
    );

    await tour.click();
    await page.locator('iframe[src="https://my.matterport.com/show/?m=SxQL3iGyoDo"]').waitFor();
    t.ok(
      seen.some((u) => u.startsWith('https://my.matterport.com/show/?m=SxQL3iGyoDo')),
      'the tour loads on its own click',
    );

    // a Vimeo video, in German: the poster, then the player with Do Not Track
    const patched = await call(stack.api, 'PATCH', `/api/estate/${alias}`, { videoUrl: 'https://vimeo.com/76979871', tourUrl: null }, account.token);
    t.equal(patched.status, 200);
    seen.length = 0;
    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=de`), 200);
    const vimeo = page.getByRole('button', { name: text('de', 'estateView.media.play', { provider: 'Vimeo' }) });
    await vimeo.waitFor();
    t.equal(await page.getByRole('button', { name: /Matterport/ }).count(), 0, 'the cleared tour is gone');
    await page.waitForLoadState('networkidle');
    t.same(seen, [], 'no request to Vimeo before the click');
    await vimeo.click();
    await page.locator('iframe[src="https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"]').waitFor();
    t.ok(
      seen.some((u) => u.startsWith('https://player.vimeo.com/video/76979871?dnt=1')),
      'the click loads Vimeo’s player with dnt=1',
    );
    t.same(problems, [], 'no console errors (the CSP allows the frames)');
  });

  t.test('the owner adds a video and a tour in the estate form, a wrong link named first', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'video-form', { plan: 'legacy-free', isRealtor: true });
    const created = await call(
      stack.api,
      'POST',
      '/api/estate',
      {
        dealType: 'sale',
        estateType: 'one-family-house',
        title: { en: 'House to be filmed' },
        price: 310_000,
        currency: 'eur',
        geoData: { countryCode: 'ES', city: 'Nerja' },
        livingSpace: 120,
        rooms: 4,
        status: 'published',
      },
      account.token,
    );
    t.equal(created.status, 201, JSON.stringify(created.body));
    const alias = created.body.aliasId as string;
    const { page, problems } = await openPage(browser);
    await interceptThirdParties(page);
    await signInUi(page, stack.gatewayUrl, account.email, account.password, `/private/edit/${alias}`);
    await page.waitForURL(`${stack.gatewayUrl}/private/edit/${alias}`);
    await page.waitForFunction(() => (document.querySelector('input[name=price]') as HTMLInputElement | null)?.value === '310000');
    const video = page.getByLabel(text('en', 'estateForm.fields.videoUrl'));
    const tour = page.getByLabel(text('en', 'estateForm.fields.tourUrl'));
    t.equal(await video.inputValue(), '', 'no video yet');

    await video.fill('https://www.dailymotion.com/video/x7xyz');
    await tour.fill('http://my.matterport.com/show/?m=SxQL3iGyoDo');
    const save = page.locator('.estate-form button[type=submit]').filter({ hasText: text('en', 'estateForm.savePublished') });
    await save.click();
    t.equal(await fieldError(page, 'input[name=videoUrl]'), text('en', 'estateForm.errors.videoUrl'), 'the video field is named');
    t.match(await fieldError(page, 'input[name=tourUrl]'), /https/, 'the tour field is named (https only)');
    t.equal(new URL(page.url()).pathname, `/private/edit/${alias}`, 'nothing was sent; the form stays');

    await video.fill(`https://www.youtube.com/watch?v=${YT}&t=42`);
    await tour.fill('https://my.matterport.com/show/?m=SxQL3iGyoDo');
    await save.click();
    await page.waitForURL((u) => u.pathname === '/private/myestates');
    const saved = await call(stack.api, 'GET', `/api/estate/${alias}`);
    t.same(saved.body.video, { provider: 'youtube', id: YT }, 'the api keeps the video id');
    t.equal(saved.body.tourUrl, 'https://my.matterport.com/show/?m=SxQL3iGyoDo');

    // back in the form the canonical link shows; clearing it removes the video
    await open(page, stack.gatewayUrl, `/private/edit/${alias}`);
    await page.waitForFunction(() => (document.querySelector('input[name=price]') as HTMLInputElement | null)?.value === '310000');
    t.equal(await video.inputValue(), `https://www.youtube.com/watch?v=${YT}`);
    await video.fill('');
    await save.click();
    await page.waitForURL((u) => u.pathname === '/private/myestates');
    const cleared = await call(stack.api, 'GET', `/api/estate/${alias}`);
    t.notOk(cleared.body.video, 'an emptied field clears the video');
    t.equal(cleared.body.tourUrl, 'https://my.matterport.com/show/?m=SxQL3iGyoDo', 'and keeps the tour');
    t.same(problems, [], 'no console errors');
  });
}
