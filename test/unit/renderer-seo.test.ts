// The head's pure parts (client/lib/head.ts, renderer/seo.ts): text for descriptions, the facet count that decides noindex, the
// canonical form of a search URL and of other pages, and the escaping of the head tags.
import t from 'tap';
import { canonicalSearchPath, clip, facetCount, ogImagePath, plainText } from '../../client/lib/head.ts';
import { renderHeadFields } from '../../renderer/seo.ts';
import { parseSearchQuery } from '../../shared/search/search-query.ts';

t.test('plainText: tags dropped, headings end a sentence, entities decoded, spaces folded', async (t) => {
  t.equal(plainText('<h2>Buying</h2><p>Spain &amp; <abbr>NIE</abbr>&nbsp;rules</p>'), 'Buying. Spain & NIE rules');
  t.equal(plainText('<script>alert(1)</script>x'), 'x');
});

t.test('clip: at most the limit, cut at a word, with an ellipsis', async (t) => {
  t.equal(clip('short'), 'short');
  const long = 'word '.repeat(60);
  const c = clip(long, 50);
  t.ok(c.length <= 50, 'within the limit');
  t.match(c, /^word( word)*…$/, 'whole words and an ellipsis');
});

t.test('facetCount: a range counts once; page, currency and order never', async (t) => {
  t.equal(facetCount(parseSearchQuery('page=3&currency=usd&orderBy=price_asc')), 0);
  t.equal(facetCount(parseSearchQuery('dealType=sale&price_gte=1&price_lte=9')), 2);
  t.equal(facetCount(parseSearchQuery('dealType=sale&estateType=villa&price_gte=1')), 3);
});

t.test('canonicalSearchPath: stable order, no currency, page 1 bare, country from the path', async (t) => {
  t.equal(canonicalSearchPath('/search', 'currency=usd&page=1&dealType=sale', null), '/search?dealType=sale');
  t.equal(canonicalSearchPath('/search/es', 'estateType=villa&dealType=sale&page=2', 'es'), '/search/ES?dealType=sale&estateType=villa&page=2');
  t.equal(canonicalSearchPath('/search', 'utm_source=x&bogus=1', null), '/search');
});

t.test('ogImagePath: only stored media get a preview rendition', async (t) => {
  t.equal(ogImagePath('/media/demo/a.webp'), '/media/og/demo/a.webp');
  t.equal(ogImagePath('https://elsewhere/a.jpg'), null);
  t.equal(ogImagePath('/media/og/demo/a.webp'), null);
  t.equal(ogImagePath(undefined), null);
});

t.test('renderHeadFields: attribute values escaped; JSON-LD cannot close its script and still parses', async (t) => {
  const hostile = '</script><script>alert(1)</script> "q" \u2028 & <!--';
  const html = renderHeadFields({ meta: [{ key: 'property', name: 'og:title', content: hostile }], jsonLd: [{ '@type': 'Thing', name: hostile }] });
  t.notMatch(html, /<\/script><script>alert/, 'no script break-out');
  t.match(html, '<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot;');
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  t.equal(html.match(/<\/script>/g)?.length, 1, 'one closing tag: the JSON-LD script');
  t.same(JSON.parse(json), { '@type': 'Thing', name: hostile }, 'the same data after parsing');
});
