// Article feeds (article, news, page), single articles by slug in a language, and operators' previews.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ARTICLE_FEED_PAGE_SIZE, getArticle, getArticleFeed, getArticlePreview } from '../../shared/contract/articles.ts';
import { route } from '../http/route.ts';
import { articleFeed, findArticle } from './service.ts';
import { errors } from '../errors.ts';
import { hasRole } from '../../shared/contract/roles.ts';
import { rolesOf } from '../admin/roles.ts';
import { isMfaEnrolled } from '../auth/mfa.ts';
import { fromReplica } from '../db/reads.ts';

async function isOperator(request: FastifyRequest): Promise<boolean> {
  const user = request.user;
  if (!user) return false;
  return hasRole(await rolesOf(request.server.db, user.id), 'moderator') && (await isMfaEnrolled(request.server.db, user.id));
}

export default async function articleRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    getArticleFeed,
    fromReplica((request) => {
      const { type, lang } = request.params;
      const { page = 1, onPage = ARTICLE_FEED_PAGE_SIZE } = request.query;
      return articleFeed(app.db, type, lang, page, onPage);
    }),
  );
  // drafts are the operators' (signed in with two-factor sign-in); anyone else gets the 404 an unknown article gets
  route(app, getArticlePreview, async (request) => {
    if (!(await isOperator(request))) throw errors.notFound('article');
    return findArticle(app.db, request.params.id, request.query.lang, { preview: true });
  });
  route(
    app,
    getArticle,
    fromReplica((request) => findArticle(app.db, request.params.id, request.query.lang, { preview: false })),
  );
}
