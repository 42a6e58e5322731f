// Article feeds (article, news, page), single articles by slug with language fallback, and previews.
import type { FastifyInstance } from 'fastify';
import { ARTICLE_FEED_PAGE_SIZE, getArticle, getArticleFeed, getArticlePreview } from '../../shared/contract/articles.ts';
import { route } from '../http/route.ts';
import { articleFeed, findArticle } from './service.ts';

export default async function articleRoutes(app: FastifyInstance): Promise<void> {
  route(app, getArticleFeed, (request) => {
    const { type, lang } = request.params;
    const { page = 1, onPage = ARTICLE_FEED_PAGE_SIZE } = request.query;
    return articleFeed(app.db, type, lang, page, onPage);
  });
  route(app, getArticlePreview, (request) => findArticle(app.db, request.params.id, request.query.lang, { preview: true }));
  route(app, getArticle, (request) => findArticle(app.db, request.params.id, request.query.lang, { preview: false }));
}
