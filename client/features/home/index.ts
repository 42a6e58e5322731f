// The home feature's public surface: the home page's data (its view stays with the lazy screen).
export * from './slice.ts';
export { homeSaga } from './sagas.ts';
export { normalizeHomeData } from './normalize.ts';
export type { ArticleTeaser } from './types.ts';
