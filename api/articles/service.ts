// Articles, news and static pages. Bodies are sanitized HTML: sanitized when written (seed, and any
// admins' editor, api/articles/admin.ts, through render.ts), so reading never has to trust them. One
// article comes in the asked language only (a language it lacks is a 404).
import sanitizeHtml from 'sanitize-html';
import type { Queryable } from '../db/index.ts';
import type { ArticleType, Language } from '../../shared/core/constants.ts';
import type { Article, ArticleFeed } from '../../shared/contract/articles.ts';
import { listMeta } from '../../shared/contract/common.ts';
import { errors } from '../errors.ts';
import { selectArticle, selectArticleFeed } from './sql.ts';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'address',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Page `page` of the published articles of a type in a language, without bodies. */
export async function articleFeed(q: Queryable, type: ArticleType, lang: Language, page: number, onPage: number): Promise<ArticleFeed> {
  const { total, values } = await selectArticleFeed(q, type, lang, page, onPage);
  return { meta: { ...listMeta(page, onPage, total), type, lang }, values };
}

/** The newest published news in a language (the home page's list). */
export async function latestNews(q: Queryable, lang: Language, count: number) {
  return (await selectArticleFeed(q, 'news', lang, 1, count)).values;
}

/**
 * One article by its slug (or _id) in the asked language; unpublished ones only for previews. 404
 * when there is none, and when it is not written in that language (never another language's text
 * or an empty page under this one's URL). Without a language: English, else any.
 */
export async function findArticle(q: Queryable, id: string, lang: Language | undefined, opts: { preview: boolean }): Promise<Article> {
  const article = await selectArticle(q, id, lang, opts.preview);
  if (!article) throw errors.notFound('article');
  return article;
}
