import type { Language } from '../../../shared/constants.ts';
import { articleKey, type ArticleEntry, type ContentState, type FeedState } from './state.ts';

type S = { content: ContentState };

const NOT_FETCHED: ArticleEntry = { status: 'notFetched', article: null, error: null };

export function selectArticle(s: S, id: string, lang: Language, preview = false): ArticleEntry {
  return s.content.articles[articleKey(id, lang, preview)] ?? NOT_FETCHED;
}

export const selectFeed = (s: S): FeedState => s.content.feed;
