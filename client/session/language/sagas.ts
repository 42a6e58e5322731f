// docs/product.md: a language change switches the translations first, then the stored language (the store
// and the `lng` cookie the gateway reads on the next request); a failure is only logged.
import type { i18n as I18n } from 'i18next';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { LANGUAGES, type Language } from '../../../shared/core/constants.ts';
import { loadCountryNames } from '../../../shared/geo/countries.ts';
import type { PayloadAction } from '../../store/action.ts';
import type { ClientLogger, SagaContext } from '../../store/context.ts';
import { changeLanguage, languageChanged } from './slice.ts';

export const LANGUAGE_COOKIE = 'lng';

function* changeLanguageWorker(action: PayloadAction<Language>): Generator<unknown, void, any> {
  const lng = action.payload;
  try {
    if (!(LANGUAGES as readonly string[]).includes(lng)) throw new Error(`unknown language ${String(lng)}`);
    const i18n: I18n = yield getContext('i18n');
    // the browser has the country names of the page's language only: the next one's come first
    yield all([call([i18n, i18n.changeLanguage], lng), call(loadCountryNames, lng)]);
    yield put(languageChanged(lng));
    const setCookie: SagaContext['setCookie'] = yield getContext('setCookie');
    yield call(setCookie, LANGUAGE_COOKIE, lng);
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.error({ err }, 'Failed to change language');
  }
}

export function* languageSaga(): Generator {
  yield takeLatest(changeLanguage.type, changeLanguageWorker);
}
