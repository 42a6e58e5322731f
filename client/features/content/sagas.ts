// Static pages and articles by id (`/api/articles/{id}` or `/api/articles/preview/{id}`, in the
// current language) and the article feed. A 404 makes the page the not-found page (root feature).
import { getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ArticleType, Language } from '../../../shared/constants.ts';
import type { ArticleFeed } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../language/slice.ts';
import { loadPageData } from '../root/sagas.ts';
import {
  articleFailed, articleLoaded, articleRequested, feedFailed, feedLoaded, feedRequested, fetchArticle, fetchFeed,
} from './slice.ts';
import { selectArticle } from './slice.ts';
import { articleKey, FEED_PAGE_SIZE, type ArticleData, type ArticleEntry } from './slice.ts';

function* fetchArticleWorker(action: PayloadAction<{ id: string; preview?: boolean }>): Generator<unknown, void, any> {
  const { id, preview = false } = action.payload;
  const lang: Language = yield select(selectLanguage);
  const existing: ArticleEntry = yield select(selectArticle, id, lang, preview);
  // a published article is kept for the visit; a preview always shows the latest draft
  if (!preview && existing.status === 'success') return;

  const key = articleKey(id, lang, preview);
  const api: ApiCaller = yield getContext('api');
  const path = `/api/articles/${preview ? 'preview/' : ''}${encodeURIComponent(id)}`;
  yield put(articleRequested({ key }));
  const result = yield* loadPageData(`article ${id}`, () => api.get<ArticleData>(path, { query: { lang } }));
  if (result.ok) {
    const a = result.data;
    const article: ArticleData = { slug: a.slug ?? id, title: a.title ?? '', type: a.type ?? 'page', language: a.language ?? lang, body: a.body ?? '' };
    yield put(articleLoaded({ key, article }));
  } else {
    yield put(articleFailed({ key, message: result.message }));
  }
}

function* fetchFeedWorker(action: PayloadAction<{ type?: ArticleType; page?: number }>): Generator<unknown, void, any> {
  const type = action.payload.type ?? 'article';
  const page = action.payload.page && action.payload.page > 0 ? Math.floor(action.payload.page) : 1;
  const lang: Language = yield select(selectLanguage);
  const api: ApiCaller = yield getContext('api');
  yield put(feedRequested({ type, page }));
  const result = yield* loadPageData('article feed', () =>
    api.get<ArticleFeed>(`/api/articles/feed/${type}/${lang}`, { query: { page, onPage: FEED_PAGE_SIZE } }),
  );
  if (result.ok) yield put(feedLoaded(result.data));
  else yield put(feedFailed(result.message));
}

export function* contentSaga(): Generator {
  yield takeEvery(fetchArticle.type, fetchArticleWorker);
  yield takeLatest(fetchFeed.type, fetchFeedWorker);
}
