// Pages through the gateway with the real renderer and api: the document, its language and status,
// safe preloaded data, caching and security headers, static assets, health.
import t from 'tap';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO } from '../helpers/api.ts';
import { rawRequest, startStack } from '../helpers/stack.ts';
import { allTranslations } from '../helpers/locales.ts';

const HOSTILE = '</script><script>window.__pwned=1</script><!-- \u2028\u2029 & "quotes" \'single\'';

function jsonScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

t.test('pages', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;

  t.test('the home document', async (t) => {
    const res = await fetch(`${gw}/`);
    t.equal(res.status, 200);
    t.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    t.equal(res.headers.get('cache-control'), 'no-cache');
    const html = await res.text();
    t.match(html, /^<!doctype html><html lang="en">/i);
    t.equal(jsonScripts(html).length, 1, 'one preloaded-data script');
    const data = JSON.parse(jsonScripts(html)[0]);
    t.equal(data.language, 'en');
    t.equal(data.domain, 'com');
    t.ok(Array.isArray(data.currencies) && data.currencies.length > 0, 'currencies from the api');

    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    t.match(scriptSrc, /'self'/);
    t.notMatch(scriptSrc, /unsafe-inline|unsafe-eval/, 'no inline script is allowed');
    t.match(csp, /object-src 'none'/);
    t.match(csp, /frame-ancestors 'none'/);
    t.equal(res.headers.get('x-content-type-options'), 'nosniff');
    t.equal(res.headers.get('strict-transport-security'), null, 'no HSTS over http');

    const head = await rawRequest(gw, '/', { method: 'HEAD' });
    t.equal(head.status, 200);
    t.equal(head.body, '');
  });

  t.test('language: query, cookie, host TLD, Accept-Language, then en', async (t) => {
    const lang = async (path: string, headers: Record<string, string> = {}) => {
      const res = await rawRequest(gw, path, { headers });
      return /<html lang="([a-z]+)"/.exec(res.body)?.[1];
    };
    t.equal(await lang('/?lng=ru'), 'ru', 'query');
    t.equal(await lang('/', { cookie: 'lng=es' }), 'es', 'cookie');
    t.equal(await lang('/?lng=de', { cookie: 'lng=es' }), 'de', 'query before cookie');
    t.equal(await lang('/', { host: 'immobilien.example.de' }), 'de', '.de host');
    t.equal(await lang('/', { host: 'www.example.ru:8080', 'accept-language': 'es' }), 'ru', '.ru host before Accept-Language');
    t.equal(await lang('/', { host: 'www.example.com', 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' }), 'es', 'Accept-Language on .com');
    t.equal(await lang('/', { 'accept-language': 'fr, it' }), 'en', 'en as the last resort');
    t.equal(await lang('/?lng=xx', { cookie: 'lng=<b>' }), 'en', 'invalid values ignored');

    const res = await rawRequest(gw, '/', { headers: { host: 'www.example.de' } });
    t.equal(JSON.parse(jsonScripts(res.body)[0]).domain, 'de', 'domain from the host');
  });

  t.test('a language chosen with ?lng= is remembered in the lng cookie, as the switch does', async (t) => {
    const chosen = await fetch(`${gw}/search?lng=es`);
    await chosen.text();
    const cookie = chosen.headers.getSetCookie().find((c) => c.startsWith('lng='));
    t.ok(cookie, 'the page sets the language cookie');
    t.match(cookie, /^lng=es;/, 'to the chosen language');
    t.match(cookie, /Max-Age=31536000/i, 'for a year');
    t.match(cookie, /Path=\//i);
    t.match(cookie, /SameSite=Lax/i);
    const next = await fetch(`${gw}/search`, { headers: { cookie: 'lng=es', 'accept-language': 'en' } });
    t.match(await next.text(), /<html lang="es"/, 'the next page without the parameter stays in that language');
    t.notOk(
      next.headers.getSetCookie().some((c) => c.startsWith('lng=')),
      'no cookie is set again without a parameter',
    );
    const same = await fetch(`${gw}/?lng=es`, { headers: { cookie: 'lng=es' } });
    await same.text();
    t.notOk(
      same.headers.getSetCookie().some((c) => c.startsWith('lng=')),
      'nor when it already says so',
    );
    const bad = await fetch(`${gw}/?lng=xx`);
    await bad.text();
    t.notOk(
      bad.headers.getSetCookie().some((c) => c.startsWith('lng=')),
      'an unknown language is not kept',
    );
  });

  t.test('unknown paths are the 404 page; private pages redirect', async (t) => {
    const res = await fetch(`${gw}/no/such/page`);
    t.equal(res.status, 404);
    t.match(res.headers.get('content-type'), /text\/html/);
    const html = await res.text();
    t.match(html, /<html lang="en">/);
    t.equal(JSON.parse(jsonScripts(html)[0]).is404, true);

    const priv = await fetch(`${gw}/private`, { redirect: 'manual' });
    t.equal(priv.status, 302);
    t.match(priv.headers.get('location'), /^\/sign-in/);
    await priv.arrayBuffer();
  });

  t.test('hostile text in page data stays inside the one JSON script', async (t) => {
    await stack.api.db.query(
      `INSERT INTO articles (slug, type, language, title, preview, body) VALUES ($1, 'article', 'en', $2, $2, '<p>safe body</p>')`,
      ['hostile-title', HOSTILE],
    );
    const res = await fetch(`${gw}/article/hostile-title`);
    t.equal(res.status, 200);
    const html = await res.text();
    t.notOk(html.includes('<script>window.__pwned'), 'no executable script injected');
    t.notOk(html.includes('</script><script>window'), 'the text never closes a script');
    const scripts = jsonScripts(html);
    t.equal(scripts.length, 1, 'still exactly one JSON script');
    t.notOk(/[\u2028\u2029]/.test(scripts[0]), 'line separators are escaped in the script');
    t.ok(JSON.stringify(JSON.parse(scripts[0])).includes(JSON.stringify(HOSTILE).slice(1, -1)), 'the data round-trips exactly');
    // JSON-LD (client/app/head.ts, renderer/seo.ts) is a data block like the preloaded data: escaped the same way, never run
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    t.ok(ld.length > 0, 'the article has JSON-LD');
    for (const block of ld) t.notOk(/[<>\u2028\u2029]/.test(block), 'JSON-LD escaped like the preloaded data');
    t.ok(
      ld.some((block) => JSON.stringify(JSON.parse(block)).includes(JSON.stringify(HOSTILE).slice(1, -1))),
      'the title round-trips in JSON-LD',
    );
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((m) => m[0]);
    for (const tag of executable) t.match(tag, /src="/, `${tag} is an external script, not inline code`);
  });

  t.test('stylesheets: the private area’s sheet holds the paint of its own pages only', async (t) => {
    const links = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    const hrefOf = (link: string) => /href="([^"]+)"/.exec(link)![1];
    const home = links(await (await fetch(`${gw}/`)).text());
    const blocking = home.filter((l) => !/media=/.test(l));
    const deferred = home.filter((l) => /media="print"/.test(l));
    t.equal(blocking.length, 1, 'a public page waits for one stylesheet');
    t.equal(deferred.length, 1, 'and fetches the private one without waiting (media="print")');
    t.match(deferred[0], /data-deferred-css/, 'marked for the app to switch on');
    const advert = links(await (await fetch(`${gw}/advert/what`)).text());
    t.same(advert.map(hrefOf), [hrefOf(blocking[0]), hrefOf(deferred[0])], 'a guided-listing page links both, the private one after');
    t.ok(
      advert.every((l) => !/media=/.test(l)),
      'both hold its paint',
    );
    const [main, priv] = await Promise.all([fetch(gw + hrefOf(blocking[0])), fetch(gw + hrefOf(deferred[0]))]);
    const [mainCss, privCss] = [await main.text(), await priv.text()];
    t.equal(priv.status, 200);
    t.match(privCss, /\.private-nav/, 'the private sheet styles the private area');
    t.notMatch(mainCss, /\.private-nav|\.advert-steps|\.mass-import/, 'the public sheet does not');
    t.match(mainCss, /\.facts\{/, 'what public pages share with the private area stays public (the estate facts)');
  });

  t.test('the flag sprite: every flag a page uses is a symbol in it, cached for good by version', async (t) => {
    const html = await (await fetch(`${gw}/`)).text();
    const uses = [...html.matchAll(/<use href="([^"#]+)#([A-Z]{2})"/g)];
    t.ok(uses.length > 0, 'the page draws its flags from the sprite');
    const url = uses[0][1];
    t.ok(
      uses.every((u) => u[1] === url),
      'one sprite',
    );
    const res = await fetch(gw + url);
    t.equal(res.status, 200);
    t.equal(res.headers.get('content-type'), 'image/svg+xml');
    t.match(res.headers.get('cache-control'), /immutable/, 'the current version is immutable');
    const sprite = await res.text();
    for (const [, , code] of uses) t.match(sprite, `<symbol id="${code}" viewBox="0 0 30 20">`, `${code} is in the sprite`);
    const other = await fetch(`${gw}/flags.svg?v=old`);
    t.equal(other.headers.get('cache-control'), 'public, max-age=300', 'another version is kept briefly');
    await other.arrayBuffer();
  });

  t.test('a signed-in page is private', async (t) => {
    const signIn = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify(DEMO.demo),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0];
    await signIn.arrayBuffer();
    const res = await fetch(`${gw}/private`, { headers: { cookie }, redirect: 'manual' });
    t.not(res.status, 500);
    const redirected = res.status >= 300 && res.status < 400;
    t.equal(res.headers.get('cache-control'), redirected ? 'no-store' : 'private, no-cache', `status ${res.status}`);
    await res.arrayBuffer();
    const home = await fetch(`${gw}/`, { headers: { cookie } });
    t.equal(home.headers.get('cache-control'), 'private, no-cache');
    const data = JSON.parse(jsonScripts(await home.text())[0]);
    t.notOk(JSON.stringify(data).includes(cookie.slice(4)), 'the token is not in the page');
  });

  t.test('static assets', async (t) => {
    if (!existsSync('dist/public/manifest.json')) return t.fail('needs the client build (node bin/build.mjs; npm test builds first)');
    const manifest = JSON.parse(readFileSync(join('dist/public/manifest.json'), 'utf8'));
    const entry = await fetch(`${gw}${manifest.entry}`);
    t.equal(entry.status, 200);
    t.match(entry.headers.get('content-type'), /javascript/);
    t.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    await entry.arrayBuffer();
    // the entry is a few bytes that import the first-load chunk (docs/decisions/0006): that one is compressed
    const firstLoad = (manifest.preload as string[])[0];
    t.match(firstLoad, /^\/assets\/chunks\//, 'the first-load chunk the document preloads');
    const gz = await rawRequest(gw, firstLoad, { headers: { 'accept-encoding': 'gzip' } });
    t.equal(gz.headers['content-encoding'], 'gzip', 'compressed for browsers that accept it');
    // compressed once by the build (bin/build.mjs precompress), sent as it is: brotli first, zopfli's gzip, or plain
    const file = (suffix: string) => statSync(join('dist/public', firstLoad + suffix)).size;
    t.equal(Number(gz.headers['content-length']), file('.gz'), 'the build’s .gz file, not a per-request compression');
    const br = await rawRequest(gw, firstLoad, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    t.equal(br.headers['content-encoding'], 'br', 'brotli when the client accepts it');
    t.equal(Number(br.headers['content-length']), file('.br'), 'the build’s .br file');
    t.match(String(br.headers.vary), /accept-encoding/i, 'caches keep the encodings apart');
    t.ok(file('.br') < file('.gz') && file('.gz') < file(''), 'brotli < gzip < plain');
    const plain = await rawRequest(gw, firstLoad, { headers: { 'accept-encoding': 'identity' } });
    t.equal(plain.headers['content-encoding'], undefined, 'plain for a client that accepts no encoding');
    t.equal(Number(plain.headers['content-length']), file(''), 'the file itself');

    const missing = await fetch(`${gw}/assets/entry-doesnotexist.js`);
    t.equal(missing.status, 404);
    await missing.arrayBuffer();
    const traversal = await rawRequest(gw, '/assets/..%2F..%2Fpackage.json');
    t.not(traversal.status, 200);
    t.notMatch(traversal.body, /"name":\s*"estate-marketplace"/);
    const build = await fetch(`${gw}/manifest.json`);
    t.not(build.status, 200, 'the build manifest is not served');
    await build.arrayBuffer();
  });

  t.test('errors outside /api are HTML pages', async (t) => {
    const res = await fetch(`${gw}/some/page`, { method: 'POST' });
    t.equal(res.status, 404);
    t.match(res.headers.get('content-type'), /text\/html/);
    const notFound = (allTranslations('en').notFound as { text: string }).text;
    t.match(await res.text(), `<h1>${notFound}</h1>`, "the missing page in the visitor's words");
    const bad = await rawRequest(gw, '/search/%E0%A4%A');
    t.ok(bad.status === 400 || bad.status === 404, `a malformed URL is a 4xx (${bad.status})`);
  });

  t.test('health', async (t) => {
    const live = await fetch(`${gw}/healthz`);
    t.equal(live.status, 200);
    t.same(await live.json(), { status: 'ok' });
    const ready = await fetch(`${gw}/readyz`);
    t.equal(ready.status, 200);
    t.match(await ready.json(), { status: 'ok' });
  });
});
