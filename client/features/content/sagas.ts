// Static pages and articles by id (published, or an editor's preview, in the current language) and
// the article feed. A 404 makes the page the not-found page (root feature).
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ArticleType, Language } from '../../../shared/core/constants.ts';
import { callApi } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import { getArticle, getArticleFeed, getArticlePreview } from './api.ts';
import {
  articleFailed,
  articleKey,
  articleLoaded,
  articleRequested,
  FEED_PAGE_SIZE,
  feedFailed,
  feedLoaded,
  feedRequested,
  fetchArticle,
  fetchFeed,
  selectArticle,
  type ArticleData,
  type ArticleEntry,
} from './slice.ts';

function* fetchArticleWorker(action: PayloadAction<{ id: string; preview?: boolean }>): Generator<unknown, void, any> {
  const { id, preview = false } = action.payload;
  const lang: Language = yield select(selectLanguage);
  const existing: ArticleEntry = yield select(selectArticle, id, lang, preview);
  // a published article is kept for the visit; a preview always shows the latest draft
  if (!preview && existing.status === 'success') return;

  const key = articleKey(id, lang, preview);
  yield put(articleRequested({ key }));
  const args = { params: { id }, query: { lang } };
  const result = yield* loadPageData(`article ${id}`, () => (preview ? callApi(getArticlePreview, args) : callApi(getArticle, args)));
  if (result.ok) {
    const a = result.data;
    const article: ArticleData = {
      slug: a.slug ?? id,
      title: a.title ?? '',
      type: a.type ?? 'page',
      language: a.language ?? lang,
      body: a.body ?? '',
      // for the page's description, preview image and structured data (client/app/head.ts)
      preview: a.preview ?? '',
      image: a.image ?? null,
      ...(a.publishedAt ? { publishedAt: a.publishedAt } : {}),
    };
    yield put(articleLoaded({ key, article }));
  } else {
    yield put(articleFailed({ key, message: result.message }));
  }
}

function* fetchFeedWorker(action: PayloadAction<{ type?: ArticleType; page?: number }>): Generator<unknown, void, any> {
  const type = action.payload.type ?? 'article';
  const page = action.payload.page && action.payload.page > 0 ? Math.floor(action.payload.page) : 1;
  const lang: Language = yield select(selectLanguage);
  yield put(feedRequested({ type, page }));
  const result = yield* loadPageData('article feed', () =>
    callApi(getArticleFeed, { params: { type, lang }, query: { page, onPage: FEED_PAGE_SIZE } }),
  );
  if (!result.ok) {
    yield put(feedFailed(result.message));
    return;
  }
  const totalPages = result.data.meta?.totalPages ?? 1;
  if (page > 1 && page > totalPages && totalPages >= 1) {
    // a page past the end (?page=99): show the last page, marked as such
    const last = yield* loadPageData('article feed', () =>
      callApi(getArticleFeed, { params: { type, lang }, query: { page: totalPages, onPage: FEED_PAGE_SIZE } }),
    );
    if (last.ok) yield put(feedLoaded({ ...last.data, meta: { ...last.data.meta, page: totalPages } }));
    else yield put(feedFailed(last.message));
    return;
  }
  yield put(feedLoaded(result.data));
}

export function* contentSaga(): Generator {
  yield takeEvery(fetchArticle.type, fetchArticleWorker);
  yield takeLatest(fetchFeed.type, fetchFeedWorker);
}
