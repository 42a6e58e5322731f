// Listings side by side through the gateway (issue 26, item 4): GET /api/estate/compare answers up to
// four published listings in the order asked, priced in the asked currency, each with the buying costs
// GET /api/countries/{code}/buying-costs gives for that price (none for a rental); unknown and
// unpublished ids come back apart; bad ids are a 400 naming `ids`. The server-rendered /compare page
// is noindex and in no sitemap, lines the listings up in rows with the differing ones marked, says how
// many ids were left out, in four languages, and has an empty state. PGlite and, with DATABASE_URL, a
// PostgreSQL server.
import { readFileSync } from 'node:fs';
import t from 'tap';
import { call } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import type { Comparison } from '../../shared/contract/compare.ts';
import type { BuyingCosts } from '../../shared/contract/buying-costs.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { Language } from '../../shared/core/constants.ts';

const compareTexts = (lng: Language) => JSON.parse(readFileSync(new URL(`../../locales/${lng}/compare.json`, import.meta.url), 'utf8')).compare;
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

t.test('listings side by side', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(stack.close);
  const api = stack.api;
  const gw = stack.gatewayUrl;
  const owner = await newUser(api);
  const make = async (over: Record<string, unknown>) => {
    const res = await call<Estate>(api, 'POST', '/api/estate', estateBody(over), owner.token);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const villa = await make({});
  const flat = await make({ estateType: 'apartment', price: 300_000, livingSpace: 100, comfort: ['lift'], title: { en: 'Flat in Málaga' } });
  const rental = await make({ dealType: 'rent', price: 1_500, title: { en: 'Flat to rent' } });
  const draft = await make({ status: 'draft' });
  const get = async <T = unknown>(path: string) => {
    const res = await fetch(`${gw}${path}`);
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as T,
    };
  };

  await t.test('the api: the published ones in the order asked, priced and costed in the asked currency', async (t) => {
    const ids = [flat.aliasId, 'no-such-listing', villa.aliasId, draft.aliasId, flat.aliasId].join(',');
    const { status, body } = await get<Comparison>(`/api/estate/compare?ids=${ids}&currency=usd&lang=de`);
    t.equal(status, 200);
    t.same(
      body.values.map((v) => v.estate.aliasId),
      [flat.aliasId, villa.aliasId],
      'in the order of ids, each once',
    );
    t.same(body.missing, ['no-such-listing', draft.aliasId], 'an unknown id and a draft left out, named');
    const [f, v] = body.values;
    t.equal(f.estate.priceConverted.currency, 'usd', 'priced in usd');
    t.equal(f.estate.title.de, undefined, 'no German title was written (no engine here)');
    t.equal(v.estate.title.de, 'Villa mit Pool am Meer', 'the lister’s German title');
    const rent = await get<Comparison>(`/api/estate/compare?ids=${rental.aliasId},${villa.aliasId}`);
    t.equal(rent.body.values[0].buyingCosts, null, 'a rental has no buying costs');
    const costs = v.buyingCosts!;
    t.equal(costs.currency, 'usd');
    t.equal(costs.price, v.estate.priceConverted.amount, 'for the converted price');
    const direct = await get<BuyingCosts>(`/api/countries/ES/buying-costs?price=${costs.price}&currency=usd&newBuild=false&lang=de`);
    t.same(costs, direct.body, 'the same figures as the buying-costs call');
    t.equal(costs.items[0].label, direct.body.items[0].label, 'labelled in German');

    const own = await call<Comparison>(api, 'GET', `/api/estate/compare?ids=${villa.aliasId}`);
    t.same(own.body.values[0].estate.priceConverted, { amount: villa.price, currency: 'eur' }, 'no currency: the listing’s own');
    t.equal(own.body.values[0].buyingCosts?.currency, 'eur');
    const before = (await call<Estate>(api, 'GET', `/api/estate/${villa.aliasId}`, undefined, owner.token)).body.views;
    await call(api, 'GET', `/api/estate/compare?ids=${villa.aliasId}`);
    t.equal(
      (await call<Estate>(api, 'GET', `/api/estate/${villa.aliasId}`, undefined, owner.token)).body.views,
      before,
      'a comparison counts no view',
    );
  });

  await t.test('bad ids: 400 naming ids', async (t) => {
    const five = ['a', 'b', 'c', 'd', 'e'].join(',');
    for (const query of ['', 'ids=', 'ids=,,%20,', `ids=${five}`, `ids=${'x'.repeat(201)}`, 'ids=a&currency=gbp']) {
      const { status, body } = await get<{ errors?: { field: string; code: string }[] }>(`/api/estate/compare?${query}`);
      t.equal(status, 400, query.slice(0, 40));
      const field = query.includes('gbp') ? 'currency' : 'ids';
      t.ok(
        (body.errors ?? []).some((e) => e.field === field),
        `names ${field}: ${JSON.stringify(body.errors)}`,
      );
    }
    const many = await get<{ errors: { code: string }[] }>(`/api/estate/compare?ids=${five}`);
    t.equal(many.body.errors[0].code, 'TOO_MANY');
  });

  await t.test('the page: server-rendered rows, the differences marked, noindex, the left-out note, four languages', async (t) => {
    const ids = `${villa.aliasId},${flat.aliasId},no-such-listing`;
    for (const lng of ['de', 'en', 'es', 'ru'] as const) {
      const texts = compareTexts(lng);
      const page = await get(`/compare?ids=${ids}&lng=${lng}`);
      t.equal(page.status, 200, lng);
      t.match(page.text, /<meta name="robots" content="noindex">/, `${lng}: noindex`);
      t.match(page.text, `<h1 id="compare-title">${html(texts.title)}</h1>`, `${lng}: the title in ${lng}`);
      t.match(page.text, html(texts.leftOut_one.replace('{{count}}', '1')), `${lng}: one listing left out`);
      const columns = [...page.text.matchAll(/<th scope="col" class="compare-table__listing" data-alias-id="([^"]+)"/g)].map((m) => m[1]);
      t.same(columns, [villa.aliasId, flat.aliasId], `${lng}: a column per listing, in order`);
      const rows = Object.fromEntries(
        [...page.text.matchAll(/<tr data-row="([^"]+)"( data-differs="true")?/g)].map((m) => [m[1], m[2] !== undefined] as const),
      );
      for (const row of [
        'price',
        'pricePerSqm',
        'place',
        'type',
        'rooms',
        'livingSpace',
        'buildYear',
        'energy',
        'comfort',
        'buyingCosts',
        'totalCost',
      ])
        t.ok(row in rows, `${lng}: a ${row} row`);
      t.same(
        [rows.price, rows.type, rows.livingSpace, rows.comfort, rows.buyingCosts, rows.buildYear, rows.place, rows.heating],
        [true, true, true, true, true, false, false, false],
        `${lng}: price, type, space, facilities and costs differ; year, place and heating do not`,
      );
    }
    const ru = await get(`/compare?ids=${villa.aliasId},nope-1,nope-2&lng=ru`);
    t.match(ru.text, html(compareTexts('ru').leftOut_few.replace('{{count}}', '2')), 'Russian counts two left out in its own plural');
    const res = await fetch(`${gw}/compare?ids=${villa.aliasId}&lng=en`, { headers: { cookie: 'currency=usd' } });
    const shared = { text: await res.text() };
    t.match(shared.text, /data-currency="usd"/, 'the price in the visitor’s currency');
  });

  await t.test('an empty comparison, and no sitemap lists the page', async (t) => {
    const empty = await get('/compare?lng=es');
    t.equal(empty.status, 200);
    t.match(empty.text, /<meta name="robots" content="noindex">/);
    t.match(empty.text, html(compareTexts('es').empty.replace('{{count}}', '4')), 'what the page is for');
    t.notMatch(empty.text, 'compare-table', 'no table');
    const unknown = await get('/compare?ids=nope&lng=en');
    t.equal(unknown.status, 200, 'only unknown ids: the empty state with the note');
    t.match(unknown.text, compareTexts('en').leftOut_one.replace('{{count}}', '1').replace(/:.*/, ''));
    for (const lng of ['en', 'de']) {
      const map = await get(`/sitemaps/${lng}/static.xml`);
      t.equal(map.status, 200);
      t.notMatch(map.text, '/compare', `${lng}: not in the sitemap`);
    }
  });
});
