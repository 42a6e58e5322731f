// The queries of the articles domain and the mapping of their rows to the contract's shapes.
import type { Queryable } from '../db/index.ts';
import { FALLBACK_LANGUAGE, type ArticleType, type Language } from '../../shared/core/constants.ts';
import type { Article, ArticleSummary } from '../../shared/contract/articles.ts';

export interface ArticleRow {
  id: string;
  slug: string;
  type: ArticleType;
  language: Language;
  title: string;
  preview: string;
  body: string;
  image: string | null;
  is_published: boolean;
  published_at: Date | string;
}

export function articleSummaryOf(row: ArticleRow): ArticleSummary {
  return {
    _id: row.id,
    slug: row.slug,
    type: row.type,
    language: row.language,
    title: row.title,
    preview: row.preview,
    image: row.image,
    isPublished: row.is_published,
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

export const articleOf = (row: ArticleRow): Article => ({ ...articleSummaryOf(row), body: row.body });

const PUBLIC = 'is_published AND published_at <= now()';

/** Page `page` of the public articles of a type in a language, newest first, and their total. */
export async function selectArticleFeed(q: Queryable, type: ArticleType, lang: Language, page: number, onPage: number) {
  const where = `type = $1 AND language = $2 AND ${PUBLIC}`;
  const total = Number((await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM articles WHERE ${where}`, [type, lang])).rows[0].n);
  const r = await q.query<ArticleRow>(
    `SELECT id, slug, type, language, title, preview, '' AS body, image, is_published, published_at FROM articles
      WHERE ${where} ORDER BY published_at DESC, id LIMIT $3 OFFSET $4`,
    [type, lang, onPage, (page - 1) * onPage],
  );
  return { total, values: r.rows.map(articleSummaryOf) };
}

/** The article with this slug (or id) in `lang` only; without a language, English, else any. */
export async function selectArticle(q: Queryable, id: string, lang: Language | undefined, includeUnpublished: boolean): Promise<Article | null> {
  const r = await q.query<ArticleRow>(
    `SELECT * FROM articles
      WHERE (slug = $1 OR id = $1) ${includeUnpublished ? '' : `AND ${PUBLIC}`} AND language = coalesce($2, language)
      ORDER BY (language = $3) DESC, language
      LIMIT 1`,
    [id, lang ?? null, FALLBACK_LANGUAGE],
  );
  return r.rows[0] ? articleOf(r.rows[0]) : null;
}
