import type { Action } from 'redux';
import { clampPage } from '../../../shared/paging.ts';
import {
  articleFailed, articleLoaded, articleRequested, feedFailed, feedLoaded, feedRequested,
} from './actions.ts';
import { initialContentState, type ArticleEntry, type ContentState } from './state.ts';

function setArticle(state: ContentState, key: string, entry: ArticleEntry): ContentState {
  return { ...state, articles: { ...state.articles, [key]: entry } };
}

export function contentReducer(state: ContentState = initialContentState, action: Action): ContentState {
  if (articleRequested.match(action)) {
    const prev = state.articles[action.payload.key];
    return setArticle(state, action.payload.key, { status: 'fetching', article: prev?.article ?? null, error: null });
  }
  if (articleLoaded.match(action)) {
    return setArticle(state, action.payload.key, { status: 'success', article: action.payload.article, error: null });
  }
  if (articleFailed.match(action)) {
    return setArticle(state, action.payload.key, { status: 'failed', article: null, error: action.payload.message });
  }
  if (feedRequested.match(action)) {
    const { type, page } = action.payload;
    return { ...state, feed: { ...state.feed, status: 'fetching', type, meta: { ...state.feed.meta, page }, error: null } };
  }
  if (feedLoaded.match(action)) {
    const { meta, values } = action.payload;
    const totalPages = Math.max(1, meta?.totalPages ?? 1);
    return {
      ...state,
      feed: {
        ...state.feed,
        status: 'success',
        language: meta?.lang ?? state.feed.language,
        values: Array.isArray(values) ? values : [],
        meta: { page: clampPage(meta?.page ?? state.feed.meta.page, totalPages), totalPages, onPage: meta?.onPage ?? state.feed.meta.onPage },
      },
    };
  }
  if (feedFailed.match(action)) return { ...state, feed: { ...state.feed, status: 'failed', error: action.payload } };
  return state;
}
