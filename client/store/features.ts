// Every feature of the store, registered statically so the server can run all their sagas.
// Adding a feature: import its reducer and saga here and add one entry to each list.
import { authReducer } from '../features/auth/slice.ts';
import { authSaga } from '../features/auth/sagas.ts';
import { contentReducer } from '../features/content/slice.ts';
import { privateMessagesReducer } from '../features/messages/slice.ts';
import { privateMessagesSaga } from '../features/messages/sagas.ts';
import { myEstatesReducer } from '../features/myEstates/slice.ts';
import { myEstatesSaga } from '../features/myEstates/sagas.ts';
import { massImportReducer } from '../features/massImport/slice.ts';
import { massImportSaga } from '../features/massImport/sagas.ts';
import { favouritesReducer } from '../features/favourites/slice.ts';
import { favouritesSaga } from '../features/favourites/sagas.ts';
import { estateFormReducer } from '../features/estateForm/slice.ts';
import { estateFormSaga } from '../features/estateForm/sagas.ts';
import { plansPrivateReducer } from '../features/billing/slice.ts';
import { plansPrivateSaga } from '../features/billing/sagas.ts';
import { profileReducer } from '../features/profile/slice.ts';
import { profileSaga } from '../features/profile/sagas.ts';
import { contentSaga } from '../features/content/sagas.ts';
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
import { contactsReducer } from '../features/contacts/slice.ts';
import { contactsSaga } from '../features/contacts/sagas.ts';
import { countriesReducer } from '../features/countries/slice.ts';
import { countriesSaga } from '../features/countries/sagas.ts';
import { estateReducer } from '../features/estate/slice.ts';
import { estateSaga } from '../features/estate/sagas.ts';
import { plansReducer } from '../features/plans/slice.ts';
import { plansSaga } from '../features/plans/sagas.ts';
import { realtorsReducer } from '../features/realtors/slice.ts';
import { realtorsSaga } from '../features/realtors/sagas.ts';
import { searchReducer } from '../features/search/slice.ts';
import { searchSaga } from '../features/search/sagas.ts';
import { placesReducer } from '../features/places/slice.ts';
import { placesSaga } from '../features/places/sagas.ts';

export const reducers = {
  root: rootFeatureReducer,
  language: languageReducer,
  currencies: currenciesReducer,
  domain: domainReducer,
  user: userReducer,
  messages: messagesReducer,
  home: homeReducer,
  content: contentReducer,
  auth: authReducer,
  privateMessages: privateMessagesReducer,
  myEstates: myEstatesReducer,
  massImport: massImportReducer,
  favourites: favouritesReducer,
  estateForm: estateFormReducer,
  profile: profileReducer,
  plansPrivate: plansPrivateReducer,
  search: searchReducer,
  places: placesReducer,
  estate: estateReducer,
  realtors: realtorsReducer,
  countries: countriesReducer,
  plans: plansReducer,
  contacts: contactsReducer,
};

export const sagas: Record<string, () => Generator> = {
  language: languageSaga,
  currencies: currenciesSaga,
  user: userSaga,
  messages: messagesSaga,
  home: homeSaga,
  content: contentSaga,
  auth: authSaga,
  privateMessages: privateMessagesSaga,
  myEstates: myEstatesSaga,
  massImport: massImportSaga,
  favourites: favouritesSaga,
  estateForm: estateFormSaga,
  profile: profileSaga,
  plansPrivate: plansPrivateSaga,
  search: searchSaga,
  places: placesSaga,
  estate: estateSaga,
  realtors: realtorsSaga,
  countries: countriesSaga,
  plans: plansSaga,
  contacts: contactsSaga,
};
