// The renderer end to end against a stand-in api on a free port: statuses, redirects, guards,
// languages, the document and its preloaded data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { createRenderer, type RenderRequest, type Renderer } from '../../renderer/index.ts';
import type { PreloadedData } from '../../shared/contract/page.ts';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const seen: { url: string; auth?: string }[] = [];
let homeFails = false;

const user = {
  _id: 'u1',
  aliasId: 'anna',
  title: 'mrs',
  firstName: 'Anna',
  lastName: 'Berg',
  isRealtor: false,
  language: 'en',
  geoData: { countryCode: 'DE', city: 'Berlin' },
  tags: [],
  email: 'a@example.com',
};

const server: Server = createServer((req, res) => {
  seen.push({ url: req.url ?? '', auth: req.headers.authorization });
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/pages/home') {
    if (homeFails) return send(500, { statusCode: 500, error: 'Internal Server Error', message: 'db down' });
    return send(200, { topOffers: [], countries: [{ code: 'ES', name: 'España', count: 12 }], articles: [] });
  }
  if (url.pathname === '/api/articles/impressum') {
    return send(200, {
      slug: 'impressum',
      title: 'Impressum </script>',
      body: '<p>Betreiber GmbH</p>',
      type: 'page',
      language: url.searchParams.get('lang'),
    });
  }
  if (url.pathname === '/api/articles/feed/article/ru') return send(200, { meta: { page: 1, totalPages: 1, onPage: 10, total: 0 }, values: [] });
  if (url.pathname === '/api/user/current') {
    if (req.headers.authorization === 'Bearer tok-9f3c71e2a8') return send(200, { user, subscriptions: [] });
    return send(401, { statusCode: 401, error: 'Unauthorized', message: 'bad token' });
  }
  if (url.pathname === '/api/messages/unread-amount') return send(200, { unreadAmount: 2 });
  send(404, { statusCode: 404, error: 'Not Found', message: 'not found' });
});

let renderer: Renderer;
let base: RenderRequest;

t.before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = {
    url: '/',
    language: 'en',
    domain: 'com',
    currency: 'eur',
    currencies: [{ code: 'eur', sign: '€', rate: 1 }],
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
  renderer = await createRenderer({ rootDir });
});
t.teardown(() => new Promise<void>((r) => server.close(() => r())));

function preloaded(html: string): PreloadedData {
  const m = /<script type="application\/json" id="__PRELOADED__">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no preloaded data');
  return JSON.parse(m[1]) as PreloadedData;
}

t.test('the home page in German: 200, html lang, localized text, page data and translations preloaded', async (t) => {
  const res = await renderer.render({ ...base, language: 'de' });
  t.equal(res.status, 200);
  const html = res.html ?? '';
  t.match(html, /^<!doctype html><html lang="de">/);
  t.match(html, 'España');
  t.match(html, '<link rel="alternate" hreflang="ru" href="/?lng=ru">');
  const data = preloaded(html);
  t.equal(data.language, 'de');
  t.equal(data.is404, false);
  t.equal(data.path, '/');
  t.same(Object.keys(data.translations), ['de'], 'the current language only (every language has every key)');
  const carried = Object.keys(data.translations.de ?? {}).sort();
  t.ok(carried.includes('app') && carried.includes('home'), `the namespaces the page used: ${carried.join(', ')}`);
  t.notOk(carried.includes('billing') || carried.includes('estateForm') || carried.includes('auth'), 'and not those of other pages');
  t.match(data.localesVersion, /^[0-9a-f]{12}$/, 'the version that names the cacheable URLs of the others');
  const stores = data.stores as { home: { status: string }; root: { isFirstLoad: boolean } };
  t.equal(stores.home.status, 'success');
  t.equal(stores.root.isFirstLoad, true);
  t.notOk(
    seen.some((s) => s.url.startsWith('/api/user/current')),
    'no token: no current-user call',
  );
});

t.test('an unknown path answers 404 with the not-found page', async (t) => {
  const res = await renderer.render({ ...base, url: '/no/such/page' });
  t.equal(res.status, 404);
  t.match(res.html, '<title>Not Found</title>');
  t.match(res.html, '404 - ');
  t.match(res.html, '<meta name="robots" content="noindex">');
  t.equal(preloaded(res.html ?? '').is404, true);
});

t.test('a 404 from the page data answers 404 too', async (t) => {
  const res = await renderer.render({ ...base, url: '/article/missing-article' });
  t.equal(res.status, 404);
  t.match(res.html, '<title>Not Found</title>');
});

t.test('a static page shows its article in the request language, escaped', async (t) => {
  const res = await renderer.render({ ...base, url: '/impressum', language: 'de' });
  t.equal(res.status, 200);
  t.match(res.html, '<p>Betreiber GmbH</p>');
  t.match(res.html, '<title>Impressum &lt;/script&gt; | ');
  t.ok(seen.some((s) => s.url === '/api/articles/impressum?lang=de'));
});

t.test('page data failing for another reason: 502 with the localized error state', async (t) => {
  homeFails = true;
  t.teardown(() => {
    homeFails = false;
  });
  const res = await renderer.render({ ...base });
  t.equal(res.status, 502);
  t.match(res.html, 'role="alert"');
});

t.test('a Russian-only route is not found in other languages', async (t) => {
  t.equal((await renderer.render({ ...base, url: '/article', language: 'en' })).status, 404);
  t.equal((await renderer.render({ ...base, url: '/article', language: 'ru' })).status, 200);
});

t.test('private pages: signed out → redirect to sign-in with the way back', async (t) => {
  const res = await renderer.render({ ...base, url: '/private/messages?x=1' });
  t.same(res, { status: 302, redirect: '/sign-in?returnTo=%2Fprivate%2Fmessages%3Fx%3D1' });
  const bad = await renderer.render({ ...base, url: '/private', token: 'expired' });
  t.equal(bad.status, 302, 'a token the api refuses counts as signed out');
});

t.test('with a valid token the user is known to the guard and the page', async (t) => {
  const res = await renderer.render({ ...base, url: '/private', token: 'tok-9f3c71e2a8' });
  t.same(res, { status: 302, redirect: '/private/initialplan' }, 'signed in, but no publication resource yet');
  const home = await renderer.render({ ...base, token: 'tok-9f3c71e2a8' });
  t.equal(home.status, 200);
  t.match(home.html, 'Anna Berg');
  const stores = preloaded(home.html ?? '').stores as { user: { isLoggedIn: boolean }; unreadCount: { unreadMessages: number } };
  t.equal(stores.user.isLoggedIn, true);
  t.equal(stores.unreadCount.unreadMessages, 2);
  t.ok(seen.some((s) => s.url === '/api/user/current' && s.auth === 'Bearer tok-9f3c71e2a8'));
  t.notMatch(home.html, 'tok-9f3c71e2a8', 'the token never reaches the page');
});

t.test('legacy URLs redirect permanently with the query kept', async (t) => {
  t.same(await renderer.render({ ...base, url: '/pricing?ref=x' }), { status: 301, redirect: '/plans?ref=x' });
});

t.test('renderBare renders the same tree without the api', async (t) => {
  const markup = await renderer.renderBare('/contacts', 'es');
  t.match(markup, /^<div class="layout">/);
  t.notMatch(markup, '<html');
});

t.test('the analytics loader is included only when an analytics id is given', async (t) => {
  const without = await renderer.render({ ...base, url: '/contacts' });
  t.notMatch(without.html, 'googletagmanager');
  const withId = await renderer.render({ ...base, url: '/contacts', analyticsId: 'G-TEST"1' });
  t.match(withId.html, '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST%221"></script>');
  t.equal(preloaded(withId.html ?? '').publicConfig?.analyticsId, 'G-TEST"1');
});
