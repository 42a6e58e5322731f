// The language feature's public surface: the current language, changing it, and the cookie it is kept in.
export * from './slice.ts';
export { LANGUAGE_COOKIE, languageSaga } from './sagas.ts';
