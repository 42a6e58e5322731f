// The articles api calls (shared/contract/articles.ts).
import type {
  getArticle as GetArticle,
  getArticleFeed as GetArticleFeed,
  getArticlePreview as GetArticlePreview,
} from '../../../shared/contract/articles.ts';
import { endpointCall } from '../../lib/api.ts';

export const getArticleFeed = endpointCall<typeof GetArticleFeed>('GET', '/api/articles/feed/{type}/{lang}');
export const getArticle = endpointCall<typeof GetArticle>('GET', '/api/articles/{id}');
export const getArticlePreview = endpointCall<typeof GetArticlePreview>('GET', '/api/articles/preview/{id}');
