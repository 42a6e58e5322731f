// Article feeds (article, news, page), single articles by slug with language fallback, and previews.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ARTICLE_TYPES, FALLBACK_LANGUAGE, type Language } from '../../shared/constants.ts';
import { errors } from '../errors.ts';
import { errorResponses, LanguageQuery, LanguageSchema, listMeta, ListMetaSchema, Nullable, pagingQuery, StringEnum } from '../http/schema-common.ts';
import { articleFeed, articleJson, findArticle } from './service.ts';

const ArticleProperties = {
  _id: Type.String(),
  slug: Type.String(),
  type: StringEnum(ARTICLE_TYPES),
  language: LanguageSchema,
  title: Type.String(),
  preview: Type.String(),
  image: Nullable(Type.String()),
  isPublished: Type.Boolean(),
  publishedAt: Type.String({ format: 'date-time' }),
};
const ArticleSchema = Type.Object({ ...ArticleProperties, body: Type.String({ description: 'sanitized HTML' }) });
const ArticleIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/articles/feed/:type/:lang',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles of a type in a language, newest first, without bodies',
        params: Type.Object({ type: StringEnum(ARTICLE_TYPES), lang: LanguageSchema }),
        querystring: Type.Object(pagingQuery(10)),
        response: {
          200: Type.Object({
            meta: Type.Object({ ...ListMetaSchema.properties, type: StringEnum(ARTICLE_TYPES), lang: LanguageSchema }),
            values: Type.Array(Type.Object(ArticleProperties)),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const { type, lang } = request.params;
      const { page = 1, onPage = 10 } = request.query;
      const { total, values } = await articleFeed(app.db, type, lang, page, onPage);
      return { meta: { ...listMeta(page, onPage, total), type, lang }, values };
    },
  );

  const one = async (id: string, lang: Language | undefined, includeUnpublished: boolean) => {
    const row = await findArticle(app.db, id, lang ?? FALLBACK_LANGUAGE, includeUnpublished);
    if (!row) throw errors.notFound('article');
    return { ...articleJson(row, false), body: row.body };
  };
  const oneSchema = (summary: string) => ({
    tags: ['articles'],
    summary,
    params: ArticleIdParams,
    querystring: LanguageQuery,
    response: { 200: ArticleSchema, ...errorResponses(400, 404) },
  });

  app.get('/articles/preview/:id', { schema: oneSchema('An article by slug, published or not (editors preview)') }, (request) =>
    one(request.params.id, request.query.lang, true),
  );
  app.get('/articles/:id', { schema: oneSchema('A published article by slug, in lang, else English, else any language') }, (request) =>
    one(request.params.id, request.query.lang, false),
  );
};

export default routes;
