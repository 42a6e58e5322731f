// api/sitemaps/service.ts's pure parts: file names, the `<url>` entry, the cache.
import t from 'tap';
import { createSitemapCache, parseSitemapFile, sitemapPath, urlEntry } from '../../api/sitemaps/service.ts';

t.test('file names: split kinds carry a part, the others do not; unknown languages and kinds refused', async (t) => {
  t.same(parseSitemapFile('de/estates-2.xml'), { lang: 'de', kind: 'estates', part: 2 });
  t.same(parseSitemapFile('ru/static.xml'), { lang: 'ru', kind: 'static', part: 1 });
  for (const bad of ['fr/static.xml', 'de/estates.xml', 'de/static-1.xml', 'de/estates-0.xml', 'de/other.xml', '../x.xml', 'de/estates-1.xml/x']) {
    t.equal(parseSitemapFile(bad), null, bad);
  }
  t.equal(sitemapPath({ lang: 'es', kind: 'realtors', part: 3 }), '/sitemaps/es/realtors-3.xml');
  t.equal(sitemapPath({ lang: 'es', kind: 'countries', part: 1 }), '/sitemaps/es/countries.xml');
});

t.test('urlEntry: the page in its language, every alternate and x-default, XML-escaped', async (t) => {
  t.equal(
    urlEntry('https://x.test/', '/search?a=1', 'de', '2026-01-02T03:04:05.000Z', ['de', 'en']),
    '<url><loc>https://x.test/search?a=1&amp;lng=de</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>' +
      '<xhtml:link rel="alternate" hreflang="de" href="https://x.test/search?a=1&amp;lng=de"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.test/search?a=1&amp;lng=en"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/search?a=1"/></url>\n',
  );
  t.notMatch(urlEntry('https://x.test', '/a<b>"c"', 'en', null), /<b>|"c"/, 'markup escaped');
  t.notMatch(urlEntry('https://x.test', '/a', 'en', null), /lastmod/, 'no lastmod when unknown');
});

t.test('the cache: a filled file is answered again until it expires', async (t) => {
  let clock = 0;
  const cache = createSitemapCache(1000, () => clock);
  t.equal(cache.get('k'), null);
  async function* chunks() {
    yield '<a>';
    yield '</a>';
  }
  const read = async (s: NodeJS.ReadableStream) => {
    let out = '';
    for await (const c of s) out += c.toString();
    return out;
  };
  t.equal(await read(cache.fill('k', chunks())), '<a></a>');
  // the gzipped copy is complete a moment after the last chunk went out
  let hit = cache.get('k');
  for (let i = 0; i < 100 && !hit; i++) {
    await new Promise((r) => setTimeout(r, 10));
    hit = cache.get('k');
  }
  t.ok(hit, 'cached');
  t.equal(await read(hit!), '<a></a>');
  clock = 1001;
  t.equal(cache.get('k'), null, 'expired');
});
