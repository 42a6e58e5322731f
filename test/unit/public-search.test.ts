// The estate search feature run in a real store over a scripted api: the URL's state reaches the
// api call, a repeated prefetch (hydration) reuses the list, failures become status failed, the
// banner's failure is ignored, an unknown country is not found.
import t from 'tap';
import { END } from 'redux-saga';
import { changeLanguage } from '../../client/session/language/slice.ts';
import { fetchSearch, searchReducer, searchLoaded, searchStarted, initialSearchState } from '../../client/features/search/slice.ts';
import { apiError, makeStore, until } from './client-store-helpers.ts';
import { estate, estateList } from './public-fixtures.ts';

const SEARCH = 'GET /api/estate/search';
const BANNER_ES = 'GET /api/geodata/ES/banner';
const banner = { countryCode: 'ES', info: { title: { en: 'Spain' }, text: { en: 'Sun' }, image: null } };

async function run(routes: Parameters<typeof makeStore>[0], ...actions: { type: string }[]) {
  const s = makeStore(routes);
  for (const a of actions) s.store.dispatch(a);
  s.store.dispatch(END);
  await s.sagaTask.toPromise();
  return s;
}

t.test('a country search sends every filter of the URL and keeps top offers apart', async (t) => {
  const { store, h } = await run(
    {
      [SEARCH]: () => estateList([estate('a'), estate('b')], { total: 14, totalPages: 2 }, [estate('top', { isTopOffer: true })]),
      [BANNER_ES]: () => banner,
    },
    fetchSearch({ search: '?price_lte=200000&heating=central,gas&orderBy=price_asc&page=2&currency=usd', countryCode: 'es' }),
  );
  const call = h.calls.find((c) => c.path === '/api/estate/search');
  t.ok(call, 'the search was called');
  t.strictSame(
    call!.query,
    {
      'geoData.countryCode': 'ES',
      price_lte: 200000,
      heating: 'gas,central',
      orderBy: 'price_asc',
      page: 2,
      currency: 'usd',
      topOffersSeparately: true,
      lang: 'en',
      onPage: 12,
      fields: 'card',
    },
    'the typed query, every value as the contract declares it, listings asked as cards',
  );
  const s = store.getState().search;
  t.equal(s.list.status, 'success');
  t.same(
    s.list.values.map((e) => e.aliasId),
    ['a', 'b'],
  );
  t.same(
    s.list.topOffers.map((e) => e.aliasId),
    ['top'],
  );
  t.equal(s.list.meta.total, 14);
  t.equal(s.query['geoData.countryCode'], 'ES');
  t.same(s.query.heating, ['gas', 'central']);
  t.equal(s.banner.info?.text.en, 'Sun');
});

t.test('the same URL again (hydration, back to a loaded search) makes no new call', async (t) => {
  const { store, sagaTask, h } = makeStore({ [SEARCH]: () => estateList([estate('a')]) });
  store.dispatch(fetchSearch({ search: '?dealType=rent' }));
  await until(store, (s) => s.search.list.status === 'success');
  store.dispatch(fetchSearch({ search: 'dealType=rent&page=1' }));
  store.dispatch(END);
  await sagaTask.toPromise();
  t.equal(h.calls.filter((c) => c.path === '/api/estate/search').length, 1);
  t.equal(store.getState().search.list.status, 'success');
});

t.test('a changed filter or a forced retry calls again', async (t) => {
  const { h } = await run(
    { [SEARCH]: () => estateList([estate('a')]) },
    fetchSearch({ search: '?dealType=rent' }),
    fetchSearch({ search: '?dealType=sale' }),
    fetchSearch({ search: '?dealType=sale', force: true }),
  );
  t.equal(h.calls.filter((c) => c.path === '/api/estate/search').length, 3);
});

t.test('a failed search is status failed; a failed banner is ignored', async (t) => {
  const failed = await run({ [SEARCH]: () => apiError(500, 'down'), [BANNER_ES]: () => banner }, fetchSearch({ search: '', countryCode: 'ES' }));
  t.equal(failed.store.getState().search.list.status, 'failed');
  t.equal(failed.store.getState().search.banner.info?.title.en, 'Spain', 'the banner still shows');

  const noBanner = await run(
    { [SEARCH]: () => estateList([estate('a')]), [BANNER_ES]: () => apiError(503, 'down') },
    fetchSearch({ search: '', countryCode: 'ES' }),
  );
  const s = noBanner.store.getState();
  t.equal(s.search.list.status, 'success');
  t.equal(s.search.banner.info, null);
  t.equal(s.root.is404, false);
  t.equal(s.root.pageError, false, 'the page itself is fine');
});

t.test('an unknown country in the path is the not-found page, without an api call', async (t) => {
  const { store, h } = await run({}, fetchSearch({ search: '', countryCode: 'XX' }));
  t.equal(store.getState().root.is404, true);
  t.same(h.calls, []);
});

t.test('a page past the end shows the last page (clamped to 1..totalPages)', async (t) => {
  const { store, h } = await run(
    {
      [SEARCH]: (_p, { query }) =>
        query?.page === 3
          ? estateList([estate('last')], { page: 3, totalPages: 3, total: 25 })
          : estateList([], { page: Number(query?.page), totalPages: 3, total: 25 }),
    },
    fetchSearch({ search: '?page=99' }),
  );
  t.same(
    h.calls.map((c) => c.query?.page),
    [99, 3],
  );
  const s = store.getState().search;
  t.equal(s.list.meta.page, 3);
  t.equal(s.query.page, 3);
  t.same(
    s.list.values.map((e) => e.aliasId),
    ['last'],
  );
});

t.test('a language change reloads the list in the new language', async (t) => {
  const { store, sagaTask, h } = makeStore({
    [SEARCH]: () => estateList([estate('a')]),
    'GET /locales/de/app.json': () => ({}),
  });
  store.dispatch(fetchSearch({ search: '' }));
  await until(store, (s) => s.search.list.status === 'success');
  store.dispatch(changeLanguage('de'));
  await until(store, (s) => s.language.current === 'de');
  store.dispatch(fetchSearch({ search: '' }));
  await until(store, (s) => s.search.list.status === 'success' && (s.search.list.key ?? '').includes('lang=de'));
  t.same(
    h.calls.filter((c) => c.path === '/api/estate/search').map((c) => c.query?.lang),
    ['en', 'de'],
  );
  store.dispatch(END);
  await sagaTask.toPromise();
});

t.test('reducer: an answer for an older query does not replace the newer one', async (t) => {
  let s = searchReducer(initialSearchState, searchStarted({ query: { page: 1, currency: 'eur' }, key: 'k1' }));
  s = searchReducer(s, searchStarted({ query: { page: 1, currency: 'eur', dealType: 'rent' }, key: 'k2' }));
  s = searchReducer(s, searchLoaded({ key: 'k1', list: estateList([estate('old')]) }));
  t.equal(s.list.status, 'fetching');
  t.same(s.list.values, []);
  s = searchReducer(s, searchLoaded({ key: 'k2', list: estateList([estate('new')], { page: 5, totalPages: 2 }) }));
  t.equal(s.list.status, 'success');
  t.same(
    s.list.values.map((e) => e.aliasId),
    ['new'],
  );
  t.equal(s.list.meta.page, 2, 'the page is clamped to totalPages');
  t.equal(s.query.dealType, 'rent');
});
