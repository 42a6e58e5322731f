// Articles, news and static pages. Bodies are sanitized HTML: sanitized when written (seed, and any
// future editor), so reading never has to trust them.
import sanitizeHtml from 'sanitize-html';
import type { Queryable } from '../db/index.ts';
import type { ArticleType, Language } from '../../shared/constants.ts';
import { FALLBACK_LANGUAGE } from '../../shared/constants.ts';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'address'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

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

export interface ArticleJson {
  _id: string;
  slug: string;
  type: ArticleType;
  language: Language;
  title: string;
  preview: string;
  body?: string;
  image: string | null;
  isPublished: boolean;
  publishedAt: string;
}

export function articleJson(row: ArticleRow, withBody: boolean): ArticleJson {
  const json: ArticleJson = {
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
  if (withBody) json.body = row.body;
  return json;
}

export async function articleFeed(q: Queryable, type: ArticleType, lang: Language, page: number, onPage: number) {
  const where = `type = $1 AND language = $2 AND is_published AND published_at <= now()`;
  const total = Number((await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM articles WHERE ${where}`, [type, lang])).rows[0].n);
  const r = await q.query<ArticleRow>(
    `SELECT id, slug, type, language, title, preview, '' AS body, image, is_published, published_at FROM articles
      WHERE ${where} ORDER BY published_at DESC, id LIMIT $3 OFFSET $4`,
    [type, lang, onPage, (page - 1) * onPage],
  );
  return { total, values: r.rows.map((row) => articleJson(row, false)) };
}

/**
 * One article by its slug (or _id) in `lang`, else in English, else in any language. Unpublished ones
 * only for previews.
 */
export async function findArticle(q: Queryable, id: string, lang: Language, includeUnpublished: boolean): Promise<ArticleRow | null> {
  const r = await q.query<ArticleRow>(
    `SELECT * FROM articles
      WHERE (slug = $1 OR id = $1) ${includeUnpublished ? '' : 'AND is_published AND published_at <= now()'}
      ORDER BY (language = $2) DESC, (language = $3) DESC, language
      LIMIT 1`,
    [id, lang, FALLBACK_LANGUAGE],
  );
  return r.rows[0] ?? null;
}
