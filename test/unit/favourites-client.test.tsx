// Favourites in the store (issue 15, item 3): a visitor's hearts are kept in the browser; at sign-in
// they are merged into the account and cleared; a refused change puts the heart back; the heart is
// a labelled toggle on every card through the card-action slot.
import t from 'tap';
import { END } from 'redux-saga';
import { CardActionContext } from '../../client/lib/cardAction.tsx';
import { EstateCard } from '../../client/features/estate/components/EstateCard.tsx';
import { favouriteIdsSet, favouritesReducer, initialFavouritesState, toggleFavourite } from '../../client/features/favourites/slice.ts';
import { FAVOURITES_STORAGE_KEY, readStoredFavourites } from '../../client/features/favourites/storage.ts';
import { signedIn } from '../../client/session/user/slice.ts';
import { apiError, makeStore } from './client-store-helpers.ts';
import { render } from './components-render.tsx';
import { toCardData } from '../../client/features/estate/cards.ts';
import { estate } from './public-fixtures.ts';

// a browser's localStorage for the sagas that keep a visitor's favourites
const items = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => items.get(k) ?? null,
  setItem: (k: string, v: string) => void items.set(k, v),
  removeItem: (k: string) => void items.delete(k),
};
(globalThis as { window?: unknown }).window = { localStorage };
t.teardown(() => {
  delete (globalThis as { window?: unknown }).window;
});

t.test('the reducer toggles a heart and sets the list', async (t) => {
  let s = favouritesReducer(initialFavouritesState, toggleFavourite({ aliasId: 'a' }));
  t.same(s.ids, ['a']);
  s = favouritesReducer(s, toggleFavourite({ aliasId: 'b' }));
  t.same(s.ids, ['b', 'a'], 'the latest first');
  s = favouritesReducer(s, toggleFavourite({ aliasId: 'a' }));
  t.same(s.ids, ['b']);
  t.same(favouritesReducer(s, favouriteIdsSet({ ids: ['x'] })).ids, ['x']);
});

t.test('a visitor\u2019s hearts are kept in the browser; unreadable data reads as none', async (t) => {
  items.clear();
  const { store, sagaTask, h } = makeStore({}, { browser: true });
  store.dispatch(toggleFavourite({ aliasId: 'villa-1' }));
  store.dispatch(toggleFavourite({ aliasId: 'villa-2' }));
  store.dispatch(END);
  await sagaTask.toPromise();
  t.same(JSON.parse(items.get(FAVOURITES_STORAGE_KEY)!), ['villa-2', 'villa-1']);
  t.notOk(
    h.calls.some((c) => c.path.startsWith('/api/favourites')),
    'no api call for a visitor',
  );
  items.set(FAVOURITES_STORAGE_KEY, '{not json');
  t.same(readStoredFavourites(), []);
  items.set(FAVOURITES_STORAGE_KEY, JSON.stringify(['a', 7, 'a', '']));
  t.same(readStoredFavourites(), ['a'], 'only distinct non-empty strings');
});

t.test('signing in merges the browser\u2019s hearts into the account and clears them', async (t) => {
  items.clear();
  items.set(FAVOURITES_STORAGE_KEY, JSON.stringify(['villa-1']));
  const merged: unknown[] = [];
  const { store, sagaTask } = makeStore(
    {
      'POST /api/favourites/merge': (_p, o) => {
        merged.push(o.body);
        return { aliasIds: ['villa-1', 'old-one'] };
      },
    },
    { browser: true },
  );
  t.same(store.getState().favourites.ids, ['villa-1'], 'a visitor starts with the browser\u2019s list');
  store.dispatch(signedIn({ user: { _id: 'u' }, resources: [] } as unknown as Parameters<typeof signedIn>[0]));
  store.dispatch(END);
  await sagaTask.toPromise();
  t.same(merged, [{ aliasIds: ['villa-1'] }]);
  t.same(store.getState().favourites.ids, ['villa-1', 'old-one'], 'the account\u2019s list, merged');
  t.notOk(items.has(FAVOURITES_STORAGE_KEY), 'the browser keeps none any more');
});

t.test('a signed-in user\u2019s refused change puts the heart back', async (t) => {
  items.clear();
  const { store, sagaTask } = makeStore(
    {
      'GET /api/favourites/ids': () => ({ aliasIds: [] }),
      'PUT /api/favourites/villa-1': () => apiError(409, 'full', { statusCode: 409, code: 'FAVOURITES_FULL', message: 'full' }),
    },
    { browser: true, state: { user: { isLoggedIn: true } } as never },
  );
  store.dispatch(toggleFavourite({ aliasId: 'villa-1' }));
  store.dispatch(END);
  await sagaTask.toPromise();
  t.same(store.getState().favourites.ids, [], 'not saved');
  t.equal(store.getState().favourites.failed, true);
});

t.test('every card carries the action of the slot (the heart), outside its link', async (t) => {
  const card = toCardData(estate('villa-1'), 'eur', []);
  const html = render(
    <CardActionContext.Provider
      value={(aliasId) => (
        <button type="button" data-for={aliasId} aria-pressed="false">
          heart
        </button>
      )}
    >
      <EstateCard estate={card} language="en" currency="eur" />
    </CardActionContext.Provider>,
  );
  t.match(html, /<\/a><div class="estate-card__action"><button type="button" data-for="villa-1"/, 'after the link, not inside it');
  t.notMatch(render(<EstateCard estate={card} language="en" currency="eur" />), 'estate-card__action', 'no slot, no action');
});
