// Floor plans and documents as their owner and a visitor see them (issue 24, item 4): the owner
// uploads a floor plan PDF in the estate form's documents manager (a wrong file is refused at the
// file field first); with a photo, an image floor plan and a document beside it, the listing page's
// gallery has a Photos and a Floor plans tab (server-rendered, WAI-ARIA tabs: arrow keys, Home, End;
// the floor plan picture not loaded until its tab is shown), the PDF floor plan is a download link with
// its size that downloads as an attachment (never a page in our origin), and the document is listed
// with its size below.
import t from 'tap';
import sharp from 'sharp';
import { openPage } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 210, b: 220 } } })
    .png()
    .toBuffer();

/** A multipart upload straight to the api, as the owner (a photo: part `photo`; a document: `file`). */
async function apiUpload(apiUrl: string, token: string, path: string, part: string, file: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(part, new Blob([new Uint8Array(file)], { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' }), name);
  const res = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return res.status;
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('the owner uploads a floor plan PDF; the listing offers it as a download', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'docs', { plan: 'legacy-free', isRealtor: true });
    const created = await call(
      stack.api,
      'POST',
      '/api/estate',
      {
        dealType: 'sale',
        estateType: 'one-family-house',
        title: { en: 'House with a plan' },
        price: 420_000,
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
    await signInUi(page, stack.gatewayUrl, account.email, account.password, `/private/edit/${alias}?lng=en`);
    await page.waitForURL(new RegExp(`/private/edit/${alias}`));
    const section = page.getByRole('region', { name: text('en', 'estateForm.documents.title') });
    await section.waitFor();
    const file = section.getByLabel(text('en', 'estateForm.documents.file'));
    const upload = section.getByRole('button', { name: text('en', 'estateForm.documents.upload') });

    // a ".pdf" that is no PDF: the api refuses it, and the message stands at the file field
    await section.getByLabel(text('en', 'estateForm.documents.kind')).selectOption('document');
    await file.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await upload.click();
    await section.getByText(text('en', 'estateForm.documents.errors.notPdf')).waitFor();
    t.equal(await file.getAttribute('aria-invalid'), 'true', 'the file field is marked invalid');

    await section.getByLabel(text('en', 'estateForm.documents.kind')).selectOption('floorplan');
    await section.getByLabel(text('en', 'estateForm.documents.titleField')).fill('Ground floor');
    await file.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.click();
    await section.getByRole('link', { name: 'Ground floor' }).waitFor();
    t.equal(await file.getAttribute('aria-invalid'), null, 'no error left');

    // a photo, an image floor plan and a document beside the PDF floor plan
    t.equal(await apiUpload(stack.api.url, account.token, `/api/estate/${alias}/photos`, 'photo', await png(1200, 900), 'front.png'), 201, 'a photo');
    t.equal(
      await apiUpload(stack.api.url, account.token, `/api/estate/${alias}/documents`, 'file', await png(1200, 800), 'upper.png', {
        kind: 'floorplan',
        title: 'Upper floor',
      }),
      201,
      'an image floor plan',
    );
    t.equal(
      await apiUpload(stack.api.url, account.token, `/api/estate/${alias}/documents`, 'file', PDF, 'energy.pdf', {
        kind: 'document',
        title: 'Energy certificate',
      }),
      201,
      'a document',
    );

    // the server's markup, before any script: the tabs, the photos shown, the floor plans' panel hidden
    const html = await (await page.request.get(`${stack.gatewayUrl}/estate/${alias}?lng=en`)).text();
    t.match(html, /role="tablist"/, 'the tabs are server-rendered');
    t.match(html, /<div role="tabpanel" id="gallery-panel-plans" aria-labelledby="gallery-tab-plans" hidden=""/, 'the floor plans hidden');

    // the listing page in the browser
    const planImages: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && /\/media\/estates\//.test(r.url()) && !/\.thumb\./.test(r.url())) planImages.push(r.url());
    });
    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=en`), 200);
    const tabs = page.getByRole('tablist', { name: text('en', 'estateView.gallery.tabs') });
    await tabs.waitFor();
    const photosTab = tabs.getByRole('tab', { name: new RegExp(`^${text('en', 'estateView.gallery.label')}`) });
    const plansTab = tabs.getByRole('tab', { name: new RegExp(`^${text('en', 'estateView.documents.floorPlans')}`) });
    t.equal(await photosTab.getAttribute('aria-selected'), 'true', 'Photos is the chosen tab');
    t.equal(await plansTab.getAttribute('aria-selected'), 'false');
    t.equal(await plansTab.getAttribute('tabindex'), '-1', 'one tab in the Tab order');
    t.match(await plansTab.textContent(), /2$/, 'the Floor plans tab counts two');
    const plansPanel = page.locator('#gallery-panel-plans');
    t.notOk(await plansPanel.isVisible(), 'the floor plans are hidden');
    t.ok(await page.getByRole('tabpanel', { name: new RegExp(`^${text('en', 'estateView.gallery.label')}`) }).isVisible(), 'the photos shown');
    const upperPlan = await call(stack.api, 'GET', `/api/estate/${alias}`);
    const upperUrl = (upperPlan.body.documents as { title: string; url: string }[]).find((d) => d.title === 'Upper floor')!.url;
    t.notOk(
      planImages.some((u) => u.endsWith(upperUrl)),
      'the floor plan picture is not loaded before its tab is shown',
    );

    // the keyboard, once the section's code is in and React has hydrated it (React's own props on the
    // element; a key pressed before would be replayed at hydration)
    await page.waitForFunction(() => Object.keys(document.querySelector('#gallery-tab-plans') ?? {}).some((k) => k.startsWith('__reactProps')));
    await photosTab.focus();
    await page.keyboard.press('ArrowRight');
    t.equal(await plansTab.getAttribute('aria-selected'), 'true', 'the arrow key chose the Floor plans tab');
    t.ok(await plansTab.evaluate((el) => el === document.activeElement), 'the focus moved with the arrow key');
    t.ok(await plansPanel.isVisible(), 'the floor plans are shown');
    t.notOk(await page.locator('#gallery-panel-photos').isVisible(), 'the photos hidden');
    const planPicture = plansPanel.getByRole('img', { name: /House with a plan, floor plan 1/ });
    await planPicture.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('#gallery-panel-plans img.gallery__photo') as HTMLImageElement | null)?.complete === true,
    );
    t.ok(await planPicture.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0), 'the floor plan picture loads when shown');
    await page.keyboard.press('Home');
    t.equal(await photosTab.getAttribute('aria-selected'), 'true', 'Home goes back to the photos');
    await page.keyboard.press('ArrowLeft');
    t.equal(await plansTab.getAttribute('aria-selected'), 'true', 'ArrowLeft wraps round to the floor plans');

    // the PDF floor plan: a download link with its size
    const link = plansPanel.getByRole('link', { name: /Ground floor/ });
    t.match(await link.textContent(), /\(PDF, 0\.1 kB\)/, 'the size is shown');
    t.equal(await link.getAttribute('download'), '', 'a download link');
    const href = (await link.getAttribute('href')) as string;
    t.match(href, /^\/media\/estates\/.+\/ground-floor\.pdf$/);

    // the document, listed with its size under Documents (not a floor plan)
    const docs = page.getByRole('region', { name: text('en', 'estateView.documents.title') });
    t.match(await docs.getByRole('link', { name: /Energy certificate/ }).textContent(), /\(PDF, 0\.1 kB\)/, 'the document with its size');
    t.equal(await docs.getByRole('link', { name: /Ground floor/ }).count(), 0, 'the floor plan is not among the documents');

    const answer = await page.request.get(`${stack.gatewayUrl}${href}`);
    t.equal(answer.status(), 200);
    t.equal(answer.headers()['content-disposition'], 'attachment; filename="ground-floor.pdf"', 'served as an attachment');
    t.equal(answer.headers()['x-content-type-options'], 'nosniff');
    t.match(answer.headers()['content-security-policy'], /sandbox/);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    t.equal(download.suggestedFilename(), 'ground-floor.pdf', 'the click downloads the file');
    t.equal(page.url(), `${stack.gatewayUrl}/estate/${alias}?lng=en`, 'and the page stays');
    // the one refusal above is the browser's own log line for the api's 400, nothing else
    const expected = (p: string) => p.includes('status of 400') && p.includes(`/api/estate/${alias}/documents`);
    t.same(
      problems.filter((p) => !expected(p)),
      [],
      'no other console errors',
    );
  });
}
