// api/sitemaps/service.ts's pure parts: file names, the `<url>` entry, the cache, gzip negotiation.
import { gunzipSync } from 'node:zlib';
import t from 'tap';
import { LANGUAGES } from '../../shared/core/constants.ts';
import {
  acceptsGzip,
  aliasEntryWriter,
  createSitemapCache,
  entryWriter,
  parseSitemapFile,
  sitemapPath,
  urlEntry,
} from '../../api/sitemaps/service.ts';

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

t.test('aliasEntryWriter writes what entryWriter writes for the same page', async (t) => {
  for (const origin of ['https://x.test', 'https://x.test/', 'http://a.test/x&y']) {
    for (const lang of LANGUAGES) {
      const entry = aliasEntryWriter(origin, '/estate/', lang);
      for (const [alias, lastmod] of [
        ['flat-in-berlin-2', '2026-01-02T03:04:05.678Z'],
        ['a&b <c> "d" \'e\' ü/?#', null],
      ] as const) {
        t.equal(entry(alias, lastmod), entryWriter(origin)(`/estate/${encodeURIComponent(alias)}`, lang, lastmod), `${origin} ${lang} ${alias}`);
      }
    }
  }
});

t.test('acceptsGzip: named or *, not with q=0', async (t) => {
  for (const yes of ['gzip', 'br, gzip, deflate', 'gzip;q=0.5', 'GZIP', '*', 'br, *;q=0.1', 'x-gzip', ['br', 'gzip']])
    t.ok(acceptsGzip(yes), String(yes));
  for (const no of [undefined, '', 'identity', 'br', 'gzip;q=0', 'gzip; q=0.0', '*;q=0', 'gzip;q=0, *']) t.notOk(acceptsGzip(no), String(no));
});

const read = async (s: NodeJS.ReadableStream): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(parts);
};

t.test('the cache with gzip: the answer is the gzip, kept by the time it ends and sent as stored', async (t) => {
  const cache = createSitemapCache(1000, () => 0);
  async function* chunks() {
    yield '<a>';
    yield 'ü'.repeat(100_000);
    yield '</a>';
  }
  const xml = `<a>${'ü'.repeat(100_000)}</a>`;
  const sent = await read(cache.fill('k', chunks(), true));
  t.equal(gunzipSync(sent).toString('utf8'), xml, 'the gzip of the file');
  const hit = cache.get('k', true);
  t.ok(hit, 'kept once the answer ended');
  t.same(await read(hit!), sent, 'the stored gzip as it is');
  t.equal((await read(cache.get('k')!)).toString('utf8'), xml, 'unpacked for a client without gzip');
});

t.test('the cache without gzip: kept by the time the answer ends', async (t) => {
  const cache = createSitemapCache(1000, () => 0);
  async function* chunks() {
    yield '<a>';
    yield 'x'.repeat(200_000);
    yield '</a>';
  }
  t.equal((await read(cache.fill('k', chunks()))).length, 200_007);
  t.ok(cache.get('k'), 'a hit right after');
});

t.test('the cache: a file whose rows fail is not kept, and the answer fails', async (t) => {
  const cache = createSitemapCache(1000, () => 0);
  for (const gzip of [false, true]) {
    async function* chunks() {
      yield '<a>';
      throw new Error('database gone');
    }
    await t.rejects(read(cache.fill('bad', chunks(), gzip)), /database gone/);
    t.equal(cache.get('bad'), null, `not kept (gzip ${gzip})`);
  }
});
