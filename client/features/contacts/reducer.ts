import type { Action } from 'redux';
import { BUSY, DONE, IDLE, failedWith } from '../../components/forms/submission.ts';
import { contactFailed, contactReset, contactSent, contactSubmit } from './actions.ts';
import { initialContactsState, type ContactsState } from './state.ts';

export function contactsReducer(state: ContactsState = initialContactsState, action: Action): ContactsState {
  if (contactSubmit.match(action)) return { submission: BUSY };
  if (contactSent.match(action)) return { submission: DONE };
  if (contactFailed.match(action)) return { submission: failedWith(action.payload) };
  if (contactReset.match(action)) return state.submission === IDLE ? state : { submission: IDLE };
  return state;
}
