// Search engines and link previews through the real gateway, renderer and api (issue 14 items 1, 3):
// absolute canonical and hreflang links from PUBLIC_ORIGIN, robots rules, unique titles and
// descriptions, Open Graph / Twitter tags with a 1200×630 image, JSON-LD, robots.txt.
import t from 'tap';
import type { Estate } from '../../shared/contract/estates.ts';
import sharp from 'sharp';
import { plainText } from '../../client/lib/head.ts';
import { startStack } from '../helpers/stack.ts';

const ORIGIN = 'https://www.example.com';

interface Head {
  status: number;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  html: string;
}

const attr = (tag: string, name: string) => (/\s/.test(name) ? null : (new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null));
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function head(gw: string, path: string): Promise<Head> {
  const res = await fetch(gw + path, { redirect: 'manual' });
  const html = await res.text();
  const h = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const tags = h.match(/<(?:meta|link)[^>]*>/g) ?? [];
  const out: Head = {
    status: res.status,
    title: unescape(/<title>([^<]*)<\/title>/.exec(h)?.[1] ?? ''),
    description: null,
    canonical: null,
    alternates: {},
    robots: null,
    meta: {},
    jsonLd: [],
    html,
  };
  for (const tag of tags) {
    const v = (n: string) => {
      const x = attr(tag, n);
      return x === null ? null : unescape(x);
    };
    if (tag.startsWith('<link') && v('rel') === 'canonical') out.canonical = v('href');
    if (tag.startsWith('<link') && v('rel') === 'alternate') out.alternates[v('hreflang') ?? ''] = v('href') ?? '';
    if (tag.startsWith('<meta') && v('name') === 'description') out.description = v('content');
    if (tag.startsWith('<meta') && v('name') === 'robots') out.robots = v('content');
    const key = v('property') ?? v('name');
    if (tag.startsWith('<meta') && key && /^(og|twitter):/.test(key) && !(key in out.meta)) out.meta[key] = v('content') ?? '';
  }
  for (const m of h.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) out.jsonLd.push(JSON.parse(m[1]));
  return out;
}

const ofType = (h: Head, type: string) => h.jsonLd.find((x) => x['@type'] === type);
/** A value deep in a JSON-LD object: at(obj, 'offers', 'price'). */
function at(obj: unknown, ...keys: string[]): unknown {
  let v = obj;
  for (const k of keys) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

t.test('seo', async (t) => {
  const stack = await startStack({ estates: 30, env: { PUBLIC_ORIGIN: ORIGIN } });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  const search = (await (await fetch(`${gw}/api/estate/search?lang=en&onPage=50`)).json()) as { values: Estate[] };
  const found = search.values.find((e) => e.photos.length > 0);
  if (!found) throw new Error('no seeded estate with a photo');
  const estate = found;

  t.test('home: absolute canonical and hreflang for every language and x-default; Organization and WebSite with a SearchAction', async (t) => {
    const h = await head(gw, '/?lng=de&utm_source=newsletter&gclid=abc');
    t.equal(h.status, 200);
    t.equal(h.canonical, `${ORIGIN}/?lng=de`, 'no tracking noise, the language kept');
    t.same(h.alternates, {
      ru: `${ORIGIN}/?lng=ru`,
      en: `${ORIGIN}/?lng=en`,
      de: `${ORIGIN}/?lng=de`,
      es: `${ORIGIN}/?lng=es`,
      'x-default': `${ORIGIN}/`,
    });
    t.equal(h.robots, null, 'indexable');
    const site = ofType(h, 'WebSite');
    t.equal(at(site, 'potentialAction', '@type'), 'SearchAction');
    t.match(String(at(site, 'potentialAction', 'target', 'urlTemplate')), /^https:\/\/www\.example\.com\/search\?.*\{search_term_string\}/);
    t.equal(at(site, 'potentialAction', 'query-input'), 'required name=search_term_string');
    t.equal(at(ofType(h, 'Organization'), 'url'), `${ORIGIN}/`);
    t.equal(h.meta['og:url'], h.canonical);
    t.equal(h.meta['twitter:card'], 'summary_large_image');
    t.match(h.meta['og:image'], /^https:\/\/www\.example\.com\//, 'an absolute preview image');
    const img = await fetch(gw + new URL(h.meta['og:image']).pathname);
    t.equal(img.status, 200, 'the preview image answers');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    t.same([meta.width, meta.height], [1200, 630]);
  });

  t.test('estate: its own title and text; RealEstateListing with an Offer matching the page; breadcrumbs; the first photo at 1200×630', async (t) => {
    const h = await head(gw, `/estate/${estate.aliasId}?lng=en&currency=usd&fbclid=1`);
    t.equal(h.status, 200);
    t.equal(h.canonical, `${ORIGIN}/estate/${estate.aliasId}?lng=en`);
    t.equal(Object.keys(h.alternates).length, 5);
    t.ok(h.title.startsWith(estate.title.en ?? ''), 'the estate title leads the page title');
    const text = plainText(estate.description.en ?? '');
    t.equal(h.description?.slice(0, 40), text.slice(0, 40), 'the description is the estate’s own text');
    t.ok(h.description!.length <= 160);
    const listing = ofType(h, 'RealEstateListing');
    t.ok(listing, 'a RealEstateListing');
    t.equal(at(listing, 'url'), h.canonical);
    t.equal(at(listing, 'offers', '@type'), 'Offer');
    t.equal(at(listing, 'offers', 'price'), estate.price, 'the listing’s price');
    t.equal(at(listing, 'offers', 'priceCurrency'), estate.currency.toUpperCase(), 'the listing’s currency');
    t.equal(at(listing, 'about', 'numberOfRooms'), estate.rooms);
    t.equal(at(listing, 'about', 'floorSize', 'value'), estate.livingSpace);
    t.equal(at(listing, 'about', 'address', 'addressCountry'), estate.geoData.countryCode);
    t.equal(at(listing, 'about', 'address', 'addressLocality'), estate.geoData.city);
    t.ok(at(listing, 'datePosted'), 'date posted');
    t.same(
      at(listing, 'image'),
      estate.photos.map((p: { url: string }) => ORIGIN + p.url),
      'absolute image URLs',
    );
    // the page's own data says the same price and currency
    const preloaded = JSON.parse(/<script type="application\/json" id="__PRELOADED__">([^<]*)<\/script>/.exec(h.html)![1]);
    t.equal(preloaded.stores.estate.estate.price, at(listing, 'offers', 'price'));
    t.equal(preloaded.stores.estate.estate.currency.toUpperCase(), at(listing, 'offers', 'priceCurrency'));
    const crumbs = ofType(h, 'BreadcrumbList');
    // home, the country, the city (from the place index, decision 0014), the listing
    const items = at(crumbs, 'itemListElement') as { position: number; name: string }[];
    t.same(
      items.map((i) => i.position),
      [1, 2, 3, 4],
      'four breadcrumbs in order',
    );
    t.equal(items[2].name, estate.geoData.names?.city?.en ?? estate.geoData.city, "the city's breadcrumb names it");
    t.equal(h.meta['og:image'], `${ORIGIN}/media/og${estate.photos[0].url.slice('/media'.length)}`, 'the first photo');
    t.equal(h.meta['og:type'], 'article');
    const img = await fetch(gw + new URL(h.meta['og:image']).pathname);
    t.equal(img.status, 200);
    t.equal(img.headers.get('content-type'), 'image/jpeg');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    t.same([meta.width, meta.height], [1200, 630], 'sized for previews');
    t.equal((await fetch(`${gw}/media/og/demo/none-such.webp`)).status, 404, 'no rendition without a source');
    t.match((await fetch(`${gw}/media/og/..%2f..%2fetc/passwd.jpg`)).status, /^40[04]$/, 'no traversal');
  });

  t.test('search: stable canonical, a title saying what it shows, noindex past two facets or with a sort', async (t) => {
    const h = await head(gw, '/search/es?page=1&currency=usd&dealType=sale&utm_campaign=x&lng=en');
    t.equal(h.status, 200);
    t.equal(h.canonical, `${ORIGIN}/search/ES?dealType=sale&lng=en`, 'country upper-case, no currency, page 1 bare');
    t.equal(h.alternates['x-default'], `${ORIGIN}/search/ES?dealType=sale`);
    t.match(h.title, /For sale/);
    t.match(h.title, /Spain/);
    t.match(h.description, /Spain/);
    t.equal(h.robots, null);
    t.ok(ofType(h, 'BreadcrumbList'), 'breadcrumbs');
    const page1 = await head(gw, '/search?page=1&lng=en');
    const page2 = await head(gw, '/search?page=2&lng=en');
    t.equal(page1.canonical, `${ORIGIN}/search?lng=en`, 'page 1 is the bare URL');
    t.equal(page2.canonical, `${ORIGIN}/search?page=2&lng=en`);
    t.not(page2.title, page1.title, 'page 2 has its own title');
    t.equal((await head(gw, '/search?dealType=sale&estateType=villa&price_gte=1000&lng=en')).robots, 'noindex', 'three facets');
    t.equal((await head(gw, '/search?dealType=sale&orderBy=price_asc&lng=en')).robots, 'noindex', 'a sort');
    t.equal((await head(gw, '/search?dealType=sale&price_gte=1000&price_lte=900000&lng=en')).robots, null, 'a range is one facet');
  });

  t.test('titles and descriptions are unique across public pages', async (t) => {
    const pages = ['/', '/search', '/search/ES', `/estate/${estate.aliasId}`, '/countries', '/countries/ES', '/realtor', '/plans', '/contacts'];
    const heads = await Promise.all(pages.map((p) => head(gw, `${p}${p.includes('?') ? '&' : '?'}lng=en`)));
    for (const [i, h] of heads.entries()) t.equal(h.status, 200, pages[i]);
    t.equal(new Set(heads.map((h) => h.title)).size, pages.length, 'unique titles');
    const specific = ['/', '/search/ES', `/estate/${estate.aliasId}`, '/countries/ES'].map((p) => heads[pages.indexOf(p)].description);
    t.equal(new Set(specific).size, specific.length, 'content pages describe themselves');
  });

  t.test('noindex: auth pages, the 404 page without canonical or hreflang; private pages are not reachable signed out', async (t) => {
    for (const p of ['/sign-in', '/sign-up', '/forgot-password']) t.equal((await head(gw, p)).robots, 'noindex', p);
    const missing = await head(gw, '/no-such-page?lng=en');
    t.equal(missing.status, 404);
    t.equal(missing.robots, 'noindex');
    t.equal(missing.canonical, null, 'no canonical on a 404');
    t.same(missing.alternates, {}, 'no hreflang on a 404');
    t.same(missing.jsonLd, []);
    const gone = await head(gw, '/estate/no-such-estate?lng=en');
    t.equal(gone.status, 404);
    t.equal(gone.canonical, null);
    const priv = await fetch(`${gw}/private`, { redirect: 'manual' });
    t.equal(priv.status, 302, 'signed out, /private redirects');
  });

  t.test('robots.txt: keeps crawlers out of /private and /api, points to the sitemap index', async (t) => {
    const res = await fetch(`${gw}/robots.txt`);
    t.equal(res.status, 200);
    t.match(res.headers.get('content-type'), /^text\/plain/);
    const body = await res.text();
    t.match(body, /^User-agent: \*$/m);
    t.match(body, /^Disallow: \/private$/m);
    t.match(body, /^Disallow: \/api\/$/m);
    t.match(body, new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
  });
});
