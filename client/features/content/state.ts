import type { ArticleType, FetchStatus, Language } from '../../../shared/constants.ts';
import type { Article, ArticleFeedMeta } from '../../../shared/types.ts';
import type { ArticleSummary } from '../../components/content/types.ts';

/** `GET /api/articles/{id}?lang=`: the body is HTML the api sanitized. */
export type ArticleData = Pick<Article, 'slug' | 'title' | 'type' | 'language'> & { body: string };

export interface ArticleEntry {
  status: FetchStatus;
  article: ArticleData | null;
  error: string | null;
}

/** SPEC §3 "Article feed": type default article, language default Russian. */
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
