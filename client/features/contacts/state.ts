import { IDLE, type Submission } from '../../components/forms/submission.ts';

export interface ContactsState {
  submission: Submission;
}

export const initialContactsState: ContactsState = { submission: IDLE };
