// The contacts feature's public surface: the contact page and the form's state.
export * from './slice.ts';
export { contactsSaga } from './sagas.ts';
export { CONTACT_FIELDS, type ContactValues } from './components/fields.ts';
