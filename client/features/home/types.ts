import type { NewsItem } from '../../../shared/contract/articles.ts';

/** An article or news item as the home page lists it: a feed's items and the home news both fit. */
export type ArticleTeaser = Pick<NewsItem, 'slug' | 'type' | 'title' | 'preview' | 'publishedAt'> &
  Partial<Pick<NewsItem, '_id' | 'image' | 'language'>>;
