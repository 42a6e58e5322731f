// The estate page's store: the listing, a 404 as the not-found page, similar listings without the
// listing itself, and the contact action's target.
import t from 'tap';
import { END } from 'redux-saga';
import { contactHref } from '../../client/features/estate/components/contactHref.ts';
import { fetchEstate } from '../../client/features/estate/slice.ts';
import { languageChanged } from '../../client/session/language/slice.ts';
import { SCREENS as screens } from '../../client/app/screens.ts';
import { apiError, makeStore, until } from './client-store-helpers.ts';
import { estate, estateList } from './public-fixtures.ts';

async function run(routes: Parameters<typeof makeStore>[0], ...actions: { type: string }[]) {
  const s = makeStore(routes);
  for (const a of actions) s.store.dispatch(a);
  s.store.dispatch(END);
  await s.sagaTask.toPromise();
  return s;
}

t.test('an estate loads with similar listings of its type and country, itself left out', async (t) => {
  const { store, h } = await run(
    {
      'GET /api/estate/villa-1': () => estate('villa-1'),
      'GET /api/estate/search': () => estateList([estate('villa-1'), estate('v2'), estate('v3'), estate('v4'), estate('v5')], {}, [estate('top')]),
    },
    fetchEstate({ aliasId: 'villa-1' }),
  );
  const s = store.getState().estate;
  t.equal(s.status, 'success');
  t.equal(s.estate?.aliasId, 'villa-1');
  t.same(
    s.similar.values.map((e) => e.aliasId),
    ['top', 'v2', 'v3', 'v4'],
    'four, not the listing itself',
  );
  const similar = h.calls.find((c) => c.path === '/api/estate/search')!;
  t.match(similar.query, { 'geoData.countryCode': 'ES', estateType: 'villa' });
  t.notOk(similar.query && 'dealType' in similar.query, 'any deal type');
  t.ok(
    h.calls.some((c) => c.path === '/api/estate/villa-1/price-history'),
    'the price history is asked for too (its failure leaves the page standing)',
  );
  t.equal(store.getState().root.pendingLoads, 0);
});

t.test('a listing for sale asks what it costs to buy at its price; a new build as one; a rental not at all', async (t) => {
  const costs = {
    countryCode: 'ES',
    price: 250_000,
    newBuild: true,
    items: [],
    total: 0,
    currency: 'eur',
    source: { name: 's', url: 'https://s' },
    asOf: '2025-10-01',
  };
  const { store, h } = await run(
    {
      'GET /api/estate/nb': () => estate('nb', { condition: ['new'] }),
      'GET /api/estate/search': () => estateList([]),
      'GET /api/countries/ES/buying-costs': () => costs,
    },
    fetchEstate({ aliasId: 'nb' }),
  );
  const call = h.calls.find((c) => c.path === '/api/countries/ES/buying-costs');
  t.match(call?.query, { price: 250_000, currency: 'eur', newBuild: true }, 'the listing’s price, currency and build');
  t.same(store.getState().estate.buyingCosts, { aliasId: 'nb', status: 'success', value: costs });
  const rent = await run(
    { 'GET /api/estate/r': () => estate('r', { dealType: 'rent' }), 'GET /api/estate/search': () => estateList([]) },
    fetchEstate({ aliasId: 'r' }),
  );
  t.notOk(
    rent.h.calls.some((c) => c.path.endsWith('/buying-costs')),
    'no costs of buying for a rental',
  );
  const down = await run(
    {
      'GET /api/estate/f': () => estate('f'),
      'GET /api/estate/search': () => estateList([]),
      'GET /api/countries/ES/buying-costs': () => apiError(500, 'down'),
    },
    fetchEstate({ aliasId: 'f' }),
  );
  t.equal(down.store.getState().estate.status, 'success', 'a failure leaves the page standing');
  t.equal(down.store.getState().estate.buyingCosts.status, 'failed');
});

t.test('an unknown alias is the not-found page', async (t) => {
  const { store } = await run({ 'GET /api/estate/nope': () => apiError(404, 'estate not found') }, fetchEstate({ aliasId: 'nope' }));
  t.equal(store.getState().root.is404, true);
  t.equal(store.getState().estate.status, 'failed');
});

t.test('a failure of the similar listings leaves the page intact', async (t) => {
  const { store } = await run(
    { 'GET /api/estate/a': () => estate('a'), 'GET /api/estate/search': () => apiError(500, 'down') },
    fetchEstate({ aliasId: 'a' }),
  );
  const s = store.getState();
  t.equal(s.estate.status, 'success');
  t.equal(s.estate.similar.status, 'failed');
  t.equal(s.root.pageError, false);
});

t.test('the loaded estate is reused (hydration); a different one replaces it', async (t) => {
  const { store, sagaTask, h } = makeStore({
    'GET /api/estate/a': () => estate('a'),
    'GET /api/estate/b': () => estate('b'),
    'GET /api/estate/search': () => estateList([]),
  });
  store.dispatch(fetchEstate({ aliasId: 'a' }));
  await until(store, (s) => s.estate.similar.status === 'success');
  store.dispatch(fetchEstate({ aliasId: 'a' }));
  store.dispatch(fetchEstate({ aliasId: 'b' }));
  await until(store, (s) => s.estate.aliasId === 'b' && s.estate.similar.status === 'success');
  t.same(
    h.calls.map((c) => c.path).filter((p) => !p.endsWith('/price-history') && !p.endsWith('/buying-costs')),
    ['/api/estate/a', '/api/estate/search', '/api/estate/b', '/api/estate/search'],
  );
  store.dispatch(END);
  await sagaTask.toPromise();
});

t.test('another language reads the listing and its similar listings again (machine translations depend on it)', async (t) => {
  const { store, sagaTask, h } = makeStore({
    'GET /api/estate/a': () => estate('a'),
    'GET /api/estate/search': () => estateList([]),
  });
  store.dispatch(fetchEstate({ aliasId: 'a' }));
  await until(store, (s) => s.estate.similar.status === 'success');
  store.dispatch(languageChanged('de'));
  store.dispatch(fetchEstate({ aliasId: 'a' }));
  await until(store, (s) => s.estate.lang === 'de' && s.estate.status === 'success' && s.estate.similar.status === 'success');
  store.dispatch(fetchEstate({ aliasId: 'a' }));
  const reads = h.calls.filter((c) => c.path === '/api/estate/a' || c.path === '/api/estate/search');
  t.same(
    reads.map((c) => `${c.path} ${(c.query as { lang?: string } | undefined)?.lang}`),
    ['/api/estate/a en', '/api/estate/search en', '/api/estate/a de', '/api/estate/search de'],
    'read again in German once; the same language again reuses it',
  );
  store.dispatch(END);
  await sagaTask.toPromise();
});

t.test('the page title is the listing title in the current language', async (t) => {
  const { store } = await run(
    { 'GET /api/estate/a': () => estate('a'), 'GET /api/estate/search': () => estateList([]) },
    fetchEstate({ aliasId: 'a' }),
  );
  const match = { route: { path: '/estate/:aliasId' }, params: { aliasId: 'a' } };
  const title = screens.estate.title!({ state: store.getState(), match, t: ((k: string) => k) as never });
  t.equal(title, 'Villa a');
});

t.test('contact: signed in → the new-message form; a visitor → sign-in returning there', async (t) => {
  t.equal(contactHref('juan', 'villa-1', true), '/private/messages/new?to=juan&estate=villa-1');
  const visitor = contactHref('juan', 'villa-1', false);
  t.equal(visitor, `/sign-in?returnTo=${encodeURIComponent('/private/messages/new?to=juan&estate=villa-1')}`);
  t.equal(contactHref('a b&c', null, true), '/private/messages/new?to=a+b%26c', 'values are encoded');
});
