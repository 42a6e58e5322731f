// The contact form: `POST /api/contact` {name, email, subject, message, language}. A 400 lands beside
// the fields it names; 429 (too many messages from this address) gets its own message.
import { put, select, takeLeading } from 'redux-saga/effects';
import type { Language } from '../../../shared/core/constants.ts';
import type { ContactBody } from '../../../shared/contract/contact.ts';
import { callApi } from '../../lib/api.ts';
import { CONTACT_FIELDS, type ContactValues } from './components/fields.ts';
import { apiErrorToFormErrors, msg, toApiFailure } from '../../lib/forms/errors.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { sendContactMessage } from './api.ts';
import { contactFailed, contactSent, contactSubmit } from './slice.ts';

function* submitWorker(action: PayloadAction<ContactValues>): Generator<unknown, void, any> {
  const language: Language = yield select(selectLanguage);
  const v = action.payload;
  const body: ContactBody = { name: v.name.trim(), email: v.email.trim(), subject: v.subject.trim(), message: v.message, language };
  try {
    yield* callApi(sendContactMessage, { body });
    yield put(contactSent());
  } catch (err) {
    const errors = apiErrorToFormErrors(toApiFailure(err), CONTACT_FIELDS, { special: { 429: msg('contacts.form.rateLimited') } });
    yield put(contactFailed(errors));
  }
}

export function* contactsSaga(): Generator {
  yield takeLeading(contactSubmit.type, submitWorker);
}
