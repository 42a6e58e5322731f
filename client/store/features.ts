// Every feature of the store, registered statically so the server can run all their sagas.
// Adding a feature: import its reducer and saga here and add one entry to each list.
import { authReducer } from '../features/auth/reducer.ts';
import { authSaga } from '../features/auth/sagas.ts';
import { contentReducer } from '../features/content/reducer.ts';
import { privateMessagesReducer } from '../features/privateMessages/reducer.ts';
import { privateMessagesSaga } from '../features/privateMessages/sagas.ts';
import { myEstatesReducer } from '../features/myEstates/reducer.ts';
import { myEstatesSaga } from '../features/myEstates/sagas.ts';
import { estateFormReducer } from '../features/estateForm/reducer.ts';
import { estateFormSaga } from '../features/estateForm/sagas.ts';
import { plansPrivateReducer } from '../features/plansPrivate/reducer.ts';
import { plansPrivateSaga } from '../features/plansPrivate/sagas.ts';
import { profileReducer } from '../features/profile/reducer.ts';
import { profileSaga } from '../features/profile/sagas.ts';
import { contentSaga } from '../features/content/sagas.ts';
import { currenciesReducer } from '../features/currencies/reducer.ts';
import { currenciesSaga } from '../features/currencies/sagas.ts';
import { domainReducer } from '../features/domain/reducer.ts';
import { homeReducer } from '../features/home/reducer.ts';
import { homeSaga } from '../features/home/sagas.ts';
import { languageReducer } from '../features/language/reducer.ts';
import { languageSaga } from '../features/language/sagas.ts';
import { messagesReducer } from '../features/messages/reducer.ts';
import { messagesSaga } from '../features/messages/sagas.ts';
import { rootFeatureReducer } from '../features/root/reducer.ts';
import { userReducer } from '../features/user/reducer.ts';
import { userSaga } from '../features/user/sagas.ts';
import { contactsReducer } from '../features/contacts/reducer.ts';
import { contactsSaga } from '../features/contacts/sagas.ts';
import { countriesReducer } from '../features/countries/reducer.ts';
import { countriesSaga } from '../features/countries/sagas.ts';
import { estateReducer } from '../features/estate/reducer.ts';
import { estateSaga } from '../features/estate/sagas.ts';
import { plansReducer } from '../features/plans/reducer.ts';
import { plansSaga } from '../features/plans/sagas.ts';
import { realtorsReducer } from '../features/realtors/reducer.ts';
import { realtorsSaga } from '../features/realtors/sagas.ts';
import { searchReducer } from '../features/search/reducer.ts';
import { searchSaga } from '../features/search/sagas.ts';

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
  estateForm: estateFormReducer,
  profile: profileReducer,
  plansPrivate: plansPrivateReducer,
  search: searchReducer,
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
  estateForm: estateFormSaga,
  profile: profileSaga,
  plansPrivate: plansPrivateSaga,
  search: searchSaga,
  estate: estateSaga,
  realtors: realtorsSaga,
  countries: countriesSaga,
  plans: plansSaga,
  contacts: contactsSaga,
};
