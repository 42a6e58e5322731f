// Countries and guides: the list in the current language, a guide, a country without a guide
// (banner only), an unknown code.
import t from 'tap';
import { END } from 'redux-saga';
import { fetchCountries, fetchCountryGuide } from '../../client/features/countries/slice.ts';
import { apiError, makeStore } from './client-store-helpers.ts';

async function run(routes: Parameters<typeof makeStore>[0], ...actions: { type: string }[]) {
  const s = makeStore(routes);
  for (const a of actions) s.store.dispatch(a);
  s.store.dispatch(END);
  await s.sagaTask.toPromise();
  return s;
}

const banner = { title: { en: 'Italy' }, text: { en: 'Dolce vita' }, image: null };

t.test('the country list is asked for in the current language', async (t) => {
  const { store, h } = await run(
    {
      'GET /api/geodata/countries': () => [
        { code: 'IT', numCode: 380, names: { en: 'Italy', de: 'Italien', ru: 'Италия', es: 'Italia' }, hasGuide: true, estates: 12 },
      ],
    },
    fetchCountries(),
  );
  t.same(h.calls[0].query, { lang: 'en' });
  t.equal(store.getState().countries.list.values[0].estates, 12);
});

t.test('a guide: full text and banner', async (t) => {
  const { store, h } = await run(
    { 'GET /api/geodata/IT/full/en': () => ({ countryCode: 'IT', name: 'Italy', fullText: '<p>Guide</p>', info: banner }) },
    fetchCountryGuide({ countryCode: 'it' }),
  );
  t.same(
    h.calls.map((c) => c.path),
    ['/api/geodata/IT/full/en'],
  );
  const g = store.getState().countries.guide;
  t.equal(g.status, 'success');
  t.equal(g.info?.fullText, '<p>Guide</p>');
  t.equal(g.info?.info?.text.en, 'Dolce vita');
});

t.test('a country without a guide still has a page: empty text, its banner', async (t) => {
  const { store } = await run(
    {
      'GET /api/geodata/PT/full/en': () => apiError(404, 'country guide not found'),
      'GET /api/geodata/PT/banner': () => ({ countryCode: 'PT', info: banner }),
    },
    fetchCountryGuide({ countryCode: 'PT' }),
  );
  const s = store.getState();
  t.equal(s.root.is404, false);
  t.equal(s.countries.guide.info?.fullText, '');
  t.equal(s.countries.guide.info?.info?.title.en, 'Italy');
});

t.test('an unknown country code is the not-found page', async (t) => {
  const { store, h } = await run({}, fetchCountryGuide({ countryCode: 'QQ' }));
  t.equal(store.getState().root.is404, true);
  t.same(h.calls, []);
});

t.test('a server failure is the page error, not a 404', async (t) => {
  const { store } = await run({ 'GET /api/geodata/IT/full/en': () => apiError(502, 'bad gateway') }, fetchCountryGuide({ countryCode: 'IT' }));
  t.equal(store.getState().root.is404, false);
  t.equal(store.getState().root.pageError, true);
  t.equal(store.getState().countries.guide.status, 'failed');
});
