import type { ArticleType, FetchStatus, Language } from '../../../shared/core/constants.ts';
import type { Article, ArticleFeed, ArticleFeedMeta, ArticleSummary } from '../../../shared/contract/articles.ts';
import type { ListMeta } from '../../../shared/contract/common.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchArticle, fetchFeed } from './actions.ts';
import type { Action } from 'redux';
import { clampPage } from '../../../shared/search/paging.ts';

/** `GET /api/articles/{id}?lang=`: the body is HTML the api sanitized. */
export type ArticleData = Pick<Article, 'slug' | 'title' | 'type' | 'language' | 'body'> &
  Partial<Pick<Article, 'preview' | 'image' | 'publishedAt'>>;

/** A page of the feed as the reducer takes it: the api's, where type and language may be left out. */
export type FeedPage = Pick<ArticleFeed, 'values'> & { meta: ListMeta & Partial<Pick<ArticleFeedMeta, 'type' | 'lang'>> };

export interface ArticleEntry {
  status: FetchStatus;
  article: ArticleData | null;
  error: string | null;
}

/** docs/product.md "Article feed": type default article, language default Russian. */
export interface FeedState {
  status: FetchStatus;
  type: ArticleType;
  language: Language;
  values: ArticleSummary[];
  meta: Pick<ArticleFeedMeta, 'page' | 'totalPages' | 'onPage'>;
  error: string | null;
}

export interface ContentState {
  /** by articleKey(id, lang, preview) */
  articles: Record<string, ArticleEntry>;
  feed: FeedState;
}

export const FEED_PAGE_SIZE = 10;

export const initialContentState: ContentState = {
  articles: {},
  feed: {
    status: 'notFetched',
    type: 'article',
    language: 'ru',
    values: [],
    meta: { page: 1, totalPages: 1, onPage: FEED_PAGE_SIZE },
    error: null,
  },
};

export function articleKey(id: string, lang: Language, preview = false): string {
  return `${preview ? 'preview' : 'article'}:${lang}:${id}`;
}

/** prefetch of static pages, /article/:articleId and /article-preview/:articleId */
export const articleRequested = actionCreator<{ key: string }>('content/articleRequested');
export const articleLoaded = actionCreator<{ key: string; article: ArticleData }>('content/articleLoaded');
export const articleFailed = actionCreator<{ key: string; message: string }>('content/articleFailed');

/** prefetch of /article (the feed) */
export const feedRequested = actionCreator<{ type: ArticleType; page: number }>('content/feedRequested');
export const feedLoaded = actionCreator<FeedPage>('content/feedLoaded');
export const feedFailed = actionCreator<string>('content/feedFailed');

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

type S = { content: ContentState };

const NOT_FETCHED: ArticleEntry = { status: 'notFetched', article: null, error: null };

export function selectArticle(s: S, id: string, lang: Language, preview = false): ArticleEntry {
  return s.content.articles[articleKey(id, lang, preview)] ?? NOT_FETCHED;
}

export const selectFeed = (s: S): FeedState => s.content.feed;

export { fetchArticle, fetchFeed };
