// The content screen in Chromium (issue 23, item 6 and 10): an admin (two-factor sign-in enrolled on
// the page) writes a news item in English and German, sees the Markdown preview rendered by the
// api, saves a draft (the public page is 404 meanwhile), publishes it, and it is in the English and
// German news feeds and not in the Spanish one; a country guide written in the same screen shows on
// the country's page; deleting the news item asks a reason and a confirmation.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { codeAt, OPERATOR_STACK } from './operator-helpers.ts';
import { open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);
  // the demo account is an admin (ADMIN_EMAILS); sign-in back-off out of the way of many sign-ins
  const env = useEnv(t, OPERATOR_STACK);

  t.test('an admin writes a news item in en and de, previews, publishes: in /news for en and de, not es', async (t) => {
    const { stack, browser } = env();
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await signInUi(page, stack.gatewayUrl, DEMO.demo.email, DEMO.demo.password);
    await open(page, stack.gatewayUrl, '/admin/content?lng=en');
    await page.getByRole('button', { name: en('admin.mfa.start') }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    await page.getByLabel(en('admin.mfa.code')).fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: en('admin.mfa.verify') }).click();
    await page.getByRole('button', { name: en('admin.mfa.codesDone') }).click();

    await page.getByRole('button', { name: en('admin.content.new') }).click();
    const editor = page.getByRole('region', { name: en('admin.content.editor') });
    await editor.getByLabel(en('admin.content.title')).fill('Marina flats released');
    await editor.getByLabel(en('admin.content.body')).fill('Twelve **new** flats.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))');
    const preview = editor.locator('[data-preview]');
    await preview.locator('strong').waitFor();
    t.equal(await preview.locator('strong').textContent(), 'new', 'the preview renders the Markdown');
    t.equal(await preview.locator('script').count(), 0, 'no script in the preview');
    t.match(await preview.textContent(), /<script>alert\(1\)<\/script>/, 'raw HTML shown as text');
    t.equal(await preview.locator('a').count(), 0, 'no javascript: link');

    await editor.getByRole('tab', { name: 'DE' }).click();
    await editor.getByLabel(en('admin.content.title')).fill('Neue Wohnungen am Yachthafen');
    await editor.getByLabel(en('admin.content.body')).fill('Zwölf *neue* Wohnungen.');
    await preview.locator('em').waitFor();

    await editor.getByRole('button', { name: en('admin.content.saveDraft') }).click();
    await editor.getByText(en('admin.outcome.done')).waitFor();
    const item = page.locator('.admin-item', { hasText: 'Marina flats released' });
    await item.waitFor();
    const slug = (await item.getAttribute('data-article')) ?? '';
    t.match(slug, /^marina-flats-released-/, 'listed with its slug');
    t.match(await item.textContent(), en('admin.content.status.draft'));
    t.equal((await fetch(`${stack.gatewayUrl}/article/${slug}?lng=en`)).status, 404, 'a draft is not public');

    // the draft's preview page, for the signed-in admin
    const draft = await context.newPage();
    await draft.goto(`${stack.gatewayUrl}/article-preview/${slug}?lng=en`);
    await draft.getByRole('heading', { name: 'Marina flats released' }).waitFor();
    t.equal(await draft.locator('.article__body script, main script').count(), 0, 'no script on the preview page');
    await draft.close();

    await editor.getByRole('button', { name: en('admin.content.publish') }).click();
    await item.getByText(en('admin.content.status.published')).waitFor();

    for (const [lng, title] of [
      ['en', 'Marina flats released'],
      ['de', 'Neue Wohnungen am Yachthafen'],
    ] as const) {
      await open(page, stack.gatewayUrl, `/news?lng=${lng}`);
      await page.getByRole('link', { name: title }).waitFor({ timeout: 10_000 });
      t.pass(`in the ${lng} news`);
    }
    await open(page, stack.gatewayUrl, '/news?lng=es');
    t.equal(await page.getByRole('link', { name: /Marina|Yachthafen/ }).count(), 0, 'not in the Spanish news');
    t.equal((await fetch(`${stack.gatewayUrl}/article/${slug}?lng=es`)).status, 404, 'the Spanish page is not found');

    // a country guide: chosen by country, written in Markdown, shown on the country's page
    await open(page, stack.gatewayUrl, '/admin/content?lng=en');
    const guides = page.getByRole('form', { name: en('admin.guides.title') });
    await guides.getByLabel(en('admin.guides.country')).selectOption('HR');
    await guides.getByRole('button', { name: en('admin.guides.edit') }).click();
    const guide = page.getByRole('region', { name: en('admin.guides.editor', { country: 'Croatia' }) });
    await guide.getByRole('tab', { name: 'EN' }).click();
    // the seed's guides are HTML: this one is rewritten in Markdown
    await guide.getByLabel(en('admin.guides.format')).selectOption('markdown');
    await guide.getByLabel(en('admin.content.body')).fill('Buying on the **Adriatic** coast: notary first.');
    await guide.locator('[data-preview] strong').waitFor();
    await guide.getByRole('button', { name: en('admin.guides.save') }).click();
    await guide.getByText(en('admin.outcome.done')).waitFor();
    await open(page, stack.gatewayUrl, '/countries/HR?lng=en');
    await page.getByText('notary first').waitFor({ timeout: 10_000 });
    t.equal(await page.locator('main strong', { hasText: 'Adriatic' }).count(), 1, 'the guide shows the Markdown rendered');

    // deleting asks a reason, then a confirmation
    await open(page, stack.gatewayUrl, '/admin/content?type=news&lng=en');
    const row = page.locator(`.admin-item[data-article="${slug}"]`);
    await row.getByRole('button', { name: en('admin.content.delete') }).click();
    await row.getByLabel(en('admin.reason')).fill('Duplicate of another item');
    await row.getByRole('button', { name: en('admin.content.delete') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en('admin.content.delete') }).click();
    await row.waitFor({ state: 'detached' });
    t.pass('deleted after the confirmation');
    t.same(problems, [], 'no console errors');
  });
}
