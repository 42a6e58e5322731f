// Admins write articles, news, legal pages and country guides (issue 23, item 6) through the gateway:
// a draft previews at /article-preview/{id} for operators only (404 to a visitor); published, it is
// in the feeds of the languages it has and a language it lacks is a 404; hostile Markdown and HTML
// never reach the rendered page; editing the impressum changes /impressum; a country guide edited;
// bad input is a 400 naming the field; a moderator gets 403; every change is in the audit trail.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { newUser } from './api-estates-fixtures.ts';
import { browser, operator, type Browser } from './api-admin-operators-fixtures.ts';

let stack: Stack;
let admin: Browser;
let moderator: Browser;

t.before(async () => {
  stack = await startStack({
    estates: 0,
    api: { config: { adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
  });
  admin = await operator(stack, DEMO.demo.email, DEMO.demo.password);
  const mod = await newUser(stack.api, null);
  const roles = await admin.send('PUT', `/api/admin/users/${mod.id}/roles`, { roles: ['moderator'] });
  if (roles.status !== 200) throw new Error(`roles ${roles.status}`);
  moderator = await operator(stack, mod.email, 'correct-horse-battery-42');
});
t.teardown(() => stack?.close());

/** The gateway keeps anonymous api reads for a second: asks again until `ok` or 3 s passed. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let v = await read();
  for (let i = 0; i < 30 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

const HOSTILE = [
  'Read **this**.',
  '<script>alert("md")</script>',
  '[click](javascript:alert(1))',
  '<img src=x onerror=alert(2)>',
  '[site](https://example.org/guide)',
].join('\n\n');

function assertSafe(t: { notMatch: (s: string, re: RegExp, m: string) => unknown }, html: string, where: string) {
  t.notMatch(html, /<script>alert/i, `${where}: no script from the body`);
  t.notMatch(html, /href="javascript:/i, `${where}: no javascript: link`);
  t.notMatch(html, /<img[^>]*onerror/i, `${where}: no event handler`);
}

t.test('a news item: draft previewed by operators only, published in the languages it has', async (t) => {
  const visitor = browser(stack);
  const created = await admin.send('POST', '/api/admin/articles', {
    type: 'news',
    status: 'draft',
    translations: {
      en: { title: 'Harbour homes open day', body: HOSTILE },
      de: { title: 'Tag der offenen Tür am Hafen', body: 'Lesen Sie **dies**.', summary: 'Kurz gesagt' },
    },
  });
  t.equal(created.status, 201, created.text);
  const id: string = created.body._id;
  t.match(id, /^harbour-homes-open-day-[0-9a-f]{6}$/, 'the slug comes from the English title');

  t.equal((await visitor.send('GET', `/article-preview/${id}?lng=en`)).status, 404, 'a visitor: the preview is not found');
  t.equal((await visitor.send('GET', `/api/articles/preview/${id}?lang=en`)).status, 404, 'nor its data');
  const preview = await admin.send('GET', `/article-preview/${id}?lng=en`);
  t.equal(preview.status, 200, 'an admin sees the draft');
  t.match(preview.text, /Harbour homes open day/);
  t.match(preview.text, /<strong>this<\/strong>/, 'Markdown rendered');
  t.match(preview.text, /<a href="https:\/\/example.org\/guide" rel="nofollow noopener">site<\/a>/, 'external link marked');
  assertSafe(t, preview.text, 'preview page');
  t.equal((await visitor.send('GET', `/api/articles/${id}?lang=en`)).status, 404, 'a draft is not public');
  const feedBefore = await visitor.send('GET', '/api/articles/feed/news/en?onPage=100');
  t.notOk(
    feedBefore.body.values.some((a: { slug: string }) => a.slug === id),
    'nor in a feed',
  );

  const published = await admin.send('PATCH', `/api/admin/articles/${id}`, { status: 'published' });
  t.equal(published.status, 200, published.text);
  t.equal(published.body.status, 'published');
  t.same(Object.keys(published.body.translations).sort(), ['de', 'en']);
  t.equal(published.body.translations.en.body, HOSTILE, 'the Markdown source is kept for the editor');

  for (const lang of ['en', 'de']) {
    const feed = await eventually(
      () => visitor.send('GET', `/api/articles/feed/news/${lang}?onPage=100`),
      (r) => r.body.values.some((a: { slug: string }) => a.slug === id),
    );
    const item = feed.body.values.find((a: { slug: string }) => a.slug === id);
    t.ok(item, `in the ${lang} feed`);
    if (lang === 'de') t.equal(item.preview, 'Kurz gesagt', 'the summary is the teaser');
  }
  const es = await visitor.send('GET', '/api/articles/feed/news/es?onPage=100');
  t.notOk(
    es.body.values.some((a: { slug: string }) => a.slug === id),
    'not in the Spanish feed',
  );
  const esPage = await visitor.send('GET', `/article/${id}?lng=es`);
  t.equal(esPage.status, 404, 'the Spanish page is not found, not an empty page');
  t.equal((await visitor.send('GET', `/api/articles/${id}?lang=es`)).status, 404);
  const enPage = await eventually(
    () => visitor.send('GET', `/article/${id}?lng=en`),
    (r) => r.status === 200,
  );
  t.equal(enPage.status, 200);
  t.match(enPage.text, /Harbour homes open day/);
  assertSafe(t, enPage.text, 'public page');
  const dePage = await visitor.send('GET', `/article/${id}?lng=de`);
  t.match(dePage.text, /Tag der offenen Tür am Hafen/);

  const listed = await admin.send('GET', '/api/admin/articles?type=news&status=published&lang=de&onPage=100');
  t.equal(listed.status, 200);
  const row = listed.body.values.find((a: { _id: string }) => a._id === id);
  t.same(row.languages, ['de', 'en']);
  t.equal(row.title, 'Tag der offenen Tür am Hafen', 'titled in the asked language');
  const drafts = await admin.send('GET', '/api/admin/articles?status=draft&onPage=100');
  t.notOk(
    drafts.body.values.some((a: { _id: string }) => a._id === id),
    'filtered by status',
  );

  // a language removed, then the article deleted with a reason
  const noDe = await admin.send('PATCH', `/api/admin/articles/${id}`, { translations: { de: null } });
  t.same(Object.keys(noDe.body.translations), ['en']);
  const gone = await eventually(
    () => visitor.send('GET', `/api/articles/${id}?lang=de`),
    (r) => r.status === 404,
  );
  t.equal(gone.status, 404, 'the German text is gone');
  t.equal((await admin.send('DELETE', `/api/admin/articles/${id}`, {})).status, 400, 'no reason: 400');
  t.equal((await admin.send('DELETE', `/api/admin/articles/${id}`, { reason: 'event cancelled' })).status, 204);
  t.equal((await admin.send('GET', `/api/admin/articles/${id}`)).status, 404);
  t.equal((await admin.send('DELETE', `/api/admin/articles/${id}`, { reason: 'again' })).status, 404);

  const audit = await admin.send('GET', `/api/admin/audit?target=${encodeURIComponent(`article:${id}`)}`);
  t.same(
    audit.body.values.map((a: { action: string }) => a.action),
    ['content.delete', 'content.update', 'content.update', 'content.create'],
    'every change in the audit trail',
  );
  const publish = audit.body.values[2];
  t.equal(publish.before.status, 'draft');
  t.equal(publish.after.status, 'published');
  t.equal(audit.body.values[0].reason, 'event cancelled');
});

t.test('HTML bodies are sanitized too, and the preview endpoint renders like the page', async (t) => {
  const html = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">l</a><img src=x onerror=alert(2)></p>';
  const preview = await admin.send('POST', '/api/admin/content/preview', { body: html, format: 'html' });
  t.equal(preview.status, 200);
  t.equal(preview.body.html, '<p>Hi<a>l</a></p>');
  const md = await admin.send('POST', '/api/admin/content/preview', { body: HOSTILE });
  assertSafe(t, md.body.html, 'markdown preview');
  t.match(md.body.html, /&lt;script&gt;/, 'raw HTML in Markdown is shown as text');
});

t.test('editing the impressum changes /impressum', async (t) => {
  const before = await admin.send('GET', '/api/admin/articles/impressum');
  t.equal(before.status, 200);
  t.equal(before.body.type, 'page');
  t.same(Object.keys(before.body.translations).sort(), ['de', 'en', 'es', 'ru'], 'the seed page in four languages');
  t.equal(before.body.translations.de.format, 'html', 'written by the seed as HTML');
  const changed = await admin.send('PATCH', '/api/admin/articles/impressum', {
    translations: { de: { title: 'Impressum', body: '## Anbieter\n\nMusterfirma GmbH, Hafenstraße 1' } },
  });
  t.equal(changed.status, 200, changed.text);
  const page = await eventually(
    () => browser(stack).send('GET', '/impressum?lng=de'),
    (r) => r.text.includes('Musterfirma GmbH'),
  );
  t.equal(page.status, 200);
  t.match(page.text, /<h2>Anbieter<\/h2>/);
  const en = await browser(stack).send('GET', '/impressum?lng=en');
  t.notMatch(en.text, /Musterfirma/, 'the other languages unchanged');
});

t.test('a country guide edited and removed', async (t) => {
  const got = await admin.send('GET', '/api/admin/countries/hr');
  t.equal(got.status, 200);
  t.equal(got.body.code, 'HR');
  const patched = await admin.send('PATCH', '/api/admin/countries/HR', {
    translations: { es: { body: '# Croacia\n\nCostas y **islas**. <script>x()</script>' } },
  });
  t.equal(patched.status, 200, patched.text);
  t.equal(patched.body.translations.es.format, 'markdown');
  const full = await eventually(
    () => browser(stack).send('GET', '/api/geodata/HR/full/es'),
    (r) => typeof r.body?.fullText === 'string' && r.body.fullText.includes('islas'),
  );
  t.match(full.body.fullText, /<h2>Croacia<\/h2>/);
  t.notMatch(full.body.fullText, /<script/);
  const page = await browser(stack).send('GET', '/countries/HR?lng=es');
  t.match(page.text, /Costas y <strong>islas<\/strong>/);
  t.equal((await admin.send('PATCH', '/api/admin/countries/QQ', { translations: { en: { body: 'x' } } })).status, 404);
  const audit = await admin.send('GET', '/api/admin/audit?target=country:HR');
  t.equal(audit.body.values[0].action, 'country.guide.update');
  t.not(audit.body.values[0].before?.es?.format, 'markdown', 'before: the seed text');
  t.equal(audit.body.values[0].after.es.format, 'markdown', 'after: the Markdown');

  const removed = await admin.send('PATCH', '/api/admin/countries/HR', { translations: { es: null } });
  t.equal(removed.status, 200);
  t.notOk('es' in removed.body.translations, 'the Spanish text removed');
  t.ok(removed.body.hasGuide, 'the guide stays in its other languages');
});

t.test('bad input is a 400 naming the field', async (t) => {
  const good = { type: 'article', status: 'draft', translations: { en: { title: 'T', body: 'b' } } };
  const cases: [string, unknown, RegExp][] = [
    ['unknown type', { ...good, type: 'blog' }, /type/],
    ['unknown status', { ...good, status: 'live' }, /status/],
    ['no translations', { ...good, translations: {} }, /translations/],
    ['unknown language', { ...good, translations: { fr: { title: 'T', body: 'b' } } }, /translations/],
    ['missing title', { ...good, translations: { de: { body: 'b' } } }, /translations\.de\.title|title/],
    ['blank title', { ...good, translations: { de: { title: '  ', body: 'b' } } }, /title/],
    ['body too long', { ...good, translations: { en: { title: 'T', body: 'x'.repeat(100_001) } } }, /body/],
    ['bad slug', { ...good, slug: '../etc' }, /slug/],
  ];
  for (const [name, body, field] of cases) {
    const r = await admin.send('POST', '/api/admin/articles', body);
    t.equal(r.status, 400, name);
    t.match(JSON.stringify(r.body?.errors ?? r.body), field, `${name}: names the field`);
  }
  const taken = await admin.send('POST', '/api/admin/articles', { ...good, slug: 'impressum' });
  t.equal(taken.status, 409);
  t.equal(taken.body.code, 'SLUG_TAKEN');
  t.equal((await admin.send('PATCH', '/api/admin/articles/impressum', {})).status, 400, 'an empty change');
  t.equal((await admin.send('PATCH', '/api/admin/articles/no-such-article', { status: 'draft' })).status, 404);
});

t.test('only admins manage content: moderator 403, signed out 401', async (t) => {
  const body = { type: 'news', status: 'draft', translations: { en: { title: 'T', body: 'b' } } };
  for (const [method, path] of [
    ['GET', '/api/admin/articles'],
    ['POST', '/api/admin/articles'],
    ['PATCH', '/api/admin/articles/impressum'],
    ['DELETE', '/api/admin/articles/impressum'],
    ['PATCH', '/api/admin/countries/HR'],
  ] as const) {
    const send =
      method === 'GET'
        ? undefined
        : method === 'DELETE'
          ? { reason: 'x' }
          : method === 'PATCH' && path.includes('countries')
            ? { translations: { en: { body: 'x' } } }
            : { ...body, status: 'published' };
    const m = await moderator.send(method, path, send);
    t.equal(m.status, 403, `${method} ${path}: a moderator gets 403`);
    t.equal(m.body?.code, 'FORBIDDEN');
    t.equal((await browser(stack).send(method, path, send)).status, 401, `${method} ${path}: signed out 401`);
  }
  // a moderator is an operator: drafts preview for them
  const draft = await admin.send('POST', '/api/admin/articles', body);
  t.equal((await moderator.send('GET', `/api/articles/preview/${draft.body._id}?lang=en`)).status, 200, 'a moderator previews a draft');
});
