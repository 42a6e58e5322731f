import t from 'tap';
import { CURRENCIES } from '../../shared/core/constants.ts';
import { COUNTRY_CODES } from '../../shared/geo/countries.ts';
import { DEAL_TYPES, ESTATE_TYPES, FACETS, FACET_FIELDS, ORDER_BY } from '../../shared/search/facets.ts';
import {
  NUMERIC_FILTERS,
  buildSearchQuery,
  buildSearchUrl,
  isEmptySearch,
  listValues,
  normalizeSearchState,
  parseInteger,
  parseSearchQuery,
  toApiQuery,
  toApiSearchQuery,
  type SearchState,
  type SearchStateInput,
} from '../../shared/search/search-query.ts';

t.test('an empty query is page 1 in eur and nothing else', async (t) => {
  for (const q of ['', '?', new URLSearchParams(), {}]) {
    t.same(parseSearchQuery(q), { page: 1, currency: 'eur' });
  }
  t.equal(buildSearchQuery({}), '');
  t.ok(isEmptySearch(parseSearchQuery('page=4&currency=usd&orderBy=price_asc')));
  t.notOk(isEmptySearch(parseSearchQuery('heating=gas')));
});

t.test('numeric filters are non-negative integers, anything else is dropped', async (t) => {
  const s = parseSearchQuery(
    'price_gte=100&price_lte=abc&buildYear_gte=%201990%20&buildYear_lte=1.5&livingSpace_gte=-3&livingSpace_lte=&totalSpace_gte=1e3&totalSpace_lte=+70',
  );
  t.equal(s.price_gte, 100);
  t.equal(s.buildYear_gte, 1990, 'surrounding spaces are trimmed');
  t.equal(s.totalSpace_lte, 70, 'a plus sign is accepted');
  for (const k of ['price_lte', 'buildYear_lte', 'livingSpace_gte', 'livingSpace_lte', 'totalSpace_gte'] as const) {
    t.notOk(k in s, `${k} dropped`);
  }
  t.equal(parseInteger('0'), 0);
  t.equal(parseInteger('99999999999999999999'), undefined, 'beyond the safe integer range');
  t.equal(parseInteger(undefined), undefined);
  t.equal(parseSearchQuery('price_gte=0').price_gte, 0, 'zero is a value, not empty');
});

t.test('page: empty, zero, negative or invalid becomes 1', async (t) => {
  for (const p of ['', '0', '-2', 'x', '2.5']) t.equal(parseSearchQuery(`page=${p}`).page, 1, `page=${p}`);
  t.equal(parseSearchQuery('page=7').page, 7);
  t.equal(buildSearchQuery({ page: 1 }), '', 'page 1 is left out of URLs');
  t.equal(buildSearchQuery({ page: 3 }), 'page=3');
});

t.test('currency: known values (any case) are kept, unknown becomes eur', async (t) => {
  t.equal(parseSearchQuery('currency=usd').currency, 'usd');
  t.equal(parseSearchQuery('currency=RUB').currency, 'rub');
  t.equal(parseSearchQuery('currency=gbp').currency, 'eur');
  t.equal(parseSearchQuery('currency=').currency, 'eur');
  t.equal(buildSearchQuery({ currency: 'eur' }), '', 'the default currency is left out');
  t.equal(buildSearchQuery({ currency: 'usd' }), 'currency=usd');
});

t.test('list filters are split on commas, trimmed, filtered to known values, de-duplicated, in facet order', async (t) => {
  const s = parseSearchQuery('heating=solar, gas ,,nuclear,gas&comfort=pool&comfort=lift&windowView=&kitchenType=bogus');
  t.same(s.heating, ['gas', 'solar']);
  t.same(s.comfort, ['lift', 'pool'], 'repeated keys are merged');
  t.notOk('windowView' in s, 'an empty list is dropped');
  t.notOk('kitchenType' in s, 'a list of unknown values is dropped');
  t.same(parseSearchQuery('heating=gas%2Ccentral').heating, ['gas', 'central'], 'an encoded comma splits too');
  t.same(parseSearchQuery({ heating: ['gas', 'oil,solar'] }).heating, ['gas', 'oil', 'solar'], 'object with arrays');
  t.equal(buildSearchQuery({ heating: ['solar', 'gas'] }), 'heating=gas,solar', 'commas stay readable');
  t.equal(buildSearchQuery({ heating: [] }), '', 'empty lists are dropped');
});

t.test('dealType, estateType, orderBy accept only their values', async (t) => {
  t.equal(parseSearchQuery('dealType=rent').dealType, 'rent');
  t.notOk('dealType' in parseSearchQuery('dealType=swap'));
  t.same(parseSearchQuery('estateType=castle,villa,igloo').estateType, ['villa', 'castle']);
  t.equal(parseSearchQuery('orderBy=price_desc').orderBy, 'price_desc');
  t.notOk('orderBy' in parseSearchQuery('orderBy=random'));
});

t.test('text filters, owner._id and geoData.countryCode', async (t) => {
  const s = parseSearchQuery('placeName=%20M%C3%A1laga%2C%20Spain%20&placeId=&owner._id=u-1&geoData.countryCode=es');
  t.equal(s.placeName, 'Málaga, Spain');
  t.notOk('placeId' in s, 'an empty string is nil');
  t.equal(s['owner._id'], 'u-1');
  t.equal(s['geoData.countryCode'], 'ES', 'upper-cased');
  t.notOk('geoData.countryCode' in parseSearchQuery('geoData.countryCode=XX'), 'unknown code dropped');
  const built = buildSearchQuery(s);
  t.equal(built, 'geoData.countryCode=ES&placeName=M%C3%A1laga%2C%20Spain&owner._id=u-1');
  t.same(parseSearchQuery(built), s);
});

t.test('unknown keys and nulls are ignored; the key order is fixed', async (t) => {
  t.same(parseSearchQuery('foo=bar&topOffersSeparately=true'), { page: 1, currency: 'eur' });
  t.same(parseSearchQuery({ price_gte: null, heating: undefined }), { page: 1, currency: 'eur' });
  const a = buildSearchQuery({ page: 2, heating: ['gas'], dealType: 'sale', price_lte: 5 });
  const b = buildSearchQuery({ price_lte: 5, dealType: 'sale', heating: ['gas'], page: 2 });
  t.equal(a, b);
  t.equal(a, 'dealType=sale&price_lte=5&heating=gas&page=2');
  t.equal(buildSearchQuery({ dealType: null, placeName: '  ', price_gte: Number.NaN, price_lte: -1 }), '');
});

t.test('search URLs and the api query', async (t) => {
  t.equal(buildSearchUrl({}), '/search');
  t.equal(buildSearchUrl({ dealType: 'rent', 'geoData.countryCode': 'IT' }, 'es'), '/search/ES?dealType=rent');
  t.equal(buildSearchUrl({ 'geoData.countryCode': 'IT' }), '/search?geoData.countryCode=IT');
  t.equal(toApiQuery({}), 'topOffersSeparately=true');
  t.equal(
    toApiQuery({ dealType: 'sale', page: 2 }, 'IT', { lang: 'de', onPage: 20, skip: undefined }),
    'geoData.countryCode=IT&dealType=sale&page=2&topOffersSeparately=true&lang=de&onPage=20',
  );
  const api = new URLSearchParams(toApiQuery({ 'geoData.countryCode': 'FR' }, 'GR'));
  t.equal(api.get('geoData.countryCode'), 'GR', 'the page country wins');
  t.same(parseSearchQuery(api)['geoData.countryCode'], 'GR', 'the api can read it back with the same codec');
});

t.test('the api query as the typed object of the search call', async (t) => {
  t.strictSame(toApiSearchQuery({}), { topOffersSeparately: true });
  const state: SearchStateInput = {
    dealType: 'sale',
    page: 2,
    price_lte: 300_000,
    heating: ['gas', 'central'],
    estateType: ['villa'],
    placeName: 'Lloret de Mar',
  };
  const typed = toApiSearchQuery(state, 'it', { lang: 'de', onPage: 20 });
  t.strictSame(typed, {
    'geoData.countryCode': 'IT',
    dealType: 'sale',
    estateType: 'villa',
    placeName: 'Lloret de Mar',
    price_lte: 300_000,
    heating: 'gas,central',
    page: 2,
    topOffersSeparately: true,
    lang: 'de',
    onPage: 20,
  });
  const asText = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, String(v)]));
  t.strictSame(asText, Object.fromEntries(new URLSearchParams(toApiQuery(state, 'it', { lang: 'de', onPage: 20 }))), 'the same query as toApiQuery');
  t.equal(
    toApiSearchQuery({ 'owner._id': 'u1' }, null, { topOffersSeparately: false }).topOffersSeparately,
    false,
    'a caller may keep top offers in the list',
  );
});

// ---- round trips over generated states --------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXT_ALPHABET = ['a', 'Z', '9', ' ', ',', '&', '=', '?', '#', '%', '+', '/', 'é', 'ж', '€', '.', '_', '-', '😀'];

function randomState(rnd: () => number): SearchState {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const maybe = (p = 0.4) => rnd() < p;
  const subset = <T>(xs: readonly T[]): T[] => xs.filter(() => maybe(0.3));
  const text = () => {
    let s = '';
    const n = 1 + Math.floor(rnd() * 12);
    for (let i = 0; i < n; i++) s += pick(TEXT_ALPHABET);
    return s;
  };
  const int = () => pick([0, 1, 7, 1990, 250_000, Math.floor(rnd() * 10_000_000), Number.MAX_SAFE_INTEGER]);
  const input: Record<string, unknown> = {
    page: maybe(0.5) ? 1 + Math.floor(rnd() * 500) : undefined,
    currency: maybe(0.6) ? pick(CURRENCIES) : undefined,
    dealType: maybe() ? pick(DEAL_TYPES) : undefined,
    estateType: maybe() ? subset(ESTATE_TYPES) : undefined,
    placeId: maybe() ? text() : undefined,
    placeName: maybe() ? text() : undefined,
    'owner._id': maybe(0.2) ? text() : undefined,
    'geoData.countryCode': maybe() ? pick(COUNTRY_CODES) : undefined,
    orderBy: maybe() ? pick(ORDER_BY) : undefined,
    bbox: maybe(0.3) ? [rnd() * 90 - 90, rnd() * 360 - 180, rnd() * 90, rnd() * 360 - 180].join(',') : undefined,
    view: maybe(0.3) ? 'map' : undefined,
  };
  for (const k of NUMERIC_FILTERS) if (maybe()) input[k] = int();
  for (const f of FACET_FIELDS) if (maybe()) input[f] = subset(FACETS[f]);
  return normalizeSearchState(input);
}

t.test('parse(build(s)) equals s for 3000 generated states, in all three input forms', async (t) => {
  const rnd = mulberry32(20261122);
  let failures = 0;
  let nonTrivial = 0;
  for (let i = 0; i < 3000; i++) {
    const s = randomState(rnd);
    if (Object.keys(s).length > 4) nonTrivial++;
    const q = buildSearchQuery(s);
    const viaString = parseSearchQuery(q);
    const viaParams = parseSearchQuery(new URLSearchParams(q));
    const viaObject = parseSearchQuery(Object.fromEntries(new URLSearchParams(q)));
    for (const back of [viaString, viaParams, viaObject]) {
      if (JSON.stringify(back) !== JSON.stringify(normalizeSearchState(back)) || !sameState(back, s)) {
        failures++;
        if (failures < 4) t.same(back, s, `round trip of ${q}`);
      }
    }
    if (buildSearchQuery(viaString) !== q) {
      failures++;
      t.equal(buildSearchQuery(viaString), q, 'the URL is canonical');
    }
  }
  t.equal(failures, 0, 'no round-trip failures');
  t.ok(nonTrivial > 1000, `the generator produced rich states (${nonTrivial})`);
});

function sameState(a: SearchState, b: SearchState): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    JSON.stringify(ka) === JSON.stringify(kb) &&
    ka.every((k) => JSON.stringify(a[k as keyof SearchState]) === JSON.stringify(b[k as keyof SearchState]))
  );
}

t.test('normalizing is idempotent and parse output is already normal', async (t) => {
  const rnd = mulberry32(7);
  for (let i = 0; i < 300; i++) {
    const s = randomState(rnd);
    t.same(normalizeSearchState(s), s);
  }
});

t.test('bbox and the map view travel in the URL, in one canonical form; the api never sees the view', async (t) => {
  const s = parseSearchQuery('bbox=36.1234567,-5.5,%2037.0,-4&view=map&dealType=sale');
  t.equal(s.bbox, '36.12346,-5.5,37,-4', 'rounded to 5 digits, spaces and trailing zeros gone');
  t.equal(s.view, 'map');
  const q = buildSearchQuery(s);
  t.equal(q, 'dealType=sale&bbox=36.12346,-5.5,37,-4&view=map', 'commas stay readable; the keys in their fixed order');
  t.same(parseSearchQuery(q), s, 'parse(build(s)) = s');
  t.same(parseSearchQuery('bbox=10,0,5,1&view=grid'), parseSearchQuery(''), 'a bad rectangle and an unknown view are dropped');
  t.equal(parseSearchQuery('bbox=-10,170,10,-170').bbox, '-10,170,10,-170', 'a rectangle over the antimeridian is kept');
  t.equal(normalizeSearchState({ view: 'list' as 'map' }).view, undefined, 'the list is the default and is left out');
  t.equal(toApiQuery(s), 'dealType=sale&bbox=36.12346,-5.5,37,-4&topOffersSeparately=true', 'the api query has the bbox, not the view');
  t.same(toApiSearchQuery(s), { dealType: 'sale', bbox: '36.12346,-5.5,37,-4', topOffersSeparately: true });
  t.notOk(isEmptySearch(s), 'a bbox filters');
  t.ok(isEmptySearch(parseSearchQuery('view=map')), 'the view alone does not');
});

t.test('listValues reads a list parameter as the browser and the api both read it', async (t) => {
  t.same(listValues('flat, house,,flat , '), ['flat', 'house'], 'split, trimmed, empty dropped, each once');
  t.same(listValues(['gas,central', 'gas', ' solar']), ['gas', 'central', 'solar'], 'repeated parameters joined in order');
  t.same(listValues(''), []);
  t.same(listValues([]), []);
  t.same(listValues('spaceship,flat'), ['spaceship', 'flat'], 'unknown values are kept: the caller decides (the api refuses, the URL drops)');
  t.same(parseSearchQuery('estateType=spaceship,villa').estateType, ['villa'], 'the URL drops them');
});

t.test('a query string read again gives an equal state of its own (the parsed states are remembered)', async (t) => {
  const query = '?estateType=villa,apartment&price_lte=500000&currency=usd';
  const first = parseSearchQuery(query);
  t.same(first.estateType, ['villa', 'apartment'], 'in the facet order');
  first.price_lte = 1;
  first.estateType!.push('room' as never);
  first.page = 7;
  const second = parseSearchQuery(query);
  t.not(second, first, 'not the same object');
  t.same(second, { page: 1, currency: 'usd', estateType: ['villa', 'apartment'], price_lte: 500000 }, "the first caller's changes do not reach it");
  t.same(parseSearchQuery(new URLSearchParams(query.slice(1))), second, 'the same state from URLSearchParams');
});
