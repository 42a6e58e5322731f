import type { Article } from '../../../shared/types.ts';

/** An article or news item as a feed or the home page lists it (no body). */
export type ArticleSummary = Pick<Article, 'slug' | 'type' | 'title' | 'preview' | 'publishedAt'> &
  Partial<Pick<Article, '_id' | 'image' | 'language'>>;
