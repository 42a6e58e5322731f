// The content feature's public surface: articles, static pages and the article feed.
export * from './slice.ts';
export { contentSaga } from './sagas.ts';
export { articleIdFor, STATIC_PAGE_TITLE_KEYS, type StaticPagePath } from './articleId.ts';
