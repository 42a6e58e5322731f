// Favourites in the browser. A visitor's hearts live in localStorage; at sign-in they are merged into
// the account (POST /api/favourites/merge) and cleared from the browser; a signed-in user's hearts
// are the account's. A heart changes at once and is put back when the api refuses. On the server
// nothing runs: hearts fill in after hydration.
import { getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { selectCurrentCurrency } from '../../session/currencies/index.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import { selectIsLoggedIn, signedIn, signedOut } from '../../session/user/index.ts';
import { addFavourite, listFavouriteIds, listFavourites, mergeFavourites, removeFavourite } from './api.ts';
import {
  favouriteIdsSet,
  favouriteListFailed,
  favouriteListLoaded,
  favouriteToggleFailed,
  fetchFavouriteList,
  selectFavouriteIds,
  selectFavouriteList,
  type FavouritesState,
  toggleFavourite,
} from './slice.ts';
import { readStoredFavourites, writeStoredFavourites } from './storage.ts';

/** The account's favourites, with the browser's merged in first when there are any. */
function* loadAccountFavourites(): Generator<unknown, void, any> {
  const browser: boolean = yield getContext('browser');
  if (!browser) return;
  const stored = readStoredFavourites();
  try {
    const body = stored.length ? yield* callApi(mergeFavourites, { body: { aliasIds: stored } }) : yield* callApi(listFavouriteIds, {});
    yield put(favouriteIdsSet({ ids: body?.aliasIds ?? [] }));
    if (stored.length) {
      writeStoredFavourites([]);
      // a favourites page asked for before the merge ended is asked again
      const list: FavouritesState['list'] = yield select(selectFavouriteList);
      if (list.status !== 'notFetched') yield put(fetchFavouriteList());
    }
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err }, 'favourites could not be loaded');
  }
}

function* start(): Generator<unknown, void, any> {
  const browser: boolean = yield getContext('browser');
  if (!browser) return;
  if (yield select(selectIsLoggedIn)) yield* loadAccountFavourites();
  else yield put(favouriteIdsSet({ ids: readStoredFavourites() }));
}

function* toggleWorker(action: ReturnType<typeof toggleFavourite>): Generator<unknown, void, any> {
  const { aliasId } = action.payload;
  const ids: string[] = yield select(selectFavouriteIds);
  const saved = ids.includes(aliasId); // the state after the toggle
  if (!(yield select(selectIsLoggedIn))) {
    writeStoredFavourites(ids);
    return;
  }
  try {
    if (saved) yield* callApi(addFavourite, { params: { aliasId } });
    else yield* callApi(removeFavourite, { params: { aliasId } });
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err, aliasId }, 'favourite change failed');
    yield put(favouriteToggleFailed({ aliasId, saved: !saved }));
  }
}

function* listWorker(): Generator<unknown, void, any> {
  const currency = yield select(selectCurrentCurrency);
  // the reader's language: titles a lister did not write in it come machine-translated
  const lang = yield select(selectLanguage);
  const result = yield* loadPageData('favourites', () => callApi(listFavourites, { query: { currency, lang } }));
  if (result.ok) yield put(favouriteListLoaded({ values: result.data.values }));
  else yield put(favouriteListFailed());
}

export function* favouritesSaga(): Generator {
  yield takeLatest(signedIn.type, loadAccountFavourites);
  yield takeLatest(signedOut.type, function* () {
    yield put(favouriteIdsSet({ ids: readStoredFavourites() }));
  });
  yield takeEvery(toggleFavourite.type, toggleWorker);
  yield takeLatest(fetchFavouriteList.type, listWorker);
  yield* start();
}
