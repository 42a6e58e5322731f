// Read-only reference and content: article feeds and language fallback, country guides, currencies,
// the home page data, the contact form, media serving, health and the OpenAPI document.
import t from 'tap';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0 });
});
t.teardown(() => api?.close());

t.test('the article feed pages through published articles, newest first, without bodies', async (t) => {
  const first = await call(api, 'GET', '/api/articles/feed/article/ru?page=1&onPage=5');
  t.equal(first.status, 200);
  t.same(first.body.meta, { page: 1, onPage: 5, totalPages: 3, total: 12, type: 'article', lang: 'ru' });
  t.equal(first.body.values.length, 5);
  t.notOk('body' in first.body.values[0]);
  const dates = first.body.values.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
  t.same(
    dates,
    [...dates].sort((a, b) => b - a),
  );

  const last = await call(api, 'GET', '/api/articles/feed/article/ru?page=3&onPage=5');
  t.equal(last.body.values.length, 2);
  const all = [...first.body.values, ...last.body.values].map((a: { slug: string }) => a.slug);
  t.equal(new Set(all).size, all.length, 'no article on two pages');
  t.notOk(all.includes('rynok-nedvizhimosti-portugalii'), 'drafts stay out');

  const beyond = await call(api, 'GET', '/api/articles/feed/article/ru?page=9&onPage=5');
  t.same(beyond.body.values, []);
  const news = await call(api, 'GET', '/api/articles/feed/news/es');
  t.equal(news.body.meta.total, 8);
  t.ok(news.body.values.every((a: { language: string; type: string }) => a.language === 'es' && a.type === 'news'));
});

t.test('an article comes in the asked language, else 404; without a language English, else any; unknown is 404', async (t) => {
  const de = await call(api, 'GET', '/api/articles/privacy-policy?lang=de');
  t.equal(de.status, 200);
  t.equal(de.body.language, 'de');
  t.equal(de.body.title, 'Datenschutzerklärung');
  t.match(de.body.body, /<h2>/);

  const ru = await call(api, 'GET', '/api/articles/portal-new-search?lang=ru');
  t.equal(ru.body.language, 'ru', 'the asked language when it exists');
  const ruOnly = await call(api, 'GET', '/api/articles/pokupka-doma-v-toskane?lang=de');
  t.equal(ruOnly.status, 404, 'no German text: not found, never another language under the German URL');
  const anyLang = await call(api, 'GET', '/api/articles/pokupka-doma-v-toskane');
  t.equal(anyLang.body.language, 'ru', 'no language asked, no English text: any language');

  for (const slug of ['terms-and-conds', 'privacy-policy', 'revocation-instructions', 'impressum']) {
    for (const lang of ['en', 'de', 'ru', 'es']) {
      const res = await call(api, 'GET', `/api/articles/${slug}?lang=${lang}`);
      t.equal(res.body.language, lang, `${slug} in ${lang}`);
    }
  }
  // the privacy policy names what is kept and for how long, and who sees data, in every language
  for (const lang of ['en', 'de', 'ru', 'es']) {
    const { body } = (await call(api, 'GET', `/api/articles/privacy-policy?lang=${lang}`)).body as { body: string };
    for (const fact of ['Stripe', 'OpenStreetMap', '30', '24', '14', '§ 147 AO', 'Google Analytics', 'consent', '<li>'])
      t.ok(body.includes(fact), `privacy policy in ${lang} names ${fact}`);
  }
  const missing = await call(api, 'GET', '/api/articles/no-such-article');
  t.equal(missing.status, 404);
  t.equal(missing.body.code, 'ARTICLE_NOT_FOUND');
  t.equal((await call(api, 'GET', '/api/articles/rynok-nedvizhimosti-portugalii')).status, 404, 'a draft is not public');
  // drafts preview for operators only (test/integration/api-admin-content.test.ts): anyone else, 404
  const preview = await call(api, 'GET', '/api/articles/preview/rynok-nedvizhimosti-portugalii?lang=ru');
  t.equal(preview.status, 404);
});

t.test('article bodies are sanitized when written', async (t) => {
  const all = await api.db.query<{ body: string }>('SELECT body FROM articles');
  t.ok(all.rows.length > 60);
  t.notOk(all.rows.some((r) => /<script|on\w+=|javascript:/i.test(r.body)));
});

t.test('countries: all of them, names in four languages, estate counts, sorted by the name in lang', async (t) => {
  const res = await call(api, 'GET', '/api/geodata/countries?lang=de');
  t.equal(res.status, 200);
  t.ok(res.body.length > 240);
  const it = res.body.find((c: { code: string }) => c.code === 'IT');
  t.same(it.names, { en: 'Italy', de: 'Italien', ru: 'Италия', es: 'Italia' });
  t.equal(it.numCode, 380);
  t.equal(it.hasGuide, true);
  t.type(it.estates, 'number');
  const names = res.body.map((c: { names: { de: string } }) => c.names.de);
  t.same(names, [...names].sort(new Intl.Collator('de').compare));
  t.equal((await call(api, 'GET', '/api/geodata/countries?lang=xx')).status, 400);
});

t.test('country guides and banners', async (t) => {
  const full = await call(api, 'GET', '/api/geodata/es/full/ru');
  t.equal(full.status, 200);
  t.equal(full.body.countryCode, 'ES');
  t.equal(full.body.name, 'Испания');
  t.match(full.body.fullText, /Испании/);
  const noGuide = await call(api, 'GET', '/api/geodata/NO/full/en');
  t.equal(noGuide.status, 404, 'Norway has no guide');
  t.equal(noGuide.body.code, 'COUNTRY_GUIDE_NOT_FOUND');
  const badLang = await call(api, 'GET', '/api/geodata/ES/full/xx');
  t.equal(badLang.status, 400);
  t.equal(badLang.body.code, 'VALIDATION');
  t.same(
    badLang.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    [['lang', 'INVALID_CHOICE']],
  );

  const banner = await call(api, 'GET', '/api/geodata/HR/banner');
  t.equal(banner.status, 200);
  t.equal(banner.body.info.title.de, 'Immobilien in Kroatien');
  const none = await call(api, 'GET', '/api/geodata/NO/banner');
  t.same(none.body, { countryCode: 'NO', info: null });
  const unknown = await call(api, 'GET', '/api/geodata/QQ/banner');
  t.equal(unknown.status, 404);
  t.equal(unknown.body.code, 'COUNTRY_NOT_FOUND');
});

t.test('currencies are rated against the euro', async (t) => {
  const res = await call(api, 'GET', '/api/currencies');
  t.same(
    res.body.map((c: { code: string; sign: string }) => [c.code, c.sign]),
    [
      ['eur', '€'],
      ['usd', '$'],
      ['rub', '₽'],
    ],
  );
  t.equal(res.body[0].rate, 1);
  t.ok(res.body[1].rate > 1 && res.body[2].rate > 50);
});

t.test('home page data: featured countries in order and the latest news in the language', async (t) => {
  const res = await call(api, 'GET', '/api/pages/home?lang=es');
  t.same(
    res.body.featuredCountries.map((c: { code: string }) => c.code),
    ['IT', 'ES', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US'],
  );
  t.equal(res.body.news.length, 3);
  t.ok(res.body.news.every((n: { language: string }) => n.language === 'es'));
  t.ok(
    res.body.news.every((n: { type: string }) => n.type === 'news'),
    'each item says it is news (the page tags it)',
  );
});

t.test('the contact form: stored and mailed to the operator, answered 202', async (t) => {
  const before = (await outbox(api)).length;
  const form = { name: ' Anna ', email: 'anna@example.com', subject: 'Villa 42', message: 'Is it still available?', language: 'de' };
  const res = await call(api, 'POST', '/api/contact', form);
  t.equal(res.status, 202);
  t.same(res.body, { message: 'Thank you, we will answer soon' });
  const stored = await api.db.query<{ name: string; language: string }>('SELECT name, language FROM contact_requests WHERE email = $1', [form.email]);
  t.same(stored.rows, [{ name: 'Anna', language: 'de' }], 'stored with the name trimmed');
  const mail = (await outbox(api)).slice(before).find((m) => m.subject === '[Contact] Villa 42');
  t.ok(mail, 'mailed to the operator');
  t.equal(mail?.replyTo, form.email);
});

t.test('the contact form reports every invalid field at once, each with its code', async (t) => {
  const res = await call(api, 'POST', '/api/contact', {
    name: '   ',
    email: 'not-an-address',
    subject: 'x'.repeat(201),
    message: 'Hello',
    language: 'xx',
  });
  t.equal(res.status, 400);
  t.equal(res.body.code, 'VALIDATION');
  const byField = Object.fromEntries(res.body.errors.map((e: { field: string; code: string; limit?: number }) => [e.field, e]));
  t.same(Object.keys(byField).sort(), ['email', 'language', 'name', 'subject']);
  t.equal(byField.email.code, 'INVALID_EMAIL');
  t.equal(byField.subject.code, 'TOO_LONG');
  t.equal(byField.subject.limit, 200);
  t.equal(byField.language.code, 'INVALID_CHOICE');
  t.match(res.body.message, /body\/email/, 'the message still names the fields for people reading logs');

  const missing = await call(api, 'POST', '/api/contact', { email: 'anna@example.com', extra: 1 });
  t.equal(missing.status, 400);
  const fields = missing.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort();
  t.same(fields, ['extra:NOT_ALLOWED', 'language:REQUIRED', 'message:REQUIRED', 'name:REQUIRED', 'subject:REQUIRED']);
});

t.test('media: images are served with their type; anything else, and traversal, is 404', async (t) => {
  await mkdir(join(api.dataDir, 'media', 'demo'), { recursive: true });
  await writeFile(join(api.dataDir, 'media', 'demo', 'pixel.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await writeFile(join(api.dataDir, 'media', 'demo', 'notes.txt'), 'secret');
  const ok = await fetch(`${api.url}/media/demo/pixel.png`);
  t.equal(ok.status, 200);
  t.equal(ok.headers.get('content-type'), 'image/png');
  t.equal(ok.headers.get('x-content-type-options'), 'nosniff');
  for (const path of [
    '/media/demo/notes.txt',
    '/media/demo/missing.png',
    '/media/..%2f..%2fetc%2fpasswd.png',
    '/media/demo/..%2F..%2Fpglite.png',
    '/media/%2e%2e/x.png',
  ]) {
    const res = await fetch(`${api.url}${path}`);
    t.equal(res.status, 404, path);
  }
});

t.test('health and readiness', async (t) => {
  t.same((await call(api, 'GET', '/api/healthz')).body, { status: 'ok' });
  t.same((await call(api, 'GET', '/api/readyz')).body, { status: 'ready' });
});

t.test('readiness is 503 with an error body while the database fails; health does not ask it', async (t) => {
  const db = api.app.db as { query: (...args: unknown[]) => Promise<unknown> };
  const query = db.query;
  db.query = async () => {
    throw new Error('connection refused');
  };
  try {
    const res = await call(api, 'GET', '/api/readyz');
    t.equal(res.status, 503);
    t.equal(res.body.code, 'UNAVAILABLE');
    t.same((await call(api, 'GET', '/api/healthz')).body, { status: 'ok' });
  } finally {
    db.query = query;
  }
  t.equal((await call(api, 'GET', '/api/readyz')).status, 200, 'ready again once it answers');
});

t.test('the OpenAPI document lists the routes with their schemas', async (t) => {
  const res = await call(api, 'GET', '/api/docs/json');
  t.equal(res.status, 200);
  t.match(res.body.openapi, /^3\./);
  const paths = Object.keys(res.body.paths);
  for (const p of [
    '/api/auth/sign-up',
    '/api/auth/sign-in',
    '/api/user/current',
    '/api/user',
    '/api/articles/feed/{type}/{lang}',
    '/api/geodata/countries',
    '/api/currencies',
    '/api/billing/plans',
    '/api/billing/subscribe',
    '/api/messages',
    '/api/messages/unread-amount',
    '/api/contact',
  ]) {
    t.ok(paths.includes(p), p);
  }
  const resolve = (schema: { $ref?: string; required?: string[] }) =>
    schema.$ref ? res.body.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const signUp = res.body.paths['/api/auth/sign-up'].post;
  t.ok(resolve(signUp.requestBody.content['application/json'].schema).required.includes('email'));
  t.notOk(signUp.responses['409'], 'sign-up never tells that an address has an account (no 409)');
  t.ok(signUp.responses['429'], 'its rate limit is documented');

  const operations: Record<string, [string, string]> = {
    getArticleFeed: ['/api/articles/feed/{type}/{lang}', 'get'],
    getArticle: ['/api/articles/{id}', 'get'],
    getArticlePreview: ['/api/articles/preview/{id}', 'get'],
    listCountries: ['/api/geodata/countries', 'get'],
    getCountryInfo: ['/api/geodata/{countryCode}/full/{lang}', 'get'],
    getCountryBanner: ['/api/geodata/{countryCode}/banner', 'get'],
    listCurrencies: ['/api/currencies', 'get'],
    getHomePage: ['/api/pages/home', 'get'],
    sendContactMessage: ['/api/contact', 'post'],
    getHealth: ['/api/healthz', 'get'],
    getReadiness: ['/api/readyz', 'get'],
  };
  for (const [operationId, [path, method]] of Object.entries(operations)) {
    const op = res.body.paths[path]?.[method];
    t.equal(op?.operationId, operationId, `${method} ${path} is ${operationId}`);
    t.ok(
      Object.keys(op?.responses ?? {}).some((c) => c.startsWith('4')),
      `${operationId} documents a client error`,
    );
  }
  t.ok(res.body.paths['/api/contact'].post.responses['429'], 'the contact form documents its rate limit');
  t.ok(res.body.paths['/api/readyz'].get.responses['503']);
});
