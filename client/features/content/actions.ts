import type { ArticleType } from '../../../shared/constants.ts';
import type { ArticleFeed } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';
import type { ArticleData } from './state.ts';

/** prefetch of static pages, /article/:articleId and /article-preview/:articleId */
export const fetchArticle = actionCreator<{ id: string; preview?: boolean }>('content/fetchArticle');
export const articleRequested = actionCreator<{ key: string }>('content/articleRequested');
export const articleLoaded = actionCreator<{ key: string; article: ArticleData }>('content/articleLoaded');
export const articleFailed = actionCreator<{ key: string; message: string }>('content/articleFailed');

/** prefetch of /article (the feed) */
export const fetchFeed = actionCreator<{ type?: ArticleType; page?: number }>('content/fetchFeed');
export const feedRequested = actionCreator<{ type: ArticleType; page: number }>('content/feedRequested');
export const feedLoaded = actionCreator<ArticleFeed>('content/feedLoaded');
export const feedFailed = actionCreator<string>('content/feedFailed');
