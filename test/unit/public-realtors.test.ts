// The realtor directory and profiles: URL state, api calls, 404, the profile's listings by owner.
import t from 'tap';
import { END } from 'redux-saga';
import { fetchRealtor, fetchRealtors } from '../../client/features/realtors/slice.ts';
import { parseRealtorQuery, profileUrl, realtorsUrl } from '../../client/features/realtors/query.ts';
import { apiError, makeStore } from './client-store-helpers.ts';
import { estate, estateList } from './public-fixtures.ts';

const realtor = {
  _id: 'u-7',
  aliasId: 'costa-homes',
  title: 'none',
  firstName: 'Ana',
  lastName: 'Ruiz',
  isRealtor: true,
  company: 'Costa Homes',
  language: 'es',
  geoData: { countryCode: 'ES', city: 'Alicante' },
  tags: [],
  estates: { published: 3 },
};

async function run(routes: Parameters<typeof makeStore>[0], ...actions: { type: string }[]) {
  const s = makeStore(routes);
  for (const a of actions) s.store.dispatch(a);
  s.store.dispatch(END);
  await s.sagaTask.toPromise();
  return s;
}

t.test('the directory URL: parsed, cleaned and rebuilt canonically', async (t) => {
  t.same(parseRealtorQuery('?q=%20costa%20&countryCode=es&page=3'), { q: 'costa', countryCode: 'ES', page: 3 });
  t.same(parseRealtorQuery('?countryCode=XX&page=abc'), { page: 1 }, 'unknown country and bad page dropped');
  t.equal(parseRealtorQuery(`?q=${'x'.repeat(300)}`).q?.length, 100, 'the search text is cut to what the api accepts');
  t.equal(realtorsUrl({ q: 'costa homes', countryCode: 'ES', page: 1 }), '/realtor?q=costa+homes&countryCode=ES');
  t.equal(realtorsUrl({ page: 2 }), '/realtor?page=2');
  t.equal(profileUrl('costa-homes', 2), '/realtor/costa-homes?page=2');
  t.equal(profileUrl('costa-homes'), '/realtor/costa-homes');
});

t.test('the directory asks the api for realtors with the filters of the URL', async (t) => {
  const { store, h } = await run(
    { 'GET /api/user': () => ({ meta: { page: 2, onPage: 20, totalPages: 3, total: 45 }, values: [realtor] }) },
    fetchRealtors({ search: '?q=costa&countryCode=ES&page=2' }),
  );
  t.match(h.calls[0].query, { isRealtor: true, q: 'costa', countryCode: 'ES', page: 2, onPage: 20 });
  const d = store.getState().realtors.directory;
  t.equal(d.status, 'success');
  t.equal(d.meta.totalPages, 3);
  t.equal(d.values[0].company, 'Costa Homes');
});

t.test('a failed directory is status failed', async (t) => {
  const { store } = await run({ 'GET /api/user': () => apiError(500, 'down') }, fetchRealtors({ search: '' }));
  t.equal(store.getState().realtors.directory.status, 'failed');
});

t.test('a profile loads, then a page of the realtor’s listings (by owner id, no top offers apart)', async (t) => {
  const { store, h } = await run(
    {
      'GET /api/user/aliasId/costa-homes': () => realtor,
      'GET /api/estate/search': () => estateList([estate('a'), estate('b')], { page: 2, totalPages: 2, total: 14 }),
    },
    fetchRealtor({ aliasId: 'costa-homes', search: '?page=2' }),
  );
  const call = h.calls.find((c) => c.path === '/api/estate/search');
  t.same(
    call?.query,
    { 'owner._id': 'u-7', page: 2, lang: 'en', onPage: 12, fields: 'card' },
    'the typed search query: owner, page, language, page size, as cards',
  );
  t.notOk(call?.query && 'topOffersSeparately' in call.query);
  const p = store.getState().realtors.profile;
  t.equal(p.user?.company, 'Costa Homes');
  t.equal(p.estates.status, 'success');
  t.same(
    p.estates.values.map((e) => e.aliasId),
    ['a', 'b'],
  );
  t.equal(p.estates.meta.page, 2);
});

t.test('an unknown realtor is the not-found page', async (t) => {
  const { store, h } = await run(
    { 'GET /api/user/aliasId/nobody': () => apiError(404, 'user not found') },
    fetchRealtor({ aliasId: 'nobody', search: '' }),
  );
  t.equal(store.getState().root.is404, true);
  t.equal(h.calls.length, 1, 'no listings asked for');
});
