// The place box's client side (decision 0014): the search URL carries placeId and placeName; the
// suggestions saga waits for a pause in typing, asks only for the latest text, aborts a request the
// next keystroke made stale, and the state never shows an answer for text no longer in the box.
import t from 'tap';
import { runSaga, stdChannel } from 'redux-saga';
import type { Action } from 'redux';
import { buildSearchQuery, buildSearchUrl, parseSearchQuery, toApiQuery } from '../../shared/search/search-query.ts';
import { initialPlacesState, placesReducer, suggestLoaded, suggestRequested, type PlacesState } from '../../client/features/places/slice.ts';
import { placesSaga, SUGGEST_DEBOUNCE_MS } from '../../client/features/places/sagas.ts';
import type { PlaceSuggestion } from '../../shared/contract/places.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('the search URL carries the chosen place', async (t) => {
  const state = { placeId: 'es.andalusia.malaga', placeName: 'Малага', dealType: 'sale' as const };
  const url = buildSearchUrl(state, 'ES');
  t.equal(url, '/search/ES?dealType=sale&placeId=es.andalusia.malaga&placeName=%D0%9C%D0%B0%D0%BB%D0%B0%D0%B3%D0%B0');
  t.match(parseSearchQuery(buildSearchQuery(state)), state, 'read back the same');
  t.match(toApiQuery(state, 'ES', { lang: 'ru' }), /placeId=es\.andalusia\.malaga&placeName=%D0%9C/, 'and sent to the api');
  t.same(parseSearchQuery('placeName=malaga'), { page: 1, currency: 'eur', placeName: 'malaga' }, 'typed text alone');
});

t.test('the reducer keeps only the answer for the current text', async (t) => {
  const place = { id: 'es', kind: 'country', countryCode: 'ES', name: 'Spain', parent: '', label: 'Spain', estates: 1 } as PlaceSuggestion;
  let s: PlacesState = placesReducer(initialPlacesState, suggestRequested({ query: 'spa', lang: 'en' }));
  t.match(s, { query: 'spa', status: 'loading' });
  s = placesReducer(s, suggestRequested({ query: 'spai', lang: 'en' }));
  t.equal(placesReducer(s, suggestLoaded({ query: 'spa', values: [place] })), s, 'a stale answer changes nothing');
  s = placesReducer(s, suggestLoaded({ query: 'spai', values: [place] }));
  t.match(s, { status: 'done', values: [place] });
  t.same(placesReducer(s, suggestRequested({ query: 's', lang: 'en' })), initialPlacesState, 'one letter clears');
});

t.test('the saga debounces, asks for the latest text and aborts stale requests', async (t) => {
  const asked: { q: string; signal: AbortSignal }[] = [];
  const api = {
    get: (_path: string, opts: { query: { q: string }; signal: AbortSignal }) => {
      asked.push({ q: opts.query.q, signal: opts.signal });
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve({ values: [{ id: opts.query.q }] }), 80);
        opts.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
    },
  };
  const channel = stdChannel();
  let state = initialPlacesState;
  const dispatch = (a: Action) => {
    state = placesReducer(state, a);
    channel.put(a);
  };
  const task = runSaga({ channel, dispatch, getState: () => ({ places: state }), context: { api, browser: true } }, placesSaga);
  t.teardown(() => task.cancel());

  for (const q of ['ma', 'mal', 'mala']) {
    dispatch(suggestRequested({ query: q, lang: 'ru' }));
    await sleep(20);
  }
  await sleep(SUGGEST_DEBOUNCE_MS + 20);
  t.same(
    asked.map((a) => a.q),
    ['mala'],
    'quick typing asks once, for the whole text',
  );
  dispatch(suggestRequested({ query: 'malag', lang: 'ru' }));
  await sleep(SUGGEST_DEBOUNCE_MS + 20); // its request is under way
  dispatch(suggestRequested({ query: 'malaga', lang: 'ru' }));
  t.ok(asked[1]?.signal.aborted, 'the next keystroke aborts the request under way');
  await sleep(SUGGEST_DEBOUNCE_MS + 150);
  t.same(
    asked.map((a) => a.q),
    ['mala', 'malag', 'malaga'],
  );
  t.match(state, { query: 'malaga', status: 'done', values: [{ id: 'malaga' }] }, 'the answer for the latest text');
});
