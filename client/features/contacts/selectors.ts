import type { ContactsState } from './state.ts';

export const selectContactSubmission = (s: { contacts: ContactsState }) => s.contacts.submission;
