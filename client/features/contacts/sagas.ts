// The contact form: `POST /api/contact` {name, email, subject, message, language}. A 400 names the
// field and lands beside it; 429 (too many messages from this address) gets its own message.
import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { CONTACT_FIELDS, type ContactValues } from './components/fields.ts';
import { apiErrorToFormErrors, msg, toApiFailure } from '../../lib/forms/errors.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../language/slice.ts';
import { contactFailed, contactSent, contactSubmit } from './slice.ts';

function* submitWorker(action: PayloadAction<ContactValues>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const language: Language = yield select(selectLanguage);
  const v = action.payload;
  const body = { name: v.name.trim(), email: v.email.trim(), subject: v.subject.trim(), message: v.message, language };
  try {
    yield call([api, api.post], '/api/contact', body);
    yield put(contactSent());
  } catch (err) {
    const errors = apiErrorToFormErrors(toApiFailure(err), CONTACT_FIELDS, { special: { 429: msg('contacts.form.rateLimited') } });
    yield put(contactFailed(errors));
  }
}

export function* contactsSaga(): Generator {
  yield takeLeading(contactSubmit.type, submitWorker);
}
