// The features every page's store has from the start, in the browser too: the layout's (language,
// currency, user, unread count), the first-load budget pages' (home, search, estate), favourites (the heart on every card) saved searches ("Save this search" on every
// search page) and places (the autocomplete of the search box on home and search). The private and rarely used features, and the public
// pages outside the budget (realtors, content, countries), are in client/store/lazyFeatures.ts: the browser registers each when its first screen's chunk loads.
import { favouritesReducer } from '../features/favourites/slice.ts';
import { favouritesSaga } from '../features/favourites/sagas.ts';
import { savedSearchesReducer } from '../features/savedSearches/slice.ts';
import { savedSearchesSaga } from '../features/savedSearches/sagas.ts';
import { currenciesReducer } from '../features/currency/slice.ts';
import { currenciesSaga } from '../features/currency/sagas.ts';
import { domainReducer } from '../features/domain/slice.ts';
import { homeReducer } from '../features/home/slice.ts';
import { homeSaga } from '../features/home/sagas.ts';
import { languageReducer } from '../features/language/slice.ts';
import { languageSaga } from '../features/language/sagas.ts';
import { messagesReducer } from '../features/unreadCount/slice.ts';
import { messagesSaga } from '../features/unreadCount/sagas.ts';
import { rootFeatureReducer } from '../features/root/slice.ts';
import { userReducer } from '../features/user/slice.ts';
import { userSaga } from '../features/user/sagas.ts';
import { estateReducer } from '../features/estate/slice.ts';
import { estateSaga } from '../features/estate/sagas.ts';
import { searchReducer } from '../features/search/slice.ts';
import { searchSaga } from '../features/search/sagas.ts';
import { placesReducer } from '../features/places/slice.ts';
import { placesSaga } from '../features/places/sagas.ts';

export const coreReducers = {
  root: rootFeatureReducer,
  language: languageReducer,
  currencies: currenciesReducer,
  domain: domainReducer,
  user: userReducer,
  messages: messagesReducer,
  home: homeReducer,
  favourites: favouritesReducer,
  savedSearches: savedSearchesReducer,
  search: searchReducer,
  places: placesReducer,
  estate: estateReducer,
};

export const coreSagas: Record<string, () => Generator> = {
  language: languageSaga,
  currencies: currenciesSaga,
  user: userSaga,
  messages: messagesSaga,
  home: homeSaga,
  favourites: favouritesSaga,
  savedSearches: savedSearchesSaga,
  search: searchSaga,
  places: placesSaga,
  estate: estateSaga,
};
