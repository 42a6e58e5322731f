// The operator area's content (issue 23, item 6), admins only (api/admin/guard.ts): articles, news
// and legal pages written in Markdown per language, and the country guides. The api renders Markdown
// to sanitized HTML with one function (api/articles/render.ts) for the public pages and the editor's
// preview alike. An article's `_id` here is its slug, the id of its public URL (`/article/{slug}`);
// the legal pages keep the slugs the routes read (terms-and-conds, privacy-policy,
// revocation-instructions, impressum; docs/decisions/0023-content-editing.md).
import { Type, type Static, type TSchema } from 'typebox';
import { ARTICLE_TYPES, CONTENT_FORMATS, CONTENT_STATUSES } from '../core/constants.ts';
import { Body, IsoDate, ListMeta, Nullable, pagingQuery, StringEnum, CountryCode, Language, NotBlank } from './common.ts';
import { endpoint, errorResponses, NoContent } from './http.ts';

/** The longest body (Markdown or HTML source) of one language, in characters. */
export const MAX_CONTENT_BODY = 100_000;
export const ADMIN_CONTENT_ON_PAGE = 20;

const tags = ['admin'];
const ContentType = StringEnum(ARTICLE_TYPES);
const ContentStatus = StringEnum(CONTENT_STATUSES);
const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$', description: 'lower-case letters, digits and hyphens' });
const SourceBody = Type.String({ maxLength: MAX_CONTENT_BODY, description: 'Markdown (or, with format html, a sanitized subset of HTML)' });

export const ContentTranslation = Type.Object(
  {
    title: NotBlank(300),
    body: SourceBody,
    summary: Type.Optional(Type.String({ maxLength: 500, description: 'plain-text teaser for feeds' })),
    format: Type.Optional(StringEnum(CONTENT_FORMATS, { default: 'markdown' })),
  },
  { additionalProperties: false, title: 'ContentTranslation' },
);
export type ContentTranslation = Static<typeof ContentTranslation>;

/** One optional entry per language; no other key. */
function byLanguage<T extends TSchema>(schema: T) {
  const one = Type.Optional(schema);
  return Type.Object({ ru: one, en: one, de: one, es: one }, { additionalProperties: false });
}

export const ContentTranslations = byLanguage(ContentTranslation);
export type ContentTranslations = Static<typeof ContentTranslations>;

export const CreateArticleBody = Body(
  {
    type: ContentType,
    status: ContentStatus,
    slug: Type.Optional(Slug),
    image: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    translations: ContentTranslations,
  },
  { title: 'CreateArticleBody' },
);
export type CreateArticleBody = Static<typeof CreateArticleBody>;

export const PatchArticleBody = Body(
  {
    type: Type.Optional(ContentType),
    status: Type.Optional(ContentStatus),
    image: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    translations: Type.Optional(byLanguage(Nullable(ContentTranslation))),
  },
  { title: 'PatchArticleBody' },
);
/** a language set to null is removed */
export type PatchArticleBody = Static<typeof PatchArticleBody>;

export const DeleteReasonBody = Body(
  { reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', description: 'why, for the audit trail' }) },
  { title: 'DeleteReasonBody' },
);

export const AdminArticle = Type.Object(
  {
    _id: Type.String({ description: 'the slug' }),
    type: ContentType,
    status: ContentStatus,
    image: Nullable(Type.String()),
    translations: Type.Record(
      Type.String(),
      Type.Object({ title: Type.String(), body: Type.String(), summary: Type.String(), format: StringEnum(CONTENT_FORMATS) }),
    ),
    publishedAt: Nullable(IsoDate),
    updatedAt: IsoDate,
  },
  { title: 'AdminArticle' },
);
export type AdminArticle = Static<typeof AdminArticle>;

export const AdminArticleSummary = Type.Object(
  {
    _id: Type.String(),
    type: ContentType,
    status: ContentStatus,
    languages: Type.Array(Language),
    title: Type.String({ description: 'in the asked language, else English, else any' }),
    updatedAt: IsoDate,
  },
  { title: 'AdminArticleSummary' },
);
export type AdminArticleSummary = Static<typeof AdminArticleSummary>;

export const AdminArticlesQuery = Type.Object({
  ...pagingQuery(ADMIN_CONTENT_ON_PAGE),
  type: Type.Optional(ContentType),
  status: Type.Optional(ContentStatus),
  lang: Type.Optional(Language),
});
export type AdminArticlesQuery = Static<typeof AdminArticlesQuery>;

export const AdminArticleList = Type.Object({ meta: ListMeta, values: Type.Array(AdminArticleSummary) }, { title: 'AdminArticleList' });
export type AdminArticleList = Static<typeof AdminArticleList>;

export const ContentPreviewBody = Body({ body: SourceBody, format: Type.Optional(StringEnum(CONTENT_FORMATS)) }, { title: 'ContentPreviewBody' });
export const ContentPreview = Type.Object(
  { html: Type.String({ description: 'sanitized HTML, as the public page shows it' }) },
  { title: 'ContentPreview' },
);
export type ContentPreview = Static<typeof ContentPreview>;

export const AdminCountryGuide = Type.Object(
  {
    code: Type.String(),
    names: Type.Record(Type.String(), Type.String()),
    hasGuide: Type.Boolean(),
    translations: Type.Record(Type.String(), Type.Object({ body: Type.String(), format: StringEnum(CONTENT_FORMATS) })),
  },
  { title: 'AdminCountryGuide' },
);
export type AdminCountryGuide = Static<typeof AdminCountryGuide>;

const GuideTranslation = Type.Object({ body: SourceBody, format: Type.Optional(StringEnum(CONTENT_FORMATS)) }, { additionalProperties: false });
export const PatchCountryGuideBody = Body({ translations: byLanguage(Nullable(GuideTranslation)) }, { title: 'PatchCountryGuideBody' });
export type PatchCountryGuideBody = Static<typeof PatchCountryGuideBody>;

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
const CodeParams = Type.Object({ code: CountryCode });

export const listAdminArticles = endpoint({
  method: 'GET',
  path: '/api/admin/articles',
  operationId: 'listAdminArticles',
  summary: 'Articles, news and legal pages, newest change first, by type, status and language (admins only)',
  tags,
  access: 'session',
  querystring: AdminArticlesQuery,
  response: { 200: AdminArticleList, ...errorResponses(400, 401, 403) },
});

export const getAdminArticle = endpoint({
  method: 'GET',
  path: '/api/admin/articles/{id}',
  operationId: 'getAdminArticle',
  summary: 'An article with the source of every language, for the editor (admins only)',
  tags,
  access: 'session',
  params: IdParams,
  response: { 200: AdminArticle, ...errorResponses(400, 401, 403, 404) },
});

export const createAdminArticle = endpoint({
  method: 'POST',
  path: '/api/admin/articles',
  operationId: 'createAdminArticle',
  summary: 'Write an article, a news item or a legal page in one or more languages (admins only)',
  description:
    'Bodies are Markdown (raw HTML in it is shown as text) or, with format html, HTML; both are sanitized to an allow-list (no script, no event handler, links only http, https and mailto). 409 SLUG_TAKEN for a slug in use. Writes an audit entry.',
  tags,
  access: 'session',
  body: CreateArticleBody,
  response: { 201: Type.Object({ _id: Type.String() }), ...errorResponses(400, 401, 403, 409) },
});

export const updateAdminArticle = endpoint({
  method: 'PATCH',
  path: '/api/admin/articles/{id}',
  operationId: 'updateAdminArticle',
  summary: 'Change an article: type, status, or languages (null removes one) (admins only)',
  tags,
  access: 'session',
  params: IdParams,
  body: PatchArticleBody,
  response: { 200: AdminArticle, ...errorResponses(400, 401, 403, 404) },
});

export const deleteAdminArticle = endpoint({
  method: 'DELETE',
  path: '/api/admin/articles/{id}',
  operationId: 'deleteAdminArticle',
  summary: 'Delete an article in every language, with a reason for the audit trail (admins only)',
  tags,
  access: 'session',
  params: IdParams,
  body: DeleteReasonBody,
  response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
});

export const previewAdminContent = endpoint({
  method: 'POST',
  path: '/api/admin/content/preview',
  operationId: 'previewAdminContent',
  summary: 'Render a body as the public page will show it (admins only)',
  tags,
  access: 'session',
  body: ContentPreviewBody,
  response: { 200: ContentPreview, ...errorResponses(400, 401, 403) },
});

export const getAdminCountryGuide = endpoint({
  method: 'GET',
  path: '/api/admin/countries/{code}',
  operationId: 'getAdminCountryGuide',
  summary: 'A country guide with the source of every language (admins only)',
  tags,
  access: 'session',
  params: CodeParams,
  response: { 200: AdminCountryGuide, ...errorResponses(400, 401, 403, 404) },
});

export const updateAdminCountryGuide = endpoint({
  method: 'PATCH',
  path: '/api/admin/countries/{code}',
  operationId: 'updateAdminCountryGuide',
  summary: 'Write or remove a country guide’s languages (null removes one) (admins only)',
  tags,
  access: 'session',
  params: CodeParams,
  body: PatchCountryGuideBody,
  response: { 200: AdminCountryGuide, ...errorResponses(400, 401, 403, 404) },
});
