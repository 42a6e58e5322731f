// Content written by admins (issue 23, item 6): articles, news and legal pages, one row of `articles`
// per language sharing a slug (migration 001), the slug being the article's id here and in its public
// URL. Bodies come as Markdown (or HTML) and are stored twice: the source, for the editor, and the
// HTML renderContent makes of it, which is all the public pages read. Every change is one
// transaction with its audit entry (before and after).
import { randomBytes } from 'node:crypto';
import { LANGUAGES, type Language, ContentStatus } from '../../shared/core/constants.ts';
import { listMeta } from '../../shared/contract/common.ts';
import type {
  AdminArticle,
  AdminArticleList,
  AdminArticlesQuery,
  ContentTranslation,
  CreateArticleBody,
  PatchArticleBody,
} from '../../shared/contract/admin-content.ts';
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { renderContent, teaserOf } from './render.ts';
import type { ArticleRow } from './sql.ts';

type Row = ArticleRow & { source: string | null; updated_at: Date | string };

const iso = (d: Date | string) => new Date(d).toISOString();

/** The translations given, checked: at least one language. */
function given(translations: Partial<Record<Language, ContentTranslation | null>> | undefined, field: string) {
  const entries = LANGUAGES.flatMap((l) => (translations && translations[l] !== undefined ? [[l, translations[l]] as const] : []));
  if (entries.length === 0) throw errors.invalidField(field, 'must have at least one language', 'EMPTY');
  return entries;
}

function slugFrom(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'article'}-${randomBytes(3).toString('hex')}`;
}

function toAdminArticle(rows: Row[]): AdminArticle {
  const first = rows[0];
  const translations: AdminArticle['translations'] = {};
  for (const r of rows) {
    translations[r.language] = {
      title: r.title,
      body: r.source ?? r.body,
      summary: r.preview,
      format: r.source === null ? 'html' : 'markdown',
    };
  }
  const published = rows.some((r) => r.is_published);
  return {
    _id: first.slug,
    type: first.type,
    status: published ? 'published' : 'draft',
    image: first.image,
    translations,
    publishedAt: published ? iso(first.published_at) : null,
    updatedAt: iso(rows.reduce((a, r) => (new Date(r.updated_at) > new Date(a) ? r.updated_at : a), first.updated_at)),
  };
}

async function rowsOf(q: Queryable, slug: string, lock = false): Promise<Row[]> {
  const r = await q.query<Row>(`SELECT * FROM articles WHERE slug = $1 ORDER BY language${lock ? ' FOR UPDATE' : ''}`, [slug]);
  return r.rows;
}

/** What the audit trail keeps of an article: its type, status and every language's text. */
const auditOf = (a: AdminArticle) => ({ type: a.type, status: a.status, translations: a.translations });

/** One language's row values: title, teaser, rendered body and source (null for HTML). */
function written(t: ContentTranslation) {
  const format = t.format ?? 'markdown';
  const body = renderContent(t.body, format);
  return { title: t.title.trim(), preview: (t.summary ?? '').trim() || teaserOf(body), body, source: format === 'markdown' ? t.body : null };
}

async function upsertLanguage(
  tx: Queryable,
  slug: string,
  lang: Language,
  t: ContentTranslation,
  meta: { type: string; published: boolean; image: string | null },
) {
  const w = written(t);
  await tx.query(
    `INSERT INTO articles (slug, type, language, title, preview, body, source, image, is_published, published_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now())
     ON CONFLICT (slug, language) DO UPDATE SET title = EXCLUDED.title, preview = EXCLUDED.preview, body = EXCLUDED.body,
       source = EXCLUDED.source, updated_at = now()`,
    [slug, meta.type, lang, w.title, w.preview, w.body, w.source, meta.image, meta.published],
  );
}

/** Writes a new article in the given languages; its slug. 409 SLUG_TAKEN for a slug in use. */
export async function createArticle(db: Db, actor: string, body: CreateArticleBody): Promise<string> {
  const entries = given(body.translations, 'body/translations');
  const firstTitle = (body.translations.en ?? entries[0][1])!.title;
  const slug = body.slug ?? slugFrom(firstTitle);
  return db.transaction(async (tx) => {
    if ((await rowsOf(tx, slug)).length) throw errors.conflict(`The slug ${slug} is taken`, 'SLUG_TAKEN');
    const meta = { type: body.type, published: body.status === 'published', image: body.image ?? null };
    for (const [lang, t] of entries) await upsertLanguage(tx, slug, lang, t!, meta);
    const after = toAdminArticle(await rowsOf(tx, slug));
    await recordOperatorAction(tx, { actor, action: 'content.create', targetType: 'article', targetId: slug, after: auditOf(after) });
    return slug;
  });
}

/** The article with every language's source; 404 when there is none. */
export async function getAdminArticle(q: Queryable, slug: string): Promise<AdminArticle> {
  const rows = await rowsOf(q, slug);
  if (!rows.length) throw errors.notFound('article');
  return toAdminArticle(rows);
}

/** Changes type, status, image or languages (null removes one, never the last). */
export async function updateArticle(db: Db, actor: string, slug: string, patch: PatchArticleBody): Promise<AdminArticle> {
  if (patch.type === undefined && patch.status === undefined && patch.image === undefined && patch.translations === undefined)
    throw errors.invalidField('body', 'must change type, status, image or translations', 'EMPTY');
  const entries = patch.translations === undefined ? [] : given(patch.translations, 'body/translations');
  return db.transaction(async (tx) => {
    const rows = await rowsOf(tx, slug, true);
    if (!rows.length) throw errors.notFound('article');
    const before = toAdminArticle(rows);
    const status: ContentStatus = patch.status ?? before.status;
    const meta = {
      type: patch.type ?? before.type,
      published: status === 'published',
      image: patch.image === undefined ? before.image : patch.image,
    };
    for (const [lang, t] of entries) {
      if (t === null) await tx.query('DELETE FROM articles WHERE slug = $1 AND language = $2', [slug, lang]);
      else await upsertLanguage(tx, slug, lang, t, meta);
    }
    // publishing a draft dates it now, so it comes first in the feeds
    const publishNow = status === 'published' && before.status === 'draft';
    await tx.query(
      `UPDATE articles SET type = $2, is_published = $3, image = $4, updated_at = now()${publishNow ? ', published_at = now()' : ''} WHERE slug = $1`,
      [slug, meta.type, meta.published, meta.image],
    );
    const left = await rowsOf(tx, slug);
    if (!left.length) throw errors.invalidField('body/translations', 'would remove every language (delete the article instead)', 'EMPTY');
    const after = toAdminArticle(left);
    await recordOperatorAction(tx, {
      actor,
      action: 'content.update',
      targetType: 'article',
      targetId: slug,
      before: auditOf(before),
      after: auditOf(after),
    });
    return after;
  });
}

/** Deletes the article in every language, the reason and what it said kept in the audit trail. */
export async function deleteArticle(db: Db, actor: string, slug: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await rowsOf(tx, slug, true);
    if (!rows.length) throw errors.notFound('article');
    await tx.query('DELETE FROM articles WHERE slug = $1', [slug]);
    await recordOperatorAction(tx, {
      actor,
      action: 'content.delete',
      targetType: 'article',
      targetId: slug,
      reason,
      before: auditOf(toAdminArticle(rows)),
    });
  });
}

interface ListRow {
  slug: string;
  type: AdminArticle['type'];
  published: boolean;
  languages: Language[] | string;
  title: string;
  updated_at: Date | string;
}

/** The articles grouped by slug, newest change first, filtered by type, status and a language they have. */
export async function listAdminArticles(q: Queryable, query: AdminArticlesQuery): Promise<AdminArticleList> {
  const page = query.page ?? 1;
  const onPage = query.onPage ?? 20;
  const params: unknown[] = [query.lang ?? 'en'];
  const where: string[] = [];
  const having: string[] = [];
  if (query.type) where.push(`type = $${params.push(query.type)}`);
  if (query.status) having.push(`bool_or(is_published) = $${params.push(query.status === 'published')}`);
  if (query.lang) having.push('bool_or(language = $1)');
  const grouped = `SELECT slug, min(type) AS type, bool_or(is_published) AS published, json_agg(language ORDER BY language) AS languages,
      (array_agg(title ORDER BY (language = $1) DESC, (language = 'en') DESC, language))[1] AS title, max(updated_at) AS updated_at
    FROM articles ${where.length ? `WHERE ${where.join(' AND ')}` : ''} GROUP BY slug ${having.length ? `HAVING ${having.join(' AND ')}` : ''}`;
  const total = (await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM (${grouped}) g`, params)).rows[0].n;
  const r = await q.query<ListRow>(`${grouped} ORDER BY updated_at DESC, slug LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`, params);
  return {
    meta: listMeta(page, onPage, Number(total)),
    values: r.rows.map((row) => ({
      _id: row.slug,
      type: row.type,
      status: row.published ? 'published' : 'draft',
      languages: typeof row.languages === 'string' ? JSON.parse(row.languages) : row.languages,
      title: row.title,
      updatedAt: iso(row.updated_at),
    })),
  };
}
