// Floor plans and documents as their owner and a visitor see them (issue 24, item 4): the owner
// uploads a floor plan PDF in the estate form's documents manager (a wrong file is refused at the
// file field first), the listing page shows it under "Floor plans" with its size, and the link
// downloads it as an attachment (never a page in our origin).
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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

    // the listing page, server-rendered: the floor plan with its size, as a download link
    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=en`), 200);
    const plans = page.getByRole('region', { name: text('en', 'estateView.documents.floorPlans') });
    await plans.waitFor();
    const link = plans.getByRole('link', { name: /Ground floor/ });
    t.match(await link.textContent(), /\(PDF, 0\.1 kB\)/, 'the size is shown');
    t.equal(await link.getAttribute('download'), '', 'a download link');
    const href = (await link.getAttribute('href')) as string;
    t.match(href, /^\/media\/estates\/.+\/ground-floor\.pdf$/);

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
