// GET /api/estate/search over HTTP on the real api with demo estates: every filter narrows to exactly
// the estates that match it (checked against all estates read page by page), sort orders, paging,
// top offers apart, currency conversion, and hostile input that must never cause a 500.
import { thumbUrl } from '../../client/features/estateForm/components/photoFiles.ts';
import t from 'tap';
import { FACETS } from '../../shared/search/facets.ts';
import { FACET_BITS } from '../../api/estates/search-index.ts';
import { call, startApi } from '../helpers/api.ts';
import { searchAll } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';

const ids = (list: Estate[]) => list.map((e) => e._id).sort();
const round2 = (n: number) => Math.round(n * 100) / 100;

t.test('estate search', async (t) => {
  const api = await startApi({ estates: 300 });
  t.teardown(api.close);
  const rates: Record<string, number> = Object.fromEntries(
    (await call<{ code: string; rate: number }[]>(api, 'GET', '/api/currencies')).body.map((c) => [c.code, Number(c.rate)]),
  );
  const eur = (e: Estate) => (e.currency === 'eur' ? e.price : round2(e.price / rates[e.currency]));
  const all = await searchAll(api);
  t.equal(all.length, 300, 'every demo estate is published and found');

  t.test('each filter narrows to exactly the estates that match it', async (t) => {
    const owner = all[0].owner._id;
    const someCity = all[0].geoData.city;
    const area =
      all.map((e) => e.geoData.area).find((a) => new Set(all.filter((e) => e.geoData.area === a).map((e) => e.geoData.city)).size > 1) ?? '';
    t.ok(area, 'the demo data has an area with several cities');
    const cases: [string, (e: Estate) => boolean][] = [
      ['dealType=rent', (e) => e.dealType === 'rent'],
      ['estateType=villa,apartment', (e) => ['villa', 'apartment'].includes(e.estateType)],
      ['geoData.countryCode=it', (e) => e.geoData.countryCode === 'IT'],
      [`owner._id=${owner}`, (e) => e.owner._id === owner],
      ['price_gte=200000&price_lte=500000', (e) => eur(e) >= 200_000 && eur(e) <= 500_000],
      ['currency=usd&price_lte=300000', (e) => eur(e) <= Math.ceil((300_000 / rates.usd) * 100) / 100],
      ['currency=rub&price_gte=30000000', (e) => eur(e) >= Math.floor((30_000_000 / rates.rub) * 100) / 100],
      ['buildYear_gte=1990&buildYear_lte=2010', (e) => e.buildYear !== null && e.buildYear >= 1990 && e.buildYear <= 2010],
      ['livingSpace_gte=100&livingSpace_lte=200', (e) => e.livingSpace >= 100 && e.livingSpace <= 200],
      ['totalSpace_gte=150', (e) => e.totalSpace !== null && e.totalSpace >= 150],
      ['rooms_gte=4', (e) => e.rooms >= 4],
      ['heating=gas,solar', (e) => e.heating.some((v: string) => ['gas', 'solar'].includes(v))],
      ['comfort=pool&windowView=sea', (e) => e.comfort.includes('pool') && e.windowView.includes('sea')],
      ['furnishings=full', (e) => e.furnishings.includes('full')],
      [
        'locationTypes=coast,mountains&dealType=sale',
        (e) => e.dealType === 'sale' && e.locationTypes.some((v: string) => ['coast', 'mountains'].includes(v)),
      ],
      [`placeName=${encodeURIComponent(someCity.toUpperCase())}`, (e) => e.geoData.city === someCity || e.geoData.area === someCity],
      [`placeName=${encodeURIComponent(area)}`, (e) => e.geoData.area === area || e.geoData.city === area],
      [`placeId=${encodeURIComponent(someCity.toLowerCase().replace(/ /g, '-'))}`, (e) => e.geoData.city === someCity || e.geoData.area === someCity],
    ];
    for (const [query, matches] of cases) {
      const expected = all.filter(matches);
      t.ok(expected.length > 0 && expected.length < all.length, `${query}: the demo data has matches and non-matches (${expected.length})`);
      t.same(ids(await searchAll(api, query)), ids(expected), `${query}: exactly the matching estates`);
    }
  });

  t.test('sort orders go both ways; newest is the default', async (t) => {
    const page = async (q: string) => (await call(api, 'GET', `/api/estate/search?onPage=100&${q}`)).body;
    const monotone = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]) * dir >= 0);
    const byDefault = await page('');
    t.equal(byDefault.meta.orderBy, 'newest');
    t.ok(
      monotone(
        byDefault.values.map((e: Estate) => Date.parse(e.publishedAt ?? '')),
        -1,
      ),
      'newest first',
    );
    t.ok(monotone((await page('orderBy=price_asc')).values.map(eur), 1), 'price ascending (in eur, whatever the currency)');
    t.ok(monotone((await page('orderBy=price_desc')).values.map(eur), -1), 'price descending');
    t.ok(
      monotone(
        (await page('orderBy=area_asc')).values.map((e: Estate) => e.livingSpace),
        1,
      ),
      'area ascending',
    );
    t.ok(
      monotone(
        (await page('orderBy=area_desc')).values.map((e: Estate) => e.livingSpace),
        -1,
      ),
      'area descending',
    );
    const cheapest = (await call(api, 'GET', '/api/estate/search?orderBy=price_asc&onPage=1')).body.values[0];
    t.equal(eur(cheapest), Math.min(...all.map(eur)), 'the first of price_asc is the cheapest of all');
  });

  t.test('paging: meta, no overlap, nothing lost', async (t) => {
    const seen: string[] = [];
    const first = (await call(api, 'GET', '/api/estate/search?onPage=7&geoData.countryCode=ES')).body;
    const expected = all.filter((e) => e.geoData.countryCode === 'ES');
    t.match(first.meta, { page: 1, onPage: 7, total: expected.length, totalPages: Math.ceil(expected.length / 7), countryCode: 'ES', lang: 'en' });
    for (let p = 1; p <= first.meta.totalPages; p++) {
      const body = (await call(api, 'GET', `/api/estate/search?onPage=7&geoData.countryCode=ES&page=${p}&orderBy=price_desc`)).body;
      t.equal(body.meta.page, p);
      t.ok(body.values.length === 7 || p === first.meta.totalPages, 'full pages but the last');
      seen.push(...body.values.map((e: Estate) => e._id));
    }
    t.same([...seen].sort(), ids(expected), 'the pages hold every estate once');
    const beyond = (await call(api, 'GET', `/api/estate/search?onPage=7&geoData.countryCode=ES&page=${first.meta.totalPages + 1}`)).body;
    t.same(beyond.values, []);
    t.equal(beyond.meta.total, expected.length);
    t.equal((await call(api, 'GET', '/api/estate/search')).body.meta.onPage, 20, 'twenty a page by default');
    t.equal((await call(api, 'GET', '/api/estate/search?onPage=101')).status, 400, 'at most 100 a page');
  });

  t.test('top offers come apart when asked, and are left out of the list', async (t) => {
    const tops = all.filter((e) => e.isTopOffer);
    t.ok(tops.length > 4, 'the demo data has current top offers');
    const plain = (await call(api, 'GET', '/api/estate/search?onPage=100')).body;
    t.same(plain.topOffers, [], 'none apart by default');
    const apart = (await call(api, 'GET', '/api/estate/search?onPage=100&topOffersSeparately=true')).body;
    t.equal(apart.topOffers.length, 4, 'up to four');
    t.ok(
      apart.topOffers.every((e: Estate) => e.isTopOffer),
      'all current top offers',
    );
    const topIds = new Set(apart.topOffers.map((e: Estate) => e._id));
    t.equal(apart.meta.total, all.length - 4, 'the total leaves them out');
    const rest = await searchAll(api, 'topOffersSeparately=true');
    t.notOk(
      rest.some((e) => topIds.has(e._id)),
      'no page lists them again',
    );
    const rent = (await call(api, 'GET', '/api/estate/search?topOffersSeparately=true&dealType=rent')).body;
    t.ok(
      rent.topOffers.every((e: Estate) => e.dealType === 'rent'),
      'top offers match the filters too',
    );
  });

  t.test('demo photos: WebP, with an AVIF sibling for browsers that take it', async (t) => {
    const cover = all[0].photos[0].url;
    t.match(cover, /^\/media\/demo\/[a-z]+-\d{2}--[0-9a-f]{12}\.webp$/);
    for (const url of [cover, cover.replace(/\.webp$/, '.thumb.webp')]) {
      const avif = await fetch(`${api.url}${url}`, { headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
      const webp = await fetch(`${api.url}${url}`, { headers: { accept: 'image/webp,*/*' } });
      t.equal(avif.headers.get('content-type'), 'image/avif', `${url}: AVIF (the demo drawings are smaller in it)`);
      t.equal(webp.headers.get('content-type'), 'image/webp', `${url}: WebP otherwise`);
      const [a, w] = [Buffer.from(await avif.arrayBuffer()), Buffer.from(await webp.arrayBuffer())];
      t.ok(a.length < w.length, `${url}: ${a.length} < ${w.length} bytes`);
      t.equal(avif.headers.get('vary'), 'Accept');
    }
  });

  t.test('fields=card: the same listings, each as a card shows it', async (t) => {
    const full = (await call(api, 'GET', '/api/estate/search?onPage=30&topOffersSeparately=true&currency=usd')).body;
    const cards = (await call(api, 'GET', '/api/estate/search?onPage=30&topOffersSeparately=true&currency=usd&fields=card')).body;
    t.same(cards.meta, full.meta, 'the same meta');
    t.same(ids(cards.values), ids(full.values), 'the same listings');
    t.same(ids(cards.topOffers), ids(full.topOffers), 'the same top offers');
    const byId = new Map<string, Estate>([...full.values, ...full.topOffers].map((e: Estate) => [e._id, e]));
    for (const card of [...cards.values, ...cards.topOffers] as Estate[]) {
      const whole = byId.get(card._id)!;
      t.same(card.photos, whole.photos.slice(0, 1), `${card.aliasId}: the cover photo alone`);
      t.same(card.description, {}, `${card.aliasId}: no description`);
      t.same(card.heating, [], `${card.aliasId}: no facet lists`);
      const { photos: _p, description: _d, details: _x, heating: _h, comfort: _c, ...shown } = card;
      t.match(whole, shown, `${card.aliasId}: title, prices, place, sizes and badges as in the full answer`);
    }
    const bytes = (o: unknown) => JSON.stringify(o).length;
    t.ok(bytes(cards) < bytes(full) / 2, `less than half the bytes (${bytes(cards)} of ${bytes(full)})`);
  });

  t.test('every value carries its price converted into the requested currency', async (t) => {
    const body = (await call(api, 'GET', '/api/estate/search?currency=usd&onPage=50')).body;
    t.equal(body.meta.currency, 'usd');
    for (const e of body.values) {
      t.equal(e.priceConverted.currency, 'usd');
      const expected = e.currency === 'usd' ? e.price : Math.round(eur(e) * rates.usd);
      t.ok(Math.abs(e.priceConverted.amount - expected) <= 1, `${e.aliasId}: ${e.price} ${e.currency} is about ${expected} usd`);
    }
  });

  t.test('hostile values in every filter never cause a 500', async (t) => {
    const evil = ["' OR 1=1 --", '1; DROP TABLE estates; --', '%00', '{"$gt":""}', '<script>alert(1)</script>', 'x'.repeat(600), '-1', '1e309', '🏠'];
    const keys = [
      'page',
      'onPage',
      'dealType',
      'estateType',
      'currency',
      'price_gte',
      'price_lte',
      'buildYear_gte',
      'livingSpace_lte',
      'rooms_gte',
      'placeId',
      'placeName',
      'owner._id',
      'geoData.countryCode',
      'orderBy',
      'topOffersSeparately',
      'lang',
      ...Object.keys(FACETS),
    ];
    for (const key of keys) {
      for (const value of evil) {
        const res = await call(api, 'GET', `/api/estate/search?${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
        if (res.status !== 200 && res.status !== 400) t.fail(`${key}=${value.slice(0, 20)} answered ${res.status}`);
        if (res.status === 200) t.same(res.body.values.length <= 20, true);
      }
    }
    t.equal((await searchAll(api)).length, 300, 'the estates are all still there');
  });

  t.test('unknown values are refused with 400 naming the field', async (t) => {
    const cases: [string, string][] = [
      ['dealType=buy', 'dealType'],
      ['estateType=villa,spaceship', 'estateType'],
      ['heating=lava', 'heating'],
      ['comfort=pool,moat', 'comfort'],
      ['orderBy=random', 'orderBy'],
      ['currency=gbp', 'currency'],
      ['onPage=0', 'onPage'],
      ['page=0', 'page'],
      ['price_gte=-5', 'price_gte'],
      ['price_lte=cheap', 'price_lte'],
      ['geoData.countryCode=ESP', 'geoData.countryCode'],
      ['topOffersSeparately=maybe', 'topOffersSeparately'],
      ['fields=everything', 'fields'],
    ];
    for (const [query, field] of cases) {
      const res = await call(api, 'GET', `/api/estate/search?${query}`);
      t.equal(res.status, 400, query);
      t.match(res.body.message, field, `${query}: the message names ${field}`);
    }
    t.equal((await call(api, 'GET', '/api/estate/search?price_gte=&heating=')).status, 200, 'empty fields mean no filter');
    const lists = await call(api, 'GET', '/api/estate/search?estateType=spaceship&heating=lava&comfort=pool,moat');
    t.equal(lists.status, 400);
    t.match(lists.body, {
      code: 'VALIDATION',
      errors: [
        { field: 'estateType', code: 'INVALID_CHOICE' },
        { field: 'heating', code: 'INVALID_CHOICE' },
        { field: 'comfort', code: 'INVALID_CHOICE' },
      ],
    });
    t.equal(lists.body.errors.length, 3, 'every list with an unknown value at once');
    const schema = await call(api, 'GET', '/api/estate/search?price_gte=-5&orderBy=random');
    t.same(schema.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort(), [
      ['orderBy', 'INVALID_CHOICE'],
      ['price_gte', 'TOO_SMALL'],
    ]);
  });

  t.test('demo estates are complete listings', async (t) => {
    const countries = new Set(all.map((e) => e.geoData.countryCode));
    for (const c of ['IT', 'ES', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US']) t.ok(countries.has(c), `estates in ${c}`);
    for (const e of all.slice(0, 40)) {
      t.ok(e.photos.length >= 3 && e.photos.length <= 6, `${e.aliasId}: 3 to 6 photos`);
      t.ok(
        (['en', 'de', 'ru', 'es'] as const).every((l) => e.title[l] && e.description[l]),
        `${e.aliasId}: texts in four languages`,
      );
      t.ok(e.owner.isRealtor && e.owner.firstName, `${e.aliasId}: a realtor owns it`);
    }
    const photo = await fetch(`${api.url}${all[0].photos[0].url}`);
    t.equal(photo.status, 200, 'a demo photo is served');
    t.equal(photo.headers.get('content-type'), 'image/webp');
    // named by content (api/seed/images): cached for good, with a card-sized thumbnail beside it
    t.match(all[0].photos[0].url, /^\/media\/demo\/[a-z]+-\d{2}--[0-9a-f]{12}\.webp$/, 'a content-named demo photo');
    t.equal(photo.headers.get('cache-control'), 'public, max-age=31536000, immutable', 'cached for good');
    const large = (await photo.arrayBuffer()).byteLength;
    const thumb = await fetch(`${api.url}${thumbUrl(all[0].photos[0].url)}`);
    t.equal(thumb.status, 200, 'its thumbnail is served');
    t.equal(thumb.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const small = (await thumb.arrayBuffer()).byteLength;
    t.ok(small < large / 2, `the thumbnail is the smaller file (${small} of ${large} bytes)`);
    const one = await call(api, 'GET', `/api/estate/${all[0].aliasId}`);
    t.equal(one.status, 200);
    t.equal(one.body._id, all[0]._id, 'an estate by its aliasId');
    t.equal((await call(api, 'GET', '/api/estate/no-such-estate')).status, 404);
  });
});

t.test('the search index knows every facet value of shared/search/facets.ts, in order', async (t) => {
  for (const [field, values] of Object.entries(FACETS)) {
    const bits = FACET_BITS[field as keyof typeof FACETS];
    t.same(bits.slice(0, values.length), values, `${field}: values may only be appended, with a migration`);
    t.ok(values.length <= 15, `${field} fits a smallint mask`);
  }
});
