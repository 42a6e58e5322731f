// Articles, news and static pages: the feed of a type in a language, one article by its slug (with
// language fallback), and the editors' preview of an unpublished one. Bodies are sanitized HTML.
import { Type, type Static } from 'typebox';
import { ARTICLE_TYPES } from '../core/constants.ts';
import { IsoDate, Language, LanguageQuery, ListMeta, Nullable, pagingQuery, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

export const ArticleType = StringEnum(ARTICLE_TYPES);

/** The fields of every article answer; the feed leaves out the body, the home page also isPublished. */
const teaserProperties = {
  _id: Type.String(),
  /** the public id used in URLs (`/article/{slug}`); static pages use terms-and-conds, impressum, … */
  slug: Type.String(),
  type: ArticleType,
  language: Language,
  title: Type.String(),
  preview: Type.String({ description: 'plain-text teaser' }),
  image: Nullable(Type.String()),
};

/** An article as the home page lists it among the latest news. */
export const NewsItem = Type.Object({ ...teaserProperties, publishedAt: IsoDate }, { title: 'NewsItem' });
export type NewsItem = Static<typeof NewsItem>;

/** An article as a feed lists it: everything but the body. */
export const ArticleSummary = Type.Object({ ...teaserProperties, isPublished: Type.Boolean(), publishedAt: IsoDate }, { title: 'ArticleSummary' });
export type ArticleSummary = Static<typeof ArticleSummary>;

export const Article = Type.Object({ ...ArticleSummary.properties, body: Type.String({ description: 'sanitized HTML' }) }, { title: 'Article' });
export type Article = Static<typeof Article>;

export const ArticleFeedMeta = Type.Object({ ...ListMeta.properties, type: ArticleType, lang: Language }, { title: 'ArticleFeedMeta' });
export type ArticleFeedMeta = Static<typeof ArticleFeedMeta>;

export const ArticleFeed = Type.Object({ meta: ArticleFeedMeta, values: Type.Array(ArticleSummary) }, { title: 'ArticleFeed' });
export type ArticleFeed = Static<typeof ArticleFeed>;

export const ARTICLE_FEED_PAGE_SIZE = 10;

const ArticleIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, description: 'the slug (or the _id)' }) });

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getArticleFeed = endpoint({
  method: 'GET',
  path: '/api/articles/feed/{type}/{lang}',
  operationId: 'getArticleFeed',
  summary: 'Published articles of a type in a language, newest first, without bodies',
  tags: ['articles'],
  access: 'public',
  params: Type.Object({ type: ArticleType, lang: Language }),
  querystring: Type.Object(pagingQuery(ARTICLE_FEED_PAGE_SIZE)),
  response: { 200: ArticleFeed, ...errorResponses(400) },
});

export const getArticle = endpoint({
  method: 'GET',
  path: '/api/articles/{id}',
  operationId: 'getArticle',
  summary: 'A published article by slug in lang (404 when it is not written in lang); without lang, English, else any',
  tags: ['articles'],
  access: 'public',
  params: ArticleIdParams,
  querystring: LanguageQuery,
  response: { 200: Article, ...errorResponses(400, 404) },
});

export const getArticlePreview = endpoint({
  method: 'GET',
  path: '/api/articles/preview/{id}',
  operationId: 'getArticlePreview',
  summary: 'An article by slug, published or not (operators’ preview; 404 to anyone else)',
  tags: ['articles'],
  access: 'optional',
  params: ArticleIdParams,
  querystring: LanguageQuery,
  response: { 200: Article, ...errorResponses(400, 404) },
});
