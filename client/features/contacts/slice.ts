import { IDLE, type Submission, BUSY, DONE, failedWith } from '../../lib/forms/submission.ts';
import type { ContactValues } from './components/fields.ts';
import type { FormErrors } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface ContactsState {
  submission: Submission;
}

export const initialContactsState: ContactsState = { submission: IDLE };

export const contactSubmit = actionCreator<ContactValues>('contacts/submit');
export const contactSent = actionCreator('contacts/sent');
export const contactFailed = actionCreator<FormErrors>('contacts/failed');
/** back to an empty form (after a message was sent, or when the page is opened again) */
export const contactReset = actionCreator('contacts/reset');

export function contactsReducer(state: ContactsState = initialContactsState, action: Action): ContactsState {
  if (contactSubmit.match(action)) return { submission: BUSY };
  if (contactSent.match(action)) return { submission: DONE };
  if (contactFailed.match(action)) return { submission: failedWith(action.payload) };
  if (contactReset.match(action)) return state.submission === IDLE ? state : { submission: IDLE };
  return state;
}

export const selectContactSubmission = (s: { contacts: ContactsState }) => s.contacts.submission;
