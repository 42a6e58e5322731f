// The features every page's store has from the start, in the browser too: the layout's (language,
// currency, user, unread count), the public pages' (home, search, estate, realtors, content,
// countries), favourites (the heart on every card) saved searches ("Save this search" on every
// search page) and places (the autocomplete of the search box on home and search). The private and rarely used features are in
// client/store/lazyFeatures.ts: the browser registers each when its first screen's chunk loads.
import { contentReducer } from '../features/content/slice.ts';
import { contentSaga } from '../features/content/sagas.ts';
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
import { countriesReducer } from '../features/countries/slice.ts';
import { countriesSaga } from '../features/countries/sagas.ts';
import { estateReducer } from '../features/estate/slice.ts';
import { estateSaga } from '../features/estate/sagas.ts';
import { realtorsReducer } from '../features/realtors/slice.ts';
import { realtorsSaga } from '../features/realtors/sagas.ts';
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
  content: contentReducer,
  favourites: favouritesReducer,
  savedSearches: savedSearchesReducer,
  search: searchReducer,
  places: placesReducer,
  estate: estateReducer,
  realtors: realtorsReducer,
  countries: countriesReducer,
};

export const coreSagas: Record<string, () => Generator> = {
  language: languageSaga,
  currencies: currenciesSaga,
  user: userSaga,
  messages: messagesSaga,
  home: homeSaga,
  content: contentSaga,
  favourites: favouritesSaga,
  savedSearches: savedSearchesSaga,
  search: searchSaga,
  places: placesSaga,
  estate: estateSaga,
  realtors: realtorsSaga,
  countries: countriesSaga,
};
