// The shell's state, in every store from the start: the page (first load, not found, page error),
// the language, the currencies and rates, the host's domain, the signed-in user and the unread count.
// Features (client/features/*/feature.ts) come on top of these.
import { currenciesReducer } from './currencies/slice.ts';
import { currenciesSaga } from './currencies/sagas.ts';
import { domainReducer } from './domain/slice.ts';
import { languageReducer } from './language/slice.ts';
import { languageSaga } from './language/sagas.ts';
import { rootFeatureReducer } from './root/slice.ts';
import { unreadCountReducer } from './unreadCount/slice.ts';
import { unreadCountSaga } from './unreadCount/sagas.ts';
import { userReducer } from './user/slice.ts';
import { userSaga } from './user/sagas.ts';

export const sessionReducers = {
  root: rootFeatureReducer,
  language: languageReducer,
  currencies: currenciesReducer,
  domain: domainReducer,
  user: userReducer,
  unreadCount: unreadCountReducer,
};

export const sessionSagas: Record<string, () => Generator> = {
  language: languageSaga,
  currencies: currenciesSaga,
  user: userSaga,
  unreadCount: unreadCountSaga,
};
