// The sitemaps through the gateway (issue 14 item 2): an index of per-language files, each well
// formed and of the sitemaps.org shape (checked with an XML parser), absolute URLs with lastmod and
// hreflang alternates, every published estate in every language, every URL answering 200, the
// second ask served from the cache, gzipped for a client that takes gzip and plain for one that does not.
import { gunzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { LANGUAGES } from '../../shared/core/constants.ts';
import { parseSitemapFile, SITEMAP_MAX_URLS } from '../../api/sitemaps/service.ts';
import { startStack } from '../helpers/stack.ts';

/** the test api's PUBLIC_ORIGIN (test/helpers/api.ts); the gateway is given the same, as in production */
const ORIGIN = 'http://marketplace.test';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { '@rel': string; '@hreflang': string; '@href': string }[];
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

// every URL of every language is rendered once: more than the default two minutes on a busy machine
t.setTimeout(300_000);

t.test('sitemaps', async (t) => {
  const stack = await startStack({ estates: 12, env: { PUBLIC_ORIGIN: ORIGIN } });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  const local = (url: string) => gw + url.slice(ORIGIN.length);

  const indexRes = await fetch(`${gw}/sitemap.xml`);
  t.equal(indexRes.status, 200);
  t.match(indexRes.headers.get('content-type'), /^application\/xml/);
  const indexXml = await indexRes.text();
  t.equal(XMLValidator.validate(indexXml), true, 'the index is well-formed XML');
  const index = parser.parse(indexXml);
  t.equal(index.sitemapindex['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
  const files: { loc: string; lastmod?: string }[] = index.sitemapindex.sitemap;
  for (const lang of LANGUAGES) {
    for (const kind of ['static', 'countries', 'articles', 'realtors-1', 'estates-1']) {
      t.ok(
        files.some((f) => f.loc === `${ORIGIN}/sitemaps/${lang}/${kind}.xml`),
        `${lang} ${kind} listed`,
      );
    }
  }
  for (const f of files) {
    t.match(f.loc, /^http:\/\/marketplace\.test\/sitemaps\//, 'absolute');
    t.match(f.lastmod, W3C_DATETIME, 'lastmod in W3C datetime');
  }

  const published = (await (await fetch(`${gw}/api/estate/search?lang=en&onPage=100`)).json()) as {
    meta: { total: number };
    values: { aliasId: string }[];
  };
  const pageUrls = new Set<string>();
  const estatesByLang = new Map<string, Set<string>>();
  for (const f of files) {
    const res = await fetch(local(f.loc));
    t.equal(res.status, 200, f.loc);
    t.equal(res.headers.get('content-encoding'), 'gzip', 'sent gzipped to fetch, which takes gzip');
    const xml = await res.text();
    t.equal(XMLValidator.validate(xml), true, `${f.loc} is well-formed`);
    const doc = parser.parse(xml);
    t.equal(doc.urlset['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    t.equal(doc.urlset['@xmlns:xhtml'], 'http://www.w3.org/1999/xhtml');
    const urls: UrlEntry[] = doc.urlset.url ?? [];
    t.ok(urls.length <= SITEMAP_MAX_URLS);
    const file = parseSitemapFile(f.loc.slice(`${ORIGIN}/sitemaps/`.length));
    for (const u of urls) {
      t.match(u.loc, new RegExp(`^http://marketplace\\.test/.*[?&]lng=${file?.lang}$`), 'absolute, in the file’s language');
      t.match(u.lastmod, W3C_DATETIME);
      const links = u['xhtml:link'] ?? [];
      t.ok(
        links.every((l) => l['@rel'] === 'alternate' && l['@href'].startsWith(ORIGIN)),
        'absolute alternates',
      );
      t.ok(
        links.some((l) => l['@hreflang'] === 'x-default'),
        'x-default',
      );
      t.ok(
        links.some((l) => l['@hreflang'] === file?.lang && l['@href'] === u.loc),
        'the page itself among its alternates',
      );
      pageUrls.add(u.loc);
      const m = /\/estate\/([^?]+)\?lng=(\w+)$/.exec(u.loc);
      if (m) {
        if (!estatesByLang.has(m[2])) estatesByLang.set(m[2], new Set());
        estatesByLang.get(m[2])!.add(decodeURIComponent(m[1]));
      }
    }
  }
  for (const lang of LANGUAGES) {
    t.equal(estatesByLang.get(lang)?.size, published.meta.total, `every published estate in ${lang}`);
    for (const e of published.values) t.ok(estatesByLang.get(lang)?.has(e.aliasId), `${e.aliasId} in ${lang}`);
  }

  t.test('every listed URL answers 200', async (t) => {
    const list = [...pageUrls];
    t.ok(list.length > 80, `${list.length} URLs`);
    const statuses: number[] = [];
    for (let i = 0; i < list.length; i += 8) {
      const batch = await Promise.all(list.slice(i, i + 8).map(async (u) => (await fetch(local(u), { redirect: 'manual' })).status));
      statuses.push(...batch);
    }
    const bad = list.filter((_, i) => statuses[i] !== 200);
    t.same(bad, [], 'no URL answers anything but 200');
  });

  t.test('cached after the first ask; unknown files are 404', async (t) => {
    const first = await fetch(`${gw}/sitemaps/de/estates-1.xml`);
    const a = await first.text();
    const again = await fetch(`${gw}/sitemaps/de/estates-1.xml`);
    t.equal(again.headers.get('x-sitemap-cache'), 'hit');
    t.equal(await again.text(), a, 'the same file');
    for (const path of ['/sitemaps/de/estates-1.xml', '/sitemaps/es/countries.xml']) {
      const [gz, plain] = await Promise.all(['gzip', 'identity'].map((encoding) => request(gw + path, { headers: { 'accept-encoding': encoding } })));
      t.equal(gz.headers['content-encoding'], 'gzip', `${path}: gzip when taken`);
      t.equal(plain.headers['content-encoding'], undefined, `${path}: plain otherwise`);
      t.match(gz.headers.vary, /accept-encoding/i);
      const xml = await plain.body.text();
      t.equal(gunzipSync(Buffer.from(await gz.body.arrayBuffer())).toString('utf8'), xml, `${path}: the same XML`);
      if (path.includes('estates')) t.equal(xml, a, 'as fetch read it');
    }
    for (const p of ['/sitemaps/fr/static.xml', '/sitemaps/de/estates-2.xml', '/sitemaps/de/estates.xml', '/sitemaps/de/static-1.xml']) {
      t.equal((await fetch(gw + p)).status, 404, p);
    }
  });
});
